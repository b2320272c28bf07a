import { describe, expect, it } from "vitest";
import { createFormatter } from "use-intl/core";
import { formatUnit, formatUsdRange, intlFormatNumber, keepDatesWhole, keepRangesWhole, usdOptions } from "./number-format";
import { withTypography } from "./french-typography";
import { longDate } from "./formatters";
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

  it("keeps a written date whole with no-break spaces in the four locales", () => {
    expect(keepDatesWhole("Phase 2 (June 19, 2026) starts")).toBe("Phase 2 (June\u00a019,\u00a02026) starts");
    expect(keepDatesWhole("Phase 2 (19. Juni 2026) beginnt")).toBe("Phase 2 (19.\u00a0Juni\u00a02026) beginnt");
    expect(keepDatesWhole("Phase 2 (19 juin 2026)")).toBe("Phase 2 (19\u00a0juin\u00a02026)");
    expect(keepDatesWhole("le 1er septembre 2026")).toBe("le 1er\u00a0septembre\u00a02026");
    expect(keepDatesWhole("Fase 2 (19 de junio de 2026)")).toBe("Fase 2 (19\u00a0de\u00a0junio\u00a0de\u00a02026)");
    expect(keepDatesWhole("ab September 2026 aus")).toBe("ab September\u00a02026 aus");
    expect(keepDatesWhole("en septiembre de 2026")).toBe("en septiembre\u00a0de\u00a02026");
    expect(keepDatesWhole("March 20 and June 22")).toBe("March\u00a020 and June\u00a022");
    // Not dates: a modal verb, a count before a noun, a year alone, a range.
    expect(keepDatesWhole("You may 2 times")).toBe("You may 2 times");
    expect(keepDatesWhole("Nacha 2026 und 30 Tage")).toBe("Nacha 2026 und 30 Tage");
    expect(keepDatesWhole("Compliance 2026–\u20602027")).toBe("Compliance 2026–\u20602027");
    const once = keepDatesWhole("19. Juni 2026");
    expect(keepDatesWhole(once)).toBe(once);
  });

  it("formats long dates whole through the site's formatter in every locale", () => {
    const expected: Record<string, string> = {
      en: "June\u00a019,\u00a02026",
      de: "19.\u00a0Juni\u00a02026",
      fr: "19\u00a0juin\u00a02026",
      es: "19\u00a0de\u00a0junio\u00a0de\u00a02026",
    };
    for (const locale of LOCALES) {
      const format = withTypography(createFormatter({ locale, timeZone: "UTC" }), locale);
      expect(longDate(format, "2026-06-19"), locale).toBe(expected[locale]);
      const date = format.dateTime(new Date("2026-03-20T00:00:00Z"), { dateStyle: "long", timeZone: "UTC" });
      expect(date, locale).not.toMatch(/ /);
    }
  });
});
