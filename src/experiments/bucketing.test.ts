import type { FeatureApiResponse } from "@growthbook/growthbook";
import { describe, expect, it } from "vitest";
import { assignHomeVariant, type HomeAssignment } from "./bucketing";
import minBucketVersion from "./fixtures/min-bucket-version.json";
import paused from "./fixtures/experiment-paused.json";
import removed from "./fixtures/experiment-removed.json";
import remoteDefaults from "./fixtures/remote-growthbook-defaults.json";
import rerandomised from "./fixtures/rerandomised.json";
import running from "./fixtures/running.json";
import stopped from "./fixtures/stopped-released-winner.json";
import weightsChanged from "./fixtures/weights-changed.json";
import { LOCAL_PAYLOAD } from "./payload-source";
import { parseServedCookie, parseStickyCookie } from "./variant-cookie";

/**
 * Every GrowthBook lifecycle state, with payloads in GrowthBook's own SDK format
 * (src/experiments/fixtures), evaluated by GrowthBook's SDK through the proxy's
 * assignment function. A "visit" carries the cookies the previous visit wrote.
 */
type Jar = { sticky: string | null; served: string | null };

function visit(visitorId: string, payload: unknown, jar: Jar, extra: Partial<Parameters<typeof assignHomeVariant>[0]> = {}): HomeAssignment {
  const a = assignHomeVariant({ visitorId, payload: payload as FeatureApiResponse, stickyCookie: jar.sticky, servedCookie: jar.served, ...extra });
  if (a.stickyCookie) jar.sticky = a.stickyCookie;
  if (a.servedCookie !== undefined) jar.served = a.servedCookie;
  return a;
}

function visitors(n: number) {
  return Array.from({ length: n }, () => ({ id: crypto.randomUUID(), jar: { sticky: null, served: null } as Jar }));
}

