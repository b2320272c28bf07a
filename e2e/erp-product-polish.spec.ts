import { expect, type Page, test } from "@playwright/test";
import { CFO_DASHBOARD_SAMPLE, ERP_GUARD_QUEUE_SAMPLE, EVIDENCE, FRANCE_EINVOICING } from "../src/config/business-constants";
import { PRODUCT_NAME } from "../src/config/site";
import { gotoHydrated } from "./support/hydration";
import { LOCALES, pathFor } from "./support/locales";
import { at, messages } from "./support/messages";

/**
 * The ERP Posting Guard page and /product, as a design lead and a CFO read them:
 * - the guard says how it connects to the ERP (reads, permissions, never writes, who overrides a hold), drawn;
 * - its hero's invoice is the queue sample's first Ready-to-Pay invoice, with the queue's number and amount;
 * - the evidence-pack time is labelled as the product claim it is, with the example's time beside it;
 * - a queue's name never breaks inside itself in a heading or a chip;
 * - /product's hero has no text under 12 px, its analytics dollar figure states its basis, and each roadmap chip
 *   says whether the item is available or planned.
 */
test.use({ locale: "en-US" });

const GUARD = "/solutions/erp-posting-guard";
/** Visible text as the page shows it: typographic spaces, word joiners and non-breaking hyphens read plainly. */
const plain = (text: string) =>
  text
    .replace(/[\u202f\u00a0\s]+/g, " ")
    .replace(/\u2060/g, "")
    .replace(/\u2011/g, "-")
    // The connection's title and card titles name the product ({product} in the messages).
    .replaceAll("{product}", PRODUCT_NAME)
    .trim();

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test.describe("ERP Posting Guard: how it connects", () => {
  for (const locale of LOCALES) {
    test(`${locale}: reads, permissions, never-writes and override, translated, with the drawing`, async ({ page }) => {
      const m = messages(locale, "solutionsUseCase");
      await gotoHydrated(page, pathFor(locale, GUARD));
      const section = page.locator("#how-it-connects");
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(plain(at(m, "erpGuard.connect.title")));
      for (const key of ["reads", "permissions", "never", "override"]) {
        const card = section.locator(`[data-connection="${key}"]`);
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(plain(at(m, `erpGuard.connect.cards.${key}.title`)));
      }
      // The never-writes card names the vendor master; the override card names the audit stream's actor ID.
      await expect(section.locator('[data-connection="never"] li').first()).toContainText(
        plain(at(m, "erpGuard.connect.cards.never.items.master")).split(":")[0] ?? "",
      );
      const diagram = page.getByTestId("erp-connection-diagram");
      await expect(diagram.locator("[data-flow]")).toHaveCount(5);
      await expect(diagram.locator('[data-flow="never"]')).toHaveCount(1);
      // The ERP in the drawing holds the page's own sample invoice.
      await expect(diagram.locator('[data-connection-box="erp"]')).toContainText(ERP_GUARD_QUEUE_SAMPLE.readyToPay[0].invoice);
    });
  }

  for (const width of [320, 390, 1440]) {
    test(`${width}px: the drawing and cards fill the width and stay inside the page`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, pathFor("de", GUARD));
      const section = page.locator("#how-it-connects");
      await section.scrollIntoViewIfNeeded();
      await noHorizontalScroll(page);
      const erp = await section.locator('[data-connection-box="erp"]').boundingBox();
      const guard = await section.locator('[data-connection-box="guard"]').boundingBox();
      const cards = await Promise.all((await section.locator("[data-connection]").all()).map((card) => card.boundingBox()));
      if (!erp || !guard || cards.some((card) => !card)) throw new Error("not laid out");
      if (width === 1440) {
        // Side by side: the ERP left, the guard right, level; the four cards two by two across the section.
        expect(Math.abs(erp.y - guard.y)).toBeLessThanOrEqual(1);
        expect(guard.x - (erp.x + erp.width)).toBeGreaterThan(200);
        const tops = cards.map((card) => Math.round(card?.y ?? 0));
        expect(new Set(tops).size).toBe(2);
        const right = Math.max(...cards.map((card) => (card?.x ?? 0) + (card?.width ?? 0)));
        expect(right - (cards[0]?.x ?? 0)).toBeGreaterThan(1100);
      } else {
        // Stacked on a phone: the guard under the ERP, each card the column's width.
        expect(guard.y).toBeGreaterThan(erp.y + erp.height);
        for (const card of cards) expect(card?.width ?? 0).toBeGreaterThan(width - 80);
      }
    });
  }
});

test.describe("ERP Posting Guard: one story, one invoice", () => {
  for (const locale of LOCALES) {
    test(`${locale}: the hero's invoice is the first Ready-to-Pay invoice, with the queue's amount`, async ({ page }) => {
      const row = ERP_GUARD_QUEUE_SAMPLE.readyToPay[0];
      await gotoHydrated(page, pathFor(locale, GUARD));
      const hero = page.getByTestId("erp-scene");
      await expect(hero.getByTestId("erp-scene-invoice")).toContainText(row.invoice);
      // The amount as the queue row shows it.
      const queueRow = page.getByTestId("ready-to-pay-queue").locator("li", { hasText: row.invoice });
      const amount = ((await queueRow.locator(".font-semibold.whitespace-nowrap").first().textContent()) ?? "").trim();
      expect(amount).toMatch(/\d/);
      expect(plain((await hero.textContent()) ?? "")).toContain(plain(amount));
    });
  }
});

