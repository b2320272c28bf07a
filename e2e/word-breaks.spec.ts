import { expect, type Locator, test } from "@playwright/test";
import { LOCALES, pathFor } from "./support/locales";

/**
 * Labels a reviewer saw cut inside a word, and a pair of boxes of unequal height:
 * - the deployment diagrams' "Your environment" label (it was uppercase and hyphenated, "YOUR ENVIRON-/MENT");
 * - the segregation-of-duties table's column headers at desktop widths ("Adminis-/tration" beside wide columns);
 * - the pilot guarantee's two alternative targets stand at one height (German wraps them to 4 and 5 lines).
 */
test.use({ locale: "en-US" });
test.describe.configure({ timeout: 120_000 });

/** The words of the located elements whose first and last letters are drawn on different lines. */
function wordsCut(locator: Locator) {
  return locator.evaluateAll((elements) => {
    const cut: string[] = [];
    for (const element of elements) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        // A break at a written hyphen ("Attestra-/Cloud") is a normal line break; a word's letters are not.
        for (const match of text.matchAll(/[^\s\u00a0\u202f\-\u2010\u2011]{2,}/g)) {
          const at = match.index ?? 0;
          const top = (offset: number) => {
            const range = document.createRange();
            range.setStart(node, offset);
            range.setEnd(node, offset + 1);
            return range.getBoundingClientRect().top;
          };
          if (Math.abs(top(at) - top(at + match[0].length - 1)) > 4) cut.push(match[0]);
        }
      }
    }
    return cut;
  });
}

for (const locale of LOCALES) {
  test(`no label cut inside a word: deployment diagrams and the duties table (${locale})`, async ({ page }) => {
    for (const width of [320, 390, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(pathFor(locale, "/security"));
      const sides = page.locator('[data-testid^="deployment-diagram-"] p');
      expect(await sides.count()).toBeGreaterThan(3);
      expect(await wordsCut(sides), `diagram labels at ${width} px`).toEqual([]);
      if (width >= 1024) {
        const headers = page.locator('[data-testid="sod-table"] thead th');
        await expect(headers).toHaveCount(5);
        expect(await wordsCut(headers), `duties table headers at ${width} px`).toEqual([]);
      }
    }
  });

  test(`the guarantee's two targets stand at one height (${locale})`, async ({ page }) => {
    for (const width of [320, 390, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(locale === "en" ? "/?home-variant=1" : `/${locale}?home-variant=1`);
      const targets = page.locator('[data-testid="guarantee-card"] [data-guarantee-target]');
      await expect(targets).toHaveCount(2);
      const heights = await targets.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().height));
      const [first = 0, second = -1] = heights;
      expect(Math.abs(first - second), `target heights at ${width} px: ${heights.join(", ")}`).toBeLessThan(1);
    }
  });
}
