import type { FeatureApiResponse } from "@growthbook/growthbook";
import { afterEach, describe, expect, it, vi } from "vitest";
import rerandomised from "./fixtures/rerandomised.json";
import running from "./fixtures/running.json";
import { createPayloadSource, type Fetcher, LOCAL_PAYLOAD } from "./payload-source";

const REMOTE = running as FeatureApiResponse;

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** A fetch that never answers (until aborted). */
const hangingFetch: Fetcher = (_url, init) =>
  new Promise<Response>((_resolve, reject) => {
    init.signal?.addEventListener("abort", () => reject(new Error("aborted")));
  });

afterEach(() => {
  vi.useRealTimers();
});

describe("GrowthBook payload source", () => {
  it("uses the committed payload as the configuration when no client key is set, without fetching", async () => {
    const fetcher = vi.fn<Fetcher>();
    const get = createPayloadSource({ apiHost: "https://gb.example", fetcher });
    expect(await get()).toEqual({ payload: LOCAL_PAYLOAD, status: "local" });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("answers after waitMs with the committed payload marked as a fallback when the API hangs at cold start", async () => {
    vi.useFakeTimers();
    const get = createPayloadSource({ clientKey: "sdk-abc", apiHost: "https://gb.example", fetcher: hangingFetch, waitMs: 150, fetchTimeoutMs: 1_000, log: () => {} });
    let answer: unknown = null;
    const pending = get().then((a) => {
      answer = a;
    });
    await vi.advanceTimersByTimeAsync(149);
    expect(answer).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(answer).toEqual({ payload: LOCAL_PAYLOAD, status: "fallback" });
  });

  it("fetches from <host>/api/features/<key> and caches for the TTL", async () => {
    let t = 0;
    const fetcher = vi.fn<Fetcher>(async () => jsonResponse(REMOTE));
    const get = createPayloadSource({ clientKey: "sdk-abc", apiHost: "https://gb.example/", fetcher, ttlMs: 1_000, now: () => t });
    expect(await get()).toEqual({ payload: REMOTE, status: "remote" });
    expect(fetcher).toHaveBeenCalledWith("https://gb.example/api/features/sdk-abc", expect.anything());
    t = 500;
    await get();
    expect(fetcher).toHaveBeenCalledTimes(1);
    t = 1_500;
    await get();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it("keeps serving the last good payload when a refresh fails, without waiting", async () => {
    let t = 0;
    let mode: "ok" | "error" | "hang" = "ok";
    const logs: string[] = [];
    const fetcher = vi.fn<Fetcher>((url, init) => {
      if (mode === "ok") return Promise.resolve(jsonResponse(REMOTE));
      if (mode === "error") return Promise.resolve(jsonResponse({ message: "boom" }, 500));
      return hangingFetch(url, init);
    });
    const get = createPayloadSource({ clientKey: "k", apiHost: "https://gb.example", fetcher, ttlMs: 100, retryAfterMs: 0, fetchTimeoutMs: 200, now: () => t, log: (m) => logs.push(m) });
    expect((await get()).payload).toEqual(REMOTE);
    mode = "error";
    t = 1_000;
    expect(await get()).toEqual({ payload: REMOTE, status: "remote" });
    mode = "hang";
    t = 2_000;
    expect(await get()).toEqual({ payload: REMOTE, status: "remote" });
  });

  it("refuses an invalid payload with one clear log line and keeps the last good one", async () => {
    let t = 0;
    let body: unknown = REMOTE;
    const logs: string[] = [];
    const fetcher = vi.fn<Fetcher>(async () => jsonResponse(body));
    const get = createPayloadSource({ clientKey: "k", apiHost: "https://gb.example", fetcher, ttlMs: 100, retryAfterMs: 0, now: () => t, log: (m) => logs.push(m) });
    expect((await get()).payload).toEqual(REMOTE);
    const bad = structuredClone(rerandomised) as FeatureApiResponse;
    const rule = bad.features?.["home-variant"]?.rules?.[0];
    if (rule) rule.weights = [0.5, 0.5, 0.5];
    body = bad;
    t = 1_000;
    await get(); // serves the cached one while the refresh runs
    await vi.waitFor(() => expect(logs).toHaveLength(1));
    expect(logs[0]).toBe(
      "[experiments] GrowthBook payload refused: feature home-variant: rule 0 (fr_home_variant_exp) has weights summing to 1.5000, not 1; keeping the last good payload (dateUpdated 2026-12-01T09:00:00.000Z)",
    );
    expect(await get()).toEqual({ payload: REMOTE, status: "remote" });
  });

  it("refuses a payload renaming a running experiment's variation key with one log line, keeping the last good one", async () => {
    let t = 0;
    let body: unknown = REMOTE;
    const logs: string[] = [];
    const fetcher = vi.fn<Fetcher>(async () => jsonResponse(body));
    const get = createPayloadSource({ clientKey: "k", apiHost: "https://gb.example", fetcher, ttlMs: 100, retryAfterMs: 0, now: () => t, log: (m) => logs.push(m) });
    expect((await get()).payload).toEqual(REMOTE);
    const renamed = structuredClone(REMOTE);
    const rule = renamed.features?.["home-variant"]?.rules?.[0];
    if (rule?.meta?.[2]) rule.meta[2] = { key: "landing-three" };
    renamed.dateUpdated = "2026-12-02T09:00:00.000Z";
    body = renamed;
    t = 1_000;
    await get();
    await vi.waitFor(() => expect(logs).toHaveLength(1));
    expect(logs[0]).toMatch(/^\[experiments\] GrowthBook payload refused: experiment home-variant \(bucket version 0\) is running with variation key "landing3", which the new payload renames or drops .*; keeping the last good payload \(dateUpdated 2026-12-01T09:00:00.000Z\)$/);
    expect(await get()).toEqual({ payload: REMOTE, status: "remote" });
    // A re-randomisation may change the keys: accepted (no further refusal).
    await vi.waitFor(() => expect(logs).toHaveLength(2));
    const refusals = logs.length;
    const next = structuredClone(renamed);
    const nextRule = next.features?.["home-variant"]?.rules?.[0];
    if (nextRule) nextRule.bucketVersion = 1;
    body = next;
    t = 2_000;
    await get();
    await vi.waitFor(async () => expect((await get()).payload).toEqual(next));
    expect(logs.slice(refusals)).toEqual([]);
  });

  it("stays on the fallback (nobody assigned) when the first payload is garbage", async () => {
    const logs: string[] = [];
    const fetcher = vi.fn<Fetcher>(async () => jsonResponse({ nope: true }));
    const get = createPayloadSource({ clientKey: "k", apiHost: "https://gb.example", fetcher, log: (m) => logs.push(m) });
    expect(await get()).toEqual({ payload: LOCAL_PAYLOAD, status: "fallback" });
    expect(logs).toEqual(["[experiments] GrowthBook payload refused: it has no `features` object; serving the default page until a valid one arrives"]);
  });
});
