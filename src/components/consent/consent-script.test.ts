import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { CONSENT_ATTRIBUTE, CONSENT_MAX_AGE_SECONDS, consentBootstrapScript } from "./consent-script";

/** Runs the inline script against a minimal document: the cookie string, `<html>`'s attributes, one click listener. */
function run(cookie: string, protocol = "http:") {
  const attributes = new Map<string, string>([["data-hydration", "pending"]]);
  const written: string[] = [];
  let onClick: ((event: unknown) => void) | undefined;
  const document = {
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      written.push(value);
    },
    documentElement: {
      getAttribute: (name: string) => attributes.get(name) ?? null,
      setAttribute: (name: string, value: string) => attributes.set(name, value),
    },
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      if (type === "click") onClick = listener;
    },
  };
  runInNewContext(consentBootstrapScript(), { document, location: { protocol } });
  /** A click on an element carrying `data-consent-choice` (or on none). */
  const click = (choice: string | null) =>
    onClick?.({ target: { closest: (selector: string) => (choice !== null && selector === "[data-consent-choice]" ? { getAttribute: () => choice } : null) } });
  return { attributes, written, click };
}

describe("consentBootstrapScript", () => {
  it("marks <html> with the choice already stored, before the banner is parsed", () => {
    expect(run("attestra_consent=granted").attributes.get(CONSENT_ATTRIBUTE)).toBe("granted");
    expect(run("a=1; attestra_consent=denied; b=2").attributes.get(CONSENT_ATTRIBUTE)).toBe("denied");
  });

  it("leaves the banner visible when nothing valid is stored", () => {
    expect(run("").attributes.has(CONSENT_ATTRIBUTE)).toBe(false);
    expect(run("attestra_consent=maybe").attributes.has(CONSENT_ATTRIBUTE)).toBe(false);
    expect(run("xattestra_consent=granted").attributes.has(CONSENT_ATTRIBUTE)).toBe(false);
    expect(run("attestra_consent=grantedx").attributes.has(CONSENT_ATTRIBUTE)).toBe(false);
  });

  it("records a choice clicked before React has started, as writeConsent would", () => {
    const page = run("", "https:");
    page.click("denied");
    expect(page.attributes.get(CONSENT_ATTRIBUTE)).toBe("denied");
    expect(page.written).toEqual([`attestra_consent=denied; path=/; max-age=${CONSENT_MAX_AGE_SECONDS}; samesite=lax; secure`]);
  });

  it("ignores other clicks, unknown choices and every click once React has hydrated", () => {
    const page = run("");
    page.click(null);
    page.click("sometimes");
    expect(page.written).toEqual([]);
    page.attributes.set("data-hydration", "done");
    page.click("granted");
    expect(page.written).toEqual([]);
    expect(page.attributes.has(CONSENT_ATTRIBUTE)).toBe(false);
  });
});
