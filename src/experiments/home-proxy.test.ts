import { getRewrittenUrl } from "next/experimental/testing/server";
import { NextRequest, NextResponse } from "next/server";
import { beforeEach, describe, expect, it } from "vitest";
import { COOKIES } from "@/config/cookies";
import { pendingAssignmentCounts, setAssignmentCountWriter } from "./assignment-counts";
import { BUCKETED_CACHE_CONTROL, serveHomeVariant } from "./home-proxy";
import { parseServedCookie } from "./variant-cookie";
import { VISITOR_ID_HEADER } from "./visitor";

const PATHS: Record<string, string> = { control: "/en", landing2: "/en/landing2", landing3: "/en/landing3" };
const PHASE = "control=0.3334,landing2=0.3333,landing3=0.3333";
const SERVED_3 = `home-variant~landing3~3~0~2~20261123000000000~${PHASE}`;

function counted(): number {
  return pendingAssignmentCounts().reduce((n, r) => n + r.count, 0);
}

beforeEach(() => {
  // No database in these tests: counts stay pending in memory, where they are checked.
  setAssignmentCountWriter(null);
});

/** The request the stand-in for next-intl received last: next-intl hands its headers on to the page. */
let pageRequest: NextRequest | undefined;

/**
 * Stand-in for next-intl's middleware (its ESM build does not load under Vitest), answering as it does for a
 * locale root: a redirect when Accept-Language asks for French on `/`, otherwise a rewrite to `/<locale>`
 * passing the request's headers on to the page (plus its locale header), with its NEXT_LOCALE cookie and a
 * response header of its own. The real composition is covered by e2e/experiments.spec.ts.
 */
function handleI18nRouting(request: NextRequest): NextResponse {
  pageRequest = request;
  const path = request.nextUrl.pathname;
  if (path === "/" && request.headers.get("accept-language")?.startsWith("fr")) {
    return NextResponse.redirect(new URL("/fr", request.url), 307);
  }
  const locale = path === "/" ? "en" : path.slice(1);
  const headers = new Headers(request.headers);
  headers.set("x-next-intl-locale", locale);
  const response = NextResponse.rewrite(new URL(`/${locale}`, request.url), { request: { headers } });
  response.headers.set("link", '<http://localhost:3000/fr>; rel="alternate"; hreflang="fr"');
  const localeCookie = request.cookies.get("NEXT_LOCALE")?.value;
  if (localeCookie !== undefined && localeCookie !== locale) response.cookies.set("NEXT_LOCALE", locale, { path: "/" });
  return response;
}
const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

function run(path: string, headers: Record<string, string> = {}) {
  pageRequest = undefined;
  const request = new NextRequest(new URL(path, "http://localhost:3000"), { headers: { "user-agent": BROWSER_UA, ...headers } });
  return serveHomeVariant(request, handleI18nRouting);
}

/** Where the response sends the request (Next's documented test helper), as a path. */
function rewriteTarget(response: NextResponse): string | null {
  const value = getRewrittenUrl(response);
  return value ? new URL(value).pathname : null;
}

