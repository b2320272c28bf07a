import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";

// English Accept-Language for `/` (the proxy negotiates the locale there).
test.use({ locale: "en-US" });

/** Ids of the top-level sections of the page, in document order. */
async function sectionIds(page: Page): Promise<string[]> {
  return page.locator("main section[id]").evaluateAll((nodes) => nodes.map((n) => n.id));
}

async function expectNoMissingMessages(page: Page) {
  const body = await page.locator("body").innerText();
  expect(body).not.toMatch(/MISSING_MESSAGE|\b(home|landing3|common|forms)\.[a-zA-Z]+\.[a-zA-Z]/);
}

const HOME_SECTIONS = ["who-its-for", "pipeline", "deployment", "readiness-2026", "problem", "pilot", "security", "resources", "contact"];

test.describe("home variant 1", () => {
  test("renders every section, the header anchors' targets and contact calls to action", async ({ page }) => {
    const response = await gotoHydrated(page, "/?home-variant=1");
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    // "bank‑change" keeps its hyphen unbroken (U+2011): a line no longer ends on "bank-".
    await expect(page.locator("h1")).toContainText("bank\u2011change fraud");
    const ids = await sectionIds(page);
    for (const id of HOME_SECTIONS) expect(ids).toContain(id);
    // Variant 1 leads with the problem, and shows the pilot late.
    expect(ids.indexOf("problem")).toBeLessThan(ids.indexOf("pipeline"));
    expect(ids.indexOf("pipeline")).toBeLessThan(ids.indexOf("pilot"));
    // The rollout right after the pilot, its first month.
    expect(ids.indexOf("deployment")).toBe(ids.indexOf("pilot") + 1);
    const contact = page.locator("#contact");
    await expect(contact.locator('a[href^="/book-demo"]')).toBeVisible();
    await expect(contact.locator('a[href^="/talk-to-expert"]')).toBeVisible();
    // The header links to anchors this page has.
    for (const anchor of ["pilot", "security", "resources"]) {
      await expect(page.locator(`header a[href="/#${anchor}"]`).first()).toBeAttached();
      await expect(page.locator(`#${anchor}`)).toBeVisible();
    }
    await expect(page.locator("#contact")).toBeVisible();
    // Four rollout phases from the business constants, drawn as the chart's bars (e2e/landing2-plan.spec.ts).
    await expect(page.locator("#deployment [data-testid='rollout-chart'] [data-phase]")).toHaveCount(4);
    await expect(page.locator("#deployment")).toContainText("Weeks 1–\u20602");
    await expect(page.locator("#deployment")).toContainText("Month 3+");
    await expectNoMissingMessages(page);
  });

  test("pipeline tabs work with the keyboard", async ({ page }) => {
    await gotoHydrated(page, "/?home-variant=1");
    const tabs = page.getByRole("tablist", { name: "Invoice pipeline steps" }).getByRole("tab");
    await expect(tabs).toHaveCount(8);
    // Variant 1 opens on risk analysis: the three decisions are shown.
    const risk = page.getByRole("tab", { name: /Risk analysis/ });
    await expect(risk).toHaveAttribute("aria-selected", "true");
    const riskPanel = page.getByRole("tabpanel");
    await expect(riskPanel).toContainText("MANUAL VERIFY");
    await expect(riskPanel).toContainText("HOLD");
    await risk.focus();
    await page.keyboard.press("ArrowRight");
    const erp = page.getByRole("tab", { name: /ERP park\/block/ });
    await expect(erp).toBeFocused();
    await expect(erp).toHaveAttribute("aria-selected", "true");
    await expect(risk).toHaveAttribute("aria-selected", "false");
    await expect(page.getByRole("tabpanel")).toContainText("parked or payment\u2011blocked by default");
    await expect(page.locator("#pipeline").getByText("MANUAL VERIFY")).toBeHidden();
    // Home/End and wrapping.
    await page.keyboard.press("End");
    const analytics = page.getByRole("tab", { name: /Analytics/ });
    await expect(analytics).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("Illustrative");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: /Ingest/ })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("Inbox Guard");
  });
});

