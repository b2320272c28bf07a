import { expect, type Locator, type Page, test } from "@playwright/test";
import { PLATFORM_LINKS, SOLUTION_GROUPS } from "../src/config/navigation";
import { gotoHydrated, waitForHydration } from "./support/hydration";
import { LOCALES } from "../src/i18n/locales";

/**
 * The header as a disclosure navigation on the HTML `popover` attribute (src/components/layout/header-controls.tsx):
 * it works the same before hydration and without JavaScript, by pointer and by keyboard, and its items hold on one
 * line in every locale at every width.
 */

const path = (locale: string, p: string) => (locale === "en" ? p : `/${locale}${p}`);
const isOpen = (panel: Locator) => panel.evaluate((el) => el.matches(":popover-open"));

/** The panel a header button opens (its `popovertarget`). */
async function panelOf(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute("popovertarget");
  expect(id, "the button names its panel").toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

/** Chromium's accessibility tree: is the button named by `selector` exposed as expanded? (mapped from its popover) */
async function exposedExpanded(page: Page, selector: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send("Runtime.evaluate", { expression: `document.querySelector(${JSON.stringify(selector)})` });
    const { node } = await cdp.send("DOM.describeNode", { objectId: result.objectId });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { backendNodeId: node.backendNodeId, fetchRelatives: false });
    const expanded = nodes[0]?.properties?.find((p) => p.name === "expanded");
    return expanded ? Boolean(expanded.value.value) : undefined;
  } finally {
    await cdp.detach();
  }
}

