/**
 * Dates in copy are worded by whether they have passed: one helper decides, messages select on the result
 * (`{timing, select, past {...} other {...}}`).
 *
 * Prerendered pages are built once: "now" is the build's date, refreshed on every deploy (like the footer's year).
 */
export type Timing = "past" | "upcoming";

/** An ISO date (YYYY-MM-DD, read as UTC midnight) or a Date. */
type When = string | Date;

const toDate = (when: When): Date => (typeof when === "string" ? new Date(`${when.slice(0, 10)}T00:00:00Z`) : when);

/** "past" once the day has begun (a date that is today is in effect), otherwise "upcoming". */
export function timingOf(when: When, now: Date = new Date()): Timing {
  const date = toDate(when);
  if (Number.isNaN(date.getTime())) throw new RangeError(`timingOf: not a date: ${String(when)}`);
  return date.getTime() <= now.getTime() ? "past" : "upcoming";
}

/** The first day after a calendar quarter (UTC): a window "Q1-Q2 2025" has passed from 1 July 2025. */
export function quarterEnd(year: number, quarter: 1 | 2 | 3 | 4): Date {
  return new Date(Date.UTC(year, quarter * 3, 1));
}
