/**
 * Numbers typed by a visitor in their locale's way: "1,000" (en), "1.000" (de, es), "1 000" (fr, with a
 * space, no-break space or narrow no-break space) and "1'000" all mean one thousand. A decimal part is dropped
 * (whole numbers only): "12.7" in English and "12,7" in German are 12. Pure and locale-aware through Intl.
 */
export type NumberInputError = "invalid" | "min" | "max";

export interface Bounds {
  min: number;
  max: number;
}

export interface ParsedNumber {
  /** The number, held within the bounds (0 for an empty or unreadable entry, raised to min). */
  value: number;
  /** Why the entry was not taken as typed; undefined when it was. */
  error?: NumberInputError;
}

const SPACES = /[\s\u00a0\u202f]/g;

function separators(locale: string): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    group: parts.find((p) => p.type === "group")?.value ?? ",",
    decimal: parts.find((p) => p.type === "decimal")?.value ?? ".",
  };
}

/** Reads a whole number typed in `locale`; NaN when it is not a number at all. */
export function readLocaleInteger(raw: string, locale: string): number {
  let s = raw.replace(SPACES, "").replace(/['’]/g, "");
  if (s === "") return Number.NaN;
  const { group, decimal } = separators(locale);
  const groupChar = /^[\s\u00a0\u202f]$/.test(group) ? "" : group;
  // Grouped thousands with either separator ("1,000,000" / "1.000.000"): the visitor may paste a figure formatted for
  // another locale; three-digit groups are unambiguous when there are two or more of them or when the separator is
  // the locale's own group separator.
  const grouped = /^\d{1,3}([.,])\d{3}(\1\d{3})*$/.exec(s);
  const sep = grouped?.[1];
  if (sep && (sep === groupChar || s.split(sep).length > 2)) return Number(s.replaceAll(sep, ""));
  if (groupChar && s.includes(groupChar)) {
    // The locale's group separator only between groups of three digits ("1,2,3" is not a number).
    const esc = (c: string) => c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const pattern = new RegExp(`^\\d{1,3}(${esc(groupChar)}\\d{3})+(${esc(decimal)}\\d*)?$`);
    if (!pattern.test(s)) return Number.NaN;
    s = s.replaceAll(groupChar, "");
  }
  const [whole = "", fraction] = s.split(decimal === "." ? "." : ",");
  if (!/^\d+$/.test(whole) || (fraction !== undefined && !/^\d*$/.test(fraction))) return Number.NaN;
  return Number(whole);
}

/** Reads and bounds an entry: an empty field is `min` without an error; anything else out of bounds says why. */
export function parseBoundedInteger(raw: string, locale: string, bounds: Bounds): ParsedNumber {
  if (raw.trim() === "") return { value: bounds.min };
  const n = readLocaleInteger(raw, locale);
  if (Number.isNaN(n)) return { value: bounds.min, error: "invalid" };
  if (n < bounds.min) return { value: bounds.min, error: "min" };
  if (n > bounds.max) return { value: bounds.max, error: "max" };
  return { value: n };
}
