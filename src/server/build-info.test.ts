import { describe, expect, it } from "vitest";
import { assertRetentionMatchesBuild, assertSiteUrlMatchesBuild, RetentionMismatchError, SiteUrlMismatchError } from "./build-info";

describe("SITE_URL at start-up versus the build's", () => {
  it("accepts the build's value, with or without a trailing slash", () => {
    expect(() => assertSiteUrlMatchesBuild("https://www.example.com/", "https://www.example.com")).not.toThrow();
  });

  it("refuses another origin, naming both and the fix", () => {
    expect(() => assertSiteUrlMatchesBuild("https://www.example.org", "https://www.example.com")).toThrow(SiteUrlMismatchError);
    expect(() => assertSiteUrlMatchesBuild("https://www.example.org", "https://www.example.com")).toThrow(
      /https:\/\/www\.example\.org.*https:\/\/www\.example\.com.*Rebuild/,
    );
  });

  it("has nothing to compare in `next dev` and tests (no build value)", () => {
    expect(() => assertSiteUrlMatchesBuild("https://anything.example", undefined)).not.toThrow();
  });
});

describe("RETENTION_* at start-up versus the build's (the privacy notice states the build's)", () => {
  const retention = (months: number, quarantineDays: number, unconfirmedDays: number) => ({
    RETENTION_MONTHS: months,
    RETENTION_QUARANTINE_DAYS: quarantineDays,
    RETENTION_UNCONFIRMED_DAYS: unconfirmedDays,
  });

  it("accepts the build's periods", () => {
    expect(() => assertRetentionMatchesBuild(retention(24, 30, 30), "24/30/30")).not.toThrow();
  });

  it("refuses any other period, naming both settings and the fix", () => {
    for (const runtime of [retention(12, 30, 30), retention(24, 7, 30), retention(24, 30, 60)]) {
      expect(() => assertRetentionMatchesBuild(runtime, "24/30/30")).toThrow(RetentionMismatchError);
    }
    expect(() => assertRetentionMatchesBuild(retention(12, 30, 30), "24/30/30")).toThrow(
      /are 12\/30\/30 but this build was made with 24\/30\/30.*Rebuild.*RETENTION_MONTHS=24 RETENTION_QUARANTINE_DAYS=30 RETENTION_UNCONFIRMED_DAYS=30/,
    );
  });

  it("has nothing to compare in `next dev` and tests (no build value)", () => {
    expect(() => assertRetentionMatchesBuild(retention(1, 1, 1), undefined)).not.toThrow();
  });
});
