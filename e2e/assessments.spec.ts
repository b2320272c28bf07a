import { readFile } from "node:fs/promises";
import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";
import { LOCALES, pathFor } from "./support/locales";
import { leadFor, uniqueEmail } from "./support/leads";
import { at, messages } from "./support/messages";

/**
 * Self-assessments: the AP Ops Scorecard in Quick and
 * Precision modes, the fraud readiness check, the 2026 control map and the
 * ROI calculator, in more than one locale. Leads are checked in the store
 * through the export API, including the results recomputed on the server.
 */


const PILOT = "/solutions/30-day-performance-pilot";

async function answer(page: Page, option: string) {
  await page.getByTestId("scorecard-question").getByRole("radio", { name: option, exact: true }).click();
}

test.describe("AP Ops Scorecard", () => {
  test("the scorecard starts above the fold on a 1440x900 screen: the first question and its first answers are visible (4 locales)", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const locale of LOCALES) {
      await gotoHydrated(page, pathFor(locale, PILOT));
      const question = page.getByTestId("scorecard-question");
      const options = question.getByRole("radio");
      await expect(options.first()).toBeVisible();
      for (const i of [0, 1]) {
        const box = await options.nth(i).boundingBox();
        expect(box, `${locale}: option ${i + 1}`).not.toBeNull();
        expect((box?.y ?? 0) + (box?.height ?? 0), `${locale}: option ${i + 1} ends inside the first screen`).toBeLessThanOrEqual(900);
      }
    }
  });

  test("Quick Score: one question at a time, back and overwrite, results, download, retake (en)", async ({ page }) => {
    await gotoHydrated(page, PILOT);
    await expect(page.locator("h1")).toHaveText("The 30-day pilot starts with the AP Ops Scorecard");
    await expect(page.locator('main a[href$="/book-demo?cta=pilot-hero&goal=faster-close"]')).toHaveText("Book a pilot scoping call");
    await expect(page.locator('main a[href$="/book-demo?cta=scorecard-intro"]')).toBeVisible();
    const question = page.getByTestId("scorecard-question");
    await expect(question).toContainText("Question 1 of 7");
    const bar = page.getByRole("progressbar", { name: "Scorecard progress" });
    await expect(bar).toHaveAttribute("aria-valuemax", "7");
    await expect(bar).toHaveAttribute("aria-valuenow", "0");
    await expect(page.getByText("Your answers so far")).toBeVisible();

    await answer(page, "2 to 5 days");
    await expect(question).toContainText("Question 2 of 7");
    await expect(page.getByRole("heading", { level: 2, name: "What share of invoices end up as exceptions?" })).toBeFocused();
    await expect(bar).toHaveAttribute("aria-valuenow", "1");
    await expect(page.getByTestId("scorecard-answers")).toContainText("2 to 5 days");
    await expect(page.getByTestId("scorecard-announcer")).toContainText("Question 2 of 7");

    // Back to question 1 and overwrite the answer.
    await question.getByRole("button", { name: "Back" }).click();
    await expect(question).toContainText("Question 1 of 7");
    await expect(question.getByRole("radio", { name: "2 to 5 days" })).toBeChecked();
    await answer(page, "Under 48 hours");
    await expect(question).toContainText("Question 2 of 7");
    await expect(page.getByTestId("scorecard-answers")).toContainText("Under 48 hours");
    await expect(page.getByTestId("scorecard-answers")).not.toContainText("2 to 5 days");

    // 5 + 3 + 3 + 5 + 3 + 3 + 5 = 27: grade B/C.
    await answer(page, "10% to 20%");
    await answer(page, "20 to 50");
    await answer(page, "95% or more");
    await answer(page, "85% to 94%");
    await answer(page, "Mixed");
    await answer(page, "High and under control");

    const results = page.getByTestId("scorecard-results");
    await expect(results.getByRole("heading", { level: 2, name: "Your AP Ops Score" })).toBeFocused();
    await expect(page.getByTestId("scorecard-score")).toHaveText("27 out of 35");
    await expect(page.getByTestId("scorecard-grade")).toHaveText("Grade B/C");
    await expect(page.getByTestId("scorecard-grade")).toHaveAttribute("data-tone", "blue");
    await expect(results).toContainText("Solid foundation.");
    await expect(results).toContainText("What Good Looks Like");
    await expect(results).toContainText("Cycle time of 48 hours or less");
    // Each benchmark marked from the answers: under 48 h and 95 %+ on time meet theirs, 10-20 % exceptions misses.
    const benchmarks = page.getByTestId("scorecard-benchmarks");
    await expect(benchmarks.locator('[data-benchmark="cycleTime"]')).toHaveAttribute("data-status", "met");
    await expect(benchmarks.locator('[data-benchmark="cycleTime"]')).toContainText("Met");
    await expect(benchmarks.locator('[data-benchmark="onTime"]')).toHaveAttribute("data-status", "met");
    await expect(benchmarks.locator('[data-benchmark="exceptions"]')).toHaveAttribute("data-status", "missed");
    await expect(benchmarks.locator('[data-benchmark="exceptions"]')).toContainText("Missed");
    await expect(benchmarks.locator('[data-benchmark="p90"]')).toHaveAttribute("data-status", "notAsked");
    await expect(results).toContainText("Top 3 Wins");
    await expect(page.getByTestId("scorecard-projections")).toHaveCount(0);
    await expect(page.getByTestId("scorecard-announcer")).toHaveText("Results ready: 27 out of 35, grade B/C.");
    await expect(results.getByRole("link", { name: "Book 30-min AI Wellness Check" })).toHaveAttribute(
      "href",
      /\/book-demo\?cta=scorecard-results&.*grade=B%2FC/,
    );

    const downloadPromise = page.waitForEvent("download");
    await results.getByRole("button", { name: "Download My Action Plan" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe("ap-action-plan-grade-B-C.txt");
    const text = await readFile((await download.path()) as string, "utf8");
    expect(text).toContain("AP Ops Action Plan");
    expect(text).toContain("Score: 27 / 35, grade B/C (Quick Score)");
    expect(text).toContain("Cycle time: Under 48 hours (5 points)");
    expect(text).not.toMatch(/\(1 points\)/);
    expect(text).toContain("1. Auto-match with routing SLAs");
    expect(text).not.toContain("Precision projections");

    await results.getByRole("button", { name: "Retake Scorecard" }).click();
    await expect(question).toContainText("Question 1 of 7");
    await expect(page.getByTestId("scorecard-answers")).toHaveCount(0);
    await expect(bar).toHaveAttribute("aria-valuenow", "0");
    await expect(question.getByRole("radio", { name: "Under 48 hours" })).not.toBeChecked();
  });

  test("Precision Mode: projections, e-mail dialog stores the lead and downloads (fr)", async ({ page, request }) => {
    await gotoHydrated(page, pathFor("fr", PILOT));
    await expect(page.getByTestId("precision-details")).toHaveCount(0);
    await page.getByRole("radio", { name: /Mode précision/ }).click();
    const details = page.getByTestId("precision-details");
    await expect(details).toBeVisible();
    await details.getByLabel("Factures par mois").fill("1000");
    await details.getByLabel("E-mails fournisseurs par mois").fill("2000");
    await details.getByLabel("Délai de traitement actuel (heures)").fill("beaucoup"); // non-numeric counts as 0
    await expect(details.getByLabel("Coût horaire chargé de l’équipe comptable ($/h)")).toHaveValue("75");
    await details.getByLabel("ERP", { exact: true }).selectOption("netsuite");

    for (const option of ["Moins de 48\u00a0h", "Moins de 10\u202f%", "Moins de 20", "95\u202f% ou plus", "95\u202f% ou plus", "Forte", "Élevée et maîtrisée"]) {
      await answer(page, option);
    }
    await expect(page.getByTestId("scorecard-score")).toHaveText("35 sur 35");
    await expect(page.getByTestId("scorecard-grade")).toHaveText("Note A");
    await expect(page.getByTestId("scorecard-grade")).toHaveAttribute("data-tone", "green");
    // 1,000 x 8 min + 40 % of 2,000 emails x 6 min = 12,800 min = 213 h; 213 h x $75 = $15,975.
    await expect(page.getByTestId("projection-hoursReclaimed")).toHaveText("213");
    await expect(page.getByTestId("projection-monthlySavings")).toHaveText(/^15\s975\s\$/);
    await expect(page.getByTestId("projection-emailsAvoided")).toHaveText(/^800$/);
    await expect(page.getByTestId("projection-deflectionRate")).toHaveText(/^40\s%$/);

    // Toggling back to Quick Score hides the projections; answers stay.
    await page.getByRole("radio", { name: /Score rapide/ }).click();
    await expect(page.getByTestId("scorecard-projections")).toHaveCount(0);
    await expect(page.getByTestId("scorecard-score")).toHaveText("35 sur 35");
    await page.getByRole("radio", { name: /Mode précision/ }).click();
    await expect(page.getByTestId("projection-hoursReclaimed")).toHaveText("213");

    await page.getByRole("button", { name: "Recevoir le plan d’action PDF par e-mail" }).click();
    const dialog = page.getByRole("dialog", { name: "Recevez votre plan d’action PDF" });
    await expect(dialog).toBeVisible();
    const send = dialog.getByRole("button", { name: "Envoyer" });
    await expect(send).toBeDisabled();
    const email = uniqueEmail("scorecard");
    await dialog.getByLabel("E-mail professionnel").fill(email);
    const downloadPromise = page.waitForEvent("download");
    await send.click();
    const download = await downloadPromise;
    // The file name is localized (scorecard.actionPlan.fileName).
    expect(download.suggestedFilename()).toBe("plan-action-comptabilite-fournisseurs-note-A.txt");
    const text = await readFile((await download.path()) as string, "utf8");
    expect(text).toContain("Plan d’action AP Ops");
    expect(text).toContain("Projections du mode précision");
    expect(text).toMatch(/Heures récupérées par mois\u202f: 213/);
    await expect(dialog).toBeHidden();

    await expect.poll(async () => (await leadFor(request, email))?.form).toBe("scorecard-action-plan");
    const lead = await leadFor(request, email);
    expect(lead?.quarantineReason).toBeNull();
    expect(lead?.answers.mode).toBe("precision");
    expect(lead?.derived.scorecard).toEqual({
      score: 35,
      grade: "A",
      mode: "precision",
      projections: { emailsAvoided: 800, hoursReclaimed: 213, monthlySavings: 15975, deflectionRate: 0.4 },
    });
  });

  test("a failed send keeps the dialog open with the email and downloads nothing (en)", async ({ page }) => {
    await page.route("**/api/scorecard-action-plan", (route) =>
      route.fulfill({ status: 500, contentType: "application/problem+json", body: '{"title":"boom","status":500}' }),
    );
    await gotoHydrated(page, PILOT);
    for (const option of ["More than 5 days", "More than 20%", "More than 50", "Under 85%", "Under 85%", "Minimal", "High and chaotic"]) {
      await answer(page, option);
    }
    await expect(page.getByTestId("scorecard-score")).toHaveText("7 out of 35");
    await expect(page.getByTestId("scorecard-grade")).toHaveText("Grade D/F");
    await expect(page.getByTestId("scorecard-grade")).toHaveAttribute("data-tone", "red");
    let downloads = 0;
    page.on("download", () => {
      downloads += 1;
    });
    await page.getByRole("button", { name: "Get the PDF action plan by email" }).click();
    const dialog = page.getByRole("dialog", { name: "Get Your PDF Action Plan" });
    await dialog.getByLabel("Work email").fill("keep-me@example.com");
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(dialog.getByRole("alert")).toContainText("We could not save your request");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Work email")).toHaveValue("keep-me@example.com");
    expect(downloads).toBe(0);
    // Cancel closes.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe("Fraud readiness check", () => {
  test("assessment stores the lead and shows the score, breakdown and gaps (en)", async ({ page, request }) => {
    await gotoHydrated(page, "/fraud-readiness-check");
    await expect(page.locator("h1")).toHaveText("What’s your AP Fraud Readiness Score?");
    await expect(page.locator("#assessment-form")).toBeVisible();
    await expect(page.locator("#what-we-check")).toBeVisible();
    await expect(page.getByTestId("fraud-rubric")).toContainText("Identity controls");
    await expect(page.getByTestId("fraud-rubric")).toContainText("40% of the score");
    await expect(page.getByTestId("fraud-rubric-table")).toContainText("Callback verification");

    const form = page.getByTestId("fraud-check-form");
    const submit = form.getByRole("button", { name: "Get my score" });
    // Enabled before the form is valid: a press marks the missing fields and says so.
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(form.getByRole("alert")).toContainText("Please fix the highlighted fields");
    await expect(form.getByLabel("Work email")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Company")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("fraud-check-success")).toHaveCount(0);
    const email = uniqueEmail("fraud");
    await form.getByLabel("Work email").fill(email);
    await form.getByLabel("Company").fill("Fraud Check Inc");
    await form.getByLabel("DMARC status of your email domain").selectOption("enforced");
    const bankPolicy = form.getByRole("radiogroup", { name: /How are vendor bank-detail changes approved/ });
    await bankPolicy.getByRole("radio", { name: "Dual approval" }).click();
    // Arrow keys move within the radio group and select (Radix moves focus on the next tick: the key stays down until it has).
    await page.keyboard.down("ArrowRight");
    await expect(bankPolicy.getByRole("radio", { name: "Callback verification" })).toBeFocused();
    await page.keyboard.up("ArrowRight");
    await expect(bankPolicy.getByRole("radio", { name: "Callback verification" })).toBeChecked();
    // The Evidence questions' folded part says what it holds, under the category's heading and weight.
    const advanced = form.getByRole("button", { name: /^3 short questions, optional/ });
    await expect(advanced).toHaveAttribute("aria-expanded", "false");
    await advanced.click();
    await expect(advanced).toHaveAttribute("aria-expanded", "true");
    await form.getByLabel(/ACH and payment rails used/).fill("ACH through two US banks");
    await submit.click();

    const success = page.getByTestId("fraud-check-success");
    await expect(success.getByRole("heading", { name: "Thanks—your Fraud Readiness Score is on the way" })).toBeFocused();
    await expect(success).toContainText(`We will email your score and control map to ${email}, usually the same day.`);
    // Identity 70 x 40 % = 28; bank 70 x 30 % = 21; process 30 (50 % PO) x 20 % = 6; evidence 40 x 10 % = 4.
    await expect(page.getByTestId("fraud-score")).toHaveText("59 out of 100");
    await expect(page.getByTestId("fraud-breakdown").getByRole("listitem")).toHaveCount(4);
    await expect(page.getByTestId("fraud-gaps").getByRole("listitem")).toHaveCount(3);
    await expect(page.getByTestId("fraud-gaps")).toContainText("Mailbox platform");
    await expect(success.getByRole("link", { name: "Book a 20-min walk-through" })).toHaveAttribute("href", /\/book-walkthrough/);

    await expect.poll(async () => (await leadFor(request, email))?.form).toBe("fraud-readiness-assessment");
    const lead = await leadFor(request, email);
    expect(lead?.answers).toMatchObject({ dmarcStatus: "enforced", bankChangePolicy: "callback", poPercentage: 50, achRails: "ACH through two US banks" });
    expect(lead?.derived.fraudReadiness).toMatchObject({ score: 59 });
  });

  test("the hero's sample result is the score the form gives for the same answers, with its basis in every locale", async ({ page }) => {
    await gotoHydrated(page, "/fraud-readiness-check");
    const sample = page.getByTestId("fraud-sample-result");
    const shown = (await sample.getByTestId("fraud-sample-score").textContent())?.trim();
    expect(shown).toMatch(/^\d+ out of 100$/);
    await expect(sample.locator("li")).toHaveCount(4 + 2); // four categories, the two costliest gaps
    // Each gap with its fix, the advice a submitted result gives for that question.
    const gaps = sample.locator("[data-sample-gap]");
    await expect(gaps).toHaveCount(2);
    for (const gap of await gaps.all()) {
      const field = (await gap.getAttribute("data-sample-gap")) ?? "";
      await expect(gap.locator("[data-sample-fix]")).toHaveText(`→${at(messages("en", "fraudCheck"), `success.gapAdvice.${field}`)}`);
    }
    await expect(sample.locator("figcaption")).toContainText("sample answers scored with this page’s rubric");
    // Each bar's label is what the bar shows: the category's score points out of its maximum (its weight), never the
    // weight alone beside a bar of another length; the four parts add up to the score.
    const rows = sample.locator("[data-sample-points]");
    await expect(rows).toHaveText(["26 of 40 pts", "18 of 30 pts", "14 of 20 pts", "4 of 10 pts"]);
    await expect(sample).not.toContainText("of the score");
    await expect(sample.getByTestId("fraud-sample-sum")).toHaveText("26 + 18 + 14 + 4 = 62 points");
    expect(shown).toBe("62 out of 100");
    for (const [i, share] of [0.65, 0.6, 0.7, 0.4].entries()) {
      const bar = sample.locator("li").nth(i).locator("div.h-2");
      const [track, fill] = await Promise.all([bar.boundingBox(), bar.locator("div").boundingBox()]);
      expect(Math.abs((fill?.width ?? 0) / (track?.width ?? 1) - share), `bar ${i}`).toBeLessThan(0.02);
    }

    // The sample answers (src/components/visuals/fraud-sample-result.tsx), entered in the form.
    const form = page.getByTestId("fraud-check-form");
    await form.getByLabel("Work email").fill(uniqueEmail("fraud-sample"));
    await form.getByLabel("Company").fill("Sample Answers Inc");
    await form.getByLabel("DMARC status of your email domain").selectOption("monitoring");
    await form.getByLabel("Mailbox platform").selectOption("microsoft365");
    await form.getByRole("radiogroup", { name: /How are vendor bank-detail changes approved/ }).getByRole("radio", { name: "Dual approval" }).click();
    await form.getByLabel("Who owns vendor master data?").selectOption("shared");
    await form.getByLabel(/Which ERP are your invoices posted in/).selectOption("netsuite");
    await form.getByRole("button", { name: /3 short questions, optional/ }).click();
    await form.getByLabel(/ACH and payment rails used/).fill("described");
    await form.getByRole("button", { name: "Get my score" }).click();
    await expect(page.getByTestId("fraud-score")).toHaveText(shown ?? "");

    for (const [locale, basis] of [
      ["fr", "réponses fictives notées avec la grille d’évaluation de cette page"],
      ["de", "fiktive Antworten, ausgewertet nach dem Schema auf dieser Seite"],
      ["es", "respuestas de ejemplo puntuadas con los criterios de puntuación de esta página"],
    ] as const) {
      await gotoHydrated(page, pathFor(locale, "/fraud-readiness-check"));
      await expect(page.getByTestId("fraud-sample-result")).toContainText(basis);
    }
  });

  test("the page and its form are translated (de)", async ({ page, request }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, pathFor("de", "/fraud-readiness-check"));
    // The scoring aside's weights each keep to one line ("30 % des Scores" wrapped beside "Bankkontoinhaberschaft").
    const weights = page.getByTestId("fraud-rubric").locator("[data-rubric-weight]");
    await expect(weights).toHaveCount(4);
    for (const weight of await weights.all()) expect((await weight.boundingBox())?.height ?? 99).toBeLessThan(24);
    await expect(page.locator("h1")).toHaveText("Wie gut ist Ihre Kreditorenbuchhaltung gegen Betrug gewappnet?");
    const form = page.getByTestId("fraud-check-form");
    const email = uniqueEmail("fraud-de");
    await form.getByLabel("Geschäftliche E-Mail-Adresse").fill(email);
    await form.getByLabel("Unternehmen").fill("Betrugscheck GmbH");
    await form.getByRole("button", { name: "Meine Punktzahl berechnen" }).click();
    await expect(page.getByTestId("fraud-score")).toHaveText("6 von 100"); // only the 50 % PO default scores: 30 x 20 %
    await expect(page.getByTestId("fraud-check-success")).toContainText("Vielen Dank – Ihre Betrugsabwehr-Bewertung ist unterwegs");
    await expect.poll(async () => (await leadFor(request, email))?.derived.fraudReadiness).toMatchObject({ score: 6 });
  });
});

test.describe("2026 control map", () => {
  test("questionnaire stores the lead and shows the visitor's map (en)", async ({ page, request }) => {
    await gotoHydrated(page, "/2026-control-map");
    await expect(page.locator("h1")).toHaveText("Be ready for Nacha's 2026 fraud-monitoring updates");
    await expect(page.locator("#control-map-form")).toBeVisible();
    await expect(page.locator("#nacha-dates")).toContainText("March 20, 2026");
    await expect(page.locator("#nacha-dates")).toContainText("June 19, 2026");
    await expect(page.locator("#nacha-dates")).toContainText("June 22, 2026");
    // FAQ accordion.
    const faq = page.locator("#faq");
    const first = faq.getByRole("button", { name: "Who must comply with the 2026 fraud-monitoring rules?" });
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");

    const form = page.getByTestId("control-map-form");
    await expect(form.getByLabel("Your role").locator("option[value=cio]")).toHaveCount(0);
    await expect(form.getByLabel("DMARC status of your email domain").locator("option[value=none]")).toHaveCount(1);
    const email = uniqueEmail("control-map");
    await form.getByLabel("Work email").fill(email);
    await form.getByLabel("Company").fill("Control Map LLC");
    await form.getByLabel("DMARC status of your email domain").selectOption("monitoring");
    await form.getByLabel("How are vendor bank-detail changes approved?").selectOption("email-only");
    await form.getByLabel("How are invoices matched?").selectOption("3-way-auto");
    await form.getByLabel("How are invoices released for payment?").selectOption("park-by-default");
    await form.getByLabel("How is evidence of each payment decision captured?").selectOption("none");
    await form.getByRole("button", { name: /System Signals/ }).click();
    await form.getByLabel("Additional notes").fill("Two entities, one bank");
    await form.getByRole("button", { name: "Generate my control map" }).click();

    const success = page.getByTestId("control-map-success");
    await expect(success.getByRole("heading", { name: "Your 2026 Control Map is being generated" })).toBeFocused();
    await expect(success).toContainText("The gaps to close before each Nacha 2026 phase");
    const table = page.getByTestId("control-map-table");
    await expect(table.locator("tr[data-family=senderIdentity]")).toHaveAttribute("data-status", "partial");
    await expect(table.locator("tr[data-family=bankChange]")).toHaveAttribute("data-status", "gap");
    await expect(table.locator("tr[data-family=matching]")).toHaveAttribute("data-status", "in-place");
    // Worded by whether each phase is already in force (Phase 1 from March 20, 2026, Phase 2 from June 19, 2026).
    const inForce = (iso: string) => Date.now() >= Date.parse(`${iso}T00:00:00Z`);
    await expect(table.locator("tr[data-family=bankChange]")).toContainText(
      inForce("2026-03-20") ? "Close now: Phase 1 in force since March 20, 2026" : "Close before Phase 1 (March 20, 2026)",
    );
    await expect(table.locator("tr[data-family=matching]")).toContainText(
      inForce("2026-06-19") ? "Evidence due now: Phase 2 in force since June 19, 2026" : "June 19, 2026; in practice June 22, 2026",
    );
    await expect(page.getByTestId("control-map-readiness")).toHaveText(
      inForce("2026-03-20") ? "At risk: Phase 1 is in force; close the gaps now." : "At risk: close the gaps before Phase 1.",
    );
    await expect(success).toContainText("at most 10 characters");
    await expect(success).toContainText("PAYROLL and PURCHASE");
    await expect(success.getByRole("link", { name: "Talk to an expert" })).toHaveAttribute("href", /\/talk-to-expert/);

    await expect.poll(async () => (await leadFor(request, email))?.form).toBe("2026-control-map");
    const lead = await leadFor(request, email);
    expect(lead?.answers).toMatchObject({ bankChangePolicy: "email-only", additionalNotes: "Two entities, one bank" });
    expect(lead?.derived.controlMap).toMatchObject({ counts: { "in-place": 2, partial: 1, gap: 2 }, readiness: "at-risk" });
  });

  test("the map's dates are formatted for the locale (es)", async ({ page, request }) => {
    await gotoHydrated(page, pathFor("es", "/2026-control-map"));
    await expect(page.locator("#nacha-dates")).toContainText("20 de marzo de 2026");
    const form = page.getByTestId("control-map-form");
    const email = uniqueEmail("control-map-es");
    await form.getByLabel("Correo electrónico corporativo").fill(email);
    await form.getByLabel("Empresa").fill("Mapa de Controles SA");
    await form.getByLabel("¿Cómo se aprueban los cambios de datos bancarios de proveedores?").selectOption("callback");
    await form.getByRole("button", { name: "Generar mi mapa de controles" }).click();
    const table = page.getByTestId("control-map-table");
    await expect(table.locator("tr[data-family=bankChange]")).toHaveAttribute("data-status", "in-place");
    await expect(table.locator("tr[data-family=bankChange]")).toContainText("19 de junio de 2026");
    // Worded by whether Phase 1 is already in force (from March 20, 2026).
    await expect(table.locator("tr[data-family=senderIdentity]")).toContainText(
      Date.now() >= Date.parse("2026-03-20T00:00:00Z") ? "Cerrar ya: fase 1 en vigor desde el 20 de marzo de 2026" : "Cerrar antes de la fase 1 (20 de marzo de 2026)",
    );
    await expect.poll(async () => (await leadFor(request, email))?.derived.controlMap).toMatchObject({ counts: { "in-place": 1, gap: 4 } });
  });
});

test.describe("ROI calculator", () => {
  test("live results, editable assumptions and a shared URL that reproduces them (en, de)", async ({ page, context }) => {
    await gotoHydrated(page, "/ap-roi-calculator");
    // Opens with a typical profile: 1,000 invoices and 2,000 supplier emails a month.
    await expect(page.getByTestId("roi-hoursReclaimed")).toHaveText("213");
    await expect(page.getByTestId("roi-monthlySavings")).toHaveText("$15,975");
    await page.getByLabel("Invoices per month").fill("1");
    await expect(page.getByTestId("roi-hoursReclaimed")).toHaveText("80");
    // Typed with the locale's thousands separator.
    await page.getByLabel("Invoices per month").fill("1,000");
    await page.getByLabel("Supplier emails per month").fill("2000");
    await expect(page.getByTestId("roi-hoursReclaimed")).toHaveText("213");
    await expect(page.getByTestId("roi-monthlySavings")).toHaveText("$15,975");
    // Edit an assumption: 10 minutes per invoice -> (10,000 + 4,800) / 60 = 247 h.
    await page.getByLabel("Minutes saved per invoice").fill("10");
    await expect(page.getByTestId("roi-hoursReclaimed")).toHaveText("247");
    await expect(page.getByTestId("roi-monthlySavings")).toHaveText("$18,525");
    await expect(page).toHaveURL(/invoices=1000/);
    // 2,000 supplier emails is the typical profile's own value: it stays out of the address.
    await expect(page).toHaveURL(/mpi=10/);
    const shared = new URL(page.url());

    const other = await context.newPage();
    await gotoHydrated(other, `${shared.pathname}${shared.search}`);
    await expect(other.getByTestId("roi-hoursReclaimed")).toHaveText("247");
    await expect(other.getByLabel("Minutes saved per invoice")).toHaveValue("10");

    // The same figures in German, formatted for the locale.
    await gotoHydrated(other, `${pathFor("de", "/ap-roi-calculator")}${shared.search}`);
    await expect(other.getByTestId("roi-hoursReclaimed")).toHaveText("247");
    await expect(other.getByTestId("roi-monthlySavings")).toHaveText(/^18\.525\s\$$/);
    await expect(other.locator('main a[href*="/book-demo?cta=roi-calculator"]')).toHaveText("Demo buchen");
  });

  test("bounds on every input with a translated message; German grouping accepted", async ({ page }) => {
    await gotoHydrated(page, pathFor("de", "/ap-roi-calculator"));
    const invoices = page.getByLabel("Rechnungen pro Monat");
    await invoices.fill("1.000.000.000");
    await expect(page.getByTestId("roi-error-invoicesPerMonth")).toHaveText("Geben Sie höchstens 1.000.000 ein; die Schätzung verwendet 1.000.000.");
    await expect(invoices).toHaveAttribute("aria-invalid", "true");
    await invoices.fill("1.000");
    await expect(page.getByTestId("roi-error-invoicesPerMonth")).toHaveCount(0);
    await expect(page.getByTestId("roi-hoursReclaimed")).toHaveText("213");
    await page.getByLabel("Vollkosten pro Stunde", { exact: false }).fill("viel");
    await expect(page.getByTestId("roi-error-loadedHourlyCost")).toContainText("ganze Zahl");
  });
});

test.describe("fraud readiness check: the form reads as two short groups", () => {
  for (const locale of ["en", "fr", "de", "es"] as const) {
    test(`${locale}: "your company" then "your controls", each heading above its own fields`, async ({ page }) => {
      const fraud = JSON.parse(readFileSync(`messages/${locale}/fraudCheck.json`, "utf8")) as { form: { groups: { company: string; controls: string } } };
      await gotoHydrated(page, `${locale === "en" ? "" : `/${locale}`}/fraud-readiness-check`);
      const form = page.getByTestId("fraud-check-form");
      const headings = form.locator("[data-form-group]");
      await expect(headings).toHaveText([fraud.form.groups.company, fraud.form.groups.controls].map((text) => new RegExp(`${text.replace(/[()]/g, "\\$&")}$`)));
      const [company, controls] = await Promise.all([headings.nth(0).boundingBox(), headings.nth(1).boundingBox()]);
      const email = await form.locator('input[name="email"]').boundingBox();
      const dmarc = await form.locator('select[name="dmarcStatus"]').boundingBox();
      expect((company?.y ?? 0) < (email?.y ?? 0) && (email?.y ?? 0) < (controls?.y ?? 0) && (controls?.y ?? 0) < (dmarc?.y ?? 0)).toBe(true);
    });
  }
});
