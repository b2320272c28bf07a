import type { FeatureApiResponse } from "@growthbook/growthbook";
import { describe, expect, it, vi } from "vitest";
import { createPayloadSource, LOCAL_PAYLOAD } from "./payload-source";

const REMOTE: FeatureApiResponse = { features: { "home-variant": { defaultValue: 2 } } };

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** A fetch that never answers (until aborted). */
const hangingFetch = vi.fn(
  (_url: string | URL | Request, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener("abort", () => reject(new Error("aborted")));
    }),
) as unknown as typeof fetch;

describe("GrowthBook payload source", () => {
  it("uses the committed local payload when no client key is set, without fetching", async () => {
    const fetcher = vi.fn() as unknown as typeof fetch;
    const get = createPayloadSource({ apiHost: "https://gb.example", fetcher });
    expect(await get()).toBe(LOCAL_PAYLOAD);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("answers within ~150 ms with the local payload when the API hangs", async () => {
    const get = createPayloadSource({ clientKey: "sdk-abc", apiHost: "https://gb.example", fetcher: hangingFetch, fetchTimeoutMs: 1_000 });
    const started = performance.now();
    const payload = await get();
    const elapsed = performance.now() - started;
    expect(payload).toBe(LOCAL_PAYLOAD);
    expect(elapsed).toBeGreaterThanOrEqual(140);
    expect(elapsed).toBeLessThan(400);
  });

  it("fetches from <host>/api/features/<key> and caches for the TTL", async () => {
    let t = 0;
    const fetcher = vi.fn(async () => jsonResponse(REMOTE)) as unknown as typeof fetch;
    const get = createPayloadSource({ clientKey: "sdk-abc", apiHost: "https://gb.example/", fetcher, ttlMs: 1_000, now: () => t });
    expect(await get()).toEqual(REMOTE);
    expect(fetcher).toHaveBeenCalledWith("https://gb.example/api/features/sdk-abc", expect.anything());
    t = 500;
    await get();
    expect(fetcher).toHaveBeenCalledTimes(1);
    t = 1_500;
    await get();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it("keeps serving the last good payload when a refresh fails or times out", async () => {
    let t = 0;
    let mode: "ok" | "error" | "hang" = "ok";
    const fetcher = vi.fn((url: string | URL | Request, init?: RequestInit) => {
      if (mode === "ok") return Promise.resolve(jsonResponse(REMOTE));
      if (mode === "error") return Promise.resolve(jsonResponse({ message: "boom" }, 500));
      return (hangingFetch as (u: string | URL | Request, i?: RequestInit) => Promise<Response>)(url, init);
    }) as unknown as typeof fetch;
    const get = createPayloadSource({ clientKey: "k", apiHost: "https://gb.example", fetcher, ttlMs: 100, retryAfterMs: 0, fetchTimeoutMs: 200, now: () => t });
    expect(await get()).toEqual(REMOTE);
    mode = "error";
    t = 1_000;
    expect(await get()).toEqual(REMOTE);
    mode = "hang";
    t = 2_000;
    const started = performance.now();
    expect(await get()).toEqual(REMOTE);
    expect(performance.now() - started).toBeLessThan(50);
  });

  it("falls back to the local payload when the API answers garbage", async () => {
    const fetcher = vi.fn(async () => jsonResponse({ nope: true })) as unknown as typeof fetch;
    const get = createPayloadSource({ clientKey: "k", apiHost: "https://gb.example", fetcher });
    expect(await get()).toBe(LOCAL_PAYLOAD);
  });
});
