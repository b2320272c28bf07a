import type { CSSProperties } from "react";
import { getTranslations } from "next-intl/server";
import { StepNumber } from "@/components/sections/step-number";
import { IMPLEMENTATION_TIMELINE } from "@/config/business-constants";
import { getFormatter } from "@/i18n/formatter-server";
import { pilotWeekItems } from "./pilot-section";
import { type AxisColumn, rolloutLayout, WEEKS_IN_FIRST_MONTH } from "./rollout-plan-layout";

const chipClass = "inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap";

/**
 * The rollout as one plan (the homes' "Rapid deployment"): its four phases from IMPLEMENTATION_TIMELINE, with the
 * 30-day pilot as its first month, week by week. A reviewer read the pilot's weeks and the rollout's phases, shown
 * apart, as two plans for one month.
 * From 1024 px a chart drawn in CSS grid: a time axis (the four weeks of month 1, then the later months), the pilot's
 * weeks in a lane under weeks 1-4, and each phase as a bar over the columns its span covers (rollout-plan-layout.ts).
 * Narrower, where bars over seven columns would be too thin to read, the same plan as a list: the pilot's month
 * grouped (the phases inside it, then its weeks), then the phases that run on past it.
 * Each form is the other's text equivalent: only one is displayed at a width, so assistive technology reads one plan.
 */
