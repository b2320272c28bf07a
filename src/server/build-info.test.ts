import { describe, expect, it } from "vitest";
import { assertSiteUrlMatchesBuild, SiteUrlMismatchError } from "./build-info";

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
