import { randomUUID } from "node:crypto";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { handlerFor, type LeadTestContext, leadRequest, openLeadTestDatabase, TEST_CONFIG, VALID_BODIES } from "../../tests/support/lead-api";
import { drainOutboxDelivery, kickOutboxDelivery, outboxLoopHealth, stopOutboxDelivery } from "@/leads/crm-handoff/outbox";

const SECRET = "webhook-secret-0123456789";
let ctx: LeadTestContext;

beforeAll(async () => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  ctx = await openLeadTestDatabase();
});
afterAll(async () => {
  stopOutboxDelivery();
  await ctx?.close();
});

describe("outbox loop at shutdown", () => {
  it("gives the lease of a delivery cut short back, uncounted, and reports the loop stopped", async () => {
    // A CRM that accepts the connection and never answers: the delivery is in flight when the shutdown comes.
    const held: ServerResponse[] = [];
    let arrived: () => void = () => undefined;
    const delivery = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const crm = createServer((_req, res) => {
      held.push(res);
      arrived();
    });
    await new Promise<void>((r) => crm.listen(0, "127.0.0.1", r));
    const webhook = { url: `http://127.0.0.1:${(crm.address() as AddressInfo).port}/hook`, secret: SECRET };
    try {
      const res = await handlerFor("book-demo", ctx.db, { config: { ...TEST_CONFIG, webhook }, kickDelivery: () => undefined })(
        leadRequest("book-demo", VALID_BODIES["book-demo"], { key: randomUUID() }),
      );
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };

      kickOutboxDelivery(async () => ctx.db, webhook);
      await delivery;
      expect(outboxLoopHealth(true)).toBe("ok");
      const leased = await ctx.db.sql.query<{ locked: boolean; attempts: number }>(
        "SELECT locked_until IS NOT NULL AS locked, attempts FROM lead_outbox WHERE lead_id = $1::uuid AND kind = 'webhook'",
        [id],
      );
      expect(leased).toEqual([{ locked: true, attempts: 1 }]);

      await drainOutboxDelivery(50);
      const released = await ctx.db.sql.query<{ locked: boolean; attempts: number; status: string }>(
        "SELECT locked_until IS NOT NULL AS locked, attempts, status FROM lead_outbox WHERE lead_id = $1::uuid AND kind = 'webhook'",
        [id],
      );
      expect(released).toEqual([{ locked: false, attempts: 0, status: "pending" }]);
      expect(outboxLoopHealth(true)).toBe("stopped");
      expect(outboxLoopHealth(false)).toBe("disabled");
    } finally {
      for (const r of held) r.destroy();
      crm.closeAllConnections();
      await new Promise((r) => crm.close(r));
    }
  });
});
