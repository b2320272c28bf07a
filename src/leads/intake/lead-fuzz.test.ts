import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  handlerFor,
  type LeadTestContext,
  leadRequest,
  openLeadTestDatabase,
  SITE,
  TEST_CONFIG,
  VALID_BODIES,
} from "../../../tests/support/lead-api";
import { LEAD_FORMS, type LeadForm } from "@/leads/contract/enums";
import { ERROR_CODES } from "@/leads/contract/schemas";

/**
 * Lead contract promise 10: property-based fuzzing of every endpoint, 1,000+
 * cases each. Never a 5xx; every error is RFC 9457 problem+json with stable
 * codes and no stack trace; every 201 is exactly {id: uuid}.
 */
const RUNS = 1000;

let ctx: LeadTestContext;
beforeAll(async () => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  ctx = await openLeadTestDatabase();
});
afterAll(async () => {
  await ctx?.close();
});

const headerSafe = fc.string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABC0123456789-_.:/;=\" ,*"), maxLength: 60 });
const anyText = fc.oneof(fc.string({ unit: "binary", maxLength: 80 }), fc.string({ unit: "grapheme", maxLength: 80 }));
const jsonish = fc.oneof(fc.jsonValue({ maxDepth: 3 }), anyText, fc.integer(), fc.double(), fc.constant(null));

function bodyArbitrary(form: LeadForm) {
  const valid = VALID_BODIES[form];
  const keys = Object.keys(valid);
  return fc.oneof(
    { arbitrary: fc.constant(valid), weight: 1 },
    // one field replaced by anything
    { arbitrary: fc.tuple(fc.constantFrom(...keys), jsonish).map(([k, v]) => ({ ...valid, [k]: v })), weight: 5 },
    // one field replaced by hostile text
    { arbitrary: fc.tuple(fc.constantFrom(...keys), anyText).map(([k, v]) => ({ ...valid, [k]: v })), weight: 3 },
    // a field dropped
    {
      arbitrary: fc.constantFrom(...keys).map((k) => Object.fromEntries(Object.entries(valid).filter(([key]) => key !== k))),
      weight: 1,
    },
    // an extra property
    { arbitrary: fc.tuple(fc.string({ maxLength: 20 }), jsonish).map(([k, v]) => ({ ...valid, [k]: v })), weight: 2 },
    // anything at all
    { arbitrary: fc.jsonValue({ maxDepth: 4 }), weight: 2 },
  );
}

const rawArbitrary = fc.oneof(
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.uint8Array({ maxLength: 200 }),
  fc.constantFrom("{", "[", '{"email":', "null", "\ufeff{}", '{"a":1}{"b":2}', "1e999999", '"\\ud800"'),
);

const requestArbitrary = (form: LeadForm) =>
  fc.record({
    body: fc.oneof({ arbitrary: bodyArbitrary(form).map((b) => ({ json: b })), weight: 8 }, { arbitrary: rawArbitrary.map((r) => ({ raw: r })), weight: 2 }),
    contentType: fc.oneof(
      { arbitrary: fc.constant("application/json"), weight: 8 },
      { arbitrary: fc.constantFrom("text/plain", "application/json; charset=latin1", "multipart/form-data", ""), weight: 1 },
      { arbitrary: headerSafe, weight: 1 },
    ),
    key: fc.oneof({ arbitrary: fc.constant("fresh"), weight: 8 }, { arbitrary: headerSafe, weight: 1 }, { arbitrary: fc.constant("fixed-key-0001"), weight: 1 }),
    origin: fc.oneof({ arbitrary: fc.constant(SITE), weight: 9 }, { arbitrary: headerSafe, weight: 1 }),
    ip: fc.ipV4(),
  });

describe.each(LEAD_FORMS)("fuzzing POST /api/%s", (form) => {
  it(`never answers 5xx and every error is problem+json (${RUNS} cases)`, async () => {
    const handler = handlerFor(form, ctx.db, {
      config: { ...TEST_CONFIG, rateLimit: { soft: 1000, hard: 100_000, windowSeconds: 600 } },
    });
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(requestArbitrary(form), async (input) => {
        const request = leadRequest(form, "json" in input.body ? input.body.json : null, {
          rawBody: "raw" in input.body ? (input.body.raw as BodyInit) : undefined,
          contentType: input.contentType,
          key: input.key === "fresh" ? randomUUID() : input.key,
          origin: input.origin,
          ip: input.ip,
        });
        const res = await handler(request);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        expect(res.status).toBeLessThan(500);
        expect(res.headers.get("cache-control")).toBe("no-store");
        expect(res.headers.get("x-content-type-options")).toBe("nosniff");
        const text = await res.text();
        const body = JSON.parse(text);
        if (res.status === 201) {
          expect(Object.keys(body)).toEqual(["id"]);
          expect(body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
          return;
        }
        expect(res.headers.get("content-type")).toBe("application/problem+json");
        expect(Object.keys(body).sort()).toEqual(["detail", "errors", "status", "title", "type"]);
        expect(body.status).toBe(res.status);
        expect(typeof body.type).toBe("string");
        expect(typeof body.title).toBe("string");
        expect(typeof body.detail).toBe("string");
        expect(Array.isArray(body.errors)).toBe(true);
        for (const e of body.errors) {
          expect(typeof e.field).toBe("string");
          expect(ERROR_CODES).toContain(e.code);
        }
        expect(text).not.toMatch(/\bat .+:\d+:\d+|node_modules|Error:/);
      }),
      { numRuns: RUNS },
    );
    // The generator really reaches both success and the validation layers.
    expect(statuses.get(201) ?? 0).toBeGreaterThan(20);
    expect(statuses.get(422) ?? 0).toBeGreaterThan(20);
  });
});

describe("free text round trip (promise 8)", () => {
  it("stores any well-formed company name as its NFC form, exactly (300 cases)", async () => {
    const handler = handlerFor("talk-to-expert", ctx.db, {
      config: { ...TEST_CONFIG, rateLimit: { soft: 1000, hard: 100_000, windowSeconds: 600 } },
    });
    const unit = fc.oneof(
      fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }),
      fc.constantFrom("\u202E", "\u2066", "e\u0301", "A\u030A", " ", "\t", "\u00A0", "\uFEFF"),
    );
    const company = fc
      .string({ unit, minLength: 1, maxLength: 60 })
      .filter((s) => s.trim() !== "" && !s.includes("\u0000") && [...s.normalize("NFC")].length <= 200);
    await fc.assert(
      fc.asyncProperty(company, async (name) => {
        const key = randomUUID();
        const res = await handler(leadRequest("talk-to-expert", { ...VALID_BODIES["talk-to-expert"], company: name }, { key }));
        expect(res.status).toBe(201);
        // Compared as stored bytes: PGlite's reader drops a leading U+FEFF from text values (docs/leads.md).
        const rows = await ctx.db.sql.query<{ hex: string }>(
          `SELECT encode(convert_to(company, 'UTF8'), 'hex') AS hex FROM leads WHERE idempotency_key = $1`,
          [key],
        );
        expect(rows[0]?.hex).toBe(Buffer.from(name.normalize("NFC"), "utf8").toString("hex"));
      }),
      { numRuns: 300 },
    );
  });
});
