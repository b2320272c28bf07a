import { createHash, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { COOKIES } from "@/config/cookies";
import { type Database, openDatabase } from "@/db/connection";
import type { SqlExecutor } from "@/db/sql-executor";
import { LEAD_FORMS, type LeadForm } from "@/leads/contract/enums";
import { USER_AGENT_MAX } from "@/leads/http/config";
import {
  countLeads,
  handlerFor,
  type LeadTestContext,
  leadRequest,
  openLeadTestDatabase,
  readProblem,
  SITE,
  STEADY_WINDOW_SECONDS,
  TEST_CONFIG,
  VALID_BODIES,
} from "../../../tests/support/lead-api";
import { createLeadHandler } from "./lead-handler";

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

async function rowByKey(key: string) {
  const rows = await db.sql.query<Record<string, unknown>>(`SELECT * FROM leads WHERE idempotency_key = $1`, [key]);
  return rows;
}

describe("lead API: acceptance", () => {
  it.each(LEAD_FORMS)("stores a valid %s lead and answers 201 {id} only after the commit", async (form) => {
    const key = randomUUID();
    const res = await handlerFor(form, db)(leadRequest(form, VALID_BODIES[form], { key }));
    expect(res.status).toBe(201);
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
    const body = await res.json();
    expect(Object.keys(body)).toEqual(["id"]);
    const rows = await rowByKey(key);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(body.id);
    expect(rows[0]?.form).toBe(form);
    expect(rows[0]?.email).toBe(VALID_BODIES[form].email);
    expect(rows[0]?.quarantine_reason).toBeNull();
  });

  it("stores context, cookies, a bounded user agent, a salted IP hash and the fit score", async () => {
    const key = randomUUID();
    const ua = `Mozilla/5.0 ${"x".repeat(2000)}`;
    const req = leadRequest("book-demo", VALID_BODIES["book-demo"], {
      key,
      ip: "203.0.113.7",
      headers: {
        "user-agent": ua,
        cookie: `${COOKIES.homeSeen}=home-variant~landing2~2~0~2~20261123000000000; ${COOKIES.visitorId}=vid_abc-123; ${COOKIES.consent}=granted; other=1`,
      },
    });
    expect((await handlerFor("book-demo", db)(req)).status).toBe(201);
    const [row] = await rowByKey(key);
    expect(row).toBeDefined();
    if (!row) return;
    expect(row.company).toBe("Acme GmbH");
    expect(row.locale).toBe("de");
    expect(row.answers).toEqual({ role: "cfo", erp: "sap", monthlyInvoices: "1-5k", poPercentage: 70, goal: "fraud-prevention" });
    expect(row.page).toBe("/book-demo");
    expect(row.cta).toBe("home-hero");
    expect(row.utm).toEqual({ source: "newsletter", campaign: "q4" });
    expect(row.home_variant).toBe("landing2");
    expect(row.visitor_id).toBe("vid_abc-123");
    expect(row.analytics_consent).toBe("granted");
    expect(row.user_agent).toBe(ua.slice(0, USER_AGENT_MAX));
    expect(row.ip_hash).toBe(createHash("sha256").update(`${TEST_CONFIG.ipHashSalt}\u0000203.0.113.7`).digest("hex"));
    expect(JSON.stringify(row)).not.toContain("203.0.113.7");
    expect(row.fit_score).toBe(60);
    expect(row.derived).toEqual({ fit: { score: 60, reasons: ["volume_ideal", "erp_supported"] } });
    expect(row.rate_flagged).toBe(false);
  });

  it("ignores cookie values outside their allowlist", async () => {
    const key = randomUUID();
    const req = leadRequest("newsletter", VALID_BODIES.newsletter, {
      key,
      headers: { cookie: `${COOKIES.homeSeen}=evil; ${COOKIES.visitorId}=<script>; ${COOKIES.consent}=yes` },
    });
    expect((await handlerFor("newsletter", db)(req)).status).toBe(201);
    const [row] = await rowByKey(key);
    expect([row?.home_variant, row?.visitor_id, row?.analytics_consent]).toEqual([null, null, null]);
  });
});

describe("lead API: home variant cookie", () => {
  it("stores the variation the visitor viewed (attestra_home_seen), not the sticky assignment", async () => {
    const key = randomUUID();
    const cookie = `${COOKIES.homeVariant}=home-variant~0.control; ${COOKIES.homeSeen}=home-variant~landing3~3~1~2~20261123000000000`;
    const req = leadRequest("newsletter", VALID_BODIES.newsletter, { key, headers: { cookie } });
    expect((await handlerFor("newsletter", db)(req)).status).toBe(201);
    const [row] = await rowByKey(key);
    expect(row?.home_variant).toBe("landing3");
  });
});

describe("lead API: idempotency (promises 2, 3)", () => {
  it("50 concurrent identical requests store exactly one row, every answer the same 201 or a 409", async () => {
    const key = randomUUID();
    const handler = handlerFor("book-demo", db);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => handler(leadRequest("book-demo", VALID_BODIES["book-demo"], { key, ip: "198.51.100.50" }))),
    );
    const bodies = await Promise.all(responses.map(async (r) => ({ status: r.status, body: await r.text() })));
    const created = bodies.filter((b) => b.status === 201);
    expect(created.length).toBeGreaterThan(0);
    expect(bodies.every((b) => b.status === 201 || b.status === 409)).toBe(true);
    expect(new Set(created.map((b) => b.body)).size).toBe(1);
    expect(await countLeads(db, "idempotency_key = $1", [key])).toBe(1);
  });

  it("replays the same 201 body for the same key and body", async () => {
    const key = randomUUID();
    const handler = handlerFor("talk-to-expert", db);
    const first = await handler(leadRequest("talk-to-expert", VALID_BODIES["talk-to-expert"], { key }));
    // A retry measures a different elapsedMs: still the same request.
    const second = await handler(leadRequest("talk-to-expert", { ...VALID_BODIES["talk-to-expert"], elapsedMs: 12000 }, { key }));
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual(await first.json());
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(await countLeads(db, "idempotency_key = $1", [key])).toBe(1);
  });

  it("refuses a reused key with a different body (422, no new row)", async () => {
    const key = randomUUID();
    const handler = handlerFor("contact", db);
    expect((await handler(leadRequest("contact", VALID_BODIES.contact, { key }))).status).toBe(201);
    const res = await handler(leadRequest("contact", { ...VALID_BODIES.contact, company: "Other Co" }, { key }));
    expect(res.status).toBe(422);
    const { body, contentType } = await readProblem(res);
    expect(contentType).toBe("application/problem+json");
    expect(body.type).toMatch(/idempotency-key-reused$/);
    expect(await countLeads(db, "idempotency_key = $1", [key])).toBe(1);
    const [row] = await rowByKey(key);
    expect(row?.company).toBe("Epsilon AG");
  });

  it("keys are per endpoint", async () => {
    const key = randomUUID();
    expect((await handlerFor("newsletter", db)(leadRequest("newsletter", VALID_BODIES.newsletter, { key }))).status).toBe(201);
    expect((await handlerFor("contact", db)(leadRequest("contact", VALID_BODIES.contact, { key }))).status).toBe(201);
    expect(await countLeads(db, "idempotency_key = $1", [key])).toBe(2);
  });

  it.each([
    ["too short", "abc", "invalid_type"],
    ["with spaces", "abc def ghi jkl", "invalid_type"],
    ["too long", "k".repeat(256), "invalid_type"],
  ])("answers 400 for a %s Idempotency-Key", async (_label, key, code) => {
    const before = await countLeads(db);
    const res = await handlerFor("newsletter", db)(leadRequest("newsletter", VALID_BODIES.newsletter, { key }));
    expect(res.status).toBe(400);
    const { body } = await readProblem(res);
    expect(body.errors).toEqual([{ field: "Idempotency-Key", code }]);
    expect(await countLeads(db)).toBe(before);
  });

  it("accepts a structured-field quoted key", async () => {
    const key = randomUUID();
    const res = await handlerFor("newsletter", db)(leadRequest("newsletter", VALID_BODIES.newsletter, { key: `"${key}"` }));
    expect(res.status).toBe(201);
    expect(await countLeads(db, "idempotency_key = $1", [key])).toBe(1);
  });
});

