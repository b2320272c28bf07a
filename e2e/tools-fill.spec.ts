import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";
import { at, messages } from "./support/messages";
import { boundingBox as box, openAt as open } from "./support/open";

/**
 * The AP Ops Scorecard's step 2, the fraud readiness check and /resources, filled so no column or card stands half
 * empty beside its neighbour:
 * - step 2 at 1440 px: the stages and the guarantee's column end together, and no card holds more than a stated blank;
 *   the guarantee's two conditions never wrap past three lines in German, and "30 %" stays on one line;
 * - the readiness check: beside the form, the rubric and then what you get with the score bands, sticky in view;
 * - /resources: a collection lists resources (its solution pages under their own heading on the hub), every item
 *   answers, every brief named in a collection is in Downloads or Featured, a PDF's badge sits on its cover's corner;
 * - on a phone: no text under 12 px, no sideways scroll at 320 px, no button ending on a lone word.
 */
test.use({ locale: "en-US" });
test.describe.configure({ timeout: 120_000 });

const PILOT = "/solutions/30-day-performance-pilot";
const FRAUD = "/fraud-readiness-check";
const RESOURCES = "/resources";
const HUBS = ["/resources/cfo", "/resources/controller", "/resources/cio-ciso", "/resources/2026-readiness"];
/** The most blank a stage card may hold under its content at 1440 px (the rows share a height; the German day-30
 * card has the most, about 66 px), in px. */
const MAX_CARD_BLANK = 72;

/** The blank under an element's content: its inner bottom (less padding and border) minus its lowest descendant's. */
function blankUnder(element: Element): number {
  const style = getComputedStyle(element);
  const inner = element.getBoundingClientRect().bottom - parseFloat(style.paddingBottom) - parseFloat(style.borderBottomWidth);
  let lowest = element.getBoundingClientRect().top + parseFloat(style.paddingTop);
  for (const child of element.querySelectorAll("*")) {
    const r = child.getBoundingClientRect();
    if (r.height > 0 && getComputedStyle(child).position !== "absolute") lowest = Math.max(lowest, r.bottom);
  }
  return inner - lowest;
}

test.describe("AP Ops Scorecard, step 2", () => {
  for (const locale of ["en", "de"] as const) {
    test(`at 1440 px the stages and the guarantee end together, no card half empty (${locale})`, async ({ page }) => {
      await open(page, locale, PILOT, 1440);
      const stages = await box(page.getByTestId("pilot-stages"));
      const offer = await box(page.getByTestId("pilot-offer"));
      expect(offer.x, "the guarantee beside the stages").toBeGreaterThan(stages.x + stages.width);
      expect(Math.abs(stages.y + stages.height - (offer.y + offer.height)), `${locale}: both columns end together`).toBeLessThanOrEqual(4);

      const blanks = await page.getByTestId("pilot-stages").locator(":scope > li").evaluateAll((cards, fn) => {
        const measure = new Function(`return (${fn})`)() as (e: Element) => number;
        return cards.map((card) => ({ stage: card.getAttribute("data-stage"), blank: Math.round(measure(card)) }));
      }, blankUnder.toString());
      expect(blanks).toHaveLength(4);
      for (const { stage, blank } of blanks) expect(blank, `${locale}: blank under the ${stage} card's content`).toBeLessThanOrEqual(MAX_CARD_BLANK);

      // Day 31 draws the pilot's scope and what follows, with both in words.
      const growth = page.locator('[data-stage="decide"] [data-testid="pilot-scope-growth"]');
      await expect(growth.locator("svg[aria-hidden='true']")).toHaveCount(2);
      await expect(growth.locator("li")).toHaveCount(2);

      // Inside the guarantee card, the room it takes on is no larger than a card's stated blank.
      const cardGap = await page.locator('[data-testid="guarantee-card"] [data-card]').evaluate((card) => {
        const byDay = card.querySelector("[data-guarantee-targets]")?.nextElementSibling;
        const otherwise = byDay?.nextElementSibling?.firstElementChild;
        if (!byDay || !otherwise) return Number.POSITIVE_INFINITY;
        return otherwise.getBoundingClientRect().top - byDay.getBoundingClientRect().bottom;
      });
      expect(cardGap, `${locale}: the guarantee card's inner gap`).toBeLessThanOrEqual(MAX_CARD_BLANK + 16);
    });
  }

  for (const [path, width] of [
    [PILOT, 1440],
    [PILOT, 390],
    ["/pricing", 1440],
    ["/pricing", 390],
    ["/", 1440],
  ] as const) {
    test(`the guarantee's conditions: at most three lines each, "30 %" whole (de ${path} ${width} px)`, async ({ page }) => {
      await open(page, "de", path, width);
      const targets = page.locator('[data-testid="guarantee-card"] [data-guarantee-target]');
      await expect(targets).toHaveCount(2);
      const facts = await targets.evaluateAll((elements) =>
        elements.map((element) => {
          const style = getComputedStyle(element);
          const content = element.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
          const lines = Math.round(content / parseFloat(style.lineHeight));
          // Every "30 %" (a number, a no-break space, the sign) on one line: its rectangles share one top.
          const node = element.firstChild;
          const text = node?.textContent ?? "";
          const percents: number[] = [];
          for (const match of text.matchAll(/\d+\u00a0?%/g)) {
            const range = document.createRange();
            range.setStart(node as Node, match.index ?? 0);
            range.setEnd(node as Node, (match.index ?? 0) + match[0].length);
            percents.push(new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size);
          }
          return { text, lines, percents };
        }),
      );
      const withPercent = facts.filter((f) => f.percents.length > 0);
      expect(withPercent, "the deflection condition states a percentage").toHaveLength(1);
      for (const f of facts) {
        expect(f.lines, `"${f.text}" wraps to ${f.lines} lines`).toBeLessThanOrEqual(3);
        for (const lines of f.percents) expect(lines, `"${f.text}": the percentage on one line`).toBe(1);
      }
      expect(facts[0]?.text).not.toBe("");
    });
  }
});

