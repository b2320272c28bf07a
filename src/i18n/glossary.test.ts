import { describe, expect, it } from "vitest";
import { FORBIDDEN_VARIANTS, type GlossaryLocale, PRODUCT_NAME_RULES, PRODUCT_NAMES, term } from "./glossary";
import { messageStrings } from "./message-strings";

const LOCALES = Object.keys(FORBIDDEN_VARIANTS) as GlossaryLocale[];

/** Every string that uses a replaced variant, as `key: "match" -> use "term"`. */
function forbiddenHits(locale: GlossaryLocale, strings: [string, string][]): string[] {
  const hits: string[] = [];
  for (const [key, value] of strings) {
    for (const { pattern, use } of FORBIDDEN_VARIANTS[locale]) {
      const match = value.match(pattern);
      if (match) hits.push(`${key}: "${match[0]}" -> use "${use}"`);
    }
  }
  return hits;
}

describe("glossary (docs/glossary.md)", () => {
  for (const locale of LOCALES) {
    it(`${locale}: no message uses a variant the glossary replaced`, () => {
      expect(forbiddenHits(locale, messageStrings(locale))).toEqual([]);
    });

    it(`${locale}: product names stay in English wherever the English message names them`, () => {
      const localized = new Map(messageStrings(locale));
      const drift: string[] = [];
      for (const [key, value] of messageStrings("en")) {
        for (const name of PRODUCT_NAMES) {
          const translated = localized.get(key);
          // A no-break space inside a name (kept on one line) is the same name, in English and in the translation.
          const unbroken = (text: string) => text.replace(/\u00a0/g, " ");
          if (unbroken(value).includes(name) && translated !== undefined && !unbroken(translated).includes(name)) {
            drift.push(`${key}: "${name}" missing in "${translated}"`);
          }
        }
      }
      expect(drift).toEqual([]);
    });
  }

  for (const locale of LOCALES) {
    describe(`${locale}: every rule can fail`, () => {
      for (const { pattern, use, example } of FORBIDDEN_VARIANTS[locale]) {
        it(`${pattern} catches its planted wrong term ("${example}" -> "${use}")`, () => {
          expect(pattern.flags).toContain("u");
          expect(example).toMatch(pattern);
          // The same check the message test runs, on a message set with the planted string in it.
          const planted: [string, string][] = [["planted.key", `Texte. ${example} Fin.`]];
          expect(forbiddenHits(locale, planted)).not.toEqual([]);
        });
      }
    });
  }

  it("word boundaries know accented letters (JavaScript's \\b alone never matched after 'é')", () => {
    expect(/traitement automatisé\b/i.test("un traitement automatisé, sans saisie")).toBe(false);
    expect(term(String.raw`traitement automatisé\b`).test("un traitement automatisé, sans saisie")).toBe(true);
    expect(term(String.raw`traitement automatisé\b`).test("un traitement automatisées")).toBe(false);
    expect(term(String.raw`\bLeiter\b`, "").test("Risikoleiter")).toBe(false);
    expect(term(String.raw`\bentidad(es)?\b`).test("identidades")).toBe(false);
  });

  it("en: product names are written in full (no 'Posting Guard' or 'ERP Guard' alone)", () => {
    const hits = messageStrings("en")
      .filter(([, value]) => PRODUCT_NAME_RULES.some(({ pattern }) => pattern.test(value)))
      .map(([key, value]) => `${key}: ${value}`);
    expect(hits).toEqual([]);
  });

  it("no locale calls the visitor identifier anonymous: it is stored with a lead's e-mail, so it is pseudonymous", () => {
    // "pseudonymous, not anonymous" is the one allowed mention.
    const anonymous = /(?<!\b(not|non|nicht|no) )(anonym|anónim)/iu;
    expect(anonymous.test("un identificador anónimo")).toBe(true);
    expect(anonymous.test("Es seudónimo, no anónimo")).toBe(false);
    for (const locale of ["en", ...LOCALES]) {
      const hits = messageStrings(locale)
        .filter(([, value]) => anonymous.test(value))
        .map(([key, value]) => `${locale} ${key}: ${value}`);
      expect(hits).toEqual([]);
    }
  });

  it("rules do not fire on the glossary terms themselves", () => {
    const ok = (locale: GlossaryLocale, text: string) => forbiddenHits(locale, [["k", text]]);
    expect(ok("de", "Meine Kontrollmatrix erstellen; ein Vorgespräch zum Pilotumfang")).toEqual([]);
    expect(ok("fr", "Un contre-appel au numéro déjà connu")).toEqual([]);
    expect(ok("fr", "Chiffrement de bout en bout")).toEqual([]);
    expect(ok("fr", "Libérée pour la prochaine campagne de paiements, validée par la direction financière")).toEqual([]);
    expect(ok("fr", "Réserver l’ERP Posting Guard pour les DAF")).toEqual([]);
    expect(ok("de", "Vor dem Zahllauf gestoppt; Risikobereitschaft; Leitung Kreditorenbuchhaltung; Überweisungsbetrug")).toEqual([]);
    expect(ok("de", "Zulassen, manuell prüfen oder stoppen; zahlungsgesperrt; Vorgang sperren; Pilot-Garantie; Pilotgespräch; Das 30-Tage-Pilotprojekt")).toEqual([]);
    expect(ok("es", "SaaS multiinquilino o instancia dedicada; cribado de sanciones; las entidades financieras de los ordenantes")).toEqual([]);
  });
});
