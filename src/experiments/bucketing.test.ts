import type { FeatureApiResponse } from "@growthbook/growthbook";
import { describe, expect, it } from "vitest";
import { assignHomeVariant } from "./bucketing";
import { LOCAL_PAYLOAD } from "./payload-source";

function randomId(): string {
  return crypto.randomUUID();
}

function withWeights(weights: number[]): FeatureApiResponse {
  const payload = structuredClone(LOCAL_PAYLOAD);
  const rule = payload.features?.["home-variant"]?.rules?.[0];
  if (!rule) throw new Error("local payload lacks the home-variant rule");
  rule.weights = weights;
  return payload;
}

describe("home-variant bucketing (local payload, equal weights)", () => {
  it("splits 30,000 random visitors into thirds within 1.5 percentage points", () => {
    const counts = { 1: 0, 2: 0, 3: 0 };
    const n = 30_000;
    for (let i = 0; i < n; i++) {
      const { variant, source } = assignHomeVariant({ visitorId: randomId(), payload: LOCAL_PAYLOAD });
      expect(source).toBe("hashed");
      counts[variant]++;
    }
    for (const v of [1, 2, 3] as const) {
      expect(Math.abs(counts[v] / n - 1 / 3)).toBeLessThan(0.015);
    }
  });

  it("gives the same id the same variation every time", () => {
    for (let i = 0; i < 200; i++) {
      const id = randomId();
      const first = assignHomeVariant({ visitorId: id, payload: LOCAL_PAYLOAD }).variant;
      for (let j = 0; j < 3; j++) expect(assignHomeVariant({ visitorId: id, payload: LOCAL_PAYLOAD }).variant).toBe(first);
    }
  });

  it("returns the sticky cookie to write on a first assignment, and nothing once it is stored", () => {
    const id = randomId();
    const first = assignHomeVariant({ visitorId: id, payload: LOCAL_PAYLOAD });
    expect(first.stickyCookie).toBe(String(first.variant));
    const again = assignHomeVariant({ visitorId: id, payload: LOCAL_PAYLOAD, stickyCookie: first.stickyCookie });
    expect(again).toEqual({ variant: first.variant, source: "sticky", stickyCookie: null });
  });

  it("keeps existing assignments when the weights change (sticky bucketing)", () => {
    const skewed = withWeights([0.05, 0.05, 0.9]);
    let moved = 0;
    for (let i = 0; i < 2_000; i++) {
      const id = randomId();
      const before = assignHomeVariant({ visitorId: id, payload: LOCAL_PAYLOAD });
      const after = assignHomeVariant({ visitorId: id, payload: skewed, stickyCookie: before.stickyCookie });
      expect(after.variant).toBe(before.variant);
      expect(after.source).toBe("sticky");
      // Without the sticky cookie the new weights would move many of them: proves the test can fail.
      if (assignHomeVariant({ visitorId: id, payload: skewed }).variant !== before.variant) moved++;
    }
    expect(moved).toBeGreaterThan(500);
  });

  it("serves a forced variation without storing it", () => {
    const id = randomId();
    const natural = assignHomeVariant({ visitorId: id, payload: LOCAL_PAYLOAD });
    const forcedVariant = natural.variant === 2 ? 3 : 2;
    const forced = assignHomeVariant({ visitorId: id, payload: LOCAL_PAYLOAD, stickyCookie: natural.stickyCookie, forced: forcedVariant });
    expect(forced).toEqual({ variant: forcedVariant, source: "forced", stickyCookie: null });
  });

  it("falls back to the default variation when the payload lacks the experiment", () => {
    expect(assignHomeVariant({ visitorId: randomId(), payload: { features: {} } })).toEqual({
      variant: 1,
      source: "default",
      stickyCookie: null,
    });
  });

  it("ignores a malformed sticky cookie", () => {
    const id = randomId();
    const expected = assignHomeVariant({ visitorId: id, payload: LOCAL_PAYLOAD }).variant;
    const result = assignHomeVariant({ visitorId: id, payload: LOCAL_PAYLOAD, stickyCookie: "not a variant!" });
    expect(result.variant).toBe(expected);
    expect(result.source).toBe("hashed");
  });
});
