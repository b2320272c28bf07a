import { describe, expect, it } from "vitest";
import { quarterEnd, timingOf } from "./timing";

describe("timingOf", () => {
  const now = new Date("2026-06-19T08:00:00Z");
  it("a date before now is past, a later one upcoming", () => {
    expect(timingOf("2026-03-20", now)).toBe("past");
    expect(timingOf("2026-06-22", now)).toBe("upcoming");
  });
  it("a date that is today is in effect (past)", () => {
    expect(timingOf("2026-06-19", now)).toBe("past");
  });
  it("accepts a Date and rejects what is not a date", () => {
    expect(timingOf(new Date("2027-01-01T00:00:00Z"), now)).toBe("upcoming");
    expect(() => timingOf("not-a-date", now)).toThrow(RangeError);
  });
});

describe("quarterEnd", () => {
  it("is the first day after the quarter", () => {
    expect(quarterEnd(2025, 2).toISOString()).toBe("2025-07-01T00:00:00.000Z");
    expect(quarterEnd(2025, 4).toISOString()).toBe("2026-01-01T00:00:00.000Z");
  });
  it("so Q1-Q2 2025 is past in 2026 and upcoming in early 2025", () => {
    expect(timingOf(quarterEnd(2025, 2), new Date("2026-11-23T00:00:00Z"))).toBe("past");
    expect(timingOf(quarterEnd(2025, 2), new Date("2025-03-01T00:00:00Z"))).toBe("upcoming");
  });
});
