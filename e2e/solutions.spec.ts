import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";
import { LOCALES, pathFor, type TestLocale } from "./support/locales";
import { at, messages } from "./support/messages";

/**
 * The twelve solutions pages (and /solutions/biotech-pilot): each in English and one other locale (fr/de/es in
 * rotation): status 200, one h1, the two hero calls to action with their
 * paths, and the page's own panel with figures formatted for the locale.
 */

interface HeroLink {
  /** Locale-free path of the link (query string ignored). */
  path: string;
  /** When set, the link carries `cta=<value>` (context for the lead forms). */
  cta?: string;
  hash?: string;
}

interface SolutionCase {
  slug: string;
  other: Exclude<TestLocale, "en">;
  hero: [HeroLink, HeroLink];
  /** Checks the page-specific panel for a locale. */
  panel: (page: Page, locale: TestLocale) => Promise<void>;
}

const s = String.raw;
/** Formatted numbers use (narrow) no-break spaces in fr/de/es: `\s` matches them. */
const re = (source: string) => new RegExp(source);

async function expectPanel(page: Page, testId: string, texts: (string | RegExp)[]) {
  const panel = page.getByTestId(testId);
  await expect(panel).toBeVisible();
  for (const text of texts) await expect(panel).toContainText(text);
}

const CASES: SolutionCase[] = [
  {
    slug: "cfo",
    other: "fr",
    hero: [{ path: "/fraud-readiness-check" }, { path: "/2026-control-map" }],
    panel: async (page, locale) => {
      await expectPanel(
        page,
        "cfo-dashboard",
        locale === "en" ? ["$38,400", "87%", "2 days faster", "Illustrative"] : [re(s`38\s400\s\$US`), re(s`87\s%`), "2 jours"],
      );
      // The closing call to action cites the demo length (DURATIONS.demoMinutes).
      await expect(page.locator("main")).toContainText(locale === "en" ? "Book a 30-minute demo" : "démo de 30 minutes");
    },
  },
  {
    slug: "controller",
    other: "de",
    hero: [{ path: "/matching-tolerances-demo" }, { path: "/exception-reduction-analysis" }],
    panel: async (page, locale) => {
      if (locale === "en") {
        await expectPanel(page, "three-way-match", ["500 pcs", "$12.40", "$6,200.00", "$6,355.00", "+2.5%", "5%", "Auto-released"]);
        await expectPanel(page, "exception-queue", ["HIGH", "MEDIUM", "LOW"]);
        await expect(page.getByTestId("sla-HIGH")).toHaveText("24 hr");
        await expect(page.getByTestId("sla-MEDIUM")).toHaveText("72 hr");
        await expect(page.getByTestId("sla-LOW")).toHaveText("1 week");
      } else {
        await expectPanel(page, "three-way-match", ["500 Stück", re(s`6\.200,00\s\$`), re(s`\+2,5\s%`), "Automatisch freigegeben"]);
        await expectPanel(page, "exception-queue", ["HOCH", "MITTEL", "NIEDRIG"]);
        await expect(page.getByTestId("sla-LOW")).toHaveText("1 Woche");
      }
    },
  },
  {
    slug: "cio-ciso",
    other: "es",
    hero: [{ path: "/security-compliance-brief" }, { path: "/architecture-review" }],
    panel: async (page, locale) =>
      expectPanel(page, "posture-panel", locale === "en" ? ["98 / 100", "Multi-tenant SaaS or dedicated tenant"] : ["98 / 100", "instancia dedicada"]),
  },
  {
    slug: "2026-readiness",
    other: "fr",
    hero: [{ path: "/2026-control-map" }, { path: "/nacha-compliance-assessment" }],
    panel: async (page, locale) => {
      await expectPanel(
        page,
        "nacha-phases",
        locale === "en" ? ["March 20, 2026", "June 19, 2026", "June 22, 2026"] : ["20 mars 2026", "19 juin 2026", "22 juin 2026"],
      );
      await expect(page.getByTestId("control-rule-table").locator("tbody tr")).toHaveCount(5);
      await expectPanel(page, "entry-description", ["PAYROLL", "PURCHASE", locale === "en" ? "7 characters of 10 allowed" : "7 caractères sur 10"]);
      await expectPanel(page, "quick-path", locale === "en" ? ["Weeks 1–\u20602", "Weeks 3–\u20604", "Month 2"] : ["Semaines 1 à 2", "Semaines 3 à 4", "Mois 2"]);
    },
  },
  {
    slug: "ach-fraud-prevention",
    other: "de",
    hero: [{ path: "/risk-analysis-demo" }, { path: "/fraud-readiness-check" }],
    panel: async (page, locale) => {
      // The decision codes are translated like every label: ZULASSEN / MANUELL PRÜFEN / STOPPEN in German.
      await expectPanel(page, "decision-allow", [locale === "en" ? "ALLOW" : "ZULASSEN"]);
      await expectPanel(page, "decision-verify", [locale === "en" ? "MANUAL VERIFY" : "MANUELL PRÜFEN"]);
      await expectPanel(page, "decision-hold", [locale === "en" ? "HOLD" : "STOPPEN", locale === "en" ? "DMARC fail" : "DMARC fehlgeschlagen"]);
    },
  },
  {
    slug: "erp-posting-guard",
    other: "es",
    // The secondary jumps to the page's two queues (#queues); the footer band books the demo.
    hero: [{ path: "/see-fraud-blocking-demo" }, { path: "/solutions/erp-posting-guard", hash: "#queues" }],
    panel: async (page, locale) => {
      const en = locale === "en";
      // Status badges are translated like every other label.
      await expectPanel(page, "ready-to-pay-queue", [en ? "VERIFIED" : "VERIFICADA", en ? "Release all" : "Liberar todo"]);
      await expectPanel(
        page,
        "blocked-queue",
        en ? ["DMARC FAIL", "BANK VERIFY", "TOLERANCE", "Review queue"] : ["FALLO DMARC", "VERIF. BANCARIA", "TOLERANCIA", "Revisar la cola"],
      );
      // The matching output sits inside the Ready-to-Pay queue with the queue's own state; RELEASED is only in the worked
      // example's last step, where the invoice has gone to the payment run.
      await expect(page.getByTestId("ready-to-pay-queue").getByTestId("matching-output").getByText(en ? "VERIFIED" : "VERIFICADA", { exact: true })).toBeVisible();
      await expect(page.getByTestId("ready-to-pay-queue")).not.toContainText(en ? "RELEASED" : "LIBERADA");
      await expectPanel(page, "high-risk-policy", [locale === "en" ? "Zero auto-releases" : "Cero liberaciones automáticas"]);
    },
  },
  {
    slug: "matching-tolerances",
    other: "de",
    hero: [{ path: "/matching-demo" }, { path: "/book-demo", cta: "matching-tolerances-hero" }],
    panel: async (page, locale) => {
      if (locale === "en") {
        await expectPanel(page, "tolerance-vendor", ["±3%", "±5%", "±2%"]);
        await expectPanel(page, "tolerance-material", ["Raw materials", "±10%", "Exact match"]);
        await expectPanel(page, "tolerance-amount", ["Under $1,000", "10% or $100", "5% or $500", "Over $10,000", "2% or $1,000"]);
      } else {
        await expectPanel(page, "tolerance-vendor", [re(s`±3\s%`), re(s`±5\s%`)]);
        await expectPanel(page, "tolerance-material", ["Rohstoffe", re(s`±10\s%`), "Exakte Übereinstimmung"]);
        await expectPanel(page, "tolerance-amount", [re(s`Unter 1\.000\s\$`), re(s`2\s%\soder\s1\.000\s\$`)]);
      }
    },
  },
  {
    slug: "biotech",
    other: "es",
    hero: [{ path: "/solutions/biotech-pilot" }, { path: "/book-demo", cta: "biotech-hero" }],
    panel: async (page, locale) => expectPanel(page, "evidence-panel", [locale === "en" ? "under 45 sec" : re(s`en menos de 45\ss`)]),
  },
  {
    slug: "biotech-pilot",
    other: "de",
    hero: [{ path: "/book-demo", cta: "biotech-pilot-hero" }, { path: "/solutions/30-day-performance-pilot" }],
    panel: async (page, locale) => {
      const en = locale === "en";
      await expect(page.getByTestId("pilot-banner")).toHaveText(en ? "Now booking 2 pilot starts this month" : "Diesen Monat sind noch 2 Pilotstarts buchbar");
      await expectPanel(
        page,
        "pilot-plan",
        en ? ["Rules & Routing", "Smart Inbox", "Speed & Control", "Cutover & Proof"] : ["Regeln und Routing", "Woche 4"],
      );
      await expectPanel(page, "pilot-guarantee", en ? ["under 48 hr", "at least 30%", "day 30"] : ["unter 48 Stunden", re(s`30\s%`)]);
      await expectPanel(page, "before-after-kpis", en ? ["2 to 5 days", "40 to 80", "20 to 40", "70% to 90%", "at least 95%", "40% to 60% fewer"] : ["2 bis 5 Tage"]);
      await expectPanel(page, "pilot-scope", en ? ["200+ invoices a month", "Fewer than 50 invoices a month", "Bank-detail changes"] : ["Mindestens 200 Rechnungen"]);
      await expect(page.locator('main a[href$="/solutions/30-day-performance-pilot"]').first()).toBeVisible();
    },
  },
  {
    slug: "med-device",
    other: "fr",
    hero: [{ path: "/talk-to-expert", cta: "med-device-hero" }, { path: "/book-demo", cta: "med-device-hero" }],
    panel: async (page, locale) => expectPanel(page, "traceability-panel", [locale === "en" ? "under 30 sec" : re(s`en moins de 30\ss`)]),
  },
  {
    slug: "manufacturing",
    other: "de",
    hero: [{ path: "/live-demo" }, { path: "/book-demo", cta: "manufacturing-hero" }],
    panel: async (page, locale) => expectPanel(page, "snapshot-panel", [locale === "en" ? "94%" : re(s`94\s%`), "12"]),
  },
  {
    slug: "logistics",
    other: "es",
    hero: [{ path: "/risk-assessment" }, { path: "/book-demo", cta: "logistics-hero" }],
    panel: async (page, locale) => {
      if (locale === "en") {
        await expectPanel(page, "logistics-tolerances", [
          "3% or $50, whichever is greater",
          "2% or $100, whichever is greater",
          "5% or $200",
          "2% of the published rate",
          "$25 per hour",
          "Exact match",
          "10%",
        ]);
        await expect(page.getByTestId("sla-HIGH")).toHaveText("4 hr");
        await expect(page.getByTestId("sla-MEDIUM")).toHaveText("24 hr");
        await expect(page.getByTestId("sla-LOW")).toHaveText("72 hr");
      } else {
        await expectPanel(page, "logistics-tolerances", [re(s`3\s%\so\s50\sUS\$, lo que sea mayor`), re(s`25\sUS\$ por hora`)]);
        await expectPanel(page, "exception-queue", ["ALTA", "MEDIA", "BAJA"]);
      }
    },
  },
];

