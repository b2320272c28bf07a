import { createHash } from "node:crypto";
import { COOKIES } from "@/config/cookies";
import { resolveClientAddress } from "@/security/client-address";
import { parseServedCookie as viewedAssignment } from "@/experiments/variant-cookie";
import { USER_AGENT_MAX } from "./config";
import { problem } from "./problem";

/**
 * Request inspection for the lead API: everything here runs before any
 * database work and never throws on hostile input.
 */

/** Origin check: the Origin must be the site's own (a cross-site or missing Origin is refused with 403). */
export function isAllowedOrigin(request: Request, siteUrl: string): boolean {
  const origin = request.headers.get("origin");
  if (!origin || origin === "null") return false;
  if (request.headers.get("sec-fetch-site") === "cross-site") return false;
  const allowed = new Set<string>();
  const add = (value: string | undefined | null) => {
    if (!value) return;
    try {
      allowed.add(new URL(value).origin);
    } catch {
      // not a URL: ignore
    }
  };
  add(siteUrl);
  add(request.url);
  const host = request.headers.get("host");
  if (host && /^[A-Za-z0-9.:[\]-]+$/.test(host)) {
    add(`http://${host}`);
    add(`https://${host}`);
  }
  return allowed.has(origin);
}

/** `application/json`, optionally with `charset=utf-8`; anything else is 415. */
export function isJsonContentType(value: string | null): boolean {
  if (!value) return false;
  const [type, ...params] = value.split(";").map((p) => p.trim().toLowerCase());
  if (type !== "application/json") return false;
  return params.every((p) => p === "" || p === "charset=utf-8" || p === 'charset="utf-8"');
}

/**
 * The Idempotency-Key header: 8 to 255 visible ASCII characters, optionally
 * quoted as a structured-field string (IETF draft). Returns undefined when
 * missing or malformed.
 */
export function readIdempotencyKey(request: Request): string | undefined {
  const raw = request.headers.get("idempotency-key");
  if (raw === null) return undefined;
  let key = raw.trim();
  if (key.length >= 2 && key.startsWith('"') && key.endsWith('"')) key = key.slice(1, -1);
  return /^[\x21-\x7E]{8,255}$/.test(key) && !key.includes('"') ? key : undefined;
}

export type BodyResult = { ok: true; text: string } | { ok: false; reason: "too-large" | "invalid-utf8" };

/**
 * Reads the body as a stream, stopping as soon as it exceeds `limit` bytes
 * (a lying or absent Content-Length cannot make the server buffer more).
 */
export async function readBodyLimited(request: Request, limit: number): Promise<BodyResult> {
  const declared = request.headers.get("content-length");
  if (declared !== null && /^\d+$/.test(declared) && Number(declared) > limit) return { ok: false, reason: "too-large" };
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, reason: "too-large" };
      }
      chunks.push(value);
    }
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes) };
  } catch {
    return { ok: false, reason: "invalid-utf8" };
  }
}

/**
 * The client address, never taken from a client-sent header: X-Forwarded-For is trusted only for
 * TRUSTED_PROXY_HOPS proxies (src/security/client-address.ts). Only ever stored hashed.
 */
export function clientAddress(request: Request): string {
  return resolveClientAddress(request.headers).slice(0, 100);
}

export function hashClientAddress(address: string, salt: string): string {
  return createHash("sha256").update(`${salt}\u0000${address}`).digest("hex");
}

function readCookies(request: Request): Map<string, string> {
  const out = new Map<string, string>();
  const header = request.headers.get("cookie");
  if (!header) return out;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      // keep the raw value
    }
    if (!out.has(name)) out.set(name, value);
  }
  return out;
}

export interface VisitorContext {
  homeVariant: string | null;
  /** The run the variant belongs to (experiment key, bucket version, phase), from the same viewed assignment. */
  homeExperimentKey: string | null;
  homeBucketVersion: number | null;
  homePhase: string | null;
  visitorId: string | null;
  analyticsConsent: "granted" | "denied" | null;
  userAgent: string | null;
}

/** Visitor context from first-party cookies and headers, allowlisted and bounded. */
export function visitorContext(request: Request): VisitorContext {
  const cookies = readCookies(request);
  const vid = cookies.get(COOKIES.visitorId);
  const consent = cookies.get(COOKIES.consent);
  const ua = request.headers.get("user-agent");
  // The home page the visitor viewed under the experiment they are in now (src/experiments/variant-cookie.ts:
  // the proxy deletes it once they are served outside that assignment).
  const seen = viewedAssignment(cookies.get(COOKIES.homeSeen));
  return {
    homeVariant: seen?.variationKey ?? null,
    homeExperimentKey: seen?.experimentKey ?? null,
    homeBucketVersion: seen?.bucketVersion ?? null,
    homePhase: seen ? seen.phase || null : null,
    visitorId: vid && /^[A-Za-z0-9_-]{1,64}$/.test(vid) ? vid : null,
    analyticsConsent: consent === "granted" || consent === "denied" ? consent : null,
    // Header values are Latin-1 byte strings: no NUL, safe to store once cut.
    userAgent: ua ? [...ua].slice(0, USER_AGENT_MAX).join("") : null,
  };
}

/**
 * The body as parsed JSON, at most `limit` bytes, or the problem response to send: 413 over the limit, 400
 * `malformed-json` for invalid UTF-8, an unreadable body or invalid JSON. Never throws (lead and privacy APIs).
 */
export async function readJsonBody(request: Request, limit: number): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  let text: string;
  try {
    const body = await readBodyLimited(request, limit);
    if (!body.ok) {
      return {
        ok: false,
        response:
          body.reason === "too-large"
            ? problem("payload-too-large", `The body exceeds ${limit} bytes.`)
            : problem("malformed-json", "The body is not valid UTF-8."),
      };
    }
    text = body.text;
  } catch {
    return { ok: false, response: problem("malformed-json", "The body could not be read.") };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, response: problem("malformed-json", "The body is not valid JSON.") };
  }
}
