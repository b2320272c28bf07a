import { expect, type Page, test } from "@playwright/test";
import { box } from "./support/layout";
import { LOCALES, pathFor } from "./support/locales";
import { at, messages } from "./support/messages";
import { openAt as open } from "./support/open";

/**
 * /resources gives its four tools a treatment of their own (a design review found "a wall of look-alike cards"):
 * - a dark "Tools" band holds four wide panels (two a row from 1024 px, wider than the three download cards), each
 *   with a sample of its result drawn in code on a stage above its text, marked "Example" in the page's language,
 *   aria-hidden (the panel says in words what you put in and what you get), worked out by the tool's own function;
 * - each panel's one action says what the tool gives and opens the tool's page;
 * - nothing is wider than a 320 or 390 px phone in any locale, and no word of a panel breaks inside or runs out of
 *   its box from 320 to 1440 px.
 */
test.use({ locale: "en-US" });
test.describe.configure({ timeout: 180_000 });

const RESOURCES = "/resources";
const TOOLS = [
  { key: "roi", path: "/ap-roi-calculator" },
  { key: "fraudCheck", path: "/fraud-readiness-check" },
  { key: "controlMap", path: "/2026-control-map" },
  { key: "scorecard", path: "/solutions/30-day-performance-pilot" },
] as const;

const plain = (text: string) => text.replace(/[\u00a0\u202f\u2060]/g, " ").replace(/\s+/g, " ").trim();

