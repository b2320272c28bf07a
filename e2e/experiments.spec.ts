import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./support/hydration";

/**
 * Home experiment (src/experiments, src/proxy.ts): the proxy buckets each
 * visitor on the locale roots and serves a prerendered variant page; the
 * assignment is stored in first-party cookies and kept across visits.
 */

const VID = "attestra_vid";
const VARIANT = "attestra_home_variant";
const SERVED = "attestra_home_served";
/** The page value (1-3) in the served-assignment cookie (`<experiment>~<key>~<value>~...`). */
const servedValue = (raw: string | undefined) => Number(raw?.split("~")[2]) as Variant;
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
type Variant = 1 | 2 | 3;

/** The h1 of each variation, read from pages that bypass bucketing. */
let headings: Record<Variant, string>;

async function h1(page: Page): Promise<string> {
  return ((await page.locator("h1").textContent()) ?? "").trim();
}

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name);
}

async function freshContext(browser: Browser, options: Parameters<Browser["newContext"]>[0] = {}) {
  return browser.newContext({ locale: "en-US", ...options });
}

test.beforeAll(async ({ browser }) => {
  const context = await freshContext(browser);
  const page = await context.newPage();
  const read = async (path: string) => {
    await page.goto(path);
    return h1(page);
  };
  headings = { 1: await read("/?home-variant=1"), 2: await read("/landing2"), 3: await read("/landing3") };
  await context.close();
  // The variants must be distinguishable for the assertions below to mean anything.
  expect(new Set(Object.values(headings)).size).toBe(3);
});

test("a first visit gets a visitor id and one variation, kept on reload and on return visits", async ({ browser }) => {
  const context = await freshContext(browser);
  const page = await context.newPage();
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  // Caching trap: a shared cache must not store one variant for everyone.
  expect(response?.headers()["cache-control"]).toBe("private, no-cache");

  const vid = await cookie(context, VID);
  const variantCookie = await cookie(context, VARIANT);
  expect(vid?.value).toMatch(/^[0-9a-f-]{36}$/);
  expect(vid?.path).toBe("/");
  expect(vid?.sameSite).toBe("Lax");
  expect(vid?.httpOnly).toBe(false);
  const yearFromNow = Date.now() / 1000 + 365 * 24 * 3600;
  expect(Math.abs((vid?.expires ?? 0) - yearFromNow)).toBeLessThan(120);
  expect(variantCookie?.value).toMatch(/^home-variant~0\.(control|landing2|landing3)$/);
  const variant = servedValue((await cookie(context, SERVED))?.value);
  expect([1, 2, 3]).toContain(variant);
  expect(await h1(page)).toBe(headings[variant]);

  for (let i = 0; i < 3; i++) {
    await page.reload();
    expect(await h1(page)).toBe(headings[variant]);
  }
  expect((await cookie(context, VID))?.value).toBe(vid?.value);

  // A return visit in a new browser session with the stored cookies.
  const stored = await context.cookies();
  await context.close();
  const later = await freshContext(browser);
  await later.addCookies(stored);
  const laterPage = await later.newPage();
  await laterPage.goto("/");
  expect(await h1(laterPage)).toBe(headings[variant]);
  expect((await cookie(later, VID))?.value).toBe(vid?.value);
  await later.close();
});

test("different visitors are spread over the variations", async ({ baseURL }) => {
  const seen = new Set<string>();
  for (let i = 0; i < 15 && seen.size < 3; i++) {
    // Plain fetch without cookies: each request is a new visitor.
    const response = await fetch(new URL("/", baseURL), { headers: { "accept-language": "en", "user-agent": "Mozilla/5.0 Chrome/140.0" }, redirect: "manual" });
    expect(response.status).toBe(200);
    const variant = response.headers.getSetCookie().map((h) => /attestra_home_served=home-variant~(control|landing2|landing3)~/.exec(h)?.[1]).find(Boolean);
    expect(variant).toMatch(/^(control|landing2|landing3)$/);
    seen.add(variant as string);
  }
  expect(seen.size).toBeGreaterThanOrEqual(2);
});

test("the locale roots are bucketed too, after next-intl's locale redirect", async ({ browser }) => {
  const context = await freshContext(browser, { locale: "fr-FR" });
  const page = await context.newPage();
  await page.goto("/");
  // next-intl negotiates first (Accept-Language), then the variant is served under /fr.
  expect(new URL(page.url()).pathname).toBe("/fr");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  const variant = servedValue((await cookie(context, SERVED))?.value);
  expect([1, 2, 3]).toContain(variant);
  const french = await h1(page);
  const direct = await context.newPage();
  await direct.goto(variant === 1 ? "/fr?home-variant=1" : `/fr/landing${variant}`);
  expect(french).toBe(await h1(direct));
  expect(french).not.toBe(headings[variant]);
  await context.close();
});

