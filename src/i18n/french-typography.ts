/**
 * French spacing for text the code composes: a narrow no-break space (U+202F) before ; : ! ? %.
 * The messages already follow the rule (scripts/fix-typography.mjs, src/i18n/typography.test.ts);
 * what they cannot cover is text built at run time: Intl writes a no-break space before "%"
 * ("15 %" with U+00A0), and code that joins a label and a value writes "Label: value".
 * `typographic` applies the rule to such text for French and leaves other locales as they are
 * (German and Spanish keep Intl's "15 %", English "15%").
 */
import { keepDatesWhole } from "./number-format";

const NNBSP = "\u202f";

/** The rule on plain text (no URLs): any space before ; ! ? % becomes U+202F, a missing one before ; : ! ? is added. */
function fixPlain(text: string, before: string): string {
  let s = before + text;
  // Before ; ! ? : a preceding space becomes U+202F, a missing one is added (not after "!" or "?" as in "?!", not at the start).
  s = s.replace(/([^\s!?(«\u202f\u00a0])[ \u00a0\u202f]*(?=[;!?])/gu, `$1${NNBSP}`);
  s = s.replace(/([!?])[ \u00a0]+(?=[;!?])/gu, `$1${NNBSP}`);
  // Before a colon, except in times and ratios written without spaces (10:30) and in "::".
  s = s.replace(/([^\s:(«\u202f\u00a0])[ \u00a0\u202f]*(?=:(?![/:]))/gu, (match: string, c: string, offset: number) => {
    const next = s[offset + match.length + 1] ?? "";
    return /\d/u.test(c) && /\d/u.test(next) ? match : `${c}${NNBSP}`;
  });
  // Before a percent sign that follows a number.
  s = s.replace(/(\d)[ \u00a0\u202f]*(?=%)/gu, `$1${NNBSP}`);
  return s.slice(before.length);
}

/** The French spacing rule on composed text; URLs and e-mail links keep their ":" and "?". Idempotent. */
export function frenchSpacing(text: string): string {
  const parts = text.split(/((?:https?:\/\/|mailto:)\S+)/u);
  return parts.map((part, i) => (i % 2 === 1 ? part : fixPlain(part, i === 0 ? "" : (parts[i - 1] ?? "").slice(-1)))).join("");
}

/** `text` with the locale's spacing before ; : ! ? % (only French changes). */
export function typographic(locale: string, text: string): string {
  return locale === "fr" || locale.startsWith("fr-") ? frenchSpacing(text) : text;
}

/** Every string inside `value` (objects, arrays) passed through `typographic`; other values are kept. */
export function typographicDeep<T>(locale: string, value: T): T {
  if (typeof value === "string") return typographic(locale, value) as T;
  if (Array.isArray(value)) return value.map((v) => typographicDeep(locale, v)) as T;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typographicDeep(locale, v)])) as T;
  }
  return value;
}

/**
 * A next-intl formatter whose `number` follows the locale's spacing ("15 %" in French), for every
 * percentage the pages, islands, e-mails and PDFs format, and whose `dateTime` keeps a written date on one
 * line in every locale ("19.\u00a0Juni\u00a02026", see `keepDatesWhole`). Other methods are the formatter's own.
 */
export function withTypography<F extends { number: (...args: never[]) => string }>(format: F, locale: string): F {
  const french = locale === "fr" || locale.startsWith("fr-");
  const number = format.number;
  const dateTime = (format as { dateTime?: (...args: never[]) => string }).dateTime;
  return {
    ...format,
    ...(french ? { number: ((...args: Parameters<F["number"]>) => frenchSpacing(number(...args))) as F["number"] } : {}),
    ...(typeof dateTime === "function" ? { dateTime: (...args: never[]) => keepDatesWhole(dateTime(...args)) } : {}),
  };
}
