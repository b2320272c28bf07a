import { expect, type Locator, type Page, test } from "@playwright/test";
import { blankUnder, box } from "./support/layout";
import type { TestLocale } from "./support/locales";
import { at, messages } from "./support/messages";
import { openAt } from "./support/open";

/**
 * The second design review of /product, /book-demo and the 30-day pilot page, on the production build, one page load
 * per test (the width changes in place):
 * - /product: step 5's note in the hero pipeline has the step's full width (the step carries no chip: the invoice number
 *   is in the card's header), no blank band under the hero's text at 1440 px (the facts under the buttons end near the
 *   picture; the first is the pilot's median cycle-time goal), one name for the manual-verify decision (badges and
 *   wording alike), the simulated counters saying so in their labels, "Phase 2" never split;
 * - /book-demo: the privacy line's last word never stands alone, no blank band inside the form card at 1440 px, no German
 *   line starting with a dash, no English "kick-off" outside English;
 * - the pilot page: the day-30 card ends with the readout preview (no blank band), a bracketed aside like "(p90 ...)"
 *   stays whole on its line.
 */
test.use({ locale: "en-US" });

/** How many lines an element's text takes (its line boxes' distinct tops). */
async function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  });
}

/**
 * Places in `root` where a word and what follows it break across lines although they must stay together: the last
 * word of each text node matching `last` with the word before it, and every spaced dash with the word before it.
 */
async function splitPairs(root: Locator): Promise<string[]> {
  return root.evaluate((el) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const oneLine = (node: Text, start: number, end: number) => {
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, end);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0);
      return new Set(rects.map((r) => Math.round(r.bottom))).size <= 1;
    };
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const text = node.data;
      if (!node.parentElement?.checkVisibility()) continue;
      for (const match of text.matchAll(/\S+[\s\u00a0]+[–—]/g)) {
        const start = match.index ?? 0;
        if (!oneLine(node, start, start + match[0].length)) found.push(`dash: ${match[0]}`);
      }
    }
    return found;
  });
}

/** Whether the last two words of the privacy line's sentence share a line. */
async function lastWordsTogether(page: Page): Promise<boolean> {
  return page.getByTestId("privacy-note").evaluate((el) => {
    const node = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? "").trim()) as Text | undefined;
    if (!node) return false;
    const text = node.data.trimEnd();
    const lastSpace = text.lastIndexOf(" ", text.lastIndexOf(" ") - 1);
    const range = document.createRange();
    range.setStart(node, lastSpace + 1);
    range.setEnd(node, text.length);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom))).size === 1;
  });
}

test.describe("/product", () => {
  test("one name for the manual-verify decision, badges and wording alike (messages)", () => {
    for (const locale of ["en", "de", "fr", "es"] as const satisfies TestLocale[]) {
      const product = messages(locale, "product");
      const badge = at(messages(locale, "home"), "visual.decisions.verify");
      expect(at(product, "demo.steps.risk.status"), locale).toBe(badge);
      expect(at(product, "modules.items.evidence.record.decision.value"), locale).toBe(badge);
      expect(at(product, "demo.steps.risk.sample"), locale).toContain(badge);
    }
    const en = JSON.stringify(messages("en", "product"));
    expect(en).not.toMatch(/manual[\u2011-]verify|BANK VERIFY/);
    // "Phase 1" and "Phase 2" keep their number.
    expect(at(messages("en", "product"), "roadmap.items.nacha.body")).not.toMatch(/Phase [12]/);
  });

  test("the simulated counters say so in their own labels, not only in the note under them (messages)", () => {
    for (const locale of ["en", "de", "fr", "es"] as const satisfies TestLocale[]) {
      const product = messages(locale, "product");
      for (const key of ["processed", "inProgress", "flagged"]) {
        expect(at(product, `demo.counters.${key}`), `${locale} ${key}`).toMatch(/simul/i);
      }
    }
    expect(at(messages("de", "product"), "demo.counters.average")).toMatch(/^Durchschnittliche /);
  });

  for (const locale of ["en", "de", "fr"] as const satisfies TestLocale[]) {
    test(`hero: the facts close the band under the text, step 5's note has the step's width (${locale})`, async ({ page }) => {
      await openAt(page, locale, "/product", 1440);
      const picture = await box(page.getByTestId("product-pipeline-hero"));
      const facts = page.getByTestId("product-hero-facts");
      await expect(facts.locator("[data-fact]")).toHaveCount(3);
      // The first fact is the buyer's outcome, the pilot's median cycle-time goal, not a count of the steps beside it.
      const cycleTime = facts.locator("[data-fact]").first();
      await expect(cycleTime).toHaveAttribute("data-fact", "cycleTime");
      await expect(cycleTime).toContainText("48");
      const factsBox = await box(facts);
      expect(factsBox.right, "the facts under the text, left of the picture").toBeLessThan(picture.left);
      expect(Math.abs(factsBox.bottom - picture.bottom), `${locale}: text column and picture end near each other`).toBeLessThanOrEqual(48);

      const step = page.getByTestId("product-pipeline-hero").locator('[data-step="attest"]');
      const note = step.locator("[data-here]");
      const control = step.locator("p").nth(1);
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 });
        // The note starts where the control text starts and is as wide: not a narrow column beside the chip.
        const [noteBox, controlBox] = [await box(note), await box(control)];
        expect(Math.abs(noteBox.left - controlBox.left), `${locale} ${width}: note aligned`).toBeLessThanOrEqual(1);
        expect(noteBox.width, `${locale} ${width}: note width`).toBeGreaterThanOrEqual(controlBox.width - 1);
        expect(await lineCount(note), `${locale} ${width}: note lines`).toBeLessThanOrEqual(width === 1440 ? 2 : 3);
        // No invoice chip in the step's title row (the number is in the card's header): step 3's decision is the
        // card's only chip among the steps.
        await expect(step.locator("p").first().locator("[data-chip]")).toHaveCount(0);
        await expect(page.getByTestId("product-pipeline-hero").locator("[data-step] [data-chip]")).toHaveCount(1);
      }
      if (locale === "en") {
        const text = (await page.locator("main").textContent()) ?? "";
        expect(text).not.toMatch(/manual[\u2011-]verify|BANK VERIFY/);
      }
    });
  }
});