describe("home experiment lifecycle (GrowthBook payload fixtures)", () => {
  it("running: splits 9,000 visitors into thirds, keeps each on reload, reports the payload's keys and versions", () => {
    const counts: Record<string, number> = {};
    for (const v of visitors(9_000)) {
      const a = visit(v.id, running, v.jar);
      expect(a.source).toBe("hashed");
      const key = a.served?.variationKey ?? "none";
      counts[key] = (counts[key] ?? 0) + 1;
      expect(a.served).toMatchObject({ experimentKey: "home-variant", bucketVersion: 0, hashVersion: 2, payloadVersion: "20261201090000000" });
      expect(a.variant).toBe({ control: 1, landing2: 2, landing3: 3 }[key]);
    }
    for (const key of ["control", "landing2", "landing3"]) expect(Math.abs((counts[key] ?? 0) / 9_000 - 1 / 3)).toBeLessThan(0.025);
    const [v] = visitors(1);
    if (!v) throw new Error("no visitor");
    const first = visit(v.id, running, v.jar);
    const again = visit(v.id, running, v.jar);
    expect(again).toMatchObject({ variant: first.variant, source: "sticky", stickyCookie: null, servedCookie: undefined });
  });

  it("weights changed: nobody already assigned moves; new visitors follow the new weights", () => {
    const cohort = visitors(2_000).map((v) => ({ ...v, variant: visit(v.id, running, v.jar).variant }));
    for (const v of cohort) expect(visit(v.id, weightsChanged, v.jar)).toMatchObject({ variant: v.variant, source: "sticky" });
    const fresh = visitors(3_000).map((v) => visit(v.id, weightsChanged, v.jar).variant);
    expect(fresh.filter((x) => x === 3).length / 3_000).toBeGreaterThan(0.75);
  });

  it("phase boundaries: the weight change is a new phase (counted apart), the same weights are the same phase", () => {
    const [a, b, c] = visitors(3);
    if (!a || !b || !c) throw new Error("no visitors");
    const before = visit(a.id, running, a.jar);
    expect(before.phase).toBe("control=0.3334,landing2=0.3333,landing3=0.3333");
    expect(visit(b.id, running, b.jar).phase).toBe(before.phase);
    const after = visit(c.id, weightsChanged, c.jar);
    expect(after.phase).toBe("control=0.1,landing2=0.1,landing3=0.8");
    // Outside the experiment there is no phase (and nothing is counted).
    expect(visit(a.id, stopped, a.jar).phase).toBeUndefined();
  });

  it("re-randomised (new seed and bucketVersion): visitors are hashed again, both assignments kept in the sticky cookie", () => {
    const cohort = visitors(1_500).map((v) => ({ ...v, before: visit(v.id, running, v.jar) }));
    let moved = 0;
    for (const v of cohort) {
      const after = visit(v.id, rerandomised, v.jar);
      expect(after.source).toBe("hashed");
      expect(after.served?.bucketVersion).toBe(1);
      if (after.variant !== v.before.variant) moved++;
      expect([...(parseStickyCookie(v.jar.sticky)?.byBucketVersion.keys() ?? [])]).toEqual([0, 1]);
      // The browser reports exactly the new assignment.
      expect(parseServedCookie(v.jar.served)).toEqual(after.served);
      expect(visit(v.id, rerandomised, v.jar)).toMatchObject({ variant: after.variant, source: "sticky" });
    }
    // About two thirds land elsewhere after re-randomisation.
    expect(moved / cohort.length).toBeGreaterThan(0.55);
  });

  it("minBucketVersion raised: visitors assigned under the old version are excluded (default page, no exposure); new visitors enter", () => {
    for (const v of visitors(300)) {
      visit(v.id, running, v.jar);
      const a = visit(v.id, minBucketVersion, v.jar);
      expect(a).toMatchObject({ variant: 1, source: "default", served: null, servedCookie: null });
      expect(v.jar.served).toBeNull();
    }
    for (const v of visitors(300)) expect(visit(v.id, minBucketVersion, v.jar).served?.bucketVersion).toBe(1);
  });

  it("stopped with a released winner (force rule): everyone gets the winner, outside the experiment", () => {
    for (const v of visitors(3_000)) {
      visit(v.id, running, v.jar);
      expect(visit(v.id, stopped, v.jar)).toMatchObject({ variant: 3, source: "force", served: null, servedCookie: null });
    }
  });

  it.each([
    ["paused (no experiment rule)", paused],
    ["removed (no feature)", removed],
  ])("experiment %s: the default page, no exposure", (_label, payload) => {
    for (const v of visitors(300)) {
      visit(v.id, running, v.jar);
      expect(visit(v.id, payload, v.jar)).toMatchObject({ variant: 1, source: "default", served: null, servedCookie: null });
    }
  });

  it("a slow or failing remote payload at cold start never moves an assigned visitor", () => {
    for (const v of visitors(1_000)) {
      const remote = visit(v.id, remoteDefaults, v.jar);
      const before = { ...v.jar };
      // The committed payload differs (other seed, keys, weights) and is only a stand-in now.
      const held = visit(v.id, LOCAL_PAYLOAD, v.jar, { payloadStatus: "fallback" });
      expect(held).toMatchObject({ variant: remote.variant, source: "held", stickyCookie: null, servedCookie: undefined });
      expect(v.jar).toEqual(before);
      expect(visit(v.id, remoteDefaults, v.jar)).toMatchObject({ variant: remote.variant, source: "sticky" });
    }
    // A new visitor during the outage: the default page, no assignment stored.
    expect(assignHomeVariant({ visitorId: crypto.randomUUID(), payload: LOCAL_PAYLOAD, payloadStatus: "fallback" })).toMatchObject({
      variant: 1,
      source: "held",
      served: null,
      stickyCookie: null,
    });
  });

  it("variation keys come from the payload (GrowthBook's inline defaults 0/1/2 too), with the experiment key of the rule", () => {
    const seen = new Map<string, number>();
    for (const v of visitors(600)) {
      const a = visit(v.id, remoteDefaults, v.jar);
      if (a.served) seen.set(a.served.variationKey, a.variant);
      expect(a.served?.experimentKey).toBe("home-hero-test");
    }
    expect(Object.fromEntries(seen)).toEqual({ "0": 1, "1": 2, "2": 3 });
  });

  it("a legacy sticky value (page number) keeps its page and is rewritten in today's format", () => {
    const a = assignHomeVariant({ visitorId: crypto.randomUUID(), payload: running as FeatureApiResponse, stickyCookie: "3" });
    expect(a).toMatchObject({ variant: 3, source: "sticky", stickyCookie: "home-variant~0.landing3" });
  });

  it("a sticky bucket version the payload lacks (3.1) is not believed: the visitor is hashed and the cookie rewritten", () => {
    const a = assignHomeVariant({ visitorId: crypto.randomUUID(), payload: running as FeatureApiResponse, stickyCookie: "3.1" });
    expect(a.source).toBe("hashed");
    expect(parseStickyCookie(a.stickyCookie)?.byBucketVersion.get(0)).toBe(a.served?.variationKey);
  });

  it("a forced QA view is served but never stored", () => {
    expect(assignHomeVariant({ visitorId: crypto.randomUUID(), payload: running as FeatureApiResponse, forced: 2 })).toEqual({
      variant: 2,
      source: "forced",
      served: null,
      stickyCookie: null,
      servedCookie: undefined,
    });
  });
});
