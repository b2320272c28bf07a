import { createServer } from "node:http";

/**
 * The HTTP server of `npm start` (server.mjs), written the way Next documents a custom server: this module
 * owns the Node `http.Server` and hands each request to Next's request handler. Plain JavaScript because
 * server.mjs runs it before Next has loaded anything (the app's TypeScript is bundled by Next).
 *
 * - Slow clients: a connection must send its complete request head within `headersMs` and its complete
 *   body within `headersMs + bodyMs` (Node's `headersTimeout` and `requestTimeout`; Node answers 408 and
 *   closes the connection). Node's defaults (60 s and 300 s) let a trickled body hold a connection for
 *   about 321 s.
 * - Methods Next cannot handle (TRACE, TRACK, the WebDAV verbs: undici's Request refuses to construct
 *   TRACE, which made every path answer 500) get 405 with `Allow` before they reach Next.
 * - The client address: every request is stamped with its TCP peer (`req.socket.remoteAddress`) in
 *   PEER_ADDRESS_HEADER, overwriting any value the client sent. The app combines it with `X-Forwarded-For`
 *   for TRUSTED_PROXY_HOPS trusted proxies (src/security/client-address.ts); a request without the stamp
 *   is an unknown client.
 * - Requests in flight are counted and the servers remembered for the graceful shutdown
 *   (src/server/lifecycle.ts), which reads them through `httpHost()`.
 */

/** The request header carrying the TCP peer address; set by this server only. */
export const PEER_ADDRESS_HEADER = "x-attestra-peer-address";

/** @type {import("./http-server.d.mts").HttpLimits} */
export const HTTP_LIMITS = { headersMs: 10_000, bodyMs: 20_000 };

/** Methods passed on to Next (it answers 405 itself where a route lacks one); anything else is 405 here. */
export const PASSED_METHODS = new Set(["GET", "HEAD", "POST", "OPTIONS", "PUT", "PATCH", "DELETE"]);
const ALLOW = "GET, HEAD, POST, OPTIONS";

const HOST = Symbol.for("attestra.http-host");

/**
 * This process's HTTP servers, requests in flight and draining flag. Kept on `globalThis` under a registered
 * symbol because the app reads it from Next's bundle, which has its own copy of this module.
 * @returns {import("./http-server.d.mts").HttpHost}
 */
export function httpHost() {
  const g = /** @type {Record<symbol, import("./http-server.d.mts").HttpHost | undefined>} */ (/** @type {unknown} */ (globalThis));
  g[HOST] ??= { servers: new Set(), inFlight: 0, draining: false, idleWaiters: [] };
  return g[HOST];
}

/**
 * Answers 405 to methods Next cannot handle; true when it did.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
export function refuseUnsupportedMethod(req, res) {
  if (PASSED_METHODS.has(req.method ?? "")) return false;
  const body = JSON.stringify({
    type: "urn:problem-type:http:method-not-allowed",
    title: "Method Not Allowed",
    status: 405,
    detail: `${String(req.method).slice(0, 20)} is not supported; use ${ALLOW}.`,
  });
  res.writeHead(405, {
    Allow: ALLOW,
    "Content-Type": "application/problem+json",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    Connection: "close",
  });
  res.end(req.method === "HEAD" ? undefined : body);
  req.resume();
  return true;
}

/**
 * An `http.Server` that applies the limits above and passes every other request to `handle` (Next's
 * `app.getRequestHandler()`). A handler that throws gets 500 (as `next start` answers).
 * @param {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => unknown} handle
 * @param {import("./http-server.d.mts").HttpLimits} [limits]
 */
export function createHttpServer(handle, limits = HTTP_LIMITS) {
  const host = httpHost();
  const server = createServer(
    {
      headersTimeout: limits.headersMs,
      requestTimeout: limits.headersMs + limits.bodyMs,
      // How often Node checks those two timeouts (default 30 s, which would let a head take up to 40 s).
      connectionsCheckingInterval: Math.max(100, Math.min(1_000, Math.floor(limits.headersMs / 4))),
    },
    (req, res) => {
      host.inFlight++;
      res.once("close", () => {
        host.inFlight--;
        if (host.inFlight === 0) for (const wake of host.idleWaiters.splice(0)) wake();
      });
      // A request arriving on a kept-alive connection while draining is served, then its connection closes.
      if (host.draining) res.setHeader("Connection", "close");
      if (refuseUnsupportedMethod(req, res)) return;
      // Always overwritten: a client cannot supply its own value.
      req.headers[PEER_ADDRESS_HEADER] = req.socket.remoteAddress ?? "unknown";
      Promise.resolve()
        .then(() => handle(req, res))
        .catch((error) => {
          console.error(`Failed to handle request for ${String(req.url).slice(0, 200)}`, error);
          if (!res.headersSent) {
            res.statusCode = 500;
            res.end("Internal Server Error");
          } else res.destroy();
        });
    },
  );
  host.servers.add(server);
  server.once("close", () => host.servers.delete(server));
  return server;
}
