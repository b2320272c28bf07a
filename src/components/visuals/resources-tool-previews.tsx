import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { buildControlMap, type ControlMapAnswers, readinessTiming } from "@/assessments/control-map";
import { scoreBand, scoreFraudReadiness } from "@/assessments/fraud-readiness-score";
import { DEFAULT_ASSUMPTIONS, project, ROI_TYPICAL_MONTH } from "@/assessments/projections";
import { evaluateScorecard, SCORECARD_QUESTIONS } from "@/assessments/scorecard";
import { SCORECARD } from "@/config/business-constants";
import { getFormatter } from "@/i18n/formatter-server";
import { usd } from "@/i18n/formatters";
import { loosely } from "@/i18n/translate";
import { CONTROL_STATUS_STYLE, GRADE_STYLE } from "@/components/assessments/result-styles";
import { FRAUD_SAMPLE_ANSWERS, ScoreRing } from "./fraud-sample-result";

/** The four tools of /resources, each with a preview of the result it gives. */
export type ToolKey = "roi" | "fraudCheck" | "controlMap" | "scorecard";

/**
 * Sample answers for the control map's preview (illustrative, not a business figure): DMARC monitored only and bank
 * changes dual-approved (as the fraud check's sample answers), 3-way matching and parked postings in place, no evidence
 * captured. Rated by buildControlMap, so the preview shows every status the map gives: two families in place, two
 * partial, one gap.
 */
const CONTROL_MAP_SAMPLE: ControlMapAnswers = {
  dmarcStatus: "monitoring",
  bankChangePolicy: "dual-approval",
  matchingTolerance: "3-way-auto",
  releaseGates: "park-by-default",
  evidenceCapture: "none",
};

/**
 * Sample answers for the scorecard's preview (illustrative): one option id per question, in SCORECARD_QUESTIONS' order,
 * scored by evaluateScorecard (3 + 3 + 3 + 5 + 3 + 5 + 3 = 25 of 35, grade B/C), so the preview is a result the
 * scorecard really gives.
 */
const SCORECARD_SAMPLE = ["2-5-days", "10-20", "20-50", "95-plus", "85-94", "strong", "medium"] as const;

/** Each grade band's tint on the dial (the chips' colours are the tools' own, result-styles.ts). */
const GRADE_ZONE = { green: "stroke-green-200", blue: "stroke-blue-200", red: "stroke-red-200" } as const;

/**
 * A sample result in a small white card: what the tool returns, under the tool's own result heading, marked "Example",
 * with its basis at the foot. Sized for a phone's 240 px up to a panel's 28 rem; the text wraps between words only.
 */
function PreviewCard({ title, example, basis, children }: { title: string; example: string; basis: string; children: ReactNode }) {
  return (
    <div data-preview-card className="@container w-full max-w-md rounded-xl border border-slate-200 bg-white p-3 shadow-md shadow-brand-900/10 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <span className="min-w-0 text-sm font-semibold text-ink">{title}</span>
        <span data-example-label className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-700 uppercase ring-1 ring-slate-200">
          {example}
        </span>
      </div>
      <div className="mt-3">{children}</div>
      <span data-preview-basis className="mt-3 block border-t border-slate-100 pt-2 text-xs text-slate-600">
        {basis}
      </span>
    </div>
  );
}

/** The calculator's result for a typical month (its opening figures), worked out by the calculator's own function. */
async function RoiPreview({ example }: { example: string }) {
  const [t, tRoi, format] = await Promise.all([getTranslations("resources.categories.tools.preview"), getTranslations("roiCalculator"), getFormatter()]);
  const result = project(ROI_TYPICAL_MONTH, DEFAULT_ASSUMPTIONS);
  const tiles = [
    { key: "hoursReclaimed", value: format.number(result.hoursReclaimed) },
    { key: "monthlySavings", value: usd(format, result.monthlySavings) },
  ] as const;
  return (
    <PreviewCard
      title={tRoi("results.title")}
      example={example}
      basis={t("basis.roi", { invoices: format.number(ROI_TYPICAL_MONTH.invoicesPerMonth), emails: format.number(ROI_TYPICAL_MONTH.supplierEmails) })}
    >
      {/* Side by side from an 18 rem card; one under the other on the narrowest phones, where a French or Spanish
          amount ("15 975 $US") would not fit half the card. */}
      <dl className="grid gap-2 @2xs:grid-cols-2">
        {tiles.map((tile) => (
          <div key={tile.key} className="flex min-w-0 flex-col-reverse justify-end rounded-lg bg-brand-50 px-2.5 py-2 ring-1 ring-brand-100">
            <dt className="mt-0.5 text-xs leading-snug text-slate-700">{tRoi(`results.${tile.key}`)}</dt>
            <dd className="text-lg leading-tight font-bold whitespace-nowrap text-ink tabular-nums sm:text-xl">{tile.value}</dd>
          </div>
        ))}
      </dl>
      <dl className="mt-2 flex items-baseline justify-between gap-3 px-0.5 text-xs">
        <dt className="min-w-0 text-slate-700">{tRoi("results.emailsAvoided")}</dt>
        <dd className="font-semibold whitespace-nowrap text-ink tabular-nums">{format.number(result.emailsAvoided)}</dd>
      </dl>
    </PreviewCard>
  );
}