for (const item of CASES) {
  for (const locale of ["en", item.other] as const) {
    test(`/solutions/${item.slug} (${locale}): one h1, the hero calls to action and its panel`, async ({ page }) => {
      const response = await gotoHydrated(page, pathFor(locale, `/solutions/${item.slug}`));
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);

      const heroLinks = page.locator("section", { has: page.locator("h1") }).getByRole("link");
      await expect(heroLinks).toHaveCount(2);
      for (const [index, expected] of item.hero.entries()) {
        const href = await heroLinks.nth(index).getAttribute("href");
        const url = new URL(href ?? "", "http://localhost");
        expect(url.pathname).toBe(pathFor(locale, expected.path));
        if (expected.cta) expect(url.searchParams.get("cta")).toBe(expected.cta);
        if (expected.hash) expect(url.hash).toBe(expected.hash);
      }

      await item.panel(page, locale);
      // Every message resolved: no raw namespace keys on the page.
      await expect(page.locator("main")).not.toContainText(/solutions(Role|UseCase|Industry)\.|biotechPilot\./);
      // Every ICU argument was supplied: no "{name}" placeholder left in the text.
      await expect(page.locator("main")).not.toContainText(/\{[a-zA-Z]+\}/);
    });
  }
}

test.describe("ERP Posting Guard queue buttons", () => {
  for (const locale of ["en", "es"] as const) {
    const labels =
      locale === "en"
        ? { release: "Release all", releaseTitle: "What “Release all” does", review: "Review queue", reviewTitle: "What “Review queue” does" }
        : { release: "Liberar todo", releaseTitle: "Qué hace «Liberar todo»", review: "Revisar la cola", reviewTitle: "Qué hace «Revisar la cola»" };

    test(`(${locale}) open an explanatory dialog by keyboard; Escape closes it and returns focus`, async ({ page }) => {
      await gotoHydrated(page, pathFor(locale, "/solutions/erp-posting-guard"));
      for (const [name, title] of [
        [labels.release, labels.releaseTitle],
        [labels.review, labels.reviewTitle],
      ] as const) {
        const trigger = page.getByRole("button", { name, exact: true });
        await trigger.focus();
        await page.keyboard.press("Enter");
        const dialog = page.getByRole("dialog", { name: title });
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText(locale === "en" ? "illustration" : "ilustración");
        const demo = dialog.getByRole("link");
        await expect(demo).toHaveAttribute("href", re(s`^${pathFor(locale, "/book-demo")}\?cta=erp-posting-guard-`));
        // Focus moved into the dialog.
        await expect(dialog.locator(":focus")).toHaveCount(1);
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
        await expect(trigger).toBeFocused();
      }
    });
  }
});

