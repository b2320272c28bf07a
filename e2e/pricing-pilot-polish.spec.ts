import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";
import { LOCALES, pathFor } from "./support/locales";
import { spread } from "./support/layout";

/**
 * /pricing and the AP Ops Scorecard page (/solutions/30-day-performance-pilot), after the review:
 * - pricing: plan cards of one height, each ending with a recap (fits / adds / "ROI guarantee included"); the ROI card's
 *   lead says something its steps do not; what a quote depends on; the way to a quote beside the FAQ;
 * - pilot page: the scorecard is step 1 toward the pilot (hero lead and hero rail from day 0 to day 31), the pilot
 *   section says what the visitor provides and what happens on day 31, and the pilot guarantee is stated once, right
 *   above the pilot's call to action.
 */

const PILOT = "/solutions/30-day-performance-pilot";


async function boxes(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { top: Math.round(r.top), bottom: Math.round(r.bottom), left: Math.round(r.left), right: Math.round(r.right), height: Math.round(r.height) };
    }),
  );
}

async function noSidewaysScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
}

test.describe("/pricing: plan recaps, quote drivers and the way to a quote", () => {
  for (const locale of LOCALES) {
    test(`the three cards are one height and end with a recap that carries the ROI guarantee (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await gotoHydrated(page, pathFor(locale, "/pricing"));
      for (const width of [1440, 1024]) {
        await page.setViewportSize({ width, height: 900 });
        const cards = await boxes(page, "[data-plan]");
        expect(cards, `${locale} ${width}px`).toHaveLength(3);
        expect(spread(cards.map((c) => c.height)), `${locale} ${width}px: card heights`).toBeLessThanOrEqual(2);
        const recaps = await boxes(page, '[data-testid="plan-recap"]');
        expect(recaps).toHaveLength(3);
        expect(spread(recaps.map((r) => r.top)), `${locale} ${width}px: recaps start level`).toBeLessThanOrEqual(2);
        expect(spread(recaps.map((r) => r.bottom)), `${locale} ${width}px: recaps end level`).toBeLessThanOrEqual(2);
        const seals = await boxes(page, '[data-testid="plan-recap-guarantee"]');
        expect(spread(seals.map((r) => r.top)), `${locale} ${width}px: the guarantee lines sit level`).toBeLessThanOrEqual(2);
        // The recap closes its card: nothing under it but the card's padding.
        cards.forEach((card, i) => {
          expect(card.bottom - (recaps[i]?.bottom ?? 0), `${locale} ${width}px card ${i}`).toBeLessThanOrEqual(24);
        });
      }
      const recap = page.getByTestId("plan-recap");
      const texts = await recap.allInnerTexts();
      expect(new Set(texts).size, `${locale}: each plan has its own recap`).toBe(3);
      for (const text of texts) expect(text).not.toMatch(/[$€£]|\d{2,}/);
      const seals = page.getByTestId("plan-recap-guarantee");
      await expect(seals).toHaveCount(3);
      for (const seal of await seals.all()) {
        await expect(seal).toBeVisible();
        await expect(seal).toContainText("ROI");
        await expect(seal.locator("svg")).toHaveCount(1);
      }
    });
  }

  test("the ROI card's lead says something its steps and the ribbon do not (4 locales)", async ({ page }) => {
    for (const locale of LOCALES) {
      await gotoHydrated(page, pathFor(locale, "/pricing"));
      const lead = ((await page.getByTestId("roi-guarantee-lead").textContent()) ?? "").trim();
      expect(lead.length, locale).toBeGreaterThan(60);
      const steps = await page.getByTestId("roi-guarantee-steps").locator("li").allInnerTexts();
      for (const step of steps) expect(lead, `${locale}: ${step}`).not.toContain(step.replace(/^\d+\s*/, "").trim().slice(0, 24));
      const ribbon = ((await page.getByTestId("plan-guarantee").textContent()) ?? "").trim();
      expect(ribbon).not.toContain(lead.slice(0, 40));
    }
    await gotoHydrated(page, "/pricing");
    // Under the pilot guarantee, the way to what the pilot covers.
    await expect(page.getByTestId("pricing-pilot-link")).toHaveAttribute("href", "/solutions/30-day-performance-pilot#pilot");
    await expect(page.getByTestId("roi-guarantee-lead")).not.toContainText("order form");
    await expect(page.getByTestId("roi-guarantee-lead")).toContainText("business case");
  });

  for (const locale of LOCALES) {
    test(`what a quote depends on, and the way to a quote beside the FAQ at 1440 px (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await gotoHydrated(page, pathFor(locale, "/pricing"));
      const drivers = page.getByTestId("quote-drivers").locator("li");
      await expect(drivers).toHaveCount(3);
      for (const driver of await drivers.all()) await expect(driver).toBeVisible();
      const steps = page.getByTestId("quote-steps");
      await expect(steps.locator("ol > li")).toHaveCount(3);
      await expect(steps).toContainText("30");
      expect((await steps.textContent()) ?? "").not.toMatch(/[$€£]/);
      await expect(steps.getByRole("link")).toHaveAttribute("href", /\/book-demo\?cta=pricing-quote-steps/);
      // Beside the FAQ, in the column it used to leave empty, and starting on its line.
      const faq = await page.getByTestId("pricing-faq").boundingBox();
      const box = await steps.boundingBox();
      expect(box && faq && box.x >= faq.x + faq.width, `${locale}: beside the FAQ`).toBe(true);
      expect(Math.abs((box?.y ?? 0) - (faq?.y ?? 0))).toBeLessThanOrEqual(2);
      if (locale === "en") {
        await expect(page.getByTestId("quote-drivers")).toHaveText(/Your plan.*Your invoice volume.*Your legal entities/);
        await expect(steps).toContainText("A 30-minute demo tailored to your ERP.");
      }
    });
  }

  test("no sideways scroll at 320 and 390 px, the recap under each card's features (en, de)", async ({ page }) => {
    for (const locale of ["en", "de"] as const) {
      for (const width of [320, 390]) {
        await page.setViewportSize({ width, height: 844 });
        await gotoHydrated(page, pathFor(locale, "/pricing"));
        expect(await noSidewaysScroll(page), `${locale} ${width}px`).toBe(true);
        const features = await boxes(page, '[data-testid="plan-features"]');
        const recaps = await boxes(page, '[data-testid="plan-recap"]');
        recaps.forEach((recap, i) => {
          expect(recap.top).toBeGreaterThanOrEqual((features[i]?.bottom ?? 0) - 1);
        });
      }
    }
  });
});

