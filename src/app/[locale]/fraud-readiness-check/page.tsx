import { getTranslations, setRequestLocale } from "next-intl/server";
import { typographic } from "@/i18n/french-typography";
import { FraudCheckForm } from "@/components/assessments/fraud-check-form";
import { FraudRubricTable } from "@/components/assessments/fraud-rubric-table";
import { ScopedMessages } from "@/components/scoped-messages";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { FraudSampleResult } from "@/components/visuals/fraud-sample-result";
import { Section } from "@/components/sections/section";
import { DURATIONS, FRAUD_READINESS_WEIGHTS } from "@/config/business-constants";
import { FRAUD_CATEGORIES } from "@/assessments/fraud-readiness-score";
import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";
import { percentLabels } from "@/lib/percent-labels";

export async function generateMetadata(props: LocaleParams) {
  return pageMetadata({ locale: await resolveLocale(props), path: "/fraud-readiness-check", namespace: "fraudCheck" });
}

/** /fraud-readiness-check: the quick assessment, its rubric and what each answer is worth. */
export default async function FraudReadinessCheckPage(props: LocaleParams) {
  const locale = await resolveLocale(props);
  setRequestLocale(locale);
  const t = await getTranslations("fraudCheck");
  const minutes = DURATIONS.walkthroughMinutes;

  return (
    <>
      <PageHero
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={t("hero.lead", { minutes: DURATIONS.assessmentQuestionnaireMinutes })}
        primary={{ label: t("hero.primary"), href: "/fraud-readiness-check#assessment-form" }}
        secondary={{ label: t("hero.secondary"), href: "/fraud-readiness-check#what-we-check" }}
        visual={<FraudSampleResult />}
      />
      <Section id="assessment-form" title={t("form.title")} intro={t("form.intro")}>
        <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
          <ScopedMessages namespaces={["fraudCheck", "forms"]}>
            <FraudCheckForm percentLabels={await percentLabels()} />
          </ScopedMessages>
          {/* Beside the form's four parts, the rubric stays in view while the visitor scrolls through them (from 1024 px). */}
          <aside aria-labelledby="rubric-title" className="h-fit rounded-xl border border-slate-200 bg-slate-50 p-6 lg:sticky lg:top-24">
            <h3 id="rubric-title" className="text-lg font-bold text-ink">
              {t("rubric.title")}
            </h3>
            <p className="mt-1 text-sm text-slate-700">{t("rubric.intro")}</p>
            <ul className="mt-4 space-y-4" data-testid="fraud-rubric">
              {FRAUD_CATEGORIES.map((c) => (
                <li key={c}>
                  {/* The weight on its own line under the name: beside a long German name ("Bankkontoinhaberschaft")
                      "30 % des Scores" wrapped over two lines. */}
                  <p className="font-semibold text-ink">{t(`rubric.categories.${c}.name`)}</p>
                  <p className="text-sm font-semibold whitespace-nowrap text-brand-700" data-rubric-weight>
                    {typographic(locale, t("rubric.weight", { weight: FRAUD_READINESS_WEIGHTS[c] / 100 }))}
                  </p>
                  <p className="mt-0.5 text-[0.9375rem] text-slate-700">{t(`rubric.categories.${c}.body`)}</p>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </Section>
      <Section id="what-we-check" title={t("whatWeCheck.title")} intro={t("whatWeCheck.intro")} tone="muted">
        <FraudRubricTable />
      </Section>
      <CtaBand
        title={t("cta.title")}
        body={t("cta.body", { minutes })}
        primary={{ label: t("cta.primary", { minutes }), href: "/book-walkthrough?cta=fraud-readiness-footer" }}
        secondary={{ label: t("cta.secondary"), href: "/2026-control-map?cta=fraud-readiness-footer" }}
      />
    </>
  );
}
