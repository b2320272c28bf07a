import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ServedAssignment } from "@/experiments/variant-cookie";

/** A browser-like global scope: cookies and local storage the module reads (the tests run in Node). */
function browser(cookie = "") {
  const items = new Map<string, string>();
  vi.stubGlobal("window", { location: { protocol: "https:" } });
  vi.stubGlobal("document", { cookie, documentElement: { lang: "en" } });
  vi.stubGlobal("localStorage", {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  });
  return items;
}

const SERVED: ServedAssignment = { experimentKey: "home-variant", variationKey: "landing2", value: 2, bucketVersion: 0, hashVersion: 2, payloadVersion: "20261201090000000", phase: "control=0.5,landing2=0.5" };

describe("home exposure before the consent decision", () => {
  beforeEach(() => {
    vi.resetModules();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("is kept in local storage with its time and id, and sent once, with both, by the page that gets consent", async () => {
    const items = browser();
    const first = await import("./track");
    const viewedAt = new Date("2026-12-03T10:00:00.000Z");
    first.recordExposure(SERVED, viewedAt);
    const stored = JSON.parse(items.get(first.PENDING_EXPOSURES_KEY) ?? "[]");
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: "$feature_flag_called", timestamp: viewedAt.toISOString(), props: { $feature_flag_response: "landing2" } });

    // A full page load (or a later visit): a fresh module, the same storage.
    vi.resetModules();
    const later = await import("./track");
    const sent: unknown[][] = [];
    later.setAnalyticsSink((...args) => sent.push(args));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.[0]).toBe("$feature_flag_called");
    expect(sent[0]?.[1]).toMatchObject({ $feature_flag: "home-variant", $feature_flag_response: "landing2", bucket_version: 0 });
    expect(sent[0]?.[2]).toEqual(viewedAt);
    expect(sent[0]?.[3]).toBe(stored[0].uuid);
    expect(items.has(later.PENDING_EXPOSURES_KEY)).toBe(false);
    // Registering again sends nothing more.
    later.setAnalyticsSink((...args) => sent.push(args));
    expect(sent).toHaveLength(1);
  });

  it("is deleted unsent when the visitor declines, and never kept once declined", async () => {
    const items = browser();
    const track = await import("./track");
    track.recordExposure(SERVED);
    expect(items.has(track.PENDING_EXPOSURES_KEY)).toBe(true);
    track.dropPendingExposures();
    expect(items.has(track.PENDING_EXPOSURES_KEY)).toBe(false);
    (globalThis.document as { cookie: string }).cookie = "attestra_consent=denied";
    track.recordExposure(SERVED);
    expect(items.size).toBe(0);
  });

  it("is neither kept nor sent when PostHog is off for the build", async () => {
    const items = browser();
    const track = await import("./track");
    track.recordExposure(SERVED, new Date(), false);
    expect(items.size).toBe(0);
  });

  it("is sent at once, not kept, when analytics are already on", async () => {
    const items = browser("attestra_consent=granted");
    const track = await import("./track");
    const sent: unknown[][] = [];
    track.setAnalyticsSink((...args) => sent.push(args));
    track.recordExposure(SERVED);
    expect(sent).toHaveLength(1);
    expect(items.size).toBe(0);
  });
});
