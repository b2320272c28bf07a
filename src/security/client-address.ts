import { subscribe } from "node:diagnostics_channel";
import { isIP } from "node:net";
import { serverEnv } from "@/env";

/**
 * The client address, impossible to forge from the client side (docs/deploy.md, "Client address").
 *
 * Next 16 gives a route handler no socket: its server copies the TCP peer into `X-Forwarded-For` only when the
 * request has none, so a client-sent value reaches the handler unchanged (platform notes). The server process
 * therefore stamps every incoming request with its TCP peer address in PEER_HEADER, through Node's public
 * `http.server.request.start` diagnostics channel, which runs before Next sees the request; a client-sent
 * header of that name is overwritten.
 *
 * The address chain is the `X-Forwarded-For` entries followed by the peer. With `TRUSTED_PROXY_HOPS` = n the
 * client is the (n+1)-th entry from the right: n = 0 is the peer itself (every client-sent value ignored);
 * n = 1 is the address the one trusted proxy (e.g. nginx with `$proxy_add_x_forwarded_for`) appended.
 * Entries further left were written by the client and are never used while there are enough trusted hops.
 */
export const PEER_HEADER = "x-attestra-peer-address";

const MAX_ENTRIES = 32;

interface RequestStartMessage {
  request: { headers: Record<string, string | string[] | undefined> };
  socket: { remoteAddress?: string };
}

const installed = globalThis as unknown as { __attestraPeerHeader?: boolean };

/** Stamps each request this process serves with its TCP peer address (once per process). */
export function installPeerAddressHeader(): void {
  if (installed.__attestraPeerHeader) return;
  installed.__attestraPeerHeader = true;
  subscribe("http.server.request.start", (message) => {
    const { request, socket } = message as RequestStartMessage;
    // Always overwritten: a client cannot supply its own value.
    request.headers[PEER_HEADER] = socket.remoteAddress ?? "unknown";
  });
}

/** `::ffff:192.0.2.1` and `192.0.2.1` are the same client; `[::1]:443` or `192.0.2.1:443` name the address only. */
export function normalizeAddress(raw: string): string | undefined {
  let value = raw.trim();
  if (value.startsWith("[")) {
    const end = value.indexOf("]");
    if (end < 0) return undefined;
    value = value.slice(1, end);
  } else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(value)) {
    value = value.slice(0, value.lastIndexOf(":"));
  }
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(value);
  if (mapped?.[1]) value = mapped[1];
  const version = isIP(value);
  if (version === 0) return undefined;
  return version === 6 ? value.toLowerCase() : value;
}

/**
 * The client address for `trustedHops` trusted proxies. Without PEER_HEADER (a server that did not install
 * the stamp, e.g. a unit test calling a handler directly) the right-most `X-Forwarded-For` entry stands in
 * for the peer, which is what Next sets from the socket when no one sent the header.
 */
export function resolveClientAddress(headers: Headers, trustedHops: number = serverEnv().TRUSTED_PROXY_HOPS): string {
  const forwarded = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  const chain = forwarded.slice(-MAX_ENTRIES);
  const peer = headers.get(PEER_HEADER);
  if (peer) chain.push(peer);
  if (chain.length === 0) return "unknown";
  // Walk from the right: each trusted hop vouches for the entry to its left. A malformed entry written by a
  // trusted hop is not possible with a correct set-up; if met, the last valid address seen is kept.
  let client = normalizeAddress(chain[chain.length - 1] ?? "") ?? "unknown";
  for (let hop = 1; hop <= trustedHops && hop < chain.length; hop++) {
    const next = normalizeAddress(chain[chain.length - 1 - hop] ?? "");
    if (!next) break;
    client = next;
  }
  return client;
}
