import { describe, expect, it } from "vitest";
import { getPathname, isLocalizableHref, unlocalizedPath } from "./locale-paths";

describe("getPathname", () => {
  it("keeps English paths unprefixed and prefixes the other locales", () => {
    expect(getPathname({ href: "/pricing", locale: "en" })).toBe("/pricing");
    expect(getPathname({ href: "/pricing", locale: "fr" })).toBe("/fr/pricing");
    expect(getPathname({ href: "/", locale: "en" })).toBe("/");
    expect(getPathname({ href: "/", locale: "de" })).toBe("/de");
  });

  it("keeps the query and the hash after the localized path", () => {
    expect(getPathname({ href: "/book-demo?cta=pricing-team", locale: "es" })).toBe("/es/book-demo?cta=pricing-team");
    expect(getPathname({ href: "/?cta=x#top", locale: "fr" })).toBe("/fr?cta=x#top");
    expect(getPathname({ href: "/product#live-demo", locale: "en" })).toBe("/product#live-demo");
  });

  it("leaves addresses that are not site paths alone", () => {
    for (const href of ["https://example.com/x", "mailto:a@example.com", "#main", "//cdn.example.com/x"]) {
      expect(isLocalizableHref(href)).toBe(false);
      expect(getPathname({ href, locale: "fr" })).toBe(href);
    }
  });
});

describe("unlocalizedPath", () => {
  it("drops a locale prefix, and only a locale prefix", () => {
    expect(unlocalizedPath("/fr/pricing")).toBe("/pricing");
    expect(unlocalizedPath("/de")).toBe("/");
    expect(unlocalizedPath("/pricing")).toBe("/pricing");
    expect(unlocalizedPath("/")).toBe("/");
    expect(unlocalizedPath("/france/x")).toBe("/france/x");
    // English pages are served from /en behind a rewrite.
    expect(unlocalizedPath("/en/pricing")).toBe("/pricing");
    expect(unlocalizedPath("/en")).toBe("/");
  });

  it("round-trips with getPathname in every locale", () => {
    for (const locale of ["en", "fr", "de", "es"] as const) {
      for (const path of ["/", "/pricing", "/solutions/cfo"]) expect(unlocalizedPath(getPathname({ href: path, locale }))).toBe(path);
    }
  });
});
