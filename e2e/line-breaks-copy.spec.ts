import { expect, type Locator, type Page, test } from "@playwright/test";
import { NACHA_2026 } from "../src/config/business-constants";
import { keepDatesWhole } from "../src/i18n/number-format";
import { LOCALES, pathFor, type TestLocale } from "./support/locales";
import { at, messages } from "./support/messages";

/**
 * Line breaks and copy a design review flagged:
 * - a date never breaks between its day, month and year ("19. / Juni 2026", "June / 19, 2026"): the Nacha dates on
 *   /compliance, /product, the readiness solution and the control map sit on one line on a 320 and a 390 px phone;
 * - a call-to-action button never leaves its last word alone on a line (German "... / buchen"), on phones and a desktop;
 * - German compounds keep their hyphen unbroken where a break read badly ("Bearbeiter- / ID", "DMARC- / FEHLER");
 * - the pilot guarantee reads "or" in every locale, its two targets share a capitalisation; English sentence case.
 */
test.use({ locale: "en-US" });
test.describe.configure({ timeout: 180_000 });

const DATE_PAGES = ["/compliance", "/product", "/solutions/2026-readiness", "/2026-control-map"] as const;

/** The Nacha dates as the site writes them in `locale` (Intl's long style, spaces no-break). */
function nachaDates(locale: TestLocale): string[] {
  const long = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
  return [NACHA_2026.phase1, NACHA_2026.phase2, NACHA_2026.phase2Practical].map((iso) =>
    keepDatesWhole(long.format(new Date(`${iso}T12:00:00Z`))),
  );
}

/** Every visible occurrence of `dates` in the page: whether it carries no plain space and sits on one line. */
function datesOnPage(page: Page, dates: string[]) {
  return page.evaluate((wanted) => {
    const loose = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, " ");
    const found: { date: string; noBreakSpaces: boolean; oneLine: boolean }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, noscript, [hidden], [aria-hidden='true']")) continue;
      if (parent.getClientRects().length === 0) continue;
      for (const date of wanted) {
        // Compare with spaces loosened, so a date written with plain spaces is found (and fails) too.
        const pattern = new RegExp(loose(date).replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replaceAll(" ", "[\\s\\u00a0\\u202f]+"), "g");
        for (const match of text.matchAll(pattern)) {
          const start = match.index ?? 0;
          const end = start + match[0].length - 1;
          const rect = (offset: number) => {
            const range = document.createRange();
            range.setStart(node, offset);
            range.setEnd(node, offset + 1);
            return range.getBoundingClientRect();
          };
          const first = rect(start);
          const last = rect(end);
          found.push({ date: match[0], noBreakSpaces: !/[ \n\t]/.test(match[0]), oneLine: Math.abs(first.top - last.top) < first.height / 2 });
        }
      }
    }
    return found;
  }, dates);
}

