import { expect, type Locator, type Page } from "@playwright/test";
import { gotoHydrated } from "./hydration";
import { pathFor, type TestLocale } from "./locales";

/** A page at a width, hydrated, with the consent banner answered (denied) when it shows. */
export async function openAt(page: Page, locale: TestLocale, path: string, width: number, height = 900) {
  await page.setViewportSize({ width, height });
  await gotoHydrated(page, pathFor(locale, path));
  const banner = page.getByTestId("consent-banner");
  if (await banner.isVisible()) {
    await banner.locator("[data-consent-choice='denied']").click();
    await expect(banner).toBeHidden();
  }
}

/** Playwright's bounding box, failing loudly when the element has none. */
export async function boundingBox(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error("no box");
  return b;
}
