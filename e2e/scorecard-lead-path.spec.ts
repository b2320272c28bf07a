import { type BrowserContext, expect, type Page, type Request, test } from "@playwright/test";
import { CAPTURE_PORT, } from "../playwright.config";
import { gotoHydrated } from "./support/hydration";
import { leadsFor, uniqueEmail } from "./support/leads";

/**
 * The scorecard keeps what a visitor pressed before
 * its scripts ran (they load after the first paint), and its e-mail dialog
 * goes through the shared lead-form path: one Idempotency-Key per submission
 * series, the honeypot, the form_* events and the page as a path.
 */

// Seven answers, a dialog and a held page load: more than the default 45 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

const PILOT = "/solutions/30-day-performance-pilot";
const ANSWERS = ["Under 48 hours", "Under 10%", "Under 20", "95% or more", "95% or more", "Strong", "High and under control"];


/** Holds every client JavaScript chunk until `release()`: the page is its server HTML, as before hydration. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let firstHeld!: () => void;
  const held = new Promise<void>((resolve) => {
    firstHeld = resolve;
  });
  await page.route(
    (url) => url.pathname.startsWith("/_next/static/chunks/") && url.pathname.endsWith(".js"),
    async (route) => {
      firstHeld();
      await released;
      await route.continue();
    },
  );
  return { release, held };
}

async function answerAll(page: Page) {
  for (const option of ANSWERS) {
    await page.getByTestId("scorecard-question").getByRole("radio", { name: option, exact: true }).click();
  }
  await expect(page.getByTestId("scorecard-score")).toHaveText("35 out of 35");
}

test.describe("scorecard: input before the scripts run", () => {
  test("an answer and Precision Mode pressed before hydration count once the scripts run", async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto(PILOT, { waitUntil: "domcontentloaded" });
    // The page asked for its scripts and is waiting for them: no client code has run.
    await scripts.held;
    const question = page.getByTestId("scorecard-question");
    await expect(question).toContainText("Question 1 of 7");
    await page.getByRole("radio", { name: /^Precision Mode/ }).click();
    await question.getByRole("radio", { name: "2 to 5 days", exact: true }).click();
    // Plain HTML keeps both presses (and shows them) while the scripts are held.
    await expect(page.getByRole("radio", { name: /^Precision Mode/ })).toBeChecked();
    await expect(question.getByRole("radio", { name: "2 to 5 days", exact: true })).toBeChecked();
    await expect(question).toContainText("Question 1 of 7");
    await expect(page.getByTestId("precision-details")).toHaveCount(0);

    scripts.release();
    // Hydration adopts both: the answer is recorded (question 2, in the summary) and Precision Mode is on.
    await expect(question).toContainText("Question 2 of 7");
    await expect(page.getByTestId("scorecard-answers")).toContainText("2 to 5 days");
    await expect(page.getByRole("progressbar", { name: "Scorecard progress" })).toHaveAttribute("aria-valuenow", "1");
    await expect(page.getByTestId("precision-details")).toBeVisible();
    await expect(page.getByRole("radio", { name: /^Precision Mode/ })).toBeChecked();
    await expect(page.getByRole("radio", { name: /^Quick Score/ })).not.toBeChecked();

    // The rest works as usual, and the early answer is part of the score (3 + 5 x 6 = 33).
    for (const option of ANSWERS.slice(1)) await question.getByRole("radio", { name: option, exact: true }).click();
    await expect(page.getByTestId("scorecard-score")).toHaveText("33 out of 35");
    await expect(page.getByTestId("scorecard-projections")).toBeVisible();
  });

  test("arrow keys move between options without answering; Space answers", async ({ page }) => {
    await gotoHydrated(page, PILOT);
    const question = page.getByTestId("scorecard-question");
    const first = question.getByRole("radio", { name: "Under 48 hours", exact: true });
    await first.focus();
    await page.keyboard.press("ArrowDown");
    await expect(question.getByRole("radio", { name: "2 to 5 days", exact: true })).toBeFocused();
    await expect(question).toContainText("Question 1 of 7");
    await expect(page.getByTestId("scorecard-answers")).toHaveCount(0);
    await page.keyboard.press("Space");
    await expect(question).toContainText("Question 2 of 7");
    await expect(page.getByTestId("scorecard-answers")).toContainText("2 to 5 days");
  });
});

test.describe("scorecard e-mail dialog: the shared lead-form path", () => {
  test("a retry after a lost answer reuses the Idempotency-Key: one stored lead", async ({ page, request }) => {
    const sent: { key: string | null; body: Record<string, unknown> }[] = [];
    const statuses: number[] = [];
    // Until the visitor presses Send again, every answer is lost on the way back (submitLead's own automatic
    // retries included): the server stores the lead, the browser sees a reset connection.
    let loseAnswers = true;
    await page.route("**/api/scorecard-action-plan", async (route, req: Request) => {
      sent.push({ key: await req.headerValue("idempotency-key"), body: req.postDataJSON() as Record<string, unknown> });
      if (loseAnswers) {
        const response = await route.fetch();
        statuses.push(response.status());
        await route.abort("connectionreset");
        return;
      }
      await route.continue();
    });
    await gotoHydrated(page, PILOT);
    await answerAll(page);
    await page.getByRole("button", { name: "Get the PDF action plan by email" }).click();
    const dialog = page.getByRole("dialog", { name: "Get Your PDF Action Plan" });
    const email = uniqueEmail("scorecard-retry");
    await dialog.getByLabel("Work email").fill(email);
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(dialog.getByRole("alert")).toContainText("We could not save your request");
    await expect(dialog.getByLabel("Work email")).toHaveValue(email);
    const lostAttempts = sent.length;
    expect(statuses[0]).toBe(201);

    loseAnswers = false;
    const downloadPromise = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Send" }).click();
    await downloadPromise;
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("scorecard-notice")).toContainText("Thank you");

    expect(sent).toHaveLength(lostAttempts + 1);
    expect(sent[0]?.key).toMatch(/\S{16,}/);
    // Every attempt of the series, the visitor's second press included, carries the first key and the same lead.
    for (const attempt of sent) {
      expect(attempt.key).toBe(sent[0]?.key);
      // Each attempt sends its own timing: everything else is the same body under the same key.
      expect({ ...attempt.body, elapsedMs: undefined, interactionMs: undefined }).toEqual({ ...sent[0]?.body, elapsedMs: undefined, interactionMs: undefined });
    }
    expect(sent[0]?.body).toMatchObject({ email, mode: "quick", page: PILOT, cta: "scorecard-results", locale: "en" });
    expect(sent[0]?.body).not.toHaveProperty("website");

    const rows = await leadsFor(request, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ form: "scorecard-action-plan", page: PILOT });
  });

  test("the honeypot is there: a bot filling it is quarantined", async ({ page, request }) => {
    await gotoHydrated(page, PILOT);
    await answerAll(page);
    await page.getByRole("button", { name: "Get the PDF action plan by email" }).click();
    const form = page.getByTestId("scorecard-action-plan-form");
    const email = uniqueEmail("scorecard-bot");
    await form.getByLabel("Work email").fill(email);
    await form.locator('input[name="website"]').fill("https://spam.example", { force: true });
    const answered = page.waitForResponse("**/api/scorecard-action-plan");
    await form.getByRole("button", { name: "Send" }).click();
    expect((await answered).status()).toBe(201);
    await expect.poll(async () => (await leadsFor(request, email))[0]?.quarantineReason).toBe("honeypot");
  });

  // One form_viewed for the dialog, sent when it opens (its hook lives with the trigger, mounted with the results).
  test("form_viewed, form_started, form_submitted and form_succeeded are sent for the dialog", async ({ browser }) => {
    const context: BrowserContext = await browser.newContext({ locale: "en-US" });
    // posthog-js sends nothing for an automated browser.
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false });
      Object.defineProperty(Navigator.prototype, "userAgentData", {
        get: () => ({ brands: [{ brand: "Chromium", version: "140" }], mobile: false, platform: "Linux", getHighEntropyValues: async () => ({}) }),
      });
    });
    const vid = crypto.randomUUID();
    const url = test.info().project.use.baseURL as string;
    await context.addCookies([
      { name: "attestra_consent", value: "granted", url },
      { name: "attestra_vid", value: vid, url },
    ]);
    const page = await context.newPage();
    await gotoHydrated(page, PILOT);
    await answerAll(page);
    await page.getByRole("button", { name: "Get the PDF action plan by email" }).click();
    const dialog = page.getByRole("dialog", { name: "Get Your PDF Action Plan" });
    await dialog.getByLabel("Work email").fill(uniqueEmail("scorecard-events"));
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(dialog).toBeHidden();
    const formEvents = async () => {
      const events = (await (await fetch(`http://localhost:${CAPTURE_PORT}/__events`)).json()) as {
        event: string;
        distinct_id?: string;
        properties: Record<string, unknown>;
      }[];
      return events
        .filter((e) => (e.distinct_id === vid || e.properties.distinct_id === vid) && e.event.startsWith("form_"))
        .filter((e) => e.properties.form === "scorecard-action-plan")
        .map((e) => e.event)
        .sort();
    };
    await expect.poll(formEvents, { timeout: 20_000 }).toEqual(["form_started", "form_submitted", "form_succeeded", "form_viewed"]);
    await context.close();
  });
});
