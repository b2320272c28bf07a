import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";
import { LOCALES, pathFor } from "./support/locales";

/**
 * The resource library and /product's Analytics and Payments modules: pictures drawn in code (server-rendered HTML +
 * inline SVG, aria-hidden, one translated visually hidden caption, no raster), every resource card with its type drawn
 * and named, and no chip or label broken inside a word from 320 to 1440 px in any locale.
 */
test.use({ locale: "en-US" });

// The pictures themselves (server-rendered, aria-hidden, a translated caption) are checked with the product scenes
// in e2e/visuals.spec.ts.
test.describe("resource and module pictures", () => {
  test.describe.configure({ timeout: 90_000 });
  test("every /resources card draws its type, names it and links somewhere", async ({ page }) => {
    await page.goto("/resources");
    const cards = page.locator("#featured li:has(h3), #categories li:has(h4)");
    // 3 featured + 11 in the categories, each listed once (the featured ones are not repeated in a category).
    expect(await cards.count()).toBeGreaterThanOrEqual(14);
    for (const card of await cards.all()) {
      await expect(card.locator("[data-resource-type][aria-hidden='true'] svg")).toHaveCount(1);
      await expect(card.locator("p").first()).not.toBeEmpty();
      await expect(card.locator("a[href]").first()).toHaveAttribute("href", /^\//);
    }
    // The featured resources say what is inside them.
    await expect(page.locator("#featured ol")).toHaveCount(3);
  });

  test("the Analytics sample is marked illustrative and the payment states carry their tone", async ({ page }) => {
    await page.goto("/product");
    const analytics = page.getByTestId("product-analytics-scene");
    await expect(analytics.locator("[data-tone='neutral']")).toHaveText("Illustrative");
    const tones = await page.getByTestId("product-payments-scene").locator("[data-tone]").evaluateAll((els) => els.map((el) => el.getAttribute("data-tone")));
    expect(tones).toEqual(["success", "neutral", "neutral"]);
  });
});

test.describe("resource pages hold at every width", () => {
  test.describe.configure({ timeout: 180_000 });
  for (const locale of LOCALES) {
    test(`no chip or card label broken inside a word, nothing wider than the page (${locale})`, async ({ page }) => {
      for (const path of ["/resources", "/resources/controller", "/product"]) {
        await gotoHydrated(page, pathFor(locale, path));
        for (const width of [320, 390, 768, 1024, 1440]) {
          await page.setViewportSize({ width, height: 900 });
          const problems = await page.evaluate(() => {
            const out: string[] = [];
            const vw = document.documentElement.clientWidth;
            if (document.documentElement.scrollWidth > vw + 1) out.push(`page ${document.documentElement.scrollWidth} > ${vw}`);
            const scopes = "[data-testid^='resources-'], [data-testid^='product-'], #featured, #categories, #collection";
            for (const el of document.querySelectorAll<HTMLElement>(`:is(${scopes}) :is([data-chip], dt, dd, h3, h4, li span)`)) {
              // Text for screen readers only is clipped to 1 px on purpose.
              if (el.closest(".sr-only")) continue;
              const box = el.getBoundingClientRect();
              if (box.width === 0 || box.height === 0) continue;
              if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).display !== "inline") out.push(`"${el.textContent?.trim()}" overflows its box`);
              const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
              for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                const value = node.nodeValue ?? "";
                for (const match of value.matchAll(/\S+/g)) {
                  const range = document.createRange();
                  range.setStart(node, match.index ?? 0);
                  range.setEnd(node, (match.index ?? 0) + match[0].length);
                  const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
                  // A word on two lines is broken inside, unless it breaks at its own hyphen ("auto-évaluation").
                  if (tops.size > 1 && !/[-‐]/.test(match[0]) && !/\u00ad/.test(match[0])) out.push(`word "${match[0]}" broken`);
                }
              }
              if (el.hasAttribute("data-chip") && el.getClientRects().length > 0) {
                const lines = new Set([...el.getClientRects()].map((r) => Math.round(r.top)));
                if (lines.size > 1 || box.height > 40) out.push(`chip "${el.textContent?.trim()}" wraps`);
              }
            }
            return [...new Set(out)];
          });
          expect(problems, `${path} at ${width}px`).toEqual([]);
        }
      }
    });
  }
});
