/**
 * Where the proxy gets the GrowthBook payload (feature definitions):
 * - no GROWTHBOOK_CLIENT_KEY: the committed local payload (growthbook-payload.json);
 * - with a key: the GrowthBook API (`<GROWTHBOOK_API_HOST>/api/features/<key>`),
 *   cached in memory for `ttlMs`. A stale payload is served at once while a
 *   refresh runs in the background; with nothing cached the request waits at most
 *   `waitMs` (150 ms), then falls back to the local payload. Errors and timeouts
 *   never reach the visitor: the last good payload (or the local one) is used, and
 *   a failed fetch is not retried for `retryAfterMs`.
 * - A payload that fails validation (src/experiments/payload-validation.ts), or
 *   that renames or drops a variation key of an experiment run the payload in use
 *   runs (`checkVariationKeysKept`), is refused with one log line and the last
 *   good payload kept.
 *
 * The answer says where the payload came from: `local` (no key: the committed
 * payload is the configuration), `remote` (GrowthBook's, possibly stale), or
 * `fallback` (a key is set but GrowthBook has not answered yet: the committed
 * payload is only a stand-in, so the proxy must not assign anyone with it).
 */
import type { FeatureApiResponse } from "@growthbook/growthbook";
import localPayloadJson from "./growthbook-payload.json";
import { checkVariationKeysKept, validatePayload } from "./payload-validation";

export const LOCAL_PAYLOAD = localPayloadJson as FeatureApiResponse;

export type PayloadStatus = "local" | "remote" | "fallback";
export type SourcedPayload = { payload: FeatureApiResponse; status: PayloadStatus };

export type PayloadSourceOptions = {
  clientKey?: string;
  apiHost: string;
  localPayload?: FeatureApiResponse;
  /** How long a fetched payload is fresh. */
  ttlMs?: number;
  /** Longest a request waits for the API when nothing is cached. */
  waitMs?: number;
  /** Longest a background fetch may run before it is aborted. */
  fetchTimeoutMs?: number;
  retryAfterMs?: number;
  fetcher?: Fetcher;
  now?: () => number;
  log?: (message: string) => void;
};

/** The part of `fetch` the source uses (a test passes its own). */
export type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

export function createPayloadSource(options: PayloadSourceOptions): () => Promise<SourcedPayload> {
  const {
    clientKey,
    apiHost,
    localPayload = LOCAL_PAYLOAD,
    ttlMs = 60_000,
    waitMs = 150,
    fetchTimeoutMs = 3_000,
    retryAfterMs = 10_000,
    fetcher = (url, init) => fetch(url, init),
    now = Date.now,
    log = (message) => console.warn(message),
  } = options;
  const local: SourcedPayload = { payload: localPayload, status: clientKey ? "fallback" : "local" };

  let last: { sourced: SourcedPayload; at: number } | null = null;
  let failedAt = Number.NEGATIVE_INFINITY;
  let inflight: Promise<SourcedPayload | null> | null = null;

  async function fetchPayload(): Promise<SourcedPayload | null> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), fetchTimeoutMs);
    try {
      const url = `${apiHost.replace(/\/+$/, "")}/api/features/${encodeURIComponent(clientKey ?? "")}`;
      const res = await fetcher(url, { signal: controller.signal, headers: { accept: "application/json" } });
      if (!res.ok) throw new Error(`GrowthBook API answered ${res.status}`);
      const body: unknown = await res.json();
      const validated = validatePayload(body);
      // A payload that renames a running experiment's variation keys is refused like an invalid one.
      const renamed = validated.ok && last ? checkVariationKeysKept(last.sourced.payload, validated.payload) : null;
      const check = renamed ? { ok: false as const, reason: renamed } : validated;
      if (!check.ok) {
        failedAt = now();
        const kept = last ? `keeping the last good payload (dateUpdated ${last.sourced.payload.dateUpdated ?? "unknown"})` : "serving the default page until a valid one arrives";
        log(`[experiments] GrowthBook payload refused: ${check.reason}; ${kept}`);
        return null;
      }
      const sourced: SourcedPayload = { payload: check.payload, status: "remote" };
      last = { sourced, at: now() };
      return sourced;
    } catch (error) {
      failedAt = now();
      log(`[experiments] GrowthBook payload fetch failed (${error instanceof Error ? error.message : String(error)}); ${last ? "keeping the last good payload" : "serving the default page until it answers"}`);
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  function refresh(): Promise<SourcedPayload | null> {
    inflight ??= fetchPayload().finally(() => {
      inflight = null;
    });
    return inflight;
  }

  return async function getPayload(): Promise<SourcedPayload> {
    if (!clientKey) return local;
    const t = now();
    if (last && t - last.at < ttlMs) return last.sourced;
    const canFetch = t - failedAt >= retryAfterMs;
    const pending = canFetch ? refresh() : inflight;
    // Stale-while-revalidate: a cached payload is served without waiting.
    if (last) return last.sourced;
    if (!pending) return local;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), waitMs);
    });
    try {
      return (await Promise.race([pending, timeout])) ?? local;
    } finally {
      clearTimeout(timer);
    }
  };
}
