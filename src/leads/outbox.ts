import "server-only";
import { createHmac } from "node:crypto";
import type { Database } from "@/db/connection";
import type { SqlExecutor } from "@/db/sql-executor";

/**
 * CRM hand-off (transactional outbox). Each non-quarantined lead gets an
 * outbox row in the same statement as the lead (src/leads/store.ts); this
 * module delivers the rows at least once: claim with a lease, POST the stored
 * body signed with HMAC-SHA256, mark delivered on 2xx, otherwise retry with
 * exponential backoff until MAX_ATTEMPTS, then mark failed. A crash while a
 * row is leased only delays it until the lease expires.
 */
export const SIGNATURE_HEADER = "X-Attestra-Signature";
export const DELIVERY_ID_HEADER = "X-Attestra-Delivery";

export const OUTBOX = {
  maxAttempts: 12,
  baseDelayMs: 30_000,
  maxDelayMs: 6 * 60 * 60 * 1000,
  leaseSeconds: 60,
  batchSize: 10,
  requestTimeoutMs: 10_000,
  loopIntervalMs: 15_000,
} as const;

export function signBody(body: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

/** Delay before attempt n+1 after n failed attempts: base * 2^(n-1), capped, with up to 20% jitter. */
export function backoffMs(attempts: number, baseDelayMs: number = OUTBOX.baseDelayMs, random = Math.random): number {
  const raw = Math.min(OUTBOX.maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(raw * (1 + 0.2 * random()));
}

export interface DeliverOptions {
  url: string;
  secret: string;
  fetch?: typeof fetch;
  baseDelayMs?: number;
  maxAttempts?: number;
}

export interface DeliverStats {
  delivered: number;
  retried: number;
  failed: number;
}

interface ClaimedRow {
  id: string;
  body: string;
  attempts: number;
}

async function claim(sql: SqlExecutor, limit: number, exclude: string[]): Promise<ClaimedRow[]> {
  return sql.query<ClaimedRow>(
    `UPDATE lead_outbox SET locked_until = now() + make_interval(secs => $2::int), attempts = attempts + 1
     WHERE id IN (
       SELECT id FROM lead_outbox
       WHERE status = 'pending' AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until < now())
         AND NOT (id = ANY($3::uuid[]))
       ORDER BY next_attempt_at LIMIT $1::int
       FOR UPDATE SKIP LOCKED
     )
     RETURNING id::text AS id, body, attempts`,
    [limit, OUTBOX.leaseSeconds, exclude],
  );
}

/** Attempts every due row once (a batch at a time) and returns what happened. */
export async function deliverDue(sql: SqlExecutor, options: DeliverOptions): Promise<DeliverStats> {
  const doFetch = options.fetch ?? fetch;
  const maxAttempts = options.maxAttempts ?? OUTBOX.maxAttempts;
  const stats: DeliverStats = { delivered: 0, retried: 0, failed: 0 };
  // One attempt per row and pass, even when its retry is already due again.
  const seen: string[] = [];
  for (;;) {
    const rows = await claim(sql, OUTBOX.batchSize, seen);
    if (rows.length === 0) return stats;
    seen.push(...rows.map((r) => r.id));
    await Promise.all(
      rows.map(async (row) => {
        let error: string | undefined;
        try {
          const response = await doFetch(options.url, {
            method: "POST",
            headers: {
              "Content-Type": "application/json",
              [SIGNATURE_HEADER]: signBody(row.body, options.secret),
              [DELIVERY_ID_HEADER]: row.id,
            },
            body: row.body,
            signal: AbortSignal.timeout(OUTBOX.requestTimeoutMs),
            redirect: "manual",
          });
          await response.body?.cancel().catch(() => undefined);
          if (response.status < 200 || response.status >= 300) error = `HTTP ${response.status}`;
        } catch (e) {
          error = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
        }
        if (!error) {
          await sql.query(
            `UPDATE lead_outbox SET status = 'delivered', delivered_at = now(), locked_until = NULL, last_error = NULL WHERE id = $1::uuid`,
            [row.id],
          );
          stats.delivered++;
        } else if (row.attempts >= maxAttempts) {
          await sql.query(`UPDATE lead_outbox SET status = 'failed', locked_until = NULL, last_error = $2 WHERE id = $1::uuid`, [
            row.id,
            error.slice(0, 500),
          ]);
          stats.failed++;
        } else {
          const delay = backoffMs(row.attempts, options.baseDelayMs);
          // Truncated, not rounded, to the column's milliseconds: a rounded-up time would not be due yet for a pass
          // that starts within the same half millisecond.
          await sql.query(
            `UPDATE lead_outbox SET locked_until = NULL, last_error = $2,
               next_attempt_at = date_trunc('milliseconds', now() + make_interval(secs => $3::double precision)) WHERE id = $1::uuid`,
            [row.id, error.slice(0, 500), delay / 1000],
          );
          stats.retried++;
        }
      }),
    );
  }
}

export interface OutboxEntry {
  id: string;
  leadId: string;
  form: string;
  status: string;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  createdAt: string;
}

/** Pending and failed deliveries, oldest first (`npm run leads -- outbox`). */
export async function listUndelivered(sql: SqlExecutor): Promise<OutboxEntry[]> {
  const rows = await sql.query<Record<string, unknown>>(
    `SELECT o.id::text AS id, o.lead_id::text AS lead_id, l.form, o.status, o.attempts, o.next_attempt_at, o.last_error, o.created_at
     FROM lead_outbox o JOIN leads l ON l.id = o.lead_id
     WHERE o.status <> 'delivered' ORDER BY o.created_at`,
  );
  const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());
  return rows.map((r) => ({
    id: String(r.id),
    leadId: String(r.lead_id),
    form: String(r.form),
    status: String(r.status),
    attempts: Number(r.attempts),
    nextAttemptAt: iso(r.next_attempt_at),
    lastError: r.last_error === null ? null : String(r.last_error),
    createdAt: iso(r.created_at),
  }));
}

const loop = globalThis as unknown as {
  __leadOutboxLoop?: { timer: ReturnType<typeof setInterval>; running: boolean; again: boolean };
};

/**
 * Starts (once per process) the background delivery loop and runs a pass now.
 * Called lazily by the lead API; a pass never overlaps another and never throws.
 */
export function kickOutboxDelivery(getDatabase: () => Promise<Database>, webhook: { url: string; secret: string } | undefined): void {
  if (!webhook) return;
  const run = async () => {
    const state = loop.__leadOutboxLoop;
    if (!state) return;
    if (state.running) {
      state.again = true;
      return;
    }
    state.running = true;
    try {
      do {
        state.again = false;
        const db = await getDatabase();
        await deliverDue(db.sql, webhook);
      } while (state.again);
    } catch (error) {
      console.error("[leads] outbox delivery pass failed:", error instanceof Error ? error.message : error);
    } finally {
      state.running = false;
    }
  };
  if (!loop.__leadOutboxLoop) {
    const timer = setInterval(() => void run(), OUTBOX.loopIntervalMs);
    timer.unref?.();
    loop.__leadOutboxLoop = { timer, running: false, again: false };
  }
  setImmediate(() => void run());
}

/** Stops the background loop (tests, scripts). */
export function stopOutboxDelivery(): void {
  if (loop.__leadOutboxLoop) clearInterval(loop.__leadOutboxLoop.timer);
  loop.__leadOutboxLoop = undefined;
}
