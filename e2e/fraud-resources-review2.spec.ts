import { expect, type Page, test } from "@playwright/test";
import { blankUnder, box } from "./support/layout";
import { at, messages } from "./support/messages";
import { openAt as open } from "./support/open";

/**
 * The fraud readiness check and /resources after the second design review:
 * - the ERP question names the ERPs (SAP, NetSuite, Microsoft Dynamics 365, another ERP) in the form and in the rubric,
 *   with the stored values unchanged;
 * - beside the form at 1440 px the sidebar has no hole: its cards follow one another (the usual gap) down to the last,
 *   which ends level with the form, and the form holds no blank under its button;
 * - a label's "(optional)" never starts a line of its own, and no compound splits at its hyphen on a phone;
 * - the rules on how answers count are one component: the sidebar's and the form's copies say the same;
 * - one apostrophe per locale on the page (typographic in English and French);
 * - /resources: the featured panels hold no blank band; every tool states its format (the ROI calculator its two
 *   inputs); on a phone each card's drawing sits above its text; German names the one-page PDF a "Merkblatt" and says
 *   "Eingesparte Stunden", as the calculator does.
 */
test.use({ locale: "en-US" });
test.describe.configure({ timeout: 120_000 });

const FRAUD = "/fraud-readiness-check";
const RESOURCES = "/resources";
const plain = (text: string) => text.replace(/[\u00a0\u202f\u2060]/g, " ").replace(/\u2011/g, "-").replace(/\s+/g, " ").trim();

/** Labels whose "(optional)" (or required star) starts a line of its own. */
async function orphanedMarks(page: Page) {
  return page.locator("#assessment-form [data-field-label] > label").evaluateAll((labels) =>
    labels.flatMap((label) => {
      const mark = label.querySelector(":scope > span");
      if (!mark || (label as HTMLElement).offsetParent === null) return [];
      const [l, m] = [label.getBoundingClientRect(), mark.getClientRects()];
      const first = m[0];
      return first && first.left - l.left < 2 ? [label.textContent ?? ""] : [];
    }),
  );
}

/** Words of the main content split after their hyphen at a line end ("bank-" / "detail"), with some context. */
async function hyphenBreaks(page: Page) {
  return page.locator("main").evaluate((main) => {
    const out: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      if (!node.parentElement || node.parentElement.offsetParent === null) continue;
      for (let i = 1; i < text.length - 1; i++) {
        if (text[i] !== "-" || !/\p{L}/u.test(text[i - 1] ?? "") || !/\p{L}/u.test(text[i + 1] ?? "")) continue;
        const [a, b] = [document.createRange(), document.createRange()];
        a.setStart(node, i);
        a.setEnd(node, i + 1);
        b.setStart(node, i + 1);
        b.setEnd(node, i + 2);
        const [ra, rb] = [a.getBoundingClientRect(), b.getBoundingClientRect()];
        if (ra.height > 0 && rb.height > 0 && rb.top > ra.top + 4) out.push(text.slice(Math.max(0, i - 20), i + 12));
      }
    }
    return out;
  });
}

