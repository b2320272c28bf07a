import { expect, type Locator, type Page, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";
import { box, spread } from "./support/layout";
import { pathFor, type TestLocale } from "./support/locales";
import { at as msg, messages } from "./support/messages";

/**
 * The design review of /product, /book-demo and the 30-day pilot page, measured on the production build:
 * - /product: every figure of the Analytics panel carries its basis (no unexplained "2 days faster"); the simulated demo
 *   does not say "today"; the modules' last row has no blank band between a text and its picture or under a picture;
 *   German names the modules one way (the module's name, then a German line saying what it does) and says
 *   "unveränderlich", as every other page (not "revisionssicher", which reads as a GoBD compliance claim);
 * - /book-demo: the tailoring sentence is said once; the form and the agenda card end on one line; the three next steps
 *   are within about a line of each other; the queue's name is in sentence case; the German headline is the message's;
 * - the pilot page: the readout's tracks have a "better" direction cue, "not met" is a warning (amber) chip whose text
 *   passes AA contrast; the English headline has its subline; German says "Beispiel" once in the readout; French
 *   never sets "Étape 1 :" (its narrow space after a digit read as none).
 */
test.use({ locale: "en-US" });

async function open(page: Page, width: number, path: string) {
  await page.setViewportSize({ width, height: 900 });
  await gotoHydrated(page, path);
}

/** WCAG contrast of an element's text colour on its own background colour (both resolved to sRGB by a canvas). */
async function contrast(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const canvas = document.createElement("canvas");
    canvas.width = 1;
    canvas.height = 1;
    const ctx = canvas.getContext("2d", { willReadFrequently: true });
    if (!ctx) return 0;
    const rgb = (color: string) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = "#fff";
      ctx.fillRect(0, 0, 1, 1);
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 1, 1);
      return Array.from(ctx.getImageData(0, 0, 1, 1).data.slice(0, 3));
    };
    const lum = ([r, g, b]: number[]) => {
      const c = [r, g, b].map((v) => {
        const s = (v ?? 0) / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (c[0] ?? 0) + 0.7152 * (c[1] ?? 0) + 0.0722 * (c[2] ?? 0);
    };
    const cs = getComputedStyle(el);
    const fg = lum(rgb(cs.color));
    const bg = lum(rgb(cs.backgroundColor));
    return (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
  });
}

test.describe("/product after the review", () => {
  for (const locale of ["en", "de", "fr"] as const satisfies TestLocale[]) {
    test(`every Analytics figure has its basis and the simulated demo does not say "today" (${locale})`, async ({ page }) => {
      await open(page, 1440, pathFor(locale, "/product"));
      const scene = page.getByTestId("product-analytics-scene");
      const rows = scene.locator("dl > div");
      await expect(rows).toHaveCount(2);
      for (const row of await rows.all()) await expect(row.locator("dd[data-testid$='-basis']")).toBeVisible();
      const product = messages(locale, "product");
      await expect(scene.getByTestId("analytics-stp-basis")).toHaveText(msg(product, "modules.items.analytics.visual.stpBasis"));
      if (locale === "en") {
        await expect(scene.getByTestId("analytics-stp-basis")).toContainText("sample dashboard figure");
        await expect(page.locator("#modules")).not.toContainText("days faster");
      }
      const title = page.locator('section[aria-label] h3').filter({ hasText: msg(product, "demo.countersTitle") });
      await expect(title).toBeVisible();
      if (locale === "en") await expect(title).toHaveText("Simulated processing");
      await expect(page.locator("#live-demo")).not.toContainText(/\btoday\b|\bheute\b|du jour/i);
    });
  }

  for (const locale of ["en", "de"] as const satisfies TestLocale[]) {
    test(`the modules' pictured row has no blank band at 1440 px (${locale})`, async ({ page }) => {
      await open(page, 1440, pathFor(locale, "/product"));
      for (const key of ["evidence", "analytics", "payments"]) {
        const card = page.locator(`li[data-module="${key}"]`);
        const body = await box(card.locator(":scope > p").first());
        const picture = await box(card.locator("[data-module-picture]"));
        const cardBox = await box(card);
        // The picture starts within a short gap of the text (the row's texts are of like length) ...
        expect(picture.top - body.bottom, `${key}: gap between text and picture`).toBeLessThanOrEqual(48);
        // ... and runs to the card's foot (its padding only: 24 px).
        expect(cardBox.bottom - picture.bottom, `${key}: blank under the picture`).toBeLessThanOrEqual(24 + 2);
      }
    });
  }

  test("German names the modules one way and says 'unveränderlich' (as every other page; 'revisionssicher' reads as a GoBD claim)", async ({ page }) => {
    await open(page, 1440, "/de/product");
    // One pattern on all nine cards: the module's name (English where the product has one), then a German line saying
    // what it does; no name in brackets.
    const titles = await page.locator("#modules li[data-module] h3").allTextContents();
    expect(titles).toHaveLength(9);
    for (const title of titles) expect(title, title).not.toMatch(/\((Inbox Guard|Document Intelligence|ERP Posting Guard|Attest)\)/);
    await expect(page.locator("#modules li[data-module] [data-module-subtitle]")).toHaveCount(9);
    const text = (await page.locator("main").textContent()) ?? "";
    expect(text).not.toMatch(/revisionssicher|Jetzt hier|nur anfügbar/i);
    expect(text).toMatch(/unveränderlich/);
  });
});

