import { expect, type Locator, type Page, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";
import { LOCALES, pathFor } from "./support/locales";
import { at, type Messages, messages } from "./support/messages";

/**
 * The ERP Posting Guard's "How it connects" and /security, after the design review:
 * - on a phone the boxes stack and the flows' arrows stand upright: the read points down to the guard (under it), the
 *   writes point up to the ERP (above them); beside the boxes the arrows lie flat;
 * - colours follow meaning: the writes the guard may make are success green (never the amber of a warning), the write it
 *   never makes is danger red, with a key under the drawing;
 * - both boxes' chip lists come from one component and hold the items their messages name;
 * - at 1440 the four cards share their rows and end on one line (no card half empty);
 * - /security's audit status leads with what a reviewer can check and says last that no certification is listed; the
 *   dashboard's footnote names only what the dashboard shows.
 */
test.use({ locale: "en-US" });

const GUARD = "/solutions/erp-posting-guard";
/** Text as the page shows it to Playwright: soft hyphens gone, typographic spaces read as spaces. */
const plain = (text: string) => text.replace(/\u00ad/g, "").replace(/[\u202f\u00a0\s]+/g, " ").trim();

/** A computed colour as [r, g, b] and its hue in degrees (drawn on a canvas, so oklch and rgb read alike). */
async function colourOf(locator: Locator, property: "color" | "stroke" | "backgroundColor") {
  return locator.evaluate((element, prop) => {
    const value = getComputedStyle(element)[prop];
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no canvas");
    context.fillStyle = value;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    let hue = 0;
    if (max !== min) {
      const d = max - min;
      hue = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
      hue = (hue * 60 + 360) % 360;
    }
    return { rgb: `${r},${g},${b}`, hue, chroma: max - min };
  }, property);
}

const isGreen = (hue: number) => hue >= 100 && hue <= 185;
const isRed = (hue: number) => hue <= 15 || hue >= 340;
const isAmber = (hue: number) => hue > 20 && hue < 60;

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error("not laid out");
  return b;
}

async function open(page: Page, locale: (typeof LOCALES)[number], width: number) {
  await page.setViewportSize({ width, height: 900 });
  await gotoHydrated(page, pathFor(locale, GUARD));
  const diagram = page.getByTestId("erp-connection-diagram");
  await diagram.scrollIntoViewIfNeeded();
  return diagram;
}

