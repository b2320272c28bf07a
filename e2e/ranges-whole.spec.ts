import { expect, type Page, test } from "@playwright/test";
import { LOCALES, pathFor } from "./support/locales";

/**
 * A number range written tight ("1–2", "60–80 %", "2026–2027", "$50K–$500K") never ends a line after its dash:
 * "Wochen 1–" / "2" read as a broken figure. Every tight dash the pages render carries a word joiner, and on a
 * 320 px phone, where lines are shortest, both sides of every such dash sit on one line.
 */
test.use({ locale: "en-US" });
test.describe.configure({ timeout: 120_000 });

const PAGES = [
  "/?home-variant=1",
  "/landing2",
  "/landing3",
  "/product",
  "/security",
  "/pricing",
  "/solutions/erp-posting-guard",
  "/solutions/30-day-performance-pilot",
  "/fraud-readiness-check",
  "/resources",
  "/book-demo",
  "/compliance",
] as const;

const localized = (locale: (typeof LOCALES)[number], path: string) =>
  path.startsWith("/?") ? (locale === "en" ? path : `/${locale}${path}`) : pathFor(locale, path);

/** For each visible tight dash: its text, whether a joiner follows, and whether the dash's neighbours share a line. */
function tightDashes(page: Page) {
  return page.evaluate(() => {
    const found: { text: string; joined: boolean; sameLine: boolean }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, noscript, [hidden], [aria-hidden='true']")) continue;
      if (parent.getClientRects().length === 0) continue;
      for (const match of text.matchAll(/(?<=\S)–(?=\S)/g)) {
        const at = match.index ?? 0;
        const after = text[at + 1] === "\u2060" ? at + 2 : at + 1;
        if (after >= text.length) continue;
        const rectOf = (offset: number) => {
          const range = document.createRange();
          range.setStart(node, offset);
          range.setEnd(node, offset + 1);
          return range.getBoundingClientRect();
        };
        const before = rectOf(at - 1);
        const next = rectOf(after);
        found.push({
          text: text.slice(Math.max(0, at - 12), at + 14),
          joined: text[at + 1] === "\u2060",
          sameLine: Math.abs(before.top - next.top) < before.height / 2,
        });
      }
    }
    return found;
  });
}

for (const locale of LOCALES) {
  test(`tight ranges stay whole on a 320 px phone (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    let seen = 0;
    for (const path of PAGES) {
      await page.goto(localized(locale, path));
      const dashes = await tightDashes(page);
      seen += dashes.length;
      expect(
        dashes.filter((dash) => !dash.joined).map((dash) => dash.text),
        `${path}: a tight dash without a word joiner`,
      ).toEqual([]);
      expect(
        dashes.filter((dash) => !dash.sameLine).map((dash) => dash.text),
        `${path}: a range broken after its dash`,
      ).toEqual([]);
    }
    // The pages do show ranges (weeks, percentages, years): the check ran on something.
    expect(seen).toBeGreaterThan(10);
  });
}
