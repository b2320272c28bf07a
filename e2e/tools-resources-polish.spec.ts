import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";
import { LOCALES, pathFor, type TestLocale } from "./support/locales";
import { at, messages } from "./support/messages";

/**
 * The AP Ops Scorecard page, the fraud readiness check, /resources and /book-demo, as a design lead and a CFO read
 * them beside peers' pages:
 * - scorecard: the hero's main button starts the scorecard (the demo second); day-30 goals carry a target mark, not a
 *   tick; the day 0–31 rail shows on a phone, vertical; no article is left at a line's end in the headline and lead;
 * - readiness check: the PO slider says its starting 50 % counts; weights read as a share of the
 *   score, not progress; the question count keeps its noun; German questions never break inside a word;
 * - resources: the hero says what each resource gives and how long it takes (no counts of the page's own items); the
 *   one-page CFO document is named a brief; the featured titles line up; the tool cards say what you get;
 * - book-demo: who replies (a solutions engineer specialising in AP controls), within what time, with what.
 */
test.use({ locale: "en-US" });
test.describe.configure({ timeout: 120_000 });

const SCORECARD = "/solutions/30-day-performance-pilot";
/** Visible text with the spaces the messages join words with (U+00A0, U+202F, U+2060) made plain. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ").replace(/\u2060/g, "").replace(/\s+/g, " ").trim();

async function declineAnalytics(page: Page) {
  const banner = page.getByTestId("consent-banner");
  if (await banner.isVisible()) {
    await banner.locator("[data-consent-choice='denied']").click();
    await expect(banner).toBeHidden();
  }
}

test.describe("AP Ops Scorecard page", () => {
  for (const locale of LOCALES) {
    test(`the hero starts the scorecard; the demo is second (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await gotoHydrated(page, pathFor(locale, SCORECARD));
      const sc = messages(locale, "scorecard");
      const primary = page.locator("[data-hero-action='primary']");
      await expect(primary).toHaveText(at(sc, "hero.startScorecard"));
      await expect(primary).toHaveAttribute("href", "#scorecard");
      await expect(page.locator("[data-hero-action='secondary']")).toHaveAttribute("href", /\/book-demo/);
      await primary.click();
      await expect(page.locator("#scorecard")).toBeFocused();
    });

    test(`the day-${30} goals are marked as targets, not ticks (${locale})`, async ({ page }) => {
      await gotoHydrated(page, pathFor(locale, SCORECARD));
      const sc = messages(locale, "scorecard");
      const measure = page.locator("[data-stage='measure']");
      await expect(measure.locator("[data-target] [data-target-icon]")).toHaveCount(3);
      // No tick (the check list's path) anywhere in the day-30 card, and each goal is named a target.
      await expect(measure.locator("path[d^='M8 13.6']")).toHaveCount(0);
      for (const goal of await measure.locator("[data-target]").all()) await expect(goal).toContainText(at(sc, "pilot.measure.target"));
    });

    test(`the headline and lead leave no article at a line's end (${locale})`, async ({ page }) => {
      await gotoHydrated(page, pathFor(locale, SCORECARD));
      const articles = { en: "the|a|an", fr: "le|la|les|un|une|des|du|aux", de: "der|die|das|den|dem|des|ein|eine|zum|zur", es: "el|la|los|las|un|una|del|al" }[locale];
      // An article followed by a breakable space could end a line; a non-breaking space keeps it with its noun.
      const loose = new RegExp(`(^|[\\s\u00a0])(${articles}) `, "i");
      for (const text of [await page.locator("h1").textContent(), await page.locator("h1 + p").textContent()]) {
        expect(text ?? "", `"${text}"`).not.toMatch(loose);
      }
    });
  }

  for (const width of [320, 390, 1440]) {
    test(`the day 0–31 rail shows at ${width} px, vertical on a phone`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, pathFor("en", SCORECARD));
      const rail = page.getByTestId(width < 1024 ? "pilot-glance-phone" : "pilot-glance");
      await rail.scrollIntoViewIfNeeded();
      await expect(rail).toBeVisible();
      const steps = rail.locator("ol > li");
      await expect(steps).toHaveCount(4);
      const boxes = await Promise.all((await steps.all()).map((s) => s.boundingBox()));
      for (let i = 1; i < boxes.length; i++) expect(boxes[i]?.y ?? 0).toBeGreaterThanOrEqual((boxes[i - 1]?.y ?? 0) + (boxes[i - 1]?.height ?? 0) - 1);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);
    });
  }
});

test.describe("Fraud readiness check", () => {
  test("the PO slider says that its starting 50 % counts in the score", async ({ page }) => {
    for (const locale of LOCALES) {
      await gotoHydrated(page, pathFor(locale, "/fraud-readiness-check"));
      const slider = page.getByTestId("fraud-check-form").locator("input[type='range'][name='poPercentage']");
      await expect(slider).toHaveValue("50");
      // The hint is the slider's description, so a screen reader hears it too.
      const hintId = await slider.getAttribute("aria-describedby");
      expect(hintId).toBeTruthy();
      await expect(page.locator(`[id="${hintId?.split(" ")[0]}"]`)).toHaveText(
        at(messages(locale, "fraudCheck"), "form.poHint").replace("{percent}", new Intl.NumberFormat(locale, { style: "percent" }).format(0.5)),
      );
    }
  });

  test("each part's weight reads as its share of the score, not as progress", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, "/fraud-readiness-check");
    const parts = page.locator("[data-form-part]");
    await expect(parts).toHaveCount(4);
    for (const [i, part] of (await parts.all()).entries()) {
      const share = part.locator("[data-weight-share]");
      await expect(share.locator("span")).toHaveCount(4);
      await expect(share.locator("span[data-current]")).toHaveCount(1);
      // The marked segment sits in its place among the four: only the first category's starts at the left edge.
      const [bar, current] = await Promise.all([share.boundingBox(), share.locator("span[data-current]").boundingBox()]);
      if (i > 0) expect((current?.x ?? 0) - (bar?.x ?? 0)).toBeGreaterThan(10);
    }
  });

  for (const locale of LOCALES) {
    test(`the question count keeps its noun (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 800 });
      await gotoHydrated(page, pathFor(locale, "/fraud-readiness-check"));
      const summary = page.getByTestId("fraud-rubric-disclosure").locator("summary");
      await expect(summary).toContainText(/\d\u00a0\S/);
    });
  }

  for (const width of [320, 390, 640, 768, 1024, 1440]) {
    test(`German rubric questions never break inside a word at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, pathFor("de", "/fraud-readiness-check"));
      const disclosure = page.getByTestId("fraud-rubric-disclosure");
      if (width < 640 && !(await disclosure.evaluate((d) => (d as HTMLDetailsElement).open))) await disclosure.locator("summary").click();
      const cells = page.locator("th[data-rubric-question]");
      await expect(cells).toHaveCount(9);
      await expect(cells.first()).toBeVisible();
      // Each word of the question (its first text node) lies on one line: one client rect per word.
      const broken = await cells.evaluateAll((ths) =>
        ths.flatMap((th) => {
          const node = th.firstChild;
          if (!node || node.nodeType !== Node.TEXT_NODE) return [`no text in ${th.textContent}`];
          const text = node.textContent ?? "";
          const out: string[] = [];
          for (const match of text.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index ?? 0);
            range.setEnd(node, (match.index ?? 0) + match[0].length);
            const lines = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
            if (lines.size > 1) out.push(match[0]);
          }
          return out;
        }),
      );
      expect(broken).toEqual([]);
      // Whole words without pushing the page sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});

test.describe("/resources", () => {
  for (const locale of LOCALES) {
    test(`the hero says what each resource gives and how long it takes; the brief is named for what it is (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await gotoHydrated(page, pathFor(locale, "/resources"));
      await declineAnalytics(page);
      const res = messages(locale, "resources");
      const tiles = page.getByTestId("resources-library-scene").locator("[data-kit-tile]");
      await expect(tiles).toHaveCount(4);
      for (const tile of await tiles.all()) {
        // A duration or a page count, never a bare count of the page's own items ("3").
        const value = plain((await tile.locator("span.text-lg").textContent()) ?? "");
        expect(value).not.toMatch(/^\d+$/);
        expect(value).toMatch(/\d/);
      }
      await expect(tiles.nth(0)).toContainText(at(res, "kit.tiles.scorecard"));

      // The one-page CFO document: a brief, not a playbook or a guide, in its title, its type and its link.
      const card = page.locator("#featured li").filter({ has: page.locator(`a[href="${pathFor(locale, "/cfo-fraud-prevention-playbook.pdf")}"]`) }).first();
      await expect(card.locator("h3")).toHaveText(at(res, "featured.items.playbook.title"));
      expect(plain((await card.textContent()) ?? "")).not.toMatch(/playbook|\bguide\b|leitfaden|guía/i);
    });

    test(`the featured titles line up and the tool cards say what you get at 1440 px (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await gotoHydrated(page, pathFor(locale, "/resources"));
      await declineAnalytics(page);
      const titles = page.locator("#featured li h3");
      await expect(titles).toHaveCount(3);
      const tops = await titles.evaluateAll((hs) => hs.map((h) => h.getBoundingClientRect().top));
      expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(2);

      const tools = page.locator("#library-tools > div > ul > li");
      await expect(tools).toHaveCount(4);
      for (const tool of await tools.all()) {
        await expect(tool.locator("[data-tool-gets] li")).toHaveCount(3);
        // The card's content fills it: less than a quarter of the card left empty under it.
        const [card, content] = await Promise.all([tool.boundingBox(), tool.locator(":scope > div.min-w-0").boundingBox()]);
        const empty = (card?.y ?? 0) + (card?.height ?? 0) - 16 - ((content?.y ?? 0) + (content?.height ?? 0));
        expect(empty / (card?.height ?? 1)).toBeLessThan(0.25);
      }
    });
  }
});

test.describe("/book-demo", () => {
  const ROLE: Record<TestLocale, string> = {
    en: "solutions engineer who specializes in AP controls",
    fr: "ingénieur avant\u2011vente spécialisé dans le contrôle des factures fournisseurs",
    de: " für Kontrollen in der Kreditorenbuchhaltung",
    es: "ingeniero de soluciones especializado en controles de cuentas por pagar",
  };
  for (const locale of LOCALES) {
    test(`names who the visitor meets, who replies, within what time and with what (${locale})`, async ({ page }) => {
      await gotoHydrated(page, pathFor(locale, "/book-demo"));
      await expect(page.locator("h1 + p")).toContainText(ROLE[locale]);
      const first = page.getByTestId("book-demo-next-steps").locator("li").first();
      const text = plain((await first.textContent()) ?? "");
      expect(text).toContain(ROLE[locale]);
      expect(text).toMatch(/24/);
    });
  }
});
