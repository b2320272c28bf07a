import { getRewrittenUrl } from "next/experimental/testing/server";
import { NextRequest, NextResponse } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COOKIES } from "@/config/cookies";
import { serveHomeVariant } from "./home-proxy";
import { parseServedCookie } from "./variant-cookie";

/** Consent-gated experiments (EXPERIMENTS_REQUIRE_CONSENT=true): this file's own process environment. */
const before = process.env.EXPERIMENTS_REQUIRE_CONSENT;
beforeAll(() => {
  process.env.EXPERIMENTS_REQUIRE_CONSENT = "true";
});
afterAll(() => {
  if (before === undefined) delete process.env.EXPERIMENTS_REQUIRE_CONSENT;
  else process.env.EXPERIMENTS_REQUIRE_CONSENT = before;
});

const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const i18n = (request: NextRequest) => NextResponse.rewrite(new URL("/en", request.url), { request: { headers: new Headers(request.headers) } });
const run = (path: string, cookie = "") => serveHomeVariant(new NextRequest(new URL(path, "http://localhost:3000"), { headers: { "user-agent": UA, cookie } }), i18n);
const target = (response: NextResponse) => new URL(getRewrittenUrl(response) ?? "http://x/").pathname;

describe("home experiment with consent-gated experiments", () => {
  it("serves the default page with no experiment cookie until analytics are accepted", async () => {
    for (const cookie of ["", `${COOKIES.consent}=denied`]) {
      const response = await run("/", cookie);
      expect(target(response)).toBe("/en");
      expect(response.cookies.getAll()).toEqual([]);
    }
    // A forced QA view still works, and still stores nothing.
    const forced = await run("/?home-variant=3");
    expect(target(forced)).toBe("/en/landing3");
    expect(forced.cookies.getAll()).toEqual([]);
  });

  it("deletes the experiment cookies left from an earlier consent once it is withdrawn", async () => {
    const response = await run("/", `${COOKIES.consent}=denied; ${COOKIES.visitorId}=0123456789abcdef0123; ${COOKIES.homeVariant}=home-variant~0.landing3; ${COOKIES.homeSeen}=x; ${COOKIES.homeCounted}=home-variant.0`);
    expect(target(response)).toBe("/en");
    const deleted = response.cookies.getAll().map((c) => [c.name, c.value, c.maxAge]);
    expect(deleted).toEqual([
      [COOKIES.visitorId, "", 0],
      [COOKIES.homeVariant, "", 0],
      [COOKIES.homeSeen, "", 0],
      [COOKIES.homeCounted, "", 0],
    ]);
  });

  it("assigns the visitor once analytics are accepted", async () => {
    const response = await run("/", `${COOKIES.consent}=granted`);
    const served = parseServedCookie(response.cookies.get(COOKIES.homeServed)?.value);
    expect(served?.experimentKey).toBe("home-variant");
    expect(response.cookies.get(COOKIES.visitorId)?.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.cookies.get(COOKIES.homeVariant)?.value).toBe(`home-variant~0.${served?.variationKey}`);
  });
});