test.describe("home variant 1: the fraud-loss range, whole on both ends in every locale", () => {
  // Intl's formatRange shared the unit ("$50–500K+"), which reads as fifty dollars.
  const RANGES = [
    { path: "/?home-variant=1", range: "$50K–\u2060$500K+" },
    // French in words, as German: "50 000 à plus de 500 000 $US".
    { path: "/fr?home-variant=1", range: /^50[\s\u202f]000 à plus de 500[\s\u202f]000[\s\u202f]\$US$/ },
    { path: "/de?home-variant=1", range: "50.000 bis über 500.000\u00a0$" },
    { path: "/es?home-variant=1", range: "50\u00a0mil\u00a0US$ – 500\u00a0mil\u00a0US$+" },
  ];
  for (const { path, range } of RANGES) {
    test(`${path} shows ${range}`, async ({ page }) => {
      await page.goto(path);
      const values = await page.locator("main dl dd").allTextContents();
      if (typeof range === "string") expect(values).toContain(range);
      else expect(values.some((value) => range.test(value)), values.join(" | ")).toBe(true);
    });
  }
});

test.describe("home variant 1: the 0 is labelled a policy rule, and the fraud range links to what drives it", () => {
  for (const locale of ["en", "fr", "de", "es"] as const) {
    test(locale, async ({ page }) => {
      const home = JSON.parse(readFileSync(`messages/${locale}/home.json`, "utf8")) as { highlights: { basis: { rule: string; planning: string }; noteWithRule: string; fraudPrevented: { link: string } } };
      await gotoHydrated(page, `${locale === "en" ? "" : `/${locale}`}/?home-variant=1`);
      const figures = page.getByTestId("hero-figures");
      await expect(figures.locator('[data-highlight="zeroFalseReleases"]').getByTestId("policy-rule")).toHaveText(home.highlights.basis.rule);
      // Every other figure says its basis beside it too: the fraud range is a planning range.
      await expect(figures.locator('[data-highlight="fraudPrevented"] [data-basis]')).toHaveText(home.highlights.basis.planning);
      await expect(figures.locator("[data-basis]")).toHaveCount(3);
      await expect(figures).toContainText(home.highlights.noteWithRule);
      const link = figures.locator('[data-highlight="fraudPrevented"]').getByRole("link", { name: home.highlights.fraudPrevented.link });
      await expect(link).toHaveAttribute("href", new RegExp(`^${locale === "en" ? "" : `/${locale}`}/fraud-readiness-check\\?cta=home-figures$`));
      await link.click();
      await expect(page).toHaveURL(/\/fraud-readiness-check\?cta=home-figures$/);
      await expect(page.locator("h1")).toBeVisible();
    });
  }
});

test.describe("home variant 2 (/landing2)", () => {
  test("leads with speed and the pilot, and is canonical to /", async ({ page }) => {
    const response = await gotoHydrated(page, "/landing2");
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("h1")).toContainText("48 hours");
    const ids = await sectionIds(page);
    for (const id of HOME_SECTIONS) expect(ids).toContain(id);
    // The problem first (where AP time goes, against the scorecard's benchmarks), then the pipeline that answers it,
    // the pilot that proves it and the rollout timeline last.
    expect(ids[0]).toBe("problem");
    expect(ids.indexOf("problem")).toBeLessThan(ids.indexOf("pipeline"));
    expect(ids.indexOf("pipeline")).toBeLessThan(ids.indexOf("pilot"));
    expect(ids.indexOf("pilot")).toBeLessThan(ids.indexOf("deployment"));
    await expect(page.getByTestId("hero-figures")).not.toContainText("48");
    // The explorer opens on extraction in this variant (reading invoices without keying: where the time goes).
    await expect(page.getByRole("tab", { name: /Extract/ })).toHaveAttribute("aria-selected", "true");
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical ?? "", "http://x").pathname).toBe("/");
    await expectNoMissingMessages(page);
  });

  test("German variant 2 is translated and keeps its anchors", async ({ page }) => {
    await gotoHydrated(page, "/de/landing2");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.locator("#pilot h2")).toHaveText("Das 30-Tage-Pilotprojekt");
    await expect(page.locator("#deployment")).toContainText("Wochen 1–\u20602");
    await expect(page.locator("#contact a[href^='/de/book-demo']")).toBeVisible();
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical ?? "", "http://x").pathname).toBe("/de");
    await page.getByRole("tab", { name: /Risikoanalyse/ }).click();
    await expect(page.getByRole("tabpanel")).toContainText("MANUELL PRÜFEN");
    await expectNoMissingMessages(page);
  });
});

