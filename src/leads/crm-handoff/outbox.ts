import "server-only";
import { createHmac } from "node:crypto";
import { Agent as HttpAgent, request as httpRequest } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import type { Database } from "@/db/connection";
import type { SqlExecutor } from "@/db/sql-executor";

/**
 * CRM hand-off (transactional outbox). Each non-quarantined lead gets an
 * outbox row in the same transaction as the lead (src/leads/store/store.ts); this
 * module delivers the rows at least once: claim with a lease, POST the stored
 * body signed with HMAC-SHA256, mark delivered on 2xx, otherwise retry with
 * exponential backoff until MAX_ATTEMPTS, then mark failed. A crash while a
 * row is leased only delays it until the lease expires.
 *
 * Raw SQL, not Prisma, on purpose: the claim needs `FOR UPDATE SKIP LOCKED`
 * (so several instances never claim one row), and every lease, retry and
 * delivery time is the database's `now()`, the one clock all instances share;
 * Prisma can express neither (its update data carries the app's clock).
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
  /**
   * A kick (a lead just queued rows) starts a pass this much later, and kicks meanwhile join it: under a burst one
   * pass claims the rows of many leads in full batches (one claim, one lead query and one mark per batch) instead
   * of a pass per lead with a batch of one or two. A visitor's e-mail leaves a tenth of a second later.
   */
  kickDelayMs: 100,
} as const;

