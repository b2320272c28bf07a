import { expect, type Page, test } from "@playwright/test";
import { ALL_PAGES } from "../src/config/site-pages";
import { gotoHydrated } from "./support/hydration";
import { LOCALES, pathFor } from "./support/locales";

declare global {
  interface Window {
    /** In the page: the layout shift summed by the test's observer. */
    __shift?: number;
  }
}

/**
 * Layout gates: every page of ALL_PAGES in every locale at every width below holds together:
 * - the document does not scroll sideways,
 * - no visible element is wider than the viewport or sticks out past its right edge (unless a clipping ancestor
 *   contains it),
 * - no text overflows its box (scrollWidth against clientWidth on the elements that hold text),
 * - no header item runs onto two lines.
 *
 * One page load per locale and page: the viewport is resized through the widths inside that page and each width
 * is measured in one `page.evaluate`, so the 4 x ~39 x 6 checks run in a few minutes on two cores.
 */
const WIDTHS = [320, 390, 768, 1024, 1280, 1440] as const;
const HEIGHT = 900;

type Findings = { overflow: string[]; header: string[] };

/** Runs in the page: measures the layout at the current viewport width. */
function measure(): Findings {
  const vw = document.documentElement.clientWidth;
  const overflow: string[] = [];
  const header: string[] = [];
  const label = (el: Element): string => {
    const id = el.id ? `#${el.id}` : "";
    const cls =
      typeof el.className === "string" && el.className.trim()
        ? `.${el.className.trim().split(/\s+/).slice(0, 3).join(".")}`
        : "";
    const text = (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 50);
    return `<${el.tagName.toLowerCase()}${id}${cls}> "${text}"`;
  };
  const visible = (el: Element): boolean => {
    const style = getComputedStyle(el);
    if (style.display === "none" || style.visibility === "hidden") return false;
    const rect = el.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0;
  };
  /** Visually hidden (sr-only) text: clipped to a 1 px box on purpose. */
  const srOnly = (el: Element): boolean => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.position === "absolute" && (style.clip !== "auto" || style.clipPath !== "none")) return true;
    }
    return false;
  };
  /** The element is contained by an ancestor that clips or scrolls its overflow and itself fits the viewport. */
  const clippedBy = (el: Element): Element | null => {
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      const ox = getComputedStyle(node).overflowX;
      if (ox !== "visible") {
        const rect = node.getBoundingClientRect();
        if (rect.left >= -1 && rect.right <= vw + 1) return node;
      }
    }
    return null;
  };

  const docWidth = document.documentElement.scrollWidth;
  if (docWidth > vw + 1) overflow.push(`document is ${docWidth}px wide`);

  const scrollable = new Set<Element>();
  for (const el of Array.from(document.body.querySelectorAll("*"))) {
    if (el.closest("svg") && el.tagName.toLowerCase() !== "svg") continue;
    if (!visible(el) || srOnly(el)) continue;
    const rect = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    if (style.overflowX === "auto" || style.overflowX === "scroll") {
      if (el.scrollWidth > el.clientWidth + 1) scrollable.add(el);
    }
    if ((rect.width > vw + 1 || rect.right > vw + 1) && style.position !== "fixed" && !clippedBy(el)) {
      overflow.push(`${label(el)} spans ${Math.round(rect.left)}..${Math.round(rect.right)}px`);
      continue;
    }
    // Text overflowing its box: a block holding text whose content is wider than its box.
    const holdsText = Array.from(el.childNodes).some(
      (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? "").trim().length > 0,
    );
    if (holdsText && style.display !== "inline" && el.scrollWidth > el.clientWidth + 1) {
      overflow.push(`text overflows ${label(el)} (${el.scrollWidth} > ${el.clientWidth}px)`);
    }
  }
  for (const el of scrollable) overflow.push(`${label(el)} scrolls sideways (${el.scrollWidth} > ${el.clientWidth}px)`);

  // Header items on two lines: the text of one link/button laid out on more than one line.
  const siteHeader = document.querySelector("body > header, header");
  if (siteHeader) {
    for (const item of Array.from(siteHeader.querySelectorAll("a, button"))) {
      if (!visible(item) || srOnly(item)) continue;
      // The visible text only: a visually hidden name (sr-only) is laid out elsewhere and is not a second line.
      const tops = new Set<number>();
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || srOnly(parent) || parent.closest(".sr-only") || !(node.textContent ?? "").trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of Array.from(range.getClientRects())) {
          if (r.width > 0 && r.height > 0) tops.add(Math.round(r.top / 4));
        }
      }
      const rect = item.getBoundingClientRect();
      const headerRect = siteHeader.getBoundingClientRect();
      if (tops.size > 1) header.push(`${label(item)} wraps onto ${tops.size} lines`);
      else if (rect.bottom > headerRect.bottom + 1 || rect.top < headerRect.top - 1)
        header.push(`${label(item)} drops out of the header row`);
    }
  }
  return { overflow, header };
}

