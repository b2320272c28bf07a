import { INSTALLATION_SECRET_BYTES } from "@/db/installation-secret";
import { createHmac, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/db/connection";
import { migrate } from "@/db/migrate";
import { parseEnv, serverSchema } from "@/env";
import { PEER_HEADER } from "@/security/client-address";
import { deriveKey, LINK_SECRET_SETTING, linkSigningSecret, signLinkToken, verifyLinkToken } from "@/security/link-signing";
import { createTestDatabase, DATABASE_MODES, type TestDatabase } from "../../../tests/support/test-database";
import { runLeadsCli } from "@/leads/export/cli";
import { createConfirmHandler } from "@/leads/newsletter/newsletter-handlers";
import { newsletterKey, signNewsletterToken } from "@/leads/newsletter/newsletter";
import { auditHashOf, auditOf } from "./privacy-audit";
import { createPrivacyAccessHandler, createPrivacyForgetHandler, PRIVACY_AUTH } from "./privacy-handler";
import { ipHashSalt } from "@/leads/store/store";

/**
 * The privacy API's own credential and its slow-down, the privacy audit of the API and the CLI, and the link-signing
 * secret (its own, generated in the database, never derived from IP_HASH_SALT); against the embedded database and,
 * when DATABASE_URL is set, PostgreSQL.
 */
const PRIVACY_TOKEN = "privacy-operator-token-0123456789";
const EXPORT_TOKEN = "sales-export-token-0123456789abcdef";
const SALT = "short8ch";

async function addLead(db: Database, email: string, form = "book-demo"): Promise<string> {
  const lead = await db.prisma.lead.create({
    data: { form, email, company: "Test Co", locale: "en", answers: {}, ipHash: "f".repeat(64) },
  });
  return lead.id;
}

describe("configuration", () => {
  it("validates PRIVACY_API_TOKEN and LINK_SIGNING_SECRET by name", () => {
    expect(() => parseEnv(serverSchema, { PRIVACY_API_TOKEN: "too-short" })).toThrow(/PRIVACY_API_TOKEN: must be at least 24/);
    expect(() => parseEnv(serverSchema, { LINK_SIGNING_SECRET: "x".repeat(31) })).toThrow(/LINK_SIGNING_SECRET: must be at least 32/);
    expect(() => parseEnv(serverSchema, { PRIVACY_API_TOKEN: EXPORT_TOKEN, LEADS_API_TOKEN: EXPORT_TOKEN })).toThrow(/PRIVACY_API_TOKEN: must differ/);
    expect(parseEnv(serverSchema, { PRIVACY_API_TOKEN: PRIVACY_TOKEN, LEADS_API_TOKEN: EXPORT_TOKEN, LINK_SIGNING_SECRET: "y".repeat(32) })).toMatchObject({
      PRIVACY_API_TOKEN: PRIVACY_TOKEN,
      LINK_SIGNING_SECRET: "y".repeat(32),
    });
  });
});

describe("signed link tokens", () => {
  const key = deriveKey(Buffer.alloc(32, 7), "test links");
  const now = new Date("2026-11-25T10:00:00Z");
  it("do not carry the address in readable form (links end up in histories and access logs)", () => {
    const token = signLinkToken(key, "privacy-access", "ana@example.com", new Date(now.getTime() + 3600_000));
    const decoded = token.split(".").map((part) => Buffer.from(part, "base64url").toString("latin1")).join(" ");
    expect(`${token} ${decoded}`).not.toContain("ana");
    expect(signLinkToken(key, "privacy-access", "ana@example.com", new Date(now.getTime() + 3600_000))).not.toBe(token);
  });
  it("verify their own purpose and subject until they expire; anything altered is invalid", () => {
    const token = signLinkToken(key, "privacy-access", "ana@example.com", new Date(now.getTime() + 3600_000));
    expect(verifyLinkToken(key, "privacy-access", token, now)).toMatchObject({ ok: true, subject: "ana@example.com" });
    expect(verifyLinkToken(key, "privacy-erase", token, now)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyLinkToken(key, "privacy-access", token, new Date(now.getTime() + 3601_000))).toEqual({ ok: false, reason: "expired" });
    expect(verifyLinkToken(deriveKey(Buffer.alloc(32, 8), "test links"), "privacy-access", token, now)).toEqual({ ok: false, reason: "invalid" });
    const [payload = "", mac = ""] = token.split(".");
    const forged = Buffer.from(JSON.stringify(["eve@example.com", 9_999_999_999])).toString("base64url");
    expect(verifyLinkToken(key, "privacy-access", `${payload}.${forged}`, now)).toEqual({ ok: false, reason: "invalid" });
    const flipped = Buffer.from(mac, "base64url");
    flipped.writeUInt8(flipped.readUInt8(0) ^ 1, 0);
    expect(verifyLinkToken(key, "privacy-access", `${payload}.${flipped.toString("base64url")}`, now)).toEqual({ ok: false, reason: "invalid" });
    for (const bad of [undefined, 42, "", "a.b.c", `${payload}.`, `${payload}.${mac}x`, "x".repeat(5000)]) {
      expect(verifyLinkToken(key, "privacy-access", bad, now)).toEqual({ ok: false, reason: "invalid" });
    }
  });
});

describe.each(DATABASE_MODES)("privacy credentials, audit and link secret (%s)", (mode) => {
  let testDb: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    testDb = await createTestDatabase(mode);
    db = await testDb.open();
    await migrate(db.sql);
  });
  afterAll(async () => {
    await db?.close();
    await testDb?.drop();
  });

  describe("link-signing secret", () => {
    it("is generated once (32 random bytes) and kept in app_settings; LINK_SIGNING_SECRET overrides it", async () => {
      const secret = await linkSigningSecret(db.sql, undefined);
      expect(secret).toHaveLength(INSTALLATION_SECRET_BYTES);
      const [row] = await db.sql.query<{ value: string }>("SELECT value FROM app_settings WHERE name = $1", [LINK_SECRET_SETTING]);
      expect(row?.value).toBe(secret.toString("hex"));
      expect(secret.equals(Buffer.from(await ipHashSalt(db.sql, undefined), "hex"))).toBe(false);
      // Another connection (another instance) reads the same secret (an in-memory embedded database has one).
      if (mode === "postgres") {
        const other = await testDb.open();
        try {
          expect((await linkSigningSecret(other.sql, undefined)).equals(secret)).toBe(true);
        } finally {
          await other.close();
        }
      }
      expect((await linkSigningSecret(db.sql, "z".repeat(40))).toString("utf8")).toBe("z".repeat(40));
    });

    it.runIf(mode === "postgres")("two instances starting together agree on one secret", async () => {
      const fresh = await createTestDatabase("postgres");
      const instances = await Promise.all(Array.from({ length: 6 }, () => fresh.open()));
      try {
        await migrate(instances[0]?.sql as Database["sql"]);
        const secrets = await Promise.all(instances.map((i) => linkSigningSecret(i.sql, undefined)));
        expect(new Set(secrets.map((s) => s.toString("hex"))).size).toBe(1);
      } finally {
        await Promise.all(instances.map((i) => i.close()));
        await fresh.drop();
      }
    });

    it("a newsletter confirmation signed with a key derived from IP_HASH_SALT (configured or generated) is refused", async () => {
      const leadId = await addLead(db, `nl-${randomUUID()}@example.com`, "newsletter");
      const confirm = (linkSecret?: string) => createConfirmHandler({ getDatabase: async () => db, webhook: null, linkSecret });
      const post = (token: string) =>
        new Request("https://www.example.test/api/newsletter/confirm", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ token }),
        });
      // The derivation the site used before: HMAC(salt, label), brute-forceable from one link when the salt is short.
      for (const salt of [SALT, await ipHashSalt(db.sql, undefined)]) {
        for (const label of ["attestra newsletter links v1", "attestra newsletter links v2"]) {
          const saltKey = createHmac("sha256", salt).update(label).digest();
          const res = await confirm()(post(signNewsletterToken(saltKey, "confirm", leadId)));
          expect(res.headers.get("location")).toBe("/newsletter/confirm?status=invalid");
        }
      }
      expect((await db.prisma.lead.findUniqueOrThrow({ where: { id: leadId } })).confirmedAt).toBeNull();
      // The link the site mails (the generated secret) confirms; one signed under LINK_SIGNING_SECRET needs that secret.
      const good = signNewsletterToken(await newsletterKey(db.sql, undefined), "confirm", leadId);
      const configured = "c".repeat(32);
      expect((await confirm(configured)(post(good))).headers.get("location")).toBe("/newsletter/confirm?status=invalid");
      expect((await confirm()(post(good))).headers.get("location")).toBe("/newsletter/confirm?status=confirmed");
    });
  });

  describe("operator privacy API", () => {
    const lines: string[] = [];
    const deps = () => ({
      getDatabase: async () => db,
      token: () => PRIVACY_TOKEN,
      exportToken: () => EXPORT_TOKEN,
      ipHashSalt: () => SALT,
      log: (line: string) => lines.push(line),
    });
    const access = (email: string, auth: string | null, peer: string) =>
      createPrivacyAccessHandler(deps())(
        new Request(`https://www.example.test/api/privacy/access?email=${encodeURIComponent(email)}`, {
          headers: { [PEER_HEADER]: peer, ...(auth ? { authorization: auth } : {}) },
        }),
      );
    const forget = (email: string, auth: string | null, peer: string) =>
      createPrivacyForgetHandler(deps())(
        new Request("https://www.example.test/api/privacy/forget", {
          method: "POST",
          headers: { [PEER_HEADER]: peer, "content-type": "application/json", ...(auth ? { authorization: auth } : {}) },
          body: JSON.stringify({ email }),
        }),
      );

    it("refuses the sales export token and accepts its own; 404 while PRIVACY_API_TOKEN is unset", async () => {
      const email = `api-${randomUUID().slice(0, 8)}@example.com`;
      await addLead(db, email);
      const refused = await access(email, `Bearer ${EXPORT_TOKEN}`, "203.0.113.10");
      expect(refused.status).toBe(401);
      expect(refused.headers.get("www-authenticate")).toBe('Bearer realm="privacy"');
      expect((await forget(email, `Bearer ${EXPORT_TOKEN}`, "203.0.113.10")).status).toBe(401);
      expect(await db.prisma.lead.count({ where: { email } })).toBe(1);
      const ok = await access(email, `Bearer ${PRIVACY_TOKEN}`, "203.0.113.10");
      expect(ok.status).toBe(200);
      expect((await ok.json()).leads).toHaveLength(1);
      const unset = createPrivacyAccessHandler({ ...deps(), token: () => undefined });
      const res = await unset(new Request(`https://www.example.test/api/privacy/access?email=${email}`, { headers: { authorization: `Bearer ${EXPORT_TOKEN}` } }));
      expect(res.status).toBe(404);
    });

    it("slows wrong credentials down per client: 401 and one log line each (never the token), then 429 even for the right token", async () => {
      lines.length = 0;
      const email = "slow@example.com";
      const wrong = ["Bearer wrong-token-number-one-000000", `Bearer ${EXPORT_TOKEN}`, null, "Bearer guess-3", "Basic abc"];
      expect(wrong).toHaveLength(PRIVACY_AUTH.maxFailures);
      // One IPv6 /64: every address in it is the same client.
      for (const [i, auth] of wrong.entries()) {
        expect((await access(email, auth, `2001:db8:5:6::${i + 1}`)).status).toBe(401);
      }
      expect(lines).toHaveLength(PRIVACY_AUTH.maxFailures);
      expect(lines[1]).toMatch(/refused the sales export token \(LEADS_API_TOKEN\) from client [0-9a-f]{12} \(2 of 5/);
      expect(lines[2]).toMatch(/refused no bearer token/);
      for (const line of lines) {
        expect(line).not.toContain("wrong-token-number-one");
        expect(line).not.toContain(EXPORT_TOKEN);
        expect(line).not.toContain("2001:db8");
      }
      const blocked = await access(email, `Bearer ${PRIVACY_TOKEN}`, "2001:db8:5:6:ffff::9");
      expect(blocked.status).toBe(429);
      const retryAfter = Number(blocked.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(PRIVACY_AUTH.windowSeconds);
      expect((await forget(email, `Bearer ${PRIVACY_TOKEN}`, "2001:db8:5:6::1")).status).toBe(429);
      expect(lines).toHaveLength(PRIVACY_AUTH.maxFailures + 2);
      // Another client is not affected.
      expect((await access(email, `Bearer ${PRIVACY_TOKEN}`, "2001:db8:5:7::1")).status).toBe(200);
    });

    it("writes an audit row for every access and erasure through the API and the CLI, never the address", async () => {
      const email = `audit-${randomUUID().slice(0, 8)}@example.com`;
      await addLead(db, email);
      await addLead(db, email, "newsletter");
      expect((await access(email.toUpperCase(), `Bearer ${PRIVACY_TOKEN}`, "203.0.113.20")).status).toBe(200);
      let out = "";
      const cli = (...argv: string[]) => runLeadsCli(argv, db, { ipHashSalt: SALT }, (t) => {
        out += t;
      });
      expect(await cli("access", email)).toBe(0);
      expect(await cli("forget", email)).toBe(0);
      expect((await forget(email, `Bearer ${PRIVACY_TOKEN}`, "203.0.113.20")).status).toBe(200);
      expect(await cli("forget", email)).toBe(0);
      const hash = await auditHashOf(db.sql, undefined, email);
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
      expect((await auditOf(db, hash)).map((r) => [r.channel, r.action, r.outcome])).toEqual([
        ["api", "access", "delivered"],
        ["cli", "access", "delivered"],
        ["cli", "erase", "erased"],
        ["api", "erase", "already-erased"],
        ["cli", "erase", "already-erased"],
      ]);
      out = "";
      expect(await cli("audit", email)).toBe(0);
      expect(out).toMatch(/cli\s+erase\s+erased/);
      // The address is in no column of the audit table.
      const rows = await db.sql.query<Record<string, unknown>>("SELECT * FROM privacy_audit");
      expect(JSON.stringify(rows).toLowerCase()).not.toContain(email.split("@")[0]);
      // Refused requests leave no access row.
      await access(email, `Bearer ${EXPORT_TOKEN}`, "203.0.113.21");
      expect(await auditOf(db, hash)).toHaveLength(5);
    });
  });
});
