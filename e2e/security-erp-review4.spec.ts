import { expect, type Locator, type Page, test } from "@playwright/test";
import { box, spread } from "./support/layout";
import { at, messages } from "./support/messages";
import { openAt } from "./support/open";
import { pathFor } from "./support/locales";
import { GUARD, plain, REVIEW_LOCALES, SECURITY } from "./support/security-erp";

/**
 * /security and the ERP Posting Guard after the fourth design review:
 * - /security: one label for the architecture-review action (hero, review questions, closing band); the deployment
 *   cards' descriptions and tick lists start level; on a phone the dashboard's tiles are two by two and each check is
 *   one compact row with its chip on the right; the role-based access card names only the matrix's roles; German role
 *   names stay whole in the phone matrix and the ERP stage takes one line; the French connector badge sits beside its
 *   title;
 * - ERP Posting Guard: the four "How it connects" cards two by two, each route on one line at 1440 (no line starts on an
 *   arrow) and stacked on a phone; the unavailability note says the invoices already sit parked or payment-blocked; the
 *   sample queue buttons are outline buttons.
 * One page load per locale; widths change by resizing.
 */
test.use({ locale: "en-US" });

const LOCALES = REVIEW_LOCALES;

/** The number of rendered lines of an element's text (distinct line tops of its text, a few pixels apart at least). */
async function lines(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.top);
    return tops.sort((a, b) => a - b).filter((top, i, all) => i === 0 || top - (all[i - 1] ?? 0) > 4).length;
  });
}

async function resize(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
}

