import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createHttpServer } from "./http-server.mjs";
import { isDraining, requestsInFlight, resetLifecycleForTests, shutdown } from "./lifecycle";

/** The server of `npm start` around a handler that waits until the test lets it answer (a request "in its transaction"). */
function holdingServer(onSent: () => void = () => undefined) {
  const started: Array<() => void> = [];
  const release: Array<() => void> = [];
  const server = createHttpServer((_req, res) => {
    for (const s of started.splice(0)) s();
    res.once("finish", onSent);
    release.push(() => res.end("done"));
  });
  const nextStart = () => new Promise<void>((resolve) => started.push(resolve));
  const releaseAll = () => {
    for (const r of release.splice(0)) r();
  };
  return { server, nextStart, releaseAll };
}

function get(port: number): Promise<{ status: number; body: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: "/", agent: false }, (res) => {
      let body = "";
      res.on("data", (c) => {
        body += c;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
    });
    req.on("error", reject);
    req.end();
  });
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

describe("graceful shutdown", () => {
  afterEach(() => resetLifecycleForTests());

  it("stops accepting, finishes the request in flight, then releases the outbox and closes the pool, exit 0", async () => {
    const order: string[] = [];
    const { server, nextStart, releaseAll } = holdingServer(() => order.push("response"));
    const port = await listen(server);
    const started = nextStart();
    const inFlight = get(port);
    await started;
    expect(requestsInFlight()).toBe(1);

    let exitCode: number | undefined;
    const exited = new Promise<void>((resolve) => {
      void shutdown("SIGTERM", {
        timeoutMs: 30_000,
        drainOutbox: async () => {
          order.push("outbox");
        },
        closeDatabase: async () => {
          order.push("database");
        },
        exit: (code) => {
          exitCode = code;
          resolve();
        },
        log: () => undefined,
      });
    });
    expect(isDraining()).toBe(true);
    // The listening socket is closed: a new connection is refused.
    await expect(get(port)).rejects.toThrow(/ECONNREFUSED/);
    expect(order).toEqual(["outbox"]);

    releaseAll();
    const answer = await inFlight;
    expect(answer).toMatchObject({ status: 200, body: "done" });
    await exited;
    expect(exitCode).toBe(0);
    expect(order).toEqual(["outbox", "response", "database"]);
  });

  it("is bounded: a request that never ends is cut after the timeout, exit 1", async () => {
    const { server, nextStart } = holdingServer();
    const port = await listen(server);
    const started = nextStart();
    const hanging = get(port).catch((error: Error) => error);
    await started;
    const code = await new Promise<number>((resolve) => {
      void shutdown("SIGTERM", {
        timeoutMs: 300,
        drainOutbox: async () => undefined,
        closeDatabase: async () => undefined,
        exit: resolve,
        log: () => undefined,
      });
    });
    expect(code).toBe(1);
    // The connection was closed by the server rather than left open.
    expect(await hanging).toBeInstanceOf(Error);
  });
});
