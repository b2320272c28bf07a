import type { FeatureApiResponse } from "@growthbook/growthbook";
import { describe, expect, it } from "vitest";
import committed from "./growthbook-payload.json";
import { checkVariationKeysKept, validatePayload } from "./payload-validation";
import running from "./fixtures/running.json";
import rerandomised from "./fixtures/rerandomised.json";
import weightsChanged from "./fixtures/weights-changed.json";
import stopped from "./fixtures/stopped-released-winner.json";

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

describe("renaming a variation key of a running experiment", () => {
  const RUNNING = running as FeatureApiResponse;
  function edited(edit: (rule: Record<string, unknown> & { meta: { key: string }[]; variations: number[]; weights: number[] }) => void): FeatureApiResponse {
    const payload = structuredClone(RUNNING);
    edit(payload.features?.["home-variant"]?.rules?.[0] as never);
    return payload;
  }

  it("accepts the same keys with new weights (a new phase), a re-randomisation with new keys, a stop and an added variation", () => {
    expect(checkVariationKeysKept(RUNNING, weightsChanged as FeatureApiResponse)).toBeNull();
    expect(checkVariationKeysKept(RUNNING, edited((r) => {
      r.bucketVersion = 1;
      r.meta = [{ key: "ctl" }, { key: "b" }, { key: "c" }];
    }))).toBeNull();
    expect(checkVariationKeysKept(RUNNING, rerandomised as FeatureApiResponse)).toBeNull();
    expect(checkVariationKeysKept(RUNNING, stopped as FeatureApiResponse)).toBeNull();
    const twoArms = edited((r) => {
      r.variations = [1, 2];
      r.weights = [0.5, 0.5];
      r.meta = [{ key: "control" }, { key: "landing2" }];
    });
    expect(checkVariationKeysKept(twoArms, RUNNING)).toBeNull();
  });

  it("refuses a renamed key in the same run (experiment key and bucket version), naming the key", () => {
    const renamed = edited((r) => {
      r.meta[1] = { key: "landing-two" };
    });
    expect(validatePayload(renamed).ok).toBe(true);
    expect(checkVariationKeysKept(RUNNING, renamed)).toBe(
      'experiment home-variant (bucket version 0) is running with variation key "landing2", which the new payload renames or drops (its keys: control, landing-two, landing3); sticky visitors of that arm would be re-bucketed. Keep the keys, or re-randomise (new bucket version) to change them',
    );
  });

  it("refuses a dropped variation and a key moved to another page", () => {
    const dropped = edited((r) => {
      r.variations = [1, 2];
      r.weights = [0.5, 0.5];
      r.meta = [{ key: "control" }, { key: "landing2" }];
    });
    expect(checkVariationKeysKept(RUNNING, dropped)).toMatch(/variation key "landing3", which the new payload renames or drops/);
    const swapped = edited((r) => {
      r.meta = [{ key: "control" }, { key: "landing3" }, { key: "landing2" }];
    });
    expect(checkVariationKeysKept(RUNNING, swapped)).toMatch(/variation key "landing2" serving page 2, which the new payload maps to page 3/);
  });
});