describe("home experiment proxy step", () => {
  it("keeps next-intl's locale redirect and does not bucket it", async () => {
    const response = await run("/", { "accept-language": "fr-FR,fr;q=0.9" });
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get("location") ?? "").pathname).toBe("/fr");
    expect(response.cookies.get(COOKIES.visitorId)).toBeUndefined();
  });

  it("creates a visitor id, stores the variation and rewrites to that variant page", async () => {
    const before = counted();
    const response = await run("/");
    const id = response.cookies.get(COOKIES.visitorId);
    const variant = response.cookies.get(COOKIES.homeVariant);
    const served = parseServedCookie(response.cookies.get(COOKIES.homeServed)?.value);
    expect(id?.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(id?.maxAge).toBe(31_536_000);
    expect(id?.path).toBe("/");
    expect(id?.sameSite).toBe("lax");
    expect(variant?.value).toBe(`home-variant~0.${served?.variationKey}`);
    expect(served).toMatchObject({ experimentKey: "home-variant", bucketVersion: 0, hashVersion: 2 });
    expect(rewriteTarget(response)).toBe(PATHS[served?.variationKey ?? ""]);
    expect(served?.phase).toBe(PHASE);
    // Nothing is counted by the proxy: a visitor counts when a browser shows the page (view-handler.ts).
    expect(counted()).toBe(before);
    expect(response.headers.get("cache-control")).toBe(BUCKETED_CACHE_CONTROL);
    // The page receives the new id on this same request, as a header and as the cookie it does not have yet.
    expect(pageRequest?.headers.get(VISITOR_ID_HEADER)).toBe(id?.value);
    expect(pageRequest?.cookies.get(COOKIES.visitorId)?.value).toBe(id?.value);
    // next-intl's own response headers survive the rewrite.
    expect(response.headers.get("link")).toContain('hreflang="fr"');
  });

  it("keeps next-intl's locale cookie beside the experiment's cookies", async () => {
    const response = await run("/de", { cookie: "NEXT_LOCALE=fr" });
    expect(rewriteTarget(response)).toMatch(/^\/de(\/landing[23])?$/);
    expect(response.cookies.get("NEXT_LOCALE")?.value).toBe("de");
    expect(response.cookies.get(COOKIES.visitorId)?.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(pageRequest?.cookies.get("NEXT_LOCALE")?.value).toBe("fr");
  });

  it("serves a returning visitor's stored variation without rewriting cookies", async () => {
    const before = counted();
    const response = await run("/de", {
      cookie: `${COOKIES.visitorId}=0123456789abcdef0123; ${COOKIES.homeVariant}=home-variant~0.landing3; ${COOKIES.homeServed}=${SERVED_3}`,
    });
    expect(rewriteTarget(response)).toBe("/de/landing3");
    expect(response.cookies.getAll()).toHaveLength(0);
    expect(counted()).toBe(before);
  });

  it("honours ?home-variant=2 without storing it", async () => {
    const before = counted();
    const response = await run("/es?home-variant=2", { cookie: `${COOKIES.visitorId}=0123456789abcdef0123; ${COOKIES.homeVariant}=3` });
    expect(rewriteTarget(response)).toBe("/es/landing2");
    expect(response.cookies.getAll()).toHaveLength(0);
    expect(counted()).toBe(before);
  });

  it("deletes the viewed assignment once the visitor is served another run or variation, keeps it otherwise", async () => {
    const base = `${COOKIES.visitorId}=0123456789abcdef0123; ${COOKIES.homeVariant}=home-variant~0.landing3; ${COOKIES.homeServed}=${SERVED_3}`;
    // Viewed under an earlier run (bucket version 1, re-randomised since): deleted.
    const stale = await run("/", { cookie: `${base}; ${COOKIES.homeSeen}=home-variant~landing2~2~1~2~20261123000000000` });
    expect(stale.cookies.get(COOKIES.homeSeen)).toMatchObject({ value: "", maxAge: 0 });
    // Viewed under another variation of this run: deleted.
    const other = await run("/", { cookie: `${base}; ${COOKIES.homeSeen}=home-variant~control~1~0~2~20261123000000000` });
    expect(other.cookies.get(COOKIES.homeSeen)).toMatchObject({ value: "", maxAge: 0 });
    // Malformed: deleted.
    const bad = await run("/", { cookie: `${base}; ${COOKIES.homeSeen}=<script>` });
    expect(bad.cookies.get(COOKIES.homeSeen)).toMatchObject({ value: "", maxAge: 0 });
    // The same assignment (an older phase or payload version included): kept.
    const same = await run("/", { cookie: `${base}; ${COOKIES.homeSeen}=home-variant~landing3~3~0~2~20261101000000000~control=0.5,landing2=0.25,landing3=0.25` });
    expect(same.cookies.get(COOKIES.homeSeen)).toBeUndefined();
    // A forced QA view changes nothing.
    const forced = await run("/?home-variant=1", { cookie: `${base}; ${COOKIES.homeSeen}=home-variant~landing2~2~1~2~20261123000000000` });
    expect(forced.cookies.getAll()).toHaveLength(0);
  });

  it("serves a prefetch and tells the page what was served, but neither stores nor counts the assignment", async () => {
    const before = counted();
    const prefetchHeaders: Record<string, string>[] = [{ "next-router-prefetch": "1" }, { "sec-purpose": "prefetch;prerender" }, { purpose: "prefetch" }];
    for (const headers of prefetchHeaders) {
      const response = await run("/", { ...headers, cookie: `${COOKIES.visitorId}=0123456789abcdef0123` });
      expect(response.cookies.get(COOKIES.homeVariant)).toBeUndefined();
      expect(parseServedCookie(response.cookies.get(COOKIES.homeServed)?.value)).not.toBeNull();
    }
    expect(counted()).toBe(before);
    // The real view then hashes to the same variation and stores it.
    const prefetched = await run("/", { "next-router-prefetch": "1", cookie: `${COOKIES.visitorId}=0123456789abcdef0123` });
    const viewed = await run("/", { cookie: `${COOKIES.visitorId}=0123456789abcdef0123` });
    expect(rewriteTarget(viewed)).toBe(rewriteTarget(prefetched));
    expect(viewed.cookies.get(COOKIES.homeVariant)).toBeDefined();
    expect(counted()).toBe(before);
  });

  it("gives crawlers variation 1 and no cookies", async () => {
    const response = await run("/", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    expect(rewriteTarget(response)).toBe("/en");
    expect(response.cookies.getAll()).toHaveLength(0);
    expect(response.headers.get("cache-control")).toBe(BUCKETED_CACHE_CONTROL);
  });

  it("ignores a malformed variant cookie instead of failing, and replaces it", async () => {
    const response = await run("/", { cookie: `${COOKIES.visitorId}=0123456789abcdef0123; ${COOKIES.homeVariant}=%E0%A4%A; ${COOKIES.homeServed}=<script>` });
    expect(response.status).toBe(200);
    expect(response.cookies.get(COOKIES.homeVariant)?.value).toMatch(/^home-variant~0\.(control|landing2|landing3)$/);
  });
});
