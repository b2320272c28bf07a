import { DURATIONS, SCORECARD } from "@/config/business-constants";
import { type Formatter, share, usd } from "@/i18n/formatters";
import type { Translate } from "@/i18n/translate";
import type { Projection } from "./projections";
import { gradeKey, optionScore, SCORECARD_QUESTIONS, type ScorecardGrade } from "./scorecard";

/**
 * The plain-text action plan downloaded from the scorecard results: generated
 * in the browser, no call. Pure: the caller passes the
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


export interface ActionPlanInput {
  answers: readonly (string | undefined)[];
  grade: ScorecardGrade;
  score: number;
  mode: "quick" | "precision";
  projection: Projection | null;
}

/**
 * The action plan's translated lines, from the scorecard's messages: one builder for the page's plain-text
 * download, the e-mailed PDF and the PDF download, written once.
 */
export function actionPlanContent(t: Translate, format: Formatter, input: ActionPlanInput): ActionPlanContent {
  const money = (v: number) => usd(format, v);
  const pct = (v: number) => share(format, v);
  const b = SCORECARD.benchmarks;
  const { answers, grade, score, mode, projection } = input;
  return {
    title: t("actionPlan.title"),
    scoreLine: t("actionPlan.scoreLine", { score, max: SCORECARD.maxScore, grade, mode: t(`actionPlan.modes.${mode}`) }),
    gradeMessage: t(`results.grades.${gradeKey(grade)}`),
    answersTitle: t("actionPlan.answersTitle"),
    answers: SCORECARD_QUESTIONS.map((q, i) =>
      t("actionPlan.answerLine", {
        question: t(`questions.${q.id}.short`),
        answer: answers[i] ? t(`questions.${q.id}.options.${answers[i]}`) : "-",
        points: optionScore(i, answers[i]) ?? 0,
      }),
    ),
    benchmarksTitle: t("actionPlan.benchmarksTitle"),
    benchmarks: [
      t("results.benchmarks.cycleTime", { hours: b.cycleTimeHoursMax }),
      t("results.benchmarks.exceptions", { percent: b.exceptionRatePercentMax / 100 }),
      t("results.benchmarks.emails", { count: b.emailsPer100InvoicesMax }),
      t("results.benchmarks.onTime", { percent: b.onTimePayPercentMin / 100 }),
      t("results.benchmarks.coverage", { percent: b.controlCoveragePercentMin / 100 }),
      t("results.benchmarks.p90", { hours: b.p90CycleHoursMax }),
    ],
    winsTitle: t("actionPlan.winsTitle"),
    wins: (t.raw("results.wins") as { title: string; body: string }[]).map((w) => `${w.title}: ${w.body}`),
    projections:
      mode === "precision" && projection
        ? {
            title: t("actionPlan.projectionsTitle"),
            lines: [
              t("actionPlan.projectionLines.hours", { value: format.number(projection.hoursReclaimed) }),
              t("actionPlan.projectionLines.savings", { value: money(projection.monthlySavings) }),
              t("actionPlan.projectionLines.emails", { value: format.number(projection.emailsAvoided) }),
              t("actionPlan.projectionLines.deflection", { value: pct(projection.deflectionRate) }),
            ],
          }
        : undefined,
    nextStepsTitle: t("actionPlan.nextStepsTitle"),
    nextSteps: (t.raw("actionPlan.nextSteps") as string[]).map((s) => s.replace("{minutes}", String(DURATIONS.wellnessCheckMinutes))),
    footer: t("actionPlan.footer"),
  };
}