test("?home-variant=N forces a variation for QA without changing the stored one", async ({ browser }) => {
  const context = await freshContext(browser);
  const page = await context.newPage();
  await page.goto("/");
  const stored = (await cookie(context, VARIANT))?.value;
  const served = (await cookie(context, SERVED))?.value;
  for (const forced of [1, 2, 3] as const) {
    await page.goto(`/?home-variant=${forced}`);
    expect(await h1(page)).toBe(headings[forced]);
    expect((await cookie(context, VARIANT))?.value).toBe(stored);
    expect((await cookie(context, SERVED))?.value).toBe(served);
  }
  await page.goto("/");
  expect(await h1(page)).toBe(headings[servedValue(served)]);
  await context.close();
});

test("crawlers always get variation 1, no experiment cookies and no analytics", async ({ browser }) => {
  const context = await freshContext(browser, { userAgent: GOOGLEBOT });
  // Even with consent recorded, a crawler is never counted.
  await context.addCookies([{ name: "attestra_consent", value: "granted", url: test.info().project.use.baseURL as string }]);
  const page = await context.newPage();
  const ingest: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/ingest")) ingest.push(r.url());
  });
  for (let i = 0; i < 3; i++) {
    const response = await page.goto("/");
    expect(response?.headers()["cache-control"]).toBe("private, no-cache");
    expect(await h1(page)).toBe(headings[1]);
  }
  await page.waitForLoadState("networkidle"); // whatever the page sends has been sent
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).not.toContain(VID);
  expect(names).not.toContain(VARIANT);
  expect(ingest).toEqual([]);
  await context.close();
});

