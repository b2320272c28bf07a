import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";
import { LOCALES, pathFor } from "./support/locales";
import { at, messages } from "./support/messages";

/**
 * /product and /security, drawn rather than told:
 * - /product's hero is the pipeline its headline names (seven steps, each with its control, one illustrative invoice
 *   on its way), not the homes' invoice card; it stays within 560 px of height at 1440x900;
 * - /product's module pictures (the evidence example, analytics, payments) start on one line within a row of cards;
 * - /security shows, under its hero, each review document once with its kind drawn and its format, the six controls a
 *   reviewer can verify (each with a drawn glyph), and the architecture as the pipeline's seven stages, the seventh the
 *   append-only stream the others write to;
 * - every one of these renders in the four locales with its translated text and stays inside its container from
 *   320 to 1440 px.
 */
test.use({ locale: "en-US" });

/** Visible text as the page shows it: the messages' typographic spaces (U+202F, U+00A0) read as spaces. */
const plain = (text: string) => text.replace(/[\u202f\u00a0\s]+/g, " ").trim();
/** A step label as the pictures write it (a <wbr> after a slash adds no text). */
const stepLabel = plain;

const STEPS = ["ingest", "extract", "risk", "erp", "attest", "release", "evidence"] as const;
const VERIFIABLE = ["tenants", "encryption", "connectors", "fourEyes", "support", "evidence"] as const;
const WIDTHS = [320, 390, 768, 1024, 1280, 1440] as const;

/** Runs in the page: what of `selector` ends outside its parent container or the viewport, or overflows its own box. */
function escapes(selector: string): string[] {
  const problems: string[] = [];
  const vw = document.documentElement.clientWidth;
  const targets = document.querySelectorAll<HTMLElement>(selector);
  if (targets.length === 0) return [`${selector}: not found`];
  for (const target of targets) {
    const container = target.parentElement?.getBoundingClientRect();
    const box = target.getBoundingClientRect();
    if (!container) continue;
    if (box.left < container.left - 1 || box.right > container.right + 1) {
      problems.push(`${selector} [${Math.round(box.left)}, ${Math.round(box.right)}] outside its container [${Math.round(container.left)}, ${Math.round(container.right)}]`);
    }
    for (const el of [target, ...target.querySelectorAll<HTMLElement>("*")]) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || el.closest(".sr-only")) continue;
      if (r.right > box.right + 1 || r.left < box.left - 1 || r.right > vw + 1) {
        problems.push(`${selector}: <${el.tagName.toLowerCase()}> "${(el.textContent ?? "").trim().slice(0, 40)}" ends outside it`);
      }
      if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== "visible") {
        problems.push(`${selector}: <${el.tagName.toLowerCase()}> "${(el.textContent ?? "").trim().slice(0, 40)}" overflows its box`);
      }
    }
  }
  return problems;
}

async function expectInside(page: Page, selectors: string[]) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const selector of selectors) {
      expect(await page.evaluate(escapes, selector), `${selector} at ${width} px`).toEqual([]);
    }
  }
}

test.describe("/product hero: the pipeline, drawn", () => {
  for (const locale of LOCALES) {
    test(`${locale}: seven steps with their controls, one illustrative invoice, not the homes' invoice card`, async ({ page }) => {
      const product = messages(locale, "product");
      const home = messages(locale, "home");
      const common = messages(locale, "common");
      await page.setViewportSize({ width: 1440, height: 900 });
      await gotoHydrated(page, pathFor(locale, "/product"));

      const hero = page.locator("main section").first();
      const figure = hero.getByTestId("product-pipeline-hero");
      await expect(figure).toBeVisible();
      // The homes' invoice card (test id "hero-scene") is not on /product.
      await expect(page.getByTestId("hero-scene")).toHaveCount(0);
      await expect(figure.locator(":scope > div")).toHaveAttribute("aria-hidden", "true");
      await expect(figure.locator("img, canvas, picture")).toHaveCount(0);

      const caption = figure.locator("figcaption");
      await expect(caption).toHaveClass(/sr-only/);
      const captionText = plain((await caption.textContent()) ?? "");
      expect(captionText).toContain("INV-20948");
      expect(captionText.startsWith(plain(at(product, "hero.pipeline.caption").split("{number}")[0] ?? ""))).toBe(true);

      await expect(figure.getByText(plain(at(common, "illustrativeShort")), { exact: true })).toBeVisible();
      const steps = figure.locator("[data-step]");
      await expect(steps).toHaveCount(STEPS.length);
      for (const [i, step] of STEPS.entries()) {
        const row = steps.nth(i);
        await expect(row).toHaveAttribute("data-step", step);
        await expect(row).toContainText(stepLabel(at(home, `pipeline.tabs.${step}.label`)));
        await expect(row).toContainText(plain(at(product, `hero.pipeline.controls.${step}`)));
        await expect(row.locator("svg").first()).toBeVisible();
      }
      // The invoice is at one step, and says so.
      await expect(figure.locator('[data-step="attest"]')).toContainText(plain(at(product, "hero.pipeline.here")));

      // Beside the headline, and no taller than 560 px at 1440x900.
      const box = await figure.boundingBox();
      const title = await page.getByRole("heading", { level: 1 }).boundingBox();
      expect(box && title).toBeTruthy();
      if (box && title) {
        expect(box.height, "hero picture height").toBeLessThanOrEqual(560);
        expect(box.x).toBeGreaterThan(title.x + title.width - 1);
      }
    });
  }

  test("the hero picture and the module cards stay inside their containers at 320-1440 px (en, de, fr)", async ({ page }) => {
    test.setTimeout(90_000);
    for (const locale of ["en", "de", "fr"] as const) {
      await gotoHydrated(page, pathFor(locale, "/product"));
      await expectInside(page, ['[data-testid="product-pipeline-hero"]', "[data-module]"]);
    }
  });
});

