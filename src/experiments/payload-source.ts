/**
 * Where the proxy gets the GrowthBook payload (feature definitions):
 * - no GROWTHBOOK_CLIENT_KEY: the committed local payload (growthbook-payload.json);
 * - with a key: the GrowthBook API (`<GROWTHBOOK_API_HOST>/api/features/<key>`),
 *   cached in memory for `ttlMs`. A stale payload is served at once while a
 *   refresh runs in the background; with nothing cached the request waits at most
 *   `waitMs` (150 ms), then falls back to the local payload. Errors and timeouts
 *   never reach the visitor: the last good payload (or the local one) is used, and
 *   a failed fetch is not retried for `retryAfterMs`.
 */
import type { FeatureApiResponse } from "@growthbook/growthbook";
import localPayloadJson from "./growthbook-payload.json";

export const LOCAL_PAYLOAD = localPayloadJson as FeatureApiResponse;

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
  fetcher?: typeof fetch;
  now?: () => number;
};

function isPayload(value: unknown): value is FeatureApiResponse {
  if (!value || typeof value !== "object") return false;
  const features = (value as { features?: unknown }).features;
  return !!features && typeof features === "object" && !Array.isArray(features);
}

export function createPayloadSource(options: PayloadSourceOptions): () => Promise<FeatureApiResponse> {
  const {
    clientKey,
    apiHost,
    localPayload = LOCAL_PAYLOAD,
    ttlMs = 60_000,
    waitMs = 150,
    fetchTimeoutMs = 3_000,
    retryAfterMs = 10_000,
    fetcher = (...args) => fetch(...args),
    now = Date.now,
  } = options;

  let last: { payload: FeatureApiResponse; at: number } | null = null;
  let failedAt = Number.NEGATIVE_INFINITY;
  let inflight: Promise<FeatureApiResponse | null> | null = null;

  async function fetchPayload(): Promise<FeatureApiResponse | null> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), fetchTimeoutMs);
    try {
      const url = `${apiHost.replace(/\/+$/, "")}/api/features/${encodeURIComponent(clientKey ?? "")}`;
      const res = await fetcher(url, { signal: controller.signal, headers: { accept: "application/json" } });
      if (!res.ok) throw new Error(`GrowthBook API answered ${res.status}`);
      const body: unknown = await res.json();
      if (!isPayload(body)) throw new Error("GrowthBook API answered without features");
      last = { payload: body, at: now() };
      return body;
    } catch (error) {
      failedAt = now();
      console.warn("[experiments] GrowthBook payload fetch failed, using the fallback:", error instanceof Error ? error.message : error);
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  function refresh(): Promise<FeatureApiResponse | null> {
    inflight ??= fetchPayload().finally(() => {
      inflight = null;
    });
    return inflight;
  }

  return async function getPayload(): Promise<FeatureApiResponse> {
    if (!clientKey) return localPayload;
    const t = now();
    if (last && t - last.at < ttlMs) return last.payload;
    const canFetch = t - failedAt >= retryAfterMs;
    const pending = canFetch ? refresh() : inflight;
    // Stale-while-revalidate: a cached payload is served without waiting.
    if (last) return last.payload;
    if (!pending) return localPayload;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), waitMs);
    });
    try {
      return (await Promise.race([pending, timeout])) ?? localPayload;
    } finally {
      clearTimeout(timer);
    }
  };
}