test.describe("desktop header", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("Solutions opens by keyboard, lists every solutions page grouped; Tab walks into it; Escape closes it and returns focus", async ({ page }) => {
    await gotoHydrated(page, "/pricing");
    const banner = page.getByRole("banner");
    const trigger = banner.getByRole("button", { name: "Solutions" });
    const panel = await panelOf(page, trigger);
    await expect(panel).toBeHidden();
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    expect(await exposedExpanded(page, '[popovertarget="nav-solutions"]')).toBe(true);
    for (const group of SOLUTION_GROUPS) {
      const list = panel.getByRole("list", { name: { byRole: "By Role", byUseCase: "By Use Case", byIndustry: "By Industry" }[group.key] });
      await expect(list.getByRole("link")).toHaveCount(group.links.length);
      for (const link of group.links) await expect(list.locator(`a[href="${link.href}"]`)).toBeVisible();
    }
    await expect(panel.getByRole("link", { name: "US Nacha" })).toHaveAttribute("href", "/solutions/2026-readiness");
    // The panel comes next in the Tab order, right after its button.
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "CFO" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "Controller / AP Director" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();
    expect(await exposedExpanded(page, '[popovertarget="nav-solutions"]')).toBe(false);
    // Enter toggles it shut as well.
    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(panel).toBeHidden();
  });

  test("Tab past a menu's last link closes it; only one menu is open at a time", async ({ page }) => {
    await gotoHydrated(page, "/pricing");
    const banner = page.getByRole("banner");
    const platform = banner.getByRole("button", { name: "Platform" });
    const solutions = banner.getByRole("button", { name: "Solutions" });
    const platformPanel = await panelOf(page, platform);
    const solutionsPanel = await panelOf(page, solutions);
    await platform.focus();
    await page.keyboard.press("Enter");
    await expect(platformPanel.getByRole("link")).toHaveCount(PLATFORM_LINKS.length);
    for (let i = 0; i < PLATFORM_LINKS.length; i++) await page.keyboard.press("Tab");
    await expect(platformPanel.getByRole("link", { name: "Pricing" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(solutions).toBeFocused();
    await expect(platformPanel).toBeHidden();

    await page.keyboard.press("Enter");
    await expect(solutionsPanel).toBeVisible();
    await platform.click();
    await expect(platformPanel).toBeVisible();
    await expect(solutionsPanel).toBeHidden();
    // A click elsewhere closes it (the viewport's bottom corner: the open panel covers the heading).
    const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
    await page.mouse.click(viewport.width - 5, viewport.height - 5);
    await expect(platformPanel).toBeHidden();
  });

  test("a menu opens on hover, stays open while the pointer moves into it and on a click, and closes on leaving", async ({ page }) => {
    await gotoHydrated(page, "/pricing");
    const banner = page.getByRole("banner");
    const platform = banner.getByRole("button", { name: "Platform" });
    const solutions = banner.getByRole("button", { name: "Solutions" });
    const panel = await panelOf(page, platform);
    await platform.hover();
    await expect(panel).toBeVisible();
    // Clicking the button of a menu hover opened keeps it open.
    await platform.click();
    await expect(panel).toBeVisible();
    await panel.getByRole("link", { name: "Pricing" }).hover();
    await expect(panel).toBeVisible();
    // Another menu on hover replaces it.
    await solutions.hover();
    await expect(await panelOf(page, solutions)).toBeVisible();
    await expect(panel).toBeHidden();
    // Leaving closes the hover-opened menu.
    await page.mouse.move(5, 600);
    await expect(await panelOf(page, solutions)).toBeHidden();
  });

  test("choosing a link navigates and closes the menu (a client-side navigation keeps the header)", async ({ page }) => {
    await gotoHydrated(page, "/pricing");
    const platform = page.getByRole("banner").getByRole("button", { name: "Platform" });
    const panel = await panelOf(page, platform);
    await platform.click();
    await panel.getByRole("link", { name: "Security" }).click();
    await expect(page).toHaveURL(/\/security$/);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
    expect(await isOpen(panel)).toBe(false);
  });

  test("on a phone the pilot banner still states both pilot goals (cycle time and control coverage), in 4 locales", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const prefix of ["", "/fr", "/de", "/es"]) {
      await gotoHydrated(page, `${prefix}/pricing`);
      const visible = (await page.getByTestId("announcement-banner").innerText()).replace(/\s+/g, " ");
      expect(visible, prefix || "/en").toMatch(/48 (h|Stunden)/);
      expect(visible, prefix || "/en").toMatch(/95 ?%/);
    }
  });

  test("at 1440 px the header's call to action sits at its right end, beside the language menu", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, "/pricing");
    const header = page.getByRole("banner");
    const cta = await header.getByRole("link", { name: "Book a demo" }).boundingBox();
    const language = await header.getByRole("button", { name: "Language en" }).boundingBox();
    expect(cta && language).toBeTruthy();
    const gap = (language?.x ?? 0) - ((cta?.x ?? 0) + (cta?.width ?? 0));
    expect(gap, "space between Book a demo and the language menu").toBeGreaterThanOrEqual(0);
    expect(gap, "space between Book a demo and the language menu").toBeLessThanOrEqual(32);
  });

  test("header has sign-in, book-a-demo and a language menu listing every locale", async ({ page }) => {
    await gotoHydrated(page, "/pricing");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
    await expect(header.getByRole("link", { name: "Book a demo" })).toHaveAttribute("href", "/book-demo");
    const language = header.getByRole("button", { name: "Language en" });
    const panel = await panelOf(page, language);
    await language.click();
    await expect(panel.getByRole("link")).toHaveText(["English", "Français", "Deutsch", "Español"]);
    await expect(panel.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true");
    await panel.getByRole("link", { name: "Deutsch" }).click();
    await expect(page).toHaveURL(/\/de\/pricing$/);
    await expect(page.getByRole("banner").getByRole("button", { name: "Sprache de" })).toBeVisible();
  });
});

test.describe("mobile header", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("has a call to action; the menu opens, highlights the active link, Escape returns focus, a link closes it", async ({ page }) => {
    await gotoHydrated(page, "/pricing");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Book a demo" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Book a demo" })).toHaveAttribute("href", "/book-demo");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = header.getByRole("button", { name: "Open menu" });
    const menu = await panelOf(page, toggle);
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Pricing" })).toHaveAttribute("aria-current", "page");
    await expect(menu.getByRole("link", { name: "Security" })).not.toHaveAttribute("aria-current", "page");
    await expect(menu.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/signin");
    await expect(menu.getByRole("link", { name: "Book a demo" })).toHaveAttribute("href", "/book-demo");
    // Tab moves into the menu, right after its button.
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("button", { name: "Close menu" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Product Overview" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    // The close button closes it.
    await toggle.click();
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
    // Selecting a link navigates and closes the menu.
    await toggle.click();
    await menu.getByRole("link", { name: "Resources" }).click();
    await expect(page).toHaveURL(/\/resources$/);
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu.getByRole("link", { name: "Resources" })).toHaveAttribute("aria-current", "page");
  });
});