test.describe("Fraud readiness check: a sidebar as long as the form", () => {
  for (const locale of ["en", "de"] as const) {
    test(`beside the form, the rubric, then what you get and the score bands, sticky in view (${locale})`, async ({ page }) => {
      await open(page, locale, FRAUD, 1440);
      const fc = messages(locale, "fraudCheck");
      const form = page.locator("#assessment-form form").first();
      const sidebar = page.getByTestId("fraud-sidebar");
      const result = page.getByTestId("fraud-sidebar-result");
      await expect(result.locator("h3")).toHaveText(at(fc, "sidebar.title"));
      const bands = result.getByTestId("fraud-score-bands").locator("li");
      await expect(bands).toHaveCount(3);
      for (const [i, band] of ["0-39", "40-69", "70-100"].entries()) {
        await expect(bands.nth(i)).toHaveAttribute("data-band", band);
        await expect(bands.nth(i)).toContainText(at(fc, `success.bands.${band}`));
      }
      // Under the result panel, how answers count and what to have at hand stick together (one sticky group), above the
      // "after you submit" card at the column's foot.
      const group = page.getByTestId("fraud-sidebar-sticky");
      expect(await group.evaluate((el) => getComputedStyle(el).position)).toBe("sticky");

      const formBox = await box(form);
      const side = await box(sidebar);
      expect(side.x, "the sidebar beside the form").toBeGreaterThan(formBox.x + formBox.width);
      // The column is filled: its cards run from the form's top to its foot, with under 120 px left between the sticky
      // group and the last card (the room the group travels in while the visitor scrolls down the form).
      const natural = await box(group);
      const last = await box(page.getByTestId("fraud-sidebar-next"));
      expect(Math.abs(last.y + last.height - (side.y + side.height)), "the last card ends the column").toBeLessThanOrEqual(1);
      expect(last.y - (natural.y + natural.height), `${locale}: blank in the column`).toBeLessThan(120);
      expect(natural.height + 96, `${locale}: the sticky group fits the window`).toBeLessThanOrEqual(900);
      // At the form's foot, the group ends no lower than the form: the column holds it.
      await page.evaluate((top) => window.scrollTo(0, top), formBox.y + formBox.height - 400);
      const [panel, formNow] = [await box(group), await box(form)];
      expect(panel.y + panel.height).toBeLessThanOrEqual(formNow.y + formNow.height + 40);
    });
  }
});

