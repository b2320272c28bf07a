import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "@/db/connection";
import {
  countLeads,
  handlerFor,
  type LeadTestContext,
  leadRequest,
  openLeadTestDatabase,
  PROOF_CONFIG,
  readProblem,
} from "../../../tests/support/lead-api";
import type { LeadForm } from "@/leads/contract/enums";
import { AUTO_DEDUP_WINDOW_MS } from "./create-lead";

/**
 * A client written from the API description alone (docs/leads.md, "API"): the four
 * form POSTs with exactly the body fields it lists, every enumeration value written as it lists them
 * lists it (goal and topic as labels), no Idempotency-Key ("request identifiers: not shown"),
 * selects left empty as "" (the documented selects default to empty).
 */
const SPEC = {
  role: ["cfo", "controller", "ap-director", "finance-manager", "cio", "ciso", "other"],
  controlMapRole: ["cfo", "controller", "ap-director", "finance-manager", "other"],
  erp: ["sap", "netsuite", "d365", "other"],
  monthlyInvoices: ["0-1k", "1-5k", "5-10k", "10k+"],
  goal: ["Fraud prevention", "Faster close", "Audit & 2026 Readiness", "Process automation", "Security & compliance"],
  topic: ["Fraud prevention", "ERP Guard", "2026 readiness", "Matching & tolerances", "Security & compliance", "General consultation"],
  industry: ["biotech", "med-device", "manufacturing", "logistics", "construction", "other"],
  mailboxPlatform: ["microsoft365", "google", "other"],
  dmarcStatus: ["enforced", "monitoring", "unknown"],
  controlMapDmarcStatus: ["enforced", "monitoring", "unknown", "none"],
  bankChangePolicy: ["dual-approval", "callback", "none"],
  controlMapBankChangePolicy: ["dual-approval", "callback", "email-only", "none"],
  vendorMasterOwner: ["ap", "procurement", "shared"],
  matchingTolerance: ["3-way-auto", "2-way-manual", "manual-only", "none"],
  releaseGates: ["park-by-default", "auto-post", "manual-review", "immediate"],
  evidenceCapture: ["automated", "manual", "partial", "none"],
} as const;

/** The stored id of each spec label (what sales sees in the export). */
const GOAL_IDS: Record<string, string> = {
  "Fraud prevention": "fraud-prevention",
  "Faster close": "faster-close",
  "Audit & 2026 Readiness": "audit-2026-readiness",
  "Process automation": "process-automation",
  "Security & compliance": "security-compliance",
};
const TOPIC_IDS: Record<string, string> = {
  "Fraud prevention": "fraud-prevention",
  "ERP Guard": "erp-guard",
  "2026 readiness": "2026-readiness",
  "Matching & tolerances": "matching-tolerances",
  "Security & compliance": "security-compliance",
  "General consultation": "general-consultation",
};

/** Every enumeration value appears in at least one body: body i takes value i modulo each list's length. */
function pick<T>(values: readonly T[], i: number): T {
  return values[i % values.length] as T;
}
const rounds = (...lists: readonly (readonly unknown[])[]) => Math.max(...lists.map((l) => l.length));

let seq = 0;
const email = () => `spec-${Date.now()}-${seq++}@example.com`;

type Case = { form: LeadForm; body: Record<string, unknown>; expected: Record<string, unknown> };

function specCases(): Case[] {
  const cases: Case[] = [];
  for (let i = 0; i < rounds(SPEC.role, SPEC.erp, SPEC.monthlyInvoices, SPEC.goal); i++) {
    const goal = pick(SPEC.goal, i);
    const body = {
      email: email(),
      company: "Spec Client GmbH",
      role: pick(SPEC.role, i),
      erp: pick(SPEC.erp, i),
      monthlyInvoices: pick(SPEC.monthlyInvoices, i),
      poPercentage: (i * 10) % 110,
      goal,
    };
    cases.push({ form: "book-demo", body, expected: { ...body, goal: GOAL_IDS[goal] } });
  }
  for (const topic of SPEC.topic) {
    const body = { email: email(), company: "Spec Client SA", topic };
    cases.push({ form: "talk-to-expert", body, expected: { ...body, topic: TOPIC_IDS[topic] } });
  }
  for (let i = 0; i < rounds(SPEC.industry, SPEC.erp, SPEC.dmarcStatus, SPEC.mailboxPlatform, SPEC.bankChangePolicy); i++) {
    const body = {
      email: email(),
      company: "Spec Client Ltd",
      industry: pick(SPEC.industry, i),
      erp: pick(SPEC.erp, i),
      monthlyInvoices: pick(SPEC.monthlyInvoices, i),
      poPercentage: 50,
      bankChangePolicy: pick(SPEC.bankChangePolicy, i),
      dmarcStatus: pick(SPEC.dmarcStatus, i),
      mailboxPlatform: pick(SPEC.mailboxPlatform, i),
      vendorMasterOwner: pick(SPEC.vendorMasterOwner, i),
      achRails: "Same-day ACH",
      externalPlatforms: "Coupa",
      countries: "US, Germany",
    };
    cases.push({ form: "fraud-readiness-assessment", body, expected: body });
  }
  for (let i = 0; i < rounds(SPEC.controlMapRole, SPEC.controlMapDmarcStatus, SPEC.controlMapBankChangePolicy, SPEC.releaseGates); i++) {
    const body = {
      email: email(),
      company: "Spec Client Inc",
      role: pick(SPEC.controlMapRole, i),
      erp: pick(SPEC.erp, i),
      monthlyInvoices: pick(SPEC.monthlyInvoices, i),
      dmarcStatus: pick(SPEC.controlMapDmarcStatus, i),
      bankChangePolicy: pick(SPEC.controlMapBankChangePolicy, i),
      matchingTolerance: pick(SPEC.matchingTolerance, i),
      releaseGates: pick(SPEC.releaseGates, i),
      evidenceCapture: pick(SPEC.evidenceCapture, i),
      recentBankChanges: "Two vendors in October",
      sampleInvoiceFlow: "Email -> AP inbox -> ERP",
      additionalNotes: "None",
    };
    cases.push({ form: "2026-control-map", body, expected: body });
  }
  return cases;
}

