import { assessmentResultsFor } from "@/assessments/lead-results";
import type { LeadForm } from "@/leads/contract/enums";
import { type FitScore, fitScore, fitSignalsFromLead } from "./fit-score";

/**
 * Server-computed extras stored with a lead (column `derived`, JSONB). Pure and
 * synchronous: called after validation, before the insert. Self-assessment
 * results (fraud-readiness score, control map, scorecard) are added here by
 * their owners, keyed by name; the fit score is always present.
 */
export interface DerivedLeadExtras {
  fit: FitScore;
  [key: string]: unknown;
}

export function deriveLeadExtras(_form: LeadForm, data: Record<string, unknown>): DerivedLeadExtras {
  // Self-assessment results (fraud readiness score, control map, scorecard) recomputed from the answers.
  return { ...assessmentResultsFor(_form, data), fit: fitScore(fitSignalsFromLead(data)) };
}
