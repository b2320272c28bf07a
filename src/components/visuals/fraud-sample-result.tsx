import { getLocale, getTranslations } from "next-intl/server";
import { getFormatter } from "@/i18n/formatter-server";
import { FRAUD_CATEGORIES, type FraudReadinessAnswers, type FraudScoreBand, scoreBand, scoreFraudReadiness } from "@/assessments/fraud-readiness-score";
import { IllustrativeBadge } from "@/components/solutions/illustrative-label";
import { typographic } from "@/i18n/french-typography";
import { loosely } from "@/i18n/translate";
import { SceneFigure } from "./scene";

/** Four shades a reader tells apart, darkest for the heaviest weight: three of the brand's blues and a slate (a sky
    blue from outside the palette read as a stray colour). */
const SHADE = ["bg-brand-900", "bg-brand-600", "bg-brand-400", "bg-slate-400"] as const;

/** The band's status colour (red, amber, green, as the bands beside the form): the dial and the band label follow it. */
const BAND_STROKE: Record<FraudScoreBand, string> = { "0-39": "stroke-red-600", "40-69": "stroke-amber-500", "70-100": "stroke-green-600" };
const BAND_TEXT: Record<FraudScoreBand, string> = { "0-39": "text-red-900", "40-69": "text-amber-900", "70-100": "text-green-900" };
const BAND_DOT: Record<FraudScoreBand, string> = { "0-39": "bg-red-600", "40-69": "bg-amber-500", "70-100": "bg-green-600" };

const DIAL_RADIUS = 26;
const DIAL_LENGTH = 2 * Math.PI * DIAL_RADIUS;

/**
 * A score out of 100 as a ring filled to its share, in its band's colour (decoration: the figure beside it carries the
 * score). This sample and the /resources tool preview draw it alike.
 */
export function ScoreRing({ score, band, className, testId }: { score: number; band: FraudScoreBand; className: string; testId?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className={`flex-none -rotate-90 ${className}`} data-testid={testId} data-band={band}>
      <circle cx="32" cy="32" r={DIAL_RADIUS} className="fill-none stroke-slate-200" strokeWidth="8" />
      <circle
        cx="32"
        cy="32"
        r={DIAL_RADIUS}
        data-ring-arc
        className={`fill-none ${BAND_STROKE[band]}`}
        strokeWidth="8"
        strokeLinecap="round"
        strokeDasharray={`${(score / 100) * DIAL_LENGTH} ${DIAL_LENGTH}`}
      />
    </svg>
  );
}

/**
 * Sample answers (illustrative, not a business figure): DMARC monitored only, Microsoft 365, dual approval of bank
 * changes, vendor master shared between AP and procurement, half the invoices on a PO, NetSuite, payment rails
 * described. Scored below by the page's own rubric, so the picture shows exactly what a visitor's result looks like;
 * chosen so that each category's score points are whole numbers (26 + 18 + 14 + 4 = 62), and the parts shown add up
 * to the total exactly. The /resources preview of the check shows the same result (resources-tool-previews.tsx).
 */
export const FRAUD_SAMPLE_ANSWERS: FraudReadinessAnswers = {
  dmarcStatus: "monitoring",
  mailboxPlatform: "microsoft365",
  bankChangePolicy: "dual-approval",
  vendorMasterOwner: "shared",
  poPercentage: 50,
  erp: "netsuite",
  achRails: "described",
};

/**
 * The fraud readiness check's hero: the result a visitor gets, drawn from sample answers scored by
 * scoreFraudReadiness: the score out of 100 and its band, each category's score points out of its maximum (its
 * weight, FRAUD_READINESS_WEIGHTS), each bar filled to that share, the sum of the parts equal to the score, and the
 * gaps that cost the most. Marked illustrative, with its basis. HTML only;
 * aria-hidden with a visually hidden caption.
 */
