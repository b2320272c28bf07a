import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";
import { LOCALES, pathFor } from "./support/locales";

/**
 * The AP Ops Scorecard's "pilot at a glance" (src/components/visuals/pilot-glance.tsx) and /pricing's plan cards,
 * cost chart and ROI guarantee: what they say in every locale and the layout they promise.
 */

const PILOT = "/solutions/30-day-performance-pilot";
const WIDTHS = [320, 390, 768, 1024, 1280, 1440] as const;

/** Elements of `selector` whose box leaves the viewport or whose own content is wider than it. */
async function overflowing(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluate((root) => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    for (const el of [root, ...root.querySelectorAll("*")]) {
      const box = el.getBoundingClientRect();
      // Visually hidden text (a caption, a price line for screen readers) is clipped to a pixel on purpose.
      if (box.width <= 1 || el.closest(".sr-only")) continue;
      if (box.left < -1 || box.right > width + 1) out.push(`${el.tagName} ${Math.round(box.left)}-${Math.round(box.right)} of ${width}`);
      if (el instanceof HTMLElement && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== "visible") {
        out.push(`${el.tagName} scrolls sideways`);
      }
    }
    return out;
  });
}

test.describe("pilot at a glance (AP Ops Scorecard hero)", () => {
  test("renders in four locales with its figures and a translated caption", async ({ page, request }) => {
    const captions = new Set<string>();
    const notes = new Set<string>();
    for (const locale of LOCALES) {
      const path = pathFor(locale, PILOT);
      // Server-rendered: in the HTML before any script runs.
      expect(await (await request.get(path)).text()).toContain('data-testid="pilot-glance"');
      await page.setViewportSize({ width: 1440, height: 900 });
      await gotoHydrated(page, path);
      const figure = page.getByTestId("pilot-glance");
      await expect(figure).toBeVisible();
      await expect(figure.locator(":scope > div")).toHaveAttribute("aria-hidden", "true");
      await expect(figure.locator("img, canvas, picture")).toHaveCount(0);
      // The figures come from PILOT: 1-2 entities, 60-80 % of volume, day 30. The targets themselves are stated once on
      // the page, in step 2 (e2e/product-pilot-demo.spec.ts): the card refers to them without their numbers.
      const text = (await figure.locator(":scope > div").innerText()).replace(/\s+/g, " ");
      for (const figureText of [/80\s?%/, /30/]) {
        expect(text, `${locale}: ${figureText}`).toMatch(figureText);
      }
      expect(text, `${locale}: no target figures`).not.toMatch(/72|95/);
      notes.add(text);
      const caption = figure.locator("figcaption");
      await expect(caption).toHaveClass(/sr-only/);
      const said = (await caption.textContent()) ?? "";
      expect(said.length, `${locale}: caption`).toBeGreaterThan(200);
      expect(said).toContain("31");
      captions.add(said);

      // Beside the headline at 1440 px, inside the first screen.
      const h1 = await page.locator("h1").boundingBox();
      const box = await figure.boundingBox();
      expect(box && h1 && box.x >= h1.x + h1.width - 1, `${locale}: beside the text`).toBe(true);
      expect((box?.y ?? 0) + (box?.height ?? 0), `${locale}: inside the first screen`).toBeLessThanOrEqual(900);
    }
    expect(captions.size).toBe(LOCALES.length);
    expect(notes.size).toBe(LOCALES.length);
  });

  for (const locale of ["en", "de", "fr"] as const) {
    test(`stays inside the viewport from 320 to 1440 px (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await gotoHydrated(page, pathFor(locale, PILOT));
      for (const width of WIDTHS.filter((w) => w >= 1024)) {
        await page.setViewportSize({ width, height: 900 });
        await expect(page.getByTestId("pilot-glance")).toBeVisible();
        expect(await overflowing(page, '[data-testid="pilot-glance"]'), `${locale} at ${width}px`).toEqual([]);
      }
    });
  }

  // Below 1024 px the card would stand between the hero and the first question; the pilot section below the
  // scorecard states the same scope, goals and guarantee.
  for (const locale of LOCALES) {
    test(`on a phone the first question comes right after the hero, the card is not shown (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await gotoHydrated(page, pathFor(locale, PILOT));
      await expect(page.getByTestId("pilot-glance")).toBeHidden();
      await expect(page.getByTestId("guarantee-card")).toBeVisible();
      // The hero still states the guarantee, as a link to the pilot's section.
      await expect(page.getByTestId("pilot-hero-guarantee")).toContainText(/48/);
      await expect(page.locator("a[href='#pilot']").filter({ has: page.getByTestId("pilot-hero-guarantee") })).toBeVisible();
      // The first question's last answer: the whole answer list is on screen by then.
      const option = page.getByTestId("scorecard-card").getByRole("radiogroup").locator("label").last();
      await expect(option).toBeVisible();
      const box = await option.boundingBox();
      expect((box?.y ?? 0) + (box?.height ?? 0), `${locale}: the first question's answers within a screen and a half`).toBeLessThanOrEqual(844 * 1.5);
    });
  }
});

