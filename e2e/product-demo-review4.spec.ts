import { expect, type Locator, type Page, test } from "@playwright/test";
import { box } from "./support/layout";
import { at, messages } from "./support/messages";
import { openAt } from "./support/open";

/**
 * The fourth design review of /product and /book-demo, on the production build, one page load per test (the width
 * changes in place):
 * - /product: the ERP support card says what is live in plain words and links the question to an expert; on the roadmap each
 *   description sits right under its own title at 1440 px (no blank line under a one-line title); German names all
 *   nine modules one way (the name, then a German line), says "unveränderlich", and the closing band names the product;
 * - /book-demo: the button says what the heading says (request), one privacy note with one link under the button at
 *   the form's width, step 3's last line not a lone "at kick-off.", the German required-fields line using the form's
 *   width at 390 px; the German and French copy of the review.
 */
test.use({ locale: "en-US" });

/** The widths of an element's text lines, top to bottom. */
async function lineWidths(locator: Locator): Promise<number[]> {
  return locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const lines = new Map<number, { left: number; right: number }>();
    for (const r of range.getClientRects()) {
      if (r.width === 0) continue;
      const key = Math.round(r.bottom);
      const line = lines.get(key);
      lines.set(key, line ? { left: Math.min(line.left, r.left), right: Math.max(line.right, r.right) } : { left: r.left, right: r.right });
    }
    return [...lines.entries()].sort((a, b) => a[0] - b[0]).map(([, l]) => l.right - l.left);
  });
}

/** On the roadmap at 1440 px: each body starts right under its own title's last line. */
async function expectBodiesUnderTitles(page: Page, label: string) {
  const items = await page.getByTestId("product-roadmap").locator(":scope > li:not([aria-hidden])").all();
  expect(items).toHaveLength(5);
  for (const item of items) {
    const title = await box(item.locator("h3 > span"));
    const body = await box(item.locator("h3 + p"));
    expect(body.top - title.bottom, `${label}: ${await item.locator("h3").textContent()}`).toBeLessThanOrEqual(8);
  }
}

test.describe("/product, fourth review", () => {
  test("the ERP card in plain words; each roadmap body right under its title (en)", async ({ page }) => {
    await openAt(page, "en", "/product", 1440);
    const live = page.locator('[data-erp="live"]');
    await expect(live).toContainText(
      /Live today: one ERP family, with parked and payment.blocked posting\. Which one, and whether your version is covered: ask an expert\./,
    );
    // The question the card raises has a way to its answer (design review 3, task 4).
    await expect(live.getByRole("link", { name: "ask an expert" })).toHaveAttribute("href", /\/talk-to-expert\?cta=product-integrations$/);
    await expectBodiesUnderTitles(page, "en");
  });

  test("German: one pattern for the nine modules, unveränderlich, the hero and the closing band (de)", async ({ page }) => {
    const de = messages("de", "product");
    await openAt(page, "de", "/product", 1440);
    await expect(page.locator("h1")).toHaveText(at(de, "hero.title"));
    const cards = page.locator("#modules li[data-module]");
    await expect(cards).toHaveCount(9);
    for (const card of await cards.all()) {
      await expect(card.locator("h3")).toHaveCount(1);
      await expect(card.locator("[data-module-subtitle]")).not.toBeEmpty();
    }
    // The bank-change module is "Rückbestätigung", as the hero and the demo call step 5 ("Attest" reads as a doctor's note).
    for (const name of ["Inbox Guard", "Document Intelligence", "ERP Posting Guard", "Rückbestätigung"]) {
      await expect(cards.locator("h3", { hasText: new RegExp(`^${name}$`) })).toHaveCount(1);
    }
    await expect(cards.locator("h3", { hasText: /^Attest$/ })).toHaveCount(0);
    // The page writes some hyphens as no-break hyphens (U+2011): compare with plain ones.
    const text = ((await page.locator("main").textContent()) ?? "").replaceAll("\u2011", "-");
    expect(text).not.toMatch(/anfügbar|Erleben Sie es/);
    expect(text).toContain("unveränderlichen Audit-Protokoll (Einträge werden nur ergänzt, nie geändert)");
    await expect(page.getByRole("heading", { name: "Erleben Sie Attestra mit Ihren eigenen Rechnungen" })).toBeVisible();
    await expect(page.locator('[data-erp="live"]')).toContainText(/Heute produktiv: ein ERP.System/);
    await expectBodiesUnderTitles(page, "de");
  });
});

