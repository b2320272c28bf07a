import { IDEAL_FIT } from "@/config/business-constants";

/**
 * Fit score of a lead, 0-100, from the ideal-fit criteria (`IDEAL_FIT` in
 * src/config/business-constants.ts): 200+ invoices a month, over 10% exceptions, 2+ entities or
 * currencies; not ideal: under 50 invoices a month or no ERP. Pure function.
 *
 * Points: volume 40, exceptions 20, entities/currencies 20, ERP 20.
 * Mapping of the form answers (docs/leads.md, "What is stored"):
 * - monthlyInvoices band: "1-5k", "5-10k", "10k+" are all >= 200 a month ->
 *   full volume points; "0-1k" spans both "under 50" and "200+", so it is
 *   "volume_unknown" (a third of the points). A precise count (scorecard
 *   precision `invoicesPerMonth`) is compared with the thresholds directly:
 *   >= 200 full points, 50-199 a third, < 50 "volume_low" (not ideal).
 * - erp: sap, netsuite, d365 -> "erp_supported" (full points); "other" ->
 *   "erp_other" (half); absent -> no points. The forms offer no "no ERP"
 *   option; a caller that knows there is none passes `erp: "none"`, which
 *   makes the lead not ideal.
 * - entities/currencies: the fraud-readiness `countries` answer listing two or
 *   more countries (separated by commas, semicolons, slashes, "&", "and" or
 *   new lines) counts as 2+ entities or currencies.
 * - exceptions: only when a caller knows the rate (`exceptionRatePercent`);
 *   no lead form asks for it.
 * A not-ideal signal caps the score at 20.
 */
export type FitReason =
  | "volume_ideal"
  | "volume_moderate"
  | "volume_unknown"
  | "volume_low"
  | "exceptions_high"
  | "exceptions_low"
  | "multi_entity"
  | "erp_supported"
  | "erp_other"
  | "no_erp";

export interface FitSignals {
  /** A band of the monthlyInvoices select. */
  invoiceBand?: string;
  /** An exact number of invoices a month. */
  invoicesPerMonth?: number;
  exceptionRatePercent?: number;
  entitiesOrCurrencies?: number;
  erp?: "supported" | "other" | "none";
}

export interface FitScore {
  score: number;
  reasons: FitReason[];
}

const POINTS = { volume: 40, exceptions: 20, entities: 20, erp: 20 } as const;
const NOT_IDEAL_CAP = 20;
const BANDS_AT_LEAST_IDEAL = new Set(["1-5k", "5-10k", "10k+"]);
const SUPPORTED_ERPS = new Set(["sap", "netsuite", "d365", "erp"]);

export function fitScore(signals: FitSignals): FitScore {
  const reasons: FitReason[] = [];
  let score = 0;
  let notIdeal = false;

  if (typeof signals.invoicesPerMonth === "number" && Number.isFinite(signals.invoicesPerMonth)) {
    if (signals.invoicesPerMonth >= IDEAL_FIT.invoicesPerMonthMin) {
      score += POINTS.volume;
      reasons.push("volume_ideal");
    } else if (signals.invoicesPerMonth < IDEAL_FIT.notIdealInvoicesPerMonthBelow) {
      notIdeal = true;
      reasons.push("volume_low");
    } else {
      score += Math.round(POINTS.volume / 3);
      reasons.push("volume_moderate");
    }
  } else if (signals.invoiceBand) {
    if (BANDS_AT_LEAST_IDEAL.has(signals.invoiceBand)) {
      score += POINTS.volume;
      reasons.push("volume_ideal");
    } else {
      score += Math.round(POINTS.volume / 3);
      reasons.push("volume_unknown");
    }
  }

  if (typeof signals.exceptionRatePercent === "number") {
    if (signals.exceptionRatePercent > IDEAL_FIT.exceptionRatePercentMin) {
      score += POINTS.exceptions;
      reasons.push("exceptions_high");
    } else {
      reasons.push("exceptions_low");
    }
  }

  if ((signals.entitiesOrCurrencies ?? 0) >= IDEAL_FIT.entitiesOrCurrenciesMin) {
    score += POINTS.entities;
    reasons.push("multi_entity");
  }

  if (signals.erp === "supported") {
    score += POINTS.erp;
    reasons.push("erp_supported");
  } else if (signals.erp === "other") {
    score += POINTS.erp / 2;
    reasons.push("erp_other");
  } else if (signals.erp === "none") {
    notIdeal = true;
    reasons.push("no_erp");
  }

  if (notIdeal) score = Math.min(score, NOT_IDEAL_CAP);
  return { score: Math.max(0, Math.min(100, score)), reasons };
}

/** Counts the countries listed in a free-text answer ("US, Germany and France" -> 3). */
export function countListed(text: string | undefined): number {
  if (!text) return 0;
  const items = text
    .split(/[,;/&\n]|\s+(?:and|et|und|y)\s+/i)
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s.length > 0);
  return new Set(items).size;
}

/** Reads the signals from a validated lead of any form. */
export function fitSignalsFromLead(data: Record<string, unknown>): FitSignals {
  const signals: FitSignals = {};
  if (typeof data.monthlyInvoices === "string") signals.invoiceBand = data.monthlyInvoices;
  const precision = data.precision as Record<string, unknown> | undefined;
  if (precision && typeof precision.invoicesPerMonth === "number") signals.invoicesPerMonth = precision.invoicesPerMonth;
  const erp = typeof data.erp === "string" ? data.erp : typeof precision?.erp === "string" ? precision.erp : undefined;
  if (erp) signals.erp = SUPPORTED_ERPS.has(erp) ? "supported" : "other";
  if (typeof data.countries === "string") signals.entitiesOrCurrencies = countListed(data.countries);
  return signals;
}