for (const locale of ["de", "en"] as const) {
  for (const width of [320, 390]) {
    test(`the Nacha dates stay on one line at ${width} px (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const dates = nachaDates(locale);
      for (const path of DATE_PAGES) {
        await page.goto(pathFor(locale, path));
        const found = await datesOnPage(page, dates);
        expect(found.length, `${path}: the Nacha dates are shown`).toBeGreaterThan(0);
        expect(found.filter((d) => !d.noBreakSpaces).map((d) => d.date), `${path}: a date with a breakable space`).toEqual([]);
        expect(found.filter((d) => !d.oneLine).map((d) => d.date), `${path}: a date broken across lines`).toEqual([]);
      }
    });
  }
}

/** The text of each call-to-action button whose last line holds a single word. */
function loneLastWords(buttons: Locator) {
  return buttons.evaluateAll((elements) => {
    const lone: string[] = [];
    for (const element of elements) {
      if (element.getClientRects().length === 0) continue;
      const words: number[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? "").matchAll(/[^\s]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index ?? 0);
          range.setEnd(node, (match.index ?? 0) + match[0].length);
          const rect = [...range.getClientRects()].filter((r) => r.width > 0).at(-1);
          if (rect) words.push(rect.top);
        }
      }
      // Words here are split at plain spaces only: U+00A0 keeps "Auswertungsgespräch buchen" one word.
      if (words.length < 2) continue;
      const last = words.at(-1) ?? 0;
      const onLastLine = words.filter((top) => Math.abs(top - last) < 3).length;
      if (onLastLine === 1 && words.some((top) => Math.abs(top - last) >= 3)) lone.push(element.textContent ?? "");
    }
    return lone;
  });
}

// The pages whose buttons left a lone last word, per locale.
const CTA_PAGES: Record<Exclude<TestLocale, "en">, string[]> = {
  de: [
    "/landing2",
    "/compliance",
    "/security",
    "/fraud-readiness-check",
    "/architecture-review",
    "/security-compliance-brief",
    "/2026-control-map",
    "/solutions/erp-posting-guard",
    "/solutions/2026-readiness",
    "/solutions/cio-ciso",
  ],
  fr: ["/compliance", "/fraud-readiness-check", "/2026-control-map", "/architecture-review", "/security-compliance-brief"],
  es: ["/compliance", "/security", "/fraud-readiness-check", "/architecture-review", "/security-compliance-brief"],
};

for (const [locale, paths] of Object.entries(CTA_PAGES) as [Exclude<TestLocale, "en">, string[]][]) {
  test(`no call-to-action button leaves a word alone on its last line (${locale})`, async ({ page }) => {
    // German, the longest, also on the narrowest phone.
    for (const width of locale === "de" ? [320, 390, 1440] : [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of paths) {
        await page.goto(pathFor(locale, path));
        // ButtonLink (src/components/sections/page-hero.tsx) and the forms' submit buttons.
        const buttons = page.locator("main a.rounded-md.px-5.py-3, main button[type=submit]");
        expect(await buttons.count(), `${path}: buttons found`).toBeGreaterThan(0);
        expect(await loneLastWords(buttons), `${path} at ${width} px`).toEqual([]);
      }
    }
  });
}

test("German compounds keep their hyphen unbroken where a break read badly", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  const security = messages("de", "security");
  const record = at(security, "architecture.diagram.record");
  expect(record).toContain("Bearbeiter\u2011ID");
  expect(at(security, "deployment.diagram.app")).toBe("Plattform von {product}");
  expect(at(messages("de", "solutionsUseCase"), "erpGuard.queues.badges.dmarcFail")).toBe("DMARC\u2011FEHLER");
  // The tile names the scale (0 to 100), not "bis 100 Punkte", in the glossary's term, and three lines at most in its
  // half of a 390 px phone (e2e/resources-bookdemo.spec.ts).
  expect(at(messages("de", "resources"), "kit.tiles.fraudCheck")).toMatch(/^Betrugsabwehr-Check: 0[ \u00a0]bis[ \u00a0]100[ \u00a0]Punkte$/);
  expect(at(messages("de", "scorecard"), "pilot.title")).toContain("{days}\u2011Tage\u2011Pilotprojekt");
  expect(at(messages("de", "fraudCheck"), "whatWeCheck.percentRule")).toContain("100\u00a0%");

  await page.goto("/de/security");
  const label = page.getByText(record, { exact: true }).first();
  await expect(label).toBeVisible();
  // The record label's hyphenated word is drawn on one line.
  const split = await label.evaluate((element) => {
    const node = [...element.childNodes].find((child) => child.nodeType === Node.TEXT_NODE && child.textContent?.includes("\u2011"));
    if (!node) return "no text node";
    const text = node.textContent ?? "";
    const at = text.indexOf("\u2011");
    const top = (offset: number) => {
      const range = document.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      return range.getBoundingClientRect().top;
    };
    return Math.abs(top(at - 1) - top(at + 1)) < 4 ? "" : "split";
  });
  expect(split).toBe("");
});

test("the copy points: guarantee says 'or', its targets share a capitalisation, English sentence case and 50%", async ({ page }) => {
  const or: Record<TestLocale, RegExp> = { en: /\bor\b/, fr: /\bou\b/, de: /\boder\b/, es: /\bo\b/ };
  const and: Record<TestLocale, RegExp> = { en: /\band\b/, fr: /\bet que\b/, de: /\bund hat\b/, es: /\by la\b/ };
  for (const locale of LOCALES) {
    const pilot = at(messages(locale, "pricing"), "ribbon.pilot");
    expect(pilot, locale).toMatch(or[locale]);
    expect(pilot, locale).not.toMatch(and[locale]);
    const card = messages(locale, "home");
    const first = [at(card, "guaranteeCard.either"), at(card, "guaranteeCard.orDeflection")].map((text) => text.charAt(0));
    expect(first.map((c) => c === c.toUpperCase()), `${locale}: both targets start alike`).toEqual([true, true]);
  }
  expect(at(messages("en", "scorecard"), "progress.answersTitle")).toBe("Your answers so far");
  // The PO default is formatted per locale from the one constant (FRAUD_PO_DEFAULT_PERCENT), never written as a literal.
  expect(at(messages("en", "fraudCheck"), "form.poHint")).toContain("{percent}");
  expect(at(messages("en", "fraudCheck"), "form.poHint")).not.toMatch(/50/);

  // The banner on /pricing renders the "or" sentence.
  await page.goto("/pricing");
  await expect(page.getByText(/^Pilot guarantee\. A median invoice cycle time under 48\sh or at least 30% fewer vendor emails reaching your team by day 30/)).toBeVisible();
  await page.goto("/de/pricing");
  await expect(page.getByText(/^Garantie für das Pilotprojekt\. Bis Tag 30 eine mediane Durchlaufzeit unter 48\sStunden oder mindestens/)).toBeVisible();
});
