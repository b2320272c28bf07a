import { formatUnit, usdOptions } from "./number-format";

/**
 * The site's one set of locale-aware formatters: money, percentages, durations and dates, used by the
 * server pages (`getFormatter()`), the client islands (`useFormatter()`) and the e-mails (`createFormatter`), which
 * all return next-intl's formatter.
 */
export interface Formatter {
  number(value: number, options?: Intl.NumberFormatOptions): string;
  dateTime(value: Date, options?: Intl.DateTimeFormatOptions): string;
}

/** US dollars, whole by default (the site's figures are in USD). */
export function usd(format: Formatter, amount: number, fractionDigits = 0): string {
  return format.number(amount, usdOptions(fractionDigits));
}

/** A percentage given as a whole number (5 = 5 %), formatted per locale ("5%", "5 %"). */
export function percent(format: Formatter, wholePercent: number): string {
  return format.number(wholePercent / 100, { style: "percent", maximumFractionDigits: 1 });
}

/** A share given as a fraction (0.25 = 25 %), whole percent by default. */
export function share(format: Formatter, fraction: number, fractionDigits = 0): string {
  return format.number(fraction, { style: "percent", maximumFractionDigits: fractionDigits });
}

/** An SLA or duration in hours ("48 h", "48 Stunden"); whole weeks are shown as weeks (168 h = "1 week"). */
export function hours(format: Formatter, value: number): string {
  const hoursPerWeek = 24 * 7;
  if (value >= hoursPerWeek && value % hoursPerWeek === 0) {
    return format.number(value / hoursPerWeek, { style: "unit", unit: "week", unitDisplay: "long" });
  }
  return formatUnit((v, o) => format.number(v, o), value, "hour");
}

export function seconds(format: Formatter, value: number): string {
  return formatUnit((v, o) => format.number(v, o), value, "second");
}

/** An ISO calendar date (YYYY-MM-DD) in the locale's long style, independent of the server's time zone. */
export function longDate(format: Formatter, isoDate: string): string {
  return format.dateTime(new Date(`${isoDate}T12:00:00Z`), { dateStyle: "long", timeZone: "UTC" });
}