test("landing2 and landing3 stay reachable directly, without bucketing", async ({ browser }) => {
  const context = await freshContext(browser);
  const page = await context.newPage();
  for (const [path, variant] of [
    ["/landing2", 2],
    ["/landing3", 3],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(await h1(page)).toBe(headings[variant]);
    // The proxy does not run there (matcher: locale roots only): no assignment, cacheable as any page.
    const headers = await response?.allHeaders();
    expect(headers?.["set-cookie"] ?? "").not.toContain("attestra_");
    expect(headers?.["cache-control"]).not.toBe("private, no-cache");
  }
  await context.close();
});

/**
 * The proxy against a local GrowthBook stub (GrowthBook's `/api/features/<clientKey>` endpoint serving payloads in
 * its SDK format, src/experiments/fixtures): a second server (server.mjs) of the same build with GROWTHBOOK_CLIENT_KEY set.
 */
test.describe("with a local GrowthBook stub", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  let stubPort = 0;
  let appUrl = "";
  let payload: unknown = null;
  let stub: import("node:http").Server | null = null;
  let app: import("node:child_process").ChildProcess | null = null;

  test.beforeAll(async ({ browserName }, testInfo) => {
    expect(browserName).toBe("chromium");
    testInfo.setTimeout(180_000);
    const { createServer } = await import("node:http");
    const { spawn } = await import("node:child_process");
    const { readFile } = await import("node:fs/promises");
    const base = Number(new URL(testInfo.project.use.baseURL as string).port);
    stubPort = base + 97;
    const appPort = base + 96;
    appUrl = `http://localhost:${appPort}`;
    payload = JSON.parse(await readFile("src/experiments/fixtures/remote-growthbook-defaults.json", "utf8"));
    stub = createServer((req, res) => {
      if (req.url === "/api/features/sdk-e2e") {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify(payload));
      } else {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => stub?.listen(stubPort, "localhost", resolve));
    app = spawn(process.execPath, ["server.mjs", "-p", String(appPort), "-H", "localhost"], {
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: "1",
        GROWTHBOOK_CLIENT_KEY: "sdk-e2e",
        GROWTHBOOK_API_HOST: `http://localhost:${stubPort}`,
        GROWTHBOOK_TTL_SECONDS: "1",
        DATA_DIR: ".data/e2e-pglite-growthbook",
        LEADS_API_TOKEN: "e2e-leads-token-0123456789abcdef",
        IP_HASH_SALT: "e2e-salt-not-secret",
        LEADS_MIN_FILL_MS: "0",
        LEADS_MIN_INTERACTION_MS: "0",
        LEADS_RATE_SOFT_LIMIT: "1000",
        LEADS_RATE_HARD_LIMIT: "2000",
      },
      stdio: "ignore",
      detached: true,
    });
    // Ready when it serves a page (polls the server's answer, not a fixed delay).
    await expect
      .poll(async () => (await fetch(`${appUrl}/pricing`).catch(() => null))?.status ?? 0, { timeout: 150_000, intervals: [500] })
      .toBe(200);
  });

  test.afterAll(async () => {
    if (app?.pid) process.kill(-app.pid, "SIGTERM");
    await new Promise((resolve) => stub?.close(resolve));
  });

  /** What the stub serves from now on (each test sets its own: the proxy refetches within its 1 s TTL). */
  async function serve(fixture: string) {
    const { readFile } = await import("node:fs/promises");
    payload = JSON.parse(await readFile(`src/experiments/fixtures/${fixture}`, "utf8"));
  }

  async function servedFor(page: Page, context: BrowserContext) {
    await page.goto(`${appUrl}/`);
    return { raw: (await cookie(context, SERVED))?.value, sticky: (await cookie(context, VARIANT))?.value, heading: await h1(page) };
  }

  test("a remote payload that differs from the committed one is served and reported as served", async ({ browser }) => {
    // GrowthBook's own defaults: experiment key home-hero-test, inline keys "0","1","2", weights 0.2/0.4/0.4.
    // The first request may fall back while the payload loads; a visitor is assigned once it has arrived.
    await serve("remote-growthbook-defaults.json");
    const context = await freshContext(browser);
    const page = await context.newPage();
    await expect.poll(async () => (await servedFor(page, context)).raw ?? "").toMatch(/^home-hero-test~[012]~[123]~0~2~20261208090000000~0%3D0.2%2C1%3D0.4%2C2%3D0.4$/);
    const { raw, sticky, heading } = await servedFor(page, context);
    const value = servedValue(raw);
    const key = raw?.split("~")[1];
    expect(heading).toBe(headings[value]);
    expect(sticky).toBe(`home-hero-test~0.${key}`);
    expect({ "0": 1, "1": 2, "2": 3 }[key as "0" | "1" | "2"]).toBe(value);
    await context.close();
  });

  test("stopping the experiment with a released winner serves the winner to everyone, without exposure", async ({ browser }) => {
    await serve("remote-growthbook-defaults.json");
    const before = await freshContext(browser);
    const page = await before.newPage();
    await expect.poll(async () => (await servedFor(page, before)).raw ?? "").toMatch(/^home-hero-test~/);
    await serve("stopped-released-winner.json");
    // Once the proxy has the new payload, the assigned visitor (whatever arm they had) gets the winner and their
    // served cookie is removed: both at once, as a visitor assigned to arm 3 already saw its heading.
    await expect
      .poll(async () => {
        const { heading, raw } = await servedFor(page, before);
        return { heading, raw: raw ?? null };
      }, { timeout: 20_000 })
      .toEqual({ heading: headings[3], raw: null });
    for (let i = 0; i < 5; i++) {
      const context = await freshContext(browser);
      const p = await context.newPage();
      const { raw, heading } = await servedFor(p, context);
      expect(heading).toBe(headings[3]);
      expect(raw).toBeUndefined();
      await context.close();
    }
    await before.close();
  });

  /** The viewed assignment the browser wrote (attestra_home_seen), once the page has been shown. */
  async function seenOf(context: BrowserContext) {
    return (await cookie(context, "attestra_home_seen"))?.value;
  }

  /** A lead sent from the page, as the site's forms send it (same origin, the browser's cookies). */
  async function sendLead(page: Page, email: string) {
    const status = await page.evaluate(async (address) => {
      const response = await fetch("/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
        body: JSON.stringify({ name: "Eve", email: address, company: "Epsilon AG", outcome: "Close in 3 days", elapsedMs: 9000 }),
      });
      return response.status;
    }, email);
    expect(status).toBe(201);
  }

  /** The stored lead of `email` through the sales export, as an operator reads it. */
  async function storedLead(email: string): Promise<{ homeVariant: string | null } | undefined> {
    const response = await fetch(`${appUrl}/api/leads?format=json&include_quarantined=1`, { headers: { Authorization: "Bearer e2e-leads-token-0123456789abcdef" } });
    expect(response.status).toBe(200);
    return ((await response.json()) as { email: string; homeVariant: string | null }[]).find((l) => l.email === email);
  }

  for (const [change, fixture, ready] of [
    ["the winner is released", "stopped-released-winner.json", "winner"],
    ["the experiment is removed", "experiment-removed.json", "default"],
    ["it is re-randomised with minBucketVersion raised", "min-bucket-version.json", "rerun"],
  ] as const) {
    test(`visitors who viewed the running experiment come back after ${change}: their leads carry no stale variant`, async ({ browser }) => {
      test.setTimeout(300_000);
      await serve("running.json");
      const visitors: { context: BrowserContext; page: Page; key: string }[] = [];
      for (let i = 0; i < 4; i++) {
        const context = await freshContext(browser);
        const page = await context.newPage();
        // The proxy picks up the running payload within its 1 s TTL; the browser then writes what it showed.
        await expect.poll(async () => (await servedFor(page, context)).raw ?? "", { timeout: 60_000 }).toMatch(/^home-variant~(control|landing2|landing3)~[123]~0~/);
        await expect.poll(() => seenOf(context)).toMatch(/^home-variant~(control|landing2|landing3)~/);
        visitors.push({ context, page, key: ((await seenOf(context)) ?? "").split("~")[1] as string });
      }
      await serve(fixture);
      // Wait until the proxy serves the new payload: what a new visitor (a plain request) is served.
      await expect
        .poll(
          async () => {
            const response = await fetch(`${appUrl}/`, { headers: { "user-agent": "Mozilla/5.0 Chrome/140.0", "accept-language": "en" }, redirect: "manual" });
            await response.arrayBuffer();
            const served = response.headers.getSetCookie().find((h) => h.startsWith(`${SERVED}=`)) ?? "";
            return ready === "rerun" ? /^attestra_home_served=home-variant~[a-z0-9]+~[123]~1~/.test(served) : served === "";
          },
          { timeout: 60_000 },
        )
        .toBe(true);
      for (const [i, { context, page }] of visitors.entries()) {
        const { raw, heading } = await servedFor(page, context);
        expect(raw).toBeUndefined();
        expect(heading).toBe(ready === "winner" ? headings[3] : headings[1]);
        await waitForHydration(page);
        // Nothing of the old assignment is left for a lead or an event.
        expect(await seenOf(context)).toBeUndefined();
        const email = `lifecycle-${ready}-${i}-${Date.now()}@example.com`;
        await sendLead(page, email);
        await expect.poll(async () => (await storedLead(email)) !== undefined).toBe(true);
        expect((await storedLead(email))?.homeVariant).toBeNull();
      }
      // The control group: a lead sent while the visitor is still in the experiment carries the viewed variant.
      await serve("running.json");
      const control = visitors[0] as (typeof visitors)[number];
      await expect.poll(async () => (await servedFor(control.page, control.context)).raw ?? "", { timeout: 60_000 }).toMatch(/^home-variant~/);
      await expect.poll(() => seenOf(control.context)).toMatch(new RegExp(`^home-variant~${control.key}~`));
      const email = `lifecycle-${ready}-back-${Date.now()}@example.com`;
      await sendLead(control.page, email);
      await expect.poll(async () => (await storedLead(email))?.homeVariant).toBe(control.key);
      for (const { context } of visitors) await context.close();
    });
  }

  // 300 plain requests here (against the production build); src/experiments/simulated-experiment.test.ts runs 3,000
  // through the proxy step beside 3,300 viewing visitors.
  test("browserless visitors are not counted; visitors whose browser shows the page are, once each", async ({ browser }) => {
    test.skip(!process.env.DATABASE_URL, "reads the counts from PostgreSQL (DATABASE_URL); the simulated-experiment unit test covers the embedded database");
    test.setTimeout(240_000);
    const { Client } = await import("pg");
    // A run of its own (experiment key), so counts from other tests and runs cannot mix in.
    const experimentKey = `e2e-count-${Date.now()}`;
    const { readFile } = await import("node:fs/promises");
    const running = JSON.parse(await readFile("src/experiments/fixtures/running.json", "utf8"));
    running.features["home-variant"].rules[0].key = experimentKey;
    payload = running;
    const db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    const total = async () =>
      Number((await db.query("SELECT coalesce(sum(count), 0) AS n FROM home_assignment_counts WHERE experiment_key = $1", [experimentKey])).rows[0].n);
    try {
      // The proxy serves the new run (a plain request: it shows nothing, so it counts nothing).
      await expect
        .poll(
          async () => {
            const response = await fetch(`${appUrl}/`, { headers: { "user-agent": "Mozilla/5.0 Chrome/140.0", "accept-language": "en" }, redirect: "manual" });
            await response.arrayBuffer();
            return response.headers.getSetCookie().some((h) => h.startsWith(`${SERVED}=${experimentKey}~`));
          },
          { timeout: 60_000 },
        )
        .toBe(true);
      // Plain HTTP requests (curl, scripts, scanners that are not on the crawler list): served, never shown.
      const agents = ["curl/8.5.0", "Go-http-client/1.1", "python-requests/2.32.3", "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36"];
      let assigned = 0;
      for (let batch = 0; batch < 300 / 20; batch++) {
        await Promise.all(
          Array.from({ length: 20 }, async (_, i) => {
            const response = await fetch(`${appUrl}/`, { headers: { "user-agent": agents[i % agents.length] as string, "accept-language": "en" }, redirect: "manual" });
            expect(response.status).toBe(200);
            if (response.headers.getSetCookie().some((h) => h.startsWith(`attestra_home_served=${experimentKey}~`))) assigned++;
            await response.arrayBuffer();
          }),
        );
      }
      expect(assigned).toBe(300);
      // Chromium visitors: each counted once, however often it views the page.
      for (let i = 0; i < 3; i++) {
        const context = await freshContext(browser);
        const page = await context.newPage();
        await page.goto(`${appUrl}/`);
        await expect.poll(() => cookie(context, "attestra_home_counted").then((c) => c?.value)).toBe(`${experimentKey}.0`);
        await page.reload();
        await waitForHydration(page);
        await context.close();
      }
      // The tally reaches PostgreSQL within its 5 s flush.
      await expect.poll(total, { timeout: 30_000 }).toBe(3);
      // Nothing more arrives (the reloads and the plain requests stay uncounted): one more viewing visitor makes 4.
      const marker = await freshContext(browser);
      const markerPage = await marker.newPage();
      await markerPage.goto(`${appUrl}/`);
      await expect.poll(total, { timeout: 30_000 }).toBe(4);
      await marker.close();
    } finally {
      await db.end();
    }
  });
});

