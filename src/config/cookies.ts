/**
 * Names of the first-party cookies, shared by the proxy, the analytics client and
 * the lead API (which reads the visitor id, the home variant and the consent
 * state to store them with a lead).
 */
export const COOKIES = {
  /** Stable pseudonymous visitor id (1 year, Path=/, SameSite=Lax, Secure in production; random, but stored with a lead's e-mail, so not anonymous); GrowthBook hashes it. */
  visitorId: "attestra_vid",
  /** The home experiment's sticky assignment (GrowthBook sticky bucketing), written by the proxy (src/experiments/variant-cookie.ts). */
  homeVariant: "attestra_home_variant",
  /** The home experiment assignment the proxy last served (experiment, variation key, versions), written by the proxy. */
  homeServed: "attestra_home_served",
  /** The home experiment assignment the visitor last viewed (copied from homeServed by the browser on a real home view). */
  homeSeen: "attestra_home_seen",
  /** The experiment runs in which this browser was counted as a visitor (no variation, no identifier), written by the view endpoint. */
  homeCounted: "attestra_home_counted",
  /** Analytics consent: "granted" | "denied"; absent means not asked yet. */
  consent: "attestra_consent",
} as const;

/** next-intl's locale cookie (its name and attributes are set in src/i18n/routing.ts `localeCookie`). */
export const LOCALE_COOKIE = "NEXT_LOCALE";

/**
 * posthog-js's own cookie, written only after the visitor accepts analytics (persistence "localStorage+cookie",
 * src/analytics/posthog-config.ts): `ph_<project key>_posthog`. Shown with `*` for the key, which depends on the build.
 */
export const POSTHOG_COOKIE_PATTERN = "ph_*_posthog";

const DAY_SECONDS = 60 * 60 * 24;
const YEAR_SECONDS = DAY_SECONDS * 365;

/** Who writes a cookie: the server in a `Set-Cookie` header, the page's script in the browser, or both. */
export type CookieSetter = "server" | "browser" | "both";

/** One cookie as the privacy notice lists it (its cookie table is generated from `COOKIE_CATALOGUE`). */
export interface CookieEntry {
  /** Message key of its purpose: `privacy.cookies.purposes.<key>`. */
  key: "visitorId" | "homeVariant" | "homeServed" | "homeSeen" | "homeCounted" | "pendingExposures" | "consent" | "locale" | "posthog";
  /** The cookie's name as the browser shows it (`*`: a part that depends on the build). */
  name: string;
  /** Its Max-Age, in seconds; `null`: kept until the visitor accepts or declines analytics. */
  maxAgeSeconds: number | null;
  /** Not a cookie but a first-party local storage entry of that name. */
  localStorage?: true;
  setBy: CookieSetter;
  /** Set only once the visitor has accepted analytics (consent banner, footer "Cookie settings"). */
  needsConsent: boolean;
}

/**
 * Every cookie this website sets, for the privacy notice. The lifetimes are the ones the writers use
 * (src/experiments/visitor.ts, src/components/analytics/*, src/components/consent/consent-store.ts,
 * src/i18n/routing.ts, posthog-js's default `cookie_expiration`); src/config/cookies.test.ts checks that they agree.
 */
export const COOKIE_CATALOGUE: readonly CookieEntry[] = [
  { key: "visitorId", name: COOKIES.visitorId, maxAgeSeconds: YEAR_SECONDS, setBy: "both", needsConsent: false },
  { key: "homeVariant", name: COOKIES.homeVariant, maxAgeSeconds: YEAR_SECONDS, setBy: "server", needsConsent: false },
  { key: "homeServed", name: COOKIES.homeServed, maxAgeSeconds: YEAR_SECONDS, setBy: "server", needsConsent: false },
  { key: "homeSeen", name: COOKIES.homeSeen, maxAgeSeconds: YEAR_SECONDS, setBy: "browser", needsConsent: false },
  { key: "homeCounted", name: COOKIES.homeCounted, maxAgeSeconds: YEAR_SECONDS, setBy: "server", needsConsent: false },
  // The home exposure waiting for the consent decision (src/analytics/track.ts PENDING_EXPOSURES_KEY).
  { key: "pendingExposures", name: "attestra_pending_exposures", maxAgeSeconds: null, localStorage: true, setBy: "browser", needsConsent: false },
  { key: "consent", name: COOKIES.consent, maxAgeSeconds: DAY_SECONDS * 182, setBy: "browser", needsConsent: false },
  { key: "locale", name: LOCALE_COOKIE, maxAgeSeconds: YEAR_SECONDS, setBy: "both", needsConsent: false },
  { key: "posthog", name: POSTHOG_COOKIE_PATTERN, maxAgeSeconds: YEAR_SECONDS, setBy: "browser", needsConsent: true },
];

/** The cookies of the home experiment: with consent-gated experiments they are set only after consent. */
const EXPERIMENT_KEYS: readonly CookieEntry["key"][] = ["visitorId", "homeVariant", "homeServed", "homeSeen", "homeCounted"];

/**
 * The catalogue as the site behaves with its configuration: with consent-gated experiments
 * (EXPERIMENTS_REQUIRE_CONSENT) the experiment cookies wait for consent and no exposure is kept before it.
 */
export function cookieCatalogue({ experimentsNeedConsent }: { experimentsNeedConsent: boolean }): readonly CookieEntry[] {
  if (!experimentsNeedConsent) return COOKIE_CATALOGUE;
  return COOKIE_CATALOGUE.filter((c) => c.key !== "pendingExposures").map((c) => (EXPERIMENT_KEYS.includes(c.key) ? { ...c, needsConsent: true } : c));
}

/** A lifetime in the largest unit that states it without misleading: whole years, months (within a day), or days. */
export interface CookieLifetime {
  value: number;
  unit: "year" | "month" | "day";
}

const MONTH_DAYS = 365.25 / 12;

export function cookieLifetime(maxAgeSeconds: number): CookieLifetime {
  if (maxAgeSeconds >= YEAR_SECONDS && maxAgeSeconds % YEAR_SECONDS === 0) return { value: maxAgeSeconds / YEAR_SECONDS, unit: "year" };
  const days = maxAgeSeconds / DAY_SECONDS;
  const months = Math.round(days / MONTH_DAYS);
  if (months >= 1 && Math.abs(months * MONTH_DAYS - days) <= 1) return { value: months, unit: "month" };
  return { value: Math.max(1, Math.round(days)), unit: "day" };
}
