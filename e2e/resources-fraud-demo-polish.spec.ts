import { expect, type Page, test } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { gotoHydrated } from "./support/hydration";
import { LOCALES, pathFor } from "./support/locales";
import { at, messages } from "./support/messages";

/**
 * /resources, /fraud-readiness-check and /book-demo, polished to stand beside peers' pages:
 * - /resources lists the AP Ops Scorecard among the tools; each PDF shows its real page count (the built PDF, counted
 *   here too) and a cover drawn in code; each collection lists what it holds; two categories side by side end together;
 * - the readiness check's scored questions sit in the rubric's four parts, each with its weight as the rubric states it;
 *   the rubric table reads at 15 px or more; on a phone each radio option is a full-width tap target;
 * - /book-demo's headline is sized for a form page, and an indicative agenda of the demo's minutes shows before submit.
 */
test.use({ locale: "en-US" });
test.describe.configure({ timeout: 120_000 });

/** Visible text as the page shows it: messages use U+00A0 / U+202F where the page may too. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ").replace(/\s+/g, " ").trim();

async function declineAnalytics(page: Page) {
  const banner = page.getByTestId("consent-banner");
  if (await banner.isVisible()) {
    await banner.locator("[data-consent-choice='denied']").click();
    await expect(banner).toBeHidden();
  }
}

async function box(page: Page, selector: string) {
  const b = await page.locator(selector).first().boundingBox();
  if (!b) throw new Error(`no box for ${selector}`);
  return b;
}

const PDFS = [
  { href: "/cfo-fraud-prevention-playbook.pdf", where: "#featured" },
  { href: "/ap-evidence-pack-checklist.pdf", where: "#featured" },
  { href: "/security-brief.pdf", where: "#categories" },
  { href: "/compliance-brief.pdf", where: "#categories" },
];

test.describe("/resources", () => {
  for (const locale of LOCALES) {
    test(`the scorecard among the tools, PDFs with their page count and cover, collections with their items (${locale})`, async ({ page, request }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await gotoHydrated(page, pathFor(locale, "/resources"));
      await declineAnalytics(page);
      const res = messages(locale, "resources");

      // The Tools category holds four tools, the AP Ops Scorecard last, with its title and the questions it asks.
      const tools = page.locator("#library-tools > div > ul > li");
      await expect(tools).toHaveCount(4);
      const scorecard = tools.nth(3);
      await expect(scorecard.locator("a").first()).toHaveAttribute("href", pathFor(locale, "/solutions/30-day-performance-pilot"));
      await expect(scorecard.locator("h4")).toHaveText(at(res, "categories.tools.links.scorecard"));
      await expect(scorecard.locator("[data-chip]")).toHaveText(/7/);

      // Each PDF: its chip says the page count of the PDF this locale serves, and a drawn cover stands for it.
      for (const pdf of PDFS) {
        const card = page.locator(`${pdf.where} li`).filter({ has: page.locator(`a[href="${pathFor(locale, pdf.href)}"]`) }).first();
        const response = await request.get(pathFor(locale, pdf.href));
        expect(response.ok(), pdf.href).toBe(true);
        const pages = (await PDFDocument.load(await response.body())).getPageCount();
        const chip = plain((await card.locator("[data-chip]").first().textContent()) ?? "");
        expect(chip, `${pdf.href} (${locale})`).toMatch(new RegExp(`^PDF, ${pages} \\p{L}+`, "u"));
        const cover = card.locator("[data-resource-cover][aria-hidden='true'] > svg");
        await expect(cover).toHaveCount(1);
        expect((await cover.boundingBox())?.width ?? 0, `${pdf.href}: the cover is drawn`).toBeGreaterThanOrEqual(44);
      }

      // Each collection lists the titles of the resources it holds (its solution pages are not among them: the hub
      // links them under their own heading): CFO 3, controller 2, CIO/CISO 4, 2026 readiness 3.
      const collections = page.locator("#library-byRole > div > ul > li");
      await expect(collections).toHaveCount(4);
      for (const [i, collection] of (await collections.all()).entries()) {
        const items = collection.locator("[data-collection-contents] li");
        await expect(items).toHaveCount([3, 2, 4, 3][i] ?? -1);
        for (const item of await items.all()) expect(((await item.textContent()) ?? "").trim().length).toBeGreaterThan(3);
      }

      // The categories stand one under the other (each across the page), so none is stretched to end level with
      // another beside it.
      for (const [above, below] of [
        ["#library-byRole", "#library-tools"],
        ["#library-downloads", "#library-company"],
      ] as const) {
        const [a, b] = [await box(page, above), await box(page, below)];
        expect(b.y, `${below} under ${above}`).toBeGreaterThan(a.y + a.height);
      }

      // The briefing: heading and form beside the sample issue, centred on it, inside one panel.
      const panel = await box(page, "[data-testid='resources-subscribe-panel']");
      const heading = await box(page, "#subscribe-title");
      const scene = await box(page, "[data-testid='resources-briefing-scene']");
      const form = await box(page, "#subscribe form");
      expect(scene.x, "the sample beside the form").toBeGreaterThan(heading.x + 200);
      expect(heading.y).toBeGreaterThan(panel.y);
      const leftMiddle = (heading.y + form.y + form.height) / 2;
      expect(Math.abs(leftMiddle - (scene.y + scene.height / 2)), "the two columns centred on each other").toBeLessThan(40);
    });
  }
});

const PARTS = [
  { category: "identity", field: 'select[name="dmarcStatus"]' },
  { category: "bankOwnership", field: '[role="radiogroup"]' },
  { category: "process", field: 'select[name="erp"]' },
  { category: "evidence", field: '[data-testid="advanced-options"]' },
] as const;

test.describe("/fraud-readiness-check", () => {
  for (const locale of LOCALES) {
    test(`the scored questions in the rubric's four weighted parts, a 15 px rubric (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await gotoHydrated(page, pathFor(locale, "/fraud-readiness-check"));
      const fraud = messages(locale, "fraudCheck");
      const form = page.getByTestId("fraud-check-form");
      const parts = form.locator("[data-form-part]");
      await expect(parts).toHaveCount(4);
      const weights = page.getByTestId("fraud-rubric").locator("[data-rubric-weight]");
      for (const [i, part] of PARTS.entries()) {
        const section = parts.nth(i);
        await expect(section).toHaveAttribute("data-form-part", part.category);
        await expect(section.locator("h4")).toHaveText(at(fraud, `rubric.categories.${part.category}.name`));
        // The same weight, in the same words, as the rubric beside the form.
        await expect(section.locator("[data-part-weight]")).toHaveText((await weights.nth(i).textContent()) ?? "");
        await expect(section.locator(part.field)).toHaveCount(1);
      }
      // The parts come after "your company" and in the scored group.
      const group = await form.locator("[data-form-group]").nth(1).boundingBox();
      expect((await parts.first().boundingBox())?.y ?? 0).toBeGreaterThan(group?.y ?? 9999);

      // The rubric table reads at 15 px or more, answers and "why" alike.
      const table = page.getByTestId("fraud-rubric-table");
      for (const cell of [table.locator("[data-rubric-answer]").first(), table.locator("td").nth(1)]) {
        const size = await cell.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
        expect(size).toBeGreaterThanOrEqual(15);
      }
    });

    test(`on a phone each radio option is a full-width tap target (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await gotoHydrated(page, pathFor(locale, "/fraud-readiness-check"));
      await declineAnalytics(page);
      const group = page.getByTestId("fraud-check-form").locator('[role="radiogroup"]');
      const options = group.locator("[data-radio-option]");
      await expect(options).toHaveCount(3);
      const area = await group.boundingBox();
      if (!area) throw new Error("no radio group");
      for (const option of await options.all()) {
        const b = await option.boundingBox();
        if (!b) throw new Error("no option");
        expect(b.height, "a tap target's height").toBeGreaterThanOrEqual(44);
        expect(Math.abs(b.width - area.width), "full width").toBeLessThan(2);
        expect(Math.abs(b.x - area.x), "one column").toBeLessThan(2);
      }
      // The whole box is the target: a tap near its right edge chooses the option.
      const last = options.last();
      const b = await last.boundingBox();
      await last.click({ position: { x: (b?.width ?? 0) - 12, y: (b?.height ?? 0) / 2 } });
      await expect(last.getByRole("radio")).toHaveAttribute("aria-checked", "true");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }
});

test.describe("/book-demo", () => {
  for (const locale of LOCALES) {
    test(`a form page's headline and an indicative agenda of the demo before submit (${locale})`, async ({ page }) => {
      const demo = messages(locale, "bookDemo");
      for (const [width, height, maxFont] of [
        [1440, 900, 42],
        [390, 844, 26],
      ] as const) {
        await page.setViewportSize({ width, height });
        await gotoHydrated(page, pathFor(locale, "/book-demo"));
        await declineAnalytics(page);
        const h1 = page.locator("h1");
        const size = await h1.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
        expect(size, `${width} px: the headline's size`).toBeLessThanOrEqual(maxFont);
        expect(size).toBeGreaterThanOrEqual(22);
        // The form starts high: its fields in the first screen at 1440, its card within the first 60 % of a phone's
        // (under the site's banner and header; the 3-line display headline put it at 517 px).
        const card = page.locator("section").filter({ has: page.getByTestId("book-demo-form") }).last();
        const formTop = (await card.boundingBox())?.y ?? 9999;
        expect(formTop, `${width} px: where the form starts`).toBeLessThan(width > 1000 ? 300 : height * 0.6);

        // The agenda: five topics back to back from minute 0 to the demo's 30 minutes, marked indicative.
        const agenda = page.getByTestId("book-demo-agenda");
        await expect(agenda.locator("li")).toHaveCount(5);
        const slots = (await agenda.locator("[data-agenda-slot]").allTextContents()).map((s) => (plain(s).match(/\d+/g) ?? []).map(Number));
        expect(slots[0]?.[0]).toBe(0);
        expect(slots.at(-1)?.[1]).toBe(30);
        for (let i = 1; i < slots.length; i++) expect(slots[i]?.[0], "back to back").toBe(slots[i - 1]?.[1]);
        const aside = page.locator("aside[aria-labelledby='book-demo-aside']");
        await expect(aside.locator("h2")).toHaveText(plain(at(demo, "agenda.title").replace("{minutes}", "30")));
        await expect(aside).toContainText(at(demo, "agenda.badge"));
        await expect(agenda.locator("li").last()).toContainText(at(demo, "agenda.items.qa"));
        if (width > 1000) {
          // Beside the form, starting in the first screen.
          const agendaBox = await agenda.boundingBox();
          const form = await page.getByTestId("book-demo-form").boundingBox();
          expect((agendaBox?.x ?? 0) + (agendaBox?.width ?? 0)).toBeLessThan(form?.x ?? 0);
          expect(agendaBox?.y ?? 9999).toBeLessThan(height);
        }
      }
    });
  }
});