/** What the specified form sends with every select left at its default (empty). */
const EMPTY_SELECTS: Record<string, Record<string, unknown>> = {
  "book-demo": { email: "", company: "Acme", role: "", erp: "", monthlyInvoices: "", poPercentage: 50, goal: "" },
  "talk-to-expert": { email: "", company: "Acme", topic: "" },
};

let ctx: LeadTestContext;
let db: Database;

beforeAll(async () => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  ctx = await openLeadTestDatabase();
  db = ctx.db;
});
afterAll(async () => {
  await ctx?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

async function stored(id: string) {
  const [row] = await db.sql.query<Record<string, unknown>>(`SELECT * FROM leads WHERE id = $1::uuid`, [id]);
  return row;
}

describe("a client written from the API description (documented bodies and values, no Idempotency-Key)", () => {
  const cases = specCases();

  it("covers every documented enumeration value", () => {
    const sent = (field: string, form?: LeadForm) =>
      new Set(cases.filter((c) => !form || c.form === form).map((c) => c.body[field]).filter((v) => v !== undefined));
    expect(sent("role", "book-demo")).toEqual(new Set(SPEC.role));
    expect(sent("role", "2026-control-map")).toEqual(new Set(SPEC.controlMapRole));
    expect(sent("goal")).toEqual(new Set(SPEC.goal));
    expect(sent("topic")).toEqual(new Set(SPEC.topic));
    for (const f of ["erp", "monthlyInvoices", "industry", "mailboxPlatform", "vendorMasterOwner", "matchingTolerance", "releaseGates", "evidenceCapture"] as const) {
      expect(sent(f)).toEqual(new Set(SPEC[f]));
    }
    expect(sent("dmarcStatus", "fraud-readiness-assessment")).toEqual(new Set(SPEC.dmarcStatus));
    expect(sent("dmarcStatus", "2026-control-map")).toEqual(new Set(SPEC.controlMapDmarcStatus));
    expect(sent("bankChangePolicy", "fraud-readiness-assessment")).toEqual(new Set(SPEC.bankChangePolicy));
    expect(sent("bankChangePolicy", "2026-control-map")).toEqual(new Set(SPEC.controlMapBankChangePolicy));
  });

  it.each(cases.map((c, i) => [`${c.form} #${i}`, c] as const))("stores %s with ids for labels", async (_name, c) => {
    const res = await handlerFor(c.form, db)(leadRequest(c.form, c.body, { key: null }));
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const row = await stored(id);
    const { email: e, company, ...answers } = c.expected;
    expect(row?.email).toBe(e);
    expect(row?.company).toBe(company);
    expect(row?.answers).toEqual(answers);
    expect(String(row?.idempotency_key)).toMatch(/^auto:/);
  });

  // As deployed, the lead forms require a proof of work such a client knows nothing of: it is still accepted (201,
  // stored as sent), only held back for review (quarantined, no e-mail), never refused with an error.
  it.each(cases.map((c, i) => [`${c.form} #${i}`, c] as const))("with the proof of work required, still accepts %s: 201, stored, held back", async (_name, c) => {
    const res = await handlerFor(c.form, db, { config: PROOF_CONFIG })(leadRequest(c.form, { ...c.body, email: email() }, { key: null }));
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const lead = await db.prisma.lead.findUniqueOrThrow({ where: { id }, include: { outbox: true } });
    expect(lead).toMatchObject({ quarantineReason: "no_proof", mailSuppressed: "quarantined", company: c.expected.company });
    expect(lead.outbox).toHaveLength(0);
  });

  it.each(Object.entries(EMPTY_SELECTS))("stores %s with every select left empty", async (form, body) => {
    const res = await handlerFor(form as LeadForm, db)(leadRequest(form as LeadForm, { ...body, email: email() }, { key: null }));
    expect(res.status).toBe(201);
  });

  it.each([
    ["book-demo", "goal", "fraud prevention"],
    ["book-demo", "goal", "Fraud Prevention "],
    ["book-demo", "goal", "ERP Guard"],
    ["talk-to-expert", "topic", "Faster close"],
    ["talk-to-expert", "topic", "erp guard"],
  ] as const)("%s: unknown %s %j still answers 422 invalid_option", async (form, field, value) => {
    const before = await countLeads(db);
    const res = await handlerFor(form, db)(
      leadRequest(form, { email: email(), company: "Acme", [field]: value }, { key: null }),
    );
    expect(res.status).toBe(422);
    expect((await readProblem(res)).body.errors).toEqual([{ field, code: "invalid_option" }]);
    expect(await countLeads(db)).toBe(before);
  });

  it("a label and its id are the same lead for an Idempotency-Key", async () => {
    const handler = handlerFor("talk-to-expert", db);
    const body = { email: email(), company: "Acme", topic: "ERP Guard" };
    const first = await handler(leadRequest("talk-to-expert", body, { key: "label-and-id-0001" }));
    const second = await handler(leadRequest("talk-to-expert", { ...body, topic: "erp-guard" }, { key: "label-and-id-0001" }));
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
  });
});

describe("requests without Idempotency-Key: deduplicated on (form, normalised body, client) for 10 minutes", () => {
  const body = () => ({ email: email(), company: "Repeat AG", goal: "Faster close", poPercentage: 30 });

  it("a repeat answers the first 201 and stores nothing new", async () => {
    const handler = handlerFor("book-demo", db);
    const b = body();
    const first = await handler(leadRequest("book-demo", b, { key: null, ip: "192.0.2.10" }));
    // Key order and a label instead of its id do not make another request.
    const reordered = { poPercentage: 30, goal: "faster-close", company: b.company, email: b.email };
    const second = await handler(leadRequest("book-demo", reordered, { key: null, ip: "192.0.2.10" }));
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual(await first.json());
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(await countLeads(db, "email = $1", [b.email])).toBe(1);
  });

  it("20 concurrent repeats store one lead", async () => {
    const handler = handlerFor("book-demo", db);
    const b = body();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => handler(leadRequest("book-demo", b, { key: null, ip: "192.0.2.11" }))),
    );
    const ids = new Set(await Promise.all(answers.map(async (r) => (r.status === 201 ? (await r.json()).id : r.status))));
    expect([...ids]).toHaveLength(1);
    expect(await countLeads(db, "email = $1", [b.email])).toBe(1);
  });

  it("another client, another form or another body is another lead", async () => {
    const b = body();
    const demo = handlerFor("book-demo", db);
    expect((await demo(leadRequest("book-demo", b, { key: null, ip: "192.0.2.12" }))).status).toBe(201);
    expect((await demo(leadRequest("book-demo", b, { key: null, ip: "192.0.2.13" }))).status).toBe(201);
    expect((await demo(leadRequest("book-demo", { ...b, company: "Other" }, { key: null, ip: "192.0.2.12" }))).status).toBe(201);
    const { goal: _g, poPercentage: _p, ...common } = b;
    expect((await handlerFor("talk-to-expert", db)(leadRequest("talk-to-expert", common, { key: null, ip: "192.0.2.12" }))).status).toBe(201);
    expect(await countLeads(db, "email = $1", [b.email])).toBe(4);
  });

  it("holds across a 10-minute bucket boundary and ends 10 minutes after the first", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // One minute before a bucket boundary.
    const start = (Math.floor(Date.now() / AUTO_DEDUP_WINDOW_MS) + 1) * AUTO_DEDUP_WINDOW_MS - 60_000;
    vi.setSystemTime(start);
    const handler = handlerFor("book-demo", db);
    const b = body();
    const first = await handler(leadRequest("book-demo", b, { key: null, ip: "192.0.2.14" }));
    const { id } = (await first.json()) as { id: string };
    vi.setSystemTime(start + 5 * 60_000); // the next bucket, 5 minutes later
    const again = await handler(leadRequest("book-demo", b, { key: null, ip: "192.0.2.14" }));
    expect(again.status).toBe(201);
    expect(((await again.json()) as { id: string }).id).toBe(id);
    vi.setSystemTime(start + AUTO_DEDUP_WINDOW_MS + 1_000); // 10 minutes after the first
    const later = await handler(leadRequest("book-demo", b, { key: null, ip: "192.0.2.14" }));
    expect(later.status).toBe(201);
    expect(((await later.json()) as { id: string }).id).not.toBe(id);
    expect(await countLeads(db, "email = $1", [b.email])).toBe(2);
  });
});