describe("lead API: strict schema, enums, e-mail bounds (promises 5, 6, 7)", () => {
  async function expect422(form: LeadForm, body: unknown, field: string, code: string) {
    const before = await countLeads(db);
    const res = await handlerFor(form, db)(leadRequest(form, body));
    expect(res.status).toBe(422);
    const { body: problem, contentType } = await readProblem(res);
    expect(contentType).toBe("application/problem+json");
    expect(problem.errors).toContainEqual({ field, code });
    expect(await countLeads(db)).toBe(before);
  }

  it.each(["id", "status", "createdAt", "quarantineReason", "rateFlagged"])("refuses the extra property %s", async (field) => {
    await expect422("book-demo", { ...VALID_BODIES["book-demo"], [field]: "x" }, field, "unknown_field");
  });

  it("refuses __proto__ and constructor smuggled in JSON", async () => {
    const raw = `{"email":"a@example.com","company":"X","__proto__":{"admin":true},"elapsedMs":9000}`;
    const res = await handlerFor("talk-to-expert", db)(leadRequest("talk-to-expert", null, { rawBody: raw }));
    expect(res.status).toBe(422);
    expect((await readProblem(res)).body.errors).toContainEqual({ field: "__proto__", code: "unknown_field" });
    await expect422("talk-to-expert", { ...VALID_BODIES["talk-to-expert"], constructor: "x" }, "constructor", "unknown_field");
  });

  it("refuses wrong types", async () => {
    await expect422("book-demo", { ...VALID_BODIES["book-demo"], poPercentage: "50" }, "poPercentage", "invalid_type");
    await expect422("book-demo", { ...VALID_BODIES["book-demo"], poPercentage: 55.5 }, "poPercentage", "invalid_type");
    await expect422("book-demo", { ...VALID_BODIES["book-demo"], poPercentage: 110 }, "poPercentage", "out_of_range");
    await expect422("book-demo", { ...VALID_BODIES["book-demo"], email: 42 }, "email", "invalid_type");
    await expect422("newsletter", [], "(body)", "invalid_type");
    await expect422("newsletter", null, "(body)", "invalid_type");
    await expect422("book-demo", { ...VALID_BODIES["book-demo"], utm: { source: "x", evil: "y" } }, "utm.evil", "unknown_field");
  });

  it("requires email and company", async () => {
    await expect422("book-demo", { ...VALID_BODIES["book-demo"], company: "   " }, "company", "required");
    const { email: _e, ...noEmail } = VALID_BODIES["talk-to-expert"];
    await expect422("talk-to-expert", noEmail, "email", "invalid_type");
  });

  it.each([
    ["role", "CFO"],
    ["role", "Cfo"],
    ["role", "ciso "],
    ["erp", "SAP"],
    ["monthlyInvoices", "1-5K"],
    ["goal", "fraud Prevention"],
    ["role", "root"],
  ])("refuses %s=%j (enum allowlist, case-sensitive)", async (field, value) => {
    await expect422("book-demo", { ...VALID_BODIES["book-demo"], [field]: value }, field, "invalid_option");
  });

  it("refuses cio on the control map, which omits it", async () => {
    await expect422("2026-control-map", { ...VALID_BODIES["2026-control-map"], role: "cio" }, "role", "invalid_option");
  });

  it("cuts e-mail exactly at 254 total and 64 local characters", async () => {
    const handler = handlerFor("newsletter", db);
    // DNS labels are at most 63 characters: the long domain is dotted labels.
    const domain = (n: number) => `${`${"d".repeat(59)}.`.repeat(3)}${"d".repeat(n - 4 - 180)}.com`;
    const at254 = `${"a".repeat(64)}@${domain(254 - 65)}`;
    const at255 = `${"a".repeat(64)}@${domain(255 - 65)}`;
    expect(at254).toHaveLength(254);
    expect(at255).toHaveLength(255);
    expect((await handler(leadRequest("newsletter", { email: at254, elapsedMs: 9000 }))).status).toBe(201);
    await expect422("newsletter", { email: at255, elapsedMs: 9000 }, "email", "too_long");
    const local64 = `${"b".repeat(64)}@example.com`;
    const local65 = `${"b".repeat(65)}@example.com`;
    expect((await handler(leadRequest("newsletter", { email: local64, elapsedMs: 9000 }))).status).toBe(201);
    await expect422("newsletter", { email: local65, elapsedMs: 9000 }, "email", "too_long");
    await expect422("newsletter", { email: "not-an-email", elapsedMs: 9000 }, "email", "invalid_email");
  });
});

