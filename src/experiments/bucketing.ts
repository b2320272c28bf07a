/**
 * Home-variant assignment with the GrowthBook SDK, decided once, in the proxy.
 * Pure: no request, no I/O; the proxy and the tests call it.
 *
 * GrowthBook's own evaluation decides, so every lifecycle state means what it
 * means in GrowthBook:
 * - running experiment rule: deterministic hashing of the visitor id, sticky
 *   bucketing through the sticky cookie (a weight change never moves anyone);
 * - new `seed` / `bucketVersion` (re-randomised): visitors are hashed again and
 *   the new assignment is stored next to the old one;
 * - `minBucketVersion` raised: visitors assigned under an older bucket version
 *   are excluded (GrowthBook's rule) and get the default page;
 * - stopped with a released winner (GrowthBook publishes a `force` rule): the
 *   winner for everyone, outside the experiment;
 * - experiment removed or paused (no rule / feature off): the default page.
 * Outside the experiment nothing is exposed (the served cookie is deleted).
 *
 * When the payload is only a stand-in (`fallback`: GrowthBook slow or down at
 * cold start), nobody is assigned: a visitor keeps the page last served to them,
 * a new visitor gets the default page, and no cookie changes.
 */
import { type FeatureApiResponse, type FeatureRule, GrowthBook, StickyBucketServiceSync, type StickyAssignmentsDocument } from "@growthbook/growthbook";
import { formatPhase } from "./assignment-counts";
import { HOME_EXPERIMENT, type HomeVariant, isHomeVariant } from "./definitions";
import type { PayloadStatus } from "./payload-source";
import {
  formatServedCookie,
  formatStickyCookie,
  parseServedCookie,
  parseStickyCookie,
  payloadVersionOf,
  type ServedAssignment,
  type StickyAssignment,
} from "./variant-cookie";

export type AssignmentSource =
  /** QA override (`?home-variant=2`): served, never stored, never counted, never exposed. */
  | "forced"
  /** In the experiment, from the sticky cookie. */
  | "sticky"
  /** In the experiment, newly hashed (a first assignment for this bucket version: counted). */
  | "hashed"
  /** A `force` rule (stopped experiment with a released winner, or a rollout). */
  | "force"
  /** Default value: no experiment, experiment paused/removed, visitor excluded. */
  | "default"
  /** Payload not trustworthy yet (GrowthBook slow/failing at cold start): the last served page, nothing changed. */
  | "held";

export type HomeAssignment = {
  variant: HomeVariant;
  source: AssignmentSource;
  /** The assignment when the visitor is in the experiment (what the browser reports). */
  served: ServedAssignment | null;
  /** The run's phase when in the experiment (variation keys with weights, see formatPhase): counted with it. */
  phase?: string;
  /** New value of the sticky cookie, when it must be written. */
  stickyCookie: string | null;
  /** New value of the served cookie: a string to write, `null` to delete, `undefined` to leave as is. */
  servedCookie: string | null | undefined;
};

export type AssignInput = {
  visitorId: string;
  payload: FeatureApiResponse;
  payloadStatus?: PayloadStatus;
  /** Current value of the sticky cookie. */
  stickyCookie?: string | null;
  /** Current value of the served cookie. */
  servedCookie?: string | null;
  forced?: HomeVariant | null;
};

/** GrowthBook's sticky bucket storage backed by the one sticky cookie. */
class CookieStickyBucketService extends StickyBucketServiceSync {
  saved: StickyAssignmentsDocument | null = null;
  constructor(private readonly sticky: StickyAssignment | null) {
    super();
  }
  getAssignmentsSync(attributeName: string, attributeValue: string): StickyAssignmentsDocument | null {
    if (!this.sticky || !attributeValue) return null;
    const assignments: Record<string, string> = {};
    for (const [version, key] of this.sticky.byBucketVersion) assignments[`${this.sticky.experimentKey}__${version}`] = key;
    return { attributeName, attributeValue, assignments };
  }
  saveAssignmentsSync(doc: StickyAssignmentsDocument): void {
    this.saved = doc;
  }
}

