import { getTranslations, setRequestLocale } from "next-intl/server";
import { getFormatter } from "@/i18n/formatter-server";
import { PageHero } from "@/components/sections/page-hero";
import { CheckList, Section } from "@/components/sections/section";
import { PRODUCT_NAME } from "@/config/site";
import { Link } from "@/i18n/navigation";
import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";

const ACCESSIBILITY_EMAIL = `accessibility@${PRODUCT_NAME.toLowerCase()}.com`;
/** Date this statement was last reviewed (ISO). */
const REVIEWED = "2026-11-20";

export async function generateMetadata(props: LocaleParams) {
  return pageMetadata({ locale: await resolveLocale(props), path: "/accessibility", namespace: "accessibility" });
}

export default async function AccessibilityPage(props: LocaleParams) {
  const locale = await resolveLocale(props);
  setRequestLocale(locale);
  const t = await getTranslations("accessibility");
  const format = await getFormatter();
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")} />
      <Section id="target" title={t("target.title")} intro={t("target.body")} />
      <Section id="tested" title={t("tested.title")} tone="muted">
        <CheckList items={t.raw("tested.items") as string[]} />
      </Section>
      <Section id="limitations" title={t("limitations.title")}>
        <ul className="list-disc space-y-2 pl-5 text-slate-700">
          {(t.raw("limitations.items") as string[]).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>
      <Section id="report" title={t("report.title")} intro={t("report.body")} tone="muted">
        <div className="flex flex-wrap gap-4">
          <a
            href={`mailto:${ACCESSIBILITY_EMAIL}`}
            className="inline-flex items-center rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
          >
            {t("report.email")}
          </a>
          <Link
            href="/talk-to-expert?topic=general-consultation&cta=accessibility-report"
            className="inline-flex items-center rounded-md border border-brand-600 bg-white px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t("report.form")}
          </Link>
        </div>
        <p className="mt-6 text-sm text-slate-600">
          {t("reviewed", { date: format.dateTime(new Date(`${REVIEWED}T00:00:00Z`), { dateStyle: "long", timeZone: "UTC" }) })}
        </p>
      </Section>
    </>
  );
}
