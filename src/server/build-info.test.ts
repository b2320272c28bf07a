import { describe, expect, it } from "vitest";
import { noticeSettings } from "@/env";
import { assertNoticeSettingsMatchBuild, assertSiteUrlMatchesBuild, NoticeSettingsMismatchError, SiteUrlMismatchError } from "./build-info";

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

describe("the privacy notice's settings at start-up versus the build's (the notice states the build's)", () => {
  const settings = (months: number, quarantineDays: number, unconfirmedDays: number, consent: boolean) => ({
    RETENTION_MONTHS: months,
    RETENTION_QUARANTINE_DAYS: quarantineDays,
    RETENTION_UNCONFIRMED_DAYS: unconfirmedDays,
    EXPERIMENTS_REQUIRE_CONSENT: consent,
  });
  const BUILD = noticeSettings(settings(24, 30, 30, false));

  it("accepts the build's values", () => {
    expect(BUILD).toBe("RETENTION_MONTHS=24 RETENTION_QUARANTINE_DAYS=30 RETENTION_UNCONFIRMED_DAYS=30 EXPERIMENTS_REQUIRE_CONSENT=false");
    expect(() => assertNoticeSettingsMatchBuild(settings(24, 30, 30, false), BUILD)).not.toThrow();
  });

  it("refuses any other value, naming it, the build's and the fix", () => {
    for (const runtime of [settings(12, 30, 30, false), settings(24, 7, 30, false), settings(24, 30, 60, false)]) {
      expect(() => assertNoticeSettingsMatchBuild(runtime, BUILD)).toThrow(NoticeSettingsMismatchError);
    }
    expect(() => assertNoticeSettingsMatchBuild(settings(12, 30, 30, true), BUILD)).toThrow(
      /^RETENTION_MONTHS=12 differs from this build's RETENTION_MONTHS=24: .*Rebuild/,
    );
    // A build whose notice says the experiments wait for consent never starts without it.
    const CONSENT_BUILD = noticeSettings(settings(24, 30, 30, true));
    expect(() => assertNoticeSettingsMatchBuild(settings(24, 30, 30, false), CONSENT_BUILD)).toThrow(
      /^EXPERIMENTS_REQUIRE_CONSENT=false differs from this build's EXPERIMENTS_REQUIRE_CONSENT=true/,
    );
  });

  it("accepts consent-gated experiments on a build whose notice lists the cookies as set without consent (fewer, never more)", () => {
    expect(() => assertNoticeSettingsMatchBuild(settings(24, 30, 30, true), BUILD)).not.toThrow();
  });

  it("has nothing to compare in `next dev` and tests (no build value)", () => {
    expect(() => assertNoticeSettingsMatchBuild(settings(1, 1, 1, true), undefined)).not.toThrow();
  });
});
