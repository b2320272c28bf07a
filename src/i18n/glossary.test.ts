import { describe, expect, it } from "vitest";
import { FORBIDDEN_VARIANTS, type GlossaryLocale, PRODUCT_NAMES } from "./glossary";
import { messageStrings } from "./message-strings";

const LOCALES = Object.keys(FORBIDDEN_VARIANTS) as GlossaryLocale[];

describe("glossary (docs/glossary.md)", () => {
  for (const locale of LOCALES) {
    it(`${locale}: no message uses a variant the glossary replaced`, () => {
      const hits: string[] = [];
      for (const [key, value] of messageStrings(locale)) {
        for (const { pattern, use } of FORBIDDEN_VARIANTS[locale]) {
          const match = value.match(pattern);
          if (match) hits.push(`${key}: "${match[0]}" -> use "${use}"`);
        }
      }
      expect(hits).toEqual([]);
    });

    it(`${locale}: product names stay in English wherever the English message names them`, () => {
      const localized = new Map(messageStrings(locale));
      const drift: string[] = [];
      for (const [key, value] of messageStrings("en")) {
        for (const name of PRODUCT_NAMES) {
          const translated = localized.get(key);
          if (value.includes(name) && translated !== undefined && !translated.includes(name)) {
            drift.push(`${key}: "${name}" missing in "${translated}"`);
          }
        }
      }
      expect(drift).toEqual([]);
    });
  }

  it("the forbidden-variant check can fail (it catches the errors issue 19 listed)", () => {
    const caught = (locale: GlossaryLocale, text: string) => FORBIDDEN_VARIANTS[locale].some(({ pattern }) => pattern.test(text));
    expect(caught("de", "Praxisbeispiel: ein Bankwechsel-Antrag")).toBe(true);
    expect(caught("de", "Dreifacher Abgleich, automatisiert")).toBe(true);
    expect(caught("de", "Meine Kontrollkarte erstellen")).toBe(true);
    expect(caught("de", "Meine Kontrolllandkarte erstellen")).toBe(false);
    expect(caught("fr", "Traitement de bout en bout")).toBe(true);
    expect(caught("fr", "Chiffrement de bout en bout")).toBe(false);
    expect(caught("fr", "La tarification de {product}")).toBe(true);
    expect(caught("es", "Facturas contabilizadas retenidas")).toBe(true);
    expect(caught("es", "Conciliación a tres bandas")).toBe(true);
    expect(caught("es", "sin costo adicional")).toBe(true);
  });
});