test.describe("any home variant", () => {
  test("/fr has the sections every variant has, in French", async ({ page }) => {
    const response = await gotoHydrated(page, "/fr");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.locator("h1")).toHaveCount(1);
    for (const anchor of ["pilot", "security", "resources", "contact"]) {
      await expect(page.locator(`#${anchor}`)).toBeVisible();
    }
    await expect(page.locator('#contact a[href^="/fr/book-demo"]').first()).toBeVisible();
    await expectNoMissingMessages(page);
  });
});

test.describe("home variant 3 (/landing3)", () => {
  for (const path of ["/landing3", "/de/landing3"]) {
    test(`sections, contact form and canonical (${path})`, async ({ page }) => {
      const response = await gotoHydrated(page, path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      const ids = await sectionIds(page);
      for (const id of ["platform", "solutions", "pilot", "security", "erp-integration", "case-study", "resources", "contact"]) {
        expect(ids).toContain(id);
      }
      const contact = page.locator("#contact");
      await expect(contact.locator("form")).toBeVisible();
      await expect(contact.locator('input[type="email"]')).toBeVisible();
      await expect(contact.locator("textarea")).toBeVisible();
      await expect(page.locator("#case-study")).toContainText(path.startsWith("/de") ? "Beispiel" : "Illustrative");
      // Each solution tile says what its page promises, not only its name.
      const promises = page.locator("#solutions").getByTestId("solution-promise");
      await expect(promises).toHaveCount(9);
      for (const promise of await promises.all()) expect((await promise.textContent())?.trim().length ?? 0).toBeGreaterThan(15);
      // A schedule whose quarter has passed is not shown as a date: the slated ERP families are on the roadmap.
      const support = page.getByTestId("erp-support");
      await expect(support).toContainText(path.startsWith("/de") ? "auf der Roadmap" : "on the roadmap");
      await expect(support).not.toContainText("2025");
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical ?? "", "http://x").pathname).toBe(path.startsWith("/de") ? "/de" : "/");
      await expectNoMissingMessages(page);
    });
  }
});

test.describe("home variant 3: its diagrams are readable and the form's column is full", () => {
  for (const locale of ["en", "fr", "de", "es"] as const) {
    test(`${locale}: diagram text at least 12 px; the 90-day plan beside the form starts with the 30-day pilot`, async ({ page }) => {
      const landing3 = JSON.parse(readFileSync(`messages/${locale}/landing3.json`, "utf8")) as { contact: { plan: { title: string } } };
      await page.setViewportSize({ width: 1440, height: 900 });
      await gotoHydrated(page, `${locale === "en" ? "" : `/${locale}`}/landing3`);
      const sizes = await page.getByTestId("architecture-options").evaluate((root) =>
        [...root.querySelectorAll("*")]
          .filter((el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.nodeValue?.trim()) && !el.closest(".sr-only"))
          .map((el) => ({ text: el.textContent?.trim().slice(0, 24), size: Number.parseFloat(getComputedStyle(el).fontSize) })),
      );
      expect(sizes.length).toBeGreaterThan(6);
      for (const { text, size } of sizes) expect(size, `"${text}"`).toBeGreaterThanOrEqual(12);

      const plan = page.getByTestId("landing3-ninety-days");
      await expect(plan.getByRole("heading", { level: 3 })).toHaveText(landing3.contact.plan.title);
      await expect(plan.locator("li")).toHaveCount(3);
      await expect(plan.locator("li").first()).toContainText("30");
      // Beside the form, in its own column.
      const [form, card] = await Promise.all([page.locator("#contact form").boundingBox(), plan.boundingBox()]);
      expect((card?.x ?? 0) >= (form?.x ?? 0) + (form?.width ?? 0)).toBe(true);
    });
  }
});
