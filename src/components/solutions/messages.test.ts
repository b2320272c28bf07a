import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PREFIXED_LOCALES } from "@/i18n/locales";

/** The namespaces the solutions pages own, checked in every locale. */
const NAMESPACES = ["solutionsRole", "solutionsUseCase", "solutionsIndustry", "biotechPilot"] as const;
const LOCALES = PREFIXED_LOCALES;

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function load(locale: string, namespace: string): Json {
  return JSON.parse(readFileSync(join(process.cwd(), "messages", locale, `${namespace}.json`), "utf8")) as Json;
}

/** Every leaf as path -> string. */
function leaves(value: Json, prefix = "", out = new Map<string, string>()): Map<string, string> {
  if (typeof value === "string") {
    out.set(prefix, value);
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) leaves(item, `${prefix}.${index}`, out);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) leaves(item, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

/** ICU argument names used by a message ({name} or {name, ...}). */
function args(message: string): string[] {
  return [...message.matchAll(/\{\s*([a-zA-Z][\w]*)\s*[,}]/g)].map((m) => m[1] ?? "").sort();
}

/** Names that stay in English in every locale: a Nacha field name and product module names. */
const PROPER_NAMES = new Set(["Company Entry Description", "ERP Posting Guard"]);

/** Text that may legitimately equal English: proper names, status codes, formulas and pure placeholders. */
function mayEqualEnglish(message: string): boolean {
  if (PROPER_NAMES.has(message)) return true;
  const withoutArgs = message.replace(/\{[^}]*\}/g, "").replace(/[\s/±–\-+:.,()<>≤≥]/g, "");
  return withoutArgs.length === 0 || /^[A-Z0-9 ]+$/.test(withoutArgs) || /^(Documents?|Total|Tolérance|Dokument|Toleranz|Facture|Invoice)$/.test(withoutArgs);
}

describe.each(NAMESPACES)("messages/%s.json", (namespace) => {
  const english = leaves(load("en", namespace));

  it("has content in English", () => {
    expect(english.size).toBeGreaterThan(20);
  });

  it.each(LOCALES)("%s has exactly the English keys, the same ICU arguments, and translated text", (locale) => {
    const translated = leaves(load(locale, namespace));
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    const untranslated: string[] = [];
    for (const [key, text] of english) {
      const other = translated.get(key) ?? "";
      expect(args(other), `${locale} ${namespace}.${key}`).toEqual(args(text));
      if (other === text && !mayEqualEnglish(text)) untranslated.push(key);
    }
    expect(untranslated).toEqual([]);
  });
});
