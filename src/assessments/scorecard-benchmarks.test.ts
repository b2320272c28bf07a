import { describe, expect, it } from "vitest";
import { SCORECARD_QUESTIONS } from "./scorecard";
import { benchmarkStatuses } from "./scorecard-benchmarks";

const statusOf = (answers: (string | undefined)[]) => Object.fromEntries(benchmarkStatuses(answers).map((b) => [b.key, b.status]));

describe("benchmarkStatuses", () => {
  it("top answers meet every asked benchmark; p90 is not asked", () => {
    const best = SCORECARD_QUESTIONS.map((q) => q.options[0].id);
    expect(statusOf(best)).toEqual({ cycleTime: "met", exceptions: "met", emails: "met", onTime: "met", coverage: "met", p90: "notAsked" });
  });
  it("a middle or low answer misses its benchmark", () => {
    const mixed = SCORECARD_QUESTIONS.map((q, i) => (i === 0 ? q.options[1].id : i === 3 ? q.options[2].id : q.options[0].id));
    expect(statusOf(mixed)).toMatchObject({ cycleTime: "missed", onTime: "missed", exceptions: "met", emails: "met", coverage: "met" });
  });
  it("an unanswered question is not asked, not missed", () => {
    expect(statusOf([])).toMatchObject({ cycleTime: "notAsked", coverage: "notAsked" });
  });
});
