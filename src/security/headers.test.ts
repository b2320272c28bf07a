import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { API_CSP, PAGE_CSP, securityHeaders } from "./headers";

// The matcher Next itself uses for `headers()` sources (untyped, hence require).
const { pathToRegexp } = createRequire(import.meta.url)("next/dist/compiled/path-to-regexp") as {
  pathToRegexp: (source: string, keys: unknown[], options: { strict: boolean; sensitive: boolean; delimiter: string }) => RegExp;
};

// Next compiles `source` with path-to-regexp (strict, case-insensitive); every matching rule applies.
function rulesFor(pathname: string) {
  return securityHeaders().filter((rule) => pathToRegexp(rule.source, [], { strict: true, sensitive: false, delimiter: "/" }).test(pathname));
}

function cspValues(pathname: string): string[] {
  return rulesFor(pathname).flatMap((rule) => rule.headers.filter((h) => h.key === "Content-Security-Policy").map((h) => h.value));
}

describe("security header rules", () => {
  it.each(["/", "/pricing", "/fr", "/fr/solutions/cfo", "/og/en/pricing.png", "/_next/static/chunks/a.js", "/apis", "/sitemap.xml"])(
    "%s gets exactly the page policy",
    (pathname) => {
      expect(cspValues(pathname)).toEqual([PAGE_CSP]);
    },
  );

  it.each(["/api", "/api/", "/api/leads", "/api/book-demo", "/API/newsletter"])("%s gets exactly the API policy and no-store", (pathname) => {
    expect(cspValues(pathname)).toEqual([API_CSP]);
    const headers = rulesFor(pathname).flatMap((rule) => rule.headers);
    expect(headers.filter((h) => h.key === "Cache-Control").map((h) => h.value)).toEqual(["no-store"]);
  });

  it("never sends a header key twice on one path", () => {
    for (const pathname of ["/", "/pricing", "/api/leads"]) {
      const keys = rulesFor(pathname).flatMap((rule) => rule.headers.map((h) => h.key.toLowerCase()));
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it("the page policy locks down framing, plugins, base and forms, and allows no third-party origin", () => {
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "default-src 'self'"]) {
      expect(PAGE_CSP).toContain(directive);
    }
    expect(PAGE_CSP).not.toMatch(/https?:|\*/);
    expect(API_CSP).toMatch(/^default-src 'none'/);
  });
});