/**
 * Consent-gated experiments (EXPERIMENTS_REQUIRE_CONSENT=true): another server (server.mjs) of the same build with
 * the setting on, serving the committed payload.
 */
test.describe("with consent-gated experiments", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  let appUrl = "";
  let app: import("node:child_process").ChildProcess | null = null;

  test.beforeAll(async ({ browserName }, testInfo) => {
    expect(browserName).toBe("chromium");
    testInfo.setTimeout(180_000);
    const { spawn } = await import("node:child_process");
    const appPort = Number(new URL(testInfo.project.use.baseURL as string).port) + 95;
    appUrl = `http://localhost:${appPort}`;
    app = spawn(process.execPath, ["server.mjs", "-p", String(appPort), "-H", "localhost"], {
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: "1",
        EXPERIMENTS_REQUIRE_CONSENT: "true",
        DATA_DIR: ".data/e2e-pglite-consent-gated",
        LEADS_API_TOKEN: "e2e-leads-token-0123456789abcdef",
        IP_HASH_SALT: "e2e-salt-not-secret",
      },
      stdio: "ignore",
      detached: true,
    });
    await expect
      .poll(async () => (await fetch(`${appUrl}/pricing`).catch(() => null))?.status ?? 0, { timeout: 150_000, intervals: [500] })
      .toBe(200);
  });

  test.afterAll(async () => {
    if (app?.pid) process.kill(-app.pid, "SIGTERM");
  });

  test("no experiment cookie and the default page before consent; accepting starts the assignment", async ({ browser }) => {
    const context = await freshContext(browser);
    const page = await context.newPage();
    const views: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/api/experiments/view") views.push(r.url());
    });
    for (let i = 0; i < 2; i++) {
      await page.goto(`${appUrl}/`);
      await waitForHydration(page);
      expect(await h1(page)).toBe(headings[1]);
    }
    const before = (await context.cookies()).map((c) => c.name).filter((n) => n.startsWith("attestra_"));
    expect(before).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem("attestra_pending_exposures"))).toBeNull();
    expect(views).toEqual([]);

    await page.getByRole("region", { name: "Analytics consent" }).getByRole("button", { name: "Accept analytics" }).click();
    await expect.poll(() => cookie(context, "attestra_consent").then((c) => c?.value)).toBe("granted");
    // The next home view is assigned, shown and counted.
    await page.goto(`${appUrl}/`);
    const served = (await cookie(context, SERVED))?.value;
    expect(served).toMatch(/^home-variant~(control|landing2|landing3)~[123]~0~/);
    expect(await h1(page)).toBe(headings[servedValue(served)]);
    expect((await cookie(context, VARIANT))?.value).toMatch(/^home-variant~0\./);
    await expect.poll(() => cookie(context, "attestra_home_counted").then((c) => c?.value)).toBe("home-variant.0");
    await context.close();
  });
});
