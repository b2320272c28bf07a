import { randomUUID } from "node:crypto";
import type { SendMailOptions } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/db/connection";
import type { Mailer } from "@/mail/mailer";
import { PEER_HEADER } from "@/security/client-address";
import { type LeadTestContext, openLeadTestDatabase, SITE, STEADY_WINDOW_SECONDS } from "../../../tests/support/lead-api";
import { auditHashOf, auditOf } from "./privacy-audit";
import {
  createPrivacyEraseHandler,
  createPrivacyExportHandler,
  createPrivacyLinkRequestHandler,
  PRIVACY_LINK,
  type SelfServiceDeps,
} from "./privacy-self-service";

/**
 * Self-service privacy requests, handler by handler, against a migrated database: the request answers the same for
 * every address, the mail carries fixed copy and a signed link, the link's holder (only) gets the export or erases,
 * limits per client and per recipient, and every step is in the privacy audit. The browser flow is e2e/my-data.spec.ts.
 */
let ctx: LeadTestContext;
let db: Database;
const sent: SendMailOptions[] = [];
/** Mails are sent after the answer: the tasks handed to `afterResponse`, awaited by `settle`. */
const pending: Promise<void>[] = [];
const settle = () => Promise.all(pending.splice(0));
const mailer: Mailer = {
  async send(message) {
    sent.push(message);
    return { messageId: `<${randomUUID()}@test>` };
  },
  close: () => undefined,
};
const clock = new Date("2026-11-25T12:00:00Z");
const deps = (extra: Partial<SelfServiceDeps> = {}): SelfServiceDeps => ({
  getDatabase: async () => db,
  siteUrl: SITE,
  linkSecret: undefined,
  ipHashSalt: "self-service-salt",
  mailer,
  mailLimits: { perAddressPerDay: 4, perDomainPerDay: 40 },
  rateLimit: { soft: 10, windowSeconds: STEADY_WINDOW_SECONDS },
  afterResponse: (task) => {
    pending.push(task());
  },
  now: () => clock,
  ...extra,
});

beforeAll(async () => {
  ctx = await openLeadTestDatabase();
  db = ctx.db;
});
afterAll(async () => {
  await ctx?.close();
});

const peer = () => `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

function requestLink(body: unknown, options: { ip?: string; origin?: string | null; contentType?: string } = {}): Request {
  const headers: Record<string, string> = { "content-type": options.contentType ?? "application/json", [PEER_HEADER]: options.ip ?? peer() };
  if (options.origin !== null) headers.origin = options.origin ?? SITE;
  return new Request(`${SITE}/api/privacy/request-link`, { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) });
}

function form(path: string, fields: Record<string, string>): Request {
  return new Request(`${SITE}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

async function addLead(email: string, form = "book-demo"): Promise<string> {
  const lead = await db.prisma.lead.create({
    data: {
      form,
      email,
      company: "Self Service Co",
      locale: "en",
      answers: {},
      ipHash: "e".repeat(64),
      outbox: { create: [{ kind: "email", body: '{"v":1}', status: "delivered" }] },
    },
  });
  return lead.id;
}

/** The link mailed to `email` by the last request (waits for the mail: it is sent after the answer). */
async function linkFor(email: string): Promise<URL> {
  await settle();
  const mail = sent.findLast((m) => m.to === email);
  expect(mail, `a mail to ${email}`).toBeDefined();
  const text = String(mail?.text ?? "");
  const href = /https:\/\/\S+\/privacy\/my-data\/(?:access|erase)\?token=\S+/.exec(text)?.[0];
  expect(href).toBeDefined();
  return new URL(href ?? "about:blank");
}

