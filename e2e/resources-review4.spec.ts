import { expect, type Page, test } from "@playwright/test";
import { box, spread } from "./support/layout";
import { at, messages } from "./support/messages";
import { openAt as open } from "./support/open";

/**
 * /resources after its fourth design review:
 * - the category cards give their text and chips the card's whole width (the drawing floats at the top left, the arrow
 *   sits in the corner) and say what the link opens under their content, pinned to the card's foot so the links of a
 *   row share one line (round 6), the fuller card's right under its content; a tool's link says what it gives
 *   ("Calculate your ROI"), on /resources and on a role's collection;
 * - the featured lists keep one gap between items in every card; the fullest card's link right under its list, the
 *   others level with it at their card's foot (round 5);
 * - "Browse by category" has no intro of its own (the first category's line says it);
 * - at 390 px the hero's kit card shows its four figures without the drawing, and "Featured" follows it 48 px down;
 * - the French headline breaks right after its colon at 1440 px, and every headline stays within three lines.
 */
test.use({ locale: "en-US" });
test.describe.configure({ timeout: 120_000 });

const RESOURCES = "/resources";
const plain = (text: string) => text.replace(/[\u00a0\u202f\u2060]/g, " ").replace(/\u2011/g, "-").replace(/\s+/g, " ").trim();
const TOOLS = { "/ap-roi-calculator": "roi", "/fraud-readiness-check": "fraudCheck", "/2026-control-map": "controlMap", "/solutions/30-day-performance-pilot": "scorecard" } as const;

/** The h1's text line by line. */
async function headlineLines(page: Page) {
  return page.locator("h1").evaluate((h1) => {
    const lines = new Map<number, string>();
    const walker = document.createTreeWalker(h1, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (!rect) continue;
        const top = Math.round(rect.top);
        lines.set(top, (lines.get(top) ?? "") + text[i]);
      }
    }
    return [...lines.entries()].sort((a, b) => a[0] - b[0]).map(([, line]) => line.trim());
  });
}

