import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";
import { LOCALES, pathFor } from "./support/locales";

const PRICING_TITLE = {
  en: "Choose your plan",
  fr: null,
  de: null,
  es: null,
} as const;

test.describe("shared layout in every locale", () => {
  for (const locale of LOCALES) {
    test(`pricing page shell (${locale})`, async ({ page }) => {
      const response = await gotoHydrated(page, pathFor(locale, "/pricing"));
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      // Banner links to the pilot, header, main, footer.
      await expect(page.locator('a[href$="/solutions/30-day-performance-pilot"]').first()).toBeVisible();
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.locator("h1")).toHaveCount(1);
      const footer = page.getByRole("contentinfo");
      await expect(footer).toContainText(String(new Date().getFullYear()));
      await expect(footer).toContainText("Attestra");
      // Localized title, canonical and hreflang alternates.
      const title = await page.title();
      expect(title.length).toBeGreaterThan(5);
      expect(title).not.toMatch(/pricing\.|MISSING/);
      const canonical = page.locator('link[rel="canonical"]');
      await expect(canonical).toHaveAttribute("href", new RegExp(`${pathFor(locale, "/pricing")}$`));
      for (const alt of [...LOCALES, "x-default"]) {
        await expect(page.locator(`link[rel="alternate"][hreflang="${alt}"]`)).toHaveCount(1);
      }
      const body = await page.locator("body").innerText();
      expect(body).not.toMatch(/MISSING_MESSAGE|\b(pricing|layout|common)\.[a-z]+\.[a-z]/);
      // Three plans, the middle one highlighted.
      await expect(page.locator("#plans li h3")).toHaveCount(3);
      if (PRICING_TITLE[locale]) await expect(page.getByRole("heading", { level: 2, name: PRICING_TITLE[locale] })).toBeVisible();
    });
  }

  test("pricing copy differs per locale", async ({ page }) => {
    const headings: string[] = [];
    for (const locale of LOCALES) {
      await gotoHydrated(page, pathFor(locale, "/pricing"));
      headings.push(await page.locator("h1").innerText());
    }
    expect(new Set(headings).size).toBe(4);
  });

  test("pricing plans: Secure, Intelligence (highlighted), Enterprise, each to /book-demo", async ({ page }) => {
    await gotoHydrated(page, "/pricing");
    await expect(page.locator("#plans li h3")).toHaveText(["Secure", "Intelligence", "Enterprise"]);
    const plans = page.locator("#plans li:has(h3)");
    await expect(plans).toHaveCount(3);
    await expect(plans.nth(1)).toContainText("Recommended");
    await expect(plans.nth(0)).not.toContainText("Recommended");
    const ctas = page.locator('#plans li a[href^="/book-demo"]');
    await expect(ctas).toHaveCount(3);
    await expect(page.getByText("No free tier", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "ROI guarantee", exact: true })).toBeVisible();
  });
});

test.describe("locales", () => {
  test("the locale switcher keeps the path and remembers the choice", async ({ page, context }) => {
    await gotoHydrated(page, "/pricing");
    await page.getByRole("contentinfo").getByRole("link", { name: "Deutsch" }).click();
    await expect(page).toHaveURL(/\/de\/pricing$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "NEXT_LOCALE")?.value).toBe("de");
    await page.getByRole("contentinfo").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/localhost:\d+\/pricing$/);
    expect((await context.cookies()).find((c) => c.name === "NEXT_LOCALE")?.value).toBe("en");
  });

  test("first visit to / negotiates the locale from Accept-Language", async ({ browser }) => {
    const context = await browser.newContext({ locale: "fr-FR", extraHTTPHeaders: { "Accept-Language": "fr-FR,fr;q=0.9" } });
    const page = await context.newPage();
    await gotoHydrated(page, "/");
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await context.close();
  });

  test("an English browser stays on /", async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { "Accept-Language": "en-US,en;q=0.9" } });
    const page = await context.newPage();
    await gotoHydrated(page, "/");
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await context.close();
  });

  test("/en/... redirects to the unprefixed English path", async ({ page }) => {
    await gotoHydrated(page, "/en/pricing");
    await expect(page).toHaveURL(/localhost:\d+\/pricing$/);
  });

  for (const locale of LOCALES) {
    test(`localized 404 (${locale})`, async ({ page }) => {
      const response = await gotoHydrated(page, pathFor(locale, "/no-such-page-here"));
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByRole("main").locator('a[href]').first()).toBeVisible();
    });
  }

  test("404 copy is translated", async ({ page }) => {
    await gotoHydrated(page, "/no-such-page");
    const en = await page.locator("h1").innerText();
    await gotoHydrated(page, "/es/no-such-page");
    const es = await page.locator("h1").innerText();
    expect(es).not.toBe(en);
  });
});

test.describe("sign-in", () => {
  test("/login and /signin reach the same localized destination", async ({ page }) => {
    await gotoHydrated(page, "/login");
    const desktop = page.url();
    const desktopH1 = await page.locator("h1").innerText();
    await gotoHydrated(page, "/signin");
    expect(page.url()).toBe(desktop);
    expect(await page.locator("h1").innerText()).toBe(desktopH1);
    expect(desktop).toMatch(/\/sign-in$/);
    await expect(page.getByRole("main").getByRole("link", { name: /demo/i })).toBeVisible();
    await gotoHydrated(page, "/fr/login");
    await expect(page).toHaveURL(/\/fr\/sign-in$/);
    await expect(page.locator("h1")).not.toHaveText(desktopH1);
  });
});