describe("POST /api/privacy/request-link", () => {
  it("answers the same 202 for an address held and one never seen, and mails each a fixed-copy signed link", async () => {
    const held = `held-${randomUUID().slice(0, 8)}@example.com`;
    const unknown = `unknown-${randomUUID().slice(0, 8)}@example.com`;
    await addLead(held);
    const a = await createPrivacyLinkRequestHandler(deps())(requestLink({ email: held, kind: "access", locale: "fr" }));
    const b = await createPrivacyLinkRequestHandler(deps())(requestLink({ email: unknown, kind: "access", locale: "fr" }));
    expect(a.status).toBe(202);
    expect(b.status).toBe(202);
    expect(await a.text()).toBe(await b.text());
    await settle();
    const mail = sent.findLast((m) => m.to === held);
    expect(mail?.subject).toBe("Votre lien pour obtenir une copie de vos données sur le site d’Attestra");
    const link = await linkFor(held);
    expect(link.origin + link.pathname).toBe(`${SITE}/fr/privacy/my-data/access`);
    // Fixed copy: the address is only in the To header, never in the text.
    expect(String(mail?.text)).not.toContain("held-");
    expect(String(mail?.html)).not.toContain("held-");
    // The number keeps its unit on its line (a no-break space).
    expect(String(mail?.text)).toContain(`${PRIVACY_LINK.minutes}\u00a0minutes`);
  });

  it("refuses what the lead forms refuse: foreign origin, not JSON, malformed, display names and groups, unknown fields", async () => {
    const handler = createPrivacyLinkRequestHandler(deps());
    expect((await handler(requestLink({ email: "a@example.com", kind: "access" }, { origin: "https://evil.example" }))).status).toBe(403);
    expect((await handler(requestLink({ email: "a@example.com", kind: "access" }, { origin: null }))).status).toBe(403);
    expect((await handler(requestLink({ email: "a@example.com", kind: "access" }, { contentType: "text/plain" }))).status).toBe(415);
    expect((await handler(requestLink("{"))).status).toBe(400);
    expect((await handler(requestLink(`{"email":"${"a".repeat(3000)}@example.com","kind":"access"}`))).status).toBe(413);
    const cases: [unknown, { field: string; code: string }[]][] = [
      [{ email: "Friend <victim@example.com>", kind: "access" }, [{ field: "email", code: "invalid_email" }]],
      [{ email: "x:victim@example.com;", kind: "erase" }, [{ field: "email", code: "invalid_email" }]],
      [{ email: "", kind: "access" }, [{ field: "email", code: "required" }]],
      [{ email: "a@example.com", kind: "delete-everyone" }, [{ field: "kind", code: "invalid_option" }]],
      [{ email: "a@example.com", kind: "access", all: true }, [{ field: "all", code: "unknown_field" }]],
    ];
    for (const [body, errors] of cases) {
      const res = await handler(requestLink(body));
      expect(res.status).toBe(422);
      expect((await res.json()).errors).toEqual(errors);
    }
  });

  it("limits each client (its /64 on IPv6) to the lead API's soft limit per window: 429 with Retry-After", async () => {
    const handler = createPrivacyLinkRequestHandler(deps());
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await handler(requestLink({ email: `c${i}@example.com`, kind: "access" }, { ip: `2001:db8:ab:cd::${i + 1}` }))).status);
    }
    expect(statuses.every((s) => s === 202)).toBe(true);
    const limited = await handler(requestLink({ email: "c-last@example.com", kind: "access" }, { ip: "2001:db8:ab:cd:ffff::1" }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
  });

  it("mails an address at most its daily limit, whatever the clients: answered the same, recorded as withheld", async () => {
    const victim = `victim-${randomUUID().slice(0, 8)}@example.com`;
    const handler = createPrivacyLinkRequestHandler(deps({ mailLimits: { perAddressPerDay: 2, perDomainPerDay: 40 } }));
    const before = sent.length;
    for (let i = 0; i < 5; i++) expect((await handler(requestLink({ email: victim, kind: i % 2 ? "erase" : "access" }))).status).toBe(202);
    await settle();
    expect(sent.slice(before).filter((m) => m.to === victim)).toHaveLength(2);
    const rows = await auditOf(db, await auditHashOf(db.sql, undefined, victim));
    expect(rows.map((r) => r.outcome)).toEqual(["link-queued", "link-queued", "link-withheld:address_daily_limit", "link-withheld:address_daily_limit", "link-withheld:address_daily_limit"]);
    expect(rows.every((r) => r.channel === "self-service" && r.action === "link-requested")).toBe(true);
    // A filled honeypot: the same answer, no mail.
    const bot = `bot-${randomUUID().slice(0, 8)}@example.com`;
    expect((await handler(requestLink({ email: bot, kind: "access", website: "x" }))).status).toBe(202);
    await settle();
    expect(sent.some((m) => m.to === bot)).toBe(false);
  });
});