export async function RolloutPlan() {
  const t = await getTranslations("home.timeline");
  const tPilot = await getTranslations("home.pilot");
  const plan = await getTranslations("biotechPilot.plan");
  const format = await getFormatter();
  const weeks = await pilotWeekItems();
  const { columns, bars } = rolloutLayout(IMPLEMENTATION_TIMELINE);
  const phases = bars.map((bar, index) => {
    const from = format.number(bar.from);
    const period =
      bar.to === null ? t(`range.${bar.unit}Open`, { from }) : t(`range.${bar.unit}`, { from, to: format.number(bar.to) });
    return { ...bar, number: index + 1, period, title: t(`steps.${bar.key}.title`), body: t(`steps.${bar.key}.body`) };
  });
  const weekLabel = (number: number) => plan("week", { number: format.number(number) });
  const monthLabel = (column: { number: number; open?: boolean }) =>
    column.open ? t("range.monthOpen", { from: format.number(column.number) }) : t("axis.month", { number: format.number(column.number) });
  const firstMonth = monthLabel({ number: 1 });
  const pilotTitle = tPilot("title");
  const inPilot = phases.filter((phase) => phase.inFirstMonth);
  const after = phases.filter((phase) => !phase.inFirstMonth);
  // From 1280 px one width for every column, a week of month 1 as wide as a later month: month 1 is the one planned
  // week by week (the pilot's weeks written in it), and the later months keep room for their phases' text (with twice
  // a month's width for the weeks, "Scale ROI" was squeezed into four lines over a band left empty under the phases
  // before it). From 1024 to 1279 px the weeks keep twice a month's width, so that a long German word of the pilot's
  // weeks ("Genehmigungsregeln") fits its column whole. The counts come from the constants, as CSS variables.
  const weekColumns = columns.filter((column) => column.kind === "week").length;
  const grid = {
    "--weeks": weekColumns,
    "--months": columns.length - weekColumns,
    "--columns": columns.length,
    // Axis (two rows), the pilot's lane, the phases: explicit rows, so the column bands span them all.
    gridTemplateRows: "repeat(4, auto)",
  } as CSSProperties;
  const pilotLane = `1 / ${WEEKS_IN_FIRST_MONTH + 1}`;
  const axisId = (column: AxisColumn) => `${column.kind}-${column.number}`;

  return (
    <>
      <div
        data-testid="rollout-chart"
        className="hidden lg:grid lg:grid-cols-[repeat(var(--weeks),minmax(0,2fr))_repeat(var(--months),minmax(0,1fr))] xl:grid-cols-[repeat(var(--columns),minmax(0,1fr))]"
        style={grid}
      >
        {/* The column bands: month 1, the pilot's month, tinted through every row so the phases over it read as the
            pilot's; dashed rules between its weeks, solid ones between months. Decorative. */}
        {columns.map((column, index) => (
          <div
            key={axisId(column)}
            aria-hidden="true"
            className={`border-l border-slate-300 ${column.kind === "week" ? "bg-brand-50" : ""} ${
              column.kind === "week" && column.number > 1 ? "border-dashed" : ""
            } ${index === columns.length - 1 ? "border-r" : ""}`}
            style={{ gridColumn: index + 1, gridRow: "1 / -1" }}
          />
        ))}

        {/* The time axis: the words are repeated for assistive technology where they matter (the lane, the bars). */}
        <div aria-hidden="true" data-axis="month-1" className="px-3 pt-3 font-semibold text-ink" style={{ gridColumn: pilotLane, gridRow: 1 }}>
          {firstMonth}
        </div>
        {columns.map((column, index) => (
          <div
            key={axisId(column)}
            aria-hidden="true"
            data-axis={axisId(column)}
            className={`border-b border-slate-300 pb-2 ${
              // A month's narrow column: its label a size smaller, so "Ab Monat 4" keeps one line at 1440 px.
              column.kind === "week" ? "px-3 pt-1 text-sm font-semibold text-brand-800" : "px-2 pt-3 text-sm font-semibold text-ink xl:px-3"
            }`}
            style={{ gridColumn: index + 1, gridRow: column.kind === "week" ? 2 : "1 / 3" }}
          >
            {column.kind === "week" ? weekLabel(column.number) : monthLabel(column)}
          </div>
        ))}

        {/* The pilot's lane: month 1 bracketed as the 30-day pilot, each week's focus under its week. */}
        <div
          data-testid="pilot-lane"
          className="mx-1 mt-3 grid grid-cols-subgrid rounded-lg border-2 border-brand-600 bg-white"
          style={{ gridColumn: pilotLane, gridRow: 3 }}
        >
          <h3 className="col-span-full border-b border-brand-200 px-3 py-2 font-semibold text-brand-800">
            {pilotTitle}
            <span className="sr-only"> ({firstMonth})</span>
          </h3>
          <ol className="col-span-full grid grid-cols-subgrid">
            {weeks.map((week, index) => (
              <li key={week.title} data-pilot-week={index + 1} className={`px-3 py-3 ${index > 0 ? "border-l border-dashed border-brand-200" : ""}`}>
                <span className="sr-only">{weekLabel(index + 1)}: </span>
                <span className="block font-semibold text-ink">{week.title}</span>
                <span className="mt-1 block text-sm text-slate-700">{week.body}</span>
              </li>
            ))}
          </ol>
        </div>

        {/* The phases, one row each, a bar over the columns of its span; an open phase ends in an arrow. */}
        <ol className="col-span-full grid grid-cols-subgrid gap-y-5 pt-5 pb-6" style={{ gridRow: 4 }}>
          {phases.map((phase, index) => (
            <li key={phase.key} data-phase={phase.key} className="min-w-0 px-1" style={{ gridColumn: `${phase.start} / ${phase.end}`, gridRow: index + 1 }}>
              <div
                data-phase-bar
                className={`flex flex-wrap items-center gap-x-3 gap-y-1 bg-brand-700 py-2 pl-3 text-white ${phase.open ? "rounded-l-md pr-7" : "rounded-md pr-3"}`}
                style={phase.open ? { clipPath: "polygon(0 0, calc(100% - 1rem) 0, 100% 50%, calc(100% - 1rem) 100%, 0 100%)" } : undefined}
              >
                <h3 className="font-semibold">{phase.title}</h3>
                <span data-chip className={`${chipClass} bg-white text-brand-800`}>
                  {phase.period}
                </span>
              </div>
              <p className="mt-2 px-2 text-sm text-slate-700">{phase.body}</p>
            </li>
          ))}
        </ol>
      </div>

      <div data-testid="rollout-list" className="lg:hidden">
        {/* The pilot's month: the phases it holds, then its four weeks. */}
        <div data-testid="rollout-list-pilot" className="rounded-2xl border-2 border-brand-600 bg-white p-4 sm:p-6">
          <h3 className="flex flex-wrap items-center gap-x-3 gap-y-2 text-lg font-semibold text-brand-800">
            {pilotTitle}
            <span data-chip className={`${chipClass} bg-brand-50 text-brand-800`}>
              {firstMonth}
            </span>
          </h3>
          <ol className="mt-4 grid gap-4 md:grid-cols-2">
            {inPilot.map((phase) => (
              <ListPhase key={phase.key} phase={phase} heading="h4" />
            ))}
          </ol>
          <h4 className="mt-6 font-semibold text-slate-900">{plan("title")}</h4>
          <ol className="mt-3 grid gap-3 sm:grid-cols-2">
            {weeks.map((week, index) => (
              <li key={week.title} data-pilot-week={index + 1} className="rounded-xl border border-slate-200 bg-brand-50 px-4 py-3">
                <span className="block text-sm font-semibold text-brand-800">{weekLabel(index + 1)}</span>
                <span className="mt-1 block font-semibold text-ink">{week.title}</span>
                <span className="mt-1 block text-sm text-slate-700">{week.body}</span>
              </li>
            ))}
          </ol>
        </div>
        {/* The phases that run on past the pilot, numbered on from those inside it. */}
        <ol start={inPilot.length + 1} className="mt-4 grid gap-4 md:grid-cols-2">
          {after.map((phase) => (
            <ListPhase key={phase.key} phase={phase} heading="h3" />
          ))}
        </ol>
      </div>
    </>
  );
}

/** One phase in the narrow form: its number, period chip, title and body. */
function ListPhase({
  phase,
  heading: Heading,
}: {
  phase: { key: string; number: number; period: string; title: string; body: string };
  heading: "h3" | "h4";
}) {
  return (
    // The number beside the period chip, not in a column of its own: the text keeps the card's width on a 320 px phone.
    <li data-phase={phase.key} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-center gap-3">
        <StepNumber n={phase.number} />
        <span data-chip className={`${chipClass} bg-brand-50 text-brand-800`}>
          {phase.period}
        </span>
      </div>
      <Heading className="mt-3 text-lg font-semibold text-ink">{phase.title}</Heading>
      <p className="mt-1 text-slate-700">{phase.body}</p>
    </li>
  );
}
