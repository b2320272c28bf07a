/**
 * The privacy notice's cookie table, built from the one cookie list (src/config/cookies.ts `COOKIE_CATALOGUE`):
 * one row per cookie with its name, translated purpose, lifetime formatted in the page's locale ("1 year", "1 an",
 * "1 Jahr", "1 año"), who sets it and whether it waits for consent. Pure: the page passes next-intl's translator
 * and formatter (server) and a test passes use-intl's (src/components/privacy/cookie-rows.test.ts).
 */
import type { createFormatter } from "use-intl/core";
import { COOKIE_CATALOGUE, type CookieEntry, cookieLifetime } from "@/config/cookies";
import type { Translate } from "@/i18n/translate";

/** `t` of the `privacy` namespace. */
export type PrivacyTranslate = Translate;
/** The part of next-intl's formatter (`getFormatter()`, use-intl's `createFormatter`) the table uses. */
export type NumberFormatter = Pick<ReturnType<typeof createFormatter>, "number">;

export interface CookieRow {
  key: CookieEntry["key"];
  name: string;
  purpose: string;
  lifetime: string;
  /** "Local storage entry" for a local storage entry, null for a cookie. */
  storage: string | null;
  setBy: string;
  consent: string;
  needsConsent: boolean;
}

export function formatCookieLifetime(maxAgeSeconds: number, format: NumberFormatter): string {
  const { value, unit } = cookieLifetime(maxAgeSeconds);
  return format.number(value, { style: "unit", unit, unitDisplay: "long" });
}

export function cookieRows(t: PrivacyTranslate, format: NumberFormatter, catalogue: readonly CookieEntry[] = COOKIE_CATALOGUE): CookieRow[] {
  return catalogue.map((cookie) => ({
    key: cookie.key,
    name: cookie.name,
    purpose: t(`cookies.purposes.${cookie.key}`),
    lifetime: cookie.maxAgeSeconds === null ? t("cookies.lifetimeUntilDecision") : formatCookieLifetime(cookie.maxAgeSeconds, format),
    storage: cookie.localStorage ? t("cookies.localStorage") : null,
    setBy: t(`cookies.setBy.${cookie.setBy}`),
    consent: t(cookie.needsConsent ? "cookies.consent.required" : "cookies.consent.notRequired"),
    needsConsent: cookie.needsConsent,
  }));
}
