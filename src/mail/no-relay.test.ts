import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { type ParsedMail, simpleParser } from "mailparser";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "@/db/connection";
import { pgExecutor } from "@/db/sql-executor";
import type { LeadForm } from "@/leads/contract/enums";
import { iterateLeads } from "@/leads/export/export";
import { releaseLead } from "@/leads/intake/quarantine";
import { handlerFor, type LeadTestContext, leadRequest, openLeadTestDatabase, PROOF_CONFIG, VALID_BODIES, withProof } from "../../tests/support/lead-api";
import { SMTP_TEST_PORT } from "../../tests/support/test-env";
import { TestSmtp } from "../../tests/support/test-smtp";
import type { MailConfig } from "./mailer";
import { deliverEmailsDue } from "./outbox-mail";
import { claimNewsletterConfirmation, countRecipientMail, type MailLimits } from "./recipient-limits";

/**
 * No mail relay, end to end: bursts of lead requests naming one victim address (or one victim domain), from many
 * client addresses and from one IPv6 /64, posted to the real handler; the e-mails delivered by the outbox to a real
 * SMTP server (smtp-server) and read back with mailparser (PDF attachments with poppler's pdftotext). At most the
 * configured number of e-mails arrives, none carries anything the sender typed, and every lead is still stored with
 * the reason it got no e-mail.
 */
const SMTP_PORT = SMTP_TEST_PORT + 2;
const LIMITS: MailLimits = { perAddressPerDay: 3, perDomainPerDay: 6 };
// As in a running server: the proof of work is required, so every request carries a solved one.
const CONFIG = { ...PROOF_CONFIG, mailLimits: LIMITS };

/** What an attacker types into every free-text field: none of it may reach the victim. */
const SPAM = "Visit http://evil.example/win to claim your refund";
const SPAM_MARKERS = ["evil.example", "claim your refund"];

const smtp = new TestSmtp();
let ctx: LeadTestContext;
let db: Database;

function mailConfig(): MailConfig {
  return { smtpUrl: `smtp://127.0.0.1:${SMTP_PORT}/?ignoreTLS=true`, from: "Attestra <no-reply@mail.attestra.test>", mailDir: "/nonexistent", siteUrl: "https://www.example.test" };
}

beforeAll(async () => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  ctx = await openLeadTestDatabase();
  db = ctx.db;
  await smtp.start(SMTP_PORT);
});
afterAll(async () => {
  await smtp.stop();
  await ctx?.close();
});
afterEach(() => {
  smtp.received = [];
});

/** A request per form with every free-text field filled with SPAM. */
function hostileBody(form: LeadForm, email: string): Record<string, unknown> {
  const body: Record<string, unknown> = { ...VALID_BODIES[form], email };
  if ("company" in body) body.company = SPAM;
  for (const field of ["name", "outcome", "achRails", "externalPlatforms", "countries", "recentBankChanges", "sampleInvoiceFlow", "additionalNotes"]) {
    if (field in body) body[field] = SPAM;
  }
  body.utm = { source: SPAM, campaign: SPAM };
  body.page = SPAM;
  body.cta = "spam-cta";
  return body;
}

const BURST: LeadForm[] = [
  ...Array<LeadForm>(5).fill("newsletter"),
  ...Array<LeadForm>(5).fill("book-demo"),
  ...Array<LeadForm>(3).fill("talk-to-expert"),
  ...Array<LeadForm>(2).fill("fraud-readiness-assessment"),
  ...Array<LeadForm>(2).fill("2026-control-map"),
  ...Array<LeadForm>(2).fill("scorecard-action-plan"),
  ...Array<LeadForm>(2).fill("contact"),
];

/** Posts every request at once (each its own Idempotency-Key and client address from `ip(i)`); all must be 201. */
async function burst(forms: LeadForm[], email: (i: number) => string, ip: (i: number) => string): Promise<string[]> {
  const bodies = await Promise.all(forms.map((form, i) => withProof(db, hostileBody(form, email(i)))));
  const answers = await Promise.all(
    forms.map((form, i) => handlerFor(form, db, { config: CONFIG, kickMailDelivery: () => undefined })(leadRequest(form, bodies[i], { ip: ip(i) }))),
  );
  expect(answers.map((a) => a.status)).toEqual(forms.map(() => 201));
  return Promise.all(answers.map(async (a) => ((await a.json()) as { id: string }).id));
}

async function deliverAll(): Promise<ParsedMail[]> {
  await deliverEmailsDue(db, { config: mailConfig() });
  return Promise.all(smtp.received.map((r) => simpleParser(r.raw)));
}

function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile("pdftotext", ["-layout", "-", "-"], { encoding: "utf8" }, (error, stdout) => (error ? reject(error) : resolve(stdout)));
    child.stdin?.end(pdf);
  });
}

/** Everything a recipient can read in a mail: headers' display text, both bodies, every attachment's text. */
async function readableText(mail: ParsedMail): Promise<string> {
  const parts = [mail.subject ?? "", mail.text ?? "", typeof mail.html === "string" ? mail.html : "", JSON.stringify(mail.to ?? ""), JSON.stringify(mail.from ?? "")];
  for (const a of mail.attachments) parts.push(a.contentType === "application/pdf" ? await pdfText(a.content) : a.content.toString("utf8"));
  return parts.join("\n");
}

