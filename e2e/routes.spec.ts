import { expect, test } from "@playwright/test";
import { ALL_PAGES } from "../src/config/site-pages";
import { countElements, htmlLang, rawMessageKey, titleOf, visibleText } from "./support/html";
import { LOCALES, pathFor } from "./support/locales";

/**
 * Every page of the site (src/config/site-pages.ts) in every locale: 200, one h1,
 * a localized non-empty title, the right html lang, and no missing messages.
 */
test.describe("every page answers in every locale", () => {
  for (const path of ALL_PAGES) {
    test(`${path}`, async ({ request }) => {
      const titles: Record<string, string> = {};
      for (const locale of LOCALES) {
        const url = pathFor(locale, path);
        const response = await request.get(url);
        expect(response.status(), url).toBe(200);
        const html = await response.text();
        expect(countElements(html, "h1"), `${url}: exactly one h1`).toBe(1);
        expect(htmlLang(html), `${url}: html lang`).toBe(locale);
        const title = titleOf(html);
        expect(title.length, `${url}: title`).toBeGreaterThan(3);
        titles[locale] = title;
        expect(html, `${url}: missing message`).not.toContain("MISSING_MESSAGE");
        const text = visibleText(html);
        expect(rawMessageKey(text), `${url}: raw message key in the page`).toBeNull();
        expect(rawMessageKey(title), `${url}: raw message key in the title`).toBeNull();
      }
      for (const locale of LOCALES.filter((l) => l !== "en")) {
        expect(titles[locale], `${pathFor(locale, path)}: title is localized`).not.toBe(titles.en);
      }
    });
  }
});
