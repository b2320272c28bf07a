import { getTranslations, setRequestLocale } from "next-intl/server";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { CardGrid, type Card, CheckList, Section } from "@/components/sections/section";
import { INQUIRY_CATEGORIES } from "@/components/dev-mailbox/inbox-model";
import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";

const STEPS = ["inbound", "assist", "resolve"] as const;

export async function generateMetadata(props: LocaleParams) {
  return pageMetadata({ locale: await resolveLocale(props), path: "/customer-inquiry-management", namespace: "cim" });
}

export default async function CustomerInquiryPage(props: LocaleParams) {
  const locale = await resolveLocale(props);
  setRequestLocale(locale);
  const t = await getTranslations("cim");

  return (
    <>
      <PageHero
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={t("hero.lead")}
        primary={{ label: t("hero.primary"), href: "/book-demo?goal=process-automation&cta=cim-hero" }}
        secondary={{ label: t("hero.secondary"), href: "/dev-mailbox" }}
      />
      <Section id="outcomes" title={t("outcomes.title")}>
        <CardGrid cards={t.raw("outcomes.items") as Card[]} columns={4} />
      </Section>
      <Section id="features" title={t("features.title")} intro={t("features.intro")} tone="muted">
        <CardGrid cards={t.raw("features.cards") as Card[]} />
      </Section>
      <Section id="categories" title={t("categories.title")} intro={t("categories.intro")}>
        <CardGrid
          cards={INQUIRY_CATEGORIES.map((c) => ({ title: t(`categories.items.${c}.title`), body: t(`categories.items.${c}.body`) }))}
        />
      </Section>
      <Section id="analytics" title={t("analytics.title")} intro={t("analytics.intro")} tone="muted">
        <div className="grid gap-8 md:grid-cols-2">
          <div>
            <h3 className="text-xl font-semibold text-ink">{t("analytics.kpisTitle")}</h3>
            <div className="mt-4">
              <CheckList items={t.raw("analytics.kpis") as string[]} />
            </div>
          </div>
          <div>
            <h3 className="text-xl font-semibold text-ink">{t("analytics.integrationsTitle")}</h3>
            <div className="mt-4">
              <CheckList items={t.raw("analytics.integrations") as string[]} />
            </div>
          </div>
        </div>
      </Section>
      <Section id="how-it-works" title={t("how.title")}>
        <ol className="grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-3 text-lg font-semibold text-ink">{t(`how.steps.${step}.title`)}</h3>
              <p className="mt-2 text-slate-700">{t(`how.steps.${step}.body`)}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="trust" title={t("trust.title")} tone="muted">
        <CheckList items={t.raw("trust.items") as string[]} />
      </Section>
      <CtaBand
        title={t("cta.title")}
        body={t("cta.body")}
        primary={{ label: t("cta.primary"), href: "/book-demo?goal=process-automation&cta=cim-footer" }}
        secondary={{ label: t("cta.secondary"), href: "/dev-mailbox" }}
      />
    </>
  );
}
