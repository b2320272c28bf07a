import { SCORECARD_QUESTIONS, type ScorecardAnswers } from "./scorecard";

/**
 * "What Good Looks Like" in the scorecard results: each benchmark marked met or missed from the visitor's
 * answers. A benchmark is met when the answer to its question is the top band (e.g. "under 48 h" for a cycle time
 * of 48 hours or less); the p90 cycle time is not asked, so it is reported as such rather than guessed.
 */
export const BENCHMARKS = ["cycleTime", "exceptions", "emails", "onTime", "coverage", "p90"] as const;
export type BenchmarkKey = (typeof BENCHMARKS)[number];
export type BenchmarkStatus = "met" | "missed" | "notAsked";

const QUESTION_OF: Record<BenchmarkKey, string | null> = {
  cycleTime: "cycleTime",
  exceptions: "exceptionRate",
  emails: "vendorEmails",
  onTime: "onTimePayments",
  coverage: "controlStrength",
  p90: null,
};

export function benchmarkStatuses(answers: ScorecardAnswers): { key: BenchmarkKey; status: BenchmarkStatus }[] {
  return BENCHMARKS.map((key) => {
    const questionId = QUESTION_OF[key];
    const index = SCORECARD_QUESTIONS.findIndex((q) => q.id === questionId);
    const question = SCORECARD_QUESTIONS[index];
    const answer = answers[index];
    if (!question || answer === undefined) return { key, status: "notAsked" as const };
    const top = question.options[0].id;
    return { key, status: answer === top ? ("met" as const) : ("missed" as const) };
  });
}
