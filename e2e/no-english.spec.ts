import { expect, test } from "@playwright/test";
import { ALL_PAGES } from "../src/config/site-pages";
import { pathFor, type TestLocale } from "./support/locales";
import { PREFIXED_LOCALES } from "../src/i18n/locales";

/**
 * Nothing English on a localized page: the visible text of every
 * page in fr, de and es contains no common English word, except inside the
 * proper nouns docs/glossary.md keeps in English.
 *
 * The stop words are frequent English words that are not also words of the
 * page's language (de "in", "an", "will"; fr "on", "a"; es "a", "no" are
 * removed per locale), so a hit is English text, not a false friend.
 */
const ENGLISH_STOP_WORDS = [
  "the",
  "and",
  "with",
  "your",
  "you",
  "for",
  "our",
  "we",
  "are",
  "is",
  "this",
  "that",
  "from",
  "will",
  "can",
  "how",
  "what",
  "when",
  "which",
  "who",
  "without",
  "before",
  "after",
  "every",
  "each",
  "learn",
  "more",
  "read",
  "request",
  "book",
  "get",
  "see",
  "now",
  "here",
  "invoice",
  "invoices",
  "payment",
  "payments",
  "supplier",
  "suppliers",
  "vendor",
  "vendors",
  "fraud",
  "approval",
  "approvals",
  "matching",
  "released",
  "verified",
  "blocked",
  "ready",
  "queue",
  "review",
  "release",
  "bank",
  "account",
  "change",
  "changes",
  "evidence",
  "pack",
  "controls",
  "map",
  "check",
  "readiness",
  "pricing",
  "features",
  "customer",
  "customers",
  "download",
  "submit",
  "tolerance",
  "fail",
  "verify",
  "to",
  "of",
  "by",
];

/** Stop words that are ordinary words of the page's language. */
const ALSO_LOCAL: Record<Exclude<TestLocale, "en">, string[]> = {
  fr: ["on", "a", "pack", "change"],
  de: ["in", "an", "will", "map", "is", "bank"],
  es: ["a", "no"],
};

/** Proper nouns kept in English (docs/glossary.md), removed before the words are counted. */
const PROPER_NOUNS = [
  "AP Ops Scorecard",
  "ERP Posting Guard",
  "Inbox Guard",
  "Company Entry Description",
  "Business Email Compromise",
  "Business E-Mail Compromise",
  "Microsoft Dynamics",
  "Google Workspace",
];

const LOCALES = PREFIXED_LOCALES;

function englishIn(text: string, stop: Set<string>): string[] {
  // A non-breaking hyphen (U+2011, "reply‑to") is a hyphen: the term stays one word.
  let rest = text.replaceAll("\u2011", "-");
  for (const noun of PROPER_NOUNS) rest = rest.split(noun).join(" ");
  const words = rest.split(/[^\p{L}'’-]+/u).filter(Boolean);
  return [...new Set(words.filter((w) => stop.has(w.toLowerCase())))].map((w) => {
    const at = rest.search(new RegExp(`(^|[^\\p{L}])${w}([^\\p{L}]|$)`, "u"));
    return `"${w}" in "…${rest.slice(Math.max(0, at - 40), at + w.length + 40).replace(/\s+/g, " ")}…"`;
  });
}

// One test per page, so a slow host never turns the whole sweep into one timeout.
for (const locale of LOCALES) {
  const stop = new Set(ENGLISH_STOP_WORDS.filter((w) => !ALSO_LOCAL[locale].includes(w)));
  for (const path of ALL_PAGES) {
    const url = pathFor(locale, path);
    test(`no English words on ${url}`, async ({ page }) => {
      const response = await page.goto(url, { waitUntil: "domcontentloaded" });
      expect(response?.status(), `${url} answers`).toBeLessThan(400);
      // Visible text only: innerText leaves out hidden elements (closed menus); sr-only text is rendered, so it counts.
      const text = await page.locator("body").innerText();
      expect(englishIn(text, stop)).toEqual([]);
    });
  }
}

test("the check finds English: the English home page has many stop words", async ({ page }) => {
  await page.goto("/");
  const words = (await page.locator("body").innerText()).split(/[^\p{L}'’-]+/u).map((w) => w.toLowerCase());
  const hits = words.filter((w) => ENGLISH_STOP_WORDS.includes(w));
  expect(hits.length).toBeGreaterThan(20);
});