test.describe("/product modules: pictures on one line", () => {
  for (const locale of LOCALES) {
    test(`${locale}: within a row of cards at 1440 px, the module pictures start at the same height`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await gotoHydrated(page, pathFor(locale, "/product"));
      const cards = await page.locator("[data-module]").evaluateAll((items) =>
        items.map((li) => {
          const picture = li.querySelector("[data-module-picture]");
          return {
            key: li.getAttribute("data-module"),
            cardTop: Math.round(li.getBoundingClientRect().top),
            pictureTop: picture ? picture.getBoundingClientRect().top : null,
            bodyTop: li.querySelector("p:not([data-module-subtitle])")?.getBoundingClientRect().top ?? 0,
          };
        }),
      );
      await expect(page.locator("[data-module] [data-module-glyph] svg")).toHaveCount(9);
      const rows = new Map<number, typeof cards>();
      for (const card of cards) rows.set(card.cardTop, [...(rows.get(card.cardTop) ?? []), card]);
      expect(rows.size, "three rows of three cards").toBe(3);
      const pictured = cards.filter((card) => card.pictureTop !== null);
      expect(pictured.map((card) => card.key)).toEqual(["evidence", "analytics", "payments"]);
      for (const row of rows.values()) {
        const tops = row.flatMap((card) => (card.pictureTop === null ? [] : [card.pictureTop]));
        if (tops.length > 1) expect(Math.max(...tops) - Math.min(...tops), `pictures of ${row.map((c) => c.key).join(", ")}`).toBeLessThanOrEqual(2);
        // The texts start on one line too.
        const bodies = row.map((card) => card.bodyTop);
        expect(Math.max(...bodies) - Math.min(...bodies)).toBeLessThanOrEqual(2);
      }
    });
  }
});

