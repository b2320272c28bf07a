import { describe, expect, it } from "vitest";
import { fixFrench, fixJsonText } from "../../scripts/fix-typography.mjs";
import { messageStrings } from "./message-strings";
import { PREFIXED_LOCALES } from "@/i18n/locales";

/**
 * Typography by rule: French narrow no-break space before ; : ! ? %
 * and inside guillemets (applied by scripts/fix-typography.mjs), German „…“
 * and Spanish «…» quotation marks.
 */
const NNBSP = "\u202f";

describe("French typography", () => {
  it("every fr string already follows the spacing rule (run `node scripts/fix-typography.mjs` to fix)", () => {
    const wrong = messageStrings("fr")
      .filter(([, value]) => fixFrench(value) !== value)
      .map(([key, value]) => `${key}: ${value}`);
    expect(wrong).toEqual([]);
  });

  it("no fr string has an ordinary or no-break space before ; : ! ? % » or after «", () => {
    const wrong = messageStrings("fr")
      .filter(([, value]) => /[ \u00a0][;:!?%»]|«[ \u00a0]/.test(value.replace(/https?:\/\/\S+/g, "")))
      .map(([key]) => key);
    expect(wrong).toEqual([]);
  });

  it("no fr string uses a straight apostrophe (French writes ’)", () => {
    const wrong = messageStrings("fr")
      .filter(([, value]) => /'/.test(value.replace(/'[{}][^']*'/g, "")))
      .map(([key, value]) => `${key}: ${value}`);
    expect(wrong).toEqual([]);
  });

  it("the spacing check catches an ordinary space before each of ; : ! ? %", () => {
    const wrongSpace = /[ \u00a0][;:!?%»]|«[ \u00a0]/;
    for (const sample of ["Note : ok", "Oui ; non", "Vraiment ?", "Stop !", "au moins 15 %"]) {
      expect(sample).toMatch(wrongSpace);
      expect(fixFrench(sample)).not.toMatch(wrongSpace);
    }
  });

  it("the fixer replaces or adds the narrow space and is idempotent", () => {
    const cases: [string, string][] = [
      ["Garantie : un délai", `Garantie${NNBSP}: un délai`],
      ["au moins {coverage}% de", `au moins {coverage}${NNBSP}% de`],
      ["Quel est « le score » ?", `Quel est «${NNBSP}le score${NNBSP}»${NNBSP}?`],
      ["Vraiment ?!", `Vraiment${NNBSP}?!`],
    ];
    for (const [input, expected] of cases) {
      expect(fixFrench(input)).toBe(expected);
      expect(fixFrench(expected)).toBe(expected);
    }
  });

  it("the fixer leaves ICU syntax, times and URLs alone and fixes the text inside plural branches", () => {
    expect(fixFrench("{n, number, ::percent} à 10:30")).toBe("{n, number, ::percent} à 10:30");
    expect(fixFrench("Voir https://example.fr/a?b=1 : fin")).toBe(`Voir https://example.fr/a?b=1${NNBSP}: fin`);
    expect(fixFrench("{count, plural, one {# point : ok} other {# points !}}")).toBe(
      `{count, plural, one {# point${NNBSP}: ok} other {# points${NNBSP}!}}`,
    );
    expect(fixFrench("{count}")).toBe("{count}");
  });

  it("fixJsonText rewrites values only, keeps keys and layout", () => {
    const source = '{\n  "a :": "Note : ok",\n  "list": [ { "t": "Oui !" } ]\n}\n';
    const fixed = fixJsonText(source);
    expect(fixed).toBe(`{\n  "a :": "Note${NNBSP}: ok",\n  "list": [ { "t": "Oui${NNBSP}!" } ]\n}\n`);
    expect(fixJsonText(fixed)).toBe(fixed);
  });
});

describe("quotation marks", () => {
  it("de uses „…“ (no straight, English or French quotes)", () => {
    const wrong = messageStrings("de")
      .filter(([, v]) => /["”«»]/.test(v) || (v.match(/„/g) ?? []).length !== (v.match(/“/g) ?? []).length)
      .map(([key, v]) => `${key}: ${v}`);
    expect(wrong).toEqual([]);
  });

  it("es uses «…» (no straight, English or German quotes)", () => {
    const wrong = messageStrings("es")
      .filter(([, v]) => /["“”„]/.test(v) || (v.match(/«/g) ?? []).length !== (v.match(/»/g) ?? []).length)
      .map(([key, v]) => `${key}: ${v}`);
    expect(wrong).toEqual([]);
  });

  it("fr uses « … » (no straight or English quotes)", () => {
    const wrong = messageStrings("fr")
      .filter(([, v]) => /["“”„]/.test(v) || (v.match(/«/g) ?? []).length !== (v.match(/»/g) ?? []).length)
      .map(([key, v]) => `${key}: ${v}`);
    expect(wrong).toEqual([]);
  });
});

describe("units in messages", () => {
  it("no fr/de/es string glues a number or argument to a unit ('48h', '{seconds}s')", () => {
    for (const locale of PREFIXED_LOCALES) {
      const wrong = messageStrings(locale)
        .filter(([, v]) => /(\d|\})(h|s|min|Std\.|Sek\.)(?![\p{L}\d])/u.test(v))
        .map(([key, v]) => `${locale} ${key}: ${v}`);
      expect(wrong).toEqual([]);
    }
  });
});

describe("numbers and their units in headings", () => {
  // A title, heading, eyebrow, figure or label never ends a line on a number with its unit on the next
  // ("moins de 48 | heures"): a no-break space joins them, in every locale.
  const TITLE_KEY = /\.(title|heading|eyebrow|value|label|headline)$/;
  const SPLITTABLE = /(\d|\}) (heures|Stunden|hours|horas|h|Std\.|jours|Tage|Tagen|days|días|minutes|Minuten|minutos|min|Sekunden|seconds|secondes|segundos)(?=[\s.,;:!?)–—]|$)/;

  it.each(["en", ...PREFIXED_LOCALES])("no ordinary space between a number and its unit in a heading (%s)", (locale) => {
    const wrong = messageStrings(locale)
      .filter(([key, value]) => TITLE_KEY.test(key) && SPLITTABLE.test(value))
      .map(([key, value]) => `${key}: ${value}`);
    expect(wrong).toEqual([]);
  });

  it("the check catches an ordinary space and accepts a no-break space", () => {
    expect("en moins de {hours} heures").toMatch(SPLITTABLE);
    expect("en moins de {hours}\u00a0heures").not.toMatch(SPLITTABLE);
  });
});