test.describe("AP Ops Scorecard: step 1 toward the pilot, one guarantee by the pilot's call to action", () => {
  for (const locale of LOCALES) {
    test(`the hero says step 1, its rail runs from day 0 to day 31 and ends on the guarantee; its full card is above the pilot button (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await gotoHydrated(page, pathFor(locale, PILOT));
      await expect(page.locator("h1")).toContainText("AP Ops Scorecard");
      await expect(page.locator("main p").filter({ hasText: /Step 1|Première étape|Schritt 1|Primer paso/ }).first()).toBeVisible();
      const glance = page.getByTestId("pilot-glance");
      await expect(glance.getByTestId("pilot-glance-today")).toContainText("0");
      await expect(glance.getByTestId("pilot-glance-next")).toContainText("31");
      await expect(glance.locator("figcaption")).toContainText("31");
      // Still beside the headline and inside the first screen.
      const box = await glance.boundingBox();
      expect((box?.y ?? 0) + (box?.height ?? 0), `${locale}: inside the first screen`).toBeLessThanOrEqual(900);

      // The guarantee: one line at the foot of the hero's card (in the first screen), and its full card once in the
      // pilot section, straight above the pilot's button.
      await expect(glance.getByTestId("pilot-glance-guarantee")).toBeVisible();
      await expect(page.getByTestId("guarantee-card")).toHaveCount(1);
      const card = await page.getByTestId("guarantee-card").boundingBox();
      const cta = page.getByTestId("pilot-cta");
      await expect(cta).toHaveAttribute("href", /\/book-demo\?cta=pilot-page/);
      const button = await cta.boundingBox();
      const gap = (button?.y ?? 0) - ((card?.y ?? 0) + (card?.height ?? 0));
      expect(gap, `${locale}: the button right under the guarantee`).toBeGreaterThanOrEqual(0);
      expect(gap).toBeLessThanOrEqual(32);
      expect(Math.abs((button?.x ?? 0) - (card?.x ?? 0))).toBeLessThanOrEqual(2);

      // What the visitor provides, what we run, day 30's goals with their basis, day 31's decision.
      const stages = page.getByTestId("pilot-stages").locator(":scope > li");
      await expect(stages).toHaveCount(4);
      await expect(page.locator('[data-stage="provide"] li')).toHaveCount(3);
      await expect(page.locator('[data-stage="provide"]')).toContainText("60");
      await expect(page.locator('[data-stage="measure"] [data-basis]')).toBeVisible();
      await expect(page.locator('[data-stage="decide"]')).toContainText("31");
      // Step 2 (French spells it: "Deuxième étape", which keeps its colon's spacing readable in bold).
      await expect(page.locator("#pilot h2")).toContainText(/2|Deuxième/);
    });
  }

  test("English wording: step 1, what you provide, day 31, and the guarantee's deflection term said once", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, PILOT);
    await expect(page.locator("main")).toContainText("Step 1 toward the 30-day pilot");
    await expect(page.locator("#pilot h2")).toHaveText("Step 2: the 30-day pilot on your own invoices");
    await expect(page.locator('[data-stage="provide"]')).toContainText("Access to your AP mailbox and your ERP");
    await expect(page.locator('[data-stage="decide"]')).toContainText("Day 31");
    // The text a sighted visitor reads (the figures' visually hidden captions left out).
    const text = await page.locator("main").evaluate((main) => {
      const copy = main.cloneNode(true) as HTMLElement;
      for (const hidden of copy.querySelectorAll(".sr-only")) hidden.remove();
      return copy.textContent ?? "";
    });
    expect(text.match(/fewer vendor emails reaching your team/g) ?? []).toHaveLength(1);
  });

  for (const locale of ["en", "de"] as const) {
    test(`on a phone the first question's answers start within a screen and a half, no sideways scroll (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await gotoHydrated(page, pathFor(locale, PILOT));
      const first = page.getByTestId("scorecard-card").getByRole("radiogroup").locator("label").first();
      await expect(first).toBeVisible();
      const box = await first.boundingBox();
      expect(box?.y ?? 0, locale).toBeLessThanOrEqual(844 * 1.5);
      expect(await noSidewaysScroll(page)).toBe(true);
      await page.setViewportSize({ width: 320, height: 800 });
      expect(await noSidewaysScroll(page), `${locale} 320px`).toBe(true);
    });
  }
});
