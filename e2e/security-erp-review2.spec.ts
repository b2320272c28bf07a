import { expect, type Locator, type Page, test } from "@playwright/test";
import { PRODUCT_NAME } from "../src/config/site";
import { box, spread } from "./support/layout";
import { at, messages } from "./support/messages";
import { openAt } from "./support/open";
import { pathFor } from "./support/locales";
import { GUARD, plain, REVIEW_LOCALES, SECURITY } from "./support/security-erp";

/**
 * /security and the ERP Posting Guard after the second design review:
 * - /security: each security-review question gets a direct answer and its detail (where the data lives names every
 *   deployment option), and what depends on the deployment links to the architecture review; the sample score is a
 *   band with no blank inside; German uses one term each ("Beim Kunden gehostet", "Premium-Option", Audit-Protokoll
 *   for the log) and role names that are roles;
 * - ERP Posting Guard: the "How it connects" cards share one width, their routes' rules level and their last chips on
 *   one baseline; German and French titles name the product instead of "es" / "il".
 * One page load per test; widths change by resizing.
 */
test.use({ locale: "en-US" });

const LOCALES = REVIEW_LOCALES;

/** The tallest stretch of an element's inner height that no descendant with text or a drawn box covers. */
async function largestBlankBand(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const outer = el.getBoundingClientRect();
    const cs = getComputedStyle(el);
    const top = outer.top + Number.parseFloat(cs.paddingTop) + Number.parseFloat(cs.borderTopWidth);
    const bottom = outer.bottom - Number.parseFloat(cs.paddingBottom) - Number.parseFloat(cs.borderBottomWidth);
    const spans = [...el.querySelectorAll("*")]
      .filter((child) => child.children.length === 0 || child.getAttribute("aria-hidden") === "true")
      .map((child) => child.getBoundingClientRect())
      .filter((r) => r.height > 0)
      .map((r) => [r.top, r.bottom] as const)
      .sort((a, b) => a[0] - b[0]);
    let reached = top;
    let largest = 0;
    for (const [from, to] of spans) {
      largest = Math.max(largest, from - reached);
      reached = Math.max(reached, to);
    }
    return Math.round(Math.max(largest, bottom - reached));
  });
}

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test.describe("/security after the second review", () => {
  for (const locale of LOCALES) {
    test(`(${locale}) direct answers to the review questions; the score band has no blank inside (1440, 390)`, async ({ page }) => {
      const security = messages(locale, "security");
      await openAt(page, locale, SECURITY, 1440);
      const section = page.locator("#review-questions");
      const topics = section.getByTestId("security-review-questions").locator("[data-topic]");
      await expect(topics).toHaveCount(4);
      for (const topic of ["dataLocation", "keys", "staffAccess", "auditLog"]) {
        const item = section.locator(`[data-topic="${topic}"]`);
        await expect(item.locator("h3")).toHaveText(plain(at(security, `reviewQuestions.items.${topic}.question`)));
        await expect(item.locator("[data-answer]")).toHaveText(plain(at(security, `reviewQuestions.items.${topic}.answer`)));
        await expect(item.locator("[data-detail]")).toHaveText(plain(at(security, `reviewQuestions.items.${topic}.detail`)));
      }
      // The location answer names each deployment option as the cards above name it.
      const location = plain((await section.locator('[data-topic="dataLocation"] [data-detail]').textContent()) ?? "");
      for (const option of ["multiTenant", "dedicated", "customerHosted"]) {
        expect(location).toContain(plain(at(security, `deployment.${option}.title`)));
      }
      // What depends on the deployment is named, with the way to the architecture review.
      const rest = section.getByTestId("security-review-rest");
      await expect(rest).toContainText(plain(at(security, "reviewQuestions.rest.body")));
      await expect(rest.locator(`a[href="${pathFor(locale, "/architecture-review")}"]`)).toHaveCount(1);

      // The sample score: a band holding its label, figure and bar, no blank stretch inside, at both widths.
      const tile = page.getByTestId("security-score-tile");
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await tile.scrollIntoViewIfNeeded();
        expect(await largestBlankBand(tile), `blank band inside the score tile at ${width}px`).toBeLessThanOrEqual(20);
        await noHorizontalScroll(page);
      }
    });
  }

  test("(de) one term each: Beim Kunden gehostet, Premium-Option, Audit-Protokoll; roles named as roles", async ({ page }) => {
    await openAt(page, "de", SECURITY, 1440);
    const text = plain((await page.locator("main").textContent()) ?? "");
    for (const variant of ["Kundengehostet", "kundengehostet", "Premium-Variante", "Nachweisprotokoll", "Sachbearbeitung Kreditoren", "Administration"]) {
      expect(text, variant).not.toContain(variant);
    }
    expect(text).toContain("Beim Kunden gehostet");
    expect(text).toContain("Premium-Option");
    // The log is the Audit-Protokoll wherever the page names it; Nachweise stays the evidence it yields.
    // (The loader joins a short part's hyphen with U+2011: "Audit‑Protokoll".)
    expect(((await page.locator("#review-questions").textContent()) ?? "").replace(/\u2011/g, "-")).toContain("Audit-Protokoll");
    const headers = await page
      .getByTestId("sod-table")
      .locator("thead th")
      .evaluateAll((cells) => cells.map((cell) => (cell.textContent ?? "").replace(/\u00ad/g, "").trim()));
    expect(headers.slice(1)).toEqual(["Kreditorenbuchhalter", "Freigebende Person", "Controller", "Administrator"]);
  });
});

