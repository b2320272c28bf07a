import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { gotoHydrated, reloadHydrated, waitForHydration } from "./support/hydration";
import { CAPTURE_PORT } from "../playwright.config";

declare global {
  interface Window {
    /** Set in the page to tell a same-document navigation from a full page load. */
    __sameDocument?: boolean;
  }
}

/**
 * Analytics and consent (src/analytics, src/components/analytics, src/components/consent).
 * PostHog is replaced by a local capture server (e2e/support/posthog-capture-server.mjs)
 * that `npm run build:e2e` bakes in as POSTHOG_HOST behind the /ingest rewrite; events
 * are filtered by distinct id, which is the visitor id cookie.
 */

type CapturedEvent = { event: string; properties: Record<string, unknown>; distinct_id?: string; timestamp: string; path: string };

const CAPTURE = `http://localhost:${CAPTURE_PORT}`;
const CONSENT_BANNER = { name: "Analytics consent" };

async function allEvents(): Promise<CapturedEvent[]> {
  const response = await fetch(`${CAPTURE}/__events`);
  return (await response.json()) as CapturedEvent[];
}

/** One visitor's events in the order they happened (browser batches and server events arrive out of order). */
async function eventsFor(vid: string): Promise<CapturedEvent[]> {
  return (await allEvents())
    .filter((e) => e.distinct_id === vid || e.properties.distinct_id === vid)
    .sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
}

async function rawBodies(): Promise<string> {
  const response = await fetch(`${CAPTURE}/__requests`);
  return JSON.stringify(await response.json());
}

async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === name)?.value;
}

/** Everything PostHog could have stored on the device. */
async function analyticsStorage(page: Page, context: BrowserContext): Promise<string[]> {
  const cookies = (await context.cookies()).map((c) => c.name).filter((n) => n.startsWith("ph_") || n.startsWith("__ph"));
  const storage = await page.evaluate(() =>
    [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((k) => k.startsWith("ph_") || k.startsWith("__ph")),
  );
  return [...cookies, ...storage];
}

/** A visitor who accepted analytics earlier and was bucketed into `variant`. */
async function consentedVisitor(browser: Browser, variant: "1" | "2" | "3" = "1") {
  const context = await asPerson(await browser.newContext({ locale: "en-US" }));
  const vid = crypto.randomUUID();
  const url = test.info().project.use.baseURL as string;
  await context.addCookies([
    { name: "attestra_consent", value: "granted", url },
    { name: "attestra_vid", value: vid, url },
    { name: "attestra_home_variant", value: variant, url },
  ]);
  return { context, vid, page: await context.newPage() };
}

const names = (events: CapturedEvent[]) => events.map((e) => e.event);
const EXPOSURE = "$feature_flag_called";
const KEYS = "control,landing2,landing3";

/** Exposures PostHog Experiments would count for this visitor (capture server, PostHog's own predicates). */
async function exposuresFor(vid: string): Promise<{ distinct_id: string; variant: string; timestamp: string }[]> {
  const response = await fetch(`${CAPTURE}/__exposures?flag=home-variant&variants=${KEYS}`);
  return ((await response.json()) as { distinct_id: string; variant: string; timestamp: string }[]).filter((e) => e.distinct_id === vid);
}

/** The variation key the proxy served to this browser (attestra_home_served). */
async function servedKey(context: BrowserContext): Promise<string | undefined> {
  return (await cookieValue(context, "attestra_home_served"))?.split("~")[1];
}

/**
 * posthog-js drops events from automated browsers (navigator.webdriver, the
 * HeadlessChrome brand), as it should in production. The tests stand in for a
 * person, so each context presents itself as a regular Chrome.
 */
async function asPerson(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false });
    Object.defineProperty(Navigator.prototype, "userAgentData", {
      get: () => ({ brands: [{ brand: "Chromium", version: "140" }], mobile: false, platform: "Linux", getHighEntropyValues: async () => ({}) }),
    });
  });
  return context;
}

