import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test as base } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";
import { ALL_PAGES } from "../src/config/site-pages";
import { LOCALES, pathFor, type TestLocale } from "./support/locales";

/**
 * Accessibility gate (README, "Quality gates"): axe-core with the WCAG 2.0/2.1/2.2
 * A and AA rules on every page of ALL_PAGES, in every locale, at a desktop
 * (1280x900) and a mobile (390x844) viewport, plus opened states: the desktop
 * Platform/Solutions dropdowns, the mobile menu, and every collapsible or dialog
 * trigger inside <main> (found generically by `aria-expanded="false"`).
 * Zero violations allowed.
 *
 * Scope (speed): desktop in all four locales, mobile in English (the mobile layout
 * and its components do not depend on the locale; the copy is checked on desktop);
 * A11Y_MOBILE_LOCALES=all adds mobile in every locale. Opened states in English.
 * One browser context per worker and viewport, one page reused for every
 * navigation (worker fixtures), no traces, tests spread over the workers.
 */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 390, height: 844 };
const MOBILE_LOCALES: readonly TestLocale[] = process.env.A11Y_MOBILE_LOCALES === "all" ? LOCALES : ["en"];
const MAX_TRIGGERS = 25;

type Viewport = "desktop" | "mobile";

const test = base.extend<object, { desktop: Page; mobile: Page }>({
  desktop: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: "reduce", baseURL: workerInfo.project.use.baseURL });
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
  mobile: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        viewport: MOBILE,
        isMobile: true,
        hasTouch: true,
        reducedMotion: "reduce",
        baseURL: workerInfo.project.use.baseURL,
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
});

// Traces of full-page axe runs are large and slow every test down; failures print the violations instead.
test.use({ trace: "off" });

