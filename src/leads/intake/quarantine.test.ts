import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { handlerFor, type LeadTestContext, leadRequest, openLeadTestDatabase, VALID_BODIES } from "../../../tests/support/lead-api";
import { runLeadsCli } from "@/leads/export/cli";
import { createLeadsExportHandler } from "@/leads/export/export-handler";
import { quarantineReason } from "./create-lead";
import { signBody } from "@/leads/crm-handoff/outbox";

/**
 * The bot timing counts from the first interaction with the
 * form (autofill plus one click is a person; a POST from a page never rendered
 * is not), a retry is judged on its own timing, and sales can list quarantined
 * leads and release them to the CRM.
 */
const TOKEN = "export-token-0123456789abcdef";
const SECRET = "whsec_quarantine_test_0123456789";
let ctx: LeadTestContext;
let receiver: Server;
const received: { body: string; signature: string | undefined }[] = [];
let webhookUrl: string;

beforeAll(async () => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  ctx = await openLeadTestDatabase();
  // A real HTTP receiver standing in for the CRM endpoint.
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ body: Buffer.concat(chunks).toString("utf8"), signature: req.headers["x-attestra-signature"] as string | undefined });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/crm`;
});
afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

const post = async (body: Record<string, unknown>, key: string = randomUUID()) => {
  const res = await handlerFor("book-demo", ctx.db)(leadRequest("book-demo", body, { key }));
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
};
const reasonOf = async (id: string) =>
  (await ctx.db.sql.query<{ quarantine_reason: string | null }>(`SELECT quarantine_reason FROM leads WHERE id = $1::uuid`, [id]))[0]
    ?.quarantine_reason;

async function cli(...argv: string[]) {
  let text = "";
  const code = await runLeadsCli(argv, ctx.db, { webhook: { url: webhookUrl, secret: SECRET } }, (t) => {
    text += t;
  });
  return { code, text };
}

describe("too fast counts from the first interaction with the form", () => {
  it("rules", () => {
    expect(quarantineReason({ elapsedMs: 851, interactionMs: 420 }, 1500)).toBeNull(); // autofill + one click
    expect(quarantineReason({ elapsedMs: 40 }, 1500)).toBe("too_fast"); // never rendered: no interaction at all
    expect(quarantineReason({ elapsedMs: 900, interactionMs: 30 }, 1500)).toBe("too_fast"); // filled and sent by a script
    expect(quarantineReason({}, 1500)).toBeNull(); // an integration without timing
    expect(quarantineReason({ website: "x", interactionMs: 5000 }, 1500)).toBe("honeypot");
  });

  it("stores an autofilled form sent 851 ms after it appeared as a lead, and a never-rendered POST as too_fast", async () => {
    const person = await post({ ...VALID_BODIES["book-demo"], email: "autofill@example.com", elapsedMs: 851, interactionMs: 420 });
    expect(await reasonOf(person)).toBeNull();
    const bot = await post({ ...VALID_BODIES["book-demo"], email: "script@example.com", elapsedMs: 40 });
    expect(await reasonOf(bot)).toBe("too_fast");
  });

  it("judges a retry on its own timing (same key, first attempt failed quickly)", async () => {
    const key = randomUUID();
    const body = { ...VALID_BODIES["book-demo"], email: "retry-timing@example.com" };
    const down = handlerFor("book-demo", async () => {
      throw new Error("connection refused");
    });
    expect((await down(leadRequest("book-demo", { ...body, elapsedMs: 300, interactionMs: 120 }, { key }))).status).toBe(503);
    const id = await post({ ...body, elapsedMs: 4300, interactionMs: 4120 }, key);
    expect(await reasonOf(id)).toBeNull();
  });
});

describe("sales see and release quarantined leads", () => {
  let botId: string;
  let honeypotId: string;

  beforeAll(async () => {
    botId = await post({ ...VALID_BODIES["book-demo"], email: "release-me@example.com", company: "Quick Fingers AG", elapsedMs: 700 });
    honeypotId = await post({ ...VALID_BODIES["book-demo"], email: "honey@example.com", website: "http://spam" });
  });

  it("GET /api/leads?quarantined=only and leads list --quarantined show only quarantined leads", async () => {
    const handler = createLeadsExportHandler({ getDatabase: async () => ctx.db, token: () => TOKEN });
    const res = await handler(new Request("https://www.example.test/api/leads?quarantined=only", { headers: { authorization: `Bearer ${TOKEN}` } }));
    const leads = (await res.json()) as { id: string; quarantineReason: string }[];
    expect(leads.map((l) => l.id)).toEqual(expect.arrayContaining([botId, honeypotId]));
    expect(leads.every((l) => l.quarantineReason !== null)).toBe(true);
    const listed = await cli("list", "--quarantined");
    expect(listed.code).toBe(0);
    expect(listed.text).toContain("release-me@example.com");
    expect(listed.text).toContain("quarantined:too_fast");
    expect(listed.text).not.toContain("autofill@example.com");
  });

  it("release <id> puts the lead in exports and delivers it to the CRM webhook, signed", async () => {
    const before = received.length;
    const out = await cli("release", botId);
    expect(out.code, out.text).toBe(0);
    expect(out.text).toContain(`Released lead ${botId} (was quarantined: too_fast)`);
    expect(out.text).toContain("delivered now 1");
    expect(await reasonOf(botId)).toBeNull();
    const delivery = received.slice(before).find((r) => r.body.includes(botId));
    expect(delivery).toBeDefined();
    expect(delivery?.signature).toBe(signBody(delivery?.body ?? "", SECRET));
    expect(JSON.parse(delivery?.body ?? "{}")).toMatchObject({ event: "lead.created", id: botId, email: "release-me@example.com" });
    const outbox = await ctx.db.sql.query<{ status: string }>(`SELECT status FROM lead_outbox WHERE lead_id = $1::uuid`, [botId]);
    expect(outbox).toEqual([{ status: "delivered" }]);
    const exported = (await cli("export", "--format", "json")).text;
    expect(exported).toContain(botId);
    expect((await cli("list", "--quarantined")).text).not.toContain("release-me@example.com");
  });

  it("refuses to release twice, an unknown id or a lead that never was quarantined", async () => {
    expect((await cli("release", botId)).text).toContain("not quarantined");
    expect((await cli("release", botId)).code).toBe(1);
    expect((await cli("release", randomUUID())).text).toContain("No lead with id");
    expect((await cli("release", "not-a-uuid")).code).toBe(1);
    const outbox = await ctx.db.sql.query(`SELECT 1 FROM lead_outbox WHERE lead_id = $1::uuid`, [botId]);
    expect(outbox).toHaveLength(1);
  });
});