test("nothing is sent or stored by analytics before consent; accepting stores PostHog's id and starts sending", async ({ browser }) => {
  const context = await asPerson(await browser.newContext({ locale: "en-US" }));
  const page = await context.newPage();
  const ingest: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/ingest")) ingest.push(r.url());
  });
  await gotoHydrated(page, "/pricing");
  const banner = page.getByRole("region", CONSENT_BANNER);
  await expect(banner).toBeVisible();
  await gotoHydrated(page, "/");
  await expect(banner).toBeVisible();
  await page.waitForLoadState("networkidle"); // whatever the page sends has been sent
  expect(await analyticsStorage(page, context)).toEqual([]);
  expect(ingest).toEqual([]);
  expect(await cookieValue(context, "attestra_consent")).toBeUndefined();

  await banner.getByRole("button", { name: "Accept analytics" }).click();
  await expect(banner).toBeHidden();
  expect(await cookieValue(context, "attestra_consent")).toBe("granted");
  await expect.poll(() => analyticsStorage(page, context)).not.toEqual([]);
  const vid = (await cookieValue(context, "attestra_vid")) as string;
  // The current page view (and its exposure) is counted once the visitor accepts.
  await expect.poll(async () => names(await eventsFor(vid))).toEqual(expect.arrayContaining(["$pageview", EXPOSURE]));

  await reloadHydrated(page);
  await expect(page.getByRole("region", CONSENT_BANNER)).toBeHidden();
  await context.close();
});

test("declining stores nothing and sends nothing; the footer's Cookie settings can change the choice", async ({ browser }) => {
  const context = await asPerson(await browser.newContext({ locale: "en-US" }));
  const page = await context.newPage();
  const ingest: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/ingest")) ingest.push(r.url());
  });
  await gotoHydrated(page, "/pricing");
  await page.getByRole("region", CONSENT_BANNER).getByRole("button", { name: "Decline" }).click();
  expect(await cookieValue(context, "attestra_consent")).toBe("denied");
  await gotoHydrated(page, "/");
  await expect(page.getByRole("region", CONSENT_BANNER)).toBeHidden();
  await page.waitForLoadState("networkidle"); // whatever the page sends has been sent
  expect(await analyticsStorage(page, context)).toEqual([]);
  expect(ingest).toEqual([]);

  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
  const banner = page.getByRole("region", CONSENT_BANNER);
  await expect(banner).toContainText("Current choice: analytics declined.");
  await banner.getByRole("button", { name: "Accept analytics" }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => analyticsStorage(page, context)).not.toEqual([]);
  await expect.poll(() => ingest.length).toBeGreaterThan(0);

  // Withdrawing consent removes what PostHog stored.
  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
  await expect(banner).toContainText("Current choice: analytics accepted.");
  await banner.getByRole("button", { name: "Decline" }).click();
  await expect.poll(() => analyticsStorage(page, context)).toEqual([]);
  await context.close();
});

test("the consent banner is translated", async ({ browser }) => {
  const context = await browser.newContext({ locale: "de-DE" });
  const page = await context.newPage();
  await gotoHydrated(page, "/de/pricing");
  const banner = page.getByRole("region", { name: "Einwilligung zur Webanalyse" });
  await expect(banner.getByRole("button", { name: "Zulassen" })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("button", { name: "Cookie-Einstellungen" })).toBeVisible();
  await context.close();
});

test("the home exposure is sent exactly once per home page view, with the variation served", async ({ browser }) => {
  // A sticky value of the first release ("2"): the proxy maps it to today's key and serves landing2.
  const { context, vid, page } = await consentedVisitor(browser, "2");
  await gotoHydrated(page, "/");
  await expect.poll(async () => (await exposuresFor(vid)).length).toBe(1);
  let exposures = (await eventsFor(vid)).filter((e) => e.event === EXPOSURE);
  expect(exposures).toHaveLength(1);
  expect(exposures[0]?.properties).toMatchObject({
    $feature_flag: "home-variant",
    $feature_flag_response: "landing2",
    "$feature/home-variant": "landing2",
    experiment_key: "home-variant",
    variation_id: "landing2",
    bucket_version: 0,
    hash_version: 2,
    home_variant: "landing2",
    locale: "en",
  });
  expect(exposures[0]?.properties.payload_version).toMatch(/^\d{14,20}$/);

  // A second view is a second exposure; a page that is not home is none; a forced (QA) view is none.
  await reloadHydrated(page);
  await expect.poll(async () => (await exposuresFor(vid)).length).toBe(2);
  const pageviews = async () => (await eventsFor(vid)).filter((e) => e.event === "$pageview").length;
  await gotoHydrated(page, "/pricing");
  // Wait for this view to be sent: leaving at once can drop it while posthog-js is still loading.
  await expect.poll(pageviews).toBe(3);
  await gotoHydrated(page, "/?home-variant=3");
  await expect.poll(pageviews).toBe(4);
  // Events are sent in order: a later event arriving proves the forced view's exposure was never sent.
  await gotoHydrated(page, "/pricing");
  await expect.poll(pageviews).toBe(5);
  exposures = (await eventsFor(vid)).filter((e) => e.event === EXPOSURE);
  expect(exposures).toHaveLength(2);
  // Every event after the home view carries the viewed variation as PostHog's feature property.
  const last = (await eventsFor(vid)).filter((e) => e.event === "$pageview").at(-1);
  expect(last?.properties["$feature/home-variant"]).toBe("landing2");
  await context.close();
});

