import type { MetadataRoute } from "next";
import { ALL_PAGES, SITEMAP_EXCLUDED } from "@/config/site-pages";
import { serverEnv } from "@/env";
import { localizedPath, routing } from "@/i18n/routing";

export default function sitemap(): MetadataRoute.Sitemap {
  const base = serverEnv().SITE_URL.replace(/\/$/, "");
  const url = (locale: (typeof routing.locales)[number], path: string) => `${base}${localizedPath(locale, path)}`;
  return ALL_PAGES.filter((path) => !SITEMAP_EXCLUDED.includes(path)).flatMap((path) =>
    routing.locales.map((locale) => ({
      url: url(locale, path),
      changeFrequency: "monthly" as const,
      priority: path === "/" ? 1 : 0.7,
      alternates: {
        languages: {
          ...Object.fromEntries(routing.locales.map((l) => [l, url(l, path)])),
          "x-default": url(routing.defaultLocale, path),
        },
      },
    })),
  );
}