test.describe("/resources, fourth review", () => {
  test("at 1440 px: cards use their width, tools say what they give, featured lists keep one rhythm, headlines fit", async ({ page }) => {
    for (const locale of ["en", "de", "fr"] as const) {
      await open(page, locale, RESOURCES, 1440);
      const res = messages(locale, "resources");

      const lines = await headlineLines(page);
      expect(lines.length, `${locale}: ${lines.join(" / ")}`).toBeLessThanOrEqual(3);
      if (locale === "fr") expect(plain(lines[0] ?? ""), lines.join(" / ")).toMatch(/:$/);

      // No intro under "Browse by category": its first category's line follows.
      await expect(page.locator("#categories-title + p")).toHaveCount(0);

      const cards = page.locator("#categories section[data-category] > div > ul > li");
      await expect(cards).toHaveCount(13);
      const bad = await cards.evaluateAll((lis) =>
        lis.flatMap((li) => {
          const title = li.querySelector("h4")?.textContent ?? "?";
          const card = li.getBoundingClientRect();
          const cs = getComputedStyle(li);
          const innerRight = card.right - Number.parseFloat(cs.paddingRight) - Number.parseFloat(cs.borderRightWidth);
          const out: string[] = [];
          // The summary and the chip lists reach the card's right padding (no column kept for the arrow).
          for (const part of li.querySelectorAll(":scope > div > p:not([data-resource-action]):not(:first-child), [data-tool-gets] ul, [data-collection-contents] ul")) {
            const right = part.getBoundingClientRect().right;
            if (right < innerRight - 1) out.push(`${title}: ${part.tagName} ends ${Math.round(innerRight - right)} px short`);
          }
          // The link right under the content, or pinned to the card's foot when a fuller card beside it sets the row's
          // height (the row's links share one line, below).
          const action = li.querySelector("[data-resource-action]");
          const before = action?.previousElementSibling;
          if (!action || !before) out.push(`${title}: no link line`);
          else {
            const innerBottom = card.bottom - Number.parseFloat(cs.paddingBottom) - Number.parseFloat(cs.borderBottomWidth);
            const atFoot = Math.abs(action.getBoundingClientRect().bottom - innerBottom) <= 1;
            if (!atFoot) out.push(`${title}: blank under its link`);
          }
          return out;
        }),
      );
      expect(bad, locale).toEqual([]);

      // In each row of cards (round 6) the links share one line, and the fullest card's link is right under its
      // content: the row's spare room is above the other links, never under a link or above all of them.
      const rows = await cards.evaluateAll((lis) => {
        const byRow = new Map<string, { bottom: number; gap: number }[]>();
        for (const li of lis) {
          const action = li.querySelector("[data-resource-action]");
          const before = action?.previousElementSibling;
          if (!action || !before) continue;
          const key = `${li.closest("section")?.id ?? "?"} at ${Math.round(li.getBoundingClientRect().top)}`;
          const a = action.getBoundingClientRect();
          byRow.set(key, [...(byRow.get(key) ?? []), { bottom: a.bottom, gap: a.top - before.getBoundingClientRect().bottom }]);
        }
        return [...byRow.entries()].map(([row, links]) => ({
          row,
          count: links.length,
          spread: Math.max(...links.map((l) => l.bottom)) - Math.min(...links.map((l) => l.bottom)),
          closest: Math.min(...links.map((l) => l.gap)),
        }));
      });
      expect(rows.filter((row) => row.count > 1).length, `${locale}: rows ${rows.map((r) => r.row).join(", ")}`).toBeGreaterThanOrEqual(6);
      for (const row of rows) {
        expect(row.spread, `${locale}: link bottoms in ${row.row}`).toBeLessThanOrEqual(1);
        expect(row.closest, `${locale}: the fullest card's link in ${row.row}`).toBeLessThanOrEqual(16);
      }

      // Each tool's link says what it gives.
      for (const [href, key] of Object.entries(TOOLS)) {
        const card = cards.filter({ has: page.locator(`h4 a[href$="${href}"]`) });
        await expect(card.locator("[data-resource-action]")).toHaveText(at(res, `actions.tools.${key}`));
      }

      // Featured: one gap between list items in all three cards; the fullest card's link right under its list, and
      // every link pinned to its card's foot, 20 px or more under its list (e2e/resources-review5.spec.ts checks that
      // the three links share one line).
      const gaps = await page.locator("#featured [data-featured-inside] ol").evaluateAll((ols) =>
        ols.flatMap((ol) => {
          const items = Array.from(ol.children).map((li) => li.getBoundingClientRect());
          return items.slice(1).map((item, i) => item.top - (items[i]?.bottom ?? 0));
        }),
      );
      expect(gaps.length).toBeGreaterThanOrEqual(9);
      expect(spread(gaps), `${locale}: gaps ${gaps.join(", ")}`).toBeLessThanOrEqual(1);
      const linkGaps: number[] = [];
      for (const panel of await page.locator("#featured [data-featured-inside]").all()) {
        const link = await box(panel.locator("xpath=following-sibling::a[1]"));
        linkGaps.push(link.top - (await box(panel)).bottom);
      }
      expect(Math.min(...linkGaps), `${locale}: link gaps ${linkGaps.join(", ")}`).toBeLessThanOrEqual(24);
      for (const gap of linkGaps) expect(gap, `${locale}: a link under its list`).toBeGreaterThanOrEqual(19);
    }
  });

  test("at 390 px the kit card shows its figures without the drawing, and Featured follows 48 px down", async ({ page }) => {
    for (const locale of ["en", "de", "fr", "es"] as const) {
      await open(page, locale, RESOURCES, 390, 844);
      const card = page.getByTestId("resources-library-scene").locator("[data-card]");
      await expect(card.locator("svg[viewBox='0 0 440 190']")).toBeHidden();
      await expect(card.locator("[data-kit-tile]")).toHaveCount(4);
      for (const tile of await card.locator("[data-kit-tile]").all()) await expect(tile).toBeVisible();
      const gap = (await box(page.locator("#featured-title"))).top - (await box(card)).bottom;
      expect(gap, locale).toBeGreaterThanOrEqual(40);
      expect(gap, locale).toBeLessThanOrEqual(60);
    }
  });

  test("a role's collection names what its tools give", async ({ page }) => {
    await open(page, "de", "/resources/cfo", 1440);
    const res = messages("de", "resources");
    const roi = page.locator("#collection li").filter({ has: page.locator('h3 a[href$="/ap-roi-calculator"]') });
    await expect(roi.locator("[data-resource-action]")).toHaveText(at(res, "actions.tools.roi"));
  });
});