describe("the link", () => {
  it("export: only a valid access link gives the JSON of everything held; each export is audited", async () => {
    const email = `export-${randomUUID().slice(0, 8)}@example.com`;
    const other = `other-${randomUUID().slice(0, 8)}@example.com`;
    const id = await addLead(email);
    const newsletter = await addLead(email, "newsletter");
    await addLead(other);
    await createPrivacyLinkRequestHandler(deps())(requestLink({ email, kind: "access" }));
    const token = (await linkFor(email)).searchParams.get("token") ?? "";
    const exportHandler = createPrivacyExportHandler(deps());
    const res = await exportHandler(form("/api/privacy/my-data/export", { token, locale: "en" }));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const report = await res.json();
    expect(report.email).toBe(email);
    expect(report.leads.map((l: { id: string }) => l.id).sort()).toEqual([id, newsletter].sort());
    expect(report.leads[0].outbox).toHaveLength(1);
    expect(JSON.stringify(report)).not.toContain(other);
    const rows = await auditOf(db, await auditHashOf(db.sql, undefined, email));
    expect(rows.at(-1)).toMatchObject({ channel: "self-service", action: "access", outcome: "delivered" });

    // Tampered, wrong kind, expired: the page's outcome, never data.
    const tampered = `${token.slice(0, -2)}${token.endsWith("A") ? "B" : "A"}A`;
    expect((await exportHandler(form("/api/privacy/my-data/export", { token: tampered, locale: "de" }))).headers.get("location")).toBe(
      "/de/privacy/my-data/access?status=invalid",
    );
    expect((await exportHandler(form("/api/privacy/my-data/export", {}))).headers.get("location")).toBe("/privacy/my-data/access?status=invalid");
    const later = new Date(clock.getTime() + (PRIVACY_LINK.minutes + 1) * 60_000);
    const expired = await createPrivacyExportHandler(deps({ now: () => later }))(form("/api/privacy/my-data/export", { token }));
    expect(expired.status).toBe(303);
    expect(expired.headers.get("location")).toBe("/privacy/my-data/access?status=expired");
    expect(await createPrivacyEraseHandler(deps())(form("/api/privacy/my-data/erase", { token })).then((r) => r.headers.get("location"))).toBe(
      "/privacy/my-data/erase?status=invalid",
    );
    expect(await db.prisma.lead.count({ where: { email } })).toBe(2);
  });

  it("erase: a valid erasure link erases that address (with its mail log) and nothing else; repeats say so; all audited", async () => {
    const email = `erase-${randomUUID().slice(0, 8)}@Example.com`;
    const stored = email.replace("@Example.com", "@example.com");
    const keep = `keep-${randomUUID().slice(0, 8)}@example.com`;
    await addLead(stored);
    await addLead(keep);
    await createPrivacyLinkRequestHandler(deps())(requestLink({ email, kind: "erase" }));
    const link = await linkFor(stored);
    expect(link.pathname).toBe("/privacy/my-data/erase");
    const token = link.searchParams.get("token") ?? "";
    // An access link cannot erase.
    await createPrivacyLinkRequestHandler(deps())(requestLink({ email: stored, kind: "access" }));
    const accessToken = (await linkFor(stored)).searchParams.get("token") ?? "";
    const erase = createPrivacyEraseHandler(deps());
    expect((await erase(form("/api/privacy/my-data/erase", { token: accessToken }))).headers.get("location")).toBe("/privacy/my-data/erase?status=invalid");
    expect(await db.prisma.lead.count({ where: { email: stored } })).toBe(1);

    const res = await erase(form("/api/privacy/my-data/erase", { token, locale: "es" }));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/es/privacy/my-data/erase?status=erased");
    expect(await db.prisma.lead.count({ where: { email: stored } })).toBe(0);
    expect(await db.prisma.lead.count({ where: { email: keep } })).toBe(1);
    expect((await erase(form("/api/privacy/my-data/erase", { token }))).headers.get("location")).toBe("/privacy/my-data/erase?status=already-erased");
    const rows = await auditOf(db, await auditHashOf(db.sql, undefined, stored));
    expect(rows.map((r) => `${r.channel} ${r.action} ${r.outcome}`)).toEqual([
      "self-service link-requested link-queued",
      "self-service link-requested link-queued",
      "self-service erase erased",
      "self-service erase already-erased",
    ]);
  });

  it("a database outage is an outcome on the page, never a 5xx", async () => {
    const down = deps({
      getDatabase: async () => {
        throw new Error("connect ECONNREFUSED");
      },
    });
    expect((await createPrivacyLinkRequestHandler(down)(requestLink({ email: "a@example.com", kind: "access" }))).status).toBe(503);
    expect((await createPrivacyExportHandler(down)(form("/api/privacy/my-data/export", { token: "x" }))).headers.get("location")).toBe(
      "/privacy/my-data/access?status=unavailable",
    );
    expect((await createPrivacyEraseHandler(down)(form("/api/privacy/my-data/erase", { token: "x", locale: "fr" }))).headers.get("location")).toBe(
      "/fr/privacy/my-data/erase?status=unavailable",
    );
  });
});
