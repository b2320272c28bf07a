import { expect, type Locator, type Page, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";
import { LOCALES, pathFor } from "./support/locales";
import { at, type Messages, messages } from "./support/messages";

/**
 * /security and the ERP Posting Guard after the design review:
 * - /security: the sample dashboard says it is a sample once (one chip and one note, no badge, tile chip or footnote);
 *   the least-privilege connector sits on the tenant's boundary, not floating beside it; the six stages read in order
 *   at every width (one column on a phone, no arrow from a stage to the stage below it); German keeps one term each
 *   (das Architektur-Review, Betriebsmodell, Audit-Protokoll); the two briefs have distinct names;
 * - ERP Posting Guard: the ready queue shows only its own state (no RELEASED chip); amounts line up right in tabular
 *   figures; the unavailability note spans the section; German says "Mit ERP-Experten sprechen" and "freigebende
 *   Person" only; English writes "email"; the STP figure names its unit and baseline.
 */
test.use({ locale: "en-US" });

const SECURITY = "/security";
const GUARD = "/solutions/erp-posting-guard";
const plain = (text: string) => text.replace(/[\u00ad\u2060]/g, "").replace(/[\u202f\u00a0\s]+/g, " ").trim();

async function load(page: Page, locale: (typeof LOCALES)[number], path: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await gotoHydrated(page, pathFor(locale, path));
}

async function box(locator: Locator) {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error("not drawn");
  return rect;
}

async function noOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test.describe("/security after the design review", () => {
  for (const locale of LOCALES) {
    test(`(${locale}) the dashboard says "sample" once; the briefs are distinct`, async ({ page }) => {
      const security = messages(locale, "security");
      const common = messages(locale, "common");
      await load(page, locale, SECURITY, 1440);
      const dashboard = page.locator("#dashboard");
      // One chip, one note, both at the top of the panel; nothing in the tile or under the panel repeats it.
      await expect(dashboard.getByText(plain(at(security, "dashboard.sample")), { exact: true })).toHaveCount(1);
      await expect(dashboard.locator("[data-basis]")).toHaveCount(1);
      await expect(dashboard.getByTestId("security-dashboard-note")).toContainText(plain(at(security, "dashboard.scoreBasis")));
      await expect(dashboard.getByTestId("security-score-tile").locator("[data-chip]")).toHaveCount(0);
      await expect(dashboard.getByTestId("security-dashboard-footnote")).toHaveCount(0);
      // No separate "Illustrative" badge (in German both words are "Beispiel": the one chip counted above).
      if (plain(at(common, "illustrativeShort")) !== plain(at(security, "dashboard.sample"))) {
        await expect(dashboard.getByText(plain(at(common, "illustrativeShort")), { exact: true })).toHaveCount(0);
      }
      // The section's intro does not disclaim the dashboard a second time.
      expect(plain(at(security, "dashboard.intro"))).not.toMatch(/rating|Rating|notation|calificación/);
      const note = await box(dashboard.getByTestId("security-dashboard-note"));
      const tile = await box(dashboard.getByTestId("security-score-tile"));
      expect(note.y + note.height, "the note is above the score").toBeLessThanOrEqual(tile.y);

      // The full PDF brief and the one-page overview: two names that do not read as the same document.
      const brief = plain((await page.locator('[data-reviewable="brief"] a').textContent()) ?? "");
      const summary = plain((await page.locator('[data-reviewable="summary"] a').textContent()) ?? "");
      expect(brief).not.toBe(summary);
      expect(summary.split(" ").slice(0, 2).join(" ")).not.toBe(brief.split(" ").slice(0, 2).join(" "));
      if (locale === "en") expect(summary).not.toMatch(/brief/i);
    });
  }

  for (const width of [320, 390, 768, 1440]) {
    test(`(de ${width}px) the connector sits on the tenant boundary; the stages read 1 to 6 in order`, async ({ page }) => {
      await load(page, "de", SECURITY, width);
      const figure = page.getByTestId("security-audit-stream");
      await figure.scrollIntoViewIfNeeded();
      const tenant = await box(figure.locator("[data-tenant-box]"));
      const connector = await box(figure.locator("[data-connector]"));
      // Straddles the tenant's bottom border (a port in it), within its sides.
      expect(connector.y).toBeLessThan(tenant.y + tenant.height);
      expect(connector.y + connector.height).toBeGreaterThan(tenant.y + tenant.height);
      expect(connector.x).toBeGreaterThanOrEqual(tenant.x);
      expect(connector.x + connector.width).toBeLessThanOrEqual(tenant.x + tenant.width + 0.5);
      // The ERP under the connector, outside the tenant.
      const erp = await box(figure.locator("[data-erp]"));
      expect(erp.y).toBeGreaterThan(tenant.y + tenant.height);

      // Reading order (top to bottom, then left to right) is the stages' order.
      const stages = figure.locator("[data-stage-row] > li");
      await expect(stages).toHaveCount(6);
      const rects = await stages.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ top: Math.round(r.top), left: Math.round(r.left) })));
      const read = rects.map((r, i) => ({ ...r, i })).sort((a, b) => a.top - b.top || a.left - b.left);
      expect(read.map((r) => r.i)).toEqual([0, 1, 2, 3, 4, 5]);
      const arrows = figure.locator("[data-stage-arrow]");
      if (width < 640) {
        // One column on a phone.
        expect(new Set(rects.map((r) => r.left)).size).toBe(1);
      }
      if (width < 1024) {
        // No arrow from a stage pointing at the stage below it: one arrow under the grid to the stream.
        for (const arrow of await arrows.all()) await expect(arrow).toBeHidden();
        await expect(figure.locator("[data-stream-arrow]")).toBeVisible();
      } else {
        expect(new Set(rects.map((r) => r.top)).size).toBe(1);
        for (const arrow of await arrows.all()) await expect(arrow).toBeVisible();
      }
      await noOverflow(page);
    });
  }

  test("(de) one term each: das Architektur-Review, Betriebsmodell, Audit-Protokoll", async ({ page }) => {
    await load(page, "de", SECURITY, 1440);
    const text = plain((await page.locator("main").textContent()) ?? "");
    expect(text).not.toMatch(/\b(der|die|einer) Architektur-Review\b/);
    expect(text).not.toMatch(/Bereitstellungs/);
    expect(text).not.toMatch(/Prüfprotokoll/);
    expect(text).toMatch(/Betriebsmodell/);
    expect(text).toMatch(/Audit-Protokoll/);
  });
});