async function expectNoTypedText(mails: ParsedMail[]) {
  for (const mail of mails) {
    const text = await readableText(mail);
    for (const marker of SPAM_MARKERS) expect(text, mail.subject).not.toContain(marker);
  }
}

async function storedLeads(ids: string[]) {
  const rows = await db.prisma.lead.findMany({ where: { id: { in: ids } }, select: { id: true, form: true, mailSuppressed: true } });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id));
}

/** The export's view of the leads (CSV column / JSON field `mailSuppressed`). */
async function exported(ids: string[]) {
  const wanted = new Set(ids);
  const out = new Map<string, string | null>();
  for await (const lead of iterateLeads(db, {})) if (wanted.has(lead.id)) out.set(lead.id, lead.mailSuppressed);
  return out;
}

describe("no mail relay (real SMTP server)", () => {
  it("a burst of every form for one victim address, from many client addresses: at most the daily limit arrives, one newsletter link, no typed text", async () => {
    const victim = `victim@${randomUUID().slice(0, 8)}.example`;
    const ids = await burst(BURST, () => victim, (i) => `10.1.${i}.${(i * 7) % 250}`);
    const mails = await deliverAll();
    expect(smtp.received.map((r) => r.rcptTo)).toEqual(smtp.received.map(() => [victim]));
    expect(mails).toHaveLength(LIMITS.perAddressPerDay);
    expect(mails.filter((m) => m.subject?.includes("newsletter")).length).toBeLessThanOrEqual(1);
    await expectNoTypedText(mails);

    // Every lead is stored; those without an e-mail say why, and the export shows it.
    const leads = await storedLeads(ids);
    expect(leads.every(Boolean)).toBe(true);
    expect(leads.filter((l) => l?.mailSuppressed === "quarantined")).toHaveLength(0);
    const mailForms = leads.filter((l) => l?.form !== "contact");
    const suppressed = mailForms.filter((l) => l?.mailSuppressed !== null);
    expect(suppressed).toHaveLength(mailForms.length - LIMITS.perAddressPerDay);
    for (const l of suppressed) expect(["address_daily_limit", "confirmation_pending"]).toContain(l?.mailSuppressed);
    expect(leads.filter((l) => l?.form === "contact").every((l) => l?.mailSuppressed === null)).toBe(true);
    const demos = leads.filter((l) => l?.form === "book-demo").map((l) => l?.id ?? "");
    const inExport = await exported(demos);
    expect(inExport.size).toBe(demos.length);
    expect([...inExport.values()].filter((v) => v === "address_daily_limit").length).toBeGreaterThan(0);
  });

  it("the same burst from one IPv6 /64 (every request its own address in it) is held to the same limit", async () => {
    const victim = `victim@${randomUUID().slice(0, 8)}.example`;
    await burst(BURST, () => victim, (i) => `2001:db8:1:2::${(i + 1).toString(16)}`);
    const mails = await deliverAll();
    expect(mails).toHaveLength(LIMITS.perAddressPerDay);
    await expectNoTypedText(mails);
  });

  it("one pending newsletter confirmation per address: repeated sign-ups in a day get no second link", async () => {
    const victim = `nl@${randomUUID().slice(0, 8)}.example`;
    const ids = await burst(Array<LeadForm>(6).fill("newsletter"), () => victim, (i) => `10.2.0.${i + 1}`);
    const mails = await deliverAll();
    expect(mails).toHaveLength(1);
    const leads = await storedLeads(ids);
    expect(leads.filter((l) => l?.mailSuppressed === "confirmation_pending")).toHaveLength(5);
  });

  it("a newsletter sign-up over the address's daily limit gets no link and gives the confirmation slot back", async () => {
    const victim = `nl-over@${randomUUID().slice(0, 8)}.example`;
    // The day's count is used up by other forms first, one after the other.
    for (let i = 0; i < LIMITS.perAddressPerDay; i++) await burst(["book-demo"], () => victim, () => `10.3.1.${i + 1}`);
    const [id] = await burst(["newsletter"], () => victim, () => "10.3.1.99");
    const [lead] = await storedLeads([id as string]);
    expect(lead?.mailSuppressed).toBe("address_daily_limit");
    const held = await db.sql.query(`SELECT 1 FROM newsletter_pending_confirmations WHERE lead_id = $1::uuid`, [id]);
    expect(held).toHaveLength(0);
    const rows = await db.sql.query<{ kind: string }>(`SELECT kind FROM lead_outbox WHERE lead_id = $1::uuid`, [id]);
    expect(rows).toEqual([]);
    // What arrives: the book-demo confirmations within the limit, no newsletter link.
    const mails = await deliverAll();
    expect(mails).toHaveLength(LIMITS.perAddressPerDay);
    expect(mails.filter((m) => m.headers.has("list-unsubscribe"))).toEqual([]);
  });

  it("sales releasing quarantined sign-ups for one address: the release is held to the same slot and limits", async () => {
    const victim = `released@${randomUUID().slice(0, 8)}.example`;
    // Without a proof of work: each sign-up is stored quarantined (no_proof) and sent nothing.
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        handlerFor("newsletter", db, { config: CONFIG, kickMailDelivery: () => undefined })(
          leadRequest("newsletter", { ...VALID_BODIES.newsletter, email: victim }, { ip: `10.5.0.${i + 1}` }),
        ),
      ),
    );
    const ids = await Promise.all(answers.map(async (a) => ((await a.json()) as { id: string }).id));
    expect((await deliverAll()).length).toBe(0);
    // An operator releases them all (as `npm run leads -- release <id>` does): one confirmation link, no more.
    for (const id of ids) {
      expect((await releaseLead(db, id, { webhookConfigured: false, ipHashSalt: CONFIG.ipHashSalt, mailLimits: LIMITS })).kind).toBe("released");
    }
    const mails = await deliverAll();
    expect(mails).toHaveLength(1);
    expect(smtp.received.map((r) => r.rcptTo[0])).toEqual([victim]);
    const leads = await storedLeads(ids);
    expect(leads.filter((l) => l?.mailSuppressed === "confirmation_pending")).toHaveLength(4);
    expect(leads.filter((l) => l?.mailSuppressed === null)).toHaveLength(1);
  });

  it("many addresses of one domain: at most the per-domain limit arrives, the rest is stored as domain_daily_limit", async () => {
    const domain = `victim-${randomUUID().slice(0, 6)}.example`;
    const ids = await burst(Array<LeadForm>(10).fill("book-demo"), (i) => `person${i}@${domain}`, (i) => `10.3.0.${i + 1}`);
    const mails = await deliverAll();
    expect(mails).toHaveLength(LIMITS.perDomainPerDay);
    expect(new Set(smtp.received.map((r) => r.rcptTo[0])).size).toBe(LIMITS.perDomainPerDay);
    await expectNoTypedText(mails);
    const leads = await storedLeads(ids);
    expect(leads.filter((l) => l?.mailSuppressed === "domain_daily_limit")).toHaveLength(10 - LIMITS.perDomainPerDay);
  });

  it("the domain part's case does not open a second count", async () => {
    const local = "Case.Local";
    const host = `x${randomUUID().slice(0, 8)}`;
    const spellings = [`${host}.Example`, `${host.toUpperCase()}.EXAMPLE`, `${host}.example`, `${host}.eXample`, `${host}.EXAMPLE`];
    await burst(Array<LeadForm>(5).fill("book-demo"), (i) => `${local}@${spellings[i]}`, (i) => `10.4.0.${i + 1}`);
    const mails = await deliverAll();
    expect(mails).toHaveLength(LIMITS.perAddressPerDay);
    expect(new Set(smtp.received.map((r) => r.rcptTo[0]))).toEqual(new Set([`${local}@${host}.example`]));
  });
});

