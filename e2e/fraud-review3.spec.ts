import { expect, test } from "@playwright/test";
import { PRODUCT_NAME } from "../src/config/site";
import { box } from "./support/layout";
import { at, messages } from "./support/messages";
import { openAt as open } from "./support/open";

/**
 * The fraud readiness check after the third design review (section 2 of its report):
 * - the Identity card's reason is the rubric's rule (the sender is the first gate), with no unsourced "most fraud" and
 *   no claim that DMARC stops impersonation of executives;
 * - the intro says skipped questions score 0 and how many questions are scored; the rules card no longer repeats it;
 * - the Evidence questions' folded part says what it holds and its weight; the rubric's free-text answer says "listed";
 * - the mailbox and ERP reasons name controls (and the ERPs the form offers), not vendor fit; from 1280 px the rubric's
 *   columns are balanced (about 22 / 36 / 42 %);
 * - the walk-through card says what the call covers, so no tall blank stands between its text and its button;
 * - French: the hero names what is checked, and the sample's bank-change gap fits one line (the glossary keeps
 *   "coordonnées bancaires", so the label drops "changements de" rather than saying "RIB").
 */
test.describe.configure({ timeout: 120_000 });

const FRAUD = "/fraud-readiness-check";
const plain = (text: string) => text.replace(/[\u00a0\u202f\u2060\u2011]/g, (c) => (c === "\u2011" ? "-" : " ")).replace(/\s+/g, " ").trim();

// The folded part sits under the Evidence category's own heading and weight, so its title says only what it holds.
const EVIDENCE_TITLE = {
  en: "3 short questions, optional",
  de: "3 kurze Angaben, optional",
  fr: "3 questions courtes, facultatives",
  es: "3 preguntas breves, opcionales",
} as const;

for (const locale of ["en", "de", "fr", "es"] as const) {
  test(`rule-based identity reason, the skip rule in the intro, a named Evidence part, control-based reasons (${locale})`, async ({ page }) => {
    await open(page, locale, FRAUD, 1440);
    const fc = messages(locale, "fraudCheck");

    const identity = page.locator('[data-rubric-category="identity"] [data-rubric-why]');
    await expect(identity).toHaveText(at(fc, "rubric.categories.identity.why"));
    await expect(identity).not.toHaveText(/most fraud|meisten Betrugsfälle|plupart des fraudes|mayoría de los fraudes/);

    // The intro says the rule, with the number of scored questions the counter counts.
    const form = page.getByTestId("fraud-check-form");
    const total = (await form.getByTestId("fraud-answered").getAttribute("data-total")) ?? "";
    expect(total).toBe("9");
    const intro = plain((await page.locator("#assessment-form h2 + p").textContent()) ?? "");
    expect(intro).toBe(plain(at(fc, "form.intro").replace("{count, number}", total)));
    // The rules card keeps its two rules, the first about the PO share's preset answer (not the skip rule again).
    const rules = page.getByTestId("fraud-sidebar-rules").locator("li");
    await expect(rules).toHaveCount(2);
    expect(plain((await rules.first().textContent()) ?? "")).toBe(plain(at(fc, "form.rules.poShare")));

    // The Evidence questions' folded part: what it holds (its category and weight are the heading above it).
    const evidence = form.getByTestId("advanced-options").locator("button");
    expect(plain((await evidence.textContent()) ?? "")).toContain(EVIDENCE_TITLE[locale]);

    // The rubric: "listed" for the free-text answers; the ERP reason names the ERPs the form offers.
    const table = page.getByTestId("fraud-rubric-table");
    await expect(table.locator("[data-rubric-answer]", { hasText: at(fc, "whatWeCheck.describedRule") })).toHaveCount(3);
    const erpRow = table.locator("tr", { has: page.locator("th", { hasText: at(fc, "whatWeCheck.questions.erp") }) });
    for (const value of ["sap", "netsuite", "d365"]) await expect(erpRow.locator("td").last()).toContainText(at(fc, `form.erpOptions.${value}`));
    await expect(erpRow.locator("td").last()).toContainText(/\b20\s?(pts|Pkt\.|ptos\.)/);
    const mailboxRow = table.locator("tr", { has: page.locator("th", { hasText: at(fc, "whatWeCheck.questions.mailboxPlatform") }) });
    await expect(mailboxRow.locator("td").last()).toContainText("SPF, DKIM");

    // The walk-through card says what the call covers; its text reaches close to its button.
    const next = page.getByTestId("fraud-sidebar-next");
    await expect(next.locator("[data-walkthrough-covers]")).toHaveText(at(fc, "sidebar.walkthrough.covers").replaceAll("{product}", PRODUCT_NAME));
    if (locale === "en" || locale === "de") {
      const [covers, button] = [await box(next.locator("[data-walkthrough-covers]")), await box(next.locator("a"))];
      expect(button.top - covers.bottom, `${locale}: blank between the card's text and its button`).toBeLessThanOrEqual(96);
    }
  });
}

test("the German rubric's columns are balanced at 1440 px, and the phone keeps its blocks (de)", async ({ page }) => {
  await open(page, "de", FRAUD, 1440);
  const fc = messages("de", "fraudCheck");
  const table = page.getByTestId("fraud-rubric-table");
  const tableBox = await box(table);
  const headers = table.locator("thead th");
  for (const [i, share] of [0.22, 0.36, 0.42].entries()) {
    const th = await box(headers.nth(i));
    expect(Math.abs(th.width / tableBox.width - share), `column ${i + 1}`).toBeLessThanOrEqual(0.03);
  }
  // The free-text answer fits one line beside its points.
  const listed = table.locator("[data-rubric-answer]", { hasText: at(fc, "whatWeCheck.describedRule") }).first();
  const [label, lineHeight] = await listed.locator(":scope > span").first().evaluate((el) => [el.getBoundingClientRect().height, Number.parseFloat(getComputedStyle(el).lineHeight)]);
  expect(label).toBeLessThan(lineHeight * 1.5);

  // On a phone the table stays a block per question: no column widths, no sideways scroll.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId("fraud-rubric-disclosure").locator("summary").click();
  await expect(table).toBeVisible();
  expect(await table.evaluate((el) => getComputedStyle(el).display)).toBe("block");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("French hero names what is checked; the sample's bank-change gap fits one line (fr)", async ({ page }) => {
  await open(page, "fr", FRAUD, 1440);
  const fc = messages("fr", "fraudCheck");
  await expect(page.locator("main")).toContainText("la vérification des changements de coordonnées bancaires, le rapprochement et la traçabilité des paiements");
  const label = at(fc, "whatWeCheck.questions.bankChangePolicy");
  expect(label).toBe("Validation des coordonnées bancaires");
  const gap = page.getByTestId("fraud-sample-result").getByText(label, { exact: true });
  const [height, lineHeight] = await gap.evaluate((el) => [el.getBoundingClientRect().height, Number.parseFloat(getComputedStyle(el).lineHeight)]);
  expect(height).toBeLessThan(lineHeight * 1.5);
});
