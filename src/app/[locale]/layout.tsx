import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { Banner } from "@/components/layout/banner";
import { AnalyticsRoot } from "@/components/analytics/analytics-root";
import { JsonLd } from "@/components/layout/json-ld";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { HydrationMarker } from "@/components/hydration-marker";
import { serverEnv } from "@/env";
import { routing } from "@/i18n/routing";
import { inter } from "../fonts";
import "../globals.css";

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: "meta" });
  return {
    metadataBase: new URL(serverEnv().SITE_URL),
    title: { default: t("siteTitle"), template: t("titleTemplate") },
    description: t("siteDescription"),
  };
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("layout");
  const tMeta = await getTranslations("meta");

  return (
    // data-hydration: "pending" until HydrationMarker has run (e2e waits for it; React never re-renders <html> here).
    <html lang={locale} className={inter.variable} data-hydration="pending">
      <body className="min-h-screen bg-white font-sans text-ink antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow"
        >
          {t("skipToContent")}
        </a>
        <JsonLd siteUrl={serverEnv().SITE_URL} description={tMeta("siteDescription")} locale={locale} />
        {/*
          No NextIntlClientProvider here: the shell's client islands get their words as props and their locale from
          the route (src/i18n/locale-paths.ts), so next-intl's client runtime and its ICU parser load only on pages
          whose islands translate or format in the browser, each wrapped in ScopedMessages with the namespaces it uses.
        */}
        <Banner />
        <SiteHeader />
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <SiteFooter />
        <AnalyticsRoot />
        <HydrationMarker />
      </body>
    </html>
  );
}
