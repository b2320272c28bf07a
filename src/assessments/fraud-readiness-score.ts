import { FRAUD_READINESS_WEIGHTS } from "@/config/business-constants";
import type { BANK_CHANGE_POLICIES, DMARC_STATUSES, ERPS, MAILBOX_PLATFORMS, VENDOR_MASTER_OWNERS } from "@/leads/contract/enums";

/**
 * The AP Fraud Readiness Score: 0-100, four categories
 * weighted by FRAUD_READINESS_WEIGHTS (identity 40, bank ownership 30, process
 * 20, evidence 10). Each category is scored 0-100 from the answers in
 * FRAUD_READINESS_RUBRIC (points per answer, summing to 100 per category), then
 * total = round(sum(weight x categoryPoints / 100)).
 *
 * The rubric table is the single source: the page's "What we check" section
 * renders it, the server stores the result of this function with the lead.
 * Every ordering is "a stronger control earns at least as many points", so a
 * stronger answer never lowers the score (tested with fast-check).
 */

export type FraudCategory = keyof typeof FRAUD_READINESS_WEIGHTS;
export const FRAUD_CATEGORIES = Object.keys(FRAUD_READINESS_WEIGHTS) as FraudCategory[];

export interface FraudReadinessAnswers {
  industry?: string;
  erp?: (typeof ERPS)[number];
  monthlyInvoices?: string;
  poPercentage?: number;
  bankChangePolicy?: (typeof BANK_CHANGE_POLICIES)[number];
  dmarcStatus?: (typeof DMARC_STATUSES)[number];
  mailboxPlatform?: (typeof MAILBOX_PLATFORMS)[number];
  vendorMasterOwner?: (typeof VENDOR_MASTER_OWNERS)[number];
  achRails?: string;
  externalPlatforms?: string;
  countries?: string;
}

/** A scored answer: points per enumerated value (unset earns 0), a linear scale, or "described" free text. */
export type RubricRule =
  | { kind: "choice"; points: Record<string, number> }
  | { kind: "percent"; maxPoints: number }
  | { kind: "described"; points: number };

export interface RubricItem {
  field: keyof FraudReadinessAnswers;
  category: FraudCategory;
  rule: RubricRule;
}

/**
 * Points within each category (0-100). Why each answer counts:
 * - dmarcStatus: an enforced DMARC policy blocks spoofed vendor mail (the
 *   first BEC vector); monitoring only reports it.
 * - mailboxPlatform: Microsoft 365 and Google Workspace expose SPF/DKIM and
 *   impersonation signals an identity gate can read; other platforms rarely do.
 * - bankChangePolicy: an out-of-band callback to a known number verifies
 *   ownership of the new account; dual approval only stops a single insider.
 * - vendorMasterOwner: when procurement owns vendor master data, the people who
 *   pay cannot also change where money goes (segregation of duties); shared
 *   ownership is partial; AP-only ownership concentrates both.
 * - poPercentage: a PO-backed invoice can be 2/3-way matched before release.
 * - erp: a named ERP supports park/payment-block posting and tolerances.
 * - achRails, externalPlatforms, countries (Advanced Options): an organisation
 *   that can describe its payment rails, external platforms and payment
 *   countries can evidence where money moves.
 * - industry and monthlyInvoices describe exposure, not controls: not scored.
 */
export const FRAUD_READINESS_RUBRIC: readonly RubricItem[] = [
  { field: "dmarcStatus", category: "identity", rule: { kind: "choice", points: { enforced: 70, monitoring: 35, unknown: 0 } } },
  {
    field: "mailboxPlatform",
    category: "identity",
    rule: { kind: "choice", points: { microsoft365: 30, google: 30, other: 10 } },
  },
  {
    field: "bankChangePolicy",
    category: "bankOwnership",
    rule: { kind: "choice", points: { callback: 70, "dual-approval": 45, none: 0 } },
  },
  {
    field: "vendorMasterOwner",
    category: "bankOwnership",
    rule: { kind: "choice", points: { procurement: 30, shared: 15, ap: 0 } },
  },
  { field: "poPercentage", category: "process", rule: { kind: "percent", maxPoints: 60 } },
  { field: "erp", category: "process", rule: { kind: "choice", points: { sap: 40, netsuite: 40, d365: 40, other: 20 } } },
  { field: "achRails", category: "evidence", rule: { kind: "described", points: 40 } },
  { field: "externalPlatforms", category: "evidence", rule: { kind: "described", points: 30 } },
  { field: "countries", category: "evidence", rule: { kind: "described", points: 30 } },
];

