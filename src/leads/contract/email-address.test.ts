import { describe, expect, it } from "vitest";
import { addressDomain, addressProblem, normaliseAddress } from "./email-address";
import { checkEmail } from "@/leads/privacy/privacy-rights";
import { fieldErrors, LEAD_SCHEMAS } from "./schemas";
import { VALID_BODIES } from "../../../tests/support/lead-api";

/** Addresses that name someone else's mailbox inside a header-like string: never an address to the site. */
const HOSTILE = [
  "Friend<victim@example.com>",
  "Friend <victim@example.com>",
  '"Friend" <victim@example.com>',
  "<victim@example.com>",
  "x:victim@example.com;",
  "undisclosed-recipients:;",
  "(comment)victim@example.com",
  "victim@example.com (comment)",
  "victim@example.com,other@example.com",
  "victim@example.com; other@example.com",
  '"quoted local"@example.com',
  "victim@[127.0.0.1]",
  "victim@example.com\r\nBcc: other@example.com",
  "victim@example",
  "a..b@example.com",
];

describe("one address parser", () => {
  it("accepts bare addresses, internationalised ones included", () => {
    for (const ok of ["ana@example.com", "A.B+tag@Example.COM", "josé@exämple.de", "x@sub.example.co.uk"]) {
      expect(addressProblem(ok), ok).toBeNull();
    }
  });

  it("refuses display names, groups, comments, lists, quoted and literal forms", () => {
    for (const bad of HOSTILE) expect(addressProblem(bad), bad).toBe("invalid_email");
  });

  it("keeps the RFC 5321 limits as too_long: 254 total, 64 in the local part", () => {
    const domain = "@example.com";
    expect(addressProblem(`${"a".repeat(64)}${domain}`)).toBeNull();
    expect(addressProblem(`${"a".repeat(65)}${domain}`)).toBe("too_long");
    const label = `${"b".repeat(60)}.`;
    const total = (n: number) => `a@${label.repeat(4)}${"c".repeat(n - 2 - label.length * 4 - 4)}.com`;
    expect(total(254)).toHaveLength(254);
    expect(addressProblem(total(254))).toBeNull();
    expect(addressProblem(total(255))).toBe("too_long");
  });

  it("lowercases the domain part only", () => {
    expect(normaliseAddress("Ana.B@Example.COM")).toBe("Ana.B@example.com");
    expect(addressDomain("Ana.B@Example.COM")).toBe("example.com");
  });
});

describe("every form's schema uses it", () => {
  const forms = Object.keys(LEAD_SCHEMAS) as (keyof typeof LEAD_SCHEMAS)[];

  it.each(forms)("%s refuses display-name, group and list addresses with invalid_email on the email field", (form) => {
    for (const email of HOSTILE) {
      const result = LEAD_SCHEMAS[form].safeParse({ ...VALID_BODIES[form], email });
      expect(result.success, `${form}: ${email}`).toBe(false);
      if (!result.success) expect(fieldErrors(result.error)).toContainEqual({ field: "email", code: "invalid_email" });
    }
  });

  it.each(forms)("%s stores the address trimmed with its domain lowercased", (form) => {
    const result = LEAD_SCHEMAS[form].safeParse({ ...VALID_BODIES[form], email: "  Ana.B@Example.COM " });
    expect(result.success).toBe(true);
    if (result.success) expect(result.data.email).toBe("Ana.B@example.com");
  });

  it("privacy requests parse addresses the same way", () => {
    for (const email of HOSTILE) expect(checkEmail(email)).toEqual({ ok: false, code: "invalid_email" });
    expect(checkEmail(" Ana.B@Example.COM ")).toEqual({ ok: true, email: "Ana.B@example.com" });
  });
});
