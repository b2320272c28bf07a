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
    for (const runtime of [settings(12, 30, 30, false), settings(24, 7, 30, false), settings(24, 30, 60, false), settings(24, 30, 30, true)]) {
      expect(() => assertNoticeSettingsMatchBuild(runtime, BUILD)).toThrow(NoticeSettingsMismatchError);
    }
    expect(() => assertNoticeSettingsMatchBuild(settings(12, 30, 30, true), BUILD)).toThrow(
      /^RETENTION_MONTHS=12 EXPERIMENTS_REQUIRE_CONSENT=true differs from this build's RETENTION_MONTHS=24 EXPERIMENTS_REQUIRE_CONSENT=false: .*Rebuild/,
    );
  });

  it("has nothing to compare in `next dev` and tests (no build value)", () => {
    expect(() => assertNoticeSettingsMatchBuild(settings(1, 1, 1, true), undefined)).not.toThrow();
  });
});
