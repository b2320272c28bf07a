import type { FeatureApiResponse } from "@growthbook/growthbook";
import { describe, expect, it } from "vitest";
import committed from "./growthbook-payload.json";
import { validatePayload } from "./payload-validation";

function withRule(patch: Record<string, unknown>): FeatureApiResponse {
  const payload = structuredClone(committed) as FeatureApiResponse;
  const rule = payload.features?.["home-variant"]?.rules?.[0] as Record<string, unknown>;
  Object.assign(rule, patch);
  for (const [k, v] of Object.entries(patch)) if (v === undefined) delete rule[k];
  return payload;
}

describe("GrowthBook payload validation", () => {
  it("accepts the committed payload, with its variation keys control / landing2 / landing3", () => {
    const check = validatePayload(committed);
    expect(check).toEqual({ ok: true, payload: committed });
    expect(committed.features["home-variant"].rules[0]?.meta.map((m) => m.key)).toEqual(["control", "landing2", "landing3"]);
  });

  it.each(["running", "weights-changed", "rerandomised", "min-bucket-version", "stopped-released-winner", "experiment-paused", "experiment-removed", "remote-growthbook-defaults"])(
    "accepts the lifecycle fixture %s",
    async (name) => {
      const fixture = (await import(`./fixtures/${name}.json`)).default;
      expect(validatePayload(fixture).ok).toBe(true);
    },
  );

  it.each([
    ["weights not summing to 1", { weights: [0.5, 0.3, 0.3] }, /weights summing to 1\.1000/],
    ["fewer weights than variations", { weights: [0.5, 0.5] }, /2 weights for 3 variations/],
    ["a variation without a key", { meta: [{ key: "control" }, { key: "landing2" }] }, /2 variation keys \(meta\) for 3 variations/],
    ["no meta at all", { meta: undefined }, /no variation keys/],
    ["an unknown variation value", { variations: [1, 2, 4] }, /variation values \[4\]/],
    ["a key with a space", { meta: [{ key: "control" }, { key: "landing 2" }, { key: "landing3" }] }, /variation keys \["landing 2"\]/],
    ["repeated keys", { meta: [{ key: "a" }, { key: "a" }, { key: "b" }] }, /repeats a variation key/],
    ["minBucketVersion above bucketVersion", { minBucketVersion: 2, bucketVersion: 1 }, /minBucketVersion above bucketVersion/],
    ["unknown hash version", { hashVersion: 3 }, /unknown hashVersion/],
  ])("refuses %s", (_label, patch, reason) => {
    const check = validatePayload(withRule(patch));
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.reason).toMatch(reason);
  });

  it("refuses a force rule to an unknown page, encrypted features and non-objects", () => {
    const forced = structuredClone(committed) as FeatureApiResponse;
    (forced.features as Record<string, unknown>)["home-variant"] = { defaultValue: 1, rules: [{ id: "x", force: 9 }] };
    expect(validatePayload(forced).ok).toBe(false);
    expect(validatePayload({ encryptedFeatures: "abc" }).ok).toBe(false);
    expect(validatePayload([]).ok).toBe(false);
    expect(validatePayload({ features: [] }).ok).toBe(false);
  });
});
