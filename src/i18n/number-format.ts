/**
 * The one place durations, units and US-dollar amounts get their Intl options,
 * so every page, PDF and client island renders them the same way per locale.
 * Works with next-intl's `format.number` and with a plain Intl.NumberFormat.
 */
import type { NumberFormatOptions } from "use-intl";

/** next-intl's number options (formatjs typing: a superset of Intl.NumberFormatOptions' fields). */
export type NumberOptions = NumberFormatOptions;
export type FormatNumber = (value: number, options: NumberOptions) => string;

export type DurationUnit = "second" | "minute" | "hour" | "day" | "week" | "month";

/**
 * A duration: the locale's short unit with its space ("48 h", "2,3 s", "45 sec"),
 * spelled out where the short form is an abbreviation ending in a full stop
 * (de "Sek.", "Std.", fr "sem."), which would double a sentence's full stop
 * ("in unter 60 Sek..").
 */
export function formatUnit(
  formatNumber: FormatNumber,
  value: number,
  unit: DurationUnit,
  extra: Omit<NumberOptions, "style" | "unit" | "unitDisplay"> = {},
): string {
  const short = formatNumber(value, { ...extra, style: "unit", unit, unitDisplay: "short" });
  return short.trimEnd().endsWith(".") ? formatNumber(value, { ...extra, style: "unit", unit, unitDisplay: "long" }) : short;
}

/**
 * US dollars with grouping always on: Spanish Intl leaves four-digit amounts
 * ungrouped by default ("4615,50 US$" beside "18.240,00 US$").
 */
export function usdOptions(fractionDigits = 0, extra: NumberOptions = {}): NumberOptions {
  return {
    style: "currency",
    currency: "USD",
    useGrouping: "always",
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    ...extra,
  };
}

/**
 * A dollar range as the locale writes it, each end with its own unit and currency sign
 * ("$50K–$500K", "50 k $US – 500 k $US", "50.000 $ – 500.000 $", "50 mil US$ – 500 mil US$").
 * Intl's formatRange shares the unit between both ends ("$50–500K"), which reads as fifty dollars,
 * so each end is formatted on its own; the en dash takes spaces when an end contains one.
 */
export function formatUsdRange(locale: string, min: number, max: number): string {
  const format = new Intl.NumberFormat(locale, usdOptions(0, { notation: "compact" }) as Intl.NumberFormatOptions);
  const [low, high] = [format.format(min), format.format(max)];
  return /\s/u.test(low + high) ? `${low} – ${high}` : keepRangesWhole(`${low}–${high}`);
}

// A range's en dash written tight ("1–2", "{min}–{max}", "2026–2027", "$50K–$500K") may not end a line: a word
// joiner after it keeps "60–80 %" whole (a dash between spaces, a sentence's pause, still breaks normally).
// Messages get it when they are loaded; PDFs drop the joiner (src/documents/render-pdf.ts).
const TIGHT_DASH = /(?<=\S)–(?=[^\s\u2060])/g;
export function keepRangesWhole(text: string): string {
  return text.replace(TIGHT_DASH, "–\u2060");
}

/** A plain Intl.NumberFormat-backed FormatNumber for code outside React (PDFs, scripts). */
export function intlFormatNumber(locale: string): FormatNumber {
  return (value, options) => new Intl.NumberFormat(locale, options as Intl.NumberFormatOptions).format(value);
}

// A date may not break between its day, month and year ("19. / Juni 2026", "June / 19, 2026"): the spaces inside a
// written date become no-break spaces, in the four locales' long styles ("19. Juni 2026", "June 19, 2026",
// "19 juin 2026", "19 de junio de 2026") and in a month with its year ("September 2026", "septiembre de 2026").
// Messages get it when they are loaded and Intl dates when they are formatted (src/i18n/french-typography.ts,
// `withTypography`); PDFs print U+00A0 as a space (src/documents/render-pdf.ts).
const MONTHS = [
  "January|February|March|April|May|June|July|August|September|October|November|December",
  "Januar|Jänner|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember",
  "janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre",
  "enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre",
].join("|");
const SPACE = "[ \\u00a0\\u202f]+";
const DATE_PATTERNS: readonly RegExp[] = [
  // en: "June 19, 2026", "June 19"
  new RegExp(`(?<![\\p{L}])(${MONTHS})${SPACE}(\\d{1,2})(?:(,)${SPACE}(\\d{4}))?(?![\\p{L}\\d])`, "gu"),
  // de/fr: "19. Juni 2026", "1er juin 2026", "19 juin"
  new RegExp(`(?<![\\p{L}\\d])(\\d{1,2}(?:\\.|er)?)${SPACE}(${MONTHS})(?:${SPACE}(\\d{4}))?(?![\\p{L}\\d])`, "gu"),
  // es: "19 de junio de 2026", "junio de 2026"
  new RegExp(`(?<![\\p{L}\\d])(?:(\\d{1,2})${SPACE}de${SPACE})?(${MONTHS})${SPACE}de${SPACE}(\\d{4})(?![\\p{L}\\d])`, "gu"),
  // a month and its year: "September 2026", "septembre 2026"
  new RegExp(`(?<![\\p{L}])(${MONTHS})${SPACE}(\\d{4})(?![\\p{L}\\d])`, "gu"),
];
export function keepDatesWhole(text: string): string {
  if (!/\d/u.test(text)) return text;
  return DATE_PATTERNS.reduce((s, pattern) => s.replace(pattern, (match) => match.replace(/[ \u202f]+/gu, "\u00a0")), text);
}