/** How many straight and typographic apostrophes between letters the main content shows. */
async function apostrophes(page: Page) {
  const text = (await page.locator("main").textContent()) ?? "";
  return { straight: (text.match(/\p{L}'\p{L}/gu) ?? []).length, curly: (text.match(/\p{L}\u2019\p{L}/gu) ?? []).length };
}

test.describe("Fraud readiness check, second review", () => {
  for (const locale of ["en", "de", "fr"] as const) {
    test(`named ERPs, a sidebar without a hole, "(optional)" kept with its word, one rules component (${locale})`, async ({ page }) => {
      await open(page, locale, FRAUD, 1440);
      const fc = messages(locale, "fraudCheck");
      const form = page.getByTestId("fraud-check-form");

      // The ERP question and its options, named; the stored values are the scoring's.
      const erp = form.locator('select[name="erp"]');
      const erpField = form.locator("[data-field]", { has: page.locator('select[name="erp"]') });
      await expect(erpField.locator("label")).toContainText(plain(at(fc, "form.erp")).slice(0, 12));
      for (const value of ["sap", "netsuite", "d365", "other"]) {
        await expect(erp.locator(`option[value="${value}"]`)).toHaveText(at(fc, `form.erpOptions.${value}`));
      }
      await expect(erp.locator("option", { hasText: /family|Familie|Famille/ })).toHaveCount(0);
      // The rubric lists the same answers.
      const erpRow = page.getByTestId("fraud-rubric-table").locator("tr", { has: page.locator("th", { hasText: at(fc, "whatWeCheck.questions.erp") }) });
      for (const value of ["sap", "netsuite", "d365", "other"]) {
        await expect(erpRow.locator("[data-rubric-answer]", { hasText: at(fc, `form.erpOptions.${value}`) })).toHaveCount(1);
      }

      // The sidebar: cards one after another with the usual gap, the last level with the form; no blank in the form.
      const formBox = await box(page.locator("#assessment-form form").first());
      const group = await box(page.getByTestId("fraud-sidebar-sticky"));
      const next = await box(page.getByTestId("fraud-sidebar-next"));
      expect(Math.abs(next.bottom - formBox.bottom), "the last card ends with the form").toBeLessThanOrEqual(2);
      expect(next.top - group.bottom, `${locale}: blank between the sidebar's cards`).toBeLessThanOrEqual(48);
      expect(await blankUnder(page.locator("#assessment-form form").first()), "blank under the form's button").toBeLessThanOrEqual(8);
      await expect(page.getByTestId("fraud-sidebar-prep").locator("li")).toHaveCount(5);

      // "(optional)" follows a word on its line.
      expect(await orphanedMarks(page)).toEqual([]);

      // One rules component: the sidebar's copy (from 1024 px) and the form's (under it) say the same two rules.
      const sideRules = await page.getByTestId("fraud-sidebar-rules").locator("li").allTextContents();
      const formRules = await form.getByTestId("fraud-answer-rules").locator("li").allTextContents();
      expect(sideRules).toHaveLength(2);
      expect(formRules).toEqual(sideRules);

      // One apostrophe per locale.
      const marks = await apostrophes(page);
      if (locale === "en") expect(marks.straight, "English writes typographic apostrophes on this page").toBe(0);
      if (locale === "fr") expect(marks.straight, "French writes typographic apostrophes").toBe(0);

      if (locale !== "fr") {
        await page.setViewportSize({ width: 390, height: 844 });
        await expect(form.getByTestId("fraud-answer-rules")).toBeVisible();
        expect(await orphanedMarks(page), "390 px").toEqual([]);
        expect(await hyphenBreaks(page), "no compound split at its hyphen").toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
    });
  }
});

test.describe("/resources, second review", () => {
  for (const locale of ["en", "de", "fr"] as const) {
    test(`featured panels without blank bands, every tool's format, drawings above the text on a phone (${locale})`, async ({ page }) => {
      await open(page, locale, RESOURCES, 1440);
      const res = messages(locale, "resources");

      // Featured: each panel as tall as its list (no blank band under the last item). The links are pinned to the
      // cards' foot, level with each other (a card's spare room is above its link; e2e/resources-review5.spec.ts), so
      // the fullest card's link is right under its panel (e2e/resources-review4.spec.ts checks the lists' one rhythm).
      const panels = page.locator("#featured [data-featured-inside]");
      await expect(panels).toHaveCount(3);
      const linkGaps: number[] = [];
      for (const panel of await panels.all()) {
        expect(await blankUnder(panel), "blank band in a featured panel").toBeLessThanOrEqual(2);
        const link = await box(panel.locator("xpath=following-sibling::a[1]"));
        linkGaps.push(link.top - (await box(panel)).bottom);
      }
      expect(Math.min(...linkGaps), "the fullest card's link right under its panel").toBeLessThanOrEqual(24);

      // Every tool states its format; the ROI calculator, its two inputs.
      const tools = page.locator("#library-tools [data-resource-card]");
      await expect(tools).toHaveCount(4);
      for (const card of await tools.all()) await expect(card.locator("[data-chip]")).not.toHaveText("");
      const roi = tools.filter({ has: page.locator('a[href$="/ap-roi-calculator"]') });
      await expect(roi.locator("[data-chip]")).toHaveText(/2/);

      if (locale === "de") {
        const featured = page.locator("#featured");
        await expect(featured).not.toContainText("Dossier");
        await expect(featured).toContainText(at(res, "types.playbook"));
        await expect(page.locator("main")).not.toContainText(/Zurückgewonnene/);
        await expect(roi).toContainText("Eingesparte Stunden");
      }

      if (locale !== "fr") {
        // On a phone each card's drawing sits above its text, which keeps the card's width.
        await page.setViewportSize({ width: 390, height: 844 });
        const cards = page.locator("#categories [data-resource-card]");
        expect(await cards.count()).toBeGreaterThanOrEqual(10);
        const bad = await cards.evaluateAll((lis) =>
          lis.flatMap((li) => {
            const [drawing, text] = [li.children[0], li.children[1]];
            if (!drawing || !text) return ["a card without its parts"];
            const [d, t, c] = [drawing.getBoundingClientRect(), text.getBoundingClientRect(), li.getBoundingClientRect()];
            const out: string[] = [];
            if (d.bottom > t.top + 0.5) out.push(`${li.textContent?.slice(0, 30)}: drawing beside the text`);
            if (t.width < c.width - 40) out.push(`${li.textContent?.slice(0, 30)}: text ${t.width} of ${c.width}`);
            return out;
          }),
        );
        expect(bad).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
    });
  }
});