test("consent given on a later page still sends the one exposure, with the served variant and its original time", async ({ browser }) => {
  const context = await asPerson(await browser.newContext({ locale: "en-US" }));
  const page = await context.newPage();
  await gotoHydrated(page, "/");
  const served = await servedKey(context);
  expect(["control", "landing2", "landing3"]).toContain(served);
  const vid = (await cookieValue(context, "attestra_vid")) as string;
  const viewedAt = Date.now();
  // The exposure is held on the device once the home has recorded it (after hydration, in an effect): a person
  // takes longer than that to click, a test need not (it once clicked first, and the exposure was never recorded).
  await expect.poll(async () => (await pendingExposures(page)).map((e) => e.props.$feature_flag_response)).toEqual([served]);
  // Leave home inside the site (client navigation), then accept there.
  await page.locator('main a[href*="/book-demo?cta="]').first().click();
  await expect(page).toHaveURL(/\/book-demo/);
  await page.getByRole("region", CONSENT_BANNER).getByRole("button", { name: "Accept analytics" }).click();
  await expect.poll(async () => (await exposuresFor(vid)).map((e) => e.variant)).toEqual([served]);
  const [exposure] = await exposuresFor(vid);
  const pageview = (await eventsFor(vid)).find((e) => e.event === "$pageview");
  // Held with its original timestamp: before the page view sent on consent.
  expect(Date.parse(exposure?.timestamp ?? "")).toBeLessThanOrEqual(Date.parse(pageview?.timestamp ?? ""));
  expect(Date.parse(exposure?.timestamp ?? "")).toBeGreaterThanOrEqual(viewedAt - 5_000);
  await context.close();
});

/** The exposures kept in local storage until the consent decision (src/analytics/track.ts). */
async function pendingExposures(page: Page): Promise<{ props: Record<string, unknown>; timestamp: string; uuid: string }[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem("attestra_pending_exposures") ?? "[]"));
}

test("consent given after a full page load through a header link sends the one exposure, with the served variant and its time", async ({ browser }) => {
  const context = await asPerson(await browser.newContext({ locale: "en-US" }));
  const page = await context.newPage();
  await page.goto("/");
  await waitForHydration(page);
  const served = await servedKey(context);
  const vid = (await cookieValue(context, "attestra_vid")) as string;
  // Kept on the device (listed in the privacy notice) until the visitor decides.
  await expect.poll(async () => (await pendingExposures(page)).map((e) => e.props.$feature_flag_response)).toEqual([served]);
  const [kept] = await pendingExposures(page);
  // The header's links are plain anchors: a full page load (the marker does not survive it).
  await page.evaluate(() => {
    window.__sameDocument = true;
  });
  const header = page.getByRole("banner");
  await header.getByRole("button", { name: "Platform" }).click();
  await header.locator('a[href="/pricing"]:visible').first().click();
  await expect(page).toHaveURL(/\/pricing$/);
  expect(await page.evaluate(() => window.__sameDocument)).toBeUndefined();
  await page.getByRole("region", CONSENT_BANNER).getByRole("button", { name: "Accept analytics" }).click();
  await expect.poll(async () => (await exposuresFor(vid)).map((e) => e.variant)).toEqual([served]);
  const [exposure] = await exposuresFor(vid);
  expect(Date.parse(exposure?.timestamp ?? "")).toBe(Date.parse(kept?.timestamp ?? ""));
  expect(await pendingExposures(page)).toEqual([]);
  // Sent once: a later page view arriving proves no second copy follows.
  await page.goto("/security");
  await expect.poll(async () => (await eventsFor(vid)).filter((e) => e.event === "$pageview" && e.properties.path === "/security").length).toBe(1);
  expect(await exposuresFor(vid)).toHaveLength(1);
  await context.close();
});

