import diagnosticsChannel from "node:diagnostics_channel";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";

/**
 * Hardening of the HTTP server that `next start` creates, applied from
 * instrumentation (src/instrumentation.ts) because it is the only hook Next 16
 * offers into the server process: `next start` builds its `http.Server` itself
 * and exposes only `--keepAliveTimeout` (no request/header timeouts, no method
 * filter), and a custom server is not wanted. The server exists (and already
 * listens) before `register()` runs, so its options cannot be passed at
 * creation; instead two public `node:diagnostics_channel` channels of Node's
 * net/http modules are used:
 *
 * - `net.server.socket` (every accepted connection on the HTTP server's port):
 *   a connection that has not sent a complete request head within `headersMs`
 *   is closed. (Until the first request reveals the server, Node's own 60 s
 *   header timeout applies.)
 * - `http.server.request.start` (published synchronously before the server's
 *   `request` event): a request whose body is not complete within `bodyMs` is
 *   answered 408 and its connection closed; the first such message also sets
 *   the server's own `headersTimeout`/`requestTimeout` (Node's defaults are 60 s
 *   and 300 s: a trickled body held a connection about 321 s) and wraps its
 *   `request` listeners so that methods Next cannot handle (TRACE, TRACK and the
 *   WebDAV verbs: undici's Request refuses to construct TRACE, which made every
 *   path answer 500) get 405 with `Allow` before they reach Next.
 */
export interface HttpHardeningOptions {
  /** A connection must send a complete request head within this many ms. */
  headersMs: number;
  /** A request's body must be complete within this many ms of its head. */
  bodyMs: number;
}

export const HTTP_HARDENING_DEFAULTS: HttpHardeningOptions = { headersMs: 10_000, bodyMs: 20_000 };

/** Methods passed on to Next (it answers 405 itself where a route lacks one); anything else is 405 here. */
export const PASSED_METHODS = new Set(["GET", "HEAD", "POST", "OPTIONS", "PUT", "PATCH", "DELETE"]);
const ALLOW = "GET, HEAD, POST, OPTIONS";

const hardened = new WeakSet<Server>();
/** Local ports of the hardened HTTP servers: other servers of the process (a database socket) are left alone. */
const httpPorts = new Set<number>();
const startedSockets = new WeakSet<Socket>();

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/** Answers 405 to methods Next cannot handle; true when it did. */
export function refuseUnsupportedMethod(req: IncomingMessage, res: ServerResponse): boolean {
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

/** Sets the server's own timeouts and puts the method filter in front of its request listeners (once). */
export function hardenServer(server: Server, options: HttpHardeningOptions = HTTP_HARDENING_DEFAULTS): void {
  if (hardened.has(server)) return;
  hardened.add(server);
  const address = server.address();
  if (address && typeof address === "object") httpPorts.add(address.port);
  server.headersTimeout = options.headersMs;
  server.requestTimeout = options.headersMs + options.bodyMs;
  const listeners = server.listeners("request") as RequestListener[];
  server.removeAllListeners("request");
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    if (refuseUnsupportedMethod(req, res)) return;
    for (const listener of listeners) listener.call(server, req, res);
  });
}

function onSocket(message: unknown, options: HttpHardeningOptions) {
  const socket = (message as { socket?: Socket }).socket;
  if (!socket || socket.localPort === undefined || !httpPorts.has(socket.localPort)) return;
  const timer = setTimeout(() => {
    if (!startedSockets.has(socket) && !socket.destroyed) socket.destroy();
  }, options.headersMs);
  timer.unref();
  socket.once("close", () => clearTimeout(timer));
}

function onRequestStart(message: unknown, options: HttpHardeningOptions) {
  const { request, response, socket, server } = message as {
    request: IncomingMessage;
    response: ServerResponse;
    socket: Socket;
    server: Server;
  };
  if (socket) startedSockets.add(socket);
  if (server) hardenServer(server, options);
  if (!request || request.complete) return;
  const timer = setTimeout(() => {
    if (request.complete || socket?.destroyed) return;
    if (!response.headersSent) {
      response.writeHead(408, { Connection: "close", "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
      response.end("Request body not received in time.\n");
    }
    // The rest of the body would never come: free the connection now.
    setImmediate(() => socket?.destroy());
  }, options.bodyMs);
  timer.unref();
  const clear = () => clearTimeout(timer);
  request.once("end", clear);
  request.once("close", clear);
  response.once("finish", () => {
    if (request.complete) clear();
  });
}

let installed = false;

/** Subscribes to the two channels (idempotent); returns an uninstall function for tests. */
export function installHttpHardening(options: HttpHardeningOptions = HTTP_HARDENING_DEFAULTS): () => void {
  if (installed) return () => undefined;
  installed = true;
  const socketListener = (m: unknown) => onSocket(m, options);
  const requestListener = (m: unknown) => onRequestStart(m, options);
  diagnosticsChannel.subscribe("net.server.socket", socketListener);
  diagnosticsChannel.subscribe("http.server.request.start", requestListener);
  return () => {
    diagnosticsChannel.unsubscribe("net.server.socket", socketListener);
    diagnosticsChannel.unsubscribe("http.server.request.start", requestListener);
    installed = false;
  };
}
