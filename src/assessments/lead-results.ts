import { buildControlMap, type ControlMap, type ControlMapAnswers } from "./control-map";
import { type FraudReadinessAnswers, type FraudReadinessResult, scoreFraudReadiness } from "./fraud-readiness-score";
import { DEFAULT_PRECISION_INPUTS, type PrecisionErp, type Projection, projectPrecision } from "./projections";
import { evaluateScorecard, type ScorecardGrade } from "./scorecard";

/**
 * Self-assessment results recomputed on the server from a validated lead's
 * answers (never trusted from the browser), stored with the lead by
 * src/leads/intake/derive.ts under the key named here.
 */
export type AssessmentResults =
  | { fraudReadiness: FraudReadinessResult }
  | { controlMap: ControlMap }
  | {
      scorecard: {
        score: number;
        grade: ScorecardGrade;
        mode: "quick" | "precision";
        projections: Projection | null;
      };
    }
  | Record<string, never>;

export function assessmentResultsFor(form: string, data: Record<string, unknown>): AssessmentResults {
  if (form === "fraud-readiness-assessment") return { fraudReadiness: scoreFraudReadiness(data as FraudReadinessAnswers) };
  if (form === "2026-control-map") return { controlMap: buildControlMap(data as ControlMapAnswers) };
  if (form === "scorecard-action-plan") {
    const answers = Array.isArray(data.answers) ? (data.answers as unknown[]).map((a) => (typeof a === "string" ? a : undefined)) : [];
    const evaluated = evaluateScorecard(answers);
    if (!evaluated) return {};
    const mode = data.mode === "precision" ? "precision" : "quick";
    const precision = (data.precision ?? null) as Record<string, unknown> | null;
    const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : 0);
    const projections =
      mode === "precision" && precision
        ? projectPrecision({
            ...DEFAULT_PRECISION_INPUTS,
            invoicesPerMonth: num(precision.invoicesPerMonth),
            poBased: num(precision.poBased),
            currentCycleTime: num(precision.currentCycleTime),
            supplierEmails: num(precision.supplierEmails),
            loadedHourlyCost: num(precision.loadedHourlyCost),
            erp: (typeof precision.erp === "string" ? precision.erp : "") as PrecisionErp,
          })
        : null;
    return { scorecard: { score: evaluated.score, grade: evaluated.grade, mode, projections } };
  }
  return {};
}
