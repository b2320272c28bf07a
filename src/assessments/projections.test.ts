import { describe, expect, it } from "vitest";
import { DEFAULT_ASSUMPTIONS, DEFAULT_PRECISION_INPUTS, MAX_INPUT, parseIntegerInput, project, projectPrecision } from "./projections";

describe("parseIntegerInput", () => {
  it.each([
    ["1200", 1200],
    [" 42 ", 42],
    ["12.7", 12],
    ["3abc", 3],
    ["abc", 0],
    ["", 0],
    [null, 0],
    ["-5", 0],
    ["99999999999999999999", MAX_INPUT],
  ])("%s -> %i", (raw, expected) => {
    expect(parseIntegerInput(raw)).toBe(expected);
  });
});

describe("projections", () => {
  it("computes a typical month", () => {
    // 1,000 invoices x 8 min = 8,000 min; 40 % of 2,000 emails = 800 x 6 min = 4,800 min; 12,800 / 60 = 213.3 -> 213 h.
    const p = projectPrecision({ ...DEFAULT_PRECISION_INPUTS, invoicesPerMonth: 1000, supplierEmails: 2000 });
    expect(p).toEqual({ emailsAvoided: 800, hoursReclaimed: 213, monthlySavings: 15975, deflectionRate: 0.4 });
  });

  it("uses the visitor's hourly cost", () => {
    const p = projectPrecision({ ...DEFAULT_PRECISION_INPUTS, invoicesPerMonth: 300, supplierEmails: 500, loadedHourlyCost: 60 });
    // 2,400 + 200 x 6 = 3,600 min = 60 h; 60 h x $60.
    expect(p).toEqual({ emailsAvoided: 200, hoursReclaimed: 60, monthlySavings: 3600, deflectionRate: 0.4 });
  });

  it("gives zeros for zero inputs", () => {
    expect(projectPrecision(DEFAULT_PRECISION_INPUTS)).toEqual({ emailsAvoided: 0, hoursReclaimed: 0, monthlySavings: 0, deflectionRate: 0.4 });
  });

  it("treats non-numeric entries as 0", () => {
    const p = projectPrecision({
      ...DEFAULT_PRECISION_INPUTS,
      invoicesPerMonth: parseIntegerInput("lots"),
      supplierEmails: parseIntegerInput("1000"),
    });
    // 400 emails x 6 = 2,400 min = 40 h x 75.
    expect(p).toEqual({ emailsAvoided: 400, hoursReclaimed: 40, monthlySavings: 3000, deflectionRate: 0.4 });
  });

  it("rounds emails avoided and hours", () => {
    expect(project({ invoicesPerMonth: 1, supplierEmails: 1 })).toEqual({
      emailsAvoided: 0,
      hoursReclaimed: 0,
      monthlySavings: 0,
      deflectionRate: 0.4,
    });
    expect(project({ invoicesPerMonth: 4, supplierEmails: 0 }).hoursReclaimed).toBe(1); // 32 min rounds up
  });

  it("applies edited assumptions and ignores nonsense ones", () => {
    const p = project({ invoicesPerMonth: 600, supplierEmails: 1000 }, { ...DEFAULT_ASSUMPTIONS, minutesPerInvoice: 10, deflectionRate: 0.5 });
    // 6,000 + 500 x 6 = 9,000 min = 150 h x 75.
    expect(p).toEqual({ emailsAvoided: 500, hoursReclaimed: 150, monthlySavings: 11250, deflectionRate: 0.5 });
    const clamped = project({ invoicesPerMonth: 10, supplierEmails: 10 }, { minutesPerInvoice: -1, minutesPerEmail: Number.NaN, deflectionRate: 7, loadedHourlyCost: -3 });
    expect(clamped).toEqual({ emailsAvoided: 10, hoursReclaimed: 0, monthlySavings: 0, deflectionRate: 1 });
  });

  it("stays a safe integer at the input cap", () => {
    const p = project({ invoicesPerMonth: MAX_INPUT, supplierEmails: MAX_INPUT }, { ...DEFAULT_ASSUMPTIONS, loadedHourlyCost: MAX_INPUT });
    expect(Number.isSafeInteger(p.hoursReclaimed)).toBe(true);
  });
});