describe("lead API: free text kept, not mangled (promise 8)", () => {
  it("stores the NFC form of the input, bidi overrides and emoji included", async () => {
    const key = randomUUID();
    const decomposed = "Re\u0301sume\u0301 \u202Eevil\u202C \u{1F600} \u05E9\u05DC\u05D5\u05DD";
    const body = { ...VALID_BODIES["2026-control-map"], company: "Cafe\u0301 AG", additionalNotes: decomposed };
    const res = await handlerFor("2026-control-map", db)(leadRequest("2026-control-map", body, { key }));
    expect(res.status).toBe(201);
    const [row] = await rowByKey(key);
    expect(row?.company).toBe("Café AG");
    expect(row?.company).toBe("Cafe\u0301 AG".normalize("NFC"));
    const answers = (row?.answers ?? {}) as Record<string, string>;
    expect(answers.additionalNotes).toBe(decomposed.normalize("NFC"));
    expect(answers.additionalNotes).toContain("\u202E");
  });

  it.each([
    ["NUL", `{"email":"a@example.com","company":"A\\u0000B","elapsedMs":9000}`],
    ["a lone high surrogate", `{"email":"a@example.com","company":"A\\ud800B","elapsedMs":9000}`],
    ["a lone low surrogate", `{"email":"a@example.com","company":"\\udc00","elapsedMs":9000}`],
  ])("refuses %s with 422 invalid_characters", async (_label, raw) => {
    const before = await countLeads(db);
    const res = await handlerFor("talk-to-expert", db)(leadRequest("talk-to-expert", null, { rawBody: raw }));
    expect(res.status).toBe(422);
    expect((await readProblem(res)).body.errors).toContainEqual({ field: "company", code: "invalid_characters" });
    expect(await countLeads(db)).toBe(before);
  });

  it("refuses over-long text with 422, never truncating", async () => {
    const before = await countLeads(db);
    const body = { ...VALID_BODIES["2026-control-map"], additionalNotes: "é".repeat(5001) };
    const res = await handlerFor("2026-control-map", db)(leadRequest("2026-control-map", body));
    expect(res.status).toBe(422);
    expect((await readProblem(res)).body.errors).toContainEqual({ field: "additionalNotes", code: "too_long" });
    expect(await countLeads(db)).toBe(before);
    const ok = { ...VALID_BODIES["2026-control-map"], additionalNotes: "\u{1F600}".repeat(5000) };
    expect((await handlerFor("2026-control-map", db)(leadRequest("2026-control-map", ok))).status).toBe(201);
  });
});