test.describe("ERP Posting Guard: the evidence-pack time is a product claim", () => {
  for (const locale of LOCALES) {
    test(`${locale}: its chip says product claim, unlike the STP planning target, with the example's time`, async ({ page }) => {
      const m = messages(locale, "solutionsUseCase");
      await gotoHydrated(page, pathFor(locale, GUARD));
      const items = page.getByTestId("outcome-figures").locator(":scope > li");
      const pack = items.nth(2);
      const kind = plain((await pack.locator("[data-figure-kind]").textContent()) ?? "");
      expect(kind).toBe(plain(at(m, "erpGuard.outcomes.cards.2.kind")));
      expect(kind).not.toBe(plain((await items.nth(1).locator("[data-figure-kind]").textContent()) ?? ""));
      expect(plain((await pack.textContent()) ?? "")).toContain(String(EVIDENCE.packExportSecondsExample));
    });
  }
});

test.describe("ERP Posting Guard: queue names never break inside themselves", () => {
  for (const locale of LOCALES) {
    for (const width of [320, 390, 1440]) {
      test(`${locale} ${width}px: the queue headings and the worked example's queue chips hold together`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await gotoHydrated(page, pathFor(locale, GUARD));
        const names = page.locator("#ready-to-pay, #blocked-queue, [data-queue-name]");
        await expect(names).toHaveCount(2 + 4);
        for (const name of await names.all()) {
          const text = await name.textContent();
          // No breakable hyphen or space left inside a queue's name.
          expect(text, `${text}`).not.toMatch(/[- ]/);
          const [height, lineHeight] = await name.evaluate((element) => [
            element.getBoundingClientRect().height,
            Number.parseFloat(getComputedStyle(element).lineHeight),
          ]);
          expect(height, `${text} on one line`).toBeLessThan(lineHeight * 1.5);
        }
        await noHorizontalScroll(page);
      });
    }
  }
});

test.describe("/product: readable hero, a sourced dollar figure, a roadmap with status", () => {
  for (const width of [390, 1440]) {
    test(`${width}px: no text in the hero's picture is under 12 px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, "/product");
      const small = await page.getByTestId("product-pipeline-hero").evaluate((root) => {
        const found: string[] = [];
        for (const element of root.querySelectorAll<HTMLElement>("*")) {
          const own = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
          if (!own) continue;
          const size = Number.parseFloat(getComputedStyle(element).fontSize);
          if (size < 12) found.push(`${element.textContent?.trim()} (${size}px)`);
        }
        return found;
      });
      expect(small).toEqual([]);
    });
  }

  for (const locale of LOCALES) {
    test(`${locale}: the analytics dollar figure states its basis beside it`, async ({ page }) => {
      const m = messages(locale, "product");
      await gotoHydrated(page, pathFor(locale, "/product"));
      const scene = page.getByTestId("product-analytics-scene");
      const basis = scene.getByTestId("analytics-fraud-basis");
      await expect(basis).toBeVisible();
      const text = plain((await basis.textContent()) ?? "");
      expect(text).toContain(String(CFO_DASHBOARD_SAMPLE.blockedPaymentsMtd));
      // Its opening word ("Basis", "Base", "Grundlage") as the messages write it.
      expect(text.startsWith(plain(at(m, "modules.items.analytics.visual.fraudBasis")).split(":")[0] ?? "?")).toBe(true);
      // Right under the figure, inside the same row.
      const figure = await scene.locator("dd").first().boundingBox();
      const box = await basis.boundingBox();
      if (!figure || !box) throw new Error("not laid out");
      expect(box.y - (figure.y + figure.height)).toBeLessThan(12);
      expect(box.y).toBeGreaterThanOrEqual(figure.y + figure.height - 1);
      const size = await basis.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
      expect(size).toBeGreaterThanOrEqual(12);
    });

    test(`${locale}: every roadmap chip says available or planned, translated`, async ({ page }) => {
      const m = messages(locale, "product");
      await gotoHydrated(page, pathFor(locale, "/product"));
      const chips = page.getByTestId("product-roadmap").locator("[data-chip]");
      await expect(chips).toHaveCount(5);
      const available = plain(at(m, "roadmap.available"));
      const planned = (year: number) => plain(at(m, "roadmap.planned").replace("{year}", String(year)));
      const texts = (await chips.allTextContents()).map(plain);
      expect(texts[0]).toBe(available);
      expect(texts[1]).toBe(available);
      // Receiving French e-invoices is available once receiving is mandatory (the plans list the pack), planned before.
      const receiving = Date.now() >= Date.parse(`${FRANCE_EINVOICING.receiveFrom}T00:00:00Z`);
      expect(texts[2]).toBe(receiving ? available : planned(FRANCE_EINVOICING.receiveYear));
      expect(texts[3]).toBe(planned(FRANCE_EINVOICING.issueYear));
      expect(texts[4]).toBe(plain(at(m, "roadmap.plannedUndated")));
      // No chip is a bare year.
      for (const text of texts) expect(text).not.toMatch(/^\d{4}$/);
      await expect(page.getByTestId("product-roadmap").locator('[data-roadmap-status="planned"]')).toHaveCount(receiving ? 2 : 3);
    });
  }
});
