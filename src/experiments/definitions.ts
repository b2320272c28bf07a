/**
 * Experiments, declared once. The proxy (src/proxy.ts) only chooses which
 * prerendered page to serve; the variants are ordinary pages.
 *
 * The variation **keys** (what analyses group by: PostHog's
 * `$feature_flag_response`, GrowthBook's `variation_id`) come from the
 * GrowthBook payload (`meta[i].key`, editable in GrowthBook); the site only
 * fixes which page each variation **value** serves. To add an experiment or
 * change weights: docs/experiments.md.
 */

/** Home page experiment: / with the alternative home variants landing2 and landing3. */
export const HOME_EXPERIMENT = {
  /** Feature key in GrowthBook, and the query parameter forcing a variation (`/?home-variant=2`). */
  key: "home-variant",
  /** Variation values (the feature's value); value n is served from `paths[n]` under the locale root. */
  variations: [1, 2, 3],
  /** Served when the experiment is off, the payload lacks it, or the visitor is a crawler. */
  defaultVariation: 1,
  paths: { 1: "", 2: "/landing2", 3: "/landing3" },
} as const;

export type HomeVariant = (typeof HOME_EXPERIMENT.variations)[number];

export function isHomeVariant(value: unknown): value is HomeVariant {
  return typeof value === "number" && (HOME_EXPERIMENT.variations as readonly number[]).includes(value);
}

/** "2" -> 2; anything else -> null. */
export function parseHomeVariant(value: string | null | undefined): HomeVariant | null {
  if (!value || !/^[0-9]$/.test(value)) return null;
  const n = Number(value);
  return isHomeVariant(n) ? n : null;
}

/** The internal (prerendered) path of a variation: `/en/landing2`. */
export function homeVariantPath(locale: string, variant: HomeVariant): string {
  return `/${locale}${HOME_EXPERIMENT.paths[variant]}`;
}