test("consent given on a later visit sends the one exposure of the earlier home view, with its variant and time", async ({ browser }) => {
  const first = await asPerson(await browser.newContext({ locale: "en-US" }));
  const page = await first.newPage();
  await page.goto("/");
  const served = await servedKey(first);
  const vid = (await cookieValue(first, "attestra_vid")) as string;
  await expect.poll(async () => (await pendingExposures(page)).length).toBe(1);
  const [kept] = await pendingExposures(page);
  // The browser is closed without a decision; the next visit (cookies and local storage kept) starts on /pricing.
  const state = await first.storageState();
  await first.close();
  const later = await asPerson(await browser.newContext({ locale: "en-US", storageState: state }));
  const again = await later.newPage();
  await again.goto("/pricing");
  await again.getByRole("region", CONSENT_BANNER).getByRole("button", { name: "Accept analytics" }).click();
  await expect.poll(async () => (await exposuresFor(vid)).map((e) => e.variant)).toEqual([served]);
  expect(Date.parse((await exposuresFor(vid))[0]?.timestamp ?? "")).toBe(Date.parse(kept?.timestamp ?? ""));
  expect(await pendingExposures(again)).toEqual([]);
  await again.reload();
  await expect.poll(async () => (await eventsFor(vid)).filter((e) => e.event === "$pageview" && e.properties.path === "/pricing").length).toBe(2);
  expect(await exposuresFor(vid)).toHaveLength(1);
  await later.close();
});

test("an exposure held for the decision is dropped when the visitor declines", async ({ browser }) => {
  const context = await asPerson(await browser.newContext({ locale: "en-US" }));
  const page = await context.newPage();
  await gotoHydrated(page, "/");
  const vid = (await cookieValue(context, "attestra_vid")) as string;
  const banner = page.getByRole("region", CONSENT_BANNER);
  await expect.poll(async () => (await pendingExposures(page)).length).toBe(1);
  await banner.getByRole("button", { name: "Decline" }).click();
  // Declining deletes the kept exposure.
  await expect.poll(async () => (await pendingExposures(page)).length).toBe(0);
  // Changing one's mind later on another page starts counting from then on: the declined view is never sent.
  await gotoHydrated(page, "/pricing");
  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
  await banner.getByRole("button", { name: "Accept analytics" }).click();
  await expect.poll(async () => names(await eventsFor(vid))).toContain("$pageview");
  expect(await exposuresFor(vid)).toEqual([]);
  await context.close();
});

test("one person: the visitor id is PostHog's distinct id when consent comes on /pricing first, and after withdraw and re-consent", async ({ browser }) => {
  const context = await asPerson(await browser.newContext({ locale: "en-US" }));
  const page = await context.newPage();
  await gotoHydrated(page, "/pricing");
  expect(await cookieValue(context, "attestra_vid")).toBeUndefined();
  const banner = page.getByRole("region", CONSENT_BANNER);
  await banner.getByRole("button", { name: "Accept analytics" }).click();
  await expect.poll(() => cookieValue(context, "attestra_vid")).toMatch(/^[0-9a-f-]{36}$/);
  const vid = (await cookieValue(context, "attestra_vid")) as string;
  await expect.poll(async () => names(await eventsFor(vid))).toContain("$pageview");
  // The proxy keeps the browser-made id; the home view is the same person.
  await gotoHydrated(page, "/");
  expect(await cookieValue(context, "attestra_vid")).toBe(vid);
  await expect.poll(async () => (await exposuresFor(vid)).length).toBe(1);
  // Withdraw and re-consent on one page.
  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
  await banner.getByRole("button", { name: "Decline" }).click();
  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
  await banner.getByRole("button", { name: "Accept analytics" }).click();
  await gotoHydrated(page, "/pricing");
  // The page view after re-consent arrives under the same id (a second person would leave this at 1).
  await expect.poll(async () => (await eventsFor(vid)).filter((e) => e.event === "$pageview" && e.properties.path === "/pricing").length).toBe(2);
  // Every event this browser sent (its device id is the visitor id too) belongs to the one distinct id.
  const mine = (await allEvents()).filter((e) => e.properties.$device_id === vid || e.distinct_id === vid);
  expect(new Set(mine.map((e) => e.distinct_id))).toEqual(new Set([vid]));
  await context.close();
});

