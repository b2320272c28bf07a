/**
 * The one place that parses and writes the home experiment's cookies. The proxy,
 * the browser (analytics) and the lead API all go through this module.
 *
 * Three first-party cookies (names in src/config/cookies.ts):
 *
 * - `attestra_home_variant`, the **sticky assignment** (GrowthBook's sticky
 *   bucketing document for this visitor, written by the proxy only):
 *   `<experimentKey>~<bucketVersion>.<variationKey>[~<bucketVersion>.<variationKey>...]`,
 *   e.g. `home-variant~0.control~1.landing3`. Every bucket version is kept, as
 *   GrowthBook keeps every `<key>__<version>` entry, so `minBucketVersion` can
 *   exclude visitors assigned under an older version.
 * - `attestra_home_served`, the **served assignment**: what the proxy served on
 *   the visitor's last (non-forced) home response, written by the proxy only:
 *   `<experimentKey>~<variationKey>~<value>~<bucketVersion>~<hashVersion>~<payloadVersion>~<phase>`
 *   (phase as formatPhase writes it; cookies written before phases were recorded
 *   have no phase). Deleted when the visitor is served outside the experiment
 *   (stopped, released, removed, excluded, outside coverage): then there is
 *   nothing to expose.
 * - `attestra_home_seen`, the **viewed assignment**: the served assignment
 *   copied by the browser when a home page is actually viewed (not a prefetch,
 *   not a forced QA view). The lead API and every analytics event read the
 *   variant from it, so "home variant" on a lead means "the page the visitor saw".
 *   The proxy deletes it as soon as it serves the visitor outside that assignment
 *   (outside the experiment, or another run or variation), so an old variant never
 *   reaches a lead or an event.
 * - `attestra_home_counted`, the runs (`<experimentKey>.<bucketVersion>`, `~`-separated)
 *   in which this browser has been counted as a visitor (written by the view
 *   endpoint, src/app/api/experiments/view/route.ts): no variation, no identifier.
 *
 * Keys are limited to `[A-Za-z0-9_-]` (1-64 characters), so the values never
 * need escaping. Anything else is malformed and read as "no assignment".
 */
import { parsePhase } from "./phase";
import { HOME_EXPERIMENT } from "./definitions";

const KEY = /^[A-Za-z0-9_-]{1,64}$/;
const UINT = /^(0|[1-9][0-9]{0,5})$/;
const SEP = "~";

export function isExperimentKey(value: unknown): value is string {
  return typeof value === "string" && KEY.test(value);
}

function uint(value: string | undefined): number | null {
  return value !== undefined && UINT.test(value) ? Number(value) : null;
}

/** Cookie values may arrive URL-encoded (`%7E` for `~`). */
function decode(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.includes("%")) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/* ---------------------------------------------------------------- sticky */

/** GrowthBook's sticky assignments for one experiment: bucket version -> variation key. */
export type StickyAssignment = { experimentKey: string; byBucketVersion: Map<number, string> };

const MAX_STICKY_ENTRIES = 8;

/**
 * `home-variant~0.control~1.landing3` -> { experimentKey, byBucketVersion: {0: "control", 1: "landing3"} }.
 * Legacy values of the first release (`2`, `2.1`: variation value, optional bucket version) are read for
 * `legacyExperimentKey` with the variation key `legacy:<value>`; the proxy maps them to today's keys.
 */
export function parseStickyCookie(raw: string | null | undefined, legacyExperimentKey = HOME_EXPERIMENT.key): StickyAssignment | null {
  const value = decode(raw);
  if (!value || value.length > 600) return null;
  const legacy = /^([1-9])(?:\.(0|[1-9][0-9]{0,3}))?$/.exec(value);
  if (legacy?.[1]) {
    return { experimentKey: legacyExperimentKey, byBucketVersion: new Map([[legacy[2] ? Number(legacy[2]) : 0, `legacy:${legacy[1]}`]]) };
  }
  const [experimentKey, ...entries] = value.split(SEP);
  if (!isExperimentKey(experimentKey) || entries.length === 0 || entries.length > MAX_STICKY_ENTRIES) return null;
  const byBucketVersion = new Map<number, string>();
  for (const entry of entries) {
    const dot = entry.indexOf(".");
    const version = uint(entry.slice(0, dot));
    const key = entry.slice(dot + 1);
    if (dot < 0 || version === null || !isExperimentKey(key) || byBucketVersion.has(version)) return null;
    byBucketVersion.set(version, key);
  }
  return { experimentKey, byBucketVersion };
}

