import { describe, expect, it } from "vitest";
import { IMPLEMENTATION_TIMELINE } from "@/config/business-constants";
import { rolloutLayout } from "./rollout-plan-layout";

/** The placement only, without the span it was computed from. */
const placed = (bars: { key: string; start: number; end: number; open: boolean; inFirstMonth: boolean }[]) =>
  bars.map(({ key, start, end, open, inFirstMonth }) => ({ key, start, end, open, inFirstMonth }));

describe("rolloutLayout", () => {
  it("draws the homes' rollout: four weeks, months 2 and 3, then an open month 4+", () => {
    const { columns, bars } = rolloutLayout(IMPLEMENTATION_TIMELINE);
    expect(columns).toEqual([
      { kind: "week", number: 1 },
      { kind: "week", number: 2 },
      { kind: "week", number: 3 },
      { kind: "week", number: 4 },
      { kind: "month", number: 2, open: false },
      { kind: "month", number: 3, open: false },
      { kind: "month", number: 4, open: true },
    ]);
    expect(placed(bars)).toEqual([
      { key: "goLive", start: 1, end: 3, open: false, inFirstMonth: true },
      { key: "blockFraud", start: 2, end: 5, open: false, inFirstMonth: true },
      // Months 1-3: from the first week column to the end of month 3.
      { key: "optimise", start: 1, end: 7, open: false, inFirstMonth: false },
      { key: "scaleRoi", start: 6, end: 8, open: true, inFirstMonth: false },
    ]);
  });

  it("follows the spans: a later week falls in its month's column, a closed plan has no open column", () => {
    const { columns, bars } = rolloutLayout([
      { key: "a", from: 3, to: 6, unit: "week" },
      { key: "b", from: 2, to: 2, unit: "month" },
    ]);
    expect(columns.map((column) => `${column.kind}${column.number}`)).toEqual(["week1", "week2", "week3", "week4", "month2"]);
    expect(placed(bars)).toEqual([
      { key: "a", start: 3, end: 6, open: false, inFirstMonth: false },
      { key: "b", start: 5, end: 6, open: false, inFirstMonth: false },
    ]);
  });
});