test.describe("ERP Posting Guard after the design review", () => {
  for (const locale of LOCALES) {
    test(`(${locale}) each queue shows its own states; amounts line up right in tabular figures`, async ({ page }) => {
      const queues = (messages(locale, "solutionsUseCase") as { erpGuard: { queues: Messages } }).erpGuard.queues;
      for (const width of [1440, 390]) {
        await load(page, locale, GUARD, width);
        const ready = page.getByTestId("ready-to-pay-queue");
        await expect(ready).not.toContainText(plain(at(queues, "badges.released")));
        // The queue's status chips (the panel's own "Illustrative" badge aside).
        const readyChips = await ready.locator("li [data-chip], [data-testid='matching-output'] [data-chip]").allTextContents();
        expect(new Set(readyChips.map(plain))).toEqual(new Set([plain(at(queues, "badges.verified"))]));
        for (const id of ["ready-to-pay-queue", "blocked-queue"]) {
          const amounts = page.getByTestId(id).locator("[data-amount]");
          expect(await amounts.count()).toBeGreaterThan(1);
          const rights = await amounts.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right));
          expect(Math.max(...rights) - Math.min(...rights), `${id} amounts' right edges ${rights.join(", ")}`).toBeLessThanOrEqual(1);
          const numeric = await amounts.first().evaluate((el) => getComputedStyle(el).fontVariantNumeric);
          expect(numeric).toContain("tabular-nums");
        }
        await noOverflow(page);
      }
    });

    test(`(${locale}) the unavailability note spans the section`, async ({ page }) => {
      for (const width of [1440, 390]) {
        await load(page, locale, GUARD, width);
        const cards = await box(page.getByTestId("erp-connection-cards"));
        const note = page.getByTestId("erp-guard-unavailable");
        const rect = await box(note);
        expect(Math.abs(rect.width - cards.width)).toBeLessThanOrEqual(1);
        const body = await box(note.locator("p"));
        // The text fills the note's width beside (or under) its title, not half of it.
        expect(body.x + body.width).toBeGreaterThan(rect.x + rect.width - 60);
      }
    });
  }

  test("(de) Mit ERP-Experten sprechen; freigebende Person, never Freigeber", async ({ page }) => {
    await load(page, "de", GUARD, 1440);
    await expect(page.locator("main").getByRole("link", { name: "Mit ERP-Experten sprechen" })).toBeVisible();
    const text = (await page.locator("main").textContent()) ?? "";
    expect(text).not.toMatch(/Freigeber/);
    expect(text).toMatch(/freigebende Person/);
  });

  test("(en) email, and the STP figure names its unit and its baseline", async ({ page }) => {
    await load(page, "en", GUARD, 1440);
    const text = plain((await page.locator("main").textContent()) ?? "");
    expect(text).not.toMatch(/e[-\u2011]mail/i);
    const outcomes = page.locator("#outcomes");
    await expect(outcomes).toContainText("percentage points");
    await expect(outcomes).toContainText("against your own STP rate before rollout");
    await expect(outcomes).toContainText("Planning range");
  });
});
