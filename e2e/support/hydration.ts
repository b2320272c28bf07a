import type { Page, Response } from "@playwright/test";

/**
 * The app's own hydration signal: the locale layout serves `<html data-hydration="pending">` and its
 * `HydrationMarker` (src/components/hydration-marker.tsx) sets it to "done" once React has hydrated the page.
 * A document without the attribute (an API response, a file, a page rendered by another layout) has nothing to wait for.
 */
const PENDING = 'html[data-hydration="pending"]';

/**
 * Waits until the page has hydrated. Prerendered pages load their scripts only after the first paint
 * (scripts/post-build.mjs), so `load` can fire before React starts: call this before using a handler that only
 * exists on the client. Fails (with Playwright's timeout message) if the app never announces hydration.
 */
export async function waitForHydration(page: Page, timeout = 15_000): Promise<void> {
  await page.locator(PENDING).waitFor({ state: "detached", timeout });
}

/** `page.goto(url)` (waiting for `load`), then `waitForHydration`: for a test that uses the page's client code. */
export async function gotoHydrated(page: Page, url: string, options?: { referer?: string; timeout?: number }): Promise<Response | null> {
  const response = await page.goto(url, options);
  await waitForHydration(page);
  return response;
}

/** `page.reload()` (waiting for `load`), then `waitForHydration`. */
export async function reloadHydrated(page: Page): Promise<Response | null> {
  const response = await page.reload();
  await waitForHydration(page);
  return response;
}