test.describe("/resources: collections of resources, each found", () => {
  test("every collection item answers, a collection counts only resources, every brief it names is listed", async ({ page, request }) => {
    await open(page, "en", RESOURCES, 1440);
    const res = messages("en", "resources");
    const listed = new Set(
      await page.locator("#library-downloads a, #featured a").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? "")),
    );
    const briefLabels = new Set([at(res, "types.brief"), at(res, "types.playbook")]);
    const collections = page.locator("#library-byRole > div > ul > li");
    await expect(collections).toHaveCount(HUBS.length);
    let briefs = 0;

    for (const [i, hub] of HUBS.entries()) {
      const chips = await collections.nth(i).locator("[data-collection-contents] li").allInnerTexts();
      await expect(collections.nth(i).locator("a").first()).toHaveAttribute("href", hub);

      const hubPage = await page.context().newPage();
      await hubPage.setViewportSize({ width: 1440, height: 900 });
      await gotoHydrated(hubPage, hub);
      const cards = hubPage.locator("#collection li:has(> div > h3)");
      const items = await cards.evaluateAll((lis) =>
        lis.map((li) => ({
          href: li.querySelector("h3 a")?.getAttribute("href") ?? "",
          title: (li.querySelector("h3")?.textContent ?? "").trim(),
          kicker: (li.querySelector(":scope > div > p > span")?.textContent ?? "").trim(),
        })),
      );
      expect(items.length, `${hub}: a collection of resources`).toBeGreaterThanOrEqual(2);
      // The card on /resources names exactly the hub's resources (its solution pages are not counted among them).
      // A chip may use a shorter name of its resource (starting with its title's first word), in the same order.
      expect(chips.length, `${hub}: one chip per resource`).toBe(items.length);
      chips.forEach((chip, i) => {
        const first = chip.trim().split(/\s+/)[0] ?? "-";
        expect(items[i]?.title ?? "", `${hub}: chip ${chip} names its resource`).toContain(first);
      });
      expect(items.some((item) => item.href.startsWith("/solutions/") && item.href !== "/solutions/30-day-performance-pilot"), `${hub}: no solution page among the resources`).toBe(false);
      const related = hubPage.getByTestId("collection-related");
      if ((await related.count()) > 0) {
        const hrefs = await related.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
        for (const href of hrefs) expect(href, `${hub}: related pages are solution pages`).toMatch(/^\/solutions\//);
        for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);
      }
      for (const item of items) {
        expect((await request.get(item.href)).status(), `${hub}: ${item.href}`).toBe(200);
        const isBrief = briefLabels.has(item.kicker);
        if (isBrief) briefs += 1;
        if (isBrief) expect(listed.has(item.href), `${hub}: the brief "${item.title}" (${item.href}) is in Downloads or Featured`).toBe(true);
      }
      await hubPage.close();
    }
    // The CFO brief, the security review brief, the compliance brief (the security and compliance overview is a web
    // page, labelled as one).
    expect(briefs).toBeGreaterThanOrEqual(3);
  });

  for (const locale of ["en", "de"] as const) {
    test(`at 390 px a PDF's type badge sits on its cover's corner, inside its card (${locale})`, async ({ page }) => {
      await open(page, locale, RESOURCES, 390, 844);
      const covers = page.locator("#featured [data-resource-cover], #library-downloads [data-resource-cover]");
      expect(await covers.count()).toBeGreaterThanOrEqual(4);
      for (const cover of await covers.all()) {
        const drawing = await box(cover.locator(":scope > svg"));
        const badge = await box(cover.locator(":scope > span").last());
        const card = await box(cover.locator("xpath=ancestor::li[1]"));
        // On the cover's lower right corner: overlapping it, no further than the badge's own size from its corner.
        expect(badge.x).toBeLessThan(drawing.x + drawing.width);
        expect(badge.y).toBeLessThan(drawing.y + drawing.height);
        expect(badge.y + badge.height - (drawing.y + drawing.height)).toBeLessThanOrEqual(badge.height);
        // Inside the card's box.
        expect(badge.x).toBeGreaterThanOrEqual(card.x);
        expect(badge.y).toBeGreaterThanOrEqual(card.y);
        expect(badge.x + badge.width).toBeLessThanOrEqual(card.x + card.width);
        expect(badge.y + badge.height).toBeLessThanOrEqual(card.y + card.height);
      }
    });
  }
});

test.describe("On a phone: readable, no sideways scroll, whole buttons", () => {
  for (const locale of ["en", "de"] as const) {
    for (const path of [PILOT, FRAUD, RESOURCES]) {
      test(`${path} (${locale}): text 12 px or more at 390 px, no overflow at 320 px, no lone word on a button's last line`, async ({ page }) => {
        await open(page, locale, path, 390, 844);
        const small = await page.locator("main").evaluate((main) => {
          const out: string[] = [];
          const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const el = node.parentElement;
            if (!el || !(node.textContent ?? "").trim()) continue;
            if (el.closest(".sr-only, [hidden], svg")) continue;
            const r = el.getBoundingClientRect();
            if (r.width === 0 || r.height === 0) continue;
            if (parseFloat(getComputedStyle(el).fontSize) < 12) out.push(`${(node.textContent ?? "").trim().slice(0, 40)} (${getComputedStyle(el).fontSize})`);
          }
          return out;
        });
        expect(small, "text under 12 px").toEqual([]);

        const orphans = await page.locator("main").evaluate((main) => {
          const out: string[] = [];
          const buttons = main.querySelectorAll("button, a[class*='bg-brand-600'], a[class*='border-brand-600']");
          for (const button of buttons) {
            const r = button.getBoundingClientRect();
            if (r.width === 0 || button.closest("[hidden], .sr-only")) continue;
            // A button's label, not a disclosure with its hint: up to ten words.
            if ((button.textContent ?? "").trim().split(/\s+/).length > 10) continue;
            const tops: number[] = [];
            const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              if (node.parentElement?.closest(".sr-only")) continue;
              const text = node.textContent ?? "";
              for (const match of text.matchAll(/\S+/g)) {
                const range = document.createRange();
                range.setStart(node, match.index ?? 0);
                range.setEnd(node, (match.index ?? 0) + match[0].length);
                const rect = range.getClientRects()[0];
                if (rect) tops.push(Math.round(rect.top));
              }
            }
            const lines = [...new Set(tops)];
            if (lines.length > 1 && tops.filter((t) => t === lines[lines.length - 1]).length === 1) out.push((button.textContent ?? "").trim());
          }
          return out;
        });
        expect(orphans, "buttons whose last line is a single word").toEqual([]);

        await page.setViewportSize({ width: 320, height: 800 });
        await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: "no sideways scroll at 320 px" }).toBeLessThanOrEqual(320);
      });
    }
  }
});
