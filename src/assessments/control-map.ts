import { NACHA_2026 } from "@/config/business-constants";
import { type Timing, timingOf } from "@/lib/timing";
import type {
  CONTROL_MAP_BANK_CHANGE_POLICIES,
  CONTROL_MAP_DMARC_STATUSES,
  EVIDENCE_CAPTURE,
  MATCHING_TOLERANCES,
  RELEASE_GATES,
} from "@/leads/contract/enums";

/**
 * The visitor's own 2026 Control Map. Each control
 * family is "in-place", "partial" or "gap", derived from one answer of the
 * control-map questionnaire (an unanswered question counts as a gap: nothing
 * shows the control exists). Families map to the Nacha 2026 fraud-monitoring
 * rule (risk-based processes to detect credit-push entries initiated under
 * false pretences) and its phases: Phase 1 March 20, 2026; Phase 2 June 19,
 * 2026, practically June 22, 2026 (NACHA_2026). The target date is a
 * priority: gaps are to close before Phase 1, partial controls before Phase 2,
 * controls in place need their evidence ready for Phase 2.
 */

export interface ControlMapAnswers {
  dmarcStatus?: (typeof CONTROL_MAP_DMARC_STATUSES)[number];
  bankChangePolicy?: (typeof CONTROL_MAP_BANK_CHANGE_POLICIES)[number];
  matchingTolerance?: (typeof MATCHING_TOLERANCES)[number];
  releaseGates?: (typeof RELEASE_GATES)[number];
  evidenceCapture?: (typeof EVIDENCE_CAPTURE)[number];
}

export type ControlStatus = "in-place" | "partial" | "gap";

/** Status of each answer value per family; anything not listed (including unset) is a gap. */
export const CONTROL_FAMILIES = [
  { id: "senderIdentity", field: "dmarcStatus", inPlace: ["enforced"], partial: ["monitoring"] },
  { id: "bankChange", field: "bankChangePolicy", inPlace: ["callback"], partial: ["dual-approval"] },
  { id: "matching", field: "matchingTolerance", inPlace: ["3-way-auto"], partial: ["2-way-manual", "manual-only"] },
  { id: "releaseGates", field: "releaseGates", inPlace: ["park-by-default"], partial: ["manual-review"] },
  { id: "evidence", field: "evidenceCapture", inPlace: ["automated"], partial: ["manual", "partial"] },
] as const satisfies readonly { id: string; field: keyof ControlMapAnswers; inPlace: readonly string[]; partial: readonly string[] }[];

export type ControlFamilyId = (typeof CONTROL_FAMILIES)[number]["id"];

export type NachaMilestone = "phase1" | "phase2";

export interface ControlMapEntry {
  family: ControlFamilyId;
  field: keyof ControlMapAnswers;
  answer: string | undefined;
  status: ControlStatus;
  /** The Nacha milestone this family should be ready for, and its ISO date(s). */
  milestone: NachaMilestone;
  date: string;
  practicalDate?: string;
}

export interface ControlMap {
  entries: ControlMapEntry[];
  counts: Record<ControlStatus, number>;
  /** ready: every family in place; on-track: no gap; at-risk: at least one gap. */
  readiness: "ready" | "on-track" | "at-risk";
  /** The Company Entry Description rule every ACH credit file must follow. */
  entryDescription: { maxChars: number; values: readonly string[] };
}

export function controlStatus(family: (typeof CONTROL_FAMILIES)[number], answer: string | undefined): ControlStatus {
  if (answer !== undefined && (family.inPlace as readonly string[]).includes(answer)) return "in-place";
  if (answer !== undefined && (family.partial as readonly string[]).includes(answer)) return "partial";
  return "gap";
}

export function buildControlMap(answers: ControlMapAnswers): ControlMap {
  const entries = CONTROL_FAMILIES.map((family): ControlMapEntry => {
    const answer = answers[family.field];
    const status = controlStatus(family, answer);
    const base = { family: family.id, field: family.field, answer, status };
    return status === "gap"
      ? { ...base, milestone: "phase1", date: NACHA_2026.phase1 }
      : { ...base, milestone: "phase2", date: NACHA_2026.phase2, practicalDate: NACHA_2026.phase2Practical };
  });
  const counts: Record<ControlStatus, number> = { "in-place": 0, partial: 0, gap: 0 };
  for (const e of entries) counts[e.status] += 1;
  const readiness = counts.gap > 0 ? "at-risk" : counts.partial > 0 ? "on-track" : "ready";
  return {
    entries,
    counts,
    readiness,
    entryDescription: { maxChars: NACHA_2026.companyEntryDescriptionMaxChars, values: NACHA_2026.companyEntryDescriptionValues },
  };
}

/** True when `description` satisfies the Company Entry Description rule (at most 10 characters). */
export function isValidEntryDescription(description: string): boolean {
  return description.length > 0 && description.length <= NACHA_2026.companyEntryDescriptionMaxChars;
}

/**
 * Whether the Nacha phase a map's entry or its readiness line points at is already in force: its wording then says
 * "now" (in force since the date) rather than "before" a date that has passed.
 */
export function milestoneTiming(milestone: NachaMilestone, now: Date = new Date()): Timing {
  return timingOf(milestone === "phase1" ? NACHA_2026.phase1 : NACHA_2026.phase2, now);
}

/** The timing a readiness line selects on: gaps answer to Phase 1, partial controls to Phase 2. */
export function readinessTiming(readiness: ControlMap["readiness"], now: Date = new Date()): Timing {
  return milestoneTiming(readiness === "at-risk" ? "phase1" : "phase2", now);
}
