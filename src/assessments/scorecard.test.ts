import { describe, expect, it } from "vitest";
import { SCORECARD } from "@/config/business-constants";
import {
  actionPlanFileName,
  evaluateScorecard,
  gradeFor,
  gradeKey,
  isComplete,
  optionScore,
  recordAnswer,
  SCORECARD_QUESTIONS,
  scoreAnswers,
} from "./scorecard";

const pick = (level: 0 | 1 | 2) => SCORECARD_QUESTIONS.map((q) => q.options[level].id);

describe("scorecard questions", () => {
  it("has seven questions scoring 5, 3, 1", () => {
    expect(SCORECARD_QUESTIONS).toHaveLength(SCORECARD.questions);
    for (const q of SCORECARD_QUESTIONS) expect(q.options.map((o) => o.score)).toEqual([5, 3, 1]);
  });

  it("scores the answer pattern classes", () => {
    expect(evaluateScorecard(pick(0))).toEqual({ score: 35, grade: "A", tone: "green" });
    expect(evaluateScorecard(pick(1))).toEqual({ score: 21, grade: "D/F", tone: "red" });
    expect(evaluateScorecard(pick(2))).toEqual({ score: 7, grade: "D/F", tone: "red" });
    // Mixed: four best, three middle = 20 + 9 = 29.
    const mixed = SCORECARD_QUESTIONS.map((q, i) => q.options[i < 4 ? 0 : 1].id);
    expect(evaluateScorecard(mixed)).toEqual({ score: 29, grade: "B/C", tone: "blue" });
    // Alternating best/worst: 5+1+5+1+5+1+5 = 23.
    const alternating = SCORECARD_QUESTIONS.map((q, i) => q.options[i % 2 === 0 ? 0 : 2].id);
    expect(evaluateScorecard(alternating)?.score).toBe(23);
  });

  it("returns null for an incomplete or unknown answer set", () => {
    expect(evaluateScorecard(pick(0).slice(0, 6))).toBeNull();
    expect(evaluateScorecard([...pick(0).slice(0, 6), "nope"])).toBeNull();
    expect(isComplete([])).toBe(false);
    expect(scoreAnswers(["under-48h"])).toBe(5);
    expect(optionScore(0, "95-plus")).toBeUndefined();
    expect(optionScore(7, "under-48h")).toBeUndefined();
  });
});

describe("grade boundaries", () => {
  it.each([
    [35, "A", "green"],
    [30, "A", "green"],
    [29, "B/C", "blue"],
    [22, "B/C", "blue"],
    [21, "D/F", "red"],
    [7, "D/F", "red"],
  ])("%i -> %s", (score, grade, tone) => {
    expect(gradeFor(score)).toEqual({ grade, tone });
  });

  it("maps grades to message keys", () => {
    expect(gradeKey("A")).toBe("A");
    expect(gradeKey("B/C")).toBe("BC");
    expect(gradeKey("D/F")).toBe("DF");
  });
});

describe("recordAnswer", () => {
  it("records at the index and advances, then shows results after question 7", () => {
    let state = recordAnswer([], 0, "2-5-days");
    expect(state.answers[0]).toBe("2-5-days");
    expect(state.next).toBe(1);
    for (let i = 1; i < 7; i++) state = recordAnswer(state.answers, i, SCORECARD_QUESTIONS[i]?.options[0].id ?? "");
    expect(state.next).toBe("results");
    expect(scoreAnswers(state.answers)).toBe(33);
  });

  it("overwrites on revisit without touching other answers", () => {
    const first = recordAnswer(pick(2), 3, "95-plus");
    expect(first.answers).toEqual([...pick(2).slice(0, 3), "95-plus", ...pick(2).slice(4)]);
    expect(scoreAnswers(first.answers)).toBe(11);
  });

  it("refuses an option of another question", () => {
    expect(() => recordAnswer([], 0, "strong")).toThrow(RangeError);
  });
});

describe("action plan file name", () => {
  it("replaces the slash of the grade", () => {
    expect(actionPlanFileName("A")).toBe("ap-action-plan-grade-A.txt");
    expect(actionPlanFileName("B/C")).toBe("ap-action-plan-grade-B-C.txt");
    expect(actionPlanFileName("D/F")).toBe("ap-action-plan-grade-D-F.txt");
  });
});
