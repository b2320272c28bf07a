import { describe, expect, it } from "vitest";
import { NACHA_2026 } from "@/config/business-constants";
import { buildControlMap, CONTROL_FAMILIES, isValidEntryDescription, milestoneTiming, readinessTiming } from "./control-map";

describe("buildControlMap", () => {
  it("marks every family a gap for the weakest answers, due before Phase 1", () => {
    const map = buildControlMap({ dmarcStatus: "none", bankChangePolicy: "email-only", matchingTolerance: "none", releaseGates: "immediate", evidenceCapture: "none" });
    expect(map.entries).toHaveLength(CONTROL_FAMILIES.length);
    expect(map.entries.every((e) => e.status === "gap" && e.milestone === "phase1" && e.date === "2026-03-20")).toBe(true);
    expect(map.counts).toEqual({ "in-place": 0, partial: 0, gap: 5 });
    expect(map.readiness).toBe("at-risk");
  });

  it("treats an empty questionnaire as all gaps", () => {
    expect(buildControlMap({}).counts.gap).toBe(5);
  });

  it("marks every family in place for the strongest answers, with the Phase 2 dates", () => {
    const map = buildControlMap({
      dmarcStatus: "enforced",
      bankChangePolicy: "callback",
      matchingTolerance: "3-way-auto",
      releaseGates: "park-by-default",
      evidenceCapture: "automated",
    });
    expect(map.counts).toEqual({ "in-place": 5, partial: 0, gap: 0 });
    expect(map.readiness).toBe("ready");
    for (const e of map.entries) {
      expect(e.milestone).toBe("phase2");
      expect(e.date).toBe(NACHA_2026.phase2);
      expect(e.practicalDate).toBe(NACHA_2026.phase2Practical);
    }
  });

  it("derives partial controls", () => {
    const map = buildControlMap({
      dmarcStatus: "monitoring",
      bankChangePolicy: "dual-approval",
      matchingTolerance: "2-way-manual",
      releaseGates: "manual-review",
      evidenceCapture: "partial",
    });
    expect(map.entries.map((e) => e.status)).toEqual(["partial", "partial", "partial", "partial", "partial"]);
    expect(map.readiness).toBe("on-track");
    const mixed = buildControlMap({ dmarcStatus: "enforced", releaseGates: "auto-post", evidenceCapture: "manual" });
    expect(mixed.entries.map((e) => [e.family, e.status])).toEqual([
      ["senderIdentity", "in-place"],
      ["bankChange", "gap"],
      ["matching", "gap"],
      ["releaseGates", "gap"],
      ["evidence", "partial"],
    ]);
  });

  it("carries the Company Entry Description rule", () => {
    const map = buildControlMap({});
    expect(map.entryDescription).toEqual({ maxChars: 10, values: ["PAYROLL", "PURCHASE"] });
    expect(isValidEntryDescription("PURCHASE")).toBe(true);
    expect(isValidEntryDescription("PAYROLL")).toBe(true);
    expect(isValidEntryDescription("SUPPLIERPAY")).toBe(false);
    expect(isValidEntryDescription("")).toBe(false);
  });
});

describe("milestoneTiming and readinessTiming", () => {
  it("say a phase is in force from its day on, and pick Phase 1 for gaps, Phase 2 otherwise", () => {
    const before = new Date("2026-03-19T12:00:00Z");
    const between = new Date("2026-04-01T00:00:00Z");
    const after = new Date("2026-07-01T00:00:00Z");
    expect(milestoneTiming("phase1", before)).toBe("upcoming");
    expect(milestoneTiming("phase1", between)).toBe("past");
    expect(milestoneTiming("phase2", between)).toBe("upcoming");
    expect(milestoneTiming("phase2", after)).toBe("past");
    expect(readinessTiming("at-risk", between)).toBe("past");
    expect(readinessTiming("on-track", between)).toBe("upcoming");
    expect(readinessTiming("on-track", after)).toBe("past");
  });
});