test.describe("ERP Posting Guard: the connection drawing", () => {
  for (const locale of ["en", "de"] as const) {
    test(`${locale} 390px: the boxes stack and each arrow points to the box it goes to`, async ({ page }) => {
      const diagram = await open(page, locale, 390);
      const erp = await box(diagram.locator('[data-connection-box="erp"]'));
      const guard = await box(diagram.locator('[data-connection-box="guard"]'));
      expect(guard.y, "the guard sits under the ERP").toBeGreaterThan(erp.y + erp.height);
      const flows = diagram.locator("[data-flow]");
      await expect(flows).toHaveCount(5);
      for (const flow of await flows.all()) {
        const direction = await flow.getAttribute("data-flow");
        await expect(flow.locator('svg[data-arrow="horizontal"]')).toBeHidden();
        const arrow = flow.locator('svg[data-arrow="vertical"]');
        await expect(arrow).toBeVisible();
        const a = await box(arrow);
        expect(a.height, "the arrow stands upright").toBeGreaterThan(a.width * 2);
        // Between the two boxes.
        expect(a.y).toBeGreaterThan(erp.y + erp.height);
        expect(a.y + a.height).toBeLessThan(guard.y);
        // Its head at the end it points to: the read down to the guard, the writes up to the ERP.
        const head = await box(arrow.locator("path").nth(1));
        const headMiddle = head.y + head.height / 2;
        const arrowMiddle = a.y + a.height / 2;
        if (direction === "in") {
          await expect(arrow).toHaveAttribute("data-points", "down");
          expect(headMiddle).toBeGreaterThan(arrowMiddle);
        } else {
          await expect(arrow).toHaveAttribute("data-points", "up");
          expect(headMiddle).toBeLessThan(arrowMiddle);
        }
        // The label beside its arrow, on the same line, inside the page.
        const label = await box(flow.locator("[data-flow-label]"));
        expect(label.x).toBeGreaterThan(a.x + a.width);
        expect(label.x + label.width).toBeLessThanOrEqual(390);
      }
    });
  }

  test("1440px: beside the boxes the arrows lie flat, the read to the right", async ({ page }) => {
    const diagram = await open(page, "de", 1440);
    const erp = await box(diagram.locator('[data-connection-box="erp"]'));
    const guard = await box(diagram.locator('[data-connection-box="guard"]'));
    for (const flow of await diagram.locator("[data-flow]").all()) {
      await expect(flow.locator('svg[data-arrow="vertical"]')).toBeHidden();
      const arrow = flow.locator('svg[data-arrow="horizontal"]');
      await expect(arrow).toBeVisible();
      const a = await box(arrow);
      expect(a.width).toBeGreaterThan(a.height * 5);
      expect(a.x).toBeGreaterThan(erp.x + erp.width);
      expect(a.x + a.width).toBeLessThan(guard.x);
    }
  });

  for (const locale of LOCALES) {
    test(`${locale}: allowed writes in success green, the never-write in danger red, with the key; one chip list markup`, async ({ page }) => {
      const m = messages(locale, "solutionsUseCase");
      const diagram = await open(page, locale, 1440);
      // The warning token as this page draws it: the parked, payment-blocked sample invoice.
      const warning = diagram.locator('[data-connection-box="erp"] p.border-amber-300');
      await expect(warning).toContainText(plain(at(m, "erpGuard.connect.diagram.sampleState")));
      const warningText = await colourOf(warning, "color");
      expect(isAmber(warningText.hue), `the warning token is amber (${warningText.rgb})`).toBe(true);

      const writes = diagram.locator('[data-flow="out"]');
      await expect(writes).toHaveCount(3);
      for (const write of await writes.all()) {
        const text = await colourOf(write.locator("[data-flow-label]"), "color");
        const stroke = await colourOf(write.locator('svg[data-arrow="horizontal"] path').first(), "stroke");
        for (const [what, colour] of [
          ["label", text],
          ["arrow", stroke],
        ] as const) {
          expect(colour.rgb, `an allowed write's ${what} is not the warning colour`).not.toBe(warningText.rgb);
          expect(isAmber(colour.hue), `an allowed write's ${what} is not amber (${colour.rgb})`).toBe(false);
          expect(isGreen(colour.hue), `an allowed write's ${what} is success green (${colour.rgb})`).toBe(true);
        }
      }
      const never = diagram.locator('[data-flow="never"]');
      for (const colour of [
        await colourOf(never.locator("[data-flow-label]"), "color"),
        await colourOf(never.locator('svg[data-arrow="horizontal"] path').first(), "stroke"),
      ]) {
        expect(isRed(colour.hue), `the never-write is danger red (${colour.rgb})`).toBe(true);
      }
      // The key names the three colours in words, each swatch in its flow's colour.
      const legend = page.getByTestId("erp-connection-legend");
      for (const [direction, test] of [
        ["out", isGreen],
        ["never", isRed],
      ] as const) {
        const item = legend.locator(`[data-legend="${direction}"]`);
        await expect(item).toHaveText(plain(at(m, `erpGuard.connect.diagram.legend.${direction}`)));
        expect(test((await colourOf(item.locator("span").first(), "backgroundColor")).hue)).toBe(true);
      }
      await expect(legend.locator('[data-legend="in"]')).toHaveText(plain(at(m, "erpGuard.connect.diagram.legend.in")));
      // The never-writes card's dots are red too; no amber anywhere in the cards.
      const cards = page.getByTestId("erp-connection-cards");
      for (const dot of await cards.locator('[data-connection="never"] li > span[aria-hidden]').all()) {
        expect(isRed((await colourOf(dot, "backgroundColor")).hue)).toBe(true);
      }
      for (const dot of await cards.locator('[data-connection="permissions"] li > span[aria-hidden]').all()) {
        expect(isAmber((await colourOf(dot, "backgroundColor")).hue)).toBe(false);
      }

      // Both chip lists, one markup each: as many chips as their messages have, in order.
      const objects = (m as { erpGuard: { connect: { diagram: { objects: Messages; parts: Messages } } } }).erpGuard.connect.diagram;
      for (const [tone, group] of [
        ["slate", objects.objects],
        ["brand", objects.parts],
      ] as const) {
        const list = diagram.locator(`[data-chip-list="${tone}"]`);
        await expect(list).toHaveCount(1);
        await expect(list.locator(":scope > li")).toHaveText(Object.values(group).map((value) => plain(String(value))));
        const classes = await list.locator(":scope > li").evaluateAll((items) => items.map((item) => item.className));
        expect(new Set(classes).size, "every chip of a list is drawn alike").toBe(1);
      }
    });
  }

  for (const locale of ["de", "en", "fr"] as const) {
    test(`${locale} 1440px: the four cards, two by two, share their rows and end on one line`, async ({ page }) => {
      await open(page, locale, 1440);
      const cards = page.getByTestId("erp-connection-cards").locator(":scope > li");
      await expect(cards).toHaveCount(4);
      const rows = await cards.evaluateAll((items) =>
        items.map((card) => {
          const rect = card.getBoundingClientRect();
          const title = card.querySelector("h3")?.getBoundingClientRect();
          const list = card.querySelector(":scope > ul")?.getBoundingClientRect();
          const route = card.querySelector("[data-card-route]")?.getBoundingClientRect();
          if (!title || !list || !route) throw new Error("card parts missing");
          return { top: rect.top, bottom: rect.bottom, title: title.top, list: list.top, listEnd: list.bottom, routeEnd: route.bottom };
        }),
      );
      const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
      // Two by two (e2e/security-erp-review4.spec.ts): each pair is one row of cards.
      for (const pair of [rows.slice(0, 2), rows.slice(2, 4)]) {
        expect(spread(pair.map((row) => row.top)), "one row of cards").toBeLessThanOrEqual(1);
        expect(spread(pair.map((row) => row.list)), "the lists start on one line, whatever the titles' lengths").toBeLessThanOrEqual(1);
        expect(spread(pair.map((row) => row.routeEnd)), "the cards end on one line").toBeLessThanOrEqual(1);
      }
      for (const row of rows) {
        // Each card's content reaches its bottom (its padding apart), and no list leaves more than a third of its card blank.
        expect(row.bottom - row.routeEnd).toBeLessThanOrEqual(24);
        const blank = row.routeEnd - row.listEnd;
        expect(blank, "blank between a card's list and its route").toBeLessThan((row.bottom - row.top) / 3);
      }
    });
  }
});

