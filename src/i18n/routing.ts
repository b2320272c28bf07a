import { defineRouting } from "next-intl/routing";

export const routing = defineRouting({
  locales: ["en", "fr", "de", "es"],
  defaultLocale: "en",
  // English keeps the spec's paths exactly (/pricing); the others are prefixed (/fr/pricing).
  localePrefix: "as-needed",
  // hreflang alternates come from page metadata (absolute, SITE_URL); the proxy's Link header would name the request's host.
  alternateLinks: false,
  localeCookie: { name: "NEXT_LOCALE", maxAge: 60 * 60 * 24 * 365, sameSite: "lax", path: "/" },
});

export type Locale = (typeof routing.locales)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (routing.locales as readonly string[]).includes(value);
}

/** The public path of `pathname` (which starts with "/") in `locale`. */
export function localizedPath(locale: Locale, pathname: string): string {
  if (locale === routing.defaultLocale) return pathname;
  return pathname === "/" ? `/${locale}` : `/${locale}${pathname}`;
}