test.describe("/book-demo, fourth review", () => {
  test("request button, the privacy line above it and the data note under it, step 3 without a lone last line (en)", async ({ page }) => {
    await openAt(page, "en", "/book-demo", 1440);
    const form = page.getByTestId("book-demo-form");
    await expect(page.getByRole("heading", { name: "Request your demo" })).toBeVisible();
    const submit = form.getByRole("button", { name: "Request my demo" });
    await expect(submit).toBeVisible();
    // The privacy line right above the button (read before submitting, on screen as in the reading order), the data
    // note under it; one link between them, at the form's width.
    const button = await box(submit);
    const privacy = await box(form.getByTestId("privacy-note"));
    const data = await box(form.getByTestId("book-demo-data-note"));
    const formBox = await box(form);
    expect(button.top).toBeGreaterThanOrEqual(privacy.bottom - 1);
    expect(button.top - privacy.bottom).toBeLessThanOrEqual(24);
    expect(data.top).toBeGreaterThanOrEqual(button.bottom - 1);
    expect(data.top - button.bottom).toBeLessThanOrEqual(24);
    for (const note of [privacy, data]) expect(note.width).toBeGreaterThanOrEqual(formBox.width - 1);
    await expect(form.getByTestId("book-demo-data-note").locator("a")).toHaveCount(0);
    await expect(page.locator("main").getByRole("link", { name: /how we handle your data/i })).toHaveCount(0);
    // Step 3's last line is not a short tail ("at kick-off." alone).
    const step = page.getByTestId("book-demo-next-steps").locator(":scope > li").nth(2).locator("span.min-w-0");
    const widths = await lineWidths(step);
    expect(widths.length).toBeGreaterThan(1);
    expect(widths[widths.length - 1] ?? 0, `step 3 lines ${widths.map(Math.round).join(", ")}`).toBeGreaterThan(0.4 * Math.max(...widths));
  });

  test("German copy and the required-fields line across the form at 390 px; French copy (de, fr)", async ({ page }) => {
    await openAt(page, "de", "/book-demo", 1440);
    const form = page.getByTestId("book-demo-form");
    await expect(form.getByRole("button", { name: "Demo anfragen" })).toBeVisible();
    const text = ((await page.locator("main").textContent()) ?? "").replaceAll("\u2011", "-");
    expect(text).not.toMatch(/Live-Sitzung|Solutions Engineer|Sitzung|zuschneiden|Bankverifizierung/);
    expect(text).toContain("30-minütige Live-Demo mit einem Experten für Kontrollen in der Kreditorenbuchhaltung");
    expect(text).toContain("Prüfung der Bankverbindung");
    await page.setViewportSize({ width: 390, height: 844 });
    const note = form.locator(":scope > p").first();
    await expect(note).toHaveText("Mit * gekennzeichnete Felder sind Pflichtfelder.");
    const widths = await lineWidths(note);
    const noteBox = await box(note);
    expect(noteBox.width).toBeGreaterThanOrEqual((await box(form)).width - 1);
    expect(widths[0] ?? 0, `first line ${Math.round(widths[0] ?? 0)} of ${Math.round(noteBox.width)} px`).toBeGreaterThan(0.7 * noteBox.width);

    const fr = messages("fr", "bookDemo");
    expect(at(fr, "form.submit")).toBe("Demander ma démo");
    expect(at(fr, "form.optionalHint")).toBe("Tous ces champs sont facultatifs\u202f: vous pourrez aussi nous en parler pendant l’appel.");
    expect(at(fr, "form.intro")).toContain("adaptions la démo");
    expect(at(fr, "agenda.items.identity")).toContain("validation des coordonnées bancaires");
    expect(at(fr, "agenda.items.qa")).toContain("l’objectif de votre choix");
    expect(at(messages("fr", "product"), "hero.lead")).toContain("réceptionne chaque facture");
  });
});
