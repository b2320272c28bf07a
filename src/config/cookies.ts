/**
 * Names of the first-party cookies, shared by the proxy, the analytics client and
 * the lead API (which reads the visitor id, the home variant and the consent
 * state to store them with a lead).
 */
export const COOKIES = {
  /** Stable anonymous visitor id (1 year, Path=/, SameSite=Lax, Secure in production); GrowthBook hashes it. */
  visitorId: "attestra_vid",
  /** The home-page variation served to this visitor ("1" | "2" | "3"). */
  homeVariant: "attestra_home_variant",
  /** Analytics consent: "granted" | "denied"; absent means not asked yet. */
  consent: "attestra_consent",
} as const;
