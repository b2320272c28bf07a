/**
 * Home-variant assignment with the GrowthBook SDK: deterministic hashing of the
 * visitor id (so the same id always gets the same variation), sticky bucketing
 * through the variant cookie (so a later weight change keeps existing
 * assignments), forced variations for QA. Pure: no request, no I/O; the proxy
 * and the tests call it.
 */
import { GrowthBook, type FeatureApiResponse, type TrackingCallback } from "@growthbook/growthbook";
import { HOME_EXPERIMENT, type HomeVariant, isHomeVariant } from "./definitions";
import { VariantCookieStickyBucketService } from "./sticky-variant-cookie";

export type HomeAssignment = {
  variant: HomeVariant;
  /** How the variation was chosen. */
  source: "forced" | "sticky" | "hashed" | "default";
  /** New value for the variant cookie, when it must be written. */
  stickyCookie: string | null;
};

export type AssignInput = {
  visitorId: string;
  payload: FeatureApiResponse;
  /** Current value of the variant cookie. */
  stickyCookie?: string | null;
  /** QA override (`?home-variant=2`): served, never stored, never counted. */
  forced?: HomeVariant | null;
  trackingCallback?: TrackingCallback;
};

export function assignHomeVariant({ visitorId, payload, stickyCookie, forced, trackingCallback }: AssignInput): HomeAssignment {
  let saved: string | null = null;
  const gb = new GrowthBook({
    attributes: { id: visitorId },
    stickyBucketService: new VariantCookieStickyBucketService({
      value: stickyCookie,
      onSave: (value) => {
        saved = value;
      },
    }),
    forcedVariations: forced ? { [HOME_EXPERIMENT.key]: HOME_EXPERIMENT.variations.indexOf(forced) } : undefined,
    trackingCallback,
  });
  try {
    gb.initSync({ payload, streaming: false });
    const result = gb.evalFeature<number>(HOME_EXPERIMENT.key);
    const value = result.value;
    if (forced) return { variant: forced, source: "forced", stickyCookie: null };
    if (!isHomeVariant(value) || result.source !== "experiment") {
      return { variant: HOME_EXPERIMENT.defaultVariation, source: "default", stickyCookie: null };
    }
    const sticky = result.experimentResult?.stickyBucketUsed === true;
    return { variant: value, source: sticky ? "sticky" : "hashed", stickyCookie: saved };
  } finally {
    gb.destroy();
  }
}
