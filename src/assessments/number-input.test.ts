import { describe, expect, it } from "vitest";
import { parseBoundedInteger, readLocaleInteger } from "./number-input";

describe("readLocaleInteger", () => {
  it.each([
    ["1,000", "en", 1000],
    ["1,000,000", "en", 1_000_000],
    ["1.000", "de", 1000],
    ["1.000", "es", 1000],
    ["1 000", "fr", 1000],
    ["1\u202f000", "fr", 1000],
    ["1\u00a0000", "fr", 1000],
    ["1'000", "en", 1000],
    ["1.000.000", "en", 1_000_000],
    ["1,000,000", "de", 1_000_000],
    ["12.7", "en", 12],
    ["12,7", "de", 12],
    ["12,7", "fr", 12],
    [" 42 ", "en", 42],
  ])("%s in %s -> %i", (raw, locale, expected) => {
    expect(readLocaleInteger(raw, locale)).toBe(expected);
  });

  it.each([["abc"], ["3abc"], ["-5"], ["1,2,3"], ["1e9"]])("%s is not a whole number", (raw) => {
    expect(readLocaleInteger(raw, "en")).toBeNaN();
  });
});

describe("parseBoundedInteger", () => {
  const bounds = { min: 1, max: 1_000_000 };
  it("takes an entry within bounds as typed", () => {
    expect(parseBoundedInteger("1.500", "de", bounds)).toEqual({ value: 1500 });
  });
  it("holds an entry within the bounds and says why", () => {
    expect(parseBoundedInteger("1,000,000,000", "en", bounds)).toEqual({ value: 1_000_000, error: "max" });
    expect(parseBoundedInteger("0", "en", bounds)).toEqual({ value: 1, error: "min" });
    expect(parseBoundedInteger("lots", "en", bounds)).toEqual({ value: 1, error: "invalid" });
  });
  it("an empty field is the minimum, without an error", () => {
    expect(parseBoundedInteger("  ", "en", { min: 0, max: 10 })).toEqual({ value: 0 });
  });
});