/** The readiness check's result for its page's sample answers: the score on a ring, its band, the two costliest gaps. */
async function FraudCheckPreview({ example }: { example: string }) {
  const [t, tCheck] = await Promise.all([getTranslations("resources.categories.tools.preview"), getTranslations("fraudCheck").then(loosely)]);
  const result = scoreFraudReadiness(FRAUD_SAMPLE_ANSWERS, 2);
  const band = scoreBand(result.score);
  return (
    <PreviewCard title={tCheck("success.scoreTitle")} example={example} basis={t("basis.fraudCheck")}>
      <div className="flex items-center gap-3">
        <ScoreRing score={result.score} band={band} className="h-14 w-14" />
        <span className="block min-w-0">
          <span className="block text-lg leading-tight font-bold text-ink tabular-nums">{tCheck("success.score", { score: result.score })}</span>
          <span className="mt-0.5 block text-xs leading-snug text-slate-700">{tCheck(`success.bands.${band}`)}</span>
        </span>
      </div>
      <span className="mt-3 block text-xs font-semibold text-ink">{tCheck("success.gapsTitle")}</span>
      <ol className="mt-1 space-y-1 text-xs">
        {result.gaps.map((gap) => (
          <li key={gap.field} className="flex items-baseline justify-between gap-3">
            <span className="min-w-0 text-slate-700">{tCheck(`whatWeCheck.questions.${gap.field}`)}</span>
            <span className="font-semibold whitespace-nowrap text-hold-700 tabular-nums">{tCheck("success.gapLost", { points: gap.lostPoints })}</span>
          </li>
        ))}
      </ol>
    </PreviewCard>
  );
}

/**
 * The control map for sample answers: each control family, its status, and from a wide card (a 2-column panel) the
 * Nacha phase it must be ready for, as the questionnaire's own map gives them (buildControlMap).
 */
async function ControlMapPreview({ example }: { example: string }) {
  const [t, tMap] = await Promise.all([getTranslations("resources.categories.tools.preview"), getTranslations("controlMap").then(loosely)]);
  const map = buildControlMap(CONTROL_MAP_SAMPLE);
  return (
    <PreviewCard title={tMap("success.mapTitle")} example={example} basis={t("basis.controlMap")}>
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 text-xs @sm:grid-cols-[minmax(0,1fr)_auto_auto]">
        <span className="pb-1 font-semibold text-slate-600">{tMap("success.columns.family")}</span>
        <span className="pb-1 font-semibold text-slate-600">{tMap("success.columns.status")}</span>
        <span className="hidden pb-1 font-semibold text-slate-600 @sm:block">{tMap("success.columns.target")}</span>
        {map.entries.map((entry) => (
          <div key={entry.family} data-family={entry.family} data-status={entry.status} className="col-span-full grid grid-cols-subgrid items-center border-t border-slate-100 py-1">
            <span className="min-w-0 text-ink">{tMap(`families.items.${entry.family}.name`)}</span>
            <span className={`justify-self-start rounded-full px-2 py-px font-semibold whitespace-nowrap ring-1 ${CONTROL_STATUS_STYLE[entry.status]}`}>
              {tMap(`success.status.${entry.status}`)}
            </span>
            <span className="hidden whitespace-nowrap text-slate-700 @sm:block">{tMap(`timeline.${entry.milestone}`)}</span>
          </div>
        ))}
      </div>
      <span className="mt-2 block text-xs font-semibold text-ink">{tMap(`success.readiness.${map.readiness}`, { timing: readinessTiming(map.readiness) })}</span>
    </PreviewCard>
  );
}