export async function FraudSampleResult() {
  const t = loosely(await getTranslations("fraudCheck"));
  const locale = await getLocale();
  const format = await getFormatter();
  const result = scoreFraudReadiness(FRAUD_SAMPLE_ANSWERS, 2);
  const band = scoreBand(result.score);
  const parts = result.categories.map((category) => format.number(category.contribution)).join(" + ");
  return (
    <SceneFigure caption={t("sample.caption", { score: result.score })} testId="fraud-sample-result">
      <div data-card className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white p-6 shadow-lg shadow-brand-900/10">
        <div className="flex items-start justify-between gap-3">
          <p className="font-semibold text-ink">{t("sample.title")}</p>
          <IllustrativeBadge />
        </div>
        <div className="mt-4 flex items-center gap-4">
          {/* The score as a dial: the arc runs over score/100 of the ring. */}
          <ScoreRing score={result.score} band={band} className="h-16 w-16" testId="fraud-sample-ring" />
          <div className="min-w-0">
            <p className="text-3xl font-bold text-ink tabular-nums" data-testid="fraud-sample-score">
              {t("success.score", { score: result.score })}
            </p>
            <p className={`flex items-baseline gap-1.5 text-sm font-medium ${BAND_TEXT[band]}`} data-testid="fraud-sample-band" data-band={band}>
              <span aria-hidden="true" data-band-swatch className={`inline-block h-2.5 w-2.5 flex-none rounded-full ${BAND_DOT[band]}`} />
              <span className="min-w-0">{t(`success.bands.${band}`)}</span>
            </p>
          </div>
        </div>
        <ul className="mt-5 space-y-3">
          {result.categories.map((category) => (
            <li key={category.id} className="text-sm">
              <div className="flex items-baseline justify-between gap-3">
                <span className="min-w-0 text-ink">
                  <span className={`mr-2 inline-block h-3 w-3 rounded-sm ${SHADE[FRAUD_CATEGORIES.indexOf(category.id)]}`} />
                  {t(`rubric.categories.${category.id}.name`)}
                </span>
                {/* What the bar shows: the category's score points out of the most it can give (its weight). */}
                <span className="flex-none whitespace-nowrap text-slate-700 tabular-nums" data-sample-points>
                  {typographic(locale, t("sample.points", { points: category.contribution, max: category.weight }))}
                </span>
              </div>
              <div className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100">
                <div className={`h-full ${SHADE[FRAUD_CATEGORIES.indexOf(category.id)]}`} style={{ width: `${(category.contribution / category.weight) * 100}%` }} />
              </div>
            </li>
          ))}
        </ul>
        {/* The parts add up to the score. */}
        <p className="mt-2 text-right text-xs text-slate-600 tabular-nums" data-testid="fraud-sample-sum">
          {t("sample.sum", { parts, score: result.score })}
        </p>
        <p className="mt-5 text-sm font-semibold text-ink">{t("success.gapsTitle")}</p>
        {/* Each gap with the fix the result gives for it (the same advice as a submitted result's), so the sample shows
            what the visitor gets: not only what costs points, but what to do about it. */}
        <ol className="mt-2 space-y-2.5 text-sm">
          {result.gaps.map((gap) => (
            <li key={gap.field} data-sample-gap={gap.field}>
              <span className="flex items-baseline justify-between gap-3">
                <span className="min-w-0 text-slate-800">{t(`whatWeCheck.questions.${gap.field}`)}</span>
                <span className="flex-none font-semibold text-hold-700 tabular-nums">{t("success.gapLost", { points: gap.lostPoints })}</span>
              </span>
              <span data-sample-fix className="mt-0.5 flex items-start gap-1.5 text-xs text-slate-700">
                <span aria-hidden="true" className="font-semibold text-signal-700">→</span>
                <span className="min-w-0">{t(`success.gapAdvice.${gap.field}`)}</span>
              </span>
            </li>
          ))}
        </ol>
        <p className="mt-4 border-t border-slate-200 pt-3 text-xs text-slate-600">{t("sample.basis")}</p>
      </div>
    </SceneFigure>
  );
}
