import { randomUUID } from "node:crypto";
import type { IncomingMessage, Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handlerFor, type LeadTestContext, openLeadTestDatabase, SITE, TEST_CONFIG } from "../../tests/support/lead-api";
import { createHttpServer } from "@/server/http-server.mjs";
import { normalizeAddress, PEER_HEADER, resolveClientAddress } from "./client-address";

function headers(values: Record<string, string>): Headers {
  return new Headers(values);
}

describe("resolveClientAddress", () => {
  it("with no trusted hop, is the TCP peer whatever X-Forwarded-For says", () => {
    const h = headers({ "x-forwarded-for": "203.0.113.9, 198.51.100.4", [PEER_HEADER]: "::ffff:192.0.2.10" });
    expect(resolveClientAddress(h, 0)).toBe("192.0.2.10");
  });

  it("with one trusted hop, is the right-most X-Forwarded-For entry (the one the proxy appended)", () => {
    // Client sent "1.2.3.4, 5.6.7.8"; nginx appended the client's real address 203.0.113.7; nginx is the peer.
    const h = headers({ "x-forwarded-for": "1.2.3.4, 5.6.7.8, 203.0.113.7", [PEER_HEADER]: "10.0.0.2" });
    expect(resolveClientAddress(h, 1)).toBe("203.0.113.7");
    expect(resolveClientAddress(h, 2)).toBe("5.6.7.8");
  });

  it("with more trusted hops than entries, stops at the left-most address", () => {
    expect(resolveClientAddress(headers({ [PEER_HEADER]: "10.0.0.2" }), 3)).toBe("10.0.0.2");
    expect(resolveClientAddress(headers({ "x-forwarded-for": "203.0.113.7", [PEER_HEADER]: "10.0.0.2" }), 3)).toBe(
      "203.0.113.7",
    );
  });

  it("never returns a malformed entry: garbage left of the trusted hops is not an address", () => {
    const h = headers({ "x-forwarded-for": "<script>, 203.0.113.7", [PEER_HEADER]: "10.0.0.2" });
    expect(resolveClientAddress(h, 2)).toBe("203.0.113.7");
  });

  it("without the peer stamp, is an unknown client whatever X-Forwarded-For says", () => {
    for (const hops of [0, 1, 3]) {
      expect(resolveClientAddress(headers({ "x-forwarded-for": "1.2.3.4, 192.0.2.1" }), hops)).toBe("unknown");
      expect(resolveClientAddress(headers({}), hops)).toBe("unknown");
    }
  });

  it("normalizes IPv4-mapped IPv6, brackets and ports", () => {
    expect(normalizeAddress("::FFFF:192.0.2.1")).toBe("192.0.2.1");
    expect(normalizeAddress("[2001:DB8::1]:443")).toBe("2001:db8::1");
    expect(normalizeAddress("192.0.2.1:8080")).toBe("192.0.2.1");
    expect(normalizeAddress("unknown")).toBeUndefined();
  });
});

/**
 * The HTTP server of `npm start` (src/server/http-server.mjs), feeding the real lead handler as Next does:
 * the web Request's headers come from the Node request's headers.
 */
describe("client address through a real HTTP server", () => {
  let ctx: LeadTestContext;
  let server: Server;
  let base: string;
  let hops = 0;
  const HARD = 3;

  function toRequest(req: IncomingMessage, body: Buffer): Request {
    const h = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === "string") h.set(name, value);
      else if (Array.isArray(value)) h.set(name, value.join(", "));
    }
    // What Next's server does before the handler runs: fill X-Forwarded-For from the socket only when absent.
    if (!h.has("x-forwarded-for")) h.set("x-forwarded-for", req.socket.remoteAddress ?? "");
    const hasBody = req.method !== "GET" && req.method !== "HEAD";
    return new Request(`${SITE}${req.url}`, { method: req.method, headers: h, body: hasBody ? new Uint8Array(body) : undefined });
  }

  beforeAll(async () => {
    ctx = await openLeadTestDatabase();
    server = createHttpServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", async () => {
        const request = toRequest(req, Buffer.concat(chunks));
        if (req.url === "/whoami") {
          res.end(resolveClientAddress(request.headers, hops));
          return;
        }
        const handler = handlerFor("newsletter", ctx.db, {
          config: { ...TEST_CONFIG, rateLimit: { soft: HARD, hard: HARD, windowSeconds: 600 } },
        });
        const response = await handler(request);
        res.statusCode = response.status;
        res.end(await response.text());
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await ctx.close();
  });

  const post = (xff: string | undefined, i: number) =>
    fetch(`${base}/api/newsletter`, {
      method: "POST",
      headers: {
        origin: SITE,
        "content-type": "application/json",
        "idempotency-key": randomUUID(),
        [PEER_HEADER]: "198.51.100.99", // a forged stamp: overwritten by the server
        ...(xff ? { "x-forwarded-for": xff } : {}),
      },
      body: JSON.stringify({ email: `xff${i}@example.com`, elapsedMs: 9000 }),
    });

  it("with the default (0 hops), varying X-Forwarded-For does not reset the rate limit", async () => {
    hops = 0;
    const statuses: number[] = [];
    for (let i = 0; i < HARD + 3; i++) {
      const forged = i % 2 === 0 ? `10.9.${i}.1` : `10.9.${i}.1, 127.0.0.1`;
      statuses.push((await post(forged, i)).status);
    }
    expect(statuses.slice(0, HARD)).toEqual(Array(HARD).fill(201));
    expect(statuses.slice(HARD)).toEqual([429, 429, 429]);
  });

  it("a forged stamp header is overwritten with the real peer", async () => {
    hops = 0;
    const seen = await (await fetch(`${base}/whoami`, { headers: { [PEER_HEADER]: "198.51.100.99" } })).text();
    expect(seen).toBe("127.0.0.1");
  });

  it("with one trusted hop, the right-most untrusted address is used", async () => {
    hops = 1;
    const seen = await (
      await fetch(`${base}/whoami`, { headers: { "x-forwarded-for": "6.6.6.6, 203.0.113.50" } })
    ).text();
    expect(seen).toBe("203.0.113.50");
  });
});