/** Runs axe and returns one readable line per violation (empty when clean). */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} [${v.impact}] ${v.help}: ${v.nodes
        .slice(0, 6)
        .map((n) => n.target.join(" "))
        .join(" | ")}${v.nodes.length > 6 ? ` (+${v.nodes.length - 6} more)` : ""}`,
  );
}

/** Opens `url` and waits until it has hydrated (fails if it never does): axe and the opened states see the live page. */
async function open(page: Page, url: string): Promise<void> {
  const response = await gotoHydrated(page, url);
  expect.soft(response?.status(), `${url} answers 200`).toBe(200);
}

async function checkPage(page: Page, label: string): Promise<void> {
  expect.soft(await axeViolations(page), `axe violations on ${label}`).toEqual([]);
}

const OVERLAY = '[role="dialog"]:visible, [role="alertdialog"]:visible, [role="listbox"]:visible, [role="menu"]:visible';

/**
 * Clicks every collapsed trigger inside <main> that is safe to click (a button
 * that is visible, enabled and not a form's submit button; never a link). A
 * trigger that opens an overlay (dialog, listbox, menu) is checked with the
 * overlay open, then closed with Escape; inline collapsibles stay open and are
 * checked together at the end. Returns the number of triggers opened.
 */
async function checkExpandedStates(page: Page, label: string): Promise<number> {
  const triggers = await page.locator('main [aria-expanded="false"]:not(a)').elementHandles();
  let opened = 0;
  let inlineOpen = 0;
  for (const trigger of triggers.slice(0, MAX_TRIGGERS)) {
    const safe = await trigger.evaluate((node) => {
      const el = node as HTMLElement;
      const button = el as HTMLButtonElement;
      const isSubmit = el.tagName === "BUTTON" && !!button.form && button.type === "submit";
      const disabled = el.hasAttribute("disabled") || el.getAttribute("aria-disabled") === "true";
      const box = el.getBoundingClientRect();
      return !isSubmit && !disabled && box.width > 0 && box.height > 0 && el.getAttribute("aria-expanded") === "false";
    });
    if (!safe) continue;
    const name =
      (await trigger.evaluate((node) => ((node as HTMLElement).getAttribute("aria-label") ?? node.textContent ?? "").trim().slice(0, 40))) || "?";
    // A trigger that cannot be clicked or does not open fails the test: its opened state would go unchecked.
    await trigger.click();
    await expect
      .poll(() => trigger.evaluate((node) => (node as HTMLElement).getAttribute("aria-expanded")), { message: `${label}: "${name}" opens` })
      .toBe("true");
    opened += 1;
    if ((await page.locator(OVERLAY).count()) > 0) {
      await checkPage(page, `${label} with "${name}" open`);
      await page.keyboard.press("Escape");
      await expect.soft(page.locator(OVERLAY), `${label}: Escape closes "${name}"`).toHaveCount(0);
    } else {
      inlineOpen += 1;
    }
  }
  if (inlineOpen > 0) await checkPage(page, `${label} with ${inlineOpen} collapsible(s) expanded`);
  return opened;
}

const viewports: Viewport[] = ["desktop", "mobile"];

test.describe("axe: every page, every locale", () => {
  test.describe.configure({ mode: "parallel" });

  for (const path of ALL_PAGES) {
    for (const viewport of viewports) {
      test(`${path} (${viewport})`, async ({ desktop, mobile }) => {
        test.setTimeout(180_000);
        const page = viewport === "desktop" ? desktop : mobile;
        const locales = viewport === "desktop" ? LOCALES : MOBILE_LOCALES;
        for (const locale of locales) {
          const url = pathFor(locale, path);
          await open(page, url);
          await checkPage(page, `${url} (${viewport})`);
          // Opened states in English (the components are the same in every locale).
          if (locale === "en") await checkExpandedStates(page, `${url} (${viewport})`);
        }
      });
    }
  }
});

test.describe("axe: header states", () => {
  for (const locale of LOCALES) {
    test(`desktop menus open (${locale})`, async ({ desktop: page }) => {
      // Three full axe runs.
      test.setTimeout(120_000);
      await open(page, pathFor(locale, "/pricing"));
      const triggers = page.locator("header button[popovertarget]:visible");
      await expect(triggers).toHaveCount(3); // Platform, Solutions, language
      for (const index of [0, 1, 2]) {
        const trigger = triggers.nth(index);
        const panel = page.locator(`[id="${await trigger.getAttribute("popovertarget")}"]`);
        await trigger.focus();
        await page.keyboard.press("Enter");
        await expect(panel).toBeVisible();
        await checkPage(page, `${locale} header menu ${index + 1} open`);
        await page.keyboard.press("Escape");
        await expect(panel).toBeHidden();
      }
    });

    test(`mobile menu open (${locale})`, async ({ mobile: page }) => {
      await open(page, pathFor(locale, "/pricing"));
      const toggle = page.locator('header button[popovertarget="mobile-menu"]:not([popovertargetaction="hide"])');
      await toggle.click();
      const menu = page.locator("#mobile-menu");
      await expect(menu).toBeVisible();
      await checkPage(page, `${locale} mobile menu open`);
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
    });
  }
});

test.describe("reduced motion", () => {
  const MOTION_PAGES = ["/", "/product", "/pricing", "/solutions/30-day-performance-pilot"];

  /** Longest animation or transition (ms) among elements that actually animate or transition. */
  async function longestMotion(page: Page): Promise<{ ms: number; where: string }> {
    return page.evaluate(() => {
      const toMs = (value: string) =>
        Math.max(0, ...value.split(",").map((v) => (v.trim().endsWith("ms") ? Number.parseFloat(v) : Number.parseFloat(v) * 1000)));
      let worst = { ms: 0, where: "" };
      for (const el of Array.from(document.querySelectorAll("*"))) {
        for (const pseudo of [null, "::before", "::after"]) {
          const style = getComputedStyle(el, pseudo);
          const animation = style.animationName !== "none" ? toMs(style.animationDuration) : 0;
          const transition = style.transitionProperty !== "none" ? toMs(style.transitionDuration) : 0;
          const ms = Math.max(animation, transition);
          if (ms > worst.ms) worst = { ms, where: `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}${pseudo ?? ""}` };
        }
      }
      return worst;
    });
  }

  test("with prefers-reduced-motion: reduce, nothing animates or transitions and scrolling is instant", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ reducedMotion: "reduce", viewport: DESKTOP, baseURL });
    const page = await context.newPage();
    for (const path of MOTION_PAGES) {
      await open(page, path);
      const worst = await longestMotion(page);
      expect.soft(worst.ms, `${path}: longest motion at ${worst.where}`).toBeLessThanOrEqual(1);
      expect.soft(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
    }
    await context.close();
  });

  test("without the preference the same pages do move (the check above can fail)", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ reducedMotion: "no-preference", viewport: DESKTOP, baseURL });
    const page = await context.newPage();
    await open(page, "/pricing");
    expect((await longestMotion(page)).ms).toBeGreaterThan(1);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("smooth");
    await context.close();
  });
});
