import { randomUUID } from "node:crypto";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { Database } from "@/db/connection";
import { migrate } from "@/db/migrate";
import type { LeadApiConfig } from "@/leads/http/config";
import type { LeadForm } from "@/leads/contract/enums";
import { createLeadHandler, type LeadHandlerDeps } from "@/leads/intake/lead-handler";
import { issueChallenge } from "@/leads/intake/proof-of-work";
import { PEER_HEADER } from "@/security/client-address";
import { createTestDatabase, type TestDatabase } from "./test-database";

/** Test harness for the lead API: a migrated fresh database and request builders. */
export const SITE = "https://www.example.test";

/**
 * Rate counters use fixed windows aligned to the epoch (src/leads/store/store.ts): a 600 s window turns over at every
 * tenth minute (05:10:00, 05:20:00...), and a test that counts requests up to a limit across that instant sees the
 * count restart (a CI run failed so: 200 where 429 was due). Tests that count use this window, which turns over once
 * in about 31 years.
 */
export const STEADY_WINDOW_SECONDS = 1_000_000_000;

export const TEST_CONFIG: LeadApiConfig = {
  rateLimit: { soft: 10, hard: 50, windowSeconds: STEADY_WINDOW_SECONDS },
  minFillMs: 1500,
  siteUrl: SITE,
  ipHashSalt: "test-salt-not-secret",
  // The proof of work has its own tests (src/leads/proof-of-work.test.ts, src/mail/no-relay.test.ts), which switch it
  // on and attach solved proofs (`withProof`); the other promises are tested on the remaining signals.
  proof: { required: false, cost: 1 },
};

/** TEST_CONFIG with the proof of work required, as in a running server (cheap challenges). */
export const PROOF_CONFIG: LeadApiConfig = { ...TEST_CONFIG, proof: { required: true, cost: 1 } };

/** A solved proof of work for `db`'s installation: the `altcha` field the forms' widget sends. */
export async function solvedProof(db: Database): Promise<string> {
  const challenge = await issueChallenge(db.sql, 1);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("could not solve the test challenge");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** `body` with a freshly solved proof of work. */
export async function withProof(db: Database, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  return { ...body, altcha: await solvedProof(db) };
}

export interface LeadTestContext {
  testDb: TestDatabase;
  db: Database;
  close(): Promise<void>;
}

export async function openLeadTestDatabase(): Promise<LeadTestContext> {
  const testDb = await createTestDatabase();
  const db = await testDb.open();
  await migrate(db.sql);
  return {
    testDb,
    db,
    async close() {
      await db.close();
      await testDb.drop();
    },
  };
}

/** One valid body per form (what the browser forms send). */
export const VALID_BODIES: Record<LeadForm, Record<string, unknown>> = {
  "book-demo": {
    email: "ana@example.com",
    company: "Acme GmbH",
    role: "cfo",
    erp: "sap",
    monthlyInvoices: "1-5k",
    poPercentage: 70,
    goal: "fraud-prevention",
    locale: "de",
    page: "/book-demo",
    cta: "home-hero",
    utm: { source: "newsletter", campaign: "q4" },
    website: "",
    elapsedMs: 9000,
  },
  "talk-to-expert": { email: "bo@example.com", company: "Beta SA", topic: "erp-guard", elapsedMs: 9000 },
  "fraud-readiness-assessment": {
    email: "cy@example.com",
    company: "Gamma Ltd",
    industry: "biotech",
    erp: "netsuite",
    monthlyInvoices: "5-10k",
    poPercentage: 40,
    bankChangePolicy: "callback",
    dmarcStatus: "monitoring",
    mailboxPlatform: "microsoft365",
    vendorMasterOwner: "shared",
    achRails: "Same-day ACH",
    externalPlatforms: "Coupa",
    countries: "US, Germany",
    elapsedMs: 9000,
  },
  "2026-control-map": {
    email: "di@example.com",
    company: "Delta Inc",
    role: "controller",
    erp: "d365",
    monthlyInvoices: "10k+",
    dmarcStatus: "none",
    bankChangePolicy: "email-only",
    matchingTolerance: "3-way-auto",
    releaseGates: "park-by-default",
    evidenceCapture: "partial",
    recentBankChanges: "Two vendors in October",
    sampleInvoiceFlow: "Email -> AP inbox -> ERP",
    additionalNotes: "",
    elapsedMs: 9000,
  },
  contact: { name: "Eve", email: "eve@example.com", company: "Epsilon AG", outcome: "Close in 3 days", elapsedMs: 9000 },
  newsletter: { email: "fa@example.com", elapsedMs: 9000 },
  "scorecard-action-plan": {
    email: "gi@example.com",
    mode: "precision",
    answers: ["2-5-days", "10-20", "20-50", "85-94", "85-94", "mixed", "medium"],
    precision: { invoicesPerMonth: 400, poBased: 60, currentCycleTime: 72, supplierEmails: 300, loadedHourlyCost: 75, erp: "netsuite" },
    elapsedMs: 9000,
  },
};

export interface PostOptions {
  key?: string | null;
  origin?: string | null;
  ip?: string;
  contentType?: string | null;
  headers?: Record<string, string>;
  rawBody?: BodyInit;
}

export function leadRequest(form: LeadForm, body: unknown, options: PostOptions = {}): Request {
  const headers = new Headers(options.headers);
  const origin = options.origin === undefined ? SITE : options.origin;
  if (origin !== null) headers.set("origin", origin);
  const contentType = options.contentType === undefined ? "application/json" : options.contentType;
  if (contentType !== null) headers.set("content-type", contentType);
  const key = options.key === undefined ? randomUUID() : options.key;
  if (key !== null) headers.set("idempotency-key", key);
  // The client address as the server of `npm start` stamps it (src/server/http-server.mjs).
  headers.set(PEER_HEADER, options.ip ?? `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
  headers.set("host", "www.example.test");
  return new Request(`${SITE}/api/${form}`, {
    method: "POST",
    headers,
    body: options.rawBody ?? JSON.stringify(body),
  });
}

export function handlerFor(form: LeadForm, db: Database | (() => Promise<Database>), deps: Partial<LeadHandlerDeps> = {}) {
  return createLeadHandler(form, {
    getDatabase: typeof db === "function" ? db : async () => db,
    config: TEST_CONFIG,
    onCommitted: () => undefined,
    // Outside a Next request there is no after(): the task runs at once, unawaited, as after() would run it later.
    afterResponse: (task) => void task(),
    ...deps,
  });
}

export async function countLeads(db: Database, where = "TRUE", params: unknown[] = []): Promise<number> {
  const rows = await db.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM leads WHERE ${where}`, params);
  return Number(rows[0]?.n ?? 0);
}

/** Asserts the RFC 9457 shape of an error answer and returns the body. */
export async function readProblem(response: Response) {
  const text = await response.text();
  const body = JSON.parse(text) as { type: string; title: string; status: number; detail: string; errors: { field: string; code: string }[] };
  return { body, text, contentType: response.headers.get("content-type") };
}
