import { execFile } from "node:child_process";
import { generateKeyPairSync, randomUUID } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { authenticate } from "mailauth";
import { type ParsedMail, simpleParser } from "mailparser";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "@/db/connection";
import type { LeadForm } from "@/leads/contract/enums";
import { handlerFor, type LeadTestContext, leadRequest, openLeadTestDatabase, VALID_BODIES } from "../../tests/support/lead-api";
import { type Received, TestSmtp } from "../../tests/support/test-smtp";
import { SMTP_TEST_PORT } from "../../tests/support/test-env";
import { listMailbox, mailboxHtml } from "./dev-mailbox";
import { type MailConfig, SMTP_POOL_CONNECTIONS } from "./mailer";
import { iterateLeads } from "@/leads/export/export";
import { createConfirmHandler, createUnsubscribeHandlers } from "@/leads/newsletter/newsletter-handlers";
import { deliverEmailsDue } from "./outbox-mail";

/**
 * The promised e-mails end to end: a lead posted to the real handler, its
 * e-mail row delivered by the outbox to a real SMTP server (smtp-server), read
 * back with mailparser; PDFs checked with poppler's pdftotext; DKIM verified by
 * mailauth as a receiving server would.
 */
const SMTP_PORT = SMTP_TEST_PORT;
const FROM = "Attestra <no-reply@mail.attestra.test>";

const smtp = new TestSmtp();
let ctx: LeadTestContext;
let db: Database;
let mailDir: string;

function config(overrides: Partial<MailConfig> = {}): MailConfig {
  return { smtpUrl: `smtp://127.0.0.1:${SMTP_PORT}/?tls=off`, from: FROM, mailDir, siteUrl: "https://www.example.test", ...overrides };
}

beforeAll(async () => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  ctx = await openLeadTestDatabase();
  db = ctx.db;
  mailDir = await mkdtemp(path.join(tmpdir(), "attestra-mail-"));
  await smtp.start(SMTP_PORT);
});
afterAll(async () => {
  await smtp.stop();
  await ctx?.close();
  await rm(mailDir, { recursive: true, force: true });
});
afterEach(() => {
  smtp.received = [];
});

async function submit(form: LeadForm, body: Record<string, unknown>): Promise<string> {
  const res = await handlerFor(form, db, { kickMailDelivery: () => undefined })(leadRequest(form, body));
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function parse(r: Received): Promise<ParsedMail> {
  return simpleParser(r.raw);
}

function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile("pdftotext", ["-layout", "-", "-"], { encoding: "utf8" }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
    child.stdin?.end(pdf);
  });
}

const headerText = (mail: ParsedMail, name: string) => String(mail.headers.get(name) ?? "");
/** A header as sent (unfolded), read from the raw message: mailparser turns List-* and DKIM headers into objects. */
const rawHeader = (raw: Buffer, name: string) => {
  const head = raw.toString("utf8").split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, " ") ?? "";
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : "";
};

