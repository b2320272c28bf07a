import { expect, test } from "@playwright/test";

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
    await expect(page.getByRole("banner").getByRole("link", { name: "US Nacha" })).toHaveAttribute("href", "/solutions/2026-readiness");
    // Arrow keys move through the items.
    await page.keyboard.press("ArrowDown");
    await expect(page.locator("header a:focus")).toHaveCount(1);
    await page.keyboard.press("Escape");
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
    await page.mouse.move(5, 800);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await trigger.focus();
    await page.keyboard.press("Space");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
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
