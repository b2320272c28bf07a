import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as E from "@/leads/contract/enums";
import { ERROR_CODES } from "@/leads/contract/schemas";
import { LOCALES } from "@/i18n/locales";

const NAMESPACES = ["forms", "bookDemo", "talkToExpert"] as const;
/** Brand and product names, identical in every language. */
// Brands, plus the controller role: German and Spanish (Spain) finance use the English word (docs/glossary.md).
const SAME_EVERYWHERE = new Set([
  // German writes optional fields "(optional)", as English does.
  "optional",
  "options.erp.sap",
  "options.erp.netsuite",
  "options.erp.d365",
  "options.erpChoice.netsuite",
  "options.erpChoice.d365",
  "options.mailboxPlatform.microsoft365",
  "options.mailboxPlatform.google",
  "options.role.controller",
  // A product name: English in every locale (docs/glossary.md).
  "options.topic.erp-guard",
]);

function load(locale: string, namespace: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(__dirname, "../../../messages", locale, `${namespace}.json`), "utf8"));
}

function flatten(value: unknown, prefix = ""): Record<string, string> {
  if (typeof value === "string") return { [prefix]: value };
  const out: Record<string, string> = {};
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    Object.assign(out, flatten(child, prefix ? `${prefix}.${key}` : key));
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

describe("lead form copy", () => {
  for (const namespace of NAMESPACES) {
    const en = flatten(load("en", namespace));
    for (const locale of LOCALES.filter((l) => l !== "en")) {
      it(`${namespace}: ${locale} has the same keys and arguments as English, really translated`, () => {
        const other = flatten(load(locale, namespace));
        expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
        for (const [key, text] of Object.entries(en)) {
          expect(placeholders(other[key] ?? ""), `${locale} ${namespace}.${key}`).toEqual(placeholders(text));
          if (!SAME_EVERYWHERE.has(key)) expect(other[key], `${locale} ${namespace}.${key}`).not.toBe(text);
        }
      });
    }
  }

  it("labels every enum value of every lead form and translates every error code", () => {
    const forms = load("en", "forms") as { options: Record<string, Record<string, string>>; errors: Record<string, string> };
    const enums: Record<string, readonly string[]> = {
      role: [...E.ROLES, ...E.CONTROL_MAP_ROLES],
      erp: E.ERPS,
      monthlyInvoices: E.MONTHLY_INVOICES,
      goal: E.GOALS,
      topic: E.TOPICS,
      industry: E.INDUSTRIES,
      mailboxPlatform: E.MAILBOX_PLATFORMS,
      dmarcStatus: [...E.DMARC_STATUSES, ...E.CONTROL_MAP_DMARC_STATUSES],
      bankChangePolicy: [...E.BANK_CHANGE_POLICIES, ...E.CONTROL_MAP_BANK_CHANGE_POLICIES],
      vendorMasterOwner: E.VENDOR_MASTER_OWNERS,
      matchingTolerance: E.MATCHING_TOLERANCES,
      releaseGates: E.RELEASE_GATES,
      evidenceCapture: E.EVIDENCE_CAPTURE,
    };
    for (const [name, values] of Object.entries(enums)) {
      expect(Object.keys(forms.options[name] ?? {}).sort(), name).toEqual([...new Set(values)].sort());
    }
    expect(Object.keys(forms.errors).sort()).toEqual([...ERROR_CODES].sort());
  });
});
