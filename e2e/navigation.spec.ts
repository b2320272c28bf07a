import { expect } from "@playwright/test";
import { test } from "./support/fixtures";
import { PLATFORM_LINKS } from "../src/config/navigation";

test.describe("desktop header", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("Solutions dropdown opens by keyboard, lists every solutions page grouped, and Escape closes it", async ({ page }) => {
    await page.goto("/pricing");
    const trigger = page.getByRole("button", { name: "Solutions" });
    await trigger.focus();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    for (const group of ["By Role", "By Use Case", "By Industry"]) {
      await expect(page.getByText(group, { exact: true })).toBeVisible();
    }
    for (const slug of [
      "cfo",
      "controller",
      "cio-ciso",
      "30-day-performance-pilot",
      "ach-fraud-prevention",
      "erp-posting-guard",
      "matching-tolerances",
      "2026-readiness",
      "biotech",
      "med-device",
      "manufacturing",
      "logistics",
    ]) {
      await expect(page.locator(`header a[href="/solutions/${slug}"]`).first()).toBeVisible();
    }
    const menu = page.getByRole("banner").getByRole("menu", { name: "Solutions" });
    await expect(menu.getByRole("group", { name: "By Use Case" }).getByRole("menuitem", { name: "US Nacha" })).toHaveAttribute(
      "href",
      "/solutions/2026-readiness",
    );
    // Opening by keyboard focuses the first item; ArrowDown moves to the next one.
    const items = menu.getByRole("menuitem");
    await expect(items.first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(items.nth(1)).toBeFocused();
    await expect(page.locator('header [role="menuitem"]:focus')).toHaveAttribute("href", "/solutions/controller");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();
  });

  test("Platform dropdown opens on hover and by Space", async ({ page }) => {
    await page.goto("/pricing");
    const trigger = page.getByRole("button", { name: "Platform" });
    await trigger.hover();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator('header a[href="/product"]').first()).toBeVisible();
    await expect(page.locator('header a[href="/customer-inquiry-management"]').first()).toBeVisible();
    // The pointer can travel from the trigger into the menu without closing it.
    const menu = page.getByRole("banner").getByRole("menu", { name: "Platform" });
    await menu.getByRole("menuitem", { name: "Pricing" }).hover();
    await page.waitForTimeout(400);
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.mouse.move(5, 800);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
    await trigger.focus();
    await page.keyboard.press("Space");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("menuitem", { name: "Product Overview", exact: true })).toBeFocused();
    await expect(menu.getByRole("menuitem")).toHaveCount(PLATFORM_LINKS.length);
  });

  test("only one dropdown is open at a time, and a click on a hover-opened trigger keeps it open", async ({ page }) => {
    await page.goto("/pricing");
    const banner = page.getByRole("banner");
    const platform = banner.getByRole("button", { name: "Platform" });
    const solutions = banner.getByRole("button", { name: "Solutions" });
    await solutions.hover();
    await expect(solutions).toHaveAttribute("aria-expanded", "true");
    await page.mouse.down();
    await page.mouse.up();
    await page.waitForTimeout(300);
    await expect(solutions).toHaveAttribute("aria-expanded", "true");
    await platform.hover();
    await expect(platform).toHaveAttribute("aria-expanded", "true");
    await expect(solutions).toHaveAttribute("aria-expanded", "false");
    await expect(banner.getByRole("menu")).toHaveCount(1);
    await page.waitForTimeout(400);
    await expect(platform).toHaveAttribute("aria-expanded", "true");
    // Clicking an item navigates and closes the menu.
    await banner.getByRole("menuitem", { name: "Security" }).click();
    await expect(page).toHaveURL(/\/security$/);
    await expect(banner.getByRole("menu")).toHaveCount(0);
  });

  test("header has sign-in and book-a-demo", async ({ page }) => {
    await page.goto("/pricing");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
    await expect(header.getByRole("link", { name: "Book a demo" })).toHaveAttribute("href", "/book-demo");
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens, traps focus, highlights the active link, closes on link and returns focus", async ({ page }) => {
    await page.goto("/pricing");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await toggle.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Pricing" })).toHaveAttribute("aria-current", "page");
    await expect(dialog.getByRole("link", { name: "Security" })).not.toHaveAttribute("aria-current", "page");
    await expect(dialog.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/signin");
    await expect(dialog.getByRole("link", { name: "Book a demo" })).toHaveAttribute("href", "/book-demo");
    // Focus stays inside while tabbing.
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
    // Selecting a link navigates and closes the menu.
    await toggle.click();
    await page.getByRole("dialog").getByRole("link", { name: "Resources" }).click();
    await expect(page).toHaveURL(/\/resources$/);
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});
