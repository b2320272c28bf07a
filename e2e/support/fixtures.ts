import { test as base, type Browser, type BrowserContext, type Page } from "@playwright/test";

/**
 * The app's own hydration signal: the locale layout serves `<html data-hydration="pending">` and its
 * `HydrationMarker` (src/components/hydration-marker.tsx) sets it to "done" once React has hydrated the page.
 * A document without the attribute (an API response, a file, a page rendered by another layout) has nothing to wait for.
 */
const PENDING = 'html[data-hydration="pending"]';

/**
 * Waits until the page has hydrated. Prerendered pages load their scripts only after the first paint
 * (scripts/post-build.mjs), so `load` can fire before React starts: wait for this before using a handler that only
 * exists on the client. Fails (with Playwright's timeout message) if the app never announces hydration.
 */
export async function hydrated(page: Page, timeout = 15_000): Promise<void> {
  await page.locator(PENDING).waitFor({ state: "detached", timeout });
}

const wrapped = new WeakSet<Page>();

/**
 * Makes `goto` and `reload` on this page also wait for `hydrated` when they waited for `load` (the default): every
 * test then starts from a page whose client code runs. Methods of this one page object are wrapped, not Playwright's
 * prototypes; an explicit `waitUntil` other than "load" gets exactly what it asked for.
 */
export function settleNavigations(page: Page): Page {
  if (wrapped.has(page)) return page;
  wrapped.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const waitsForLoad = (waitUntil?: string) => !waitUntil || waitUntil === "load";
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (waitsForLoad(options?.waitUntil)) await hydrated(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (waitsForLoad(options?.waitUntil)) await hydrated(page);
    return response;
  };
  return page;
}

const settleContext = (context: BrowserContext) => {
  for (const page of context.pages()) settleNavigations(page);
  context.on("page", settleNavigations);
  return context;
};

/**
 * Playwright's `test` whose pages wait for hydration after `goto`/`reload`: the `page` fixture, every page of the
 * `context` fixture and every page of a context a test makes with `browser.newContext()`.
 */
export const test = base.extend<object, { browser: Browser }>({
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => settleContext(await newContext(options));
      await use(browser);
    },
    { scope: "worker" },
  ],
  context: async ({ context }, use) => {
    await use(settleContext(context));
  },
  page: async ({ page }, use) => {
    await use(settleNavigations(page));
  },
});
