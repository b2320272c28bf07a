import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FRAUD_READINESS_WEIGHTS } from "@/config/business-constants";
import { BANK_CHANGE_POLICIES, DMARC_STATUSES, ERPS, MAILBOX_PLATFORMS, VENDOR_MASTER_OWNERS } from "@/leads/contract/enums";
import {
  FRAUD_CATEGORIES,
  FRAUD_READINESS_RUBRIC,
  type FraudReadinessAnswers,
  maxPoints,
  pointsFor,
  scoreBand,
  scoreFraudReadiness,
} from "./fraud-readiness-score";

const STRONGEST: FraudReadinessAnswers = {
  dmarcStatus: "enforced",
  mailboxPlatform: "microsoft365",
  bankChangePolicy: "callback",
  vendorMasterOwner: "procurement",
  poPercentage: 100,
  erp: "netsuite",
  achRails: "ACH via JPMorgan",
  externalPlatforms: "Coupa",
  countries: "US, CA",
};

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const answersArb: fc.Arbitrary<FraudReadinessAnswers> = fc.record({
  dmarcStatus: maybe(fc.constantFrom(...DMARC_STATUSES)),
  mailboxPlatform: maybe(fc.constantFrom(...MAILBOX_PLATFORMS)),
  bankChangePolicy: maybe(fc.constantFrom(...BANK_CHANGE_POLICIES)),
  vendorMasterOwner: maybe(fc.constantFrom(...VENDOR_MASTER_OWNERS)),
  poPercentage: maybe(fc.integer({ min: 0, max: 10 }).map((n) => n * 10)),
  erp: maybe(fc.constantFrom(...ERPS)),
  achRails: maybe(fc.string({ maxLength: 5 })),
  externalPlatforms: maybe(fc.string({ maxLength: 5 })),
  countries: maybe(fc.string({ maxLength: 5 })),
});

describe("fraud readiness rubric", () => {
  it("weights sum to 100 in the rubric's order (identity 40, bank 30, process 20, evidence 10)", () => {
    expect(Object.values(FRAUD_READINESS_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
    expect(FRAUD_CATEGORIES).toEqual(["identity", "bankOwnership", "process", "evidence"]);
  });

  it("each category's best answers add up to exactly 100 points", () => {
    for (const category of FRAUD_CATEGORIES) {
      const total = FRAUD_READINESS_RUBRIC.filter((i) => i.category === category).reduce((s, i) => s + maxPoints(i.rule), 0);
      expect(total, category).toBe(100);
    }
  });

  it("scores every enum value it lists and nothing else", () => {
    const dmarc = FRAUD_READINESS_RUBRIC.find((i) => i.field === "dmarcStatus");
    expect(dmarc && pointsFor(dmarc.rule, "ENFORCED")).toBe(0);
    expect(dmarc && pointsFor(dmarc.rule, "__proto__")).toBe(0);
    expect(dmarc && pointsFor(dmarc.rule, "enforced")).toBe(70);
  });
});

describe("scoreFraudReadiness", () => {
  it("gives 100 to the strongest answers and 0 to an empty form", () => {
    const best = scoreFraudReadiness(STRONGEST);
    expect(best.score).toBe(100);
    expect(best.gaps).toEqual([]);
    expect(best.categories.map((c) => c.points)).toEqual([100, 100, 100, 100]);
    const empty = scoreFraudReadiness({});
    expect(empty.score).toBe(0);
    expect(empty.categories.map((c) => c.contribution)).toEqual([0, 0, 0, 0]);
  });

  it("weights categories per the rubric and names the costliest gaps", () => {
    const r = scoreFraudReadiness({ ...STRONGEST, dmarcStatus: "unknown", bankChangePolicy: "none" });
    // identity loses 70 x 40 % = 28, bank ownership loses 70 x 30 % = 21.
    expect(r.score).toBe(51);
    expect(r.categories.find((c) => c.id === "identity")).toEqual({ id: "identity", weight: 40, points: 30, contribution: 12 });
    expect(r.gaps.map((g) => [g.field, g.lostPoints])).toEqual([
      ["dmarcStatus", 28],
      ["bankChangePolicy", 21],
    ]);
  });

  it("lists at most three gaps, largest first", () => {
    const r = scoreFraudReadiness({ poPercentage: 0 });
    expect(r.gaps).toHaveLength(3);
    expect(r.gaps.map((g) => g.field)).toEqual(["dmarcStatus", "bankChangePolicy", "mailboxPlatform"]);
    const lost = r.gaps.map((g) => g.lostPoints);
    expect(lost).toEqual([...lost].sort((a, b) => b - a));
  });

  it("is bounded 0-100 and consistent with its categories", () => {
    fc.assert(
      fc.property(answersArb, (a) => {
        const r = scoreFraudReadiness(a);
        expect(r.score).toBeGreaterThanOrEqual(0);
        expect(r.score).toBeLessThanOrEqual(100);
        expect(Number.isInteger(r.score)).toBe(true);
        const sum = r.categories.reduce((s, c) => s + (c.weight * c.points) / 100, 0);
        expect(Math.abs(sum - r.score)).toBeLessThanOrEqual(2);
      }),
      { numRuns: 500 },
    );
  });

  it("is monotonic: a stronger answer never lowers the score", () => {
    fc.assert(
      fc.property(answersArb, fc.integer({ min: 0, max: FRAUD_READINESS_RUBRIC.length - 1 }), (a, itemIndex) => {
        const item = FRAUD_READINESS_RUBRIC[itemIndex];
        if (!item) throw new Error("index out of range");
        const before = scoreFraudReadiness(a).score;
        const current = pointsFor(item.rule, a[item.field]);
        // Every candidate value of this field that earns at least as many points.
        const candidates: unknown[] =
          item.rule.kind === "choice"
            ? Object.keys(item.rule.points)
            : item.rule.kind === "percent"
              ? [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]
              : ["described"];
        for (const value of candidates) {
          if (pointsFor(item.rule, value) < current) continue;
          const after = scoreFraudReadiness({ ...a, [item.field]: value }).score;
          expect(after).toBeGreaterThanOrEqual(before);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("ignores out-of-range percentages and blank free text", () => {
    expect(scoreFraudReadiness({ poPercentage: 500 }).score).toBe(scoreFraudReadiness({ poPercentage: 100 }).score);
    expect(scoreFraudReadiness({ poPercentage: -5 }).score).toBe(0);
    expect(scoreFraudReadiness({ achRails: "   " }).score).toBe(0);
  });

  it("bands scores for analytics", () => {
    expect([0, 39, 40, 69, 70, 100].map(scoreBand)).toEqual(["0-39", "0-39", "40-69", "40-69", "70-100", "70-100"]);
  });
});
