import { afterEach, describe, expect, it, vi } from "vitest";
import { countAssignment, type CountRow, flushAssignmentCounts, formatPhase, parsePhase, pendingAssignmentCounts, setAssignmentCountWriter } from "./assignment-counts";

const served = (variationKey: string) => ({ experimentKey: "home-variant", variationKey, value: 1, bucketVersion: 0, hashVersion: 2, payloadVersion: "local", phase: "" });
const DAY = new Date("2026-11-23T10:00:00Z");

afterEach(async () => {
  setAssignmentCountWriter(async () => undefined);
  await flushAssignmentCounts();
  setAssignmentCountWriter(null);
  vi.useRealTimers();
});

describe("assignment counts", () => {
  it("flushes never overlap, and an explicit flush returns only once every earlier count is written", async () => {
    // The simulated experiment lost counts when three flushes (two at flushAtCount, one explicit) overlapped: the
    // explicit one returned while another was still writing.
    let inFlight = 0;
    let maxInFlight = 0;
    let written = 0;
    const releases: (() => void)[] = [];
    setAssignmentCountWriter(async (rows) => {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise<void>((resolve) => releases.push(resolve));
      written += rows.reduce((n, r) => n + r.count, 0);
      inFlight--;
    }, { flushAtCount: 10, flushAfterMs: 60_000 });
    // Flushes start at 10 and 20 counts (the second waits for the first), then the explicit one.
    for (let i = 0; i < 35; i++) countAssignment(served(i % 2 ? "control" : "landing2"), DAY);
    const done = flushAssignmentCounts().then(() => written);
    let settled = false;
    void done.then(() => {
      settled = true;
    });
    // Let the writers finish one at a time until the explicit flush returns; what it saw written is what it promised.
    for (let i = 0; i < 200 && !settled; i++) {
      await Promise.resolve();
      releases.shift()?.();
    }
    expect(await done).toBe(35);
    expect(written).toBe(35);
    expect(maxInFlight).toBe(1);
    expect(pendingAssignmentCounts()).toEqual([]);
  });

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

describe("phases", () => {
  it("a phase is the variation keys with their weights; each phase is counted apart", () => {
    const phase = formatPhase(["control", "landing2"], [0.5, 0.5]);
    expect(phase).toBe("control=0.5,landing2=0.5");
    expect(parsePhase(phase)).toEqual({ variationKeys: ["control", "landing2"], weights: [0.5, 0.5] });
    expect(parsePhase("")).toBeNull();
    expect(parsePhase("control=0.5,landing2")).toBeNull();
    expect(parsePhase("control=-1")).toBeNull();
    expect(parsePhase("con trol=1")).toBeNull();
    countAssignment(served("control"), DAY, phase);
    countAssignment(served("control"), DAY, phase);
    countAssignment(served("control"), DAY, formatPhase(["control", "landing2"], [0.1, 0.9]));
    const rows = pendingAssignmentCounts().filter((r) => r.variationKey === "control");
    expect(rows.map((r) => [r.phase, r.count])).toEqual([
      [phase, 2],
      ["control=0.1,landing2=0.9", 1],
    ]);
  });
});