test.describe("ERP Posting Guard: how it connects, after the second review", () => {
  for (const locale of LOCALES) {
    test(`(${locale}) the four cards share one width; routes level at their rule and their baseline (1440, 768)`, async ({ page }) => {
      const m = messages(locale, "solutionsUseCase");
      await openAt(page, locale, GUARD, 1440);
      const section = page.locator("#how-it-connects");
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(plain(at(m, "erpGuard.connect.title")));
      const cards = section.getByTestId("erp-connection-cards").locator(":scope > li");
      await expect(cards).toHaveCount(4);
      await cards.first().scrollIntoViewIfNeeded();
      const boxes = await Promise.all([0, 1, 2, 3].map((i) => box(cards.nth(i))));
      expect(spread(boxes.map((b) => b.width)), "one width").toBeLessThanOrEqual(1);
      const routes = section.locator("[data-card-route]");
      const lastChips = section.locator("[data-card-route] [data-route-stop]:last-child");
      // Two by two at 1440 too (e2e/security-erp-review4.spec.ts): each pair shares its foot, its rule and its baseline.
      for (const pair of [
        [0, 1],
        [2, 3],
      ]) {
        expect(spread(pair.map((i) => boxes[i]?.bottom ?? 0)), "one foot").toBeLessThanOrEqual(1);
        expect(spread((await Promise.all(pair.map((i) => box(routes.nth(i))))).map((b) => b.top)), "routes' rules level").toBeLessThanOrEqual(1);
        expect(spread((await Promise.all(pair.map((i) => box(lastChips.nth(i))))).map((b) => b.bottom)), "last chips on one baseline").toBeLessThanOrEqual(1);
      }

      // Two columns: the pair on each row shares its width, its foot, its route's rule and its baseline.
      await page.setViewportSize({ width: 768, height: 900 });
      for (const pair of [
        [0, 1],
        [2, 3],
      ]) {
        const [a, b] = await Promise.all(pair.map((i) => box(cards.nth(i))));
        const [ra, rb] = await Promise.all(pair.map((i) => box(routes.nth(i))));
        const [la, lb] = await Promise.all(pair.map((i) => box(lastChips.nth(i))));
        expect(Math.abs((a?.width ?? 0) - (b?.width ?? 0))).toBeLessThanOrEqual(1);
        expect(Math.abs((a?.bottom ?? 0) - (b?.bottom ?? 0))).toBeLessThanOrEqual(1);
        expect(Math.abs((ra?.top ?? 0) - (rb?.top ?? 0))).toBeLessThanOrEqual(1);
        expect(Math.abs((la?.bottom ?? 0) - (lb?.bottom ?? 0))).toBeLessThanOrEqual(1);
      }
      await noHorizontalScroll(page);

      if (locale !== "en") {
        // The titles name the product: "Was Attestra liest", not "Was es liest" ("Ce qu’Attestra lit").
        for (const key of ["reads", "never"]) {
          await expect(section.locator(`[data-connection="${key}"] h3`)).toContainText(PRODUCT_NAME);
        }
        const titles = (await section.locator("h2, h3").allTextContents()).join(" | ");
        expect(titles).not.toMatch(/\bes\b|\bil\b/);
      }
    });
  }
});