async function settleLayout(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
}

test.describe("layout holds at every width", () => {
  test.describe.configure({ timeout: 90_000 });
  for (const locale of LOCALES) {
    for (const path of ALL_PAGES) {
      const url = pathFor(locale, path);
      test(`${url}`, async ({ page }) => {
        await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
        await gotoHydrated(page, url);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const overflow: string[] = [];
        const header: string[] = [];
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: HEIGHT });
          await settleLayout(page);
          const found = await page.evaluate(measure);
          overflow.push(...found.overflow.map((f) => `${width}px: ${f}`));
          header.push(...found.header.map((f) => `${width}px: ${f}`));
        }
        // The navy closing band runs straight into the navy footer, and the footer's sentences end on one full stop.
        const seams = await page.evaluate(() => {
          const band = document.querySelector("main [data-band]:last-child");
          const footer = document.querySelector("body footer");
          const gap =
            band && footer && band.getBoundingClientRect().bottom + window.scrollY >= (document.querySelector("main")?.getBoundingClientRect().bottom ?? 0) + window.scrollY - 1
              ? Math.round(footer.getBoundingClientRect().top - band.getBoundingClientRect().bottom)
              : 0;
          return { gap, footerText: footer?.textContent ?? "" };
        });
        expect.soft(seams.gap, `${url}: white strip between the closing band and the footer`).toBe(0);
        expect.soft(seams.footerText, `${url}: double full stop in the footer`).not.toMatch(/\.\.(?!\.)/);
        expect.soft(overflow, `${url}: overflow`).toEqual([]);
        expect.soft(header, `${url}: header items on two lines or out of the header row`).toEqual([]);
      });
    }
  }
});

test.describe("the /product live demo keeps its height", () => {
  test.describe.configure({ timeout: 90_000 });
  for (const locale of ["en", "de"] as const) {
    test(`no layout shift while it runs through its 7 steps (${locale}, 390 px)`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await gotoHydrated(page, pathFor(locale, "/product"));
      await expect(page.locator('[data-ready="true"]')).toBeAttached();
      const card = page.getByTestId("demo-step");
      await card.scrollIntoViewIfNeeded();
      // Shifts from now on (not the page load), outside 500 ms after an input (there is none: the demo plays itself).
      await page.evaluate(() => {
        window.__shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) window.__shift = (window.__shift ?? 0) + entry.value;
          }
        }).observe({ type: "layout-shift" });
      });
      const heights = new Set<number>();
      const first = await card.getAttribute("data-step");
      let current = first;
      for (let i = 0; i < 7; i++) {
        const previous = current;
        // The demo advances on its own every 4 s: wait for the next step to be shown.
        await expect(card).not.toHaveAttribute("data-step", previous ?? "", { timeout: 10_000 });
        current = await card.getAttribute("data-step");
        heights.add(Math.round((await card.locator("xpath=..").boundingBox())?.height ?? 0));
      }
      expect(current, "a full cycle of 7 steps").toBe(first);
      await settleLayout(page);
      const shift = await page.evaluate(() => window.__shift);
      expect([...heights], "the step card's height").toHaveLength(1);
      expect(shift, "cumulative layout shift while the demo runs").toBe(0);
    });
  }
});
