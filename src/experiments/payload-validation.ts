/**
 * Checks a GrowthBook payload (the SDK connection's `/api/features/<key>` body)
 * before the proxy uses it for the home experiment. A refused payload is never
 * used: the payload source logs one line and keeps the last good one
 * (src/experiments/payload-source.ts).
 *
 * GrowthBook itself is lenient (weights that do not add up to 1 silently become
 * equal weights, a missing `meta` key becomes "0","1","2"...): here each of those
 * would mislabel or misallocate visitors, so they are errors.
 */
import type { FeatureApiResponse, FeatureRule } from "@growthbook/growthbook";
import { HOME_EXPERIMENT, isHomeVariant } from "./definitions";
import { isExperimentKey } from "./variant-cookie";

export type PayloadCheck = { ok: true; payload: FeatureApiResponse } | { ok: false; reason: string };

const WEIGHT_TOLERANCE = 0.001;

function isUint(value: unknown): boolean {
  return Number.isInteger(value) && (value as number) >= 0;
}

function checkRule(rule: FeatureRule, index: number): string | null {
  const at = `rule ${index}${rule.id ? ` (${rule.id})` : ""}`;
  if (!rule || typeof rule !== "object") return `${at} is not an object`;
  if ("force" in rule && rule.variations === undefined) {
    return isHomeVariant(rule.force) ? null : `${at} forces ${JSON.stringify(rule.force)}, which is not a home page (${HOME_EXPERIMENT.variations.join(", ")})`;
  }
  const { variations, weights, meta } = rule;
  if (!Array.isArray(variations) || variations.length < 2) return `${at} has no variations`;
  const unknown = variations.filter((v) => !isHomeVariant(v));
  if (unknown.length) return `${at} has variation values ${JSON.stringify(unknown)} that are not home pages (${HOME_EXPERIMENT.variations.join(", ")})`;
  if (new Set(variations).size !== variations.length) return `${at} serves the same page in two variations`;
  if (weights !== undefined) {
    if (!Array.isArray(weights) || weights.length !== variations.length) {
      return `${at} has ${Array.isArray(weights) ? weights.length : "no"} weights for ${variations.length} variations`;
    }
    if (weights.some((w) => typeof w !== "number" || !(w >= 0 && w <= 1))) return `${at} has a weight outside 0..1`;
    const sum = weights.reduce((a, b) => a + b, 0);
    if (Math.abs(sum - 1) > WEIGHT_TOLERANCE) return `${at} has weights summing to ${sum.toFixed(4)}, not 1`;
  }
  if (!Array.isArray(meta) || meta.length !== variations.length) {
    return `${at} has ${Array.isArray(meta) ? meta.length : "no"} variation keys (meta) for ${variations.length} variations`;
  }
  const keys = meta.map((m) => m?.key);
  const bad = keys.filter((k) => !isExperimentKey(k));
  if (bad.length) return `${at} has variation keys ${JSON.stringify(bad)} (letters, digits, - and _ only, 1-64 characters)`;
  if (new Set(keys).size !== keys.length) return `${at} repeats a variation key`;
  if (rule.key !== undefined && !isExperimentKey(rule.key)) return `${at} has an experiment key ${JSON.stringify(rule.key)} (letters, digits, - and _ only)`;
  if (rule.coverage !== undefined && !(typeof rule.coverage === "number" && rule.coverage >= 0 && rule.coverage <= 1)) return `${at} has coverage outside 0..1`;
  if (rule.hashVersion !== undefined && rule.hashVersion !== 1 && rule.hashVersion !== 2) return `${at} has an unknown hashVersion ${JSON.stringify(rule.hashVersion)}`;
  for (const field of ["bucketVersion", "minBucketVersion"] as const) {
    if (rule[field] !== undefined && !isUint(rule[field])) return `${at} has a ${field} that is not a whole number >= 0`;
  }
  if ((rule.minBucketVersion ?? 0) > (rule.bucketVersion ?? 0)) return `${at} has minBucketVersion above bucketVersion (every visitor would be excluded)`;
  return null;
}