test.describe("/security: what is verifiable first; the dashboard's footnote", () => {
  const CERT = /certif|zertifi/i;
  for (const locale of LOCALES) {
    test(`${locale}: the audit status leads with what can be reviewed, the absence of certification last`, async ({ page }) => {
      const security = messages(locale, "security");
      const body = plain(at(security, "audits.body"));
      expect(body.startsWith("("), "no aside first").toBe(false);
      const sentences = body.split(/(?<=[.:!?])\s+/).filter(Boolean);
      expect(sentences.length).toBeGreaterThan(1);
      const last = sentences.at(-1) ?? "";
      expect(sentences.slice(0, -1).join(" "), "the opening names what can be checked, not the gap").not.toMatch(CERT);
      expect(last, "the absence of certification is said plainly, last").toMatch(CERT);
      expect(body).not.toMatch(/[()]/);

      await page.setViewportSize({ width: 1440, height: 900 });
      await gotoHydrated(page, pathFor(locale, "/security"));
      await expect(page.getByTestId("security-audit-status")).toContainText(body);

      // The one note on the sample dashboard names what is a sample there, nothing it does not show.
      const note = page.getByTestId("security-dashboard-note");
      await expect(note.getByTestId("security-score-basis")).toHaveText(plain(at(security, "dashboard.scoreBasis")));
      const common = messages(locale, "common");
      await expect(page.locator("#dashboard")).not.toContainText(plain(at(common, "illustrative")));
      // It names the sample's parts the dashboard shows: the count and the log.
      await expect(page.getByTestId("security-audit-log")).toBeVisible();
    });
  }

  for (const width of [390, 768, 1024, 1440]) {
    test(`de ${width}px: the deployment diagrams keep every box label whole and inside its box, no text under 12 px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, pathFor("de", "/security"));
      const diagrams = page.locator('[data-testid^="deployment-diagram-"]');
      await expect(diagrams).toHaveCount(3);
      const problems = await diagrams.evaluateAll((figures) => {
        const found: string[] = [];
        for (const figure of figures) {
          for (const element of figure.querySelectorAll<HTMLElement>("div, p, span")) {
            const own = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
            if (own.length === 0) continue;
            if (element.scrollWidth > element.clientWidth + 1) found.push(`overflows: ${element.textContent}`);
            if (Number.parseFloat(getComputedStyle(element).fontSize) < 12) found.push(`under 12 px: ${element.textContent}`);
            for (const node of own) {
              // No word broken across lines: each word's first and last letters on one line.
              const text = node.textContent ?? "";
              for (const match of text.matchAll(/[\p{L}\p{N}\u2011-]{2,}/gu)) {
                const range = document.createRange();
                range.setStart(node, match.index ?? 0);
                range.setEnd(node, (match.index ?? 0) + 1);
                const first = range.getBoundingClientRect().top;
                range.setStart(node, (match.index ?? 0) + match[0].length - 1);
                range.setEnd(node, (match.index ?? 0) + match[0].length);
                if (Math.abs(range.getBoundingClientRect().top - first) > 4) found.push(`cut: ${match[0]}`);
              }
            }
          }
        }
        return found;
      });
      expect(problems).toEqual([]);
    });
  }
});
