import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { ingestRewrites, trailingSlashRedirects } from "./ingest-rewrites";

// Next matches config routes with its compiled path-to-regexp, strictly (lib/build-custom-route.js).
const { pathToRegexp } = createRequire(import.meta.url)("next/dist/compiled/path-to-regexp") as {
  pathToRegexp: (source: string, keys: unknown[], options: object) => RegExp;
};
const matches = (source: string, path: string) => pathToRegexp(source, [], { strict: true, sensitive: false, delimiter: "/" }).test(path);
const firstMatch = <T extends { source: string }>(rules: T[], path: string) => rules.find((r) => matches(r.source, path));

describe("/ingest rewrite to PostHog", () => {
  const rules = ingestRewrites("https://eu.i.posthog.com/");

  it("forwards PostHog's slash-terminated endpoints with their slash", () => {
    expect(firstMatch(rules, "/ingest/e/")?.destination).toBe("https://eu.i.posthog.com/:path+/");
    expect(firstMatch(rules, "/ingest/i/v0/e/")?.destination).toBe("https://eu.i.posthog.com/:path+/");
    expect(firstMatch(rules, "/ingest/decide")?.destination).toBe("https://eu.i.posthog.com/:path*");
  });

  it("sends static files to PostHog's asset host on PostHog Cloud only", () => {
    expect(firstMatch(rules, "/ingest/static/array.js")?.destination).toBe("https://eu-assets.i.posthog.com/static/:path*");
    expect(ingestRewrites("http://localhost:4000").map((r) => r.source)).not.toContain("/ingest/static/:path*");
  });
});

describe("trailing-slash redirects (Next's own, minus /ingest)", () => {
  const rules = trailingSlashRedirects();
  it("redirects pages and files with a trailing slash", () => {
    expect(firstMatch(rules, "/pricing/")?.destination).toBe("/:notfile");
    expect(firstMatch(rules, "/fr/solutions/cfo/")?.destination).toBe("/:notfile");
    expect(firstMatch(rules, "/security-brief.pdf/")?.destination).toBe("/:file");
  });
  it("leaves /ingest/*, paths without a trailing slash and .well-known alone", () => {
    for (const path of ["/ingest/e/", "/ingest/i/v0/e/", "/pricing", "/", "/.well-known/security.txt/"]) {
      expect(firstMatch(rules, path)).toBeUndefined();
    }
  });
});
