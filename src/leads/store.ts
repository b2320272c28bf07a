import "server-only";
import { randomBytes } from "node:crypto";
import type { Database } from "@/db/connection";
import type { SqlExecutor } from "@/db/sql-executor";
import type { LeadForm } from "./enums";

/**
 * Lead persistence in plain SQL, so that each write is ONE statement (atomic on
 * PostgreSQL and PGlite alike, no interactive transaction): the lead and its
 * outbox row are inserted together, and the unique (form, idempotency_key)
 * index decides which of several concurrent duplicates wins.
 */

export interface LeadRow {
  id: string;
  form: LeadForm;
  email: string;
  company: string;
  locale: string;
  answers: Record<string, unknown>;
  page: string | null;
  cta: string | null;
  utm: Record<string, string> | null;
  homeVariant: string | null;
  visitorId: string | null;
  analyticsConsent: string | null;
  userAgent: string | null;
  ipHash: string;
  quarantineReason: string | null;
  rateFlagged: boolean;
  idempotencyKey: string;
  requestHash: string;
  fitScore: number;
  derived: Record<string, unknown>;
  createdAt: Date;
}

export interface ExistingLead {
  id: string;
  requestHash: string | null;
}

export async function findByIdempotencyKey(sql: SqlExecutor, form: string, key: string): Promise<ExistingLead | undefined> {
  const rows = await sql.query<{ id: string; request_hash: string | null }>(
    `SELECT id::text AS id, request_hash FROM leads WHERE form = $1 AND idempotency_key = $2`,
    [form, key],
  );
  const row = rows[0];
  return row ? { id: row.id, requestHash: row.request_hash } : undefined;
}

/** The first lead stored under one of `keys` (automatic keys) since `since`, through Prisma. */
export async function findRecentAutomatic(
  db: Pick<Database, "prisma">,
  form: string,
  keys: string[],
  since: Date,
): Promise<ExistingLead | undefined> {
  const row = await db.prisma.lead.findFirst({
    where: { form, idempotencyKey: { in: keys }, createdAt: { gte: since } },
    select: { id: true, requestHash: true },
    orderBy: { createdAt: "asc" },
  });
  return row ?? undefined;
}

export type InsertResult = { created: true; id: string } | { created: false; existing: ExistingLead };

/**
 * Inserts the lead and, when `outboxBody` is given, its outbox row, in one
 * statement. A concurrent insert with the same (form, key) makes this one wait
 * for the other to commit and then do nothing; the stored lead is returned.
 */
export async function insertLead(
  sql: SqlExecutor,
  lead: LeadRow,
  outboxBody: string | null,
  /** The visitor's e-mail job (src/mail/outbox-mail.ts), queued as an outbox row of kind 'email' in the same statement. */
  emailBody: string | null = null,
): Promise<InsertResult> {
  const rows = await sql.query<{ id: string }>(
    `WITH ins AS (
       INSERT INTO leads (id, form, email, company, locale, answers, page, cta, utm, home_variant, visitor_id,
                          analytics_consent, user_agent, ip_hash, quarantine_reason, rate_flagged, idempotency_key,
                          request_hash, fit_score, derived, created_at)
       VALUES ($1::uuid, $2, $3, $4, $5, $6::jsonb, $7, $8, $9::jsonb, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19,
               $20::jsonb, $21::timestamptz)
       ON CONFLICT (form, idempotency_key) DO NOTHING
       RETURNING id
     ), outbox AS (
       INSERT INTO lead_outbox (id, lead_id, body)
       SELECT $22::uuid, ins.id, $23::text FROM ins WHERE $23::text IS NOT NULL
       RETURNING id
     ), email AS (
       INSERT INTO lead_outbox (id, lead_id, body, kind)
       SELECT $24::uuid, ins.id, $25::text, 'email' FROM ins WHERE $25::text IS NOT NULL
       RETURNING id
     )
     SELECT ins.id::text AS id, (SELECT count(*) FROM outbox) + (SELECT count(*) FROM email) AS queued FROM ins`,
    [
      lead.id,
      lead.form,
      lead.email,
      lead.company,
      lead.locale,
      JSON.stringify(lead.answers),
      lead.page,
      lead.cta,
      lead.utm === null ? null : JSON.stringify(lead.utm),
      lead.homeVariant,
      lead.visitorId,
      lead.analyticsConsent,
      lead.userAgent,
      lead.ipHash,
      lead.quarantineReason,
      lead.rateFlagged,
      lead.idempotencyKey,
      lead.requestHash,
      lead.fitScore,
      JSON.stringify(lead.derived),
      lead.createdAt.toISOString(),
      crypto.randomUUID(),
      outboxBody,
      crypto.randomUUID(),
      emailBody,
    ],
  );
  if (rows[0]) return { created: true, id: rows[0].id };
  const existing = await findByIdempotencyKey(sql, lead.form, lead.idempotencyKey);
  if (!existing) throw new Error("idempotency conflict without a stored lead");
  return { created: false, existing };
}

export interface RateCount {
  count: number;
  /** Seconds until the current window ends (>= 1). */
  retryAfterSeconds: number;
}

/**
 * Counts one request of `bucket` in the current fixed window (atomic upsert;
 * the clock is the database's, so every app instance agrees).
 */
export async function countRequest(sql: SqlExecutor, bucket: string, windowSeconds: number): Promise<RateCount> {
  const rows = await sql.query<{ count: number; retry_after: number }>(
    `WITH w AS (
       SELECT to_timestamp(floor(extract(epoch FROM now()) / $2::int) * $2::int) AS start
     )
     INSERT INTO lead_rate_counters AS c (bucket, window_start, count)
     SELECT $1, w.start, 1 FROM w
     ON CONFLICT (bucket, window_start) DO UPDATE SET count = c.count + 1
     RETURNING c.count::int AS count,
       greatest(1, ceil(extract(epoch FROM c.window_start) + $2::int - extract(epoch FROM now())))::int AS retry_after`,
    [bucket, windowSeconds],
  );
  const row = rows[0];
  if (!row) throw new Error("rate counter upsert returned nothing");
  return { count: Number(row.count), retryAfterSeconds: Number(row.retry_after) };
}

/** Drops counters of windows that ended more than a day ago. */
export async function pruneRateCounters(sql: SqlExecutor): Promise<void> {
  await sql.query(`DELETE FROM lead_rate_counters WHERE window_start < now() - interval '1 day'`);
}

const saltCache = new WeakMap<SqlExecutor, Promise<string>>();

/**
 * The salt of the client-address hash: IP_HASH_SALT when set, otherwise a
 * random one generated once and kept in `app_settings`, so hashes (and rate
 * counters) stay comparable across restarts and instances.
 */
export function ipHashSalt(sql: SqlExecutor, configured: string | undefined): Promise<string> {
  if (configured) return Promise.resolve(configured);
  let pending = saltCache.get(sql);
  if (!pending) {
    pending = (async () => {
      const rows = await sql.query<{ value: string }>(
        `WITH ins AS (
           INSERT INTO app_settings (name, value) VALUES ('ip_hash_salt', $1) ON CONFLICT (name) DO NOTHING RETURNING value
         )
         SELECT value FROM ins UNION ALL SELECT value FROM app_settings WHERE name = 'ip_hash_salt' LIMIT 1`,
        [randomBytes(32).toString("hex")],
      );
      const value = rows[0]?.value;
      if (!value) throw new Error("could not read the IP hash salt");
      return value;
    })();
    pending.catch(() => saltCache.delete(sql));
    saltCache.set(sql, pending);
  }
  return pending;
}
