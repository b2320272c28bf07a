"use client";

import { useLocale } from "next-intl";
import { GRADE_STYLE } from "./result-styles";
import { typographic } from "@/i18n/french-typography";
import { useFormatter } from "@/i18n/use-formatter";
import type { RefObject } from "react";
import type { PrecisionInputs, Projection } from "@/assessments/projections";
import { type evaluateScorecard, gradeKey } from "@/assessments/scorecard";
import { type BenchmarkKey, benchmarkStatuses } from "@/assessments/scorecard-benchmarks";
import { PROJECTIONS, SCORECARD } from "@/config/business-constants";
import { share, usd } from "@/i18n/formatters";
import type { Translate } from "@/i18n/translate";
import { BenchmarkList } from "./benchmark-list";

/** Values for the "What Good Looks Like" benchmark sentences. */
/** Each benchmark's basis, said under it: the pilot's planning targets, or an illustrative reference value. */
const BENCHMARK_BASIS: Record<BenchmarkKey, "target" | "illustrative"> = {
  cycleTime: "target",
  exceptions: "illustrative",
  emails: "illustrative",
  onTime: "illustrative",
  coverage: "target",
  p90: "target",
};

const BENCHMARK_VALUES: Record<BenchmarkKey, Record<string, number>> = {
  cycleTime: { hours: SCORECARD.benchmarks.cycleTimeHoursMax },
  exceptions: { percent: SCORECARD.benchmarks.exceptionRatePercentMax / 100 },
  emails: { count: SCORECARD.benchmarks.emailsPer100InvoicesMax },
  onTime: { percent: SCORECARD.benchmarks.onTimePayPercentMin / 100 },
  coverage: { percent: SCORECARD.benchmarks.controlCoveragePercentMin / 100 },
  p90: { hours: SCORECARD.benchmarks.p90CycleHoursMax },
};


/**
 * The results of the scorecard: score and grade, each benchmark met or missed, the wins, and in
 * Precision Mode the projections. Presentational: the actions under it (download, e-mail, retake) stay with the
 * scorecard's state.
 */
export function ResultSummary({
  uid,
  headingRef,
  result,
  answers,
  projection,
  inputs,
  t,
}: {
  uid: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  result: NonNullable<ReturnType<typeof evaluateScorecard>>;
  answers: readonly (string | undefined)[];
  projection: Projection | null;
  inputs: PrecisionInputs;
  t: Translate;
}) {
  const format = useFormatter();
  const locale = useLocale();
  const money = (v: number) => usd(format, v);
  const percent = (v: number) => share(format, v);
  return (
    <>
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id={`${uid}-results`} ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-ink focus:outline-none">
          {t("results.title")}
        </h2>
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <p className="text-4xl font-bold text-ink" data-testid="scorecard-score">
            {t("results.score", { score: result.score, max: SCORECARD.maxScore })}
          </p>
          <p className={`rounded-full px-4 py-1 text-lg font-bold ${GRADE_STYLE[result.tone]}`} data-testid="scorecard-grade" data-tone={result.tone}>
            {t("results.grade", { grade: result.grade })}
          </p>
        </div>
        <p className="mt-4 text-lg text-slate-800">{t(`results.grades.${gradeKey(result.grade)}`)}</p>
        {/* The grade messages keep their fixed wording; each band says what its figures are (A's 10–20 % is a planning
            assumption for a strong base, not one of the pilot's goals). */}
        <p data-basis className="mt-2 text-sm text-slate-600">
          {t(`results.gradeBasis.${gradeKey(result.grade)}`)}
        </p>
      </div>

      {/* Benchmarks then wins, each the full width: two columns of benchmarks, the wins side by side from 1280 px. */}
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h3 className="text-lg font-bold text-ink">{t("results.benchmarksTitle")}</h3>
        <div className="[&>ul]:grid [&>ul]:gap-x-10 [&>ul]:gap-y-2 [&>ul]:space-y-0 md:[&>ul]:grid-cols-2">
          <BenchmarkList
            items={benchmarkStatuses(answers).map(({ key, status }) => ({
              key,
              status,
              statusLabel: t(`results.benchmarkStatus.${status}`),
              basis: t(`results.benchmarkBasis.${BENCHMARK_BASIS[key]}`),
              // ICU percentages come from Intl ("10 %"): French takes U+202F before "%".
              label: typographic(locale, t(`results.benchmarks.${key}`, BENCHMARK_VALUES[key])),
            }))}
          />
        </div>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h3 className="text-lg font-bold text-ink">{t("results.winsTitle")}</h3>
        <ol className="mt-4 grid gap-5 xl:grid-cols-3" data-testid="scorecard-wins">
          {(t.raw("results.wins") as { title: string; body: string }[]).map((w, i) => (
            <li key={w.title} className="grid grid-cols-[1.75rem_minmax(0,1fr)] gap-x-3">
              <span aria-hidden="true" className="flex h-7 w-7 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800">
                {i + 1}
              </span>
              <div className="pt-0.5">
                <p className="font-semibold text-ink">{w.title}</p>
                <p className="mt-1 text-slate-700">{w.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>

      {projection ? (
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="scorecard-projections">
          <h3 className="text-lg font-bold text-ink">{t("results.projectionsTitle")}</h3>
          <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {(
              [
                ["hoursReclaimed", format.number(projection.hoursReclaimed)],
                ["monthlySavings", money(projection.monthlySavings)],
                ["emailsAvoided", format.number(projection.emailsAvoided)],
                ["deflectionRate", percent(projection.deflectionRate)],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="rounded-lg bg-slate-50 p-4">
                <dt className="text-sm text-slate-700">{t(`results.${key}`)}</dt>
                <dd className="mt-1 text-2xl font-bold text-ink" data-testid={`projection-${key}`}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          {/* How the figures are worked out, with the visitor's own numbers: the stated formula, so a reader sees why the
              PO share, cycle time and ERP do not move it, and that the savings are gross labour value. */}
          <div className="mt-4 rounded-lg border border-slate-200 p-4" data-testid="scorecard-formula">
            <h4 className="text-sm font-semibold text-ink">{t("results.formula.title")}</h4>
            <ul className="mt-2 space-y-1.5 text-sm text-slate-700">
              {(["hours", "savings", "emails"] as const).map((line) => (
                <li key={line}>
                  {typographic(
                    locale,
                    t(`results.formula.${line}`, {
                      invoices: format.number(inputs.invoicesPerMonth),
                      minutesPerInvoice: format.number(PROJECTIONS.minutesPerInvoice),
                      emailsAvoided: format.number(projection.emailsAvoided),
                      minutesPerEmail: format.number(inputs.minutesPerEmail),
                      hours: format.number(projection.hoursReclaimed),
                      cost: money(inputs.loadedHourlyCost),
                      savings: money(projection.monthlySavings),
                      deflection: percent(projection.deflectionRate),
                      emails: format.number(inputs.supplierEmails),
                    }),
                  )}
                </li>
              ))}
            </ul>
            <p data-basis className="mt-3 text-sm text-slate-600">
              {typographic(
                locale,
                t("results.projectionsBasis", { deflection: percent(PROJECTIONS.deflectionRate), minutesPerInvoice: format.number(PROJECTIONS.minutesPerInvoice) }),
              )}
            </p>
          </div>
          {projection.hoursReclaimed === 0 && projection.emailsAvoided === 0 ? (
            <p className="mt-3 text-sm text-slate-700">{t("results.projectionsZero")}</p>
          ) : null}
        </div>
      ) : (
        <p className="text-slate-700">{t("results.precisionHint")}</p>
      )}
    </>
  );
}