describe("promised e-mails over SMTP", () => {
  it("fraud readiness (fr): score, breakdown and costliest gaps in the body and in the attached PDF", async () => {
    const email = `fr-${randomUUID().slice(0, 8)}@example.com`;
    await submit("fraud-readiness-assessment", { ...VALID_BODIES["fraud-readiness-assessment"], email, locale: "fr" });
    const stats = await deliverEmailsDue(db, { config: config() });
    expect(stats).toEqual({ delivered: 1, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const [msg] = smtp.received;
    if (!msg) return;
    expect(msg.rcptTo).toEqual([email]);
    const mail = await parse(msg);
    const [lead] = await db.sql.query<{ derived: { fraudReadiness: { score: number } } }>(`SELECT derived FROM leads WHERE email = $1`, [email]);
    const score = lead?.derived.fraudReadiness.score;
    expect(typeof score).toBe("number");
    expect(headerText(mail, "content-language")).toBe("fr");
    expect(mail.subject).toBe(`Votre score de maturité antifraude fournisseurs\u202f: ${score} sur 100`);
    expect(mail.from?.text).toContain("no-reply@mail.attestra.test");
    expect(mail.text).toContain("Bonjour");
    expect(mail.text).toContain(`${score} sur 100`);
    // Breakdown rows and the first costliest gap's advice, from the fraud check's French messages.
    expect(mail.text).toContain("Contrôles d");
    expect(mail.html).toContain("<ul>");
    expect(mail.attachments).toHaveLength(1);
    const pdf = mail.attachments[0];
    expect(pdf?.contentType).toBe("application/pdf");
    expect(pdf?.filename).toBe("score-maturite-antifraude.pdf");
    const content = pdf?.content ?? Buffer.alloc(0);
    expect(content.subarray(0, 5).toString()).toBe("%PDF-");
    const text = (await pdfText(content)).replace(/\s+/g, " ");
    expect(text).toContain("Score de maturité antifraude fournisseurs");
    expect(text).toContain(`${score} sur 100`);
    // Free text the visitor typed never reaches a mail (the address is not confirmed): no company name.
    expect(text).not.toContain("Gamma Ltd");
    expect(mail.text).not.toContain("Gamma Ltd");
  });

  it("2026 control map (en): the visitor's families, statuses, target dates and the Entry Description rule as PDF", async () => {
    const email = `cm-${randomUUID().slice(0, 8)}@example.com`;
    await submit("2026-control-map", { ...VALID_BODIES["2026-control-map"], email, locale: "en" });
    await deliverEmailsDue(db, { config: config() });
    expect(smtp.received).toHaveLength(1);
    const mail = await parse(smtp.received[0] as Received);
    expect(mail.to && "text" in mail.to ? mail.to.text : "").toBe(email);
    expect(mail.subject).toBe("Your 2026 Control Map");
    const pdf = mail.attachments.find((a) => a.contentType === "application/pdf");
    expect(pdf?.filename).toBe("2026-control-map.pdf");
    const text = (await pdfText(pdf?.content ?? Buffer.alloc(0))).replace(/\s+/g, " ");
    // dmarcStatus "none" is a gap (Phase 1), matchingTolerance "3-way-auto" is in place (Phase 2).
    // Worded by whether each phase is in force on the day the mail is built.
    const inForce = (iso: string) => Date.now() >= Date.parse(`${iso}T00:00:00Z`);
    expect(text).toMatch(inForce("2026-03-20") ? /Sender identity: Gap\. Close now: Phase 1 in force since / : /Sender identity: Gap\. Close before Phase 1 \(/);
    expect(text).toMatch(
      inForce("2026-06-19") ? /Matching and tolerances: In place\. Evidence due now: Phase 2 in force since / : /Matching and tolerances: In place\. Evidence ready for Phase 2/,
    );
    expect(text).toContain("PAYROLL and PURCHASE");
    expect(text).not.toContain("Delta Inc");
    expect(text).not.toContain("Two vendors in October");
  });

  it("scorecard (de, precision): the action plan PDF with grade, answers, benchmarks and projections", async () => {
    const email = `sc-${randomUUID().slice(0, 8)}@example.com`;
    await submit("scorecard-action-plan", { ...VALID_BODIES["scorecard-action-plan"], email, locale: "de" });
    await deliverEmailsDue(db, { config: config() });
    const mail = await parse(smtp.received[0] as Received);
    const [lead] = await db.sql.query<{ derived: { scorecard: { grade: string; score: number } } }>(
      `SELECT derived FROM leads WHERE email = $1`,
      [email],
    );
    const grade = lead?.derived.scorecard.grade ?? "?";
    expect(mail.subject).toBe(`Ihr AP-Ops-Aktionsplan (Stufe ${grade})`);
    expect(headerText(mail, "content-language")).toBe("de");
    const pdf = mail.attachments[0];
    expect(pdf?.filename).toBe("ap-ops-aktionsplan.pdf");
    const text = (await pdfText(pdf?.content ?? Buffer.alloc(0))).replace(/\s+/g, " ");
    const de = (await import("../../messages/de/scorecard.json")).default.actionPlan;
    expect(text).toContain(de.title);
    expect(text).toContain(de.projectionsTitle);
    expect(text).toContain(de.benchmarksTitle);
    expect(text).toContain(`${lead?.derived.scorecard.score}`);
  });

  it("book demo (de) and talk to an expert (es): confirmation repeating the request and the response time", async () => {
    const a = `bd-${randomUUID().slice(0, 8)}@example.com`;
    const b = `tx-${randomUUID().slice(0, 8)}@example.com`;
    await submit("book-demo", { ...VALID_BODIES["book-demo"], email: a });
    await submit("talk-to-expert", { ...VALID_BODIES["talk-to-expert"], email: b, locale: "es" });
    await deliverEmailsDue(db, { config: config() });
    expect(smtp.received).toHaveLength(2);
    const mails = await Promise.all(smtp.received.map(parse));
    const demo = mails.find((m) => m.subject?.includes("Demo"));
    const expert = mails.find((m) => m.subject?.includes("experto"));
    expect(demo?.subject).toBe("Ihre Demo-Anfrage bei Attestra");
    // Fixed copy, allowlisted options and links only: neither the company nor the typed address is repeated.
    expect(demo?.text).not.toContain(a);
    expect(demo?.text).toContain("24 Stunden");
    expect(demo?.text).not.toContain("Acme GmbH");
    const forms = (await import("../../messages/de/forms.json")).default as { options: { goal: Record<string, string> } };
    expect(demo?.text).toContain(`${forms.options.goal["fraud-prevention"]}`);
    expect(demo?.attachments).toHaveLength(0);
    expect(expert?.subject).toBe("Su conversación con un experto de Attestra");
    expect(expert?.text).toContain("4 horas");
    expect(headerText(expert as ParsedMail, "content-language")).toBe("es");
  });

  it("contact: no e-mail; a quarantined lead: no e-mail row at all", async () => {
    const c = `ct-${randomUUID().slice(0, 8)}@example.com`;
    await submit("contact", { ...VALID_BODIES.contact, email: c });
    const bot = `bot-${randomUUID().slice(0, 8)}@example.com`;
    await submit("book-demo", { ...VALID_BODIES["book-demo"], email: bot, website: "http://spam.example" });
    const rows = await db.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM lead_outbox o JOIN leads l ON l.id = o.lead_id WHERE l.email = ANY($1) AND o.kind = 'email'`,
      [[bot, c]],
    );
    expect(Number(rows[0]?.n)).toBe(0);
  });
});

describe("newsletter double opt-in", () => {
  const WEBHOOK = { url: "https://crm.example.test/hook", secret: "test-webhook-secret-0123456789" };
  const exported = async (email: string) => {
    const found: string[] = [];
    for await (const lead of iterateLeads(db, {})) if (lead.email === email) found.push(lead.id);
    return found;
  };
  const webhookRows = async (id: string) =>
    Number((await db.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM lead_outbox WHERE lead_id = $1::uuid AND kind = 'webhook'`, [id]))[0]?.n);
  const form = (token: string, extra: Record<string, string> = {}) =>
    new Request("https://www.example.test/api/newsletter/x", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token, ...extra }),
    });
  async function subscribe(locale = "en") {
    const email = `nl-${randomUUID().slice(0, 8)}@example.com`;
    const id = await submit("newsletter", { ...VALID_BODIES.newsletter, email, locale });
    await deliverEmailsDue(db, { config: config() });
    const received = smtp.received.find((r) => r.rcptTo[0] === email);
    expect(received).toBeDefined();
    const mail = await parse(received as Received);
    const confirmUrl = new URL(/https:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(mail.text ?? "")?.[0] ?? "about:blank");
    const oneClick = /^<(.+)>$/.exec(rawHeader((received as Received).raw, "list-unsubscribe"))?.[1] ?? "";
    return { email, id, mail, raw: received as Received, confirmUrl, confirmToken: confirmUrl.searchParams.get("token") ?? "", oneClick };
  }
  const handlers = (now?: () => Date) => ({
    confirm: createConfirmHandler({ getDatabase: async () => db, webhook: WEBHOOK, now }),
    unsubscribe: createUnsubscribeHandlers({ getDatabase: async () => db, now }),
  });

  it("a subscription is pending: one e-mail with the signed link and RFC 8058 one-click unsubscribe; not exported, not sent to the CRM", async () => {
    const s = await subscribe();
    expect(s.mail.subject).toBe("Confirm your subscription to the Attestra newsletter");
    expect(s.mail.text).toContain("valid for 7 days");
    expect(s.confirmUrl.origin + s.confirmUrl.pathname).toBe("https://www.example.test/newsletter/confirm");
    expect(s.mail.html).toContain(`<a href="${s.confirmUrl.href.replace(/&/g, "&amp;")}">`);
    expect(s.oneClick).toMatch(/^https:\/\/www\.example\.test\/api\/newsletter\/unsubscribe\?token=/);
    expect(rawHeader(s.raw.raw, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(await exported(s.email)).toEqual([]);
    expect(await webhookRows(s.id)).toBe(0);
    // Delivered once: a second pass sends nothing more.
    smtp.received = [];
    await deliverEmailsDue(db, { config: config() });
    expect(smtp.received).toHaveLength(0);
  });

  it("following the link and pressing Confirm confirms once, queues the CRM delivery once and exports the subscriber", async () => {
    const s = await subscribe();
    const { confirm } = handlers();
    const res = await confirm(form(s.confirmToken));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/newsletter/confirm?status=confirmed");
    expect(await exported(s.email)).toEqual([s.id]);
    expect(await webhookRows(s.id)).toBe(1);
    const again = await confirm(form(s.confirmToken));
    expect(again.headers.get("location")).toBe("/newsletter/confirm?status=already-confirmed");
    expect(await webhookRows(s.id)).toBe(1);
  });

  it("a French subscriber gets French links and pages; a tampered or expired link is refused with its own outcome", async () => {
    const s = await subscribe("fr");
    expect(s.mail.subject).toBe("Confirmez votre abonnement à la newsletter Attestra");
    expect(s.confirmUrl.pathname).toBe("/fr/newsletter/confirm");
    const tampered = `${s.confirmToken.slice(0, -2)}${s.confirmToken.endsWith("A") ? "B" : "A"}A`;
    expect((await handlers().confirm(form(tampered))).headers.get("location")).toBe("/newsletter/confirm?status=invalid");
    const later = () => new Date(Date.now() + 8 * 86_400_000);
    expect((await handlers(later).confirm(form(s.confirmToken))).headers.get("location")).toBe("/newsletter/confirm?status=expired");
    expect((await handlers().confirm(form(""))).headers.get("location")).toBe("/newsletter/confirm?status=invalid");
    expect(await exported(s.email)).toEqual([]);
  });

  it("one-click unsubscribe works without a session; the page's button too; an unsubscribed address is no longer exported", async () => {
    const s = await subscribe("de");
    const { confirm, unsubscribe } = handlers();
    await confirm(form(s.confirmToken));
    expect(await exported(s.email)).toEqual([s.id]);
    // What a mail client sends (RFC 8058 section 3.1).
    const oneClick = await unsubscribe.POST(
      new Request(s.oneClick, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" }),
    );
    expect(oneClick.status).toBe(200);
    expect(await exported(s.email)).toEqual([]);
    // A person opening the link is sent to the translated page, which asks first; its button answers with the outcome.
    const opened = await unsubscribe.GET(new Request(s.oneClick));
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toMatch(/^\/de\/newsletter\/unsubscribe\?token=/);
    const token = new URL(s.oneClick).searchParams.get("token") ?? "";
    expect((await unsubscribe.POST(form(token))).headers.get("location")).toBe("/de/newsletter/unsubscribe?status=unsubscribed");
    // The confirmation link no longer confirms anything.
    expect((await confirm(form(s.confirmToken))).headers.get("location")).toBe("/de/newsletter/confirm?status=unsubscribed");
    // A forged one-click is refused without a server error.
    const forged = await unsubscribe.POST(new Request("https://www.example.test/api/newsletter/unsubscribe?token=abc.def", { method: "POST", body: "List-Unsubscribe=One-Click" }));
    expect(forged.status).toBe(400);
  });

  it("with DKIM, the signature covers List-Unsubscribe and List-Unsubscribe-Post (RFC 8058 section 4)", async () => {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    const email = `nl-dk-${randomUUID().slice(0, 8)}@example.com`;
    await submit("newsletter", { ...VALID_BODIES.newsletter, email });
    await deliverEmailsDue(db, { config: config({ dkim: { domainName: "mail.attestra.test", keySelector: "s2026", privateKey: pem } }) });
    const received = smtp.received.find((r) => r.rcptTo[0] === email) as Received;
    const signed = /\bh=([^;]+)/.exec(rawHeader(received.raw, "dkim-signature").replace(/\s+/g, ""))?.[1]?.toLowerCase().split(":") ?? [];
    expect(signed).toEqual(expect.arrayContaining(["list-unsubscribe", "list-unsubscribe-post"]));
  });
});

describe("DKIM", () => {
  it("signs with DKIM_PRIVATE_KEY/DKIM_SELECTOR; mailauth verifies the signature against the published key", async () => {
    const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    const p = publicKey.export({ type: "spki", format: "der" }).toString("base64");
    const email = `dk-${randomUUID().slice(0, 8)}@example.com`;
    await submit("book-demo", { ...VALID_BODIES["book-demo"], email, locale: "en" });
    await deliverEmailsDue(db, {
      config: config({ dkim: { domainName: "mail.attestra.test", keySelector: "s2026", privateKey: pem } }),
    });
    const msg = smtp.received[0] as Received;
    const dns: Record<string, string[][]> = { "s2026._domainkey.mail.attestra.test:TXT": [[`v=DKIM1; k=rsa; p=${p}`]] };
    const resolver = async (name: string, rr: string) => {
      const answer = dns[`${name}:${rr}`];
      if (answer) return answer;
      throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: "ENOTFOUND" });
    };
    const result = await authenticate(msg.raw, {
      ip: "127.0.0.1",
      helo: msg.clientHostname,
      sender: msg.mailFrom,
      mta: "mx.example.test",
      resolver,
      disableArc: true,
      disableBimi: true,
    });
    const sig = result.dkim.results[0];
    expect(sig?.signingDomain).toBe("mail.attestra.test");
    expect(sig?.selector).toBe("s2026");
    expect(sig?.status.result).toBe("pass");
    // A tampered body fails the same check.
    const tampered = Buffer.from(msg.raw.toString("utf8").replace("requesting a demo", "requesting a free demo"));
    const bad = await authenticate(tampered, { ip: "127.0.0.1", sender: msg.mailFrom, resolver, disableArc: true, disableBimi: true });
    expect(bad.dkim.results[0]?.status.result).not.toBe("pass");
    expect(bad.dkim.results[0]?.status.comment).toMatch(/body hash/i);
  });
});