describe("lead API: size, type and syntax before any database work (promise 9)", () => {
  let calls = 0;
  const spyDb = async () => {
    calls++;
    throw new Error("database must not be touched");
  };

  it.each([
    ["a 64 KiB body", { rawBody: `{"email":"a@example.com","company":"${"x".repeat(64 * 1024)}"}` }, 413],
    ["a 64 KiB body without Content-Length (streamed)", { stream: true }, 413],
    ["text/plain", { contentType: "text/plain" }, 415],
    ["no content type", { contentType: null }, 415],
    ["JSON with a latin1 charset", { contentType: "application/json; charset=iso-8859-1" }, 415],
    ["malformed JSON", { rawBody: `{"email": "a@example.com",` }, 400],
    ["an empty body", { rawBody: "" }, 400],
    ["invalid UTF-8", { rawBody: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]) }, 400],
  ] as const)("answers %s with %i", async (_label, options, status) => {
    calls = 0;
    const { stream, ...rest } = options as { stream?: boolean; rawBody?: BodyInit; contentType?: string | null };
    let request = leadRequest("talk-to-expert", VALID_BODIES["talk-to-expert"], rest);
    if (stream) {
      const chunk = new TextEncoder().encode("x".repeat(1024));
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ >= 64) controller.close();
          else controller.enqueue(chunk);
        },
      });
      request = new Request(request.url, { method: "POST", headers: request.headers, body, duplex: "half" } as RequestInit);
      expect(request.headers.get("content-length")).toBeNull();
    }
    const res = await handlerFor("talk-to-expert", spyDb)(request);
    expect(res.status).toBe(status);
    const { body, contentType, text } = await readProblem(res);
    expect(contentType).toBe("application/problem+json");
    expect(body.status).toBe(status);
    expect(text).not.toMatch(/\bat .+\(|node_modules|\.ts:\d+/);
    expect(calls).toBe(0);
  });

  it("accepts a control map at its largest valid size", async () => {
    const long = "\u{1F600}".repeat(5000);
    const body = { ...VALID_BODIES["2026-control-map"], recentBankChanges: long, sampleInvoiceFlow: long, additionalNotes: long };
    expect(Buffer.byteLength(JSON.stringify(body))).toBeGreaterThan(60_000);
    expect((await handlerFor("2026-control-map", db)(leadRequest("2026-control-map", body))).status).toBe(201);
  });
});