/** A point on the scorecard dial's half circle, `share` of the way from its left end (0) to its right end (1). */
const DIAL = { cx: 60, cy: 58, r: 46 } as const;
function dialPoint(share: number, r: number = DIAL.r): string {
  const angle = Math.PI * (1 - share);
  return `${(DIAL.cx + r * Math.cos(angle)).toFixed(1)} ${(DIAL.cy - r * Math.sin(angle)).toFixed(1)}`;
}

/** The scorecard's result for sample answers: the score on a dial split by the grade bands, the grade, the top wins. */
async function ScorecardPreview({ example }: { example: string }) {
  const [t, tScore] = await Promise.all([getTranslations("resources.categories.tools.preview"), getTranslations("scorecard").then(loosely)]);
  const result = evaluateScorecard(SCORECARD_SAMPLE);
  if (!result || SCORECARD_SAMPLE.length !== SCORECARD_QUESTIONS.length) throw new Error("The scorecard preview needs one valid answer per question");
  const [high, mid, low] = SCORECARD.optionScores;
  // The grade bands along the dial, lowest first (SCORECARD.grades lists them highest first).
  const bands = [...SCORECARD.grades].reverse().map((band, i, all) => ({
    tone: band.tone,
    from: band.minScore / SCORECARD.maxScore,
    to: (all[i + 1]?.minScore ?? SCORECARD.maxScore) / SCORECARD.maxScore,
  }));
  const share = result.score / SCORECARD.maxScore;
  const wins = tScore.raw("results.wins") as { title: string }[];
  return (
    <PreviewCard title={tScore("results.title")} example={example} basis={t("basis.scorecard", { high, mid, low })}>
      <div className="flex items-center gap-3">
        <svg viewBox="0 0 120 64" className="h-auto w-24 flex-none" role="presentation">
          {bands.map((band) => (
            <path
              key={band.tone}
              d={`M${dialPoint(band.from + 0.006)} A${DIAL.r} ${DIAL.r} 0 0 1 ${dialPoint(band.to - 0.006)}`}
              className={`fill-none ${GRADE_ZONE[band.tone]}`}
              strokeWidth="12"
            />
          ))}
          <path d={`M${DIAL.cx} ${DIAL.cy}L${dialPoint(share, DIAL.r - 10)}`} className="stroke-ink" strokeWidth="3.5" strokeLinecap="round" />
          <circle cx={DIAL.cx} cy={DIAL.cy} r="5" className="fill-ink" />
        </svg>
        <span className="flex min-w-0 flex-wrap items-center gap-x-2.5 gap-y-1">
          <span className="text-lg leading-tight font-bold whitespace-nowrap text-ink tabular-nums">
            {tScore("results.score", { score: result.score, max: SCORECARD.maxScore })}
          </span>
          <span className={`rounded-full px-2 py-0.5 text-xs font-bold whitespace-nowrap ${GRADE_STYLE[result.tone]}`}>{tScore("results.grade", { grade: result.grade })}</span>
        </span>
      </div>
      <span className="mt-3 block text-xs font-semibold text-ink">{tScore("results.winsTitle")}</span>
      <ol className="mt-1 space-y-1 text-xs text-slate-700">
        {wins.map((win, i) => (
          <li key={win.title} className="flex gap-2">
            <span className="flex h-4.5 w-4.5 flex-none items-center justify-center rounded-full bg-brand-700 text-xs leading-none font-bold text-white">{i + 1}</span>
            <span className="min-w-0">{win.title}</span>
          </li>
        ))}
      </ol>
    </PreviewCard>
  );
}

/**
 * What a tool of /resources gives, drawn small: a sample result worked out by the tool's own function from sample
 * answers (or, for the calculator, its opening month), under the tool's own headings, marked "Example" with its basis.
 * Server-rendered HTML + inline SVG. The caller hides it from assistive technology: the panel says in words what the
 * tool gives.
 */
export async function ToolPreview({ tool }: { tool: ToolKey }) {
  const t = await getTranslations("resources.categories.tools.preview");
  const example = t("example");
  switch (tool) {
    case "roi":
      return <RoiPreview example={example} />;
    case "fraudCheck":
      return <FraudCheckPreview example={example} />;
    case "controlMap":
      return <ControlMapPreview example={example} />;
    case "scorecard":
      return <ScorecardPreview example={example} />;
  }
}