test.describe("/security after the fourth review", () => {
  for (const locale of LOCALES) {
    test(`(${locale}) one review label; level deployment cards; phone dashboard and matrix`, async ({ page }) => {
      const security = messages(locale, "security");
      const review = plain(at(security, "hero.secondary"));
      await openAt(page, locale, SECURITY, 1440);
      const main = page.locator("main");

      // 1. One label for the architecture-review action: hero, review questions and the closing band's primary.
      const reviewLinks = main.locator(`a[href="${pathFor(locale, "/architecture-review")}"]`);
      await expect(reviewLinks.first(), "the hero's").toHaveText(review);
      await expect(page.getByTestId("security-review-rest").locator("a")).toHaveText(review);
      const band = page.locator('[data-band="closing"] [data-band-actions] a');
      await expect(band.first()).toHaveText(review);
      await expect(band.first()).toHaveAttribute("href", pathFor(locale, "/architecture-review"));
      await expect(band).toHaveCount(1);
      // Every labelled review button says the same (the review card in the band under the hero describes the session).
      for (const text of await reviewLinks.allTextContents()) {
        if (!/\d/.test(text)) expect(plain(text)).toBe(review);
      }

      // 2. Deployment cards: descriptions and tick lists start level across the row.
      const cards = page.getByTestId("security-deployments").locator(":scope > li");
      await expect(cards).toHaveCount(3);
      await cards.first().scrollIntoViewIfNeeded();
      const bodies = await Promise.all([0, 1, 2].map((i) => box(cards.nth(i).locator("[data-deployment-body]"))));
      expect(spread(bodies.map((b) => b.top)), "descriptions start level").toBeLessThanOrEqual(1);
      const ticks = await Promise.all([0, 1, 2].map((i) => box(cards.nth(i).locator("ul").last())));
      expect(spread(ticks.map((b) => b.top)), "tick lists start level").toBeLessThanOrEqual(1);

      // 3. The access section names only the roles of the matrix (no auditors): its table's columns.
      await expect(page.locator("#controls")).not.toContainText(/auditor|prüfer|auditeur/i);

      if (locale === "de") {
        // 6. The architecture diagram's ERP stage takes one line, like the others.
        const labels = page.locator("[data-stage-row] > li > span > span:last-child");
        for (const label of await labels.all()) expect(await lines(label)).toBe(1);
        // 4. German copy.
        await expect(main).toContainText("beantworten wir diese Punkte schriftlich für Ihr Betriebsmodell");
        // Who manages the keys, said plainly (the provider per tenant; the customer when it hosts).
        await expect(main).toContainText("verwaltet für jeden Mandanten eigene Schlüssel");
        // One term for the audit log across the site: "unveränderlich" ("revisionssicher" reads as a GoBD claim).
        await expect(main).toContainText("unveränderliches Audit-Protokoll");
        await expect(main).not.toContainText(/revisionssicher/i);
      }
      if (locale === "fr") {
        // 7. The connector's badge sits beside its title, as the other rows' do.
        for (const row of ["users", "approvers", "erp", "support"]) {
          const item = page.locator(`[data-access="${row}"]`);
          const title = await box(item.locator("[data-gate]").locator("xpath=preceding-sibling::span[1]"));
          const gate = await box(item.locator("[data-gate]"));
          expect(Math.abs(gate.top - title.top), `${row}: badge beside its title`).toBeLessThanOrEqual(4);
        }
        await expect(main).not.toContainText("note de sécurité");
      }

      // 3. On a phone: the four tiles two by two; each log entry's time and actor on its first line, the entry under them.
      await resize(page, 390);
      const tiles = page.getByTestId("security-facts").locator(":scope > div");
      await tiles.first().scrollIntoViewIfNeeded();
      const tileBoxes = await Promise.all([0, 1, 2, 3].map((i) => box(tiles.nth(i))));
      expect(new Set(tileBoxes.map((b) => Math.round(b.left))).size, "two columns").toBe(2);
      expect(new Set(tileBoxes.map((b) => Math.round(b.top))).size, "two rows").toBe(2);
      for (const tile of await tiles.all()) {
        expect(await tile.evaluate((el) => el.scrollWidth <= el.clientWidth), "nothing overflows a tile").toBe(true);
      }
      for (const entry of await page.getByTestId("security-audit-log").locator("[data-log-entry]").all()) {
        const time = await box(entry.locator("time"));
        const actor = await box(entry.locator(":scope > span").last());
        const event = await box(entry.locator(":scope > span").first());
        expect(Math.abs(actor.top - time.top), "the actor on the time's line").toBeLessThanOrEqual(4);
        expect(event.top, "the entry under them").toBeGreaterThanOrEqual(time.bottom - 1);
      }

      // 5. The German phone matrix: every role name on one line (Kreditorenbuchhalter, Freigebende Person).
      if (locale === "de") {
        const roleLabels = page.getByTestId("sod-table").locator("td > span[aria-hidden]");
        await roleLabels.first().scrollIntoViewIfNeeded();
        for (const label of await roleLabels.all()) expect(await lines(label), plain((await label.textContent()) ?? "")).toBe(1);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }
});

test.describe("ERP Posting Guard after the fourth review", () => {
  test("routes on one line two by two, stacked on a phone; the unavailability note; outline sample buttons", async ({ page }) => {
    for (const locale of LOCALES) {
      const m = messages(locale, "solutionsUseCase");
      await openAt(page, locale, GUARD, 1440);
      const section = page.locator("#how-it-connects");
      const cards = section.getByTestId("erp-connection-cards").locator(":scope > li");
      await cards.first().scrollIntoViewIfNeeded();
      const boxes = await Promise.all([0, 1, 2, 3].map((i) => box(cards.nth(i))));
      expect(new Set(boxes.map((b) => Math.round(b.left))).size, `${locale}: two columns`).toBe(2);
      for (let i = 0; i < 4; i++) {
        // Each route on one line: no stop, so no arrow, starts a line of its own.
        const stops = await Promise.all((await cards.nth(i).locator("[data-route-stop]").all()).map((stop) => box(stop)));
        expect(spread(stops.map((s) => s.top)), `${locale} card ${i + 1}: route on one line`).toBeLessThanOrEqual(1);
        // No tall blank between a card's list and its route.
        const list = await box(cards.nth(i).locator(":scope > ul"));
        const route = await box(cards.nth(i).locator("[data-card-route]"));
        expect(route.top - list.bottom, `${locale} card ${i + 1}: blank above the route`).toBeLessThan(110);
      }

      // The unavailability note: the invoices already sit parked or payment-blocked.
      await expect(page.getByTestId("erp-guard-unavailable").locator("p")).toHaveText(
        plain(at(m, "erpGuard.connect.unavailable.body")),
      );
      if (locale === "en") await expect(section).toContainText("Post vendor invoices");

      // The sample's queue buttons are outline buttons: white, not filled like the page's calls to action.
      const actions = page.locator("[data-sample-action]");
      await expect(actions).toHaveCount(2);
      for (const action of await actions.all()) {
        expect(await action.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(255, 255, 255)");
      }

      // On a phone the stops stand one under the other, each arrow on its own line between them.
      await resize(page, 390);
      const override = section.locator('[data-connection="override"] [data-route-stop]');
      const stacked = await Promise.all((await override.all()).map((stop) => box(stop)));
      for (let i = 1; i < stacked.length; i++) {
        expect(stacked[i]?.top ?? 0).toBeGreaterThanOrEqual(stacked[i - 1]?.bottom ?? 0);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
  });
});