describe("SMTP down", () => {
  it("the lead is stored and acknowledged; the e-mail is retried with backoff and sent exactly once when SMTP is back", async () => {
    await smtp.stop();
    try {
      const email = `down-${randomUUID().slice(0, 8)}@example.com`;
      const id = await submit("book-demo", { ...VALID_BODIES["book-demo"], email });
      const first = await deliverEmailsDue(db, { config: config() });
      expect(first).toEqual({ delivered: 0, retried: 1, failed: 0 });
      const [row] = await db.sql.query<{ attempts: number; status: string; due_in: number; last_error: string }>(
        `SELECT attempts, status, extract(epoch FROM next_attempt_at - now())::float AS due_in, last_error
         FROM lead_outbox WHERE lead_id = $1::uuid AND kind = 'email'`,
        [id],
      );
      expect(row?.status).toBe("pending");
      expect(row?.attempts).toBe(1);
      expect(row?.due_in).toBeGreaterThan(20); // base backoff 30 s (+ jitter), not retried at once
      expect(row?.last_error).toMatch(/ECONNREFUSED|connect/i);
      // Not due yet: a pass now attempts nothing.
      expect(await deliverEmailsDue(db, { config: config() })).toEqual({ delivered: 0, retried: 0, failed: 0 });

      await smtp.start(SMTP_PORT);
      // The backoff elapses (moved in the database instead of waiting 30 s).
      await db.sql.query(`UPDATE lead_outbox SET next_attempt_at = now() WHERE lead_id = $1::uuid AND kind = 'email'`, [id]);
      expect(await deliverEmailsDue(db, { config: config() })).toEqual({ delivered: 1, retried: 0, failed: 0 });
      expect(await deliverEmailsDue(db, { config: config() })).toEqual({ delivered: 0, retried: 0, failed: 0 });
      expect(smtp.received.map((r) => r.rcptTo[0])).toEqual([email]);
      const mail = await parse(smtp.received[0] as Received);
      expect(headerText(mail, "message-id")).toMatch(/^<[0-9a-f-]{36}@mail\.attestra\.test>$/);
    } finally {
      if (smtp.received.length === 0) await smtp.start(SMTP_PORT).catch(() => undefined);
    }
  });

  it("one pass sends its batch over at most SMTP_POOL_CONNECTIONS connections, not one per message", async () => {
    const emails = Array.from({ length: 6 }, () => `batch-${randomUUID().slice(0, 8)}@example.com`);
    for (const email of emails) await submit("book-demo", { ...VALID_BODIES["book-demo"], email });
    expect(await deliverEmailsDue(db, { config: config() })).toEqual({ delivered: 6, retried: 0, failed: 0 });
    expect(smtp.received.map((r) => r.rcptTo[0]).sort()).toEqual([...emails].sort());
    const connections = new Set(smtp.received.map((r) => r.sessionId));
    expect(connections.size).toBeGreaterThanOrEqual(1);
    expect(connections.size).toBeLessThanOrEqual(SMTP_POOL_CONNECTIONS);
  });

  it("two delivery passes racing over the same rows send each e-mail once (lease)", async () => {
    const emails = Array.from({ length: 4 }, () => `race-${randomUUID().slice(0, 8)}@example.com`);
    for (const email of emails) await submit("newsletter", { ...VALID_BODIES.newsletter, email });
    const [a, b] = await Promise.all([deliverEmailsDue(db, { config: config() }), deliverEmailsDue(db, { config: config() })]);
    expect((a?.delivered ?? 0) + (b?.delivered ?? 0)).toBe(4);
    expect(smtp.received.map((r) => r.rcptTo[0]).sort()).toEqual([...emails].sort());
  });
});

describe("without SMTP_URL", () => {
  it("writes each message as an .eml file under MAIL_DIR", async () => {
    const email = `eml-${randomUUID().slice(0, 8)}@example.com`;
    await submit("talk-to-expert", { ...VALID_BODIES["talk-to-expert"], email, locale: "fr" });
    const dir = path.join(mailDir, "eml");
    await deliverEmailsDue(db, { config: config({ smtpUrl: undefined, mailDir: dir }) });
    expect(smtp.received).toHaveLength(0);
    const files = (await readdir(dir)).filter((f) => f.endsWith(".eml"));
    expect(files).toHaveLength(1);
    const mail = await simpleParser(await readFile(path.join(dir, files[0] as string)));
    expect(mail.to && "text" in mail.to ? mail.to.text : "").toBe(email);
    expect(mail.subject).toBe("Votre échange avec un expert Attestra");
    // The development mailbox lists it with the decoded subject and recipient.
    const listed = await listMailbox(dir);
    expect(listed).toEqual([expect.objectContaining({ file: files[0], to: email, subject: "Votre échange avec un expert Attestra" })]);
    expect(mailboxHtml(listed, dir)).toContain(`/api/dev-mail/${files[0]}`);
  });
});
