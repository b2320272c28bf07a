import { describe, expect, it } from "vitest";
import { sanitizeProps } from "./events";
import { cleanUrl, posthogUiHost } from "./posthog-config";

describe("analytics properties carry no personal data", () => {
  it("keeps ids, enums, numbers and booleans", () => {
    expect(sanitizeProps({ form: "book-demo", index: 3, score: 5, ok: true, locale: "fr", path: "/fr/solutions/cfo" })).toEqual({
      form: "book-demo",
      index: 3,
      score: 5,
      ok: true,
      locale: "fr",
      path: "/fr/solutions/cfo",
    });
  });

  it("drops keys named like personal data, whatever their value", () => {
    const out = sanitizeProps({ email: "x", workEmail: "y", company: "Acme", full_name: "Jane", phone: "1", message: "hi", form: "contact" });
    expect(out).toEqual({ form: "contact" });
  });

  it("drops e-mail-like and free-text values under any key", () => {
    expect(sanitizeProps({ id: "jane@acme.com", target: "jane%40acme.com", band: "we want fewer manual reviews", n: Number.NaN })).toEqual({});
  });
});

describe("URLs sent to PostHog", () => {
  it("keep only the allow-listed query parameters", () => {
    expect(cleanUrl("https://site.example/book-demo?cta=home-hero&email=jane%40acme.com&company=Acme&utm_source=news#x", true)).toBe(
      "https://site.example/book-demo?cta=home-hero&utm_source=news",
    );
    expect(cleanUrl("https://other.example/path?q=secret", false)).toBe("https://other.example/path");
    expect(cleanUrl("https://site.example/?cta=jane@acme.com", true)).toBe("https://site.example/");
  });

  it("derive PostHog's app host from the ingestion host", () => {
    expect(posthogUiHost("https://eu.i.posthog.com")).toBe("https://eu.posthog.com");
    expect(posthogUiHost("https://posthog.internal.example")).toBe("https://posthog.internal.example");
  });
});