describe("lead API: cross-site posts refused (promise 13)", () => {
  it.each([
    ["a foreign origin", "https://evil.example"],
    ["a look-alike origin", "https://www.example.test.evil.example"],
    ["the null origin", "null"],
    ["no origin", null],
  ])("answers 403 for %s, without CORS headers and without a row", async (_label, origin) => {
    const before = await countLeads(db);
    const res = await handlerFor("book-demo", db)(leadRequest("book-demo", VALID_BODIES["book-demo"], { origin }));
    expect(res.status).toBe(403);
    expect([...res.headers.keys()].filter((h) => h.startsWith("access-control-"))).toEqual([]);
    expect((await readProblem(res)).body.type).toMatch(/origin-refused$/);
    expect(await countLeads(db)).toBe(before);
  });

  it("accepts the request's own host as origin", async () => {
    const res = await handlerFor("newsletter", db)(
      leadRequest("newsletter", VALID_BODIES.newsletter, { origin: "http://www.example.test" }),
    );
    expect(res.status).toBe(201);
  });
});

describe("lead API: rate limit that loses nothing (promise 11)", () => {
  it("100 parallel requests from one address: 10 kept, 40 kept and flagged, 50 answered 429 with Retry-After", async () => {
    const ip = "192.0.2.100";
    const handler = handlerFor("newsletter", db);
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        handler(leadRequest("newsletter", { email: `rate${i}@example.com`, elapsedMs: 9000 }, { ip })),
      ),
    );
    const created = responses.filter((r) => r.status === 201);
    const limited = responses.filter((r) => r.status === 429);
    expect(created).toHaveLength(TEST_CONFIG.rateLimit.hard);
    expect(limited).toHaveLength(100 - TEST_CONFIG.rateLimit.hard);
    for (const r of limited) {
      const retryAfter = Number(r.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(TEST_CONFIG.rateLimit.windowSeconds);
      expect(r.headers.get("content-type")).toBe("application/problem+json");
    }
    const ids = await Promise.all(created.map(async (r) => (await r.json()).id as string));
    const rows = await db.sql.query<{ id: string; rate_flagged: boolean }>(
      `SELECT id::text AS id, rate_flagged FROM leads WHERE email LIKE 'rate%@example.com'`,
    );
    expect(rows).toHaveLength(TEST_CONFIG.rateLimit.hard);
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(ids));
    expect(rows.filter((r) => !r.rate_flagged)).toHaveLength(TEST_CONFIG.rateLimit.soft);
    expect(rows.filter((r) => r.rate_flagged)).toHaveLength(TEST_CONFIG.rateLimit.hard - TEST_CONFIG.rateLimit.soft);
    // Another address is unaffected.
    expect((await handler(leadRequest("newsletter", VALID_BODIES.newsletter, { ip: "192.0.2.101" }))).status).toBe(201);
  });

  it("keeps counters in the database, shared by handler instances", async () => {
    const ip = "192.0.2.200";
    const config = { ...TEST_CONFIG, rateLimit: { soft: 1, hard: 2, windowSeconds: STEADY_WINDOW_SECONDS } };
    const a = handlerFor("newsletter", db, { config });
    const b = handlerFor("newsletter", db, { config });
    expect((await a(leadRequest("newsletter", VALID_BODIES.newsletter, { ip }))).status).toBe(201);
    expect((await b(leadRequest("newsletter", VALID_BODIES.newsletter, { ip }))).status).toBe(201);
    expect((await a(leadRequest("newsletter", VALID_BODIES.newsletter, { ip }))).status).toBe(429);
  });

  it("counts an IPv6 client by its /64 (new addresses in the prefix do not reset it) and an IPv4-mapped one as IPv4", async () => {
    const config = { ...TEST_CONFIG, rateLimit: { soft: 1, hard: 2, windowSeconds: STEADY_WINDOW_SECONDS } };
    const handler = handlerFor("newsletter", db, { config });
    const send = async (ip: string) => (await handler(leadRequest("newsletter", { email: `v6-${randomUUID()}@example.com`, elapsedMs: 9000 }, { ip }))).status;
    expect(await send("2001:db8:77:1::1")).toBe(201);
    expect(await send("2001:db8:77:1:aaaa::2")).toBe(201);
    expect(await send("2001:db8:77:1:ffff:ffff:ffff:3")).toBe(429);
    // The neighbouring /64 is another client.
    expect(await send("2001:db8:77:2::1")).toBe(201);
    // ::ffff:192.0.2.210 is 192.0.2.210.
    expect(await send("192.0.2.210")).toBe(201);
    expect(await send("::ffff:192.0.2.210")).toBe(201);
    expect(await send("::ffff:c000:02d2")).toBe(429);
  });
});

