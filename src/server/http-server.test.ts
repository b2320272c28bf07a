import type { Server } from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpServer, PEER_ADDRESS_HEADER } from "./http-server.mjs";

/**
 * The server of `npm start` with short limits, around a handler that behaves like Next's route handlers:
 * TRACE and other methods Next cannot handle get 405 before the handler runs; a trickled body, an
 * unfinished head or a connection that never speaks loses its connection; every request the handler sees
 * carries its TCP peer in the stamp, whatever the client sent. The test waits for the server's own events
 * (close), never for fixed times.
 */
let server: Server;
let port: number;
const seen: string[] = [];
const stamps: Array<string | string[] | undefined> = [];

beforeAll(async () => {
  server = createHttpServer((req, res) => {
    seen.push(req.method ?? "");
    stamps.push(req.headers[PEER_ADDRESS_HEADER]);
    // Like Next's route handlers: build a WHATWG Request (undici refuses TRACE) and read the body.
    const request = new Request(`http://localhost${req.url}`, { method: req.method });
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => res.writeHead(200, { "content-type": "text/plain" }).end(`${request.method} ${Buffer.concat(chunks).length}`));
  }, { headersMs: 400, bodyMs: 600 });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Sends raw bytes; resolves with everything the server sent once it closes the connection. */
function raw(first: string, drip?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    let answer = "";
    let timer: NodeJS.Timeout | undefined;
    socket.on("connect", () => {
      socket.write(first);
      if (drip) timer = setInterval(() => socket.writable && socket.write(drip), 100);
    });
    socket.on("data", (d) => {
      answer += d.toString("latin1");
    });
    socket.on("close", () => {
      clearInterval(timer);
      resolve(answer);
    });
    socket.on("error", (e) => (e.message.includes("ECONNRESET") ? undefined : reject(e)));
  });
}

describe("HTTP hardening", () => {
  it.each(["TRACE", "PURGE", "PROPFIND", "MKCOL", "LOCK"])("answers %s with 405 and Allow, never 5xx", async (method) => {
    const answer = await raw(`${method} /en HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(answer).toMatch(/\r\nAllow: GET, HEAD, POST, OPTIONS\r\n/i);
    expect(seen).not.toContain(method);
  });

  it("passes GET and POST on untouched", async () => {
    expect(await (await fetch(`http://127.0.0.1:${port}/x`)).text()).toBe("GET 0");
    expect(await (await fetch(`http://127.0.0.1:${port}/x`, { method: "POST", body: "abc" })).text()).toBe("POST 3");
  });

  it("closes a connection whose body trickles in, answering 408", async () => {
    const answer = await raw(
      "POST /api/book-demo HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{",
      " ",
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("closes a connection that never finishes its request head", async () => {
    const answer = await raw("GET /en HTTP/1.1\r\nHost: localhost\r\n", "X-A: b\r\n");
    expect(answer).not.toMatch(/^HTTP\/1\.1 200/);
  });

  it("closes a connection that never sends anything", async () => {
    expect(await raw("")).not.toMatch(/^HTTP\/1\.1 200/);
  });

  it("stamps every request with its TCP peer, overwriting a client-sent stamp", async () => {
    stamps.length = 0;
    await (await fetch(`http://127.0.0.1:${port}/x`, { headers: { [PEER_ADDRESS_HEADER]: "198.51.100.99" } })).text();
    await (await fetch(`http://127.0.0.1:${port}/x`)).text();
    expect(stamps).toEqual(["127.0.0.1", "127.0.0.1"]);
  });

  it("answers 500 when the handler throws, and keeps serving", async () => {
    const throwing = createHttpServer(() => {
      throw new Error("boom");
    });
    await new Promise<void>((resolve) => throwing.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(throwing.address() as AddressInfo).port}/`;
    const silence = console.error;
    console.error = () => undefined;
    try {
      expect((await fetch(url)).status).toBe(500);
      expect((await fetch(url)).status).toBe(500);
    } finally {
      console.error = silence;
      throwing.closeAllConnections();
      await new Promise((resolve) => throwing.close(resolve));
    }
  });
});
