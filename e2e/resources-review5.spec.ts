import { expect, test } from "@playwright/test";
import { box, spread } from "./support/layout";
import { LOCALES, pathFor } from "./support/locales";
import { at, messages } from "./support/messages";
import { openAt as open } from "./support/open";

/**
 * /resources after the design review of round 3, task 5:
 * - "Featured" at 1440 px: each card is a column with its link pinned to its foot, so the three links share one line
 *   and no card ends with an empty foot under its link; on a phone each link stays right under its list;
 * - the webinar keeps its honest schedule (the next date comes with the registration, no date invented) and its link
 *   says "Register for the next session";
 * - "Downloads" counts the two PDFs it shows and says the other two (the CFO brief, the evidence checklist) are
 *   featured above, so its intro never disagrees with the page;
 * - the 2026 collection names what it holds (Nacha for US payments, French e-invoicing, the EU AI Act), which its
 *   compliance brief covers;
 * - German: the hero lead in separate clauses, and the tools category "Tools und Selbsttests" instead of "Werkzeuge",
 *   whole in its jump tile at 320 px.
 */
test.use({ locale: "en-US" });
test.describe.configure({ timeout: 120_000 });

const RESOURCES = "/resources";
const WEBINAR = "/webinar-identity-first-ap-sap";

test.describe("/resources, round 3 review", () => {
  test("at 1440 px the featured links share one line at their cards' foot; on a phone each follows its list", async ({ page }) => {
    for (const locale of ["en", "de", "fr"] as const) {
      await open(page, locale, RESOURCES, 1440);
      const cards = page.locator("#featured li:has(h3)");
      await expect(cards).toHaveCount(3);
      const bottoms: number[] = [];
      for (const card of await cards.all()) {
        const link = await box(card.locator("[data-featured-inside] ~ a").first());
        bottoms.push(link.bottom);
        // No empty foot: the link ends at the card's padding (24 px), whatever the card holds above it.
        const foot = await card.evaluate((el) => {
          const cs = getComputedStyle(el);
          return el.getBoundingClientRect().bottom - Number.parseFloat(cs.paddingBottom) - Number.parseFloat(cs.borderBottomWidth);
        });
        expect(Math.abs(foot - link.bottom), `${locale}: blank under the link`).toBeLessThanOrEqual(2);
      }
      expect(spread(bottoms), `${locale}: link bottoms ${bottoms.map(Math.round).join(", ")}`).toBeLessThanOrEqual(1);
    }

    // On a phone each card is as tall as its content: the link 20 px under its list, with nothing stretched.
    await open(page, "de", RESOURCES, 390, 844);
    for (const panel of await page.locator("#featured [data-featured-inside]").all()) {
      const link = await box(panel.locator("xpath=following-sibling::a[1]"));
      const gap = link.top - (await box(panel)).bottom;
      expect(gap).toBeGreaterThanOrEqual(19);
      expect(gap).toBeLessThanOrEqual(24);
    }
  });

  test("the webinar's link registers for the next session, and its note promises no date", async ({ page }) => {
    expect(at(messages("en", "resources"), "featured.items.webinar.cta")).toBe("Register for the next session");
    expect(at(messages("de", "resources"), "featured.items.webinar.cta")).toBe("Für den nächsten Termin anmelden");
    expect(at(messages("fr", "resources"), "featured.items.webinar.cta")).toBe("S’inscrire à la prochaine séance");
    expect(at(messages("es", "resources"), "featured.items.webinar.cta")).toBe("Inscribirse en la próxima sesión");
    for (const locale of LOCALES) {
      await open(page, locale, RESOURCES, 1440);
      const res = messages(locale, "resources");
      const card = page.locator("#featured li").filter({ has: page.locator(`a[href$="${WEBINAR}"]`) });
      await expect(card.locator(`a[href$="${WEBINAR}"]`)).toContainText(at(res, "featured.items.webinar.cta"));
      await expect(card.locator("[data-resource-note]")).toContainText(at(res, "featured.items.webinar.schedule"));
      await expect(card.locator("[data-resource-note]")).not.toHaveText(/\d{4}|\d{1,2}[:.h]\d{2}/);
    }
  });

  test("Downloads counts the PDFs it shows and points to the two featured above", async ({ page }) => {
    const count = { en: /^Two PDFs /, de: /^Zwei PDFs /, fr: /^Deux PDF /, es: /^Dos PDF / } as const;
    const featuredNamed = {
      en: /CFO brief.*evidence checklist.*featured above/,
      de: /Merkblatt für CFOs.*Checkliste.*weiter oben unter „Empfohlen“/,
      fr: /fiche pour le DAF.*check-list.*plus haut, à la une/,
      es: /informe para el CFO.*lista de verificación.*destacados más arriba/,
    } as const;
    for (const locale of LOCALES) {
      await open(page, locale, RESOURCES, 1440);
      const res = messages(locale, "resources");
      const body = at(res, "categories.downloads.body");
      await expect(page.locator("#library-downloads")).toContainText(body);
      // The two PDFs it counts are the two cards with a PDF cover; the overview is a web page.
      await expect(page.locator("#library-downloads [data-resource-card]")).toHaveCount(3);
      await expect(page.locator("#library-downloads [data-resource-card]:has([data-resource-cover])")).toHaveCount(2);
      expect(body).toMatch(count[locale]);
      // The other two PDFs are the featured ones it names.
      await expect(page.locator("#featured [data-resource-cover]")).toHaveCount(2);
      expect(body).toMatch(featuredNamed[locale]);
    }
  });

  test("the 2026 collection says what it holds, and holds it", async ({ page }) => {
    const topics = {
      en: [/Nacha \(US payments\)/, /French e.invoicing/, /EU AI Act/],
      de: [/Nacha \(US.Zahlungsverkehr\)/, /E.Rechnungspflicht in Frankreich/, /EU.KI.Verordnung/],
      fr: [/Nacha \(paiements aux États-Unis\)/, /facturation électronique en France/, /règlement européen sur l’IA/],
      es: [/Nacha \(pagos en EE.\u00a0UU.\)/, /facturación electrónica en Francia/, /Reglamento de IA de la UE/],
    } as const;
    const briefTopics = {
      en: [/e.invoicing/, /EU AI Act/],
      de: [/E.Rechnung/, /EU.KI.Verordnung/],
      fr: [/facturation électronique/, /règlement européen sur l’IA/],
      es: [/facturación electrónica/, /Reglamento de IA de la UE/],
    } as const;
    for (const locale of LOCALES) {
      await open(page, locale, RESOURCES, 1440);
      const res = messages(locale, "resources");
      const answer = at(res, "categories.byRole.answers.readiness");
      for (const topic of topics[locale]) expect(answer, locale).toMatch(topic);
      const card = page.locator("#library-byRole [data-resource-card]").filter({ has: page.locator(`a[href="${pathFor(locale, "/resources/2026-readiness")}"]`) });
      await expect(card).toContainText(answer);
      // Its compliance brief is what covers the three: the collection lists it, and the brief names them.
      await expect(card.locator("[data-collection-contents] li").filter({ hasText: at(res, "assets.complianceBrief.title") })).toHaveCount(1);
      const brief = at(res, "assets.complianceBrief.body");
      expect(brief).toContain("Nacha");
      for (const topic of briefTopics[locale]) expect(brief, locale).toMatch(topic);
    }
  });

  test("German: the lead in separate clauses, and Tools und Selbsttests whole in its jump tile at 320 px", async ({ page }) => {
    const res = messages("de", "resources");
    const lead = at(res, "hero.lead");
    expect(lead).not.toMatch(/Werkzeug/);
    expect(lead.split(";").length, lead).toBeGreaterThanOrEqual(3);
    // "und Selbsttests" kept together (a no-break space): no lone word on the tile's last line (e2e/tools-fill.spec.ts).
    expect(at(res, "categories.tools.title")).toBe("Tools und\u00a0Selbsttests");

    for (const width of [320, 1440]) {
      await open(page, "de", RESOURCES, width);
      await expect(page.locator("main")).toContainText(lead);
      await expect(page.locator("main")).not.toContainText("Werkzeuge");
      await expect(page.locator("#category-tools")).toHaveText("Tools und Selbsttests");
      const tile = page.getByTestId("resources-browse").locator('a[href="#library-tools"]');
      await expect(tile).toContainText("Tools und Selbsttests");
      // Each word on one line, inside its tile.
      const problems = await tile.evaluate((a) => {
        const out: string[] = [];
        const title = a.querySelector("span > span") as HTMLElement;
        if (title.scrollWidth > title.clientWidth + 1) out.push("the title overflows");
        if (title.getBoundingClientRect().right > a.getBoundingClientRect().right) out.push("the title leaves its tile");
        const node = title.firstChild;
        for (const match of (node?.nodeValue ?? "").matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node as Node, match.index ?? 0);
          range.setEnd(node as Node, (match.index ?? 0) + match[0].length);
          if (new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size > 1) out.push(`"${match[0]}" broken`);
        }
        return out;
      });
      expect(problems, `${width} px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });
});
