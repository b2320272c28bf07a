import { LOCALES } from "../../src/i18n/locales";

export { LOCALES };
export type TestLocale = (typeof LOCALES)[number];

/** The public URL of a locale-free path. */
export function pathFor(locale: TestLocale, path: string): string {
  if (locale === "en") return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}
