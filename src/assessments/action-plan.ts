import type { Projection } from "./projections";

/**
 * The plain-text action plan downloaded from the scorecard results (spec
 * section 7): generated in the browser, no call. Pure: the caller passes the
 * already-translated lines, so every locale gets its own text.
 */
export interface ActionPlanContent {
  title: string;
  /** e.g. "Score: 27 / 35 (grade B/C)", already formatted for the locale. */
  scoreLine: string;
  gradeMessage: string;
  answersTitle: string;
  /** "Question: chosen option" lines. */
  answers: string[];
  benchmarksTitle: string;
  benchmarks: string[];
  winsTitle: string;
  wins: string[];
  /** Present only in Precision Mode. */
  projections?: { title: string; lines: string[] };
  nextStepsTitle: string;
  nextSteps: string[];
  footer: string;
}

export function buildActionPlanText(c: ActionPlanContent): string {
  const section = (title: string, lines: string[], numbered = false) =>
    [title, "-".repeat(title.length), ...lines.map((l, i) => (numbered ? `${i + 1}. ${l}` : `- ${l}`)), ""];
  return [
    c.title,
    "=".repeat(c.title.length),
    "",
    c.scoreLine,
    c.gradeMessage,
    "",
    ...section(c.answersTitle, c.answers),
    ...section(c.benchmarksTitle, c.benchmarks),
    ...section(c.winsTitle, c.wins, true),
    ...(c.projections ? section(c.projections.title, c.projections.lines) : []),
    ...section(c.nextStepsTitle, c.nextSteps),
    c.footer,
    "",
  ].join("\n");
}

/** True when a projection has anything to show (all-zero inputs still show zeros, but callers may note it). */
export function hasProjectionValue(p: Projection): boolean {
  return p.emailsAvoided > 0 || p.hoursReclaimed > 0 || p.monthlySavings > 0;
}
