import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { writeConsent } from "@/components/consent/consent-store";
import { experimentCookieOptions } from "@/experiments/visitor";
import { routing } from "@/i18n/routing";
import { PENDING_EXPOSURES_KEY } from "@/analytics/track";
import { COOKIE_CATALOGUE, COOKIES, cookieCatalogue, cookieLifetime, LOCALE_COOKIE } from "./cookies";

const DAY = 60 * 60 * 24;
const entry = (key: string) => {
  const found = COOKIE_CATALOGUE.find((c) => c.key === key);
  if (!found) throw new Error(`no catalogue entry ${key}`);
  return found;
};
const source = (file: string) => readFileSync(path.resolve(__dirname, "..", file), "utf8");

describe("cookie catalogue (the privacy notice's cookie table)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("lists every cookie of COOKIES and the locale cookie, each once", () => {
    const names = COOKIE_CATALOGUE.map((c) => c.name);
    for (const name of [...Object.values(COOKIES), LOCALE_COOKIE]) expect(names).toContain(name);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(COOKIE_CATALOGUE.map((c) => c.key)).size).toBe(COOKIE_CATALOGUE.length);
  });

  it("only the PostHog cookie waits for consent", () => {
    expect(COOKIE_CATALOGUE.filter((c) => c.needsConsent).map((c) => c.key)).toEqual(["posthog"]);
  });

  it("lists the local storage entry that keeps a home exposure until the consent decision", () => {
    expect(entry("pendingExposures")).toMatchObject({ name: PENDING_EXPOSURES_KEY, localStorage: true, maxAgeSeconds: null, setBy: "browser", needsConsent: false });
  });

  it("with consent-gated experiments, the experiment cookies wait for consent and no exposure is kept before it", () => {
    expect(cookieCatalogue({ experimentsNeedConsent: false })).toBe(COOKIE_CATALOGUE);
    const gated = cookieCatalogue({ experimentsNeedConsent: true });
    expect(gated.filter((c) => c.needsConsent).map((c) => c.key)).toEqual(["visitorId", "homeVariant", "homeServed", "homeSeen", "homeCounted", "posthog"]);
    expect(gated.map((c) => c.key)).not.toContain("pendingExposures");
    expect(gated.map((c) => c.key)).toEqual(COOKIE_CATALOGUE.map((c) => c.key).filter((k) => k !== "pendingExposures"));
  });

  it("states the lifetimes the server writes (experiment cookies, locale cookie)", () => {
    const experiment = experimentCookieOptions(true).maxAge;
    for (const key of ["visitorId", "homeVariant", "homeServed", "homeCounted"]) expect(entry(key).maxAgeSeconds, key).toBe(experiment);
    const locale = routing.localeCookie as { name: string; maxAge: number };
    expect(locale.name).toBe(LOCALE_COOKIE);
    expect(entry("locale").maxAgeSeconds).toBe(locale.maxAge);
  });

  it("states the lifetime the consent banner writes", () => {
    let written = "";
    vi.stubGlobal("window", { location: { protocol: "https:" }, dispatchEvent: () => true });
    vi.stubGlobal("document", {
      get cookie() {
        return "";
      },
      set cookie(value: string) {
        written = value;
      },
    });
    writeConsent("granted");
    expect(written).toContain(`${COOKIES.consent}=granted`);
    expect(written).toContain(`max-age=${entry("consent").maxAgeSeconds};`);
  });

  it("states the lifetimes the browser writes (visitor id, viewed home variant) and posthog-js's default", () => {
    const year = entry("homeSeen").maxAgeSeconds;
    expect(year).toBe(365 * DAY);
    expect(entry("visitorId").maxAgeSeconds).toBe(year);
    for (const file of ["components/analytics/analytics-provider.tsx", "components/analytics/home-exposure-tracker.tsx"]) {
      expect(source(file), file).toContain("const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;");
    }
    expect(source("components/analytics/home-exposure-tracker.tsx")).toContain("writeCookie(COOKIES.homeSeen, raw, ONE_YEAR_SECONDS)");
    expect(source("components/analytics/analytics-provider.tsx")).toContain("writeCookie(COOKIES.visitorId, id, ONE_YEAR_SECONDS)");
    const posthog = readFileSync(path.resolve(__dirname, "../../node_modules/posthog-js/dist/module.js"), "utf8");
    expect(posthog).toContain("cookie_expiration:365");
    expect(entry("posthog").maxAgeSeconds).toBe(365 * DAY);
  });

  it("cookieLifetime picks whole years, months within a day, or days", () => {
    expect(cookieLifetime(365 * DAY)).toEqual({ value: 1, unit: "year" });
    expect(cookieLifetime(2 * 365 * DAY)).toEqual({ value: 2, unit: "year" });
    expect(cookieLifetime(182 * DAY)).toEqual({ value: 6, unit: "month" });
    expect(cookieLifetime(30 * DAY)).toEqual({ value: 1, unit: "month" });
    expect(cookieLifetime(396 * DAY)).toEqual({ value: 13, unit: "month" });
    expect(cookieLifetime(400 * DAY)).toEqual({ value: 400, unit: "day" });
    expect(cookieLifetime(45 * DAY)).toEqual({ value: 45, unit: "day" });
    expect(cookieLifetime(7 * DAY)).toEqual({ value: 7, unit: "day" });
    expect(cookieLifetime(60)).toEqual({ value: 1, unit: "day" });
  });
});
