import { type Browser, type BrowserContext, expect, type Page } from "@playwright/test";
import { test } from "./support/fixtures";

/**
 * Home experiment (src/experiments, src/proxy.ts): the proxy buckets each
 * visitor on the locale roots and serves a prerendered variant page; the
 * assignment is stored in first-party cookies and kept across visits.
 */

const VID = "attestra_vid";
const VARIANT = "attestra_home_variant";
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
  // Caching trap (platform notes): a shared cache must not store one variant for everyone.
  expect(response?.headers()["cache-control"]).toBe("private, no-cache");

  const vid = await cookie(context, VID);
  const variantCookie = await cookie(context, VARIANT);
  expect(vid?.value).toMatch(/^[0-9a-f-]{36}$/);
  expect(vid?.path).toBe("/");
  expect(vid?.sameSite).toBe("Lax");
  expect(vid?.httpOnly).toBe(false);
  const yearFromNow = Date.now() / 1000 + 365 * 24 * 3600;
  expect(Math.abs((vid?.expires ?? 0) - yearFromNow)).toBeLessThan(120);
  expect(["1", "2", "3"]).toContain(variantCookie?.value);
  const variant = Number(variantCookie?.value) as Variant;
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
    const variant = response.headers.getSetCookie().map((h) => /attestra_home_variant=(\d)/.exec(h)?.[1]).find(Boolean);
    expect(variant).toMatch(/^[123]$/);
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
  const variant = Number((await cookie(context, VARIANT))?.value) as Variant;
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
  for (const forced of [1, 2, 3] as const) {
    await page.goto(`/?home-variant=${forced}`);
    expect(await h1(page)).toBe(headings[forced]);
    expect((await cookie(context, VARIANT))?.value).toBe(stored);
  }
  await page.goto("/");
  expect(await h1(page)).toBe(headings[Number(stored) as Variant]);
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
  await page.waitForTimeout(1_500);
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
