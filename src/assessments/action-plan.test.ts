import { describe, expect, it } from "vitest";
import { buildActionPlanText } from "./action-plan";

const base = {
  title: "Plan",
  scoreLine: "Score 27/35",
  gradeMessage: "Solid",
  answersTitle: "Answers",
  answers: ["Q1: A1"],
  benchmarksTitle: "Bench",
  benchmarks: ["b1"],
  winsTitle: "Wins",
  wins: ["w1", "w2", "w3"],
  nextStepsTitle: "Next",
  nextSteps: ["n1"],
  footer: "Illustrative",
};

describe("buildActionPlanText", () => {
  it("lays out every section, numbering the wins", () => {
    const text = buildActionPlanText(base);
    expect(text.startsWith("Plan\n====\n")).toBe(true);
    expect(text).toContain("Score 27/35\nSolid");
    expect(text).toContain("- Q1: A1");
    expect(text).toContain("1. w1\n2. w2\n3. w3");
    expect(text).not.toContain("Projections");
    expect(text.trimEnd().endsWith("Illustrative")).toBe(true);
  });

  it("adds projections only when given", () => {
    const text = buildActionPlanText({ ...base, projections: { title: "Projections", lines: ["213 h"] } });
    expect(text).toContain("Projections\n-----------\n- 213 h");
  });
});