test.describe("/book-demo after the review", () => {
  for (const locale of ["en", "de"] as const satisfies TestLocale[]) {
    test(`one tailoring sentence, cards ending together, balanced next steps (${locale})`, async ({ page }) => {
      await open(page, 1440, pathFor(locale, "/book-demo"));
      const text = (await page.locator("main").textContent()) ?? "";
      const tailor = locale === "en" ? /tailor/gi : /abzustimmen|abstimmen/gi;
      expect(text.match(tailor)?.length ?? 0, "the tailoring sentence, once").toBe(1);
      const form = await box(page.locator('section[aria-label]').filter({ has: page.getByTestId("book-demo-form") }));
      const aside = await box(page.locator("aside[aria-labelledby='book-demo-aside']"));
      expect(Math.abs(form.bottom - aside.bottom), "form and agenda card end on one line").toBeLessThanOrEqual(1);
      const steps = page.getByTestId("book-demo-next-steps").locator(":scope > li span.min-w-0");
      const heights = await Promise.all((await steps.all()).map(async (s) => (await box(s)).height));
      // Within about one line (16 px text, 24-28 px lines) of each other.
      expect(spread(heights), `next-step heights ${heights.join(", ")}`).toBeLessThanOrEqual(30);
      const queue = messages(locale, "bookDemo");
      await expect(page.getByTestId("book-demo-visual")).toContainText(msg(queue, "aside.visual.queueTitle"));
      if (locale === "en") await expect(page.getByTestId("book-demo-visual")).not.toContainText("Blocked Queue");
      if (locale === "de") await expect(page.locator("h1")).toHaveText("Attestra live erleben: Betrug stoppen, bevor Geld fließt");
    });
  }
});

test.describe("the pilot page after the review", () => {
  for (const locale of ["en", "de", "fr"] as const satisfies TestLocale[]) {
    test(`the readout shows which way is better and 'not met' as an AA amber warning (${locale})`, async ({ page }) => {
      await open(page, 1440, pathFor(locale, "/solutions/30-day-performance-pilot"));
      const readout = page.getByTestId("pilot-readout");
      const scorecard = messages(locale, "scorecard");
      const cue = readout.getByTestId("pilot-readout-direction");
      await expect(cue).toContainText(msg(scorecard, "pilot.readout.better"));
      // The cue ends where the tracks end (its right edge over the tracks' right edge, not over the chips).
      const track = readout.locator("li > span.relative").first();
      const cueText = cue.locator("span").last();
      expect(Math.abs((await box(cueText)).right - (await box(track)).right)).toBeLessThanOrEqual(2);
      const missed = readout.locator('[data-chip][data-tone="warning"]');
      await expect(missed).toHaveCount(1);
      await expect(missed).toHaveText(msg(scorecard, "pilot.readout.missed"));
      expect(await contrast(missed)).toBeGreaterThanOrEqual(4.5);
      const met = readout.locator('[data-chip][data-tone="success"]');
      await expect(met).toHaveCount(3);
      if (locale === "en") await expect(page.locator("h1")).toHaveText("The 30-day pilot starts with the AP Ops Scorecard");
      if (locale === "de") {
        // Said once on screen (the chip), and once to a screen reader too: the figure's caption says "Muster".
        const seen = await readout.evaluate((el) => {
          const copy = el.cloneNode(true) as HTMLElement;
          for (const hidden of copy.querySelectorAll(".sr-only")) hidden.remove();
          return copy.textContent ?? "";
        });
        expect(seen.match(/Beispiel/g)?.length ?? 0).toBe(1);
      }
      if (locale === "fr") expect((await page.locator("main").textContent()) ?? "").not.toMatch(/Étape \d/);
    });
  }

  test("the readout's cue and chips hold on a phone (390 px, de)", async ({ page }) => {
    await open(page, 390, "/de/solutions/30-day-performance-pilot");
    const readout = page.getByTestId("pilot-readout");
    await readout.scrollIntoViewIfNeeded();
    const frame = await box(readout);
    for (const chip of await readout.locator("[data-chip]").all()) {
      const b = await box(chip);
      expect(b.right).toBeLessThanOrEqual(frame.right);
      expect(b.height, "a chip stays on one line").toBeLessThanOrEqual(26);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
