import type { IncomingMessage, Server, ServerResponse } from "node:http";

/** Types of src/server/http-server.mjs (plain JavaScript, run by server.mjs before Next loads). */
export interface HttpLimits {
  /** A connection must send a complete request head within this many ms. */
  headersMs: number;
  /** A request's body must be complete within this many ms of its head. */
  bodyMs: number;
}

export interface HttpHost {
  servers: Set<Server>;
  inFlight: number;
  draining: boolean;
  idleWaiters: Array<() => void>;
}

export const PEER_ADDRESS_HEADER: "x-attestra-peer-address";
export const HTTP_LIMITS: HttpLimits;
export const PASSED_METHODS: Set<string>;
export function httpHost(): HttpHost;
export function refuseUnsupportedMethod(req: IncomingMessage, res: ServerResponse): boolean;
export function createHttpServer(handle: (req: IncomingMessage, res: ServerResponse) => unknown, limits?: HttpLimits): Server;
