import { test as base, type Browser, type Page } from "@playwright/test";

/** The id of the post-build loader (`LOADER_ID` in scripts/post-build.mjs, which Playwright's loader cannot import). */
const LOADER_ID = "paint-first-loader";

/**
 * In the page: has the header's client code hydrated (React attaches its props key to the DOM nodes it owns)? With
 * `onlyWithLoader`, a document without the post-build loader (a page rendered per request, a file) counts as ready,
 * and so does one without a header button.
 */
function isHydrated({ onlyWithLoader, loaderId }: { onlyWithLoader: boolean; loaderId: string }): boolean {
  if (onlyWithLoader && !document.getElementById(loaderId)) return true;
  const el = document.querySelector("header button");
  if (!el) return onlyWithLoader;
  return Object.keys(el).some((k) => k.startsWith("__reactProps"));
}

/**
 * Waits until the header's client components have hydrated. Prerendered pages load their scripts only after the
 * first paint (scripts/post-build.mjs), so `load` can fire before React starts: wait for this before using a handler
 * that only exists on the client.
 */
export async function hydrated(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(isHydrated, { onlyWithLoader: false, loaderId: LOADER_ID }, { timeout });
}

/**
 * After a navigation: on a page whose scripts wait for the first paint (it carries the post-build loader), waits
 * for hydration; other documents are left alone. Never throws: a test that needs the client then fails on its own
 * assertion, with its own message.
 */
export async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(isHydrated, { onlyWithLoader: true, loaderId: LOADER_ID }, { timeout: 15_000 })
    .catch(() => undefined);
}

const settling = new WeakSet<Page>();

/** Makes `page.goto` and `page.reload` wait for `settled` (unless the caller asked for less than `load`). */
export function settleNavigations(page: Page): Page {
  if (settling.has(page)) return page;
  settling.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (!options?.waitUntil || options.waitUntil === "load") await settled(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (!options?.waitUntil || options.waitUntil === "load") await settled(page);
    return response;
  };
  return page;
}

/**
 * Playwright's `test` whose pages wait for hydration after `goto`/`reload`: the `page` fixture, every page of the
 * `context` fixture and every page of a context a test makes with `browser.newContext()`.
 */
export const test = base.extend<object, { browser: Browser }>({
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        context.on("page", settleNavigations);
        return context;
      };
      await use(browser);
    },
    { scope: "worker" },
  ],
  context: async ({ context }, use) => {
    context.on("page", settleNavigations);
    await use(context);
  },
  page: async ({ page }, use) => {
    await use(settleNavigations(page));
  },
});
