import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type Route, test } from "@playwright/test";
import { gotoHydrated, waitForHydration } from "./support/hydration";
import { postBuild } from "./support/post-build";
import { pathFor, type TestLocale } from "./support/locales";
import { waitForMail } from "./support/mailbox";
import { leadsFor, uniqueEmail } from "./support/leads";

declare global {
  interface Window {
    /** In the page: the number formatters the page built (counted by an init script). */
    __numberFormats?: number;
  }
}

/**
 * Lead forms in the browser: every form stores its lead and shows its confirmation only once stored;
 * failures keep what the visitor typed and say what to do.
 */



const COPY = {
  en: {
    email: "Work email",
    company: "Company",
    role: "Your role",
    erp: "ERP system",
    invoices: "Monthly invoice volume",
    goal: "Primary goal",
    topic: "Topic",
    name: "Full name",
    outcome: "What outcome do you need in 90 days?",
    newsletterEmail: "Email address",
    bookSubmit: "Request my demo",
    expertSubmit: "Schedule my call",
    contactSubmit: "Send request",
    subscribe: "Subscribe",
    busy: "Sending...",
    demoReceived: "Demo request received!",
    expertScheduled: "Expert call scheduled!",
    contactThanks: "Thank you, your request has been received.",
    subscribed: "Please confirm your subscription.",
    confirmSubscription: "Confirm my subscription",
    confirmed: "Your subscription is confirmed.",
    invalidLink: "This link is not valid.",
    retry: "Our service is temporarily unavailable. Your entries are kept",
    network: "We could not reach our servers. Your entries are kept",
    fixFields: "Please fix the highlighted fields",
    rateLimited: "please wait a minute, then try again",
    invalidEmail: "Enter a valid email address",
    tooLong: "This entry is too long",
  },
  fr: {
    email: "E-mail professionnel",
    company: "Entreprise",
    role: "Votre fonction",
    erp: "Système ERP",
    invoices: "Volume mensuel de factures",
    goal: "Objectif principal",
    topic: "Sujet",
    name: "Nom complet",
    outcome: "Quel résultat attendez-vous d’ici 90 jours\u202f?",
    newsletterEmail: "Adresse e-mail",
    bookSubmit: "Demander ma démo",
    expertSubmit: "Planifier mon entretien",
    contactSubmit: "Envoyer la demande",
    subscribe: "S’abonner",
    busy: "Envoi en cours…",
    demoReceived: "Demande de démo reçue\u202f!",
    expertScheduled: "Entretien avec un expert planifié\u202f!",
    contactThanks: "Merci, votre demande a bien été reçue.",
    subscribed: "Merci de confirmer votre abonnement.",
    confirmSubscription: "Confirmer mon abonnement",
    confirmed: "Votre abonnement est confirmé.",
    invalidLink: "Ce lien n’est pas valide.",
    retry: "Notre service est momentanément indisponible. Vos saisies sont conservées",
    network: "Nous n’avons pas pu joindre nos serveurs. Vos saisies sont conservées",
    fixFields: "Veuillez corriger les champs signalés",
    rateLimited: "patientez une minute, puis réessayez",
    invalidEmail: "Saisissez une adresse e-mail valide",
    tooLong: "Cette saisie est trop longue",
  },
  de: {
    email: "Geschäftliche E-Mail-Adresse",
    company: "Unternehmen",
    role: "Ihre Funktion",
    erp: "ERP-System",
    invoices: "Monatliches Rechnungsvolumen",
    goal: "Wichtigstes Ziel",
    topic: "Thema",
    name: "Vollständiger Name",
    outcome: "Ihr Ziel für die nächsten 90 Tage",
    newsletterEmail: "E-Mail-Adresse",
    bookSubmit: "Demo anfragen",
    expertSubmit: "Gespräch vereinbaren",
    contactSubmit: "Anfrage senden",
    subscribe: "Abonnieren",
    busy: "Wird gesendet...",
    demoReceived: "Ihre Demo-Anfrage ist eingegangen",
    expertScheduled: "Expertengespräch vereinbart!",
    contactThanks: "Vielen Dank, Ihre Anfrage ist eingegangen.",
    subscribed: "Bitte bestätigen Sie Ihr Abonnement.",
    confirmSubscription: "Abonnement bestätigen",
    confirmed: "Ihr Abonnement ist bestätigt.",
    invalidLink: "Dieser Link ist ungültig.",
    retry: "Unser Dienst ist vorübergehend nicht verfügbar. Ihre Eingaben bleiben erhalten",
    network: "Unsere Server waren nicht erreichbar. Ihre Eingaben bleiben erhalten",
    fixFields: "Bitte korrigieren Sie die markierten Felder",
    rateLimited: "Bitte warten Sie eine Minute",
    invalidEmail: "Geben Sie eine gültige E-Mail-Adresse ein",
    tooLong: "Diese Eingabe ist zu lang",
  },
  es: {
    email: "Correo electrónico corporativo",
    company: "Empresa",
    role: "Su cargo",
    erp: "Sistema ERP",
    invoices: "Volumen mensual de facturas",
    goal: "Objetivo principal",
    topic: "Tema",
    name: "Nombre completo",
    outcome: "¿Qué resultado necesita en 90 días?",
    newsletterEmail: "Dirección de correo electrónico",
    bookSubmit: "Solicitar mi demostración",
    expertSubmit: "Programar mi llamada",
    contactSubmit: "Enviar solicitud",
    subscribe: "Suscribirse",
    busy: "Enviando...",
    demoReceived: "¡Solicitud de demostración recibida!",
    expertScheduled: "¡Llamada con un experto programada!",
    contactThanks: "Gracias, hemos recibido su solicitud.",
    subscribed: "Confirme su suscripción, por favor.",
    confirmSubscription: "Confirmar mi suscripción",
    confirmed: "Su suscripción está confirmada.",
    invalidLink: "Este enlace no es válido.",
    retry: "Nuestro servicio no está disponible temporalmente. Sus datos se conservan",
    network: "No hemos podido conectar con nuestros servidores. Sus datos se conservan",
    fixFields: "Corrija los campos señalados",
    rateLimited: "espere un minuto y vuelva a intentarlo",
    invalidEmail: "Introduzca una dirección de correo válida",
    tooLong: "Este texto es demasiado largo",
  },
} as const satisfies Record<TestLocale, Record<string, string>>;