test.describe("/pricing", () => {
  for (const locale of LOCALES) {
    test(`the plans' prices and buttons line up across the three cards at 1440 and 1024 px (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await gotoHydrated(page, pathFor(locale, "/pricing"));
      for (const width of [1440, 1024]) {
        await page.setViewportSize({ width, height: 900 });
        for (const testId of ["plan-cta", "plan-adds"]) {
          const tops = await page.getByTestId(testId).evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top));
          expect(tops, `${locale} ${width}px ${testId}`).toHaveLength(3);
          expect(Math.max(...tops) - Math.min(...tops), `${locale} ${width}px ${testId}: ${tops.join(", ")}`).toBeLessThanOrEqual(2);
        }
        const heights = await page.getByTestId("plan-cta").evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
        expect(Math.max(...heights) - Math.min(...heights), `${locale} ${width}px: one button height`).toBeLessThanOrEqual(1);
        // At 1440 px every button label holds on one line (a 48 px button).
        if (width === 1440) expect(Math.max(...heights), `${locale}: one-line buttons at 1440 px`).toBeLessThan(56);
      }
    });
  }

  test("each plan has a price line without a price, in four locales", async ({ page }) => {
    for (const locale of LOCALES) {
      await gotoHydrated(page, pathFor(locale, "/pricing"));
      // The price line is said once for the three plans, above the cards.
      const lines = page.getByTestId("plans-quote");
      await expect(lines).toHaveCount(1);
      const texts = await lines.allInnerTexts();
      // Quoted, not priced: no currency amount.
      expect(texts[0]).not.toMatch(/[$€£]|\d/);
    }
  });

  test("the cost chart has its axis label and says it is illustrative and not to scale (4 locales)", async ({ page }) => {
    const labels = new Set<string>();
    for (const locale of LOCALES) {
      await gotoHydrated(page, pathFor(locale, "/pricing"));
      const chart = page.getByTestId("cost-model-scene");
      const axis = chart.getByTestId("cost-model-axis");
      await expect(axis).toBeVisible();
      const label = (await axis.innerText()).trim();
      expect(label).not.toMatch(/\d/);
      labels.add(label);
      await expect(chart.getByTestId("cost-model-scale")).toBeVisible();
      // The axis label sits under the drawing's baseline.
      const svg = await chart.locator("svg").first().boundingBox();
      const box = await axis.boundingBox();
      expect((box?.y ?? 0) + 1).toBeGreaterThanOrEqual((svg?.y ?? 0) + (svg?.height ?? 0));
    }
    expect(labels.size).toBe(LOCALES.length);
    await gotoHydrated(page, "/pricing");
    await expect(page.getByTestId("cost-model-axis")).toHaveText(/Invoice volume/);
    await expect(page.getByTestId("cost-model-scene").locator("figcaption")).toContainText("not to scale");
  });

  test("two guarantees under one heading: the pilot's for the pilot, the ROI guarantee for the subscription, each with its terms", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, "/pricing");
    const section = page.locator("#guarantees");
    await expect(section.getByRole("heading", { level: 2 })).toHaveCount(1);
    const stages = section.getByTestId("guarantee-stage");
    await expect(stages).toHaveCount(2);
    await expect(stages.nth(0)).toHaveAttribute("data-stage", "pilot");
    await expect(stages.nth(0)).toContainText("During the 30-day pilot");
    await expect(stages.nth(1)).toHaveAttribute("data-stage", "subscription");
    await expect(stages.nth(1)).toContainText("On your subscription");
    const card = section.getByTestId("roi-guarantee-card");
    await expect(card.locator("svg").first()).toBeVisible();
    await expect(card.getByTestId("roi-guarantee-steps").locator("li")).toHaveCount(3);
    await expect(card).toContainText("written into your order form");
    await expect(card).toContainText("at our cost");
    // Each guarantee says its own terms.
    await expect(card.getByTestId("roi-guarantee-terms")).toContainText("Applies to your subscription");
    const pilot = section.getByTestId("guarantee-card");
    await expect(pilot.getByTestId("guarantee-terms")).toBeVisible();
    const a = await pilot.boundingBox();
    const b = await card.boundingBox();
    expect((b?.x ?? 0) >= (a?.x ?? 0) + (a?.width ?? 0) - 1, "side by side at 1440 px").toBe(true);
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 844 });
      expect(await overflowing(page, "#guarantees"), `${width}px`).toEqual([]);
      expect(await overflowing(page, "#plans"), `${width}px`).toEqual([]);
    }
  });
});

test.describe("/pricing: full plan cards, one guarantee ribbon, a compact comparison and an FAQ", () => {
  for (const locale of ["en", "de", "fr"] as const) {
    test(`the cards end level, with nothing pinned to their foot, and one ribbon spans the plans (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await gotoHydrated(page, pathFor(locale, "/pricing"));
      for (const width of [1440, 1024]) {
        await page.setViewportSize({ width, height: 900 });
        const feet = await page.getByTestId("plan-recap").evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().bottom)));
        expect(feet, `${locale} ${width}px`).toHaveLength(3);
        expect(Math.max(...feet) - Math.min(...feet), `${locale} ${width}px: card feet ${feet.join(", ")}`).toBeLessThanOrEqual(1);
        // The recap (fits, adds, ROI guarantee included) is the card's last content: no button under it.
        const last = await page
          .locator("[data-plan]")
          .evaluateAll((cards) => cards.map((card) => card.lastElementChild?.querySelector("[data-testid]")?.getAttribute("data-testid")));
        expect(last).toEqual(["plan-recap", "plan-recap", "plan-recap"]);
        const ribbon = page.getByTestId("plan-guarantee");
        await expect(ribbon).toHaveCount(1);
        const list = await page.locator("#plans ul").first().boundingBox();
        const box = await ribbon.boundingBox();
        expect(Math.abs((box?.width ?? 0) - (list?.width ?? 0)), `${locale} ${width}px: the ribbon spans the plans`).toBeLessThanOrEqual(2);
        expect(box?.y ?? 0).toBeGreaterThanOrEqual((list?.y ?? 0) + (list?.height ?? 0));
      }
    });
  }

  test("the cost chart defines the usage and outcome component in plain words (4 locales)", async ({ page }) => {
    for (const locale of LOCALES) {
      await gotoHydrated(page, pathFor(locale, "/pricing"));
      const text = await page.getByTestId("cost-model-scene").locator(":scope > div").innerText();
      expect(text, locale).toMatch(/straight-through|Dunkelverarbeitung|traitement (automatique|sans intervention manuelle)|procesamiento directo/);
      expect(text, locale).toMatch(/cycle time|Durchlaufzeit|délai (médian )?de traitement|tiempo de ciclo/);
    }
  });

  test("on a phone the comparison is a closed disclosure that opens; from 640 px it is the table", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/pricing");
    const disclosure = page.getByTestId("plan-matrix-disclosure");
    await expect(disclosure).toBeVisible();
    await expect(disclosure).not.toHaveAttribute("open");
    await expect(page.getByTestId("plan-matrix")).toBeHidden();
    const closed = (await page.locator("#compare-plans").boundingBox())?.height ?? 0;
    expect(closed, "the closed comparison is short").toBeLessThan(500);
    const summary = disclosure.locator("summary");
    await expect(summary).toHaveText(/Compare all \d+ features/);
    const count = Number((await summary.textContent())?.match(/\d+/)?.[0]);
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(disclosure).toHaveAttribute("open", "");
    // Every feature, plus the header row.
    await expect(page.getByTestId("plan-matrix-compact").getByRole("row")).toHaveCount(count + 1);
    // The rows as a phone shows them (the column headers are visually hidden there).
    expect(await overflowing(page, '[data-testid="plan-matrix-compact"] tbody')).toEqual([]);
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(page.getByTestId("plan-matrix")).toBeVisible();
    await expect(disclosure).toBeHidden();
  });

  test("a pricing FAQ of seven questions, closed until asked, with no price in it (4 locales)", async ({ page }) => {
    for (const locale of LOCALES) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await gotoHydrated(page, pathFor(locale, "/pricing"));
      const faq = page.getByTestId("pricing-faq").locator("details");
      await expect(faq).toHaveCount(7);
      await expect(page.getByTestId("pricing-faq").locator("details[open]")).toHaveCount(0);
      await faq.first().locator("summary").click();
      await expect(faq.first().locator("p")).toBeVisible();
      const text = await page.getByTestId("pricing-faq").textContent();
      expect(text, locale).not.toMatch(/[$€£]/);
    }
  });
});
