import { type APIResponse, expect, test } from "@playwright/test";
import { ALL_PAGES } from "../src/config/site-pages";
import { API_CSP, PERMISSIONS_POLICY, pageCsp } from "../src/security/headers";

declare global {
  interface Window {
    /** In the page: the CSP violations the page reported (collected by an init script). */
    __cspViolations?: string[];
  }
}

/**
 * Security headers gate (README, "Quality gates"): the exact header set on a
 * page, on `/` (answered through the proxy), on an API response and on a 404;
 * and no page of the site trips its own Content-Security-Policy.
 */
const PAGE_CSP = pageCsp(false); // the server under test is a production build

const COMMON: Record<string, string> = {
  "strict-transport-security": "max-age=63072000; includeSubDomains; preload",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": PERMISSIONS_POLICY,
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "x-frame-options": "DENY",
};

/** Every value a header has in the response (a header sent twice shows up twice). */
function values(response: APIResponse, name: string): string[] {
  return response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === name)
    .map((h) => h.value);
}

function expectSecurityHeaders(response: APIResponse, csp: string) {
  for (const [name, value] of Object.entries(COMMON)) {
    expect.soft(values(response, name), name).toEqual([value]);
  }
  // Exactly one policy: two CSP headers would both be enforced.
  expect.soft(values(response, "content-security-policy"), "content-security-policy").toEqual([csp]);
  expect.soft(values(response, "x-powered-by"), "no x-powered-by").toEqual([]);
}

test.describe("security headers", () => {
  test("a prerendered page carries the page policy", async ({ request }) => {
    const response = await request.get("/pricing");
    expect(response.status()).toBe(200);
    expectSecurityHeaders(response, PAGE_CSP);
  });

  test("a localized page and a social image carry it too", async ({ request }) => {
    for (const path of ["/fr/pricing", "/og/en/pricing.png"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expectSecurityHeaders(response, PAGE_CSP);
    }
  });

  test("/ (answered through the proxy) carries the page policy and is not cached by shared caches", async ({ request }) => {
    const response = await request.get("/", { headers: { "Accept-Language": "en-US,en;q=0.9" }, maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expectSecurityHeaders(response, PAGE_CSP);
    // The home experiment serves different variants at one URL: a shared cache must not store one variant for everyone.
    expect(response.headers()["cache-control"]).toMatch(/\bprivate\b/);
  });

  test("an API error response gets the deny-all policy and no-store, and only those", async ({ request, baseURL }) => {
    // Same-origin (the lead API refuses other origins first), wrong content type: 415.
    const response = await request.post("/api/newsletter", {
      data: "email=a@b.example",
      headers: { "Content-Type": "text/plain", Origin: baseURL ?? "" },
    });
    expect(response.status()).toBe(415);
    expectSecurityHeaders(response, API_CSP);
    expect(values(response, "cache-control")).toEqual(["no-store"]);
  });

  test("the leads export without a token gets the API headers", async ({ request }) => {
    const response = await request.get("/api/leads");
    expect([401, 403, 404]).toContain(response.status());
    expectSecurityHeaders(response, API_CSP);
    expect(values(response, "cache-control")).toEqual(["no-store"]);
  });

  test("every cookie the server sets is Secure and SameSite=Lax (Observatory counts any that is not)", async ({ playwright, baseURL }) => {
    // A fresh context each time: the first visit to a home page sets the visitor id and variant cookies, and a
    // locale that differs from Accept-Language sets NEXT_LOCALE.
    const names = new Set<string>();
    for (const path of ["/fr", "/"]) {
      const request = await playwright.request.newContext({ baseURL });
      const response = await request.get(path, { headers: { "Accept-Language": "de-DE,de;q=0.9" }, maxRedirects: 0 });
      const cookies = values(response, "set-cookie");
      for (const cookie of cookies) {
        const name = cookie.slice(0, cookie.indexOf("="));
        names.add(name);
        expect.soft(cookie, `${path}: ${name}`).toMatch(/;\s*secure(;|$)/i);
        expect.soft(cookie, `${path}: ${name}`).toMatch(/;\s*samesite=lax(;|$)/i);
      }
      await request.dispose();
    }
    expect([...names].sort()).toEqual(expect.arrayContaining(["NEXT_LOCALE", "attestra_home_variant", "attestra_vid"]));
  });

  test("a 404 page carries the page policy", async ({ request }) => {
    for (const path of ["/no-such-page-here", "/de/no-such-page-here"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expectSecurityHeaders(response, PAGE_CSP);
    }
  });
});

test.describe("Content-Security-Policy in the browser", () => {
  test("no page of the site violates its own policy or logs a header error", async ({ page }) => {
    test.setTimeout(240_000);
    await page.addInitScript(() => {
      const violations: string[] = [];
      window.__cspViolations = violations;
      document.addEventListener("securitypolicyviolation", (e) => {
        violations.push(`${e.violatedDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`);
      });
    });
    const problems: string[] = [];
    page.on("console", (message) => {
      const text = message.text();
      if (/Content Security Policy|Permissions-Policy|Permissions Policy/i.test(text)) problems.push(`${page.url()}: ${text}`);
    });
    for (const path of ["/", ...ALL_PAGES.filter((p) => p !== "/"), "/fr"]) {
      const response = await page.goto(path, { waitUntil: "load" });
      expect.soft(response?.status(), `${path} answers 200`).toBe(200);
      // Let client components hydrate and fire their first effects (analytics, experiments).
      await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
      const violations = (await page.evaluate(() => window.__cspViolations)) ?? [];
      for (const v of violations) problems.push(`${path}: ${v}`);
    }
    expect(problems).toEqual([]);
  });

  test("the policy is enforced, not just sent: a frame from another origin is refused", async ({ page }) => {
    await page.goto("/pricing");
    const blocked = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener("securitypolicyviolation", (e) => resolve(e.effectiveDirective), { once: true });
          const frame = document.createElement("iframe");
          frame.src = "https://example.com/";
          document.body.append(frame);
          setTimeout(() => resolve("none"), 3_000);
        }),
    );
    expect(blocked).toBe("frame-src");
  });
});
