/**
 * GrowthBook sticky bucketing stored in one small first-party cookie
 * (`attestra_home_variant`, src/config/cookies.ts) instead of GrowthBook's
 * JSON cookie per attribute: the proxy, the browser and the lead API all read
 * the variation from it. Value: the variation key ("1" | "2" | "3") for bucket
 * version 0, "<key>.<bucketVersion>" after the growth team bumps the bucket
 * version in GrowthBook (docs/experiments.md).
 *
 * Once a visitor has a sticky value, a change of weights does not move them:
 * GrowthBook reads the sticky assignment before hashing.
 */
import { StickyBucketServiceSync } from "@growthbook/growthbook";
import type { StickyAssignmentsDocument } from "@growthbook/growthbook";
import { HOME_EXPERIMENT } from "./definitions";

const VALUE = /^([0-9A-Za-z_-]{1,16})(?:\.([0-9]{1,4}))?$/;

export type StickyCookieValue = { key: string; bucketVersion: number };

export function parseStickyCookie(value: string | null | undefined): StickyCookieValue | null {
  const m = value ? VALUE.exec(value) : null;
  if (!m?.[1]) return null;
  return { key: m[1], bucketVersion: m[2] ? Number(m[2]) : 0 };
}

export function formatStickyCookie({ key, bucketVersion }: StickyCookieValue): string {
  return bucketVersion === 0 ? key : `${key}.${bucketVersion}`;
}

/** The variation key in the cookie ("2" from "2" or "2.1"). */
export function stickyVariationKey(value: string | null | undefined): string | null {
  return parseStickyCookie(value)?.key ?? null;
}

export class VariantCookieStickyBucketService extends StickyBucketServiceSync {
  private value: string | null;
  private readonly onSave: (value: string) => void;
  private readonly experimentKey: string;

  constructor(opts: { value: string | null | undefined; onSave: (value: string) => void; experimentKey?: string }) {
    super();
    this.value = parseStickyCookie(opts.value) ? (opts.value ?? null) : null;
    this.onSave = opts.onSave;
    this.experimentKey = opts.experimentKey ?? HOME_EXPERIMENT.key;
  }

  getAssignmentsSync(attributeName: string, attributeValue: string): StickyAssignmentsDocument | null {
    const parsed = parseStickyCookie(this.value);
    if (!parsed || attributeName !== "id" || !attributeValue) return null;
    return {
      attributeName,
      attributeValue,
      assignments: { [`${this.experimentKey}__${parsed.bucketVersion}`]: parsed.key },
    };
  }

  saveAssignmentsSync(doc: StickyAssignmentsDocument): void {
    let best: StickyCookieValue | null = null;
    const prefix = `${this.experimentKey}__`;
    for (const [k, v] of Object.entries(doc.assignments ?? {})) {
      if (!k.startsWith(prefix)) continue;
      const bucketVersion = Number(k.slice(prefix.length));
      if (Number.isInteger(bucketVersion) && (!best || bucketVersion > best.bucketVersion)) best = { key: v, bucketVersion };
    }
    if (!best) return;
    const next = formatStickyCookie(best);
    if (next !== this.value) {
      this.value = next;
      this.onSave(next);
    }
  }
}
