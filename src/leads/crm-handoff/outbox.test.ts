import { createHmac, randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  handlerFor,
  type LeadTestContext,
  leadRequest, openLeadTestDatabase, TEST_CONFIG, VALID_BODIES } from "../../../tests/support/lead-api";
import type { LeadApiConfig } from "@/leads/http/config";
import type { Database } from "@/db/connection";
import { backoffMs, deliverDue, kickOutboxDelivery, listUndelivered, OUTBOX, SIGNATURE_HEADER, signBody, stopOutboxDelivery } from "./outbox";

const SECRET = "webhook-secret-0123456789";

interface Received {
  body: string;
  signature: string | undefined;
  delivery: string | undefined;
}

/** A local CRM receiver; `failFirst` answers 500 to that many requests first. */
async function startReceiver(failFirst = 0) {
  const received: Received[] = [];
  const waiters: (() => void)[] = [];
  let seen = 0;
  const server: Server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      seen++;
      if (seen <= failFirst) {
        res.writeHead(500).end("boom");
        return;
      }
      received.push({
        body,
        signature: req.headers[SIGNATURE_HEADER.toLowerCase()] as string | undefined,
        delivery: req.headers["x-attestra-delivery"] as string | undefined,
      });
      res.writeHead(204).end();
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  /** Resolves once a delivery has been received (at once if one already was). */
  const firstDelivery = () => (received.length > 0 ? Promise.resolve() : new Promise<void>((wake) => waiters.push(wake)));
  /** Resolves with the next delivery received. */
  const nextDelivery = () => new Promise<void>((wake) => waiters.push(wake));
  return { url, received, firstDelivery, nextDelivery, attempts: () => seen, close: () => new Promise<void>((r) => server.close(() => r())) };
}

let ctx: LeadTestContext;
beforeAll(async () => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  ctx = await openLeadTestDatabase();
});
afterAll(async () => {
  stopOutboxDelivery();
  await ctx?.close();
});
afterEach(async () => {
  stopOutboxDelivery();
  await ctx.db.sql.query(`UPDATE lead_outbox SET status = 'delivered' WHERE status <> 'delivered'`);
});

const withWebhook = (url: string): LeadApiConfig => ({ ...TEST_CONFIG, webhook: { url, secret: SECRET } });

async function submit(config: LeadApiConfig, body: Record<string, unknown>, lazyLoop = false) {
  // Unless asked, no lazy loop: the test drives delivery itself.
  const deps = lazyLoop ? { config } : { config, kickDelivery: () => undefined };
  const res = await handlerFor("book-demo", ctx.db, deps)(leadRequest("book-demo", body, { key: randomUUID() }));
  expect(res.status).toBe(201);
  return (await res.json()).id as string;
}

