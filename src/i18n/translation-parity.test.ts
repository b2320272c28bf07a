import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PRODUCT_NAME } from "@/config/site";
import { NAMESPACES } from "./messages";
import { routing } from "./routing";

/**
 * Every namespace has the same keys in every locale, and a non-English locale
 * is really translated: outside brand names, acronyms, numbers, URLs and ICU
 * arguments, at most IDENTICAL_SHARE_MAX of its strings may equal English.
 */
const IDENTICAL_SHARE_MAX = 0.15;
const OTHER_LOCALES = routing.locales.filter((l) => l !== routing.defaultLocale);

// Words that stay the same in every language: brands, products, acronyms, Nacha values.
const UNTRANSLATED_TERMS = [
  PRODUCT_NAME,
  "SAP",
  "NetSuite",
  "Dynamics",
  "Microsoft",
  "Google Workspace",
  "Google",
  "Nacha",
  "PAYROLL",
  "PURCHASE",
  "Company Entry Description",
  "ERP Posting Guard",
  "AP Ops Scorecard",
  "Jordan",
  "SPF",
  "DKIM",
  "DMARC",
  "SSO",
  "SCIM",
  "OIDC",
  "SAML",
  "KYB",
  "ACH",
  "ERP",
  "CFO",
  "CFOs",
  "CIO",
  "CIOs",
  "CISO",
  "CISOs",
  "STP",
  "PDF",
  "ROI",
  "KPI",
  "SIEM",
  "TLS",
  "AES",
  "DNS-TXT",
  "WCAG",
  "AA",
  "Q&A",
];

type Flat = Map<string, string>;

function flatten(value: unknown, prefix: string, out: Flat): Flat {
  if (typeof value === "string") out.set(prefix, value);
  else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) flatten(v, `${prefix}[${i}]`, out);
  } else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (value !== undefined && value !== null) out.set(prefix, String(value));
  return out;
}

function load(locale: string, namespace: string): Flat {
  const file = path.resolve(__dirname, "../../messages", locale, `${namespace}.json`);
  return flatten(JSON.parse(readFileSync(file, "utf8")), "", new Map());
}

/** The translatable part of a message: no ICU arguments, URLs, numbers or untranslated terms. */
function translatableText(message: string): string {
  let text = message;
  // ICU arguments, innermost first (plural/select bodies are text, simple arguments are not).
  text = text.replace(/\{[a-zA-Z0-9_]+(?:,\s*(?:number|date|time)[^{}]*)?\}/g, " ");
  text = text.replace(/https?:\/\/\S+|\/[a-z0-9/#?=&.-]+/gi, " ");
  for (const term of UNTRANSLATED_TERMS) text = text.split(term).join(" ");
  text = text.replace(/[^\p{L}]+/gu, " ").trim();
  return text;
}

function isTranslatable(message: string): boolean {
  return translatableText(message).replace(/\s/g, "").length >= 3;
}

describe("translation parity", () => {
  for (const namespace of NAMESPACES) {
    it(`${namespace}: every locale has exactly the English keys`, () => {
      const en = [...load("en", namespace).keys()].sort();
      for (const locale of OTHER_LOCALES) {
        const keys = [...load(locale, namespace).keys()].sort();
        const missing = en.filter((k) => !keys.includes(k));
        const extra = keys.filter((k) => !en.includes(k));
        expect({ locale, missing, extra }).toEqual({ locale, missing: [], extra: [] });
      }
    });
  }

  it("translatableText strips arguments, brands and numbers but keeps words", () => {
    expect(translatableText("{score} / {max}")).toBe("");
    expect(translatableText("SSO and SCIM via OIDC or SAML")).toBe("and via or");
    expect(translatableText("{days, plural, one {# day} other {# days}}")).toContain("day");
  });

  for (const locale of OTHER_LOCALES) {
    it(`${locale}: at most ${IDENTICAL_SHARE_MAX * 100}% of translatable strings equal English`, () => {
      let total = 0;
      let identical = 0;
      const perNamespace: string[] = [];
      const samples: string[] = [];
      for (const namespace of NAMESPACES) {
        const en = load("en", namespace);
        const other = load(locale, namespace);
        let nsTotal = 0;
        let nsIdentical = 0;
        for (const [key, value] of en) {
          if (!isTranslatable(value)) continue;
          nsTotal += 1;
          if (other.get(key) === value) {
            nsIdentical += 1;
            if (samples.length < 20) samples.push(`${namespace}.${key}: ${value}`);
          }
        }
        total += nsTotal;
        identical += nsIdentical;
        if (nsTotal > 0) perNamespace.push(`${namespace} ${nsIdentical}/${nsTotal}`);
      }
      const share = total === 0 ? 0 : identical / total;
      // The report: share of strings identical to English, per locale and namespace.
      console.info(
        `[translation-parity] ${locale}: ${(share * 100).toFixed(1)}% identical to English (${identical}/${total}); ${perNamespace.join(", ")}${
          samples.length ? `\n  e.g. ${samples.join("\n  e.g. ")}` : ""
        }`,
      );
      expect(total).toBeGreaterThan(0);
      expect(share).toBeLessThanOrEqual(IDENTICAL_SHARE_MAX);
    });
  }
});
