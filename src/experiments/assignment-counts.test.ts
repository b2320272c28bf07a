import { afterEach, describe, expect, it, vi } from "vitest";
import { countAssignment, type CountRow, flushAssignmentCounts, pendingAssignmentCounts, setAssignmentCountWriter } from "./assignment-counts";

const served = (variationKey: string) => ({ experimentKey: "home-variant", variationKey, value: 1, bucketVersion: 0, hashVersion: 2, payloadVersion: "local" });
const DAY = new Date("2026-11-23T10:00:00Z");

afterEach(async () => {
  setAssignmentCountWriter(async () => undefined);
  await flushAssignmentCounts();
  setAssignmentCountWriter(null);
  vi.useRealTimers();
});

describe("assignment counts", () => {
  it("aggregates per day and variation in memory and writes one batch", async () => {
    const batches: CountRow[][] = [];
    setAssignmentCountWriter(async (rows) => {
      batches.push(rows);
    }, { flushAtCount: 1_000, flushAfterMs: 5_000 });
    for (let i = 0; i < 30; i++) countAssignment(served(i % 3 === 0 ? "control" : "landing2"), DAY);
    countAssignment(served("control"), new Date("2026-11-24T00:00:01Z"));
    expect(batches).toEqual([]);
    await flushAssignmentCounts();
    expect(batches).toHaveLength(1);
    expect(batches[0]?.map((r) => [r.day, r.variationKey, r.count])).toEqual([
      ["2026-11-23", "control", 10],
      ["2026-11-23", "landing2", 20],
      ["2026-11-24", "control", 1],
    ]);
    expect(pendingAssignmentCounts()).toEqual([]);
  });

  it("flushes after flushAfterMs, and at flushAtCount without waiting", async () => {
    vi.useFakeTimers();
    const writer = vi.fn(async () => undefined);
    setAssignmentCountWriter(writer, { flushAtCount: 5, flushAfterMs: 5_000 });
    countAssignment(served("control"), DAY);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(writer).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(writer).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 5; i++) countAssignment(served("landing3"), DAY);
    await vi.waitFor(() => expect(writer).toHaveBeenCalledTimes(2));
  });

  it("keeps the counts of a failed batch and adds them to the next one (nothing lost)", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    let fail = true;
    const written: CountRow[] = [];
    setAssignmentCountWriter(async (rows) => {
      if (fail) throw new Error("database away");
      written.push(...rows);
    }, { flushAtCount: 1_000, flushAfterMs: 60_000 });
    for (let i = 0; i < 7; i++) countAssignment(served("landing2"), DAY);
    await flushAssignmentCounts();
    expect(pendingAssignmentCounts().map((r) => r.count)).toEqual([7]);
    countAssignment(served("landing2"), DAY);
    fail = false;
    await flushAssignmentCounts();
    expect(written.map((r) => r.count)).toEqual([8]);
  });
});
