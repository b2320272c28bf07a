import { describe, expect, it } from "vitest";
import { SCORECARD_QUESTIONS } from "@/assessments/scorecard";
import { INITIAL_STATE, type ScorecardState, scorecardReducer, toInputs } from "./scorecard-state";

const first = (i: number) => SCORECARD_QUESTIONS[i]?.options[0]?.id as string;
const run = (...actions: Parameters<typeof scorecardReducer>[1][]) => actions.reduce(scorecardReducer, INITIAL_STATE);

describe("the scorecard's state", () => {
  it("an answer records it and moves to the next question; the last one to the results", () => {
    const one = run({ type: "answer", index: 0, optionId: first(0) });
    expect(one.step).toBe(1);
    expect(one.answers[0]).toBe(first(0));
    const all = SCORECARD_QUESTIONS.reduce<ScorecardState>((s, _, i) => scorecardReducer(s, { type: "answer", index: i, optionId: first(i) }), INITIAL_STATE);
    expect(all.step).toBe("results");
    expect(all.answers).toHaveLength(SCORECARD_QUESTIONS.length);
  });

  it("going back and answering again overwrites, keeping the later answers", () => {
    const s = run(
      { type: "answer", index: 0, optionId: first(0) },
      { type: "answer", index: 1, optionId: first(1) },
      { type: "goto", step: 0 },
      { type: "answer", index: 0, optionId: SCORECARD_QUESTIONS[0]?.options[1]?.id as string },
    );
    expect(s.answers[0]).toBe(SCORECARD_QUESTIONS[0]?.options[1]?.id);
    expect(s.answers[1]).toBe(first(1));
    expect(s.step).toBe(1);
  });

  it("an unknown option is refused, not stored", () => {
    expect(() => run({ type: "answer", index: 0, optionId: "nope" })).toThrow(RangeError);
  });

  it("mode and Precision figures survive a retake; answers, step, dialog and notice do not", () => {
    const s = run(
      { type: "mode", mode: "precision" },
      { type: "input", field: "invoicesPerMonth", value: "12 000" },
      { type: "answer", index: 0, optionId: first(0) },
      { type: "dialog", open: true },
      { type: "notice", notice: "Downloaded" },
      { type: "retake" },
    );
    expect(s).toMatchObject({ mode: "precision", step: 0, answers: [], dialogOpen: false, notice: null });
    expect(s.raw.invoicesPerMonth).toBe("12 000");
  });

  it("a sent plan closes the dialog, shows the notice and starts a new e-mail series", () => {
    const s = run({ type: "dialog", open: true }, { type: "planSent", notice: "Sent" }, { type: "dialog", open: true }, { type: "planSent", notice: "Sent" });
    expect(s).toMatchObject({ dialogOpen: false, notice: "Sent", planSeries: 2 });
  });

  it("the same mode twice is no change (React skips the render)", () => {
    expect(scorecardReducer(INITIAL_STATE, { type: "mode", mode: "quick" })).toBe(INITIAL_STATE);
  });

  it("figures are parsed as integers when used: empty or non-numeric is 0", () => {
    const inputs = toInputs({ ...INITIAL_STATE.raw, invoicesPerMonth: "abc", poBased: "" });
    expect(inputs.invoicesPerMonth).toBe(0);
    expect(inputs.poBased).toBe(0);
  });
});
