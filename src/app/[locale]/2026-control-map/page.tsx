import { getTranslations, setRequestLocale } from "next-intl/server";
import { getFormatter } from "@/i18n/formatter-server";
import { CONTROL_FAMILIES } from "@/assessments/control-map";
import { ControlMapForm } from "@/components/assessments/control-map-form";
import { FaqAccordion } from "@/components/assessments/faq-accordion";
import { ScopedMessages } from "@/components/scoped-messages";
import { CtaBand } from "@/components/sections/cta-band";
import { ResponsiveTable } from "@/components/sections/responsive-table";
import { PageHero } from "@/components/sections/page-hero";
import { CardGrid, Section } from "@/components/sections/section";
import { DURATIONS, NACHA_2026 } from "@/config/business-constants";
import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";

export async function generateMetadata(props: LocaleParams) {
  return pageMetadata({ locale: await resolveLocale(props), path: "/2026-control-map", namespace: "controlMap" });
}

/** /2026-control-map: questionnaire, control families, example mapping, FAQ. */
export default async function ControlMapPage(props: LocaleParams) {
  const locale = await resolveLocale(props);
  setRequestLocale(locale);
  const t = await getTranslations("controlMap");
  const common = await getTranslations("common");
  const format = await getFormatter();
  const date = (iso: string) => format.dateTime(new Date(`${iso}T00:00:00Z`), { dateStyle: "long", timeZone: "UTC" });
  const rows = t.raw("mapping.rows") as { control: string; rule: string; evidence: string }[];
  const faq = t.raw("faq.items") as { q: string; a: string }[];

  return (
    <>
      <PageHero
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={t("hero.lead", { minutes: DURATIONS.assessmentQuestionnaireMinutes })}
        primary={{ label: t("hero.primary"), href: "/2026-control-map#control-map-form" }}
        secondary={{ label: t("hero.secondary"), href: "/talk-to-expert?topic=2026-readiness&cta=control-map-hero" }}
      />
      <Section id="nacha-dates" title={t("timeline.title")}>
        <ol className="grid gap-6 md:grid-cols-2">
          <li className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <p className="text-sm font-semibold text-brand-700 uppercase">{t("timeline.phase1")}</p>
            <p className="mt-1 text-2xl font-bold text-ink">
              <time dateTime={NACHA_2026.phase1}>{date(NACHA_2026.phase1)}</time>
            </p>
            <p className="mt-2 text-slate-700">{t("timeline.phase1Body")}</p>
          </li>
          <li className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <p className="text-sm font-semibold text-brand-700 uppercase">{t("timeline.phase2")}</p>
            <p className="mt-1 text-2xl font-bold text-ink">
              <time dateTime={NACHA_2026.phase2}>{date(NACHA_2026.phase2)}</time>
            </p>
            <p className="mt-2 text-slate-700">{t("timeline.phase2Body", { practical: date(NACHA_2026.phase2Practical) })}</p>
          </li>
        </ol>
      </Section>
      <Section id="control-map-form" title={t("form.title")} intro={t("form.intro")} tone="muted">
        <ScopedMessages namespaces={["controlMap", "forms"]}>
          <ControlMapForm />
        </ScopedMessages>
      </Section>
      <Section id="control-families" title={t("families.title")} intro={t("families.intro")}>
        <CardGrid
          columns={3}
          cards={CONTROL_FAMILIES.map((f) => ({ title: t(`families.items.${f.id}.name`), body: t(`families.items.${f.id}.body`) }))}
        />
      </Section>
      <Section id="control-to-rule" title={t("mapping.title")} tone="muted">
        <p className="mb-4 text-sm font-semibold text-slate-700">{common("illustrative")}</p>
        <ResponsiveTable
          caption={t("mapping.caption")}
          tone="boxed"
          headers={[t("mapping.columns.control"), t("mapping.columns.rule"), t("mapping.columns.evidence")]}
          rows={rows.map((row) => ({ key: row.control, cells: [row.control, row.rule, row.evidence] }))}
        />
        <p className="mt-4 text-slate-700">
          {t("mapping.entryDescription", {
            max: NACHA_2026.companyEntryDescriptionMaxChars,
            values: format.list(NACHA_2026.companyEntryDescriptionValues, { type: "conjunction" }),
          })}
        </p>
      </Section>
      <Section id="faq" title={t("faq.title")}>
        <FaqAccordion items={faq} />
      </Section>
      <CtaBand
        title={t("cta.title")}
        body={t("cta.body", { minutes: DURATIONS.expertCallMinutes })}
        primary={{ label: t("cta.primary"), href: "/talk-to-expert?topic=2026-readiness&cta=control-map-footer" }}
        secondary={{ label: t("cta.secondary"), href: "/fraud-readiness-check?cta=control-map-footer" }}
      />
    </>
  );
}