/** Accepts a payload whose home experiment the proxy can serve and report correctly; otherwise says why not. */
export function validatePayload(value: unknown): PayloadCheck {
  if (!value || typeof value !== "object" || Array.isArray(value)) return { ok: false, reason: "the body is not a JSON object" };
  const payload = value as FeatureApiResponse;
  if (payload.encryptedFeatures) return { ok: false, reason: "features are encrypted (turn encryption off for this SDK connection)" };
  if (!payload.features || typeof payload.features !== "object" || Array.isArray(payload.features)) {
    return { ok: false, reason: "it has no `features` object" };
  }
  const feature = payload.features[HOME_EXPERIMENT.key];
  // No feature: the experiment was removed; the default page is served. Valid.
  if (feature === undefined) return { ok: true, payload };
  if (!feature || typeof feature !== "object") return { ok: false, reason: `feature ${HOME_EXPERIMENT.key} is not an object` };
  if (feature.defaultValue !== undefined && !isHomeVariant(feature.defaultValue)) {
    return { ok: false, reason: `feature ${HOME_EXPERIMENT.key} has default value ${JSON.stringify(feature.defaultValue)}, which is not a home page` };
  }
  if (feature.rules !== undefined && !Array.isArray(feature.rules)) return { ok: false, reason: `feature ${HOME_EXPERIMENT.key} has rules that are not a list` };
  for (const [i, rule] of (feature.rules ?? []).entries()) {
    const problem = checkRule(rule, i);
    if (problem) return { ok: false, reason: `feature ${HOME_EXPERIMENT.key}: ${problem}` };
  }
  return { ok: true, payload };
}

/** The experiment rules of the home feature by run (experiment key + bucket version): variation key -> page value. */
function runsOf(payload: FeatureApiResponse): Map<string, { experimentKey: string; bucketVersion: number; keys: Map<string, unknown> }> {
  const runs = new Map<string, { experimentKey: string; bucketVersion: number; keys: Map<string, unknown> }>();
  for (const rule of payload.features?.[HOME_EXPERIMENT.key]?.rules ?? []) {
    if (!Array.isArray(rule.variations)) continue;
    const experimentKey = rule.key ?? HOME_EXPERIMENT.key;
    const bucketVersion = rule.bucketVersion ?? 0;
    const keys = new Map<string, unknown>();
    rule.variations.forEach((value, i) => {
      const key = rule.meta?.[i]?.key;
      if (typeof key === "string") keys.set(key, value);
    });
    runs.set(`${experimentKey}|${bucketVersion}`, { experimentKey, bucketVersion, keys });
  }
  return runs;
}

/**
 * Renaming (or dropping) a variation key of a running experiment is refused. GrowthBook's sticky bucketing stores
 * the variation *key*: a visitor whose stored key no longer exists is hashed again (with 10/10/80 weights about two
 * thirds of a renamed arm would move to another page) and counted again. So, for every run (experiment key +
 * bucket version) that both the payload in use and the new one contain, every variation key of the payload in use
 * must still be there and still serve the same page; new keys may be added. To rename keys, re-randomise in
 * GrowthBook (a new bucket version starts a new run, where any keys are fine).
 */
export function checkVariationKeysKept(current: FeatureApiResponse, next: FeatureApiResponse): string | null {
  const nextRuns = runsOf(next);
  for (const [id, run] of runsOf(current)) {
    const after = nextRuns.get(id);
    if (!after) continue;
    for (const [key, value] of run.keys) {
      const at = `experiment ${run.experimentKey} (bucket version ${run.bucketVersion})`;
      if (!after.keys.has(key)) {
        return `${at} is running with variation key ${JSON.stringify(key)}, which the new payload renames or drops (its keys: ${[...after.keys.keys()].join(", ")}); sticky visitors of that arm would be re-bucketed. Keep the keys, or re-randomise (new bucket version) to change them`;
      }
      if (after.keys.get(key) !== value) {
        return `${at} is running with variation key ${JSON.stringify(key)} serving page ${JSON.stringify(value)}, which the new payload maps to page ${JSON.stringify(after.keys.get(key))}; its visitors would change page. Re-randomise (new bucket version) to change it`;
      }
    }
  }
  return null;
}