describe("CRM hand-off (outbox)", () => {
  it("queues each non-quarantined lead in the same transaction and delivers it once with a valid signature", async () => {
    const receiver = await startReceiver();
    try {
      const config = withWebhook(receiver.url);
      const ids = [
        await submit(config, VALID_BODIES["book-demo"]),
        await submit(config, { ...VALID_BODIES["book-demo"], email: "two@example.com" }),
      ];
      const bot = await submit(config, { ...VALID_BODIES["book-demo"], website: "spam" });
      stopOutboxDelivery();
      const queued = await ctx.db.sql.query<{ lead_id: string }>(`SELECT lead_id::text AS lead_id FROM lead_outbox WHERE kind = 'webhook' AND lead_id = ANY($1::uuid[])`, [
        [...ids, bot],
      ]);
      expect(queued.map((q) => q.lead_id).sort()).toEqual([...ids].sort());

      await deliverDue(ctx.db.sql, { url: receiver.url, secret: SECRET });
      await deliverDue(ctx.db.sql, { url: receiver.url, secret: SECRET });
      const mine = receiver.received.filter((r) => ids.includes(JSON.parse(r.body).id));
      expect(mine).toHaveLength(2);
      for (const r of mine) {
        expect(r.signature).toBe(`sha256=${createHmac("sha256", SECRET).update(r.body).digest("hex")}`);
        const payload = JSON.parse(r.body);
        expect(payload.event).toBe("lead.created");
        expect(payload.email).toMatch(/@example\.com$/);
        expect(payload).not.toHaveProperty("ipHash");
        expect(r.delivery).toMatch(/^[0-9a-f-]{36}$/);
      }
      expect(receiver.received.some((r) => JSON.parse(r.body).id === bot)).toBe(false);
    } finally {
      await receiver.close();
    }
  });

  it("retries a failing receiver with backoff until it accepts", async () => {
    const receiver = await startReceiver(2);
    try {
      const id = await submit(withWebhook(receiver.url), { ...VALID_BODIES["book-demo"], email: "retry@example.com" });
      stopOutboxDelivery();
      const first = await deliverDue(ctx.db.sql, { url: receiver.url, secret: SECRET, baseDelayMs: 0 });
      expect(first).toEqual({ delivered: 0, retried: 1, failed: 0 });
      let pending = await listUndelivered(ctx.db.sql);
      expect(pending.find((p) => p.leadId === id)?.lastError).toBe("HTTP 500");
      expect(await deliverDue(ctx.db.sql, { url: receiver.url, secret: SECRET, baseDelayMs: 0 })).toEqual({ delivered: 0, retried: 1, failed: 0 });
      expect(await deliverDue(ctx.db.sql, { url: receiver.url, secret: SECRET, baseDelayMs: 0 })).toEqual({ delivered: 1, retried: 0, failed: 0 });
      expect(receiver.attempts()).toBe(3);
      expect(receiver.received.map((r) => JSON.parse(r.body).id)).toEqual([id]);
      pending = await listUndelivered(ctx.db.sql);
      expect(pending.find((p) => p.leadId === id)).toBeUndefined();
      const [row] = await ctx.db.sql.query<{ attempts: number; status: string }>(`SELECT attempts, status FROM lead_outbox WHERE kind = 'webhook' AND lead_id = $1::uuid`, [id]);
      expect(row).toEqual({ attempts: 3, status: "delivered" });
    } finally {
      await receiver.close();
    }
  });

  it("waits for the backoff before retrying and marks a delivery failed after the last attempt", async () => {
    const id = await submit(withWebhook("http://127.0.0.1:1/down"), { ...VALID_BODIES["book-demo"], email: "down@example.com" });
    stopOutboxDelivery();
    const stats = await deliverDue(ctx.db.sql, { url: "http://127.0.0.1:1/down", secret: SECRET });
    expect(stats).toEqual({ delivered: 0, retried: 1, failed: 0 });
    // The next attempt is in the future: nothing is due now.
    expect(await deliverDue(ctx.db.sql, { url: "http://127.0.0.1:1/down", secret: SECRET })).toEqual({ delivered: 0, retried: 0, failed: 0 });
    const pending = (await listUndelivered(ctx.db.sql)).find((p) => p.leadId === id);
    expect(pending?.status).toBe("pending");
    expect(new Date(pending?.nextAttemptAt ?? 0).getTime()).toBeGreaterThan(Date.now() + OUTBOX.baseDelayMs * 0.9);
    // Due a second ago, not `now()`: the column keeps milliseconds (TIMESTAMP(3)), so `now()` can round up to a time
    // the next statement's `now()` has not reached yet (this failed once on CI).
    await ctx.db.sql.query(`UPDATE lead_outbox SET next_attempt_at = now() - interval '1 second' WHERE kind = 'webhook' AND lead_id = $1::uuid`, [id]);
    await deliverDue(ctx.db.sql, { url: "http://127.0.0.1:1/down", secret: SECRET, maxAttempts: 2 });
    const failed = (await listUndelivered(ctx.db.sql)).find((p) => p.leadId === id);
    expect(failed?.status).toBe("failed");
    expect(failed?.attempts).toBe(2);
  });

  it("redelivers a row whose delivery crashed mid-way once its lease expires", async () => {
    const receiver = await startReceiver();
    try {
      const id = await submit(withWebhook(receiver.url), { ...VALID_BODIES["book-demo"], email: "crash@example.com" });
      stopOutboxDelivery();
      // A worker claimed the row and died before finishing.
      await ctx.db.sql.query(`UPDATE lead_outbox SET locked_until = now() + interval '1 minute', attempts = 1 WHERE kind = 'webhook' AND lead_id = $1::uuid`, [id]);
      await deliverDue(ctx.db.sql, { url: receiver.url, secret: SECRET });
      expect(receiver.received).toHaveLength(0);
      await ctx.db.sql.query(`UPDATE lead_outbox SET locked_until = now() - interval '1 second' WHERE kind = 'webhook' AND lead_id = $1::uuid`, [id]);
      await deliverDue(ctx.db.sql, { url: receiver.url, secret: SECRET });
      expect(receiver.received.map((r) => JSON.parse(r.body).id)).toEqual([id]);
    } finally {
      await receiver.close();
    }
  });

  it("the server's lazily started loop delivers without a manual drain", async () => {
    const receiver = await startReceiver();
    try {
      const id = await submit(withWebhook(receiver.url), { ...VALID_BODIES["book-demo"], email: "lazy@example.com" }, true);
      await receiver.firstDelivery();
      expect(receiver.received.map((r) => JSON.parse(r.body).id)).toEqual([id]);
    } finally {
      await receiver.close();
    }
  });

  it("kicks within the kick delay join one pass: a burst of leads is claimed in one batch, not a pass per lead", async () => {
    const receiver = await startReceiver();
    // Only setTimeout is faked: the kicked pass waits for the clock, while the database and the sockets run for real.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const claims: number[] = [];
      const counted: Database = {
        ...ctx.db,
        sql: {
          exec: (text) => ctx.db.sql.exec(text),
          async query<Row>(text: string, params?: unknown[]) {
            const rows = await ctx.db.sql.query<Row>(text, params);
            if (text.includes("SET locked_until = now() + make_interval")) claims.push(rows.length);
            return rows;
          },
        },
      };
      const webhook = { url: receiver.url, secret: SECRET };
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) {
        // Each lead is committed, then kicks the loop, as the lead API does.
        ids.push(await submit(withWebhook(receiver.url), { ...VALID_BODIES["book-demo"], email: `burst-${i}@example.com` }));
        kickOutboxDelivery(async () => counted, webhook);
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(claims).toEqual([]);
      vi.advanceTimersByTime(OUTBOX.kickDelayMs);
      vi.useRealTimers();
      while (receiver.received.length < 5) await receiver.nextDelivery();
      expect(receiver.received.map((r) => JSON.parse(r.body).id).sort()).toEqual([...ids].sort());
      // One claim took the five rows; the pass ends on the next, empty claim.
      expect(claims[0]).toBe(5);
    } finally {
      vi.useRealTimers();
      await receiver.close();
    }
  });

  it("a long pass leaves out of its claims only the rows that failed in it, not every row it delivered", async () => {
    const receiver = await startReceiver(1);
    try {
      const excluded: number[] = [];
      const sql = {
        exec: (text: string) => ctx.db.sql.exec(text),
        query<Row>(text: string, params?: unknown[], options?: { name?: string }) {
          if (text.includes("SET locked_until = now() + make_interval")) excluded.push(((params ?? [])[2] as string[]).length);
          return ctx.db.sql.query<Row>(text, params, options);
        },
      };
      const rows = OUTBOX.batchSize * 2 + 5;
      for (let i = 0; i < rows; i++) await submit(withWebhook(receiver.url), { ...VALID_BODIES["book-demo"], email: `long-${i}@example.com` });
      // The first delivery fails (500) and is due again at once (no backoff): the pass must not try it twice.
      expect(await deliverDue(sql, { url: receiver.url, secret: SECRET, baseDelayMs: 0 })).toEqual({ delivered: rows - 1, retried: 1, failed: 0 });
      // Four claims (three batches and the empty one); after the first batch, only the one failed row is left out.
      expect(excluded).toEqual([0, 1, 1, 1]);
    } finally {
      await receiver.close();
    }
  });

  it("signs with HMAC-SHA256 and backs off exponentially", () => {
    expect(signBody("{}", "k")).toBe(`sha256=${createHmac("sha256", "k").update("{}").digest("hex")}`);
    const noJitter = () => 0;
    expect(backoffMs(1, 1000, noJitter)).toBe(1000);
    expect(backoffMs(2, 1000, noJitter)).toBe(2000);
    expect(backoffMs(5, 1000, noJitter)).toBe(16000);
    expect(backoffMs(50, 1000, noJitter)).toBe(OUTBOX.maxDelayMs);
  });
});
