import { isIP } from "node:net";
import { serverEnv } from "@/env";
import { PEER_ADDRESS_HEADER } from "@/server/http-server.mjs";

/**
 * The client address, impossible to forge from the client side (docs/deploy.md, "Client address").
 *
 * A route handler gets no socket, so the server of `npm start` (src/server/http-server.mjs) stamps every
 * request with its TCP peer address in PEER_HEADER before Next sees it, overwriting a client-sent value.
 * A request without the stamp (a server that does not stamp, such as `next dev`) is an unknown client:
 * its `X-Forwarded-For` alone is never trusted.
 *
 * The address chain is the `X-Forwarded-For` entries followed by the peer. With `TRUSTED_PROXY_HOPS` = n the
 * client is the (n+1)-th entry from the right: n = 0 is the peer itself (every client-sent value ignored);
 * n = 1 is the address the one trusted proxy (e.g. nginx with `$proxy_add_x_forwarded_for`) appended.
 * Entries further left were written by the client and are never used while there are enough trusted hops.
 */
export const PEER_HEADER = PEER_ADDRESS_HEADER;

const MAX_ENTRIES = 32;

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

/** The client address for `trustedHops` trusted proxies; "unknown" without the peer stamp. */
export function resolveClientAddress(headers: Headers, trustedHops: number = serverEnv().TRUSTED_PROXY_HOPS): string {
  const peer = headers.get(PEER_HEADER);
  if (!peer) return "unknown";
  const forwarded = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  const chain = [...forwarded.slice(-MAX_ENTRIES), peer];
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
