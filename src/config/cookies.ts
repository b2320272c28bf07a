/**
 * Names of the first-party cookies, shared by the proxy, the analytics client and
 * the lead API (which reads the visitor id, the home variant and the consent
 * state to store them with a lead).
 */
export const COOKIES = {
  /** Stable anonymous visitor id (1 year, Path=/, SameSite=Lax, Secure in production); GrowthBook hashes it. */
  visitorId: "attestra_vid",
  /** The home experiment's sticky assignment (GrowthBook sticky bucketing), written by the proxy (src/experiments/variant-cookie.ts). */
  homeVariant: "attestra_home_variant",
  /** The home experiment assignment the proxy last served (experiment, variation key, versions), written by the proxy. */
  homeServed: "attestra_home_served",
  /** The home experiment assignment the visitor last viewed (copied from homeServed by the browser on a real home view). */
  homeSeen: "attestra_home_seen",
  /** Analytics consent: "granted" | "denied"; absent means not asked yet. */
  consent: "attestra_consent",
} as const;