test("a solution page's worked example lays its three steps side by side at 1440 px and stacks them on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoHydrated(page, "/solutions/erp-posting-guard");
  const steps = page.getByTestId("example-steps").locator(":scope > li");
  await expect(steps).toHaveCount(3);
  const tops = async () => Promise.all((await steps.all()).map(async (step) => Math.round((await step.boundingBox())?.y ?? -1)));
  expect(new Set(await tops()).size).toBe(1);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(async () => new Set(await tops()).size).toBe(3);
});

test("side-by-side cards start their bodies on one line at 1440 px, even when a title wraps (ERP Posting Guard's outcomes)", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoHydrated(page, "/solutions/erp-posting-guard");
  const bodies = page.locator("#outcomes li > p:last-child");
  await expect(bodies).toHaveCount(3);
  const ys = await Promise.all((await bodies.all()).map(async (body) => Math.round((await body.boundingBox())?.y ?? -1)));
  expect(Math.max(...ys) - Math.min(...ys), `body tops ${ys.join(", ")}`).toBeLessThanOrEqual(1);
});

for (const locale of LOCALES) {
  test(`${locale}: the ERP Posting Guard's outcomes lead with their figure and name its basis, on one line from 320 to 1440 px`, async ({ page }) => {
    const cards = messages(locale, "solutionsUseCase");
    const kinds = [0, 1, 2].map((index) => at(cards, `erpGuard.outcomes.cards.${index}.kind`));
    // The first figure is a rule of the product, the other two planning targets: never shown alike.
    expect(kinds[0]).not.toBe(kinds[1]);
    for (const width of [1440, 1024, 390, 320]) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, pathFor(locale, "/solutions/erp-posting-guard"));
      const items = page.getByTestId("outcome-figures").locator(":scope > li");
      await expect(items).toHaveCount(3);
      for (const [index, item] of (await items.all()).entries()) {
        await expect(item.locator("[data-figure-kind]")).toHaveText(kinds[index] ?? "");
        const figure = item.locator("[data-figure]");
        const [box, card, lineHeight] = await Promise.all([
          figure.boundingBox(),
          item.boundingBox(),
          figure.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight)),
        ]);
        if (!box || !card) throw new Error("figure or card not laid out");
        expect(box.height, `${width}px: figure ${index} on one line`).toBeLessThan(lineHeight * 1.5);
        expect(box.x + box.width, `${width}px: figure ${index} inside its card`).toBeLessThanOrEqual(card.x + card.width);
        // The text itself fits its line (a nowrap line wider than its box overflows without widening the box).
        expect(await figure.evaluate((element) => element.scrollWidth - element.clientWidth), `${width}px: figure ${index} text fits`).toBeLessThanOrEqual(0);
      }
    }
  });
}
