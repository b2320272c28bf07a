import { defineRouting } from "next-intl/routing";
import { DEFAULT_LOCALE, LOCALES } from "./locales";

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  // English paths have no prefix (/pricing); the others are prefixed (/fr/pricing).
  localePrefix: "as-needed",
  // hreflang alternates come from page metadata (absolute, SITE_URL); the proxy's Link header would name the request's host.
  alternateLinks: false,
  // Secure in production like the experiment cookies (the MDN HTTP Observatory counts a cookie
  // without it). The locale switcher writes the same cookie from the browser (Secure there on https).
  localeCookie: {
    name: "NEXT_LOCALE",
    maxAge: 60 * 60 * 24 * 365,
    sameSite: "lax",
    path: "/",
    // NODE_ENV is a build constant (Next inlines it; this module also runs in the browser), not configuration.
    secure: process.env.NODE_ENV === "production",
  },
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