describe("the counting statements are atomic under concurrency", () => {
  /** Many connections at once when a PostgreSQL server is configured (several app instances); PGlite serialises. */
  async function executors(n: number) {
    if (ctx.testDb.mode === "postgres" && ctx.testDb.url) {
      const pool = new pg.Pool({ connectionString: ctx.testDb.url, max: n });
      return { sql: pgExecutor(pool), close: () => pool.end() };
    }
    return { sql: db.sql, close: async () => undefined };
  }

  it("100 concurrent counts for one address admit exactly the limit", async () => {
    const { sql, close } = await executors(20);
    try {
      const email = `race-${randomUUID().slice(0, 8)}@race-${randomUUID().slice(0, 6)}.example`;
      const results = await Promise.all(Array.from({ length: 100 }, () => countRecipientMail(sql, email, "salt", { perAddressPerDay: 7, perDomainPerDay: 1000 })));
      expect(results.filter((r) => r.ok)).toHaveLength(7);
      expect(results.filter((r) => !r.ok && r.reason === "address_daily_limit")).toHaveLength(93);
    } finally {
      await close();
    }
  });

  it("100 concurrent counts for addresses of one domain admit exactly the domain limit, without deadlocks", async () => {
    const { sql, close } = await executors(20);
    try {
      const domain = `race-${randomUUID().slice(0, 6)}.example`;
      const results = await Promise.all(
        Array.from({ length: 100 }, (_, i) => countRecipientMail(sql, `p${i % 25}@${domain}`, "salt", { perAddressPerDay: 1000, perDomainPerDay: 11 })),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(11);
    } finally {
      await close();
    }
  });

  it("50 concurrent newsletter sign-ups for one address: exactly one holds the confirmation slot", async () => {
    const { sql, close } = await executors(20);
    try {
      const email = `slot-${randomUUID().slice(0, 8)}@example.com`;
      const ids = Array.from({ length: 50 }, () => randomUUID());
      const won = await Promise.all(ids.map((id) => claimNewsletterConfirmation(sql, email, "salt", id)));
      expect(won.filter(Boolean)).toHaveLength(1);
    } finally {
      await close();
    }
  });
});
