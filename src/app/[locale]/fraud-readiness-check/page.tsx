import { getTranslations, setRequestLocale } from "next-intl/server";
import { typographic } from "@/i18n/french-typography";
import { keepRangesWhole } from "@/i18n/number-format";
import { FraudAnswerRules } from "@/components/assessments/fraud-answer-rules";
import { FraudCheckForm } from "@/components/assessments/fraud-check-form";
import { ERPS } from "@/leads/contract/enums";
import { FraudRubricTable } from "@/components/assessments/fraud-rubric-table";
import { ScopedMessages } from "@/components/scoped-messages";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { FraudSampleResult } from "@/components/visuals/fraud-sample-result";
import { Section } from "@/components/sections/section";
import { DURATIONS, FRAUD_READINESS_WEIGHTS } from "@/config/business-constants";
import { FRAUD_CATEGORIES, FRAUD_READINESS_RUBRIC, FRAUD_SCORE_BANDS, type FraudScoreBand } from "@/assessments/fraud-readiness-score";
import { Link } from "@/i18n/navigation";
import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";
import { percentLabels } from "@/lib/percent-labels";

/** Each score band's status colour (danger, warning, success). */
const BAND_TONE: Record<FraudScoreBand, string> = {
  "0-39": "bg-red-100 text-red-900",
  "40-69": "bg-amber-100 text-amber-950",
  "70-100": "bg-green-100 text-green-900",
};

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
      >
        {/* From 1024 px, under the buttons and beside the taller sample: what the visitor gets, in three lines (the same
            items as the card beside the form, which a visitor reaches only further down). */}
        <ul data-testid="fraud-hero-gets" className="mt-8 hidden max-w-xl gap-3 text-slate-800 lg:grid">
          {(["score", "gaps", "map"] as const).map((key) => (
            <GetsItem key={key} text={t(`sidebar.gets.${key}`)} size="hero" />
          ))}
        </ul>
      </PageHero>
      {/* The intro says the scoring rule up front (a skipped question scores 0), with the number of scored questions
          taken from the rubric the score uses. */}
      <Section id="assessment-form" title={t("form.title")} intro={t("form.intro", { count: FRAUD_READINESS_RUBRIC.length })}>
        <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
          <ScopedMessages namespaces={["fraudCheck", "forms"]}>
            <FraudCheckForm
              percentLabels={await percentLabels()}
              erpLabels={Object.fromEntries(ERPS.map((erp) => [erp, t(`form.erpOptions.${erp}`)])) as Record<(typeof ERPS)[number], string>}
              answerRules={<FraudAnswerRules placement="form" />}
            />
          </ScopedMessages>
          {/* Beside the form (from 1024 px), a column as long as the form: at its top what the visitor gets, the three score
              bands; then how answers count and what to have at hand, which stay in view while the visitor scrolls down the
              form (sticky); at its foot, level with the submit button, the walk-through a visitor can book. The rubric is
              shown once, under "What we check". */}
          <div data-testid="fraud-sidebar" className="flex flex-col gap-6">
            <aside
              aria-labelledby="fraud-result-title"
              data-testid="fraud-sidebar-result"
              className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h3 id="fraud-result-title" className="text-lg font-bold text-ink">
                {t("sidebar.title")}
              </h3>
              {/* What the visitor gets, grouped by when: on this page as soon as the form is sent, then by email. */}
              {(
                [
                  ["now", ["score", "breakdown", "gaps"]],
                  ["later", ["map"]],
                ] as const
              ).map(([when, keys]) => (
                <div key={when} className="mt-3">
                  <p className="text-sm font-semibold text-brand-800">{t(`sidebar.${when}`)}</p>
                  <ul className="mt-1.5 space-y-2 text-[0.9375rem] text-slate-700">
                    {keys.map((key) => (
                      <GetsItem key={key} text={t(`sidebar.gets.${key}`)} size="card" />
                    ))}
                  </ul>
                </div>
              ))}
              <h4 className="mt-5 border-t border-slate-200 pt-4 text-sm font-bold text-ink">{t("sidebar.bandsTitle")}</h4>
              {/* The three bands the result is read against (src/assessments/fraud-readiness-score.ts), coloured by
                  meaning: red, amber, green. */}
              <ol className="mt-3 space-y-2" data-testid="fraud-score-bands">
                {FRAUD_SCORE_BANDS.map((band) => (
                  <li key={band} data-band={band} className="grid grid-cols-[4.75rem_minmax(0,1fr)] items-start gap-3 text-sm">
                    <span className={`rounded-md px-2 py-0.5 text-center font-bold whitespace-nowrap tabular-nums ${BAND_TONE[band]}`}>{keepRangesWhole(band.replace("-", "\u2013"))}</span>
                    <span className="min-w-0 text-slate-700">{t(`success.bands.${band}`)}</span>
                  </li>
                ))}
              </ol>
            </aside>
            <div className="lg:grow">
              <div data-testid="fraud-sidebar-sticky" className="space-y-6 lg:sticky lg:top-24">
                {/* How answers count, beside the questions from 1024 px (under that, the form says it before its questions). */}
                <FraudAnswerRules placement="sidebar" />
                <aside aria-labelledby="fraud-prep-title" data-testid="fraud-sidebar-prep" className="rounded-xl border border-slate-200 bg-slate-50 p-6">
                  <h3 id="fraud-prep-title" className="text-base font-bold text-ink">
                    {t("sidebar.prepTitle")}
                  </h3>
                  <ul className="mt-3 space-y-2 text-[0.9375rem] text-slate-700">
                    {(["dmarc", "bank", "owner", "po", "rails"] as const).map((key) => (
                      <li key={key} className="flex gap-2">
                        <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 flex-none rounded-full bg-brand-600" />
                        <span className="min-w-0">{t(`sidebar.prep.${key}`)}</span>
                      </li>
                    ))}
                  </ul>
                </aside>
              </div>
            </div>
            {/* At the column's foot, level with the submit button: the walk-through a visitor can book after the result. It
                takes eight ninths of what the column has left over (from 1024 px), its button at its foot; the sticky
                group's ninth is the room it travels in, so no wide blank band opens between the cards. What the call
                covers fills the card's height, so no tall blank stands between its text and its button. */}
            <aside
              aria-labelledby="fraud-next-title"
              data-testid="fraud-sidebar-next"
              className="flex flex-col rounded-xl border border-brand-100 bg-brand-50/60 p-6 lg:grow-8"
            >
              <h3 id="fraud-next-title" className="text-base font-bold text-ink">
                {t("sidebar.walkthrough.title")}
              </h3>
              <p className="mt-2 text-[0.9375rem] text-slate-800">{t("sidebar.walkthrough.body", { minutes })}</p>
              <p data-walkthrough-covers className="mt-2 mb-4 text-[0.9375rem] text-slate-800">
                {t("sidebar.walkthrough.covers")}
              </p>
              <Link
                href="/book-walkthrough?cta=fraud-readiness-sidebar"
                className="mt-auto flex items-center justify-center rounded-md border border-brand-600 bg-white px-3 py-2.5 text-center font-semibold text-balance text-brand-700 hover:bg-brand-50"
              >
                {t("cta.primary", { minutes })}
              </Link>
            </aside>
          </div>
        </div>
      </Section>
      <Section id="what-we-check" title={t("whatWeCheck.title")} intro={t("whatWeCheck.intro")} tone="muted">
        {/* The rubric, once: the four weighted categories, each with what its weight covers and why it weighs that
            much, then every answer's points. */}
        <ul data-testid="fraud-rubric" aria-label={t("rubric.title")} className="mb-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {FRAUD_CATEGORIES.map((c) => (
            <li key={c} data-rubric-category={c} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <p className="font-semibold text-ink">{t(`rubric.categories.${c}.name`)}</p>
              <p className="text-sm font-semibold whitespace-nowrap text-brand-700" data-rubric-weight>
                {typographic(locale, t("rubric.weight", { weight: FRAUD_READINESS_WEIGHTS[c] / 100 }))}
              </p>
              <p className="mt-2 text-[0.9375rem] text-slate-700">{t(`rubric.categories.${c}.body`)}</p>
              <p className="mt-2 text-[0.9375rem] text-slate-700" data-rubric-why>
                {t(`rubric.categories.${c}.why`)}
              </p>
            </li>
          ))}
        </ul>
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

/** One thing the visitor gets, ticked: in the hero (larger) and in the card beside the form. */
function GetsItem({ text, size }: { text: string; size: "hero" | "card" }) {
  return (
    <li className={`flex items-start ${size === "hero" ? "gap-3" : "gap-2"}`}>
      <svg aria-hidden="true" viewBox="0 0 20 20" className={`mt-1 flex-none text-brand-600 ${size === "hero" ? "h-5 w-5" : "h-4 w-4"}`}>
        <path d="M4.5 10.5 8 14l7.5-8" className="fill-none stroke-current" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="min-w-0">{text}</span>
    </li>
  );
}