export function signBody(body: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

/** Delay before attempt n+1 after n failed attempts: base * 2^(n-1), capped, with up to 20% jitter. */
export function backoffMs(attempts: number, baseDelayMs: number = OUTBOX.baseDelayMs, random = Math.random): number {
  const raw = Math.min(OUTBOX.maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(raw * (1 + 0.2 * random()));
}

export interface DeliverOptions extends ProcessOptions {
  url: string;
  secret: string;
}

export interface DeliverStats {
  delivered: number;
  retried: number;
  failed: number;
}

export interface ClaimedRow {
  id: string;
  body: string;
  attempts: number;
}

/** An outbox row's kind: the CRM webhook or one e-mail to the visitor (src/mail/outbox-mail.ts). */
export type OutboxKind = "webhook" | "email";

async function claim(sql: SqlExecutor, limit: number, exclude: string[], kind: OutboxKind): Promise<ClaimedRow[]> {
  return sql.query<ClaimedRow>(
    `UPDATE lead_outbox SET locked_until = now() + make_interval(secs => $2::int), attempts = attempts + 1
     WHERE id IN (
       SELECT id FROM lead_outbox
       WHERE kind = $4 AND status = 'pending' AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until < now())
         AND NOT (id = ANY($3::uuid[]))
       ORDER BY next_attempt_at LIMIT $1::int
       FOR UPDATE SKIP LOCKED
     )
     RETURNING id::text AS id, body, attempts`,
    [limit, OUTBOX.leaseSeconds, exclude, kind],
    { name: "outbox_claim" },
  );
}

export interface ProcessOptions {
  baseDelayMs?: number;
  maxAttempts?: number;
  /** Aborted at shutdown: no new batch is claimed, and a delivery cut short gives its lease back uncounted. */
  signal?: AbortSignal;
  /** Checked before each batch: true stops claiming (shutdown drain) while deliveries in flight finish. */
  draining?: () => boolean;
}

/**
 * Attempts every due row of one kind once (a batch at a time): `send` resolves
 * on success and throws on failure; success marks the row delivered, failure
 * schedules a retry with backoff or, after maxAttempts, marks it failed.
 *
 * `prepare`, when given, runs once per claimed batch before any of its rows is sent and its result reaches each
 * `send` (e-mails load their leads in one query per batch, not one per row). The rows a batch delivered are marked in
 * one statement once the batch is done: still after each send succeeded (at least once: a crash before the mark
 * sends those rows again once their lease expires, never loses one), with one round trip per batch instead of one
 * per row.
 */
export async function processDue<Batch = undefined>(
  sql: SqlExecutor,
  kind: OutboxKind,
  send: (row: { id: string; body: string; attempts: number }, batch: Batch) => Promise<void>,
  options: ProcessOptions & { prepare?: (rows: readonly ClaimedRow[]) => Promise<Batch> } = {},
): Promise<DeliverStats> {
  const maxAttempts = options.maxAttempts ?? OUTBOX.maxAttempts;
  const stats: DeliverStats = { delivered: 0, retried: 0, failed: 0 };
  // One attempt per row and pass, even when its retry is already due again (a zero backoff): the rows that failed in
  // this pass are left out of its later claims. Only those: a delivered row is no longer pending, so under a burst the
  // list stays short instead of growing by a batch per claim (the claim sent every id of the pass, each time).
  const failedHere: string[] = [];
  for (;;) {
    if (options.signal?.aborted || options.draining?.()) return stats;
    const rows = await claim(sql, OUTBOX.batchSize, failedHere, kind);
    if (rows.length === 0) return stats;
    const delivered: string[] = [];
    let batch: Batch;
    try {
      batch = options.prepare ? await options.prepare(rows) : (undefined as Batch);
    } catch (error) {
      // The batch could not be prepared (the database went away): every row is an attempt that failed.
      const message = error instanceof Error ? error.message : String(error);
      failedHere.push(...rows.map((row) => row.id));
      await Promise.all(rows.map((row) => settleFailure(sql, row, message, maxAttempts, options, stats)));
      continue;
    }
    await Promise.all(
      rows.map(async (row) => {
        let error: string | undefined;
        try {
          await send(row, batch);
        } catch (e) {
          error = e instanceof Error ? (e.name === "Error" ? e.message : `${e.name}: ${e.message}`) : String(e);
        }
        if (error === undefined) delivered.push(row.id);
        else {
          failedHere.push(row.id);
          await settleFailure(sql, row, error, maxAttempts, options, stats);
        }
      }),
    );
    if (delivered.length > 0) {
      await sql.query(
        `UPDATE lead_outbox SET status = 'delivered', delivered_at = now(), locked_until = NULL, last_error = NULL WHERE id = ANY($1::uuid[])`,
        [delivered],
        { name: "outbox_delivered" },
      );
      stats.delivered += delivered.length;
    }
  }
}

/** A failed attempt: the lease given back at shutdown (not counted), a retry with backoff, or after maxAttempts, failed. */
async function settleFailure(sql: SqlExecutor, row: ClaimedRow, error: string, maxAttempts: number, options: ProcessOptions, stats: DeliverStats) {
  if (options.signal?.aborted) {
    // Shutdown, not a failure: the lease is released and the attempt not counted, so another instance
    // delivers the row now rather than after the lease expires.
    await sql.query(`UPDATE lead_outbox SET locked_until = NULL, attempts = GREATEST(attempts - 1, 0) WHERE id = $1::uuid AND status = 'pending'`, [
      row.id,
    ]);
  } else if (row.attempts >= maxAttempts) {
    await sql.query(`UPDATE lead_outbox SET status = 'failed', locked_until = NULL, last_error = $2 WHERE id = $1::uuid`, [row.id, error.slice(0, 500)]);
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
}

/**
 * One signed POST to the CRM, answered by its status code. `node:http(s)` with a keep-alive agent for the pass, not
 * `fetch`: measured on the 2-core host, fetch (undici, with its web streams and abort plumbing) cost 0.8 ms of CPU per
 * delivery and node:http 0.3 ms, on a path that runs once per lead (docs/performance.md). Redirects are not followed.
 */
function postWebhook(url: URL, agent: HttpAgent, headers: Record<string, string>, body: string, signal: AbortSignal): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === "https:" ? httpsRequest : httpRequest)(
      url,
      { method: "POST", agent, signal, headers: { ...headers, "Content-Length": String(Buffer.byteLength(body)) } },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** Attempts every due webhook row once (a batch at a time) and returns what happened. */
export async function deliverDue(sql: SqlExecutor, options: DeliverOptions): Promise<DeliverStats> {
  const url = new URL(options.url);
  // One agent per pass: its connections are reused for the pass's rows and closed when it ends.
  const agent = new (url.protocol === "https:" ? HttpsAgent : HttpAgent)({ keepAlive: true, maxSockets: OUTBOX.batchSize });
  try {
    return await processDue(
      sql,
      "webhook",
      async (row) => {
        const status = await postWebhook(
          url,
          agent,
          {
            "Content-Type": "application/json",
            [SIGNATURE_HEADER]: signBody(row.body, options.secret),
            [DELIVERY_ID_HEADER]: row.id,
          },
          row.body,
          options.signal
            ? AbortSignal.any([options.signal, AbortSignal.timeout(OUTBOX.requestTimeoutMs)])
            : AbortSignal.timeout(OUTBOX.requestTimeoutMs),
        );
        if (status < 200 || status >= 300) throw new Error(`HTTP ${status}`);
      },
      options,
    );
  } finally {
    agent.destroy();
  }
}

export interface OutboxEntry {
  id: string;
  leadId: string;
  kind: string;
  form: string;
  status: string;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  createdAt: string;
}

/** Pending and failed deliveries of one kind (default: the CRM webhook), oldest first (`npm run leads -- outbox`). */
export async function listUndelivered(sql: SqlExecutor, kind: OutboxKind = "webhook"): Promise<OutboxEntry[]> {
  const rows = await sql.query<Record<string, unknown>>(
    `SELECT o.id::text AS id, o.lead_id::text AS lead_id, o.kind, l.form, o.status, o.attempts, o.next_attempt_at, o.last_error, o.created_at
     FROM lead_outbox o JOIN leads l ON l.id = o.lead_id
     WHERE o.status <> 'delivered' AND o.kind = $1 ORDER BY o.created_at`,
    [kind],
  );
  const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());
  return rows.map((r) => ({
    id: String(r.id),
    leadId: String(r.lead_id),
    kind: String(r.kind),
    form: String(r.form),
    status: String(r.status),
    attempts: Number(r.attempts),
    nextAttemptAt: iso(r.next_attempt_at),
    lastError: r.last_error === null ? null : String(r.last_error),
    createdAt: iso(r.created_at),
  }));
}

interface LoopState {
  timer: ReturnType<typeof setInterval>;
  running: boolean;
  again: boolean;
  /** Last time the timer or a kick ran the loop, and when the current pass began (readiness, src/server/health.ts). */
  lastTickAt: number;
  passStartedAt: number | null;
  pass: Promise<void> | null;
  draining: boolean;
  stop: AbortController;
  /** The pass a kick scheduled (OUTBOX.kickDelayMs), until it starts. */
  kicked?: ReturnType<typeof setTimeout>;
}

const loop = globalThis as typeof globalThis & { __leadOutboxLoop?: LoopState };

/** Runs `run` after OUTBOX.kickDelayMs unless a kicked pass is already waiting to start. */
export function scheduleKick(state: { kicked?: ReturnType<typeof setTimeout> }, run: () => Promise<void>): void {
  if (state.kicked) return;
  state.kicked = setTimeout(() => {
    state.kicked = undefined;
    void run();
  }, OUTBOX.kickDelayMs);
}

/**
 * Starts (once per process) the background delivery loop and runs a pass now.
 * Called at start-up and by the lead API; a pass never overlaps another and never throws.
 */
export function kickOutboxDelivery(getDatabase: () => Promise<Database>, webhook: { url: string; secret: string } | undefined): void {
  if (!webhook) return;
  const run = async () => {
    const state = loop.__leadOutboxLoop;
    if (!state || state.draining) return;
    state.lastTickAt = Date.now();
    if (state.running) {
      state.again = true;
      return;
    }
    state.running = true;
    state.passStartedAt = Date.now();
    const pass = (async () => {
      try {
        do {
          state.again = false;
          const db = await getDatabase();
          await deliverDue(db.sql, { ...webhook, signal: state.stop.signal, draining: () => state.draining });
        } while (state.again && !state.draining);
      } catch (error) {
        console.error("[leads] outbox delivery pass failed:", error instanceof Error ? error.message : error);
      } finally {
        state.running = false;
        state.passStartedAt = null;
        state.pass = null;
      }
    })();
    state.pass = pass;
    await pass;
  };
  if (!loop.__leadOutboxLoop) {
    const timer = setInterval(() => void run(), OUTBOX.loopIntervalMs);
    timer.unref?.();
    loop.__leadOutboxLoop = {
      timer,
      running: false,
      again: false,
      lastTickAt: Date.now(),
      passStartedAt: null,
      pass: null,
      draining: false,
      stop: new AbortController(),
    };
  }
  scheduleKick(loop.__leadOutboxLoop, run);
}

export type OutboxLoopHealth = "disabled" | "ok" | "stalled" | "stopped";

/**
 * Whether this process's delivery loop is alive: ticked within three intervals and no pass running for
 * longer than a full batch of timed-out deliveries could take.
 */
export function outboxLoopHealth(webhookConfigured: boolean, now = Date.now()): OutboxLoopHealth {
  if (!webhookConfigured) return "disabled";
  const state = loop.__leadOutboxLoop;
  if (!state) return "stopped";
  if (state.draining) return "stopped";
  if (now - state.lastTickAt > 3 * OUTBOX.loopIntervalMs) return "stalled";
  if (state.passStartedAt !== null && now - state.passStartedAt > 10 * OUTBOX.requestTimeoutMs) return "stalled";
  return "ok";
}

/**
 * Stops the loop for a shutdown: no new batch is claimed; deliveries in flight may finish for `graceMs`,
 * then they are aborted and their leases given back (deliverDue). Resolves when the pass has ended.
 */
export async function drainOutboxDelivery(graceMs: number): Promise<void> {
  const state = loop.__leadOutboxLoop;
  if (!state) return;
  clearInterval(state.timer);
  clearTimeout(state.kicked);
  state.draining = true;
  const pass = state.pass;
  if (pass) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const grace = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, graceMs);
    });
    await Promise.race([pass, grace]);
    clearTimeout(timer);
    state.stop.abort();
    await pass;
  }
  state.stop.abort();
  loop.__leadOutboxLoop = undefined;
}

/** Stops the background loop (tests, scripts). */
export function stopOutboxDelivery(): void {
  if (loop.__leadOutboxLoop) {
    clearInterval(loop.__leadOutboxLoop.timer);
    clearTimeout(loop.__leadOutboxLoop.kicked);
    loop.__leadOutboxLoop.draining = true;
    loop.__leadOutboxLoop.stop.abort();
  }
  loop.__leadOutboxLoop = undefined;
}