export function formatStickyCookie({ experimentKey, byBucketVersion }: StickyAssignment): string {
  const entries = [...byBucketVersion.entries()]
    .filter(([, key]) => isExperimentKey(key))
    .sort((a, b) => a[0] - b[0])
    .slice(-MAX_STICKY_ENTRIES)
    .map(([version, key]) => `${version}.${key}`);
  return [experimentKey, ...entries].join(SEP);
}

/* ---------------------------------------------------------------- served / seen */

/** What the proxy served: everything an analysis needs to name the arm. */
export type ServedAssignment = {
  experimentKey: string;
  /** GrowthBook variation key (`meta[i].key`), the value analyses group by. */
  variationKey: string;
  /** The feature value: which prerendered page was served (1, 2, 3). */
  value: number;
  bucketVersion: number;
  hashVersion: number;
  /** Version of the GrowthBook payload that decided (its `dateUpdated`, digits only), or "local". */
  payloadVersion: string;
  /** The run's phase (variation keys with weights, formatPhase); "" when not known (older cookies). */
  phase: string;
};

export function formatServedCookie(a: ServedAssignment): string {
  return [a.experimentKey, a.variationKey, a.value, a.bucketVersion, a.hashVersion, a.payloadVersion, a.phase].join(SEP);
}

export function parseServedCookie(raw: string | null | undefined): ServedAssignment | null {
  const value = decode(raw);
  if (!value || value.length > 700) return null;
  const parts = value.split(SEP);
  if (parts.length !== 6 && parts.length !== 7) return null;
  const [experimentKey, variationKey, v, bucket, hash, payloadVersion, phase = ""] = parts;
  const page = uint(v);
  const bucketVersion = uint(bucket);
  const hashVersion = uint(hash);
  if (!isExperimentKey(experimentKey) || !isExperimentKey(variationKey) || !isExperimentKey(payloadVersion)) return null;
  if (page === null || bucketVersion === null || hashVersion === null) return null;
  if (phase !== "" && !parsePhase(phase)?.variationKeys.includes(variationKey)) return null;
  return { experimentKey, variationKey, value: page, bucketVersion, hashVersion, payloadVersion, phase };
}

/** Same run (experiment key and bucket version) and same variation: the same assignment, whatever the phase. */
export function sameAssignment(a: ServedAssignment | null, b: ServedAssignment | null): boolean {
  return !!a && !!b && a.experimentKey === b.experimentKey && a.bucketVersion === b.bucketVersion && a.variationKey === b.variationKey;
}

/* ---------------------------------------------------------------- counted */

const MAX_COUNTED_RUNS = 8;

/** `home-variant.0~home-variant.1` -> ["home-variant.0", "home-variant.1"]; malformed entries are ignored. */
export function parseCountedCookie(raw: string | null | undefined): string[] {
  const value = decode(raw);
  if (!value || value.length > 600) return [];
  return value.split(SEP).filter((run) => /^[A-Za-z0-9_-]{1,64}\.(0|[1-9][0-9]{0,5})$/.test(run));
}

export function runId(a: Pick<ServedAssignment, "experimentKey" | "bucketVersion">): string {
  return `${a.experimentKey}.${a.bucketVersion}`;
}

/** The counted runs with `run` added (the most recent ones kept). */
export function formatCountedCookie(runs: readonly string[], run: string): string {
  return [...runs.filter((r) => r !== run), run].slice(-MAX_COUNTED_RUNS).join(SEP);
}

/** GrowthBook's `dateUpdated` ("2026-11-22T00:00:00.000Z") as a cookie-safe version ("20261122000000000"). */
export function payloadVersionOf(dateUpdated: string | undefined, fallback = "local"): string {
  const digits = (dateUpdated ?? "").replace(/[^0-9]/g, "").slice(0, 20);
  return digits || fallback;
}

/* ---------------------------------------------------------------- cookie headers */

/** Reads one cookie from a `Cookie` request header (first occurrence wins, as browsers send the most specific first). */
export function readCookieHeader(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/**
 * The variation key a lead records: from the viewed-assignment cookie (the home page the visitor actually
 * saw, never a forced QA view or a prefetch-only assignment), or null.
 */
export function viewedVariationKey(rawSeenCookie: string | null | undefined): string | null {
  return parseServedCookie(rawSeenCookie)?.variationKey ?? null;
}
