import { describe, expect, it } from "vitest";
import {
  formatCountedCookie,
  formatServedCookie,
  parseCountedCookie,
  formatStickyCookie,
  parseServedCookie,
  parseStickyCookie,
  payloadVersionOf,
  readCookieHeader,
  runId,
  sameAssignment,
  viewedVariationKey,
} from "./variant-cookie";

const SERVED = { experimentKey: "home-variant", variationKey: "landing2", value: 2, bucketVersion: 1, hashVersion: 2, payloadVersion: "20261201090000000", phase: "control=0.5,landing2=0.5" };

describe("the one variant cookie parser", () => {
  it("round-trips the sticky assignment with every bucket version", () => {
    const value = formatStickyCookie({ experimentKey: "home-variant", byBucketVersion: new Map([[1, "landing3"], [0, "control"]]) });
    expect(value).toBe("home-variant~0.control~1.landing3");
    const parsed = parseStickyCookie(value);
    expect(parsed?.experimentKey).toBe("home-variant");
    expect([...(parsed?.byBucketVersion ?? [])]).toEqual([[0, "control"], [1, "landing3"]]);
  });

  it("reads the first release's values (page number, optional bucket version) as legacy entries", () => {
    expect([...(parseStickyCookie("2")?.byBucketVersion ?? [])]).toEqual([[0, "legacy:2"]]);
    expect([...(parseStickyCookie("3.1")?.byBucketVersion ?? [])]).toEqual([[1, "legacy:3"]]);
  });

  it("round-trips the served assignment, URL-encoded or not", () => {
    const value = formatServedCookie(SERVED);
    expect(value).toBe("home-variant~landing2~2~1~2~20261201090000000~control=0.5,landing2=0.5");
    expect(parseServedCookie(value)).toEqual(SERVED);
    // Written before phases were recorded: read with an unknown phase.
    expect(parseServedCookie("home-variant~landing2~2~1~2~20261201090000000")).toEqual({ ...SERVED, phase: "" });
    expect(parseServedCookie(encodeURIComponent(value).replace(/~/g, "%7E"))).toEqual(SERVED);
    expect(viewedVariationKey(value)).toBe("landing2");
  });

  it.each([
    ["empty", ""],
    ["garbage", "evil"],
    ["script", "<script>alert(1)</script>"],
    ["too few parts", "home-variant~landing2~2~1~2"],
    ["too many parts", "home-variant~landing2~2~1~2~x~landing2=1~y"],
    ["malformed phase", "home-variant~landing2~2~1~2~x~landing2"],
    ["phase without its variation", "home-variant~landing2~2~1~2~x~control=0.5,landing3=0.5"],
    ["negative version", "home-variant~landing2~2~-1~2~v"],
    ["non-numeric page", "home-variant~landing2~two~1~2~v"],
    ["key with a space", "home-variant~landing 2~2~1~2~v"],
    ["bad percent-encoding", "%E0%A4%A"],
    ["overlong", `home-variant~${"x".repeat(400)}~2~1~2~v`],
  ])("rejects a malformed served value (%s)", (_label, value) => {
    expect(parseServedCookie(value)).toBeNull();
    expect(viewedVariationKey(value)).toBeNull();
  });

  it.each([
    ["empty", ""],
    ["no entries", "home-variant"],
    ["entry without version", "home-variant~control"],
    ["duplicate version", "home-variant~0.control~0.landing2"],
    ["bad key", "home-variant~0.con trol"],
    ["bad experiment key", "home variant~0.control"],
    ["legacy out of range", "0"],
    ["legacy with garbage", "2.x"],
    ["nine entries", `home-variant${Array.from({ length: 9 }, (_, i) => `~${i}.k`).join("")}`],
  ])("rejects a malformed sticky value (%s)", (_label, value) => {
    expect(parseStickyCookie(value)).toBeNull();
  });

  it("same assignment: same run and variation, whatever the phase or payload version", () => {
    expect(sameAssignment(SERVED, { ...SERVED, phase: "control=0.1,landing2=0.9", payloadVersion: "2" })).toBe(true);
    expect(sameAssignment(SERVED, { ...SERVED, variationKey: "control" })).toBe(false);
    expect(sameAssignment(SERVED, { ...SERVED, bucketVersion: 2 })).toBe(false);
    expect(sameAssignment(SERVED, { ...SERVED, experimentKey: "other" })).toBe(false);
    expect(sameAssignment(SERVED, null)).toBe(false);
  });

  it("lists the counted runs (no variation), adding one keeps the latest eight", () => {
    expect(runId(SERVED)).toBe("home-variant.1");
    expect(parseCountedCookie("home-variant.0~home-variant.1")).toEqual(["home-variant.0", "home-variant.1"]);
    expect(parseCountedCookie("home-variant.0~bad entry~x.y~home-variant.2")).toEqual(["home-variant.0", "home-variant.2"]);
    expect(parseCountedCookie(null)).toEqual([]);
    expect(formatCountedCookie([], "home-variant.0")).toBe("home-variant.0");
    expect(formatCountedCookie(["home-variant.0"], "home-variant.0")).toBe("home-variant.0");
    const many = Array.from({ length: 8 }, (_, i) => `e.${i}`);
    expect(formatCountedCookie(many, "e.8").split("~")).toEqual([...many.slice(1), "e.8"]);
  });

  it("makes a cookie-safe payload version from GrowthBook's dateUpdated", () => {
    expect(payloadVersionOf("2026-11-23T00:00:00.000Z")).toBe("20261123000000000");
    expect(payloadVersionOf(undefined)).toBe("local");
  });

  it("reads one cookie from a Cookie header", () => {
    expect(readCookieHeader("a=1; attestra_home_seen=x~y; b=2", "attestra_home_seen")).toBe("x~y");
    expect(readCookieHeader("a=1", "attestra_home_seen")).toBeNull();
    expect(readCookieHeader(null, "a")).toBeNull();
  });
});
