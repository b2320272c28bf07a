/**
 * Where the rollout chart (src/components/home/rollout-plan.tsx) draws each phase, computed from the rollout's spans
 * (IMPLEMENTATION_TIMELINE), so a changed span moves its bar. The first month is drawn week by week (it is the 30-day
 * pilot, planned in weeks), each later month as one column, and an open-ended phase runs into a last "Month n+" column.
 */

/** Month 1 in weeks: the 30-day pilot's four weeks (biotechPilot.plan.weeks) are the rollout's weeks 1-4. */
export const WEEKS_IN_FIRST_MONTH = 4;

/** One column of the time axis: a week of month 1, or a later month (`open`: that month and after). */
export type AxisColumn = { kind: "week"; number: number } | { kind: "month"; number: number; open: boolean };

/** Where a phase's bar stands. */
export interface BarPlacement {
  /** Grid lines, 1-based, `end` exclusive (CSS `grid-column: start / end`). */
  start: number;
  end: number;
  /** Runs on past the last column (no end in the constants). */
  open: boolean;
  /** Starts and ends inside month 1, the pilot's month. */
  inFirstMonth: boolean;
}

/** A phase as the constants write it: from, to (null: no end) and their unit. */
export type Span = { readonly key: string; readonly from: number; readonly to: number | null; readonly unit: "week" | "month" };

const monthOfWeek = (week: number) => Math.ceil(week / WEEKS_IN_FIRST_MONTH);

/** The month a phase's boundary falls in. */
const monthOf = (value: number, unit: Span["unit"]) => (unit === "week" ? monthOfWeek(value) : value);

/** The column (1-based) a week or month falls in; month 1 covers the four week columns, from its first to its last. */
function columnOf(value: number, unit: Span["unit"], edge: "start" | "end"): number {
  if (unit === "week" && value <= WEEKS_IN_FIRST_MONTH) return value;
  const month = monthOf(value, unit);
  if (month === 1) return edge === "start" ? 1 : WEEKS_IN_FIRST_MONTH;
  return WEEKS_IN_FIRST_MONTH + month - 1;
}

/** The axis's columns and each phase with its bar; the homes draw IMPLEMENTATION_TIMELINE (the tests pass other spans). */
export function rolloutLayout<S extends Span>(phases: readonly S[]): { columns: AxisColumn[]; bars: (S & BarPlacement)[] } {
  // The axis runs to the last month any phase names, plus an open "Month n+" column when a phase has no end.
  const lastMonth = Math.max(1, ...phases.map((phase) => monthOf(phase.to ?? phase.from, phase.unit)));
  const anyOpen = phases.some((phase) => phase.to === null);
  const columns: AxisColumn[] = [
    ...Array.from({ length: WEEKS_IN_FIRST_MONTH }, (_, index): AxisColumn => ({ kind: "week", number: index + 1 })),
    ...Array.from({ length: lastMonth - 1 }, (_, index): AxisColumn => ({ kind: "month", number: index + 2, open: false })),
    ...(anyOpen ? [{ kind: "month", number: lastMonth + 1, open: true } as const] : []),
  ];
  const bars = phases.map((phase) => {
    const start = columnOf(phase.from, phase.unit, "start");
    const last = phase.to === null ? columns.length : columnOf(phase.to, phase.unit, "end");
    return { ...phase, start, end: last + 1, open: phase.to === null, inFirstMonth: last <= WEEKS_IN_FIRST_MONTH };
  });
  return { columns, bars };
}