// FIXME (left open): times out on the merged build (45 s, twice); the same rule (a forced view is neither
// exposed nor attributed to a lead) is covered by src/experiments/home-proxy.test.ts and src/leads/intake/lead-handler.test.ts.
test("a forced view is not exposed and a lead sent after it is not attributed to it", async ({ browser }) => {
  const context = await asPerson(await browser.newContext({ locale: "en-US" }));
  const url = test.info().project.use.baseURL as string;
  await context.addCookies([{ name: "attestra_consent", value: "granted", url }]);
  const page = await context.newPage();
  // The e2e server's bot timing is off (LEADS_MIN_FILL_MS / LEADS_MIN_INTERACTION_MS = 0, playwright.config.ts).
  await gotoHydrated(page, "/?home-variant=3");
  const vid = (await cookieValue(context, "attestra_vid")) as string;
  expect(await cookieValue(context, "attestra_home_served")).toBeUndefined();
  await page.locator('main a[href*="/book-demo?cta="]').first().click();
  await page.waitForURL(/\/book-demo\?/);
  await waitForHydration(page);
  const form = page.getByRole("main");
  await form.getByRole("textbox", { name: /^Work email/ }).fill(`forced-${Date.now()}@example.com`);
  await form.getByRole("textbox", { name: /^Company/ }).fill("Forcedcorp");
  await form.getByLabel(/^Your role/).selectOption("controller");
  await form.getByLabel(/^ERP system/).selectOption("netsuite");
  await form.getByLabel(/^Monthly invoice volume/).selectOption("1-5k");
  await form.getByLabel(/^Primary goal/).selectOption("faster-close");
  await page.getByRole("button", { name: "Request my demo" }).click();
  await expect(page.getByRole("heading", { name: "Demo request received!" })).toBeVisible();
  await expect.poll(async () => names(await eventsFor(vid))).toContain("lead_created");
  const lead = (await eventsFor(vid)).find((e) => e.event === "lead_created");
  expect(lead?.properties.home_variant).toBe("");
  expect(lead?.properties["$feature/home-variant"]).toBeUndefined();
  expect(await exposuresFor(vid)).toEqual([]);
  await context.close();
});

test("book-demo funnel: home view -> CTA -> form viewed -> form succeeded, without personal data", async ({ browser }) => {
  const { context, vid, page } = await consentedVisitor(browser, "1");
  const email = `funnel-${Date.now()}@example.com`;
  const company = `Funnelcorp ${Date.now()}`;
  await gotoHydrated(page, "/");
  await expect.poll(async () => names(await eventsFor(vid))).toContain(EXPOSURE);

  const cta = page.locator('main a[href*="/book-demo?cta="]').first();
  const ctaId = new URL((await cta.getAttribute("href")) as string, "http://x").searchParams.get("cta");
  await cta.click();
  await expect(page).toHaveURL(/\/book-demo\?cta=/);
  const form = page.getByRole("main");
  await form.getByRole("textbox", { name: /^Work email/ }).fill(email);
  await form.getByRole("textbox", { name: /^Company/ }).fill(company);
  await form.getByLabel(/^Your role/).selectOption("controller");
  await form.getByLabel(/^ERP system/).selectOption("netsuite");
  await form.getByLabel(/^Monthly invoice volume/).selectOption("1-5k");
  await form.getByLabel(/^Primary goal/).selectOption("faster-close");
  await page.getByRole("button", { name: "Request my demo" }).click();
  await expect(page.getByRole("heading", { name: "Demo request received!" })).toBeVisible();

  const funnel = [EXPOSURE, "cta_clicked", "form_viewed", "form_started", "form_submitted", "form_succeeded"];
  await expect.poll(async () => names(await eventsFor(vid)).filter((n) => funnel.includes(n))).toEqual(funnel);
  // The server confirms the stored lead once, with the same distinct id, after the submission.
  await expect.poll(async () => names(await eventsFor(vid)).filter((n) => n === "lead_created")).toEqual(["lead_created"]);

  const events = await eventsFor(vid);
  const click = events.find((e) => e.event === "cta_clicked");
  expect(click?.properties).toMatchObject({ id: ctaId, location: "/", target: "/book-demo", locale: "en", home_variant: "control", "$feature/home-variant": "control" });
  expect(events.find((e) => e.event === "form_succeeded")?.properties).toMatchObject({ form: "book-demo", locale: "en" });
  const lead = events.find((e) => e.event === "lead_created");
  expect(lead?.properties).toMatchObject({ form: "book-demo", home_variant: "control", "$feature/home-variant": "control", cta: ctaId });
  // PostHog Experiments' metric predicate attributes the lead to the served variation.
  const metric = await (await fetch(`${CAPTURE}/__metric?flag=home-variant&variants=${KEYS}&event=lead_created`)).json();
  expect(metric.filter((m: { distinct_id: string }) => m.distinct_id === vid).map((m: { variant: string }) => m.variant)).toEqual(["control"]);
  const submitted = events.find((e) => e.event === "form_submitted");
  expect(Date.parse(lead?.timestamp ?? "")).toBeGreaterThanOrEqual(Date.parse(submitted?.timestamp ?? ""));
  expect(names(events).filter((n) => n === "form_failed")).toEqual([]);

  // Nothing the visitor typed reaches analytics, in any event or raw request.
  const everything = JSON.stringify(events) + (await rawBodies());
  expect(everything).not.toContain(email);
  expect(everything).not.toContain(email.split("@")[0]);
  expect(everything).not.toContain(company);
  await context.close();
});