describe("lead API: bots quarantined, not rejected (promise 12)", () => {
  it.each([
    ["honeypot", { website: "http://spam.example" }],
    ["too_fast", { elapsedMs: 300 }],
  ])("answers %s like a success and stores the reason", async (reason, extra) => {
    const key = randomUUID();
    const res = await handlerFor("book-demo", db)(leadRequest("book-demo", { ...VALID_BODIES["book-demo"], ...extra }, { key }));
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(Object.keys(body)).toEqual(["id"]);
    const [row] = await rowByKey(key);
    expect(row?.id).toBe(body.id);
    expect(row?.quarantine_reason).toBe(reason);
  });

  it("does not quarantine at exactly the human minimum", async () => {
    const key = randomUUID();
    await handlerFor("newsletter", db)(leadRequest("newsletter", { email: "h@example.com", elapsedMs: TEST_CONFIG.minFillMs }, { key }));
    expect((await rowByKey(key))[0]?.quarantine_reason).toBeNull();
  });
});

/** A Database whose SQL fails on chosen calls, before or after running them (a connection cut mid-request). */
function flakyDatabase(real: Database, plan: (call: number) => "ok" | "before" | "after"): Database {
  let call = 0;
  const sql: SqlExecutor = {
    async query(text, params) {
      const mode = plan(call++);
      if (mode === "before") throw new Error("Connection terminated unexpectedly");
      const rows = await real.sql.query(text, params);
      if (mode === "after") throw new Error("Connection terminated unexpectedly");
      return rows as never;
    },
    exec: (text) => real.sql.exec(text),
  };
  return { ...real, sql };
}

