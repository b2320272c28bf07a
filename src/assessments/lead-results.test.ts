import { describe, expect, it } from "vitest";
import { assessmentResultsFor } from "./lead-results";
import { SCORECARD_QUESTIONS } from "./scorecard";

describe("assessmentResultsFor", () => {
  it("scores a fraud readiness lead", () => {
    const r = assessmentResultsFor("fraud-readiness-assessment", { email: "a@b.co", dmarcStatus: "enforced", poPercentage: 50 });
    expect(r).toHaveProperty("fraudReadiness.score", 34); // identity 70 x 40 % = 28, process 30 x 20 % = 6
  });

  it("maps a control-map lead", () => {
    const r = assessmentResultsFor("2026-control-map", { bankChangePolicy: "callback" });
    expect(r).toHaveProperty("controlMap.counts", { "in-place": 1, partial: 0, gap: 4 });
  });

  it("recomputes the scorecard and its projections", () => {
    const answers = SCORECARD_QUESTIONS.map((q) => q.options[1].id);
    const quick = assessmentResultsFor("scorecard-action-plan", { mode: "quick", answers });
    expect(quick).toEqual({ scorecard: { score: 21, grade: "D/F", mode: "quick", projections: null } });
    const precise = assessmentResultsFor("scorecard-action-plan", {
      mode: "precision",
      answers,
      precision: { invoicesPerMonth: 1000, poBased: 50, currentCycleTime: 96, supplierEmails: 2000, loadedHourlyCost: 75, erp: "netsuite" },
    });
    expect(precise).toHaveProperty("scorecard.projections", { emailsAvoided: 800, hoursReclaimed: 213, monthlySavings: 15975, deflectionRate: 0.4 });
  });

  it("adds nothing for other forms or incomplete scorecards", () => {
    expect(assessmentResultsFor("book-demo", {})).toEqual({});
    expect(assessmentResultsFor("scorecard-action-plan", { mode: "quick", answers: ["under-48h"] })).toEqual({});
  });
});