test("scorecard funnel: started -> 7 answers -> completed -> book-demo", async ({ browser }) => {
  const { context, vid, page } = await consentedVisitor(browser, "1");
  await gotoHydrated(page, "/solutions/30-day-performance-pilot");
  const question = page.getByTestId("scorecard-question");
  for (let i = 0; i < 7; i++) {
    await expect(question).toContainText(`${i + 1}`);
    await question.getByRole("radio").first().click();
  }
  await expect(page.getByTestId("scorecard-results")).toBeVisible();
  await page.locator('a[href*="/book-demo?"][href*="cta=scorecard-results"]').click();
  await expect(page).toHaveURL(/\/book-demo\?/);

  const funnel = ["scorecard_started", ...Array(7).fill("scorecard_question_answered"), "scorecard_completed", "cta_clicked", "form_viewed"];
  await expect.poll(async () => names(await eventsFor(vid)).filter((n) => funnel.includes(n))).toEqual(funnel);
  const events = await eventsFor(vid);
  const answers = events.filter((e) => e.event === "scorecard_question_answered").map((e) => e.properties.index);
  expect(answers).toEqual([0, 1, 2, 3, 4, 5, 6]);
  const completed = events.find((e) => e.event === "scorecard_completed");
  expect(completed?.properties).toMatchObject({ mode: "quick", locale: "en" });
  expect(typeof completed?.properties.score).toBe("number");
  expect(["A", "B/C", "D/F"]).toContain(completed?.properties.grade);
  expect(events.find((e) => e.event === "cta_clicked")?.properties).toMatchObject({ id: "scorecard-results", target: "/book-demo" });
  await context.close();
});

test("switching the language is reported as locale_switched", async ({ browser }) => {
  const { context, vid, page } = await consentedVisitor(browser);
  await gotoHydrated(page, "/pricing");
  await expect.poll(async () => names(await eventsFor(vid))).toContain("$pageview");
  await page.getByRole("contentinfo").getByRole("link", { name: "Français" }).click();
  await expect(page).toHaveURL(/\/fr\/pricing$/);
  await expect.poll(async () => (await eventsFor(vid)).find((e) => e.event === "locale_switched")?.properties).toMatchObject({
    from: "en",
    to: "fr",
  });
  await context.close();
});

test("the product live demo reports its controls as live_demo_interacted", async ({ browser }) => {
  const { context, vid, page } = await consentedVisitor(browser);
  await gotoHydrated(page, "/product");
  await expect(page.locator("section[data-ready='true']")).toBeVisible();
  await expect.poll(async () => names(await eventsFor(vid))).toContain("$pageview");
  await page.getByRole("button", { name: "Next step" }).click();
  await page.getByRole("button", { name: "Previous step" }).click();
  await expect
    .poll(async () => (await eventsFor(vid)).filter((e) => e.event === "live_demo_interacted").map((e) => e.properties.action))
    .toEqual(["next", "previous"]);
  await context.close();
});
