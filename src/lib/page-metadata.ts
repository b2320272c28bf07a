import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ogImagePath } from "@/app/og/og-namespaces";
import { PRODUCT_NAME } from "@/config/site";
import { type Locale, localizedPath, routing } from "@/i18n/routing";
import { loosely } from "@/i18n/translate";

export interface PageMetadataInput {
  locale: Locale;
  /** Locale-free path of the page, e.g. "/pricing". */
  path: string;
  /** A message namespace (may be nested, e.g. "solutionsRole.cfo") holding `meta.title` and `meta.description`. */
  namespace: string;
  /** Canonical path when it differs from `path` (home variants point to "/"). */
  canonicalPath?: string;
}

/** Open Graph wants language_TERRITORY (ogp.me: "en_US"); the site's Spanish is Spain's. */
export const OG_LOCALE: Record<Locale, string> = { en: "en_US", fr: "fr_FR", de: "de_DE", es: "es_ES" };

/** Localized title, description, canonical URL and hreflang alternates (all four locales + x-default). */
export async function pageMetadata({ locale, path, namespace, canonicalPath }: PageMetadataInput): Promise<Metadata> {
  const t = loosely(await getTranslations({ locale, namespace: namespace as "common" }));
  const title = t("meta.title");
  const description = t("meta.description");
  const canonical = canonicalPath ?? path;
  const languages: Record<string, string> = Object.fromEntries(
    routing.locales.map((l) => [l, localizedPath(l, canonical)]),
  );
  languages["x-default"] = canonical;
  // Per-page social card, prerendered by src/app/og/[locale]/[image]/route.tsx.
  const image = { url: ogImagePath(locale, namespace), width: 1200, height: 630, alt: title };
  return {
    title,
    description,
    alternates: { canonical: localizedPath(locale, canonical), languages },
    openGraph: {
      title,
      description,
      siteName: PRODUCT_NAME,
      locale: OG_LOCALE[locale],
      alternateLocale: routing.locales.filter((l) => l !== locale).map((l) => OG_LOCALE[l]),
      type: "website",
      url: localizedPath(locale, canonical),
      images: [image],
    },
    twitter: { card: "summary_large_image", title, description, images: [image] },
  };
}

/** The `params` every localized page receives. */
export type LocaleParams = { params: Promise<{ locale: string }> };

export async function resolveLocale({ params }: LocaleParams): Promise<Locale> {
  const { locale } = await params;
  return (routing.locales as readonly string[]).includes(locale) ? (locale as Locale) : routing.defaultLocale;
}
