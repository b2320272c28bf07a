/**
 * The site's locales: the one list. Free of imports, so next.config.ts (through path-rules.ts), the lead
 * schemas, the e2e support and `routing.ts` all read it. `src/proxy.ts`'s `config.matcher` must be a literal (Next
 * reads it statically); `src/i18n/locales.test.ts` checks it against this list.
 */
export const LOCALES = ["en", "fr", "de", "es"] as const;
export const DEFAULT_LOCALE = "en" satisfies (typeof LOCALES)[number];
/** The prefixed locales (the default locale has no prefix). */
export const PREFIXED_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE);
