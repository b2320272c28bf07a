import { expect, type Page, type Route, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";
import { leadFor as storedLead, uniqueEmail } from "./support/leads";

/**
 * In the browser, the bot timing counts from the visitor's
 * first interaction with the form, so a form autofilled and sent with one click
 * well within 1.5 s of appearing is a lead, not `too_fast`; and a retry pressed
 * by the visitor after a failed attempt sends its own timing. Playwright's clock
 * moves the page's time forward (no waiting in the test).
 */
const leadForm = (page: Page) => page.locator('form[data-testid$="-form"]');
const field = (page: Page, label: string) => leadForm(page).getByLabel(new RegExp(`^${label}`));

test.describe("too fast counts from the first interaction", () => {
  test("autofill plus one click, 600 ms after the form appeared, is stored as a lead", async ({ page, request }) => {
    await page.clock.install();
    const bodies: Record<string, unknown>[] = [];
    await page.route("**/api/book-demo", async (route: Route) => {
      bodies.push(route.request().postDataJSON() as Record<string, unknown>);
      await route.continue();
    });
    await gotoHydrated(page, "/en/book-demo");
    const email = uniqueEmail("autofill");
    // Autofill: both fields at once, then one click on the button.
    await field(page, "Work email").fill(email);
    await field(page, "Company").fill("Autofill GmbH");
    await page.clock.runFor(600);
    await page.getByRole("button", { name: "Request my demo" }).click();
    await expect(page.getByRole("heading", { name: "Demo request received!" })).toBeVisible();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.interactionMs).toBeGreaterThanOrEqual(600);
    expect(await storedLead(request, email)).toMatchObject({ quarantineReason: null });
  });

  test("a retry after a failed attempt sends its own timing under the same key", async ({ page, request }) => {
    await page.clock.install();
    const attempts: { key: string | undefined; interactionMs: unknown }[] = [];
    let failing = true;
    await page.route("**/api/book-demo", async (route: Route) => {
      attempts.push({
        key: route.request().headers()["idempotency-key"],
        interactionMs: (route.request().postDataJSON() as Record<string, unknown>).interactionMs,
      });
      if (failing) {
        await route.fulfill({ status: 400, contentType: "application/problem+json", body: '{"type":"about:blank","status":400}' });
        return;
      }
      await route.continue();
    });
    await gotoHydrated(page, "/en/book-demo");
    const email = uniqueEmail("retry-timing");
    await field(page, "Work email").fill(email);
    await field(page, "Company").fill("Retry Timing SA");
    await page.getByRole("button", { name: "Request my demo" }).click();
    await expect(leadForm(page).getByRole("alert")).toBeVisible();
    const first = attempts.length;
    expect(first).toBeGreaterThan(0);
    failing = false;
    await page.clock.runFor(3_000);
    await page.getByRole("button", { name: "Request my demo" }).click();
    await expect(page.getByRole("heading", { name: "Demo request received!" })).toBeVisible();
    const retry = attempts.at(-1);
    expect(retry?.key).toBe(attempts[0]?.key);
    expect(Number(retry?.interactionMs)).toBeGreaterThanOrEqual(Number(attempts[0]?.interactionMs) + 3_000);
    expect(await storedLead(request, email)).toMatchObject({ quarantineReason: null });
  });
});
