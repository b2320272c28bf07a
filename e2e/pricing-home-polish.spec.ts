import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";
import { LOCALES, pathFor } from "./support/locales";
import { spread } from "./support/layout";

/**
 * /pricing and the homes, after the design and finance review:
 * - pricing: the quote is stated once for all plans, each card shows what its plan adds; the pilot guarantee's remedy is
 *   stated with its targets beside the plans; Nacha 2026 monitoring is in every plan; cards of one height whose rows
 *   line up at 1024 and 1440 px;
 * - homes: resource cards whose titles and notes start level; the industries card names the rules it is built for;
 *   landing3's biotech figures are labelled as a worked example with illustrative figures.
 */


async function tops(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
}

const withQuery = (path: string, query: string) => `${path}${query}`;

test.describe("/pricing", () => {
  test("the quote is said once, above the cards; each card shows what its plan adds (4 locales)", async ({ page }) => {
    for (const locale of LOCALES) {
      await gotoHydrated(page, pathFor(locale, "/pricing"));
      const quote = page.getByTestId("plans-quote");
      await expect(quote, locale).toHaveCount(1);
      const quoteLine = ((await quote.locator("p").nth(1).textContent()) ?? "").trim();
      expect(quoteLine.length, locale).toBeGreaterThan(10);
      for (const card of await page.locator("[data-plan]").all()) {
        expect((await card.textContent()) ?? "", `${locale}: no quote line repeated in a card`).not.toContain(quoteLine);
      }
      const adds = await page.getByTestId("plan-adds").allInnerTexts();
      expect(adds, locale).toHaveLength(3);
      expect(new Set(adds).size, `${locale}: each card its own line`).toBe(3);
    }
  });

  test("the pilot guarantee's remedy is stated with its targets under the plans (4 locales)", async ({ page }) => {
    for (const locale of LOCALES) {
      await gotoHydrated(page, pathFor(locale, "/pricing"));
      const remedy = page.locator("#plans").getByTestId("plan-guarantee-remedy");
      await expect(remedy, locale).toBeVisible();
      // Day 30, under 48 h, at least 30% deflection, and what happens otherwise: the work continues free.
      await expect(remedy, locale).toContainText(/48\s?(h|Stunden)\b/);
      await expect(remedy, locale).toContainText(/30\s?%|30\u00a0%/);
      await expect(remedy, locale).toContainText({ en: "free of charge", fr: "sans frais", de: "kostenlos", es: "sin coste" }[locale]);
    }
  });

  test("Nacha 2026 monitoring is in every plan, in the cards and the comparison (4 locales)", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const locale of LOCALES) {
      await gotoHydrated(page, pathFor(locale, "/pricing"));
      await expect(page.locator('[data-plan="secure"] [data-testid="plan-features"]'), locale).toContainText("Nacha 2026");
      const row = page.getByTestId("plan-matrix").locator("tr", { hasText: "Nacha 2026" });
      await expect(row, locale).toHaveCount(1);
      await expect(row.locator('[data-included="true"]'), `${locale}: included in all three plans`).toHaveCount(3);
    }
  });

  for (const locale of LOCALES) {
    test(`plan cards of one height with their rows level at 1024 and 1440 px (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await gotoHydrated(page, pathFor(locale, "/pricing"));
      for (const width of [1440, 1024]) {
        await page.setViewportSize({ width, height: 900 });
        const heights = await page.locator("[data-plan]").evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().height)));
        expect(heights, `${locale} ${width}px`).toHaveLength(3);
        expect(spread(heights), `${locale} ${width}px: card heights ${heights.join(", ")}`).toBeLessThanOrEqual(2);
        for (const testId of ["plan-adds", "plan-cta", "plan-features", "plan-recap"]) {
          const rows = await tops(page, `[data-testid="${testId}"]`);
          expect(rows, `${locale} ${width}px ${testId}`).toHaveLength(3);
          expect(spread(rows), `${locale} ${width}px ${testId}: ${rows.join(", ")}`).toBeLessThanOrEqual(2);
        }
      }
    });
  }
});

test.describe("homes", () => {
  const HOMES = [withQuery("/", "?home-variant=1"), "/landing2", "/landing3"];
  for (const locale of LOCALES) {
    test(`resource cards: titles and notes start level across each row at 1024 and 1440 px (${locale})`, async ({ page }) => {
      for (const home of HOMES) {
        const path = home.startsWith("/?") ? `${pathFor(locale, "/")}${home.slice(1)}` : pathFor(locale, home);
        await page.setViewportSize({ width: 1440, height: 900 });
        await gotoHydrated(page, path);
        for (const width of [1440, 1024]) {
          await page.setViewportSize({ width, height: 900 });
          const cards = page.getByTestId("resource-cards").locator(":scope > li");
          const boxes = await cards.evaluateAll((els) =>
            els.map((el) => ({
              top: Math.round(el.getBoundingClientRect().top),
              height: Math.round(el.getBoundingClientRect().height),
              body: Math.round(el.querySelector("[data-resource-body]")?.getBoundingClientRect().top ?? -1),
            })),
          );
          expect(boxes.length, `${path} ${width}px`).toBeGreaterThanOrEqual(3);
          const rows = new Map<number, typeof boxes>();
          for (const box of boxes) rows.set(box.top, [...(rows.get(box.top) ?? []), box]);
          for (const row of rows.values()) {
            expect(spread(row.map((b) => b.body)), `${path} ${width}px: notes start level`).toBeLessThanOrEqual(1);
            expect(spread(row.map((b) => b.height)), `${path} ${width}px: one card height`).toBeLessThanOrEqual(1);
          }
        }
      }
    });
  }

  test("the industries card names the rules it is built for, not 'mainly in the US' (4 locales)", async ({ page }) => {
    for (const locale of LOCALES) {
      for (const path of [`${pathFor(locale, "/")}?home-variant=1`, pathFor(locale, "/landing2")]) {
        await gotoHydrated(page, path);
        const cards = page.getByTestId("who-for-cards");
        await expect(cards, path).toContainText("Nacha 2026");
        await expect(cards, path).not.toContainText(/mainly in the US|principalement aux États-Unis|vorwiegend in den USA|principalmente en EE/);
      }
    }
  });

  test("landing3's biotech figures are a labelled worked example, with no customer wording or quote (4 locales)", async ({ page }) => {
    const LABEL = {
      en: "Worked example — illustrative figures",
      fr: "Exemple chiffré — chiffres fictifs",
      de: "Fallbeispiel – fiktive Zahlen",
      es: "Ejemplo desarrollado — cifras ilustrativas",
    } as const;
    const CUSTOMER = { en: /customer/i, fr: /client/i, de: /kunde/i, es: /cliente/i } as const;
    for (const locale of LOCALES) {
      await gotoHydrated(page, pathFor(locale, "/landing3"));
      const section = page.locator("#case-study");
      await expect(section.getByTestId("worked-example-label"), locale).toHaveText(LABEL[locale]);
      await expect(section.locator("h2"), locale).toContainText(new RegExp(LABEL[locale].split(/ [—–] /)[0] ?? "", "i"));
      await expect(section, locale).not.toContainText(CUSTOMER[locale]);
      await expect(section.locator("blockquote, q, figcaption, cite"), locale).toHaveCount(0);
    }
  });
});