/** Elements of the tool panels whose text runs past their own box (an amount too wide for its tile). */
async function overflowing(page: Page): Promise<string[]> {
  return page.locator("[data-tool-panel] *").evaluateAll((els) =>
    els
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).display !== "inline" && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.closest("[data-tool-panel]")?.getAttribute("data-tool-panel")}: "${el.textContent?.trim().slice(0, 40)}"`),
  );
}

/** Words of the tool panels broken across two lines (a break at a word's own hyphen is allowed). */
async function brokenWords(page: Page): Promise<string[]> {
  return page.locator("[data-tool-panel]").evaluateAll((panels) => {
    const out: string[] = [];
    for (const panel of panels) {
      const walker = document.createTreeWalker(panel, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest(".sr-only") || parent.getClientRects().length === 0) continue;
        for (const match of (node.nodeValue ?? "").matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index ?? 0);
          range.setEnd(node, (match.index ?? 0) + match[0].length);
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (tops.size > 1 && !/[-‐]/.test(match[0])) out.push(`${panel.getAttribute("data-tool-panel")}: "${match[0]}"`);
        }
      }
    }
    return out;
  });
}

test.describe("/resources: the tools band", () => {
  for (const locale of LOCALES) {
    test(`four tool panels, each with its example result, its inputs and outputs and one action (${locale})`, async ({ page, request }) => {
      await open(page, locale, RESOURCES, 1440);
      const res = messages(locale, "resources");
      const tools = page.locator("#library-tools");
      const panels = tools.locator("[data-tool-panel]");
      await expect(panels).toHaveCount(4);
      expect(await panels.evaluateAll((els) => els.map((el) => el.getAttribute("data-tool-panel")))).toEqual(TOOLS.map((tool) => tool.key));

      // The band reads apart from the other categories: its own dark background.
      const [bandBg, downloadsBg] = await Promise.all(
        ["#library-tools", "#library-downloads"].map((sel) => page.locator(sel).evaluate((el) => getComputedStyle(el).backgroundImage)),
      );
      expect(bandBg).toContain("gradient");
      expect(downloadsBg).toBe("none");

      const number = (value: number) => new Intl.NumberFormat(locale).format(value);
      for (const tool of TOOLS) {
        const panel = page.getByTestId(`resources-tool-${tool.key}`);
        // The preview: aria-hidden, above the panel's text, marked as an example in this language, with its basis.
        const preview = panel.locator("[data-tool-preview]");
        await expect(preview).toHaveCount(1);
        await expect(preview).toHaveAttribute("aria-hidden", "true");
        await expect(preview).toBeVisible();
        await expect(preview.locator("[data-example-label]")).toHaveText(at(res, "categories.tools.preview.example"));
        await expect(preview.locator("[data-preview-basis]")).not.toBeEmpty();
        expect((await box(preview)).bottom, `${tool.key}: the preview above the title`).toBeLessThanOrEqual((await box(panel.locator("h4"))).top);

        // In words, outside the preview: the title, what you put in (its chip and a sentence) and what you get.
        await expect(panel.locator("h4")).toHaveText(at(res, `categories.tools.links.${tool.key}`));
        await expect(panel.locator("[data-tool-provides] p").first()).toHaveText(at(res, "categories.tools.providesHeading"));
        await expect(panel.locator("[data-tool-provides] [data-chip]")).not.toBeEmpty();
        await expect(panel.locator("[data-tool-gets] li")).toHaveCount(3);

        // One action, saying what the tool gives; the panel's one link opens the tool's page, which answers.
        await expect(panel.locator("[data-resource-action]")).toHaveText(at(res, `actions.tools.${tool.key}`));
        const links = panel.locator("a[href]");
        await expect(links).toHaveCount(1);
        await expect(links).toHaveAttribute("href", pathFor(locale, tool.path));
        expect((await request.get(pathFor(locale, tool.path))).status(), tool.path).toBe(200);
      }

      // The samples are the tools' own results: the calculator's typical month (1,000 invoices, 2,000 supplier emails:
      // (1000 x 8 + 800 x 6) / 60 = 213 hours), the check's sample score 62, the scorecard's 25 of 35, and a control
      // map with every status (two families in place, two partial, one gap).
      await expect(page.getByTestId("resources-tool-roi").locator("[data-tool-preview]")).toContainText(number(213));
      await expect(page.getByTestId("resources-tool-fraudCheck").locator("[data-tool-preview]")).toContainText("62");
      await expect(page.getByTestId("resources-tool-scorecard").locator("[data-tool-preview]")).toContainText(/25\D+35/);
      const statuses = await page
        .getByTestId("resources-tool-controlMap")
        .locator("[data-tool-preview] [data-status]")
        .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-status")));
      expect(statuses.sort()).toEqual(["gap", "in-place", "in-place", "partial", "partial"]);

      // Wide panels, not the download cards: two a row, each far wider than a download card, and the two stages of a
      // row share a height (the texts under them start on one line).
      const download = await box(page.locator("#library-downloads [data-resource-card]").first());
      const boxes = await Promise.all(TOOLS.map((tool) => box(page.getByTestId(`resources-tool-${tool.key}`))));
      for (const b of boxes) expect(b.width).toBeGreaterThan(download.width * 1.3);
      expect(Math.abs((boxes[0]?.top ?? 0) - (boxes[1]?.top ?? 1))).toBeLessThanOrEqual(1);
      expect(boxes[2]?.top ?? 0).toBeGreaterThan((boxes[0]?.bottom ?? 0) - 1);
      await expect(page.locator("#library-downloads [data-tool-preview]")).toHaveCount(0);
      const stages = await Promise.all(TOOLS.map((tool) => box(page.getByTestId(`resources-tool-${tool.key}`).locator("[data-tool-preview]"))));
      expect(Math.abs((stages[0]?.height ?? 0) - (stages[1]?.height ?? 1))).toBeLessThanOrEqual(1);
      expect(Math.abs((stages[2]?.height ?? 0) - (stages[3]?.height ?? 1))).toBeLessThanOrEqual(1);

      // The preview's meaning is in the visible words around it: what the panel gives is read outside it.
      const gets = (messages(locale, "resources") as { categories: { tools: { gets: Record<string, string[]> } } }).categories.tools.gets;
      const roiText = plain((await page.getByTestId("resources-tool-roi").locator(":scope > div:not([data-tool-preview])").textContent()) ?? "");
      for (const item of gets.roi ?? []) expect(roiText).toContain(plain(item));
    });
  }

  test("a click on a tool's action button opens the tool", async ({ page }) => {
    for (const tool of TOOLS) {
      await open(page, "en", RESOURCES, 1440);
      // The button is drawn; the panel's link (its title, stretched over the panel) takes the click, as for a visitor.
      const action = page.getByTestId(`resources-tool-${tool.key}`).locator("[data-resource-action] > span");
      await action.scrollIntoViewIfNeeded();
      const b = await box(action);
      await Promise.all([page.waitForURL((url) => url.pathname === tool.path), page.mouse.click(b.left + b.width / 2, b.top + b.height / 2)]);
    }
  });

  for (const locale of LOCALES) {
    test(`the band fits a phone, no panel word breaks or runs out of its box, 320-1440 px (${locale})`, async ({ page }) => {
      await open(page, locale, RESOURCES, 320);
      for (const width of [320, 390, 768, 1024, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await expect(page.locator("[data-tool-panel]").first()).toBeVisible();
        if (width <= 390) {
          expect(await page.evaluate(() => document.documentElement.scrollWidth), `${locale} at ${width}`).toBeLessThanOrEqual(width);
          for (const panel of await page.locator("[data-tool-panel]").all()) {
            const b = await box(panel);
            expect(b.left, `${locale} at ${width}`).toBeGreaterThanOrEqual(0);
            expect(b.right, `${locale} at ${width}`).toBeLessThanOrEqual(width);
            // Nothing inside a panel wider than the panel (a preview or a chip pushed past its edge).
            const overflow = await panel.evaluate((el) => el.scrollWidth - el.clientWidth);
            expect(overflow, `${locale} at ${width}: ${await panel.getAttribute("data-tool-panel")}`).toBeLessThanOrEqual(0);
          }
        }
        expect(await brokenWords(page), `${locale} at ${width}`).toEqual([]);
        expect(await overflowing(page), `${locale} at ${width}`).toEqual([]);
      }
    });
  }
});
