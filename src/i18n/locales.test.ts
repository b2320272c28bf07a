import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, LOCALES, PREFIXED_LOCALES } from "./locales";
import { routing } from "./routing";

describe("the locale list", () => {
  it("is routing's list", () => {
    expect(routing.locales).toEqual(LOCALES);
    expect(routing.defaultLocale).toBe(DEFAULT_LOCALE);
  });

  it("the proxy's matcher (a literal Next reads statically) covers exactly the locale roots", () => {
    const source = readFileSync("src/proxy.ts", "utf8");
    const matcher = /matcher:\s*(\[[^\]]*\])/.exec(source)?.[1];
    expect(matcher && JSON.parse(matcher)).toEqual(["/", `/(${PREFIXED_LOCALES.join("|")})`]);
  });
});
