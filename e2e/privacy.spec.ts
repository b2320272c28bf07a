import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { COOKIE_CATALOGUE } from "../src/config/cookies";
import { gotoHydrated } from "./support/hydration";
import { LOCALES, pathFor } from "./support/locales";

/**
 * The privacy notice: /privacy answers in every locale and lists every cookie of src/config/cookies.ts;
 * the footer and the note beside each lead form's submit button lead to it (the note in a new tab, so nothing typed
 * is lost); axe finds nothing; the cookie table reflows into cards at 320 px.
 */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const TITLES = { en: "Privacy notice", fr: "Politique de confidentialité", de: "Datenschutzerklärung", es: "Política de privacidad" };
const FOOTER_LABELS = { en: "Privacy", fr: "Confidentialité", de: "Datenschutz", es: "Privacidad" };
const COOKIE_NAMES = COOKIE_CATALOGUE.map((c) => c.name);

/** The lead forms with a privacy note: page, form test id. */
const FORMS = [
  { path: "/book-demo", form: "book-demo-form" },
  { path: "/talk-to-expert", form: "talk-to-expert-form" },
  { path: "/landing3", form: "contact-form" },
  { path: "/resources", form: "newsletter-form" },
  { path: "/fraud-readiness-check", form: "fraud-check-form" },
  { path: "/2026-control-map", form: "control-map-form" },
] as const;

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map((v) => `${v.id} [${v.impact}] ${v.help}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
}

/** The note's link comes after the form's fields and right before its submit button. */
async function expectNoteBeforeSubmit(form: Locator) {
  const note = form.getByTestId("privacy-note");
  await expect(note).toHaveCount(1);
  const order = await form.evaluate((el) => {
    const nodes = Array.from(el.querySelectorAll('[data-testid="privacy-note"], button[type="submit"], input:not([tabindex="-1"])'));
    return nodes.map((n) => (n.matches('[data-testid="privacy-note"]') ? "note" : n.matches("button") ? "submit" : "field"));
  });
  expect(order.lastIndexOf("field")).toBeLessThan(order.indexOf("note"));
  expect(order.indexOf("note")).toBe(order.indexOf("submit") - 1);
}

test.describe("privacy notice", () => {
  for (const locale of LOCALES) {
    test(`${pathFor(locale, "/privacy")} answers 200 and lists every cookie of the config`, async ({ page }) => {
      const response = await gotoHydrated(page, pathFor(locale, "/privacy"));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLES[locale]);
      const table = page.getByTestId("cookie-table");
      const rows = table.locator("tbody tr");
      await expect(rows).toHaveCount(COOKIE_NAMES.length);
      expect(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-cookie")))).toEqual(COOKIE_NAMES);
      for (const name of COOKIE_NAMES) await expect(table.getByRole("rowheader", { name, exact: true })).toBeVisible();
      // Each row: name, purpose, lifetime, set by, consent; nothing left as a raw message key.
      for (const row of await rows.all()) {
        await expect(row.getByRole("cell")).toHaveCount(4);
        await expect(row).not.toContainText(/\bcookies\.[a-z]/);
      }
      // Headings in order: one h1, then h2 sections with h3 inside, no level skipped.
      const levels = await page.locator("main").evaluate((main) =>
        Array.from(main.querySelectorAll("h1, h2, h3, h4, h5, h6")).map((h) => Number(h.tagName.slice(1))),
      );
      expect(levels[0]).toBe(1);
      expect(levels.filter((l) => l === 1)).toHaveLength(1);
      for (let i = 1; i < levels.length; i++) expect(levels[i] ?? 0, `heading ${i}`).toBeLessThanOrEqual((levels[i - 1] ?? 0) + 1);
      // Every table-of-contents entry points at a section of the page.
      const anchors = await page.locator('nav[aria-labelledby="privacy-toc"] a[href^="#"]').all();
      expect(anchors.length).toBeGreaterThan(10);
      for (const anchor of anchors) {
        const id = ((await anchor.getAttribute("href")) ?? "").slice(1);
        await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
      }
      // The lifetime is formatted in the page's language.
      const year = { en: "1 year", fr: "1 an", de: "1 Jahr", es: "1 año" }[locale];
      const lifetime = ((await table.locator('tr[data-cookie="attestra_vid"] td').nth(1).textContent()) ?? "").replace(/\s+/g, " ");
      expect(lifetime).toContain(year);
    });
  }

  for (const locale of ["en", "de"] as const) {
    test(`the footer's ${FOOTER_LABELS[locale]} link opens the privacy notice (${locale})`, async ({ page }) => {
      await gotoHydrated(page, pathFor(locale, "/pricing"));
      const link = page.getByRole("contentinfo").getByRole("link", { name: FOOTER_LABELS[locale], exact: true });
      await expect(link).toHaveAttribute("href", pathFor(locale, "/privacy"));
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${pathFor(locale, "/privacy")}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLES[locale]);
    });
  }

  test("every lead form has the privacy note right before its submit button", async ({ page }) => {
    for (const { path, form } of FORMS) {
      await gotoHydrated(page, path);
      const element = page.getByTestId(form);
      await expectNoteBeforeSubmit(element);
      const link = element.getByTestId("privacy-note").getByRole("link", { name: "Privacy notice (opens in a new tab)" });
      await expect(link, path).toHaveAttribute("href", "/privacy");
      await expect(link, path).toHaveAttribute("target", "_blank");
      await expect(link, path).toHaveAttribute("rel", /noopener/);
    }
  });

  test("the note beside the book-demo submit button opens the notice in a new tab; what was typed stays (fr)", async ({ page, context }) => {
    await gotoHydrated(page, pathFor("fr", "/book-demo"));
    const form = page.getByTestId("book-demo-form");
    await form.getByLabel("E-mail professionnel").fill("garde-moi@example.com");
    const link = form.getByRole("link", { name: "Politique de confidentialité (s’ouvre dans un nouvel onglet)" });
    const [notice] = await Promise.all([context.waitForEvent("page"), link.click()]);
    await notice.waitForLoadState();
    expect(new URL(notice.url()).pathname).toBe("/fr/privacy");
    await expect(notice.getByRole("heading", { level: 1 })).toHaveText(TITLES.fr);
    await expect(form.getByLabel("E-mail professionnel")).toHaveValue("garde-moi@example.com");
  });

  test("the scorecard's e-mail dialog has the note before its Send button", async ({ page }) => {
    await gotoHydrated(page, "/solutions/30-day-performance-pilot");
    for (const option of ["Under 48 hours", "Under 10%", "Under 20", "95% or more", "95% or more", "Strong", "High and under control"]) {
      await page.getByTestId("scorecard-question").getByRole("radio", { name: option, exact: true }).click();
    }
    await page.getByRole("button", { name: "Get the PDF action plan by email" }).click();
    const dialog = page.getByRole("dialog", { name: "Get Your PDF Action Plan" });
    await expect(dialog.getByLabel("Work email")).toBeFocused();
    const link = dialog.getByRole("link", { name: "Privacy notice (opens in a new tab)" });
    await expect(link).toHaveAttribute("href", "/privacy");
    await expect(link).toHaveAttribute("target", "_blank");
    await expectNoteBeforeSubmit(dialog.getByTestId("scorecard-action-plan-form"));
  });

  test("axe finds no violation on /privacy in any locale", async ({ page }) => {
    // Four full-page axe runs on the longest page: like e2e/a11y.spec.ts, more than the default 45 s on a loaded machine.
    test.setTimeout(120_000);
    for (const locale of LOCALES) {
      await gotoHydrated(page, pathFor(locale, "/privacy"));
      expect.soft(await axeViolations(page), pathFor(locale, "/privacy")).toEqual([]);
    }
  });

  test("at 320 px the cookie table reflows into cards and nothing scrolls sideways (de)", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await gotoHydrated(page, pathFor("de", "/privacy"));
    const layout = await page.evaluate(() => ({
      docWidth: document.documentElement.scrollWidth,
      rowDisplay: getComputedStyle(document.querySelector('[data-testid="cookie-table"] tbody tr') as Element).display,
      // Visible elements only: the table's column headers are visually hidden (clipped) below 640 px.
      widest: Math.max(
        ...Array.from(document.querySelectorAll("main *"))
          .filter((el) => {
            for (let node: Element | null = el; node; node = node.parentElement) {
              const style = getComputedStyle(node);
              if (style.position === "absolute" && (style.clip !== "auto" || style.clipPath !== "none")) return false;
            }
            return true;
          })
          .map((el) => el.getBoundingClientRect().right),
      ),
    }));
    expect(layout.docWidth).toBeLessThanOrEqual(320);
    expect(layout.rowDisplay).toBe("block");
    expect(layout.widest).toBeLessThanOrEqual(321);
    expect(await axeViolations(page)).toEqual([]);
  });
});
