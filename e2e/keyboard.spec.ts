import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";

/**
 * Keyboard walk-through of the shared header (README, "Quality gates"): Tab
 * order, visible focus on every stop, the disclosure menus, and the mobile menu's
 * focus order and focus return.
 */

type Stop = { label: string; visibleFocus: boolean; outline: string };

/** Describes the focused element: its accessible-ish label and whether its focus indicator is visible. */
async function focused(page: Page): Promise<Stop> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { label: "<body>", visibleFocus: false, outline: "" };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 1;
    const ring = style.boxShadow !== "none";
    const label = (el.getAttribute("aria-label") ?? el.textContent ?? "").replace(/\s+/g, " ").trim();
    return {
      label: `${el.tagName.toLowerCase()}:${label}`,
      visibleFocus: outline || ring,
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
    };
  });
}

/** Presses Tab until a stop matches `until` (or `max` presses), returning every stop. */
async function tabUntil(page: Page, until: RegExp, max = 40): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    const stop = await focused(page);
    stops.push(stop);
    if (until.test(stop.label)) break;
  }
  return stops;
}

async function ready(page: Page, path: string) {
  // Client components must have hydrated before keyboard handlers exist.
  await gotoHydrated(page, path);
}

test.describe("desktop header by keyboard", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("Tab reaches skip link, logo, Platform, Solutions, Sign in and Book a demo in that order, each with a visible focus", async ({ page }) => {
    await ready(page, "/pricing");
    const stops = await tabUntil(page, /^a:Book a demo$/);
    const labels = stops.map((s) => s.label);
    const order = [/^a:Skip to main content$/, /^a:Attestra home$/, /^button:Platform$/, /^button:Solutions$/, /^a:Sign in$/, /^a:Book a demo$/];
    const positions = order.map((re) => labels.findIndex((l) => re.test(l)));
    expect(positions.every((p) => p >= 0), `every header stop is reached: ${labels.join(" > ")}`).toBe(true);
    expect([...positions].sort((a, b) => a - b), `header stops in order: ${labels.join(" > ")}`).toEqual(positions);
    for (const stop of stops) {
      expect.soft(stop.visibleFocus, `visible focus on ${stop.label} (${stop.outline}); walk: ${labels.join(" > ")}`).toBe(true);
    }
  });

  test("the skip link moves focus to the main content", async ({ page }) => {
    await ready(page, "/pricing");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });

  test("menu links are reachable by keyboard with a visible focus, and Escape returns focus to the button", async ({ page }) => {
    await ready(page, "/pricing");
    for (const name of ["Platform", "Solutions"]) {
      const trigger = page.getByRole("banner").getByRole("button", { name });
      const panel = page.locator(`[id="${await trigger.getAttribute("popovertarget")}"]`);
      await trigger.focus();
      await page.keyboard.press("Enter");
      await expect(panel).toBeVisible();
      // The panel's links follow the button in the Tab order (a disclosure: focus stays on the button when it opens).
      await page.keyboard.press("Tab");
      const first = await focused(page);
      expect(first.label).toMatch(/^a:/);
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      expect(first.visibleFocus, `visible focus on ${first.label} (${first.outline})`).toBe(true);
      await page.keyboard.press("Tab");
      const second = await focused(page);
      expect(second.label).toMatch(/^a:/);
      expect(second.label).not.toBe(first.label);
      expect(second.visibleFocus, `visible focus on ${second.label} (${second.outline})`).toBe(true);
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await expect(trigger).toBeFocused();
    }
  });
});

test.describe("mobile menu by keyboard", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens from the keyboard, every stop inside has a visible focus, Tab past the end closes it, Escape returns focus", async ({ page }) => {
    await ready(page, "/pricing");
    const stops = await tabUntil(page, /^button:Open menu$/, 20);
    expect(stops.at(-1)?.label).toBe("button:Open menu");
    expect(stops.at(-1)?.visibleFocus).toBe(true);
    await page.keyboard.press("Enter");
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();

    // The menu's stops follow its button in the Tab order, each with a visible focus.
    const count = await menu.locator("a[href], button").count();
    for (let i = 0; i < count; i++) {
      await page.keyboard.press("Tab");
      const stop = await focused(page);
      expect(await menu.evaluate((el) => el.contains(document.activeElement)), `Tab #${i + 1} is in the menu (at ${stop.label})`).toBe(true);
      expect.soft(stop.visibleFocus, `visible focus on ${stop.label} (${stop.outline})`).toBe(true);
    }
    // One more leaves the menu, which closes.
    await page.keyboard.press("Tab");
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });
});
