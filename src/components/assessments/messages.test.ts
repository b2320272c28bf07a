import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PREFIXED_LOCALES } from "@/i18n/locales";

/** The assessment namespaces: same keys and ICU arguments in every locale, and really translated. */
const NAMESPACES = ["scorecard", "fraudCheck", "controlMap", "roiCalculator"] as const;
const LOCALES = PREFIXED_LOCALES;
/** Brand and product names, identical in every language. */
const SAME_EVERYWHERE = new Set(["ERP", "NetSuite", "SAP", "Microsoft Dynamics 365"]);

function load(locale: string, ns: string): unknown {
  return JSON.parse(readFileSync(path.resolve(__dirname, "../../../messages", locale, `${ns}.json`), "utf8"));
}

function leaves(value: unknown, prefix = ""): [string, string][] {
  if (typeof value === "string") return [[prefix, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${prefix}[${i}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  return [];
}

/** ICU arguments: a name right after "{" and followed by "," or "}" (a select branch's text, "{Close before", is not one). */
const args = (s: string) => [...new Set([...s.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]))].sort();

describe.each(NAMESPACES)("messages %s", (ns) => {
  const en = new Map(leaves(load("en", ns)));
  it("has English copy", () => {
    expect(en.size).toBeGreaterThan(10);
  });
  it.each(LOCALES)("%s has the same keys and arguments, translated", (locale) => {
    const other = new Map(leaves(load(locale, ns)));
    expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) {
      const translated = other.get(key) ?? "";
      expect(args(translated), `${locale} ${ns}.${key}`).toEqual(args(text));
      if (!SAME_EVERYWHERE.has(text)) expect(translated, `${locale} ${ns}.${key} is untranslated`).not.toBe(text);
    }
  });
});