function experimentRules(payload: FeatureApiResponse): FeatureRule[] {
  return (payload.features?.[HOME_EXPERIMENT.key]?.rules ?? []).filter((r) => Array.isArray(r.variations));
}

/** Cookies of the first release stored the page number ("2"): map it to today's variation key. */
function upgradeLegacy(sticky: StickyAssignment | null, payload: FeatureApiResponse): StickyAssignment | null {
  if (!sticky) return null;
  const rule = experimentRules(payload)[0];
  const byBucketVersion = new Map<number, string>();
  for (const [version, key] of sticky.byBucketVersion) {
    if (!key.startsWith("legacy:")) {
      byBucketVersion.set(version, key);
      continue;
    }
    const index = rule?.variations?.indexOf(Number(key.slice("legacy:".length))) ?? -1;
    const upgraded = index >= 0 ? rule?.meta?.[index]?.key : undefined;
    if (upgraded) byBucketVersion.set(version, upgraded);
  }
  return byBucketVersion.size ? { experimentKey: rule?.key ?? sticky.experimentKey, byBucketVersion } : null;
}

function outside(variant: HomeVariant, source: AssignmentSource): HomeAssignment {
  return { variant, source, served: null, stickyCookie: null, servedCookie: null };
}

export function assignHomeVariant({ visitorId, payload, payloadStatus = "local", stickyCookie, servedCookie, forced }: AssignInput): HomeAssignment {
  if (forced) return { variant: forced, source: "forced", served: null, stickyCookie: null, servedCookie: undefined };

  if (payloadStatus === "fallback") {
    const last = parseServedCookie(servedCookie);
    const variant = last && isHomeVariant(last.value) ? last.value : HOME_EXPERIMENT.defaultVariation;
    return { variant, source: "held", served: last && isHomeVariant(last.value) ? last : null, stickyCookie: null, servedCookie: undefined };
  }

  const sticky = upgradeLegacy(parseStickyCookie(stickyCookie), payload);
  const service = new CookieStickyBucketService(sticky);
  const gb = new GrowthBook({ attributes: { id: visitorId }, stickyBucketService: service });
  try {
    gb.initSync({ payload, streaming: false });
    const result = gb.evalFeature<number>(HOME_EXPERIMENT.key);
    const value = isHomeVariant(result.value) ? result.value : HOME_EXPERIMENT.defaultVariation;
    const exp = result.experiment;
    const res = result.experimentResult;
    if (result.source !== "experiment" || !exp || !res?.inExperiment) {
      return outside(value, result.source === "force" ? "force" : "default");
    }
    const n = exp.variations.length;
    const phase = formatPhase(
      exp.variations.map((_, i) => exp.meta?.[i]?.key ?? String(i)),
      exp.weights ?? Array.from({ length: n }, () => 1 / n),
    );
    const served: ServedAssignment = {
      experimentKey: exp.key,
      variationKey: res.key,
      value,
      bucketVersion: exp.bucketVersion ?? 0,
      hashVersion: exp.hashVersion ?? 1,
      payloadVersion: payloadVersionOf(payload.dateUpdated),
      phase,
    };
    let nextSticky: string | null = null;
    if (service.saved) {
      const byBucketVersion = new Map<number, string>();
      const prefix = `${exp.key}__`;
      for (const [k, v] of Object.entries(service.saved.assignments ?? {})) {
        const version = k.startsWith(prefix) ? Number(k.slice(prefix.length)) : Number.NaN;
        if (Number.isInteger(version) && version >= 0) byBucketVersion.set(version, v);
      }
      const formatted = formatStickyCookie({ experimentKey: exp.key, byBucketVersion });
      if (formatted !== stickyCookie) nextSticky = formatted;
    } else if (sticky && formatStickyCookie(sticky) !== stickyCookie) {
      // A legacy value GrowthBook read as sticky: store it in today's format.
      nextSticky = formatStickyCookie(sticky);
    }
    const formattedServed = formatServedCookie(served);
    return {
      variant: value,
      source: res.stickyBucketUsed ? "sticky" : "hashed",
      served,
      phase,
      stickyCookie: nextSticky,
      servedCookie: formattedServed === servedCookie ? undefined : formattedServed,
    };
  } finally {
    gb.destroy();
  }
}