/** Fields that are asked but deliberately not scored (context for the team). */
export const UNSCORED_FIELDS = ["industry", "monthlyInvoices"] as const;

export function maxPoints(rule: RubricRule): number {
  switch (rule.kind) {
    case "choice":
      return Math.max(...Object.values(rule.points));
    case "percent":
      return rule.maxPoints;
    case "described":
      return rule.points;
  }
}

/** Points one answer earns under its rule. */
export function pointsFor(rule: RubricRule, value: unknown): number {
  switch (rule.kind) {
    case "choice":
      return typeof value === "string" && Object.hasOwn(rule.points, value) ? (rule.points[value] ?? 0) : 0;
    case "percent": {
      if (typeof value !== "number" || !Number.isFinite(value)) return 0;
      const pct = Math.min(100, Math.max(0, value));
      return (pct / 100) * rule.maxPoints;
    }
    case "described":
      return typeof value === "string" && value.trim() !== "" ? rule.points : 0;
  }
}

export interface FraudReadinessResult {
  /** 0-100. */
  score: number;
  categories: { id: FraudCategory; weight: number; points: number; contribution: number }[];
  /** The answers that cost the most score points, largest first (at most three, only those that lost points). */
  gaps: { field: keyof FraudReadinessAnswers; category: FraudCategory; lostPoints: number }[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export function scoreFraudReadiness(answers: FraudReadinessAnswers, maxGaps = 3): FraudReadinessResult {
  const raw = Object.fromEntries(FRAUD_CATEGORIES.map((c) => [c, 0])) as Record<FraudCategory, number>;
  const losses: FraudReadinessResult["gaps"] = [];
  for (const item of FRAUD_READINESS_RUBRIC) {
    const earned = pointsFor(item.rule, answers[item.field]);
    raw[item.category] += earned;
    const lost = ((maxPoints(item.rule) - earned) * FRAUD_READINESS_WEIGHTS[item.category]) / 100;
    if (lost > 0) losses.push({ field: item.field, category: item.category, lostPoints: round1(lost) });
  }
  const categories = FRAUD_CATEGORIES.map((id) => {
    const points = Math.min(100, Math.max(0, raw[id]));
    const weight = FRAUD_READINESS_WEIGHTS[id];
    return { id, weight, points: Math.round(points), contribution: round1((weight * points) / 100) };
  });
  const exact = FRAUD_CATEGORIES.reduce((sum, id) => sum + (FRAUD_READINESS_WEIGHTS[id] * Math.min(100, raw[id])) / 100, 0);
  const score = Math.min(100, Math.max(0, Math.round(exact)));
  losses.sort((a, b) => b.lostPoints - a.lostPoints || FRAUD_READINESS_RUBRIC.findIndex((i) => i.field === a.field) - FRAUD_READINESS_RUBRIC.findIndex((i) => i.field === b.field));
  return { score, categories, gaps: losses.slice(0, maxGaps) };
}

/** The score bands, low to high: the result is read against them (messages `fraudCheck.success.bands.<band>`). */
export const FRAUD_SCORE_BANDS = ["0-39", "40-69", "70-100"] as const;
export type FraudScoreBand = (typeof FRAUD_SCORE_BANDS)[number];

/** Score band reported to analytics (never the answers). */
export function scoreBand(score: number): FraudScoreBand {
  return score >= 70 ? "70-100" : score >= 40 ? "40-69" : "0-39";
}
