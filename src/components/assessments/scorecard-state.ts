import { DEFAULT_PRECISION_INPUTS, type PrecisionErp, type PrecisionInputs, parseIntegerInput } from "@/assessments/projections";
import { recordAnswer } from "@/assessments/scorecard";
import { PROJECTIONS } from "@/config/business-constants";

/**
 * The AP Ops Scorecard's state as one reducer: what the visitor chose (mode, answers, Precision Mode
 * figures as typed), where they are (a question or the results) and the e-mail dialog's series. Pure, so every
 * transition is unit-tested (scorecard-state.test.ts); the component keeps only effects (focus, announcements,
 * analytics) and rendering.
 */
export type Mode = "quick" | "precision";
export type Step = number | "results";

export const NUMERIC_FIELDS = ["invoicesPerMonth", "poBased", "currentCycleTime", "supplierEmails", "loadedHourlyCost"] as const;
export type NumericField = (typeof NUMERIC_FIELDS)[number];
export type RawInputs = Record<NumericField, string> & { erp: PrecisionErp };

export interface ScorecardState {
  mode: Mode;
  step: Step;
  answers: (string | undefined)[];
  /** Precision Mode figures as typed (parsed when used). */
  raw: RawInputs;
  dialogOpen: boolean;
  /** A new e-mail series (a fresh form and Idempotency-Key) after each stored plan. */
  planSeries: number;
  /** The last confirmation shown under the results (downloaded, sent). */
  notice: string | null;
}

export type ScorecardAction =
  | { type: "mode"; mode: Mode }
  | { type: "answer"; index: number; optionId: string }
  | { type: "goto"; step: Step }
  | { type: "input"; field: keyof RawInputs; value: string }
  | { type: "dialog"; open: boolean }
  | { type: "notice"; notice: string | null }
  | { type: "planSent"; notice: string }
  | { type: "retake" };

export const INITIAL_RAW: RawInputs = {
  invoicesPerMonth: "",
  poBased: "",
  currentCycleTime: "",
  supplierEmails: "",
  loadedHourlyCost: String(PROJECTIONS.defaults.loadedHourlyCost),
  erp: "",
};

export const INITIAL_STATE: ScorecardState = {
  mode: "quick",
  step: 0,
  answers: [],
  raw: INITIAL_RAW,
  dialogOpen: false,
  planSeries: 0,
  notice: null,
};

export function scorecardReducer(state: ScorecardState, action: ScorecardAction): ScorecardState {
  switch (action.type) {
    case "mode":
      return state.mode === action.mode ? state : { ...state, mode: action.mode };
    case "answer": {
      const recorded = recordAnswer(state.answers, action.index, action.optionId);
      return { ...state, answers: recorded.answers, step: recorded.next };
    }
    case "goto":
      return { ...state, step: action.step };
    case "input":
      return { ...state, raw: { ...state.raw, [action.field]: action.value } };
    case "dialog":
      return { ...state, dialogOpen: action.open };
    case "notice":
      return { ...state, notice: action.notice };
    case "planSent":
      return { ...state, dialogOpen: false, notice: action.notice, planSeries: state.planSeries + 1 };
    case "retake":
      // Mode and Precision figures are kept: the visitor changes answers, not their company.
      return { ...state, step: 0, answers: [], dialogOpen: false, notice: null };
  }
}

/** Every entry parsed as an integer, non-numeric or empty = 0; hidden defaults kept. */
export function toInputs(raw: RawInputs): PrecisionInputs {
  return {
    ...DEFAULT_PRECISION_INPUTS,
    invoicesPerMonth: parseIntegerInput(raw.invoicesPerMonth),
    poBased: parseIntegerInput(raw.poBased),
    currentCycleTime: parseIntegerInput(raw.currentCycleTime),
    supplierEmails: parseIntegerInput(raw.supplierEmails),
    loadedHourlyCost: parseIntegerInput(raw.loadedHourlyCost),
    erp: raw.erp,
  };
}
