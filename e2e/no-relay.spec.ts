import { expect, type Page, test } from "@playwright/test";
import { E2E_LEADS_TOKEN } from "../playwright.config";
import { gotoHydrated } from "./support/hydration";
import { leadsFor, uniqueEmail } from "./support/leads";
import { pathFor } from "./support/locales";
import { waitForMail } from "./support/mailbox";

/**
 * The forms cannot be turned against anyone, in Chromium against the production build: an address with a display
 * name or a group is refused with the translated field error; the proof of work is fetched only once a form is
 * typed into, solved invisibly, and makes the lead an ordinary one; a client without a proof is answered like
 * anyone else but its lead is held back and sent no e-mail.
 */
const COPY = {
  fr: { email: "E-mail professionnel", company: "Entreprise", submit: "Demander ma démo", received: "Demande de démo reçue\u202f!", invalidEmail: "Saisissez une adresse e-mail valide" },
  es: { email: "Correo electrónico corporativo", company: "Empresa", submit: "Solicitar mi demostración", received: "¡Solicitud de demostración recibida!", invalidEmail: "Introduzca una dirección de correo válida" },
} as const;

const leadForm = (page: Page) => page.locator('form[data-testid$="-form"]');
const field = (page: Page, label: string) => leadForm(page).getByLabel(new RegExp(`^${label}`));

test.describe("addresses are addresses", () => {
  for (const locale of ["fr", "es"] as const) {
    for (const hostile of ["Friend<victim@example.com>", "x:victim@example.com;"]) {
      test(`${locale}: "${hostile}" is refused with the translated field error and nothing is sent`, async ({ page }) => {
        const c = COPY[locale];
        const posts: string[] = [];
        page.on("request", (r) => {
          if (r.method() === "POST" && r.url().includes("/api/book-demo")) posts.push(r.url());
        });
        await gotoHydrated(page, pathFor(locale, "/book-demo"));
        await field(page, c.email).fill(hostile);
        await field(page, c.company).fill("Muster SA");
        await page.getByRole("button", { name: c.submit }).click();
        const email = field(page, c.email);
        await expect(email).toHaveAttribute("aria-invalid", "true");
        await expect(page.locator(`[id="${await email.getAttribute("aria-describedby")}"]`)).toContainText(c.invalidEmail);
        await expect(email).toBeFocused();
        await expect(email).toHaveValue(hostile);
        expect(posts).toHaveLength(0);
      });
    }
  }

  test("the API refuses them too, on every form, with invalid_email on the email field", async ({ request }) => {
    const bodies: Record<string, Record<string, unknown>> = {
      "book-demo": { company: "X" },
      "talk-to-expert": { company: "X" },
      contact: { company: "X" },
      newsletter: {},
      "fraud-readiness-assessment": { company: "X" },
      "2026-control-map": { company: "X" },
    };
    for (const [form, body] of Object.entries(bodies)) {
      for (const email of ["Friend<victim@example.com>", "x:victim@example.com;", "victim@example.com, other@example.com"]) {
        const response = await request.post(`/api/${form}`, { data: { ...body, email }, headers: { origin: new URL(siteBase()).origin } });
        expect(response.status(), `${form} ${email}`).toBe(422);
        expect((await response.json()).errors).toContainEqual({ field: "email", code: "invalid_email" });
      }
    }
  });
});

/** The server under test (playwright.config's baseURL). */
function siteBase(): string {
  return `http://localhost:${process.env.E2E_PORT ?? 3100}`;
}

test.describe("proof of work", () => {
  test("loads with the first keystroke, not with the page; the lead is an ordinary one with its e-mail", async ({ page, request }) => {
    const c = COPY.fr;
    const challenges: string[] = [];
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/altcha-challenge")) challenges.push(r.url());
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    await gotoHydrated(page, pathFor("fr", "/book-demo"));
    const loadedWithPage = scripts.length;
    await field(page, c.company).focus();
    expect(challenges).toHaveLength(0);
    const email = uniqueEmail("pow");
    await field(page, c.email).fill(email);
    await expect.poll(() => challenges.length).toBe(1);
    expect(scripts.length).toBeGreaterThan(loadedWithPage);
    // Nothing of it is visible or focusable.
    await expect(page.locator("altcha-widget")).toBeHidden();
    await field(page, c.company).fill("Muster SA");
    await page.getByRole("button", { name: c.submit }).click();
    await expect(page.getByRole("heading", { name: c.received })).toBeVisible();
    await expect.poll(async () => (await leadsFor(request, email))[0]?.quarantineReason).toBeNull();
    const [lead] = await leadsFor(request, email);
    expect(lead?.mailSuppressed).toBeNull();
    const [mail] = await waitForMail(email);
    expect(mail?.text).not.toContain("Muster SA");
  });

  test("a client without a proof is answered 201 like anyone else; its lead is held back with no e-mail", async ({ request }) => {
    const email = uniqueEmail("noproof");
    const response = await request.post("/api/book-demo", {
      data: { email, company: "Spec Client Inc", interactionMs: 5000 },
      headers: { origin: new URL(siteBase()).origin },
    });
    expect(response.status()).toBe(201);
    const rows = (await (
      await request.get("/api/leads?format=json&include_quarantined=1", { headers: { Authorization: `Bearer ${E2E_LEADS_TOKEN}` } })
    ).json()) as { email: string; quarantineReason: string | null; mailSuppressed: string | null }[];
    const lead = rows.find((r) => r.email === email);
    expect(lead).toMatchObject({ quarantineReason: "no_proof", mailSuppressed: "quarantined" });
  });
});
