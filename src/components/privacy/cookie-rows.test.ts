import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createFormatter, createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import { ResponsiveTable } from "@/components/sections/responsive-table";
import { COOKIE_CATALOGUE } from "@/config/cookies";
import { loadMessages } from "@/i18n/messages";
import { type Locale, routing } from "@/i18n/routing";
import { loosely } from "@/i18n/translate";
import { cookieRows, type PrivacyTranslate } from "./cookie-rows";

/** "1 year" and "6 months" (the consent cookie's 182 days) as each locale writes them. */
const LIFETIMES: Record<Locale, { year: string; months: string }> = {
  en: { year: "1 year", months: "6 months" },
  fr: { year: "1 an", months: "6 mois" },
  de: { year: "1 Jahr", months: "6 Monate" },
  es: { year: "1 año", months: "6 meses" },
};

async function rowsFor(locale: Locale) {
  const messages = await loadMessages(locale);
  const t: PrivacyTranslate = loosely(
    createTranslator({
      locale,
      messages,
      namespace: "privacy",
      onError: (error) => {
        throw error;
      },
    }),
  );
  return cookieRows(t, createFormatter({ locale, timeZone: "UTC" }));
}

describe("the privacy notice's cookie table", () => {
  for (const locale of routing.locales) {
    it(`${locale}: a row for every cookie of src/config/cookies.ts, translated, with localized lifetimes`, async () => {
      const rows = await rowsFor(locale);
      expect(rows.map((r) => r.name)).toEqual(COOKIE_CATALOGUE.map((c) => c.name));
      for (const row of rows) {
        for (const text of [row.purpose, row.setBy, row.consent, row.lifetime]) {
          expect(text.trim().length, `${locale} ${row.key}`).toBeGreaterThan(1);
          expect(text, `${locale} ${row.key}: raw key`).not.toMatch(/^(privacy\.)?cookies\./);
        }
      }
      const byKey = Object.fromEntries(rows.map((r) => [r.key, r]));
      // Intl separates number and unit with a no-break space in some locales.
      const spaced = (text: string | undefined) => text?.replace(/\s/g, " ");
      expect(spaced(byKey.visitorId?.lifetime)).toBe(LIFETIMES[locale].year);
      expect(spaced(byKey.locale?.lifetime)).toBe(LIFETIMES[locale].year);
      expect(spaced(byKey.consent?.lifetime)).toBe(LIFETIMES[locale].months);
      expect(byKey.posthog?.consent).not.toBe(byKey.visitorId?.consent);

      // Rendered as the page renders it: every cookie name is in the table's markup.
      const html = renderToStaticMarkup(
        createElement(ResponsiveTable, {
          caption: "cookies",
          headers: ["name", "purpose", "lifetime", "setBy", "consent"],
          rows: rows.map((r) => ({ key: r.key, cells: [r.name, r.purpose, r.lifetime, r.setBy, r.consent] })),
        }),
      );
      for (const cookie of COOKIE_CATALOGUE) expect(html).toContain(cookie.name);
    });
  }

  it("non-English purposes are translated", async () => {
    const en = await rowsFor("en");
    for (const locale of routing.locales.filter((l) => l !== "en")) {
      const other = await rowsFor(locale);
      for (const [i, row] of other.entries()) expect(row.purpose, `${locale} ${row.key}`).not.toBe(en[i]?.purpose);
    }
  });
});
