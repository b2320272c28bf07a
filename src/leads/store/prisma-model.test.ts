import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handlerFor, type LeadTestContext, leadRequest, openLeadTestDatabase, TEST_CONFIG, VALID_BODIES } from "../../../tests/support/lead-api";

/**
 * The hand-written migration must match prisma/schema.prisma (prisma migrate
 * cannot run offline): the generated client reads every column and relation.
 */
let ctx: LeadTestContext;
beforeAll(async () => {
  ctx = await openLeadTestDatabase();
});
afterAll(async () => {
  await ctx?.close();
});

describe("Prisma models over the lead capture migration", () => {
  it("reads a lead stored by the API with every column, its outbox row and the counters", async () => {
    const key = randomUUID();
    const config = { ...TEST_CONFIG, webhook: { url: "http://127.0.0.1:1/hook", secret: "s".repeat(16) } };
    const res = await handlerFor("book-demo", ctx.db, { config, kickDelivery: () => undefined })(
      leadRequest("book-demo", VALID_BODIES["book-demo"], { key, headers: { cookie: "attestra_home_seen=home-variant~landing3~3~0~2~20261123000000000" } }),
    );
    const { id } = await res.json();
    const lead = await ctx.db.prisma.lead.findUniqueOrThrow({ where: { id }, include: { outbox: { where: { kind: "webhook" } } } });
    expect(lead).toMatchObject({
      form: "book-demo",
      email: "ana@example.com",
      company: "Acme GmbH",
      locale: "de",
      page: "/book-demo",
      cta: "home-hero",
      utm: { source: "newsletter", campaign: "q4" },
      homeVariant: "landing3",
      visitorId: null,
      analyticsConsent: null,
      quarantineReason: null,
      rateFlagged: false,
      idempotencyKey: key,
      fitScore: 60,
    });
    // The experiment run the lead is attributed to, from the same cookie (every column of the insert is written).
    expect(lead.homeExperimentKey).toBe("home-variant");
    expect(lead.homeBucketVersion).toEqual(expect.any(Number));
    expect(lead.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(lead.requestHash).toMatch(/^[0-9a-f]{64}$/);
    expect(lead.derived).toEqual({ fit: { score: 60, reasons: ["volume_ideal", "erp_supported"] } });
    expect(lead.outbox).toHaveLength(1);
    expect(lead.outbox[0]).toMatchObject({ status: "pending", attempts: 0, lastError: null, deliveredAt: null });
    expect(JSON.parse(lead.outbox[0]?.body ?? "{}")).toMatchObject({ id, event: "lead.created" });
    expect(await ctx.db.prisma.leadRateCounter.count()).toBeGreaterThan(0);
    expect(await ctx.db.prisma.appSetting.count()).toBe(0); // IP_HASH_SALT is configured in the test config
    const unique = await ctx.db.prisma.lead.findUnique({ where: { form_idempotencyKey: { form: "book-demo", idempotencyKey: key } } });
    expect(unique?.id).toBe(id);
  });

  it("generates and keeps the IP salt in app_settings when IP_HASH_SALT is unset", async () => {
    const config = { ...TEST_CONFIG, ipHashSalt: undefined };
    const handler = handlerFor("newsletter", ctx.db, { config });
    await handler(leadRequest("newsletter", VALID_BODIES.newsletter, { ip: "198.51.100.9" }));
    await handler(leadRequest("newsletter", VALID_BODIES.newsletter, { ip: "198.51.100.9" }));
    const settings = await ctx.db.prisma.appSetting.findMany();
    expect(settings.map((s) => s.name)).toEqual(["ip_hash_salt"]);
    expect(settings[0]?.value).toMatch(/^[0-9a-f]{64}$/);
    const hashes = await ctx.db.prisma.lead.findMany({ where: { form: "newsletter" }, select: { ipHash: true } });
    expect(new Set(hashes.map((h) => h.ipHash)).size).toBe(1);
  });
});