test.describe("/book-demo", () => {
  for (const locale of ["en", "de", "fr", "es"] as const satisfies TestLocale[]) {
    test(`privacy line, form card without a blank band, dashes and kick-off (${locale})`, async ({ page }) => {
      await openAt(page, locale, "/book-demo", 1440);
      const card = page.locator("section[aria-label]").filter({ has: page.getByTestId("book-demo-form") });
      const foot = page.getByTestId("book-demo-form-foot");
      // At 1440 px: the card's content reaches its foot, and the room above the foot is no band.
      expect(await blankUnder(card), `${locale}: blank under the form card's content`).toBeLessThanOrEqual(2);
      const formBottom = (await box(page.getByTestId("book-demo-form"))).bottom;
      const footTop = (await box(foot)).top;
      expect(footTop - formBottom, `${locale}: room above the form's foot`).toBeLessThanOrEqual(20 + 32);
      // The agenda card beside it holds no band either.
      expect(await blankUnder(page.locator("aside[aria-labelledby='book-demo-aside']")), `${locale}: blank in the agenda card`).toBeLessThanOrEqual(32);

      const text = (await page.locator("main").textContent()) ?? "";
      if (locale !== "en") expect(text, `${locale}: no English kick-off`).not.toMatch(/kick-?off/i);
      if (locale === "de") expect(text).toContain("Auftaktgespräch");
      if (locale === "es") expect(text).toContain("reunión de arranque");

      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await lastWordsTogether(page), `${locale} ${width}: the privacy line's last word not alone`).toBe(true);
        if (locale === "de") expect(await splitPairs(page.locator("main")), `de ${width}: a line starting with a dash`).toEqual([]);
      }
    });
  }
});

test.describe("the pilot page", () => {
  for (const locale of ["en", "de", "fr"] as const satisfies TestLocale[]) {
    test(`day 30 ends with the readout preview, brackets stay whole (${locale})`, async ({ page }) => {
      await openAt(page, locale, "/solutions/30-day-performance-pilot", 1440);
      const measure = page.locator('[data-stage="measure"]');
      const decide = page.locator('[data-stage="decide"]');
      await expect(measure.getByTestId("pilot-readout-preview")).toBeVisible();
      await expect(measure.getByTestId("pilot-readout-preview").locator('a[href="#pilot-readout"]')).toHaveText(
        at(messages(locale, "scorecard"), "pilot.measure.readoutLink"),
      );
      await expect(page.locator("#pilot-readout")).toHaveCount(1);
      // Day 30 and day 31 end level, their pictures at their feet; neither holds a blank band.
      const [m, d] = [await box(measure), await box(decide)];
      expect(Math.abs(m.bottom - d.bottom)).toBeLessThanOrEqual(1);
      expect(await blankUnder(measure), `${locale}: blank in the day-30 card`).toBeLessThanOrEqual(2);
      const previewTop = (await box(measure.getByTestId("pilot-readout-preview"))).top;
      const targetsBottom = (await box(measure.getByTestId("pilot-targets"))).bottom;
      expect(previewTop - targetsBottom, `${locale}: room above the day-30 preview`).toBeLessThanOrEqual(16 + 48);
      const growthTop = (await box(decide.getByTestId("pilot-scope-growth"))).top;
      const bodyBottom = (await box(decide.locator(":scope > div").first())).bottom;
      expect(growthTop - bodyBottom, `${locale}: room above the day-31 picture`).toBeLessThanOrEqual(16 + 48);

      const whole = page.locator('[data-stage="measure"] [data-keep-whole]');
      expect(await whole.count(), "a bracketed aside among the targets").toBeGreaterThan(0);
      for (const width of [1440, 390, 320]) {
        await page.setViewportSize({ width, height: 900 });
        for (const part of await whole.all()) expect(await lineCount(part), `${locale} ${width}: "${await part.textContent()}"`).toBe(1);
      }
      if (locale !== "en") expect((await page.locator("main").textContent()) ?? "").not.toMatch(/kick-?off/i);
    });
  }
});
