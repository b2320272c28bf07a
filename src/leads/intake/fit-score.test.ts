import { describe, expect, it } from "vitest";
import { IDEAL_FIT } from "@/config/business-constants";
import { countListed, fitScore, fitSignalsFromLead } from "./fit-score";

describe("fitScore", () => {
  it("gives 0 and no reasons when nothing is known", () => {
    expect(fitScore({})).toEqual({ score: 0, reasons: [] });
  });

  it("scores an ideal lead 100", () => {
    const r = fitScore({ invoiceBand: "5-10k", exceptionRatePercent: 15, entitiesOrCurrencies: 3, erp: "supported" });
    expect(r.score).toBe(100);
    expect(r.reasons).toEqual(["volume_ideal", "exceptions_high", "multi_entity", "erp_supported"]);
  });

  it("maps every invoice band", () => {
    expect(fitScore({ invoiceBand: "0-1k" })).toEqual({ score: 13, reasons: ["volume_unknown"] });
    for (const band of ["1-5k", "5-10k", "10k+"]) expect(fitScore({ invoiceBand: band }).score).toBe(40);
  });

  it("cuts exactly at the IDEAL_FIT thresholds for a precise volume", () => {
    expect(fitScore({ invoicesPerMonth: IDEAL_FIT.invoicesPerMonthMin }).reasons).toEqual(["volume_ideal"]);
    expect(fitScore({ invoicesPerMonth: IDEAL_FIT.invoicesPerMonthMin - 1 }).reasons).toEqual(["volume_moderate"]);
    expect(fitScore({ invoicesPerMonth: IDEAL_FIT.notIdealInvoicesPerMonthBelow }).reasons).toEqual(["volume_moderate"]);
    expect(fitScore({ invoicesPerMonth: IDEAL_FIT.notIdealInvoicesPerMonthBelow - 1 }).reasons).toEqual(["volume_low"]);
  });

  it("requires over 10% exceptions and 2+ entities", () => {
    expect(fitScore({ exceptionRatePercent: IDEAL_FIT.exceptionRatePercentMin }).score).toBe(0);
    expect(fitScore({ exceptionRatePercent: IDEAL_FIT.exceptionRatePercentMin + 0.5 }).score).toBe(20);
    expect(fitScore({ entitiesOrCurrencies: 1 }).score).toBe(0);
    expect(fitScore({ entitiesOrCurrencies: 2 }).score).toBe(20);
  });

  it("caps not-ideal leads at 20 however strong the rest", () => {
    const low = fitScore({ invoicesPerMonth: 10, exceptionRatePercent: 30, entitiesOrCurrencies: 4, erp: "supported" });
    expect(low.score).toBe(20);
    expect(low.reasons).toContain("volume_low");
    const noErp = fitScore({ invoiceBand: "10k+", exceptionRatePercent: 30, entitiesOrCurrencies: 4, erp: "none" });
    expect(noErp.score).toBe(20);
    expect(noErp.reasons).toContain("no_erp");
  });

  it("gives half the ERP points for an unsupported ERP", () => {
    expect(fitScore({ erp: "other" })).toEqual({ score: 10, reasons: ["erp_other"] });
  });
});

describe("fitSignalsFromLead", () => {
  it("reads the book-demo answers", () => {
    expect(fitSignalsFromLead({ monthlyInvoices: "1-5k", erp: "netsuite" })).toEqual({ invoiceBand: "1-5k", erp: "supported" });
    expect(fitSignalsFromLead({ erp: "other" })).toEqual({ erp: "other" });
  });

  it("reads the scorecard precision inputs", () => {
    expect(fitSignalsFromLead({ precision: { invoicesPerMonth: 30, erp: "erp" } })).toEqual({ invoicesPerMonth: 30, erp: "supported" });
  });

  it("counts countries of the assessment", () => {
    expect(countListed("US, Germany and France")).toBe(3);
    expect(countListed("US")).toBe(1);
    expect(countListed("us; US")).toBe(1);
    expect(countListed("  ")).toBe(0);
    expect(fitSignalsFromLead({ countries: "UK / Ireland" }).entitiesOrCurrencies).toBe(2);
  });
});