test.describe("/product: one invoice's story, a full step card, no past date as a schedule", () => {
  test("the demo follows the hero's invoice: sender verified, the bank change is the risk (4 locales)", async ({ page }) => {
    for (const locale of LOCALES) {
      const product = messages(locale, "product");
      await page.setViewportSize({ width: 1440, height: 900 });
      await gotoHydrated(page, pathFor(locale, "/product"));
      const region = page.locator("#live-demo");
      await region.locator('[aria-current="step"], button[aria-label]').first().waitFor();
      // The demo's seven steps are the hero's seven stages, named alike. Ingest verifies the sender, as in the hero;
      // step 3 (risk analysis) is the high-risk one: the bank change.
      const home = messages(locale, "home");
      const dots = region.locator("fieldset button");
      await expect(dots).toHaveCount(STEPS.length);
      for (const [i, step] of STEPS.entries()) {
        const label = await dots.nth(i).getAttribute("aria-label");
        expect(plain(label ?? "").endsWith(stepLabel(at(home, `pipeline.tabs.${step}.label`))), `dot ${i + 1}: ${label}`).toBe(true);
      }
      await dots.nth(0).click();
      await expect(region.getByTestId("demo-step")).toHaveAttribute("data-step", "ingest");
      await expect(region.getByTestId("risk-badge")).toHaveAttribute("data-risk", "low");
      await expect(region.getByTestId("demo-step")).toContainText(plain(at(product, "demo.steps.ingest.status")));
      await dots.nth(3).click();
      await dots.nth(2).click();
      await expect(region.getByTestId("demo-step")).toHaveAttribute("data-step", "risk");
      await expect(region.getByTestId("risk-badge")).toHaveAttribute("data-risk", "high");
      await expect(region.getByTestId("demo-step")).toContainText("INV-20948");
      // Each step names the control the hero gives its stage, and where the invoice stands in the ERP.
      await expect(region.getByTestId("demo-step")).toContainText(plain(at(product, "hero.pipeline.controls.risk")));
      await expect(region.getByTestId("demo-step").locator("[data-erp-state]")).toHaveAttribute("data-erp-state", "notPosted");
      // The hero's invoice passed DMARC: no step of the demo says it failed.
      expect(await region.innerText()).not.toMatch(/DMARC (FAIL|-FEHLER)|ÉCHEC DMARC|FALLO DMARC|fails DMARC/);
      // The trail beside the step names the same invoice and vendor as the hero.
      await expect(region.getByTestId("demo-trail")).toContainText("INV-20948");
      await expect(region.getByTestId("demo-trail")).toContainText("Northwind Lab Supplies");
      await expect(region.getByTestId("demo-trail").locator('[data-trail-state="done"]')).toHaveCount(2);
      await dots.nth(3).click();
      await expect(region.getByTestId("demo-step").locator("[data-erp-state]")).toHaveAttribute("data-erp-state", "parked");
      await dots.nth(5).click();
      await expect(region.getByTestId("demo-step").locator("[data-erp-state]")).toHaveAttribute("data-erp-state", "released");
    }
  });

  test("the step card uses its width at 1440 px; at 390 px the three controls share one row and domains stay whole", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, "/product");
    const region = page.locator("#live-demo");
    const card = region.getByTestId("demo-step").locator("xpath=../..");
    const trail = region.getByTestId("demo-trail");
    await expect(trail).toBeVisible();
    const c = await card.boundingBox();
    const tr = await trail.boundingBox();
    // The trail ends within the card's padding from its right edge: no empty right side.
    expect((c?.x ?? 0) + (c?.width ?? 0) - ((tr?.x ?? 0) + (tr?.width ?? 0))).toBeLessThanOrEqual(32);
    for (const locale of ["en", "de", "fr"] as const) {
      await page.setViewportSize({ width: 390, height: 844 });
      await gotoHydrated(page, pathFor(locale, "/product"));
      const demo = page.locator("#live-demo section");
      const buttons = demo.getByTestId("demo-controls").locator(":scope > button");
      await expect(buttons).toHaveCount(3);
      const tops = await buttons.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
      expect(Math.max(...tops) - Math.min(...tops), `${locale}: one row ${tops.join(", ")}`).toBeLessThanOrEqual(2);
      // Previous and Next keep their names for assistive technology.
      await expect(demo.getByRole("button", { name: plain(at(messages(locale, "product"), "demo.next")) })).toBeVisible();
      await expect(trail).toBeHidden();
      for (const step of [0, 1, 2, 3]) {
        await demo.locator("fieldset button").nth(step).click();
        const lines = await demo.getByTestId("demo-step").locator("[data-nowrap]").evaluateAll((els) =>
          els.map((el) => `${el.textContent}:${el.getClientRects().length}`),
        );
        for (const line of lines) expect(line, `${locale}: a token kept on one line`).toMatch(/:1$/);
      }
      const domain = demo.getByTestId("demo-step").locator("[data-nowrap]", { hasText: "northwind-labsupplies.com" });
      await demo.locator("fieldset button").nth(0).click();
      await expect(domain).toHaveCount(1);
    }
  });

  test("integrations and roadmap show no past quarter as a schedule; the Nacha pack is available (4 locales)", async ({ page }) => {
    for (const locale of LOCALES) {
      const product = messages(locale, "product");
      await gotoHydrated(page, pathFor(locale, "/product"));
      for (const id of ["#integrations", "#roadmap"]) {
        expect(await page.locator(id).innerText(), `${locale} ${id}`).not.toMatch(/2025|Q1/);
      }
      await expect(page.locator('[data-erp="slated"] [data-chip]')).toHaveText(plain(at(product, "integrations.erpSlated.badge")));
      const cards = page.getByTestId("product-roadmap").locator("li:not([aria-hidden])");
      await expect(cards).toHaveCount(5);
      // Every card carries a chip with its status ("Available", "Planned for 2027", "Planned").
      await expect(cards.locator("[data-chip]")).toHaveCount(5);
      await expect(cards.first()).toContainText(plain(at(product, "roadmap.available")));
      await expect(cards.first()).toContainText(plain(at(product, "roadmap.items.nacha.title")));
      await expect(cards.last().locator("[data-chip]")).toHaveText(plain(at(product, "roadmap.plannedUndated")));
    }
  });
});

