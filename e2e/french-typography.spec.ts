import { expect, type Page, test } from "@playwright/test";
import { ALL_PAGES } from "../src/config/site-pages";
import { gotoHydrated } from "./support/hydration";
import { pathFor } from "./support/locales";

/**
 * French typography on rendered pages: a narrow no-break space (U+202F), never an ordinary or a
 * no-break space, before ; : ! ? and %. The messages are checked by src/i18n/typography.test.ts;
 * this sweep also catches text the code composes (Intl percentages, labels joined with a colon,
 * figures put together on the server or in a client island).
 */

/** Each ordinary (U+0020) or no-break (U+00A0) space before ; : ! ? %, with some context. */
function wrongSpaces(text: string): string[] {
  const withoutUrls = text.replace(/(?:https?:\/\/|mailto:)\S+/g, "");
  return [...withoutUrls.matchAll(/[ \u00a0][;:!?%]/g)].map((m) => {
    const at = m.index ?? 0;
    return `…${withoutUrls.slice(Math.max(0, at - 40), at + 12).replace(/\s+/g, " ")}… (U+${(m[0].codePointAt(0) ?? 0).toString(16).padStart(4, "0")})`;
  });
}

/** The visible text, the document title and the text read out instead of or besides it (aria-label, alt, placeholder, title). */
async function pageText(page: Page): Promise<string> {
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered, visible text is what a reader sees (textContent adds hidden nodes)
  const body = await page.locator("body").innerText();
  const extra = await page.evaluate(() => {
    const out: string[] = [document.title, document.querySelector('meta[name="description"]')?.getAttribute("content") ?? ""];
    for (const el of document.querySelectorAll("[aria-label], [alt], [placeholder], [title]")) {
      for (const name of ["aria-label", "alt", "placeholder", "title"]) {
        const value = el.getAttribute(name);
        if (value) out.push(value);
      }
    }
    return out.join("\n");
  });
  return `${body}\n${extra}`;
}

test("the check catches an ordinary or no-break space before each sign, and accepts U+202F", () => {
  for (const wrong of ["Note : ok", "Oui ; non", "Vraiment ?", "Stop !", "au moins 15 %", "15\u00a0%"]) {
    expect(wrongSpaces(wrong), wrong).toHaveLength(1);
  }
  expect(wrongSpaces("Note\u202f: ok ; 15\u202f%")).toHaveLength(1);
  expect(wrongSpaces("Note\u202f: 15\u202f%, vraiment\u202f? https://example.fr/a?b=1 à 10:30")).toEqual([]);
});

const PAGES = [...ALL_PAGES, "/?home-variant=1", "/?home-variant=2"];

for (const path of PAGES) {
  const url = pathFor("fr", path);
  test(`narrow no-break space before ; : ! ? % on ${url}`, async ({ page }) => {
    const response = await gotoHydrated(page, url);
    expect(response?.status(), `${url} answers`).toBeLessThan(400);
    expect(wrongSpaces(await pageText(page))).toEqual([]);
  });
}

test("narrow no-break space in the scorecard results and projections (client-side text)", async ({ page }) => {
  await gotoHydrated(page, pathFor("fr", "/solutions/30-day-performance-pilot"));
  await page.getByRole("radio", { name: /Mode précision/ }).click();
  const details = page.getByTestId("precision-details");
  await details.getByLabel("Factures par mois").fill("1000");
  await details.getByLabel("E-mails fournisseurs par mois").fill("2000");
  for (const option of ["Moins de 48\u00a0h", "Moins de 10\u202f%", "Moins de 20", "95\u202f% ou plus", "95\u202f% ou plus", "Forte", "Élevée et maîtrisée"]) {
    await page.getByTestId("scorecard-question").getByRole("radio", { name: option, exact: true }).click();
  }
  await expect(page.getByTestId("projection-deflectionRate")).toBeVisible();
  expect(wrongSpaces(await pageText(page))).toEqual([]);
});

test("narrow no-break space in the ROI calculator's results (client-side text)", async ({ page }) => {
  await gotoHydrated(page, pathFor("fr", "/ap-roi-calculator"));
  await expect(page.getByTestId("roi-hoursReclaimed")).toBeVisible();
  expect(wrongSpaces(await pageText(page))).toEqual([]);
});