/** Holds every script until `release()`: the page is painted and usable, React has not started. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    await gate;
    await route.continue().catch(() => undefined);
  });
  return release;
}

test.describe("before hydration", () => {
  test("desktop menus and the mobile menu open, close and navigate while React has not started", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const release = await holdScripts(page);
    await page.goto("/pricing", { waitUntil: "domcontentloaded" });
    await expect(page.locator('html[data-hydration="pending"]')).toHaveCount(1);
    const solutions = page.getByRole("banner").getByRole("button", { name: "Solutions" });
    const panel = await panelOf(page, solutions);
    await solutions.click();
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await solutions.focus();
    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "CFO" })).toBeFocused();

    await page.setViewportSize({ width: 390, height: 844 });
    const toggle = page.getByRole("banner").getByRole("button", { name: "Open menu" });
    const menu = await panelOf(page, toggle);
    await toggle.click();
    await expect(menu).toBeVisible();
    // Still not hydrated: everything above ran on the browser's own popover behaviour.
    await expect(page.locator('html[data-hydration="pending"]')).toHaveCount(1);
    release();
    await waitForHydration(page);
    // Hydration leaves the open menu alone and the menu keeps working.
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every header menu opens, closes and navigates", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/fr/pricing");
    const banner = page.getByRole("banner");
    const platform = banner.getByRole("button", { name: "Plateforme" });
    const panel = await panelOf(page, platform);
    await platform.click();
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(platform).toBeFocused();
    await platform.click();
    await panel.locator('a[href="/fr/security"]').click();
    await expect(page).toHaveURL(/\/fr\/security$/);

    const language = page.getByRole("banner").getByRole("button", { name: /^Langue fr$/ });
    await language.click();
    await (await panelOf(page, language)).getByRole("link", { name: "Español" }).click();
    await expect(page).toHaveURL(/\/es\/security$/);

    await page.setViewportSize({ width: 390, height: 844 });
    const toggle = page.getByRole("banner").getByRole("button", { name: "Abrir menú" });
    const menu = await panelOf(page, toggle);
    await toggle.click();
    await expect(menu).toBeVisible();
    await menu.locator('a[href="/es/pricing"]').click();
    await expect(page).toHaveURL(/\/es\/pricing$/);
    await expect(page.getByRole("banner").getByRole("button", { name: "Abrir menú" })).toBeVisible();
  });
});

const WIDTHS = [320, 390, 768, 1024, 1180, 1280, 1440] as const;

test.describe("header items hold on one line", () => {
  for (const locale of LOCALES) {
    test(`${locale} at ${WIDTHS.join(", ")} px: no item wraps, overflows its box or leaves the header row`, async ({ page }) => {
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
      await gotoHydrated(page, path(locale, "/pricing"));
      await page.evaluate(() => document.fonts.ready);
      const problems: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const found = await page.evaluate(() => {
          const bar = document.querySelector("[data-site-header] > div") as HTMLElement;
          const row = bar.getBoundingClientRect();
          const out: string[] = [];
          if (bar.scrollWidth > bar.clientWidth) out.push(`the header row overflows (${bar.scrollWidth} > ${bar.clientWidth})`);
          // Every visible control of the header row (not the closed menu panels).
          const items = [...bar.querySelectorAll<HTMLElement>("a, button")].filter((el) => !el.closest("[popover]") && el.getClientRects().length > 0);
          if (items.length < 3) out.push(`only ${items.length} visible header items`);
          for (const el of items) {
            const name = (el.textContent || el.getAttribute("aria-label") || "").replace(/\s+/g, " ").trim();
            const box = el.getBoundingClientRect();
            if (box.top < row.top - 0.5 || box.bottom > row.bottom + 0.5) out.push(`"${name}" leaves the header row`);
            if (box.right > window.innerWidth + 0.5 || box.left < -0.5) out.push(`"${name}" is outside the viewport`);
            if (el.scrollWidth > el.clientWidth + 1) out.push(`"${name}" overflows its box (${el.scrollWidth} > ${el.clientWidth})`);
            // Lines of text: the distinct line boxes of its visible text (not icons, not visually hidden text).
            const lines = new Set<number>();
            const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const parent = node.parentElement;
              if (!node.textContent?.trim() || !parent || parent.getBoundingClientRect().width <= 1) continue;
              const range = document.createRange();
              range.selectNodeContents(node);
              for (const r of range.getClientRects()) if (r.width > 0 && r.height > 0) lines.add(Math.round(r.bottom));
            }
            if (lines.size > 1) out.push(`"${name}" wraps onto ${lines.size} lines`);
          }
          return out;
        });
        for (const problem of found) problems.push(`${locale} ${width} px: ${problem}`);
      }
      expect(problems).toEqual([]);
    });
  }
});