test.describe("/security: what a reviewer can verify", () => {
  for (const locale of LOCALES) {
    test(`${locale}: the verify band, the audit-stream diagram and the drawn documents, translated`, async ({ page }) => {
      const security = messages(locale, "security");
      const resources = messages(locale, "resources");
      const home = messages(locale, "home");
      await page.setViewportSize({ width: 1440, height: 900 });
      await gotoHydrated(page, pathFor(locale, "/security"));

      // Right under the hero.
      const band = page.getByTestId("security-verify-band");
      await expect(band).toBeVisible();
      expect(await band.evaluate((el) => el.previousElementSibling?.querySelector("h1") !== null)).toBe(true);
      await expect(page.getByRole("region", { name: plain(at(security, "verify.title")) })).toBeVisible();
      const facts = band.locator("[data-verify]");
      await expect(facts).toHaveCount(VERIFIABLE.length);
      for (const [i, key] of VERIFIABLE.entries()) {
        const fact = facts.nth(i);
        await expect(fact.getByRole("heading", { level: 3 })).toHaveText(plain(at(security, `verify.items.${key}.title`)));
        await expect(fact.locator('[aria-hidden="true"] svg')).toBeVisible();
      }
      // The ways to check them lead the band, in its audit-status row (e2e/security-resources-polish.spec.ts).
      await expect(band.getByRole("link", { name: plain(at(security, "audits.items.review").replace("{minutes}", "60")) })).toHaveAttribute("href", /\/architecture-review$/);
      await expect(band.getByRole("link", { name: plain(at(security, "audits.items.summary")) })).toHaveAttribute("href", /\/security-compliance-brief$/);

      // The architecture, drawn: the pipeline's seven stages, the seventh (evidence) the append-only stream the six others write to.
      const diagram = page.locator("#architecture").getByTestId("security-audit-stream");
      await expect(diagram).toBeVisible();
      await expect(diagram.locator(":scope > div")).toHaveAttribute("aria-hidden", "true");
      await expect(diagram.locator("figcaption")).toHaveText(plain(at(security, "architecture.diagram.caption")));
      await expect(diagram.locator("[data-stage]")).toHaveCount(STEPS.length);
      expect(await diagram.locator("[data-stage]").evaluateAll((els) => els.map((el) => el.getAttribute("data-stage")))).toEqual([...STEPS]);
      // The ERP stage by the page's own short name (one line in every locale), as e2e/security-erp-review4.spec.ts checks.
      await expect(diagram.locator('[data-stage="erp"]')).toContainText(plain(at(security, "architecture.diagram.erpStage")));
      await expect(diagram.locator('[data-stage="evidence"]')).toContainText(stepLabel(at(home, "pipeline.tabs.evidence.label")));
      await expect(diagram).toContainText(plain(at(security, "architecture.diagram.stream")));

      // Each review document, once, in the band under the hero: its kind drawn and its format.
      const formats = { brief: plain(at(resources, "formats.pdf")), summary: plain(at(security, "documents.summary.format")), review: "60" };
      const types = { brief: "brief", summary: "overview", review: "session", questionnaire: "questionnaire" };
      for (const key of ["brief", "summary", "review", "questionnaire"] as const) {
        const card = band.locator(`[data-reviewable="${key}"]`);
        await expect(card.locator(`[data-resource-type="${types[key]}"] svg`)).toBeVisible();
        await expect(card).toContainText(plain(at(resources, `types.${types[key]}`)));
        if (key !== "questionnaire") await expect(card.locator("[data-chip]")).toContainText(formats[key]);
      }
    });
  }

  test("the band, the diagram, the document cards and the hero's access model stay inside their containers at 320-1440 px (en, de, fr)", async ({ page }) => {
    test.setTimeout(90_000);
    for (const locale of ["en", "de", "fr"] as const) {
      await gotoHydrated(page, pathFor(locale, "/security"));
      await expectInside(page, ['[data-testid="security-verify-band"] > div', '[data-testid="security-audit-stream"]', "[data-reviewable]", '[data-testid="security-access-model"]']);
    }
  });
});
