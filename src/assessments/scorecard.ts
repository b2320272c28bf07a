import { SCORECARD } from "@/config/business-constants";

/**
 * The AP Ops Scorecard: seven questions, each option
 * scoring 5, 3 or 1 (SCORECARD.optionScores), maximum 35, graded A / B/C / D/F.
 * Option ids are stable (they are what the lead API receives); labels live in
 * messages/<locale>/scorecard.json `questions.<questionId>.options.<optionId>`.
 */

const [HIGH, MID, LOW] = SCORECARD.optionScores;

export const SCORECARD_QUESTIONS = [
  {
    id: "cycleTime",
    options: [
      { id: "under-48h", score: HIGH },
      { id: "2-5-days", score: MID },
      { id: "over-5-days", score: LOW },
    ],
  },
  {
    id: "exceptionRate",
    options: [
      { id: "under-10", score: HIGH },
      { id: "10-20", score: MID },
      { id: "over-20", score: LOW },
    ],
  },
  {
    id: "vendorEmails",
    options: [
      { id: "under-20", score: HIGH },
      { id: "20-50", score: MID },
      { id: "over-50", score: LOW },
    ],
  },
  {
    id: "onTimePayments",
    options: [
      { id: "95-plus", score: HIGH },
      { id: "85-94", score: MID },
      { id: "under-85", score: LOW },
    ],
  },
  {
    id: "controlStrength",
    options: [
      { id: "95-plus", score: HIGH },
      { id: "85-94", score: MID },
      { id: "under-85", score: LOW },
    ],
  },
  {
    id: "erpCoverage",
    options: [
      { id: "strong", score: HIGH },
      { id: "mixed", score: MID },
      { id: "minimal", score: LOW },
    ],
  },
  {
    id: "complexity",
    options: [
      { id: "high-controlled", score: HIGH },
      { id: "medium", score: MID },
      { id: "high-chaotic", score: LOW },
    ],
  },
] as const;

export type ScorecardQuestion = (typeof SCORECARD_QUESTIONS)[number];
export type ScorecardQuestionId = ScorecardQuestion["id"];
export type ScorecardGrade = (typeof SCORECARD.grades)[number]["grade"];
export type GradeTone = (typeof SCORECARD.grades)[number]["tone"];

/** Answers held by the page: the chosen option id per question index (undefined = not answered yet). */
export type ScorecardAnswers = readonly (string | undefined)[];

/** The score of option `optionId` of question `index`, or undefined when it is not one of its options. */
export function optionScore(index: number, optionId: string | undefined): number | undefined {
  const question = SCORECARD_QUESTIONS[index];
  if (!question || optionId === undefined) return undefined;
  return question.options.find((o) => o.id === optionId)?.score;
}

/**
 * Records `optionId` at question `index` (a revisit overwrites) and returns the
 * new answers and the next step: the following question, or `results` after
 * the last one.
 */
export function recordAnswer(
  answers: ScorecardAnswers,
  index: number,
  optionId: string,
): { answers: (string | undefined)[]; next: number | "results" } {
  if (optionScore(index, optionId) === undefined) throw new RangeError(`Unknown option ${optionId} for question ${index}`);
  const next = [...answers];
  while (next.length < SCORECARD_QUESTIONS.length) next.push(undefined);
  next[index] = optionId;
  return { answers: next, next: index + 1 >= SCORECARD_QUESTIONS.length ? "results" : index + 1 };
}

/** True when every question has a valid answer. */
export function isComplete(answers: ScorecardAnswers): boolean {
  return SCORECARD_QUESTIONS.every((_, i) => optionScore(i, answers[i]) !== undefined);
}

/** Sum of the answered questions' scores (unanswered count 0). */
export function scoreAnswers(answers: ScorecardAnswers): number {
  return SCORECARD_QUESTIONS.reduce((sum, _, i) => sum + (optionScore(i, answers[i]) ?? 0), 0);
}

/** Grade band of a score (SCORECARD.grades, highest band first). */
export function gradeFor(score: number): { grade: ScorecardGrade; tone: GradeTone } {
  for (const band of SCORECARD.grades) {
    if (score >= band.minScore) return { grade: band.grade, tone: band.tone };
  }
  const last = SCORECARD.grades[SCORECARD.grades.length - 1] as (typeof SCORECARD.grades)[number];
  return { grade: last.grade, tone: last.tone };
}

/** Message key of a grade (scorecard.json `grades.<key>`): "/" is not a valid key character. */
export function gradeKey(grade: ScorecardGrade): "A" | "BC" | "DF" {
  return grade === "A" ? "A" : grade === "B/C" ? "BC" : "DF";
}

/**
 * File name of the downloaded action plan: the grade with "/" replaced by "-". `localized` is the locale's name from
 * `scorecard.actionPlan.fileName`, a function of the file-safe grade.
 */
export function actionPlanFileName(grade: ScorecardGrade, localized?: (fileSafeGrade: string) => string): string {
  const safe = grade.replaceAll("/", "-");
  return localized ? localized(safe) : `ap-action-plan-grade-${safe}.txt`;
}

/** Score and grade of a complete answer set, or null when it is incomplete or has an unknown option. */
export function evaluateScorecard(answers: ScorecardAnswers): { score: number; grade: ScorecardGrade; tone: GradeTone } | null {
  if (!isComplete(answers)) return null;
  const score = scoreAnswers(answers);
  return { score, ...gradeFor(score) };
}
