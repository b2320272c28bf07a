import { describe, expect, it } from "vitest";
import { formatUnit, formatUsdRange, intlFormatNumber, keepRangesWhole, usdOptions } from "./number-format";
import { LOCALES } from "@/i18n/locales";

const unit = (locale: string, value: number, u: Parameters<typeof formatUnit>[2]) => formatUnit(intlFormatNumber(locale), value, u);
const usd = (locale: string, value: number, digits: number) => intlFormatNumber(locale)(value, usdOptions(digits));

describe("number-format: the one helper for units and dollars", () => {
  it("puts the locale's space between a duration and its unit (fr, es: '48 h', '2,3 s')", () => {
    expect(unit("fr", 48, "hour")).toMatch(/^48\sh$/);
    expect(unit("es", 48, "hour")).toMatch(/^48\sh$/);
    expect(unit("fr", 2.3, "second")).toMatch(/^2,3\ss$/);
    expect(unit("es", 2.3, "second")).toMatch(/^2,3\ss$/);
    expect(unit("en", 48, "hour")).toBe("48 hr");
  });

  it("spells out a short unit that ends in a full stop, so no sentence ends 'Sek..'", () => {
    expect(unit("de", 60, "second")).toBe("60 Sekunden");
    expect(unit("de", 48, "hour")).toBe("48 Stunden");
    expect(`in unter ${unit("de", 60, "second")}.`).not.toMatch(/\.\.$/);
    for (const locale of LOCALES) {
      for (const u of ["second", "minute", "hour", "day", "week", "month"] as const) {
        expect(unit(locale, 2, u), `${locale} ${u}`).not.toMatch(/\.$/);
      }
    }
  });

  it("groups four-digit dollar amounts like five-digit ones in Spanish", () => {
    expect(usd("es", 4615.5, 2)).toBe("4.615,50\u00a0US$");
    expect(usd("es", 18240, 2)).toBe("18.240,00\u00a0US$");
    expect(usd("fr", 4615.5, 2)).toBe("4\u202f615,50\u00a0$US");
  });

  it("writes a dollar range with the unit and currency sign on both ends, per locale", () => {
    // Never Intl's shared-unit form ("$50–500K", "50–500 k $US"), which reads as fifty dollars.
    expect(formatUsdRange("en", 50_000, 500_000)).toBe("$50K–\u2060$500K");
    expect(formatUsdRange("fr", 50_000, 500_000)).toBe("50\u00a0k\u00a0$US – 500\u00a0k\u00a0$US");
    expect(formatUsdRange("de", 50_000, 500_000)).toBe("50.000\u00a0$ – 500.000\u00a0$");
    expect(formatUsdRange("es", 50_000, 500_000)).toBe("50\u00a0mil\u00a0US$ – 500\u00a0mil\u00a0US$");
    for (const locale of LOCALES) {
      const range = formatUsdRange(locale, 50_000, 500_000);
      expect(range.match(/\$/g), `${locale}: ${range}`).toHaveLength(2);
      expect(range, locale).toMatch(/50\D/);
      expect(range, locale).toMatch(/500\D/);
    }
  });

  it("keeps a tight range whole with a word joiner after its dash, and leaves a spaced dash alone", () => {
    expect(keepRangesWhole("Weeks 1–2")).toBe("Weeks 1–\u20602");
    expect(keepRangesWhole("{min}–{max}\u00a0%")).toBe("{min}–\u2060{max}\u00a0%");
    expect(keepRangesWhole("Compliance 2026–2027: Nacha")).toBe("Compliance 2026–\u20602027: Nacha");
    expect(keepRangesWhole("Vielen Dank – Ihr Betrugscheck")).toBe("Vielen Dank – Ihr Betrugscheck");
    expect(keepRangesWhole("klären kann –, mit")).toBe("klären kann –, mit");
    expect(keepRangesWhole(keepRangesWhole("1–2"))).toBe("1–\u20602");
  });
});
