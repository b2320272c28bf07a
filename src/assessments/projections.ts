import { PROJECTIONS } from "@/config/business-constants";

/**
 * Precision Mode projections and the ROI calculator, one set
 * of functions:
 *   emailsAvoided  = round(deflectionRate x monthly supplier emails)
 *   hoursReclaimed = round((invoicesPerMonth x minutesPerInvoice + emailsAvoided x minutesPerEmail) / 60)
 *   monthlySavings = round(hoursReclaimed x loadedHourlyCost)
 * Deflection is fixed at 40 % and minutes per invoice at 8; the ROI
 * calculator lets the visitor edit these assumptions.
 */

/** Upper bound of any numeric input: keeps every result a safe integer (and inside the lead schema). */
export const MAX_INPUT = 1_000_000_000;

/**
 * Parses a visitor's entry as an integer: a non-numeric or
 * empty entry becomes 0. Negative entries become 0 too (a count or a cost is
 * never negative) and huge ones are capped at MAX_INPUT.
 */
export function parseIntegerInput(raw: string | null | undefined): number {
  const n = Number.parseInt(String(raw ?? "").trim(), 10);
  if (!Number.isFinite(n) || n < 0) return 0;
  return Math.min(n, MAX_INPUT);
}

export const PRECISION_ERPS = ["netsuite", "erp", "other"] as const;
export type PrecisionErp = (typeof PRECISION_ERPS)[number] | "";

/** Precision inputs with the hidden defaults. */
export interface PrecisionInputs {
  invoicesPerMonth: number;
  poBased: number;
  currentCycleTime: number;
  supplierEmails: number;
  loadedHourlyCost: number;
  erp: PrecisionErp;
  exceptionRate: number;
  minutesPerEmail: number;
  avgApprovers: number;
  entities: number;
}

export const DEFAULT_PRECISION_INPUTS: PrecisionInputs = {
  invoicesPerMonth: 0,
  poBased: 0,
  currentCycleTime: 0,
  supplierEmails: 0,
  loadedHourlyCost: PROJECTIONS.defaults.loadedHourlyCost,
  erp: "",
  exceptionRate: PROJECTIONS.defaults.exceptionRate,
  minutesPerEmail: PROJECTIONS.defaults.minutesPerEmail,
  avgApprovers: PROJECTIONS.defaults.avgApprovers,
  entities: PROJECTIONS.defaults.entities,
};

/**
 * The ROI calculator's opening profile, a typical mid-size AP team's month (the "typical month" of
 * src/assessments/projections.test.ts). Shared with /resources, whose calculator preview shows this month's result.
 */
export const ROI_TYPICAL_MONTH = { invoicesPerMonth: 1000, supplierEmails: 2000 } as const;

export interface ProjectionAssumptions {
  minutesPerInvoice: number;
  minutesPerEmail: number;
  /** A fraction: 0.4 = 40 %. */
  deflectionRate: number;
  loadedHourlyCost: number;
}

export const DEFAULT_ASSUMPTIONS: ProjectionAssumptions = {
  minutesPerInvoice: PROJECTIONS.minutesPerInvoice,
  minutesPerEmail: PROJECTIONS.defaults.minutesPerEmail,
  deflectionRate: PROJECTIONS.deflectionRate,
  loadedHourlyCost: PROJECTIONS.defaults.loadedHourlyCost,
};

export interface Projection {
  emailsAvoided: number;
  hoursReclaimed: number;
  monthlySavings: number;
  /** A fraction: 0.4 = 40 %. */
  deflectionRate: number;
}

const nonNegative = (n: number) => (Number.isFinite(n) && n > 0 ? n : 0);

/** The projection for a monthly volume under the given assumptions. */
export function project(
  volume: { invoicesPerMonth: number; supplierEmails: number },
  assumptions: ProjectionAssumptions = DEFAULT_ASSUMPTIONS,
): Projection {
  const deflectionRate = Math.min(1, nonNegative(assumptions.deflectionRate));
  const emailsAvoided = Math.round(nonNegative(volume.supplierEmails) * deflectionRate);
  const hoursReclaimed = Math.round(
    (nonNegative(volume.invoicesPerMonth) * nonNegative(assumptions.minutesPerInvoice) +
      emailsAvoided * nonNegative(assumptions.minutesPerEmail)) /
      60,
  );
  const monthlySavings = Math.round(hoursReclaimed * nonNegative(assumptions.loadedHourlyCost));
  return { emailsAvoided, hoursReclaimed, monthlySavings, deflectionRate };
}

/** Precision Mode projections: the business constants plus the visitor's minutes per email and hourly cost. */
export function projectPrecision(inputs: PrecisionInputs): Projection {
  return project(inputs, {
    ...DEFAULT_ASSUMPTIONS,
    minutesPerEmail: inputs.minutesPerEmail,
    loadedHourlyCost: inputs.loadedHourlyCost,
  });
}