/** A control of the lead form on the page; labels carry " *" or "(optional)", so match on the start. */
const leadForm = (page: Page) => page.locator('form[data-testid$="-form"]');
const formAlert = (page: Page) => leadForm(page).getByRole("alert");
// A space in the label matches any space: labels keep a number with its unit (a no-break space, "90 días").
const field = (page: Page, label: string) =>
  leadForm(page).getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s")}`));

test.describe("book a demo", () => {
  for (const locale of ["en", "fr"] as const) {
    test(`stores the demo request with its context and confirms (${locale})`, async ({ page, request }) => {
      const c = COPY[locale];
      const email = uniqueEmail(`demo-${locale}`);
      await gotoHydrated(page, 
        `${pathFor(locale, "/book-demo")}?cta=e2e-hero&role=controller&erp=netsuite&goal=faster-close&utm_source=newsletter&utm_campaign=q3-launch`,
      );
      await expect(page.locator("h1")).toHaveCount(1);
      // Query parameters preselect valid ids.
      await expect(field(page, c.role)).toHaveValue("controller");
      await expect(field(page, c.erp)).toHaveValue("netsuite");
      await expect(field(page, c.goal)).toHaveValue("faster-close");
      await expect(field(page, c.invoices)).toHaveValue("");

      // The button stays enabled and blue while the required fields are empty: a press shows what is missing, sends nothing.
      const submit = page.getByRole("button", { name: c.bookSubmit });
      await expect(submit).toBeEnabled();
      const background = () => submit.evaluate((el) => getComputedStyle(el).backgroundColor);
      const blue = await background();
      let posted = 0;
      page.on("request", (r) => {
        if (r.method() === "POST" && r.url().includes("/api/book-demo")) posted++;
      });
      await submit.click();
      await expect(formAlert(page)).toContainText(c.fixFields);
      await expect(field(page, c.email)).toHaveAttribute("aria-invalid", "true");
      await expect(field(page, c.company)).toHaveAttribute("aria-invalid", "true");
      await expect(field(page, c.email)).toBeFocused();
      expect(posted).toBe(0);
      await field(page, c.email).fill(email);
      await field(page, c.company).fill("Acme Biotech GmbH");
      await expect(submit).toBeEnabled();
      // The same colour empty or filled (a grey "disabled" look read as broken); the pointer off the button.
      await page.mouse.move(0, 0);
      expect(await background()).toBe(blue);
      await field(page, c.invoices).selectOption("1-5k");

      // The slider: 0-100 in steps of 10, default 50, value shown and announced.
      const slider = page.getByRole("slider");
      await expect(slider).toHaveValue("50");
      await slider.focus();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await expect(slider).toHaveValue("70");
      await expect(slider).toHaveAttribute("aria-valuetext", /70\s?%/);
      await expect(page.locator("output")).toHaveText(/70\s?%/);

      await submit.click();
      const heading = page.getByRole("heading", { name: c.demoReceived });
      await expect(heading).toBeVisible();
      await expect(heading).toBeFocused();
      const success = page.getByTestId("book-demo-success");
      await expect(success).toContainText(email);
      await expect(success).toContainText("NetSuite");
      await expect(success.getByRole("listitem")).toHaveCount(5);
      await expect(success.locator('a[href*="/talk-to-expert"]')).toBeVisible();

      const rows = await leadsFor(request, email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        form: "book-demo",
        company: "Acme Biotech GmbH",
        locale,
        page: "/book-demo",
        cta: "e2e-hero",
        utm: { source: "newsletter", campaign: "q3-launch" },
        quarantineReason: null,
        answers: { role: "controller", erp: "netsuite", monthlyInvoices: "1-5k", poPercentage: 70, goal: "faster-close" },
      });
    });
  }

  test("what a visitor types and picks before the page has hydrated is kept, wins over the URL, and is sent", async ({ page, request }) => {
    // The scripts load after the first paint (scripts/post-build.mjs): hold them, so the visitor surely types first.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/_next/static/chunks/*.js", async (route) => {
      await gate;
      await route.continue();
    });
    const email = uniqueEmail("early");
    await page.goto("/book-demo?role=cfo&cta=e2e-early", { waitUntil: "domcontentloaded" });
    await field(page, COPY.en.email).fill(email);
    await field(page, COPY.en.company).fill("Early Typing Ltd");
    await field(page, COPY.en.role).selectOption("controller");
    const submit = page.getByRole("button", { name: COPY.en.bookSubmit });
    await expect(submit).toBeDisabled();

    release();
    await waitForHydration(page);
    await expect(field(page, COPY.en.email)).toHaveValue(email);
    await expect(field(page, COPY.en.company)).toHaveValue("Early Typing Ltd");
    await expect(field(page, COPY.en.role)).toHaveValue("controller");
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByRole("heading", { name: COPY.en.demoReceived })).toBeVisible({ timeout: 20_000 });
    const rows = await leadsFor(request, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ company: "Early Typing Ltd", cta: "e2e-early", answers: expect.objectContaining({ role: "controller" }) });
  });

  test("the percentage slider's labels come from the server: hydration builds no number formatter; moving it does (fr)", async ({ page }) => {
    await page.addInitScript(() => {
      const Original = Intl.NumberFormat;
      window.__numberFormats = 0;
      Intl.NumberFormat = new Proxy(Original, {
        construct(target, args) {
          window.__numberFormats = (window.__numberFormats ?? 0) + 1;
          return Reflect.construct(target, args);
        },
      });
    });
    await gotoHydrated(page, pathFor("fr", "/book-demo"));
    const slider = page.getByRole("slider");
    await expect(slider).toHaveAttribute("aria-valuetext", /^50\s%$/);
    expect(await page.evaluate(() => window.__numberFormats)).toBe(0);
    await slider.focus();
    await page.keyboard.press("ArrowRight");
    await expect(slider).toHaveAttribute("aria-valuetext", /^60\s%$/);
    await expect(page.locator("output")).toHaveText(/^60\s%$/);
  });

  for (const locale of ["en", "fr", "de", "es"] as const) {
    test(`the whole form, its submit included, is in the first screen at 1440x900; one column with labels above the fields at 390 px (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await gotoHydrated(page, pathFor(locale, "/book-demo"));
      const form = page.getByTestId("book-demo-form");
      const submit = form.locator('button[type="submit"]');
      const box = await submit.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(900);
      // Related short fields side by side on a desktop.
      const email = await form.locator('input[name="email"]').boundingBox();
      const company = await form.locator('input[name="company"]').boundingBox();
      expect(email && company && Math.abs(email.y - company.y)).toBeLessThan(2);

      await page.setViewportSize({ width: 390, height: 844 });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      // On a phone the optional group is folded behind one button, so the submit follows the two required fields;
      // opened, its fields join the one column.
      const toggle = form.getByTestId("book-demo-optional-toggle");
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(form.locator('[name="role"]')).toBeHidden();
      const [toggleBox, companyBox] = [await toggle.boundingBox(), await form.locator('input[name="company"]').boundingBox()];
      const submitBox = await submit.boundingBox();
      expect(toggleBox && companyBox && toggleBox.y).toBeGreaterThan((companyBox?.y ?? 0) + 1);
      expect(submitBox && toggleBox && submitBox.y).toBeGreaterThan((toggleBox?.y ?? 0) + 1);
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      const fields = ["email", "company", "role", "erp", "monthlyInvoices", "goal"];
      let previousBottom = 0;
      for (const name of fields) {
        const control = form.locator(`[name="${name}"]`);
        const id = await control.getAttribute("id");
        const label = await form.locator(`label[for="${id}"]`).boundingBox();
        const field = await control.boundingBox();
        if (!label || !field) throw new Error(`no box for ${name}`);
        // One column: each field under the one before it; its label above it.
        expect(label.y).toBeGreaterThanOrEqual(previousBottom - 1);
        expect(label.y + label.height).toBeLessThanOrEqual(field.y + 1);
        previousBottom = field.y + field.height;
      }
    });
  }

  test("on a phone the optional group folds and unfolds by keyboard without losing a choice; a link's preselection opens it", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/book-demo");
    const form = page.getByTestId("book-demo-form");
    const toggle = form.getByTestId("book-demo-optional-toggle");
    const role = form.locator('[name="role"]');
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await role.selectOption("controller");
    // From the first optional field, one step back reaches the toggle.
    await role.focus();
    await page.keyboard.press("Shift+Tab");
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Space");
    await expect(role).toBeHidden();
    await toggle.click();
    await expect(role).toHaveValue("controller");

    await gotoHydrated(page, "/book-demo?role=cfo");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(role).toHaveValue("cfo");
    // From 1024 px there is no toggle: the group is always open.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(toggle).toBeHidden();
    await expect(role).toBeVisible();
  });

  test("ignores query values that are not valid ids", async ({ page }) => {
    await gotoHydrated(page, "/book-demo?role=CFO&erp=oracle&goal=%3Cscript%3E");
    await expect(field(page, COPY.en.role)).toHaveValue("");
    await expect(field(page, COPY.en.erp)).toHaveValue("");
    await expect(field(page, COPY.en.goal)).toHaveValue("");
    await expect(page.getByRole("option", { name: "Select..." }).first()).toBeAttached();
  });

  test("retries after two aborted requests with the same key: one row, success", async ({ page, request }) => {
    const email = uniqueEmail("retry");
    const keys: (string | null)[] = [];
    let aborted = 0;
    await page.route("**/api/book-demo", async (route: Route) => {
      keys.push(route.request().headers()["idempotency-key"] ?? null);
      if (aborted < 2) {
        aborted++;
        await route.abort("connectionreset");
        return;
      }
      await route.continue();
    });
    await gotoHydrated(page, "/book-demo");
    await field(page, COPY.en.email).fill(email);
    await field(page, COPY.en.company).fill("Retry Corp");
    await page.getByRole("button", { name: COPY.en.bookSubmit }).click();
    await expect(page.getByRole("heading", { name: COPY.en.demoReceived })).toBeVisible({ timeout: 20_000 });
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
    expect(await leadsFor(request, email)).toHaveLength(1);
  });

  test("a 422 shows translated field errors and keeps the typed values", async ({ page }) => {
    const messages: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error") messages.push(msg.text());
    });
    await page.route("**/api/book-demo", (route) =>
      route.fulfill({
        status: 422,
        contentType: "application/problem+json",
        body: JSON.stringify({
          type: "https://example.com/problems/invalid-lead",
          title: "Invalid lead",
          status: 422,
          detail: "1 invalid field",
          errors: [{ field: "company", code: "too_long" }],
        }),
      }),
    );
    const c = COPY.fr;
    await gotoHydrated(page, pathFor("fr", "/book-demo"));
    await field(page, c.email).fill("ana@example.com");
    await field(page, c.company).fill("Société Générale de Test");
    await field(page, c.role).selectOption("cfo");
    await page.getByRole("button", { name: c.bookSubmit }).click();

    await expect(formAlert(page)).toContainText(c.fixFields);
    const company = field(page, c.company);
    await expect(company).toHaveAttribute("aria-invalid", "true");
    const describedBy = await company.getAttribute("aria-describedby");
    expect(describedBy).toBeTruthy();
    await expect(page.locator(`[id="${describedBy}"]`)).toContainText(c.tooLong);
    await expect(company).toBeFocused();
    // Everything typed is still there; no confirmation.
    await expect(company).toHaveValue("Société Générale de Test");
    await expect(field(page, c.email)).toHaveValue("ana@example.com");
    await expect(field(page, c.role)).toHaveValue("cfo");
    await expect(page.getByRole("heading", { name: c.demoReceived })).toHaveCount(0);
    expect(messages.some((m) => m.includes("Failed to book demo"))).toBe(true);
  });

  test("a client-side invalid email is explained before any request", async ({ page }) => {
    let requests = 0;
    await page.route("**/api/book-demo", (route) => {
      requests++;
      return route.abort();
    });
    const c = COPY.de;
    await gotoHydrated(page, pathFor("de", "/book-demo"));
    await field(page, c.email).fill("keine-adresse");
    await field(page, c.company).fill("Muster AG");
    await page.getByRole("button", { name: c.bookSubmit }).click();
    const email = field(page, c.email);
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(`[id="${await email.getAttribute("aria-describedby")}"]`)).toContainText(c.invalidEmail);
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("autocomplete", "email");
    await expect(field(page, c.company)).toHaveAttribute("autocomplete", "organization");
    expect(requests).toBe(0);
  });

  test("shows the busy state while submitting", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/book-demo", async (route) => {
      await held;
      await route.fulfill({ status: 201, contentType: "application/json", body: JSON.stringify({ id: "00000000-0000-4000-8000-000000000001" }) });
    });
    await gotoHydrated(page, "/book-demo");
    await field(page, COPY.en.email).fill("busy@example.com");
    await field(page, COPY.en.company).fill("Busy Ltd");
    await page.getByRole("button", { name: COPY.en.bookSubmit }).click();
    const busy = page.getByRole("button", { name: COPY.en.busy });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute("aria-busy", "true");
    await expect(page.getByTestId("book-demo-form")).toHaveAttribute("aria-busy", "true");
    release();
    await expect(page.getByRole("heading", { name: COPY.en.demoReceived })).toBeVisible();
  });

  test("the honeypot is hidden from people, keyboards and assistive technology", async ({ page }) => {
    await gotoHydrated(page, "/book-demo");
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveAttribute("autocomplete", "off");
    await expect(page.locator('[aria-hidden="true"]:has(input[name="website"])')).toHaveCount(1);
    const box = await honeypot.boundingBox();
    expect(box === null || box.x + box.width < 0).toBe(true);
  });
});

test.describe("talk to an expert", () => {
  for (const locale of ["en", "de"] as const) {
    test(`stores the call request with the preselected topic (${locale})`, async ({ page, request }) => {
      const c = COPY[locale];
      const email = uniqueEmail(`expert-${locale}`);
      await gotoHydrated(page, `${pathFor(locale, "/talk-to-expert")}?topic=erp-guard&cta=pricing-footer`);
      await expect(field(page, c.topic)).toHaveValue("erp-guard");
      await field(page, c.email).fill(email);
      await field(page, c.company).fill("Northwind Logistics");
      await page.getByRole("button", { name: c.expertSubmit }).click();
      const heading = page.getByRole("heading", { name: c.expertScheduled });
      await expect(heading).toBeFocused();
      const success = page.getByTestId("talk-to-expert-success");
      await expect(success).toContainText(email);
      await expect(success).toContainText("ERP Posting Guard"); // the product name, in English in every locale (docs/glossary.md)
      await expect(success.locator('a[href*="/book-demo"]')).toBeVisible();
      const rows = await leadsFor(request, email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        form: "talk-to-expert",
        company: "Northwind Logistics",
        locale,
        page: "/talk-to-expert",
        cta: "pricing-footer",
        answers: { topic: "erp-guard" },
        quarantineReason: null,
      });
    });
  }

  test("a persistent 503 shows the retry message, keeps the input and succeeds on retry", async ({ page, request }) => {
    const messages: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error") messages.push(msg.text());
    });
    const c = COPY.es;
    const email = uniqueEmail("unavailable");
    const keys: string[] = [];
    let outage = true;
    await page.route("**/api/talk-to-expert", async (route) => {
      keys.push(route.request().headers()["idempotency-key"] ?? "");
      if (outage) {
        await route.fulfill({
          status: 503,
          contentType: "application/problem+json",
          headers: { "Retry-After": "0" },
          body: JSON.stringify({ type: "about:blank", title: "Unavailable", status: 503, detail: "Database down" }),
        });
        return;
      }
      await route.continue();
    });
    await gotoHydrated(page, `${pathFor("es", "/talk-to-expert")}?topic=fraud-prevention`);
    await field(page, c.email).fill(email);
    await field(page, c.company).fill("Compañía Ibérica");
    const submit = page.getByRole("button", { name: c.expertSubmit });
    await submit.click();
    await expect(formAlert(page)).toContainText(c.retry, { timeout: 20_000 });
    expect(keys).toHaveLength(3);
    await expect(field(page, c.email)).toHaveValue(email);
    await expect(field(page, c.company)).toHaveValue("Compañía Ibérica");
    await expect(field(page, c.topic)).toHaveValue("fraud-prevention");
    await expect(page.getByRole("heading", { name: c.expertScheduled })).toHaveCount(0);
    expect(messages.some((m) => m.includes("Failed to schedule expert call"))).toBe(true);

    // The service is back: the visitor presses the button again; same body, same key, one row.
    outage = false;
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByRole("heading", { name: c.expertScheduled })).toBeVisible();
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
    expect(await leadsFor(request, email)).toHaveLength(1);
  });

  test("rate limiting shows the wait-and-retry message", async ({ page }) => {
    await page.route("**/api/talk-to-expert", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/problem+json",
        headers: { "Retry-After": "0" },
        body: JSON.stringify({ type: "about:blank", title: "Too many requests", status: 429, detail: "Slow down" }),
      }),
    );
    const c = COPY.fr;
    await gotoHydrated(page, pathFor("fr", "/talk-to-expert"));
    await field(page, c.email).fill("limite@example.com");
    await field(page, c.company).fill("Limite SA");
    await page.getByRole("button", { name: c.expertSubmit }).click();
    await expect(formAlert(page)).toContainText(c.rateLimited, { timeout: 20_000 });
    await expect(field(page, c.company)).toHaveValue("Limite SA");
  });

  test("an unreachable server shows the network message", async ({ page }) => {
    await page.route("**/api/talk-to-expert", (route) => route.abort("internetdisconnected"));
    await gotoHydrated(page, "/talk-to-expert");
    await field(page, COPY.en.email).fill("offline@example.com");
    await field(page, COPY.en.company).fill("Offline Inc");
    await page.getByRole("button", { name: COPY.en.expertSubmit }).click();
    await expect(formAlert(page)).toContainText(COPY.en.network, { timeout: 20_000 });
    await expect(page.getByRole("button", { name: COPY.en.expertSubmit })).toBeEnabled();
  });

  test("validation code that cannot be fetched shows the network message, keeps the input, and a retry succeeds", async ({
    page,
    request,
  }) => {
    // zod and the schemas load after the page (src/lib/lead-client/form-validation.ts): fail every script the HTML did not name.
    const html = await (await request.get("/talk-to-expert")).text();
    const initial = new Set((await postBuild()).namedChunks(html));
    let offline = true;
    await page.route("**/_next/static/chunks/*.js", (route) =>
      offline && !initial.has(new URL(route.request().url()).pathname) ? route.abort("internetdisconnected") : route.continue(),
    );
    let posted = 0;
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().includes("/api/talk-to-expert")) posted++;
    });
    await gotoHydrated(page, "/talk-to-expert");
    const email = uniqueEmail("validation-offline");
    await field(page, COPY.en.email).fill(email);
    await field(page, COPY.en.company).fill("Offline Validation Inc");
    await page.getByRole("button", { name: COPY.en.expertSubmit }).click();
    await expect(formAlert(page)).toContainText(COPY.en.network);
    await expect(field(page, COPY.en.email)).toHaveValue(email);
    expect(posted).toBe(0);

    offline = false;
    await page.getByRole("button", { name: COPY.en.expertSubmit }).click();
    await expect(page.getByText(COPY.en.expertScheduled)).toBeVisible({ timeout: 20_000 });
    await expect.poll(async () => (await leadsFor(request, email)).length).toBe(1);
  });
});

test.describe("contact form on home variant 3", () => {
  for (const locale of ["en", "es"] as const) {
    test(`stores the contact request (${locale})`, async ({ page, request }) => {
      const c = COPY[locale];
      const email = uniqueEmail(`contact-${locale}`);
      await gotoHydrated(page, pathFor(locale, "/landing3"));
      const form = page.getByTestId("contact-form");
      await form.scrollIntoViewIfNeeded();
      await field(page, c.name).fill("Ana García");
      await field(page, c.email).fill(email);
      await field(page, c.company).fill("Grupo Ejemplo");
      await field(page, c.outcome).fill("Cierre mensual en 3 días y cero pagos a cuentas fraudulentas.");
      await form.getByRole("button", { name: c.contactSubmit }).click();
      await expect(page.getByRole("heading", { name: c.contactThanks })).toBeFocused();
      await expect(page.getByTestId("contact-success")).toContainText(email);
      const rows = await leadsFor(request, email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        form: "contact",
        company: "Grupo Ejemplo",
        locale,
        page: "/landing3",
        cta: "landing3-contact",
        answers: { name: "Ana García", outcome: "Cierre mensual en 3 días y cero pagos a cuentas fraudulentas." },
      });
    });
  }
});

test.describe("newsletter on /resources", () => {
  for (const locale of ["en", "de"] as const) {
    test(`subscribes (${locale})`, async ({ page, request }) => {
      const c = COPY[locale];
      const email = uniqueEmail(`news-${locale}`);
      await gotoHydrated(page, pathFor(locale, "/resources"));
      const form = page.getByTestId("newsletter-form");
      await form.scrollIntoViewIfNeeded();
      const submit = form.getByRole("button", { name: c.subscribe });
      await expect(submit).toBeEnabled();
      await field(page, c.newsletterEmail).fill(email);
      await expect(submit).toBeEnabled();
      await submit.click();
      await expect(page.getByRole("heading", { name: c.subscribed })).toBeFocused();
      // Double opt-in: a sales export shows nothing until the link in the e-mail is followed and confirmed.
      expect(await leadsFor(request, email)).toHaveLength(0);
      const [mail] = await waitForMail(email);
      expect(mail?.headers.get("content-language")).toBe(locale);
      const link = new URL(/https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(mail?.text ?? "")?.[0] ?? "about:blank");
      expect(link.pathname).toBe(pathFor(locale, "/newsletter/confirm"));
      await gotoHydrated(page, `${link.pathname}${link.search}`);
      await page.getByRole("button", { name: c.confirmSubscription }).click();
      await expect(page.getByRole("heading", { level: 1, name: c.confirmed })).toBeVisible();
      const rows = await leadsFor(request, email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ form: "newsletter", locale, page: "/resources", cta: "resources-subscribe", quarantineReason: null });
      // The link is signed: a tampered one is refused with a translated page.
      await gotoHydrated(page, `${link.pathname}?token=${link.searchParams.get("token")?.slice(0, -3)}xyz`);
      await expect(page.getByRole("heading", { level: 1, name: c.invalidLink })).toBeVisible();
    });
  }
});

test.describe("accessibility of the form states", () => {
  const axe = async (page: Page) => {
    const results = await new AxeBuilder({ page })
      .include("main")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
  };

  test("field errors, form alert and confirmation have no axe violations", async ({ page }) => {
    await page.route("**/api/book-demo", (route) =>
      route.fulfill({ status: 201, contentType: "application/json", body: JSON.stringify({ id: "00000000-0000-4000-8000-000000000002" }) }),
    );
    await gotoHydrated(page, pathFor("fr", "/book-demo"));
    await field(page, COPY.fr.email).fill("pas-une-adresse");
    await field(page, COPY.fr.company).fill("Société Test");
    await page.getByRole("button", { name: COPY.fr.bookSubmit }).click();
    await expect(formAlert(page)).toContainText(COPY.fr.fixFields);
    expect(await axe(page)).toEqual([]);
    await field(page, COPY.fr.email).fill("valide@example.com");
    await page.getByRole("button", { name: COPY.fr.bookSubmit }).click();
    await expect(page.getByRole("heading", { name: COPY.fr.demoReceived })).toBeFocused();
    expect(await axe(page)).toEqual([]);
  });
});
