/**
 * A hyphenated compound with a short part may not break at its hyphen: "e-/invoicing", "KI-/Entscheidungen",
 * "look-/alike", "DMARC-/Fehler", "Lieferanten-E-/Mails" read as glitches at a line's end. A hyphen between two
 * parts becomes a no-break hyphen (U+2011) when a part beside it has at most three letters, or at most five with the
 * pair at most twelve; other compounds ("straight-through", "Betrugsabwehr-Check") still break at their hyphen, as
 * typesetting wants, and no long unbreakable word overflows a narrow column. A part may be a number or an argument
 * ("30-day", "{days}-Tage"), but a run of numbers only ("1-2") is left as it is, and so are a path, an address or a
 * file name (a run touching "/", "@", "." or "_") and a rich-text tag. Messages get it when they are loaded
 * (src/i18n/messages.ts); PDFs print U+2011 as "-" (src/documents/render-pdf.ts).
 */
/**
 * Whether a locale's page messages keep their short compounds whole (src/i18n/compounds.ts): French, German and
 * Spanish, whose compounds with a short part ("e-mail", "E-Mail-Domain", "KI-gestützt", "SAP-Teams") are many.
 * English writes few; the ones that broke badly carry a no-break hyphen in their message.
 */
export const keepsCompoundsWhole = (locale: string) => locale !== "en";

const TINY = 3;
const SHORT = 5;
const PAIR = 12;
const PART = String.raw`(?:[\p{L}\p{N}][\p{L}\p{N}\p{M}]*|\{[A-Za-z]\w*\})`;
const COMPOUND = new RegExp(
  String.raw`(?<![\p{L}\p{N}\p{M}/@._<{}\-\u2011])${PART}(?:[-\u2011]${PART})+(?![\p{L}\p{N}\p{M}/@_>{\-\u2011]|\.[\p{L}\p{N}])`,
  "gu",
);
const LETTER = /\p{L}/u;

export function keepShortCompoundsWhole(text: string): string {
  if (!text.includes("-")) return text;
  return text.replace(COMPOUND, (word) => {
    if (!LETTER.test(word.replace(/\{\w+\}/g, ""))) return word;
    const parts = word.split(/[-\u2011]/);
    const seps = [...word.matchAll(/[-\u2011]/g)].map((m) => m[0]);
    let out = parts[0] ?? "";
    for (let i = 1; i < parts.length; i++) {
      const before = parts[i - 1] ?? "";
      const after = parts[i] ?? "";
      // An argument ("{days}-day", "{minutes}-minute") stands for a number: a short part.
      const length = (part: string) => (part.startsWith("{") ? 1 : [...part].length);
      const [a, b] = [length(before), length(after)];
      // A part of at most three letters ("E-Mail", "KI-", "SAP-") always joins; one of four or five joins when the
      // pair stays short ("DMARC-Fehler", "look-alike"), so no long unbreakable word overflows a narrow column
      // ("Betrugsabwehr-Check" still breaks at its hyphen).
      const short = Math.min(a, b) <= TINY || (Math.min(a, b) <= SHORT && a + b <= PAIR);
      out += (short ? "\u2011" : seps[i - 1]) + after;
    }
    return out;
  });
}
