import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";

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
    await expect.poll(async () => (await servedFor(page, context)).raw ?? "").toMatch(/^home-hero-test~[012]~[123]~0~2~20261208090000000$/);
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
});