describe("lead API: acknowledged only after commit (promise 1)", () => {
  it("answers 503 problem+json with Retry-After when the database cannot be reached", async () => {
    const res = await handlerFor("book-demo", async () => {
      throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
    })(leadRequest("book-demo", VALID_BODIES["book-demo"]));
    expect(res.status).toBe(503);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    const { body, text } = await readProblem(res);
    expect(body.type).toMatch(/service-unavailable$/);
    expect(text).not.toContain("ECONNREFUSED");
  });

  it("answers 503 against a real PostgreSQL client whose server is down", async () => {
    const down = await openDatabase({ url: "postgresql://postgres@127.0.0.1:1/none" });
    try {
      const res = await handlerFor("newsletter", down)(leadRequest("newsletter", VALID_BODIES.newsletter));
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBeTruthy();
    } finally {
      await down.close();
    }
  });

  it("under a flaky connection every 201 has its row and retries store exactly one row per key", async () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const flaky = flakyDatabase(db, () => {
      const r = random();
      return r < 0.2 ? "before" : r < 0.35 ? "after" : "ok";
    });
    const handler = handlerFor("talk-to-expert", flaky);
    const keys = Array.from({ length: 30 }, () => randomUUID());
    let outages = 0;
    for (const [i, key] of keys.entries()) {
      const body = { ...VALID_BODIES["talk-to-expert"], email: `flaky${i}@example.com` };
      for (let attempt = 0; attempt < 30; attempt++) {
        const res = await handler(leadRequest("talk-to-expert", body, { key, ip: `100.64.0.${i}` }));
        if (res.status === 201) {
          const { id } = await res.json();
          const rows = await db.sql.query<{ id: string }>(`SELECT id::text AS id FROM leads WHERE idempotency_key = $1`, [key]);
          expect(rows.map((r) => r.id)).toEqual([id]);
          break;
        }
        expect(res.status).toBe(503);
        expect(res.headers.get("retry-after")).toBeTruthy();
        outages++;
      }
    }
    expect(outages).toBeGreaterThan(5);
    const counts = await db.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM leads WHERE idempotency_key = ANY($1::text[]) GROUP BY idempotency_key`,
      [keys],
    );
    expect(counts).toHaveLength(30);
    expect(counts.every((c) => Number(c.n) === 1)).toBe(true);
  });

  it("never delays the answer for the after-commit hook and survives a throwing hook", async () => {
    const handler = createLeadHandler("newsletter", {
      getDatabase: async () => db,
      config: TEST_CONFIG,
      onCommitted: () => {
        throw new Error("hook failed");
      },
      afterResponse: (task) => void task(),
    });
    const res = await handler(leadRequest("newsletter", VALID_BODIES.newsletter));
    expect(res.status).toBe(201);
    // A hook that has not finished when the answer comes (it finishes only when the test says so): had the handler
    // waited for it, this request would never be answered and the test would time out.
    let hookStarted = false;
    let finishHook!: () => void;
    const slow = createLeadHandler("newsletter", {
      getDatabase: async () => db,
      config: TEST_CONFIG,
      onCommitted: () => {
        hookStarted = true;
        return new Promise<void>((r) => {
          finishHook = r;
        });
      },
      afterResponse: (task) => void task(),
    });
    expect((await slow(leadRequest("newsletter", VALID_BODIES.newsletter))).status).toBe(201);
    await vi.waitFor(() => expect(hookStarted).toBe(true));
    finishHook();
  });
});

describe("lead API: site origin from SITE_URL", () => {
  it("accepts the configured site origin even behind a proxy host", async () => {
    const req = leadRequest("newsletter", VALID_BODIES.newsletter, { origin: SITE, headers: { host: "internal:3000" } });
    expect((await handlerFor("newsletter", db)(req)).status).toBe(201);
  });
});

describe("lead API: extras never cost a lead", () => {
  it("stores the lead with the fit score alone when deriveLeadExtras throws", async () => {
    const derive = await import("./derive");
    const spy = vi.spyOn(derive, "deriveLeadExtras").mockImplementation(() => {
      throw new Error("extension bug");
    });
    try {
      const key = randomUUID();
      const res = await handlerFor("book-demo", db)(leadRequest("book-demo", VALID_BODIES["book-demo"], { key }));
      expect(res.status).toBe(201);
      const [row] = await rowByKey(key);
      expect(row?.derived).toEqual({ fit: { score: 60, reasons: ["volume_ideal", "erp_supported"] }, deriveFailed: true });
    } finally {
      spy.mockRestore();
    }
  });
});
