import { createHmac, randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "@/db/connection";
import { migrate } from "@/db/migrate";
import { Prisma } from "@/generated/prisma/client";
import { handlerFor, leadRequest, TEST_CONFIG, VALID_BODIES } from "../../../tests/support/lead-api";
import { createTestDatabase, DATABASE_MODES, type TestDatabase } from "../../../tests/support/test-database";
import { createPrivacyAccessHandler, createPrivacyForgetHandler, FORGET_BODY_LIMIT_BYTES } from "./privacy-handler";
import {
  accessByEmail,
  checkEmail,
  databaseCutoffs,
  erasureHash,
  forgetEmail,
  normaliseEmail,
  type PurgeCounts,
  purgeExpired,
  retentionCutoffs,
  subtractMonths,
} from "./privacy-rights";
import { PROBLEM_TYPE_PREFIX } from "@/leads/http/problem";
import { PEER_HEADER } from "@/security/client-address";
import { RETENTION_LOOP, runRetentionPass, startRetentionLoop, stopRetentionLoop } from "./retention-loop";

/**
 * Access, erasure and retention, against the embedded database and, when DATABASE_URL is set,
 * PostgreSQL. Dates are fixed (`now` is passed in), never waited for.
 */
const SALT = "privacy-test-salt-0123";
const TOKEN = "privacy-token-0123456789abcdef";
const NOW = new Date("2026-11-24T10:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY);

interface LeadSpec {
  email: string;
  form?: string;
  createdAt?: Date;
  quarantineReason?: string | null;
  confirmedAt?: Date | null;
  outbox?: { kind: string; status?: string; attempts?: number; deliveredAt?: Date | null; lastError?: string | null; body?: string }[];
}

async function addLead(db: Database, spec: LeadSpec): Promise<string> {
  const lead = await db.prisma.lead.create({
    data: {
      form: spec.form ?? "book-demo",
      email: spec.email,
      company: "Test Co",
      locale: "en",
      answers: { role: "cfo" },
      createdAt: spec.createdAt ?? NOW,
      quarantineReason: spec.quarantineReason ?? null,
      confirmedAt: spec.confirmedAt ?? null,
      ipHash: "f".repeat(64),
      outbox: {
        create: (spec.outbox ?? []).map((o) => ({
          kind: o.kind,
          status: o.status ?? "pending",
          attempts: o.attempts ?? 0,
          deliveredAt: o.deliveredAt ?? null,
          lastError: o.lastError ?? null,
          body: o.body ?? JSON.stringify({ email: spec.email }),
          createdAt: spec.createdAt ?? NOW,
        })),
      },
    },
  });
  return lead.id;
}

const leadsOf = async (db: Database, email: string) =>
  Number((await db.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM leads WHERE lower(btrim(email)) = lower($1)`, [email]))[0]?.n);
const outboxOf = async (db: Database, ids: string[]) =>
  Number((await db.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM lead_outbox WHERE lead_id = ANY($1::uuid[])`, [ids]))[0]?.n);

describe("addresses", () => {
  it("normalises and validates like the lead forms", () => {
    expect(normaliseEmail("  Ana.B@Example.COM ")).toBe("ana.b@example.com");
    expect(checkEmail(" ana@example.com ")).toEqual({ ok: true, email: "ana@example.com" });
    expect(checkEmail("nope")).toEqual({ ok: false, code: "invalid_email" });
    expect(checkEmail("")).toEqual({ ok: false, code: "required" });
    expect(checkEmail(undefined)).toEqual({ ok: false, code: "required" });
    expect(checkEmail(42)).toEqual({ ok: false, code: "invalid_type" });
    expect(checkEmail(`${"a".repeat(250)}@example.com`)).toEqual({ ok: false, code: "too_long" });
    expect(erasureHash(" A@B.co ", SALT)).toBe(createHmac("sha256", SALT).update("a@b.co").digest("hex"));
    expect(erasureHash("a@b.co", SALT)).not.toBe(erasureHash("a@b.co", `${SALT}-other`));
  });

  it("counts retention months in calendar months, clamped to the month's end", () => {
    expect(subtractMonths(new Date("2026-03-31T12:00:00Z"), 1).toISOString()).toBe("2026-02-28T12:00:00.000Z");
    expect(subtractMonths(new Date("2028-03-31T00:00:00Z"), 1).toISOString()).toBe("2028-02-29T00:00:00.000Z");
    expect(subtractMonths(NOW, 24).toISOString()).toBe("2024-11-24T10:00:00.000Z");
    expect(subtractMonths(new Date("2026-01-15T00:00:00Z"), 13).toISOString()).toBe("2024-12-15T00:00:00.000Z");
    const cut = retentionCutoffs(NOW, { months: 24, quarantineDays: 30, unconfirmedDays: 7 });
    expect(cut.quarantined).toEqual(daysAgo(30));
    expect(cut.unconfirmedNewsletter).toEqual(daysAgo(7));
  });
});

describe.each(DATABASE_MODES)("privacy rights (%s)", (mode) => {
  let testDb: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    testDb = await createTestDatabase(mode);
    db = await testDb.open();
    await migrate(db.sql);
  });
  afterAll(async () => {
    await db?.close();
    await testDb?.drop();
  });

  describe("access", () => {
    it("returns every lead of the address (any case, trimmed) with all stored fields and its outbox rows, and nothing else", async () => {
      // Through the lead API, with the CRM webhook configured: a webhook row and the visitor's e-mail job.
      const config = { ...TEST_CONFIG, webhook: { url: "http://127.0.0.1:1/hook", secret: "s".repeat(16) } };
      const res = await handlerFor("book-demo", db, { config, kickDelivery: () => undefined, kickMailDelivery: () => undefined })(
        leadRequest("book-demo", { ...VALID_BODIES["book-demo"], email: "A_B.Access@Example.com" }, { key: randomUUID() }),
      );
      expect(res.status).toBe(201);
      const apiId = ((await res.json()) as { id: string }).id;
      const older = await addLead(db, {
        email: "a_b.access@example.com",
        form: "newsletter",
        createdAt: daysAgo(3),
        confirmedAt: daysAgo(2),
        outbox: [{ kind: "email", status: "failed", attempts: 12, lastError: "HTTP 550", body: '{"to":"a_b.access@example.com"}' }],
      });
      // `_` is a wildcard for LIKE/ILIKE: this other person's lead must never be part of the answer.
      const other = await addLead(db, { email: "axb.access@example.com", outbox: [{ kind: "webhook" }] });

      const report = await accessByEmail(db, "  A_B.ACCESS@example.com ", { ipHashSalt: SALT, now: NOW });
      expect(report.email).toBe("a_b.access@example.com");
      expect(report.generatedAt).toBe(NOW.toISOString());
      expect(report.erasure).toBeNull();
      expect(report.leads.map((l) => l.id)).toEqual([older, apiId]);
      expect(report.leads.map((l) => l.id)).not.toContain(other);
      // Every stored column of the lead, whatever is added later.
      for (const lead of report.leads) expect(Object.keys(lead).sort()).toEqual([...Object.keys(Prisma.LeadScalarFieldEnum), "outbox"].sort());
      const [newsletter, demo] = report.leads;
      expect(newsletter).toMatchObject({ form: "newsletter", confirmedAt: daysAgo(2).toISOString(), createdAt: daysAgo(3).toISOString() });
      expect(newsletter?.outbox).toEqual([
        expect.objectContaining({ kind: "email", status: "failed", attempts: 12, lastError: "HTTP 550", deliveredAt: null, body: '{"to":"a_b.access@example.com"}' }),
      ]);
      expect(demo).toMatchObject({ form: "book-demo", email: "A_B.Access@example.com", company: "Acme GmbH", answers: expect.objectContaining({ role: "cfo" }) });
      expect(demo?.ipHash).toMatch(/^[0-9a-f]{64}$/);
      expect(demo?.outbox.map((o) => o.kind).sort()).toEqual(["email", "webhook"]);
      for (const row of demo?.outbox ?? []) {
        expect(Object.keys(row).sort()).toEqual(["attempts", "body", "createdAt", "deliveredAt", "id", "kind", "lastError", "nextAttemptAt", "status"]);
        expect(row.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
      }
      expect(JSON.parse(JSON.stringify(report))).toEqual(report);
    });

    it("answers an address never held with no leads", async () => {
      const report = await accessByEmail(db, "never@example.com", { ipHashSalt: SALT });
      expect(report.leads).toEqual([]);
      expect(report.erasure).toBeNull();
    });
  });

  describe("forget", () => {
    it("deletes exactly that address's leads and outbox rows, keeps only a salted hash, and answers a repeat as done", async () => {
      const mine = [
        await addLead(db, { email: "Forget.Me@example.com", outbox: [{ kind: "webhook", status: "delivered", deliveredAt: daysAgo(1) }, { kind: "email" }] }),
        await addLead(db, { email: "forget.me@example.com", form: "newsletter", createdAt: daysAgo(40) }),
        await addLead(db, { email: " FORGET.ME@EXAMPLE.COM", quarantineReason: "honeypot", outbox: [{ kind: "email" }] }),
      ];
      const others = [
        await addLead(db, { email: "forget.me@example.org", outbox: [{ kind: "webhook" }] }),
        await addLead(db, { email: "forget_me@example.com", outbox: [{ kind: "email" }] }),
        await addLead(db, { email: "xforget.me@example.com" }),
      ];
      const totalBefore = await db.prisma.lead.count();
      expect(await outboxOf(db, mine)).toBe(3);

      const result = await forgetEmail(db, "  forget.ME@Example.com", { ipHashSalt: SALT, now: NOW });
      expect(result).toEqual({ result: "erased", leadsDeleted: 3, erasedAt: NOW.toISOString() });
      expect(await db.prisma.lead.count({ where: { id: { in: mine } } })).toBe(0);
      expect(await outboxOf(db, mine)).toBe(0);
      expect(await db.prisma.lead.count({ where: { id: { in: others } } })).toBe(3);
      expect(await outboxOf(db, others)).toBe(2);
      expect(await db.prisma.lead.count()).toBe(totalBefore - 3);

      // The address is nowhere any more: only its HMAC, keyed with the IP hash salt.
      const record = await db.prisma.erasureRecord.findUniqueOrThrow({ where: { emailHash: erasureHash("forget.me@example.com", SALT) } });
      expect(record).toEqual({
        emailHash: createHmac("sha256", SALT).update("forget.me@example.com").digest("hex"),
        erasedAt: NOW,
        leadsDeleted: 3,
      });
      const dump = JSON.stringify(await db.sql.query(`SELECT * FROM erasure_records`));
      expect(dump.toLowerCase()).not.toContain("forget.me");
      const traces = await db.sql.query(
        `SELECT 1 FROM leads WHERE lower(email) = 'forget.me@example.com'
         UNION ALL SELECT 1 FROM lead_outbox WHERE lower(body) LIKE '%"forget.me@example.com"%'`,
      );
      expect(traces).toEqual([]);

      const later = new Date(NOW.getTime() + DAY);
      expect(await forgetEmail(db, "FORGET.ME@example.com", { ipHashSalt: SALT, now: later })).toEqual({
        result: "already-erased",
        erasedAt: NOW.toISOString(),
        leadsDeleted: 3,
      });
      const report = await accessByEmail(db, "forget.me@example.com", { ipHashSalt: SALT });
      expect(report.leads).toEqual([]);
      expect(report.erasure).toEqual({ erasedAt: NOW.toISOString(), leadsDeleted: 3 });
      expect(await forgetEmail(db, "never.held@example.com", { ipHashSalt: SALT })).toEqual({ result: "nothing-held" });
      expect(await db.prisma.erasureRecord.count({ where: { emailHash: erasureHash("never.held@example.com", SALT) } })).toBe(0);
    });

    it("erases a lead stored after an erasure on the next request", async () => {
      await addLead(db, { email: "again@example.com" });
      expect((await forgetEmail(db, "again@example.com", { ipHashSalt: SALT, now: daysAgo(10) })).result).toBe("erased");
      await addLead(db, { email: "Again@example.com" });
      expect(await forgetEmail(db, "again@example.com", { ipHashSalt: SALT, now: NOW })).toEqual({
        result: "erased",
        leadsDeleted: 1,
        erasedAt: NOW.toISOString(),
      });
      const record = await db.prisma.erasureRecord.findUniqueOrThrow({ where: { emailHash: erasureHash("again@example.com", SALT) } });
      expect(record.leadsDeleted).toBe(2);
      expect(await leadsOf(db, "again@example.com")).toBe(0);
    });

    it("is one transaction: when the erasure cannot be recorded, no lead is deleted", async () => {
      const ids = [await addLead(db, { email: "atomic@example.com", outbox: [{ kind: "webhook" }] }), await addLead(db, { email: "atomic@example.com" })];
      await db.sql.exec(`
        CREATE FUNCTION privacy_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused by test'; END $$;
        CREATE TRIGGER privacy_test_refuse BEFORE INSERT OR UPDATE ON erasure_records FOR EACH ROW EXECUTE FUNCTION privacy_test_refuse();`);
      try {
        await expect(forgetEmail(db, "atomic@example.com", { ipHashSalt: SALT, now: NOW })).rejects.toThrow(/refused by test/);
        expect(await db.prisma.lead.count({ where: { id: { in: ids } } })).toBe(2);
        expect(await outboxOf(db, ids)).toBe(1);
      } finally {
        await db.sql.exec(`DROP TRIGGER privacy_test_refuse ON erasure_records; DROP FUNCTION privacy_test_refuse();`);
      }
      expect((await forgetEmail(db, "atomic@example.com", { ipHashSalt: SALT, now: NOW })).result).toBe("erased");
    });

    it("two concurrent requests for one address delete each lead once: one erases, the other finds it done", async () => {
      for (let i = 0; i < 5; i++) await addLead(db, { email: "twice@example.com", outbox: [{ kind: "email" }] });
      const results = await Promise.all([
        forgetEmail(db, "twice@example.com", { ipHashSalt: SALT, now: NOW }),
        forgetEmail(db, "TWICE@example.com", { ipHashSalt: SALT, now: NOW }),
      ]);
      expect(results.map((r) => r.result).sort()).toEqual(["already-erased", "erased"]);
      expect(results.find((r) => r.result === "erased")).toMatchObject({ leadsDeleted: 5 });
      const record = await db.prisma.erasureRecord.findUniqueOrThrow({ where: { emailHash: erasureHash("twice@example.com", SALT) } });
      expect(record.leadsDeleted).toBe(5);
    });

    it("uses the salt generated in app_settings when IP_HASH_SALT is unset", async () => {
      await addLead(db, { email: "nosalt@example.com" });
      expect((await forgetEmail(db, "nosalt@example.com", { ipHashSalt: undefined, now: NOW })).result).toBe("erased");
      const salt = await db.prisma.appSetting.findUniqueOrThrow({ where: { name: "ip_hash_salt" } });
      expect(await db.prisma.erasureRecord.count({ where: { emailHash: erasureHash("nosalt@example.com", salt.value) } })).toBe(1);
      expect((await forgetEmail(db, "nosalt@example.com", { ipHashSalt: undefined })).result).toBe("already-erased");
    });
  });

  describe("retention", () => {
    it("purges exactly the expired rows per rule at a fixed now and keeps the rest", async () => {
      await db.prisma.lead.deleteMany();
      const month = (n: number) => subtractMonths(NOW, n);
      const gone = {
        quarantinedOld: await addLead(db, { email: "q1@example.com", quarantineReason: "too_fast", createdAt: daysAgo(31), outbox: [{ kind: "email" }] }),
        quarantinedAncient: await addLead(db, { email: "q2@example.com", quarantineReason: "honeypot", createdAt: month(30) }),
        unconfirmedOld: await addLead(db, { email: "n1@example.com", form: "newsletter", createdAt: daysAgo(30.5), outbox: [{ kind: "email" }] }),
        expiredDemo: await addLead(db, { email: "e1@example.com", createdAt: new Date(month(24).getTime() - 1), outbox: [{ kind: "webhook", status: "delivered" }] }),
        expiredSubscriber: await addLead(db, { email: "e2@example.com", form: "newsletter", confirmedAt: month(25), createdAt: month(25) }),
      };
      const kept = {
        quarantinedRecent: await addLead(db, { email: "k1@example.com", quarantineReason: "too_fast", createdAt: daysAgo(29) }),
        quarantinedAtCutoff: await addLead(db, { email: "k2@example.com", quarantineReason: "too_fast", createdAt: daysAgo(30) }),
        unconfirmedRecent: await addLead(db, { email: "k3@example.com", form: "newsletter", createdAt: daysAgo(29) }),
        confirmedOld: await addLead(db, { email: "k4@example.com", form: "newsletter", confirmedAt: daysAgo(100), createdAt: daysAgo(400) }),
        demoOld: await addLead(db, { email: "k5@example.com", createdAt: daysAgo(400), outbox: [{ kind: "webhook" }] }),
        demoAtCutoff: await addLead(db, { email: "k6@example.com", createdAt: month(24) }),
        otherFormUnconfirmed: await addLead(db, { email: "k7@example.com", form: "contact", createdAt: daysAgo(60) }),
      };

      const counts = await purgeExpired(db, NOW, { months: 24, quarantineDays: 30, unconfirmedDays: 30 });
      expect(counts).toEqual<PurgeCounts>({ quarantined: 2, unconfirmedNewsletter: 1, expired: 2 });
      const left = (await db.prisma.lead.findMany({ select: { id: true } })).map((l) => l.id).sort();
      expect(left).toEqual(Object.values(kept).sort());
      expect(await outboxOf(db, Object.values(gone))).toBe(0);
      expect(await outboxOf(db, Object.values(kept))).toBe(1);
      // A second run (another instance, the next day) has nothing left to do.
      expect(await purgeExpired(db, NOW)).toEqual({ quarantined: 0, unconfirmedNewsletter: 0, expired: 0 });
    });

    it("applies the configured periods and deletes in batches", async () => {
      await db.prisma.lead.deleteMany();
      for (let i = 0; i < 7; i++) await addLead(db, { email: `b${i}@example.com`, quarantineReason: "too_fast", createdAt: daysAgo(3) });
      for (let i = 0; i < 3; i++) await addLead(db, { email: `u${i}@example.com`, form: "newsletter", createdAt: daysAgo(3) });
      for (let i = 0; i < 4; i++) await addLead(db, { email: `o${i}@example.com`, createdAt: subtractMonths(NOW, 2) });
      await addLead(db, { email: "young@example.com", createdAt: daysAgo(1) });
      const aborted = new AbortController();
      aborted.abort();
      expect(await purgeExpired(db, NOW, { months: 1, quarantineDays: 2, unconfirmedDays: 2 }, { signal: aborted.signal })).toEqual({
        quarantined: 0,
        unconfirmedNewsletter: 0,
        expired: 0,
      });
      expect(await purgeExpired(db, NOW, { months: 1, quarantineDays: 2, unconfirmedDays: 2 }, { batch: 2 })).toEqual({
        quarantined: 7,
        unconfirmedNewsletter: 3,
        expired: 4,
      });
      expect((await db.prisma.lead.findMany()).map((l) => l.email)).toEqual(["young@example.com"]);
    });

    it("computes the cut-offs from the database clock, never this process's", async () => {
      await db.prisma.lead.deleteMany();
      const [row] = await db.sql.query<{ now: Date | string }>("SELECT now() AS now");
      const dbNow = new Date(row?.now ?? 0);
      const young = await addLead(db, { email: "clock-young@example.com", quarantineReason: "too_fast", createdAt: new Date(dbNow.getTime() - 29 * DAY) });
      await addLead(db, { email: "clock-old@example.com", quarantineReason: "too_fast", createdAt: new Date(dbNow.getTime() - 31 * DAY) });
      // This process's clock runs a year ahead: cut-offs from Date.now() would delete both leads. (The embedded
      // database's clock is this process's, so only a PostgreSQL server can disagree with it.)
      if (mode === "postgres") vi.useFakeTimers({ toFake: ["Date"], now: dbNow.getTime() + 365 * DAY });
      let counts: PurgeCounts;
      try {
        counts = await purgeExpired(db, undefined, { months: 24, quarantineDays: 30, unconfirmedDays: 30 });
      } finally {
        vi.useRealTimers();
      }
      expect(counts).toEqual({ quarantined: 1, unconfirmedNewsletter: 0, expired: 0 });
      expect((await db.prisma.lead.findMany({ select: { id: true } })).map((l) => l.id)).toEqual([young]);
      // Calendar months in UTC, clamped to the month's end, as subtractMonths.
      const cut = await databaseCutoffs(db.sql, { months: 1, quarantineDays: 2, unconfirmedDays: 7 }, new Date("2026-03-31T12:00:00Z"));
      expect(cut.expired.toISOString()).toBe("2026-02-28T12:00:00.000Z");
      expect(cut.quarantined.toISOString()).toBe("2026-03-29T12:00:00.000Z");
      expect(cut.unconfirmedNewsletter.toISOString()).toBe("2026-03-24T12:00:00.000Z");
    });

    it("the background pass purges through the database and logs one line only when something went", async () => {
      await db.prisma.lead.deleteMany();
      await addLead(db, { email: "loop@example.com", quarantineReason: "honeypot", createdAt: daysAgo(45) });
      const lines: string[] = [];
      const deps = { getDatabase: async () => db, retention: { months: 24, quarantineDays: 30, unconfirmedDays: 30 }, now: () => NOW, log: (l: string) => lines.push(l) };
      expect(await runRetentionPass(deps)).toBe(true);
      expect(await runRetentionPass(deps)).toBe(true);
      expect(lines).toEqual([
        "[leads] retention: purged 1 quarantined lead(s) older than 30 days, 0 unconfirmed newsletter sign-up(s) older than 30 days, 0 lead(s) older than 24 months",
      ]);
    });
  });

  describe("API", () => {
    const access = (deps = {}) =>
      createPrivacyAccessHandler({ getDatabase: async () => db, token: () => TOKEN, ipHashSalt: () => SALT, now: () => NOW, ...deps });
    const forget = (deps = {}) =>
      createPrivacyForgetHandler({ getDatabase: async () => db, token: () => TOKEN, ipHashSalt: () => SALT, now: () => NOW, ...deps });
    // Each request from its own client (the server's peer stamp), so the wrong-token slow-down stays out of the way.
    const peer = () => `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const get = (query: string, auth: string | null = `Bearer ${TOKEN}`) =>
      new Request(`https://www.example.test/api/privacy/access${query}`, {
        headers: { [PEER_HEADER]: peer(), ...(auth === null ? {} : { authorization: auth }) },
      });
    const post = (body: BodyInit | null, options: { auth?: string | null; contentType?: string | null } = {}) => {
      const headers = new Headers({ [PEER_HEADER]: peer() });
      const auth = options.auth === undefined ? `Bearer ${TOKEN}` : options.auth;
      if (auth !== null) headers.set("authorization", auth);
      const type = options.contentType === undefined ? "application/json" : options.contentType;
      if (type !== null) headers.set("content-type", type);
      return new Request("https://www.example.test/api/privacy/forget", { method: "POST", headers, body });
    };
    const down = async (): Promise<Database> => {
      throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
    };

    async function expectProblem(res: Response, status: number, kind?: string) {
      expect(res.status).toBe(status);
      expect(res.headers.get("content-type")).toBe("application/problem+json");
      expect(res.headers.get("cache-control")).toBe("no-store");
      const body = (await res.json()) as { type: string; status: number; errors: { field: string; code: string }[] };
      expect(body.status).toBe(status);
      expect(body.type.startsWith(PROBLEM_TYPE_PREFIX)).toBe(true);
      if (kind) expect(body.type).toBe(`${PROBLEM_TYPE_PREFIX}${kind}`);
      return body;
    }

    it("checks its own token: 404 while unset, 401 when missing or wrong", async () => {
      await expectProblem(await access({ token: () => undefined })(get("?email=a@example.com")), 404, "not-found");
      await expectProblem(await forget({ token: () => undefined })(post('{"email":"a@example.com"}')), 404, "not-found");
      for (const auth of [null, "Bearer", `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, "Bearer short"]) {
        const a = await access()(get("?email=a@example.com", auth));
        expect(a.headers.get("www-authenticate")).toBe('Bearer realm="privacy"');
        await expectProblem(a, 401, "unauthorized");
        await expectProblem(await forget()(post('{"email":"a@example.com"}', { auth })), 401, "unauthorized");
      }
      // The token is checked before the input; the wrong-token counters live in the database, so without it: 503.
      await expectProblem(await forget()(post("{", { auth: null })), 401);
      await expectProblem(await forget({ getDatabase: down })(post("{", { auth: null })), 503);
    });

    it("GET /api/privacy/access answers the report, 400 for malformed input, 503 when the database is down", async () => {
      await addLead(db, { email: "api.access@example.com", outbox: [{ kind: "webhook" }] });
      const ok = await access()(get(`?email=${encodeURIComponent(" API.Access@example.com ")}`));
      expect(ok.status).toBe(200);
      expect(ok.headers.get("content-type")).toBe("application/json");
      expect(ok.headers.get("cache-control")).toBe("no-store");
      const report = await ok.json();
      expect(report).toMatchObject({ email: "api.access@example.com", erasure: null });
      expect(report.leads).toHaveLength(1);
      expect(report.leads[0].outbox).toHaveLength(1);

      const cases: [string, string, string][] = [
        ["", "email", "required"],
        ["?email=", "email", "required"],
        ["?email=nope", "email", "invalid_email"],
        [`?email=${"a".repeat(300)}@example.com`, "email", "too_long"],
        ["?email=a@example.com&email=b@example.com", "email", "invalid_type"],
        ["?email=a@example.com&format=csv", "format", "unknown_field"],
      ];
      for (const [query, field, code] of cases) {
        // Bad input is refused before any work on the data.
        const body = await expectProblem(await access()(get(query)), 400, "invalid-query");
        expect(body.errors).toEqual([{ field, code }]);
      }
      const unavailable = await access({ getDatabase: down })(get("?email=a@example.com"));
      expect(unavailable.headers.get("retry-after")).toBe("5");
      await expectProblem(unavailable, 503, "service-unavailable");
    });

    it("POST /api/privacy/forget erases, answers a repeat as done, 4xx for malformed input, 503 when the database is down", async () => {
      await addLead(db, { email: "api.forget@example.com", outbox: [{ kind: "email" }] });
      await addLead(db, { email: "api.forget.keep@example.com" });
      const first = await forget()(post(JSON.stringify({ email: "API.Forget@example.com" })));
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({ result: "erased", leadsDeleted: 1, erasedAt: NOW.toISOString() });
      const again = await forget()(post(JSON.stringify({ email: "api.forget@example.com" }), { contentType: "application/json; charset=utf-8" }));
      expect(await again.json()).toEqual({ result: "already-erased", erasedAt: NOW.toISOString(), leadsDeleted: 1 });
      expect(await (await forget()(post(JSON.stringify({ email: "nobody@example.com" })))).json()).toEqual({ result: "nothing-held" });
      expect(await leadsOf(db, "api.forget.keep@example.com")).toBe(1);

      const bad = forget();
      await expectProblem(await bad(post("{", {})), 400, "malformed-json");
      await expectProblem(await bad(post(new Uint8Array([0x7b, 0xff, 0x7d]))), 400, "malformed-json");
      await expectProblem(await bad(post(null)), 400, "malformed-json");
      await expectProblem(await bad(post('{"email":"a@example.com"}', { contentType: "text/plain" })), 415, "unsupported-media-type");
      await expectProblem(await bad(post('{"email":"a@example.com"}', { contentType: null })), 415);
      await expectProblem(await bad(post(JSON.stringify({ email: `${"a".repeat(FORGET_BODY_LIMIT_BYTES)}@example.com` }))), 413, "payload-too-large");
      const fields: [string, string, string][] = [
        ["[]", "email", "required"],
        ["null", "email", "required"],
        ['"a@example.com"', "email", "required"],
        ["{}", "email", "required"],
        ['{"email":42}', "email", "invalid_type"],
        ['{"email":"not-an-address"}', "email", "invalid_email"],
        ['{"email":"a@example.com","all":true}', "all", "unknown_field"],
        ['{"__proto__":{"email":"a@example.com"}}', "__proto__", "unknown_field"],
      ];
      for (const [raw, field, code] of fields) {
        const body = await expectProblem(await bad(post(raw)), 400, "invalid-request");
        expect(body.errors).toEqual([{ field, code }]);
      }
      const unavailable = await forget({ getDatabase: down })(post('{"email":"a@example.com"}'));
      expect(unavailable.headers.get("retry-after")).toBe("5");
      await expectProblem(unavailable, 503, "service-unavailable");
    });

    it("never writes the address to the log when the database fails", async () => {
      const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
      logged.mockClear();
      // The credential check passes; the data's queries fail with a message quoting the address.
      const fail = () => {
        throw new Error('Invalid `prisma.lead.findMany()` invocation: { email: "Leak.Me+x@example.com" }');
      };
      const prisma = new Proxy(db.prisma, { get: (target, key) => (key === "$queryRaw" || key === "$transaction" ? fail : Reflect.get(target, key)) });
      const leaky = async (): Promise<Database> => ({ ...db, prisma });
      expect((await access({ getDatabase: leaky })(get("?email=leak.me%2Bx@example.com"))).status).toBe(503);
      expect((await forget({ getDatabase: leaky })(post('{"email":"LEAK.ME+x@example.com"}'))).status).toBe(503);
      const text = JSON.stringify(logged.mock.calls);
      expect(text).toContain("<address>");
      expect(text.toLowerCase()).not.toContain("leak.me");
    });

    it("never answers 5xx for any input (fuzzed)", async () => {
      const accessHandler = access();
      const forgetHandler = forget();
      await fc.assert(
        fc.asyncProperty(fc.string({ maxLength: 300 }), async (value) => {
          const res = await accessHandler(get(`?email=${encodeURIComponent(value)}`));
          expect(res.status === 200 || res.status === 400).toBe(true);
        }),
        { numRuns: 150 },
      );
      await fc.assert(
        fc.asyncProperty(fc.oneof(fc.jsonValue().map((v) => JSON.stringify(v) ?? "null"), fc.string(), fc.record({ email: fc.string() }).map((v) => JSON.stringify(v))), async (raw) => {
          const res = await forgetHandler(post(raw));
          expect([200, 400, 413]).toContain(res.status);
        }),
        { numRuns: 150 },
      );
    });
  });
});

describe("retention loop", () => {
  afterEach(async () => {
    await stopRetentionLoop();
    vi.useRealTimers();
  });

  it("runs at start-up, then every 24 hours (1 hour after a failure), on a timer that does not hold the process", async () => {
    vi.useFakeTimers({ now: NOW });
    const passes: (Date | undefined)[] = [];
    const lines: string[] = [];
    const errors: string[] = [];
    let fail = false;
    const setTimeoutSpy = vi.spyOn(globalThis, "setTimeout");
    startRetentionLoop({
      getDatabase: async () => {
        throw new Error("unused");
      },
      retention: { months: 24, quarantineDays: 30, unconfirmedDays: 30 },
      purge: async (now) => {
        passes.push(now);
        if (fail) throw new Error("database down");
        return { quarantined: passes.length === 1 ? 2 : 0, unconfirmedNewsletter: 0, expired: 0 };
      },
      log: (l) => lines.push(l),
      error: (l) => errors.push(l),
    });
    // A second start (dev reload, a second import) does not add a loop.
    startRetentionLoop({ getDatabase: async () => Promise.reject(new Error("x")), retention: { months: 1, quarantineDays: 1, unconfirmedDays: 1 } });
    const timer = setTimeoutSpy.mock.results[0]?.value as { hasRef?: () => boolean };
    expect(timer.hasRef?.()).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    // No clock of this process: the purge takes the database's now().
    expect(passes).toEqual([undefined]);
    expect(lines).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(RETENTION_LOOP.intervalMs - 1);
    expect(passes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(passes).toHaveLength(2);
    expect(lines).toHaveLength(1); // nothing purged: no line
    fail = true;
    await vi.advanceTimersByTimeAsync(RETENTION_LOOP.intervalMs);
    expect(passes).toHaveLength(3);
    expect(errors).toEqual(["[leads] retention pass failed (next attempt in 1 h): database down"]);
    fail = false;
    await vi.advanceTimersByTimeAsync(RETENTION_LOOP.retryMs);
    expect(passes).toHaveLength(4);
    await stopRetentionLoop();
    await vi.advanceTimersByTimeAsync(3 * RETENTION_LOOP.intervalMs);
    expect(passes).toHaveLength(4);
    setTimeoutSpy.mockRestore();
  });
});
