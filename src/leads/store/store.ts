import "server-only";
import { randomUUID } from "node:crypto";
import type { Database } from "@/db/connection";
import { installationSecret } from "@/db/installation-secret";
import type { SqlExecutor } from "@/db/sql-executor";
import type { Lead } from "@/generated/prisma/client";
import type { LeadForm } from "@/leads/contract/enums";

/**
 * Lead persistence through Prisma, with raw SQL only where Prisma cannot express the statement: the lead and its
 * outbox rows inserted in one statement (one round trip; Prisma's nested create is a transaction of four: BEGIN,
 * the lead, its outbox rows, COMMIT), the rate counter's upsert with the database clock, and the salt's
 * insert-or-read (each one atomic statement). The unique (form, idempotency_key) index decides which of several
 * concurrent duplicates wins; the loser inserts nothing and is answered with the stored lead.
 */

/**
 * A new lead as the handler builds it: Prisma's generated `Lead`, with the columns the handler always fills made
 * non-null and the JSON columns typed (the newsletter's confirmation columns are set later, never at insert).
 */
export type LeadRow = Omit<
  Lead,
  "form" | "answers" | "utm" | "derived" | "ipHash" | "idempotencyKey" | "requestHash" | "fitScore" | "confirmedAt" | "unsubscribedAt"
> & {
  form: LeadForm;
  answers: Record<string, unknown>;
  utm: Record<string, string> | null;
  derived: Record<string, unknown>;
  ipHash: string;
  idempotencyKey: string;
  requestHash: string;
  fitScore: number;
};

/** A stored lead (Prisma's row) as a LeadRow, e.g. to build its webhook body after a confirmation or a release. */
export function leadRowOf(lead: Lead): LeadRow {
  return {
    id: lead.id,
    form: lead.form as LeadForm,
    email: lead.email,
    company: lead.company,
    locale: lead.locale,
    answers: (lead.answers ?? {}) as Record<string, unknown>,
    page: lead.page,
    cta: lead.cta,
    utm: (lead.utm ?? null) as Record<string, string> | null,
    homeVariant: lead.homeVariant,
    homeExperimentKey: lead.homeExperimentKey,
    homeBucketVersion: lead.homeBucketVersion,
    homePhase: lead.homePhase,
    visitorId: lead.visitorId,
    analyticsConsent: lead.analyticsConsent,
    userAgent: lead.userAgent,
    ipHash: lead.ipHash ?? "",
    quarantineReason: lead.quarantineReason,
    rateFlagged: lead.rateFlagged,
    idempotencyKey: lead.idempotencyKey ?? "",
    requestHash: lead.requestHash ?? "",
    fitScore: lead.fitScore ?? 0,
    derived: (lead.derived ?? {}) as Record<string, unknown>,
    createdAt: lead.createdAt,
    mailSuppressed: lead.mailSuppressed,
  };
}

export interface ExistingLead {
  id: string;
  requestHash: string | null;
}

export async function findByIdempotencyKey(db: Pick<Database, "prisma">, form: string, key: string): Promise<ExistingLead | undefined> {
  const row = await db.prisma.lead.findUnique({
    where: { form_idempotencyKey: { form, idempotencyKey: key } },
    select: { id: true, requestHash: true },
  });
  return row ?? undefined;
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
 * Every column of a new lead, by LeadRow field, with its SQL cast: a `Record` over LeadRow's keys, so a column added to
 * the Prisma model (and so to LeadRow) fails the type check here until the insert writes it.
 */
const LEAD_COLUMNS: Record<keyof LeadRow, { column: string; cast?: string; json?: true }> = {
  id: { column: "id", cast: "uuid" },
  form: { column: "form" },
  email: { column: "email" },
  company: { column: "company" },
  locale: { column: "locale" },
  answers: { column: "answers", cast: "jsonb", json: true },
  page: { column: "page" },
  cta: { column: "cta" },
  utm: { column: "utm", cast: "jsonb", json: true },
  homeVariant: { column: "home_variant" },
  homeExperimentKey: { column: "home_experiment_key" },
  homeBucketVersion: { column: "home_bucket_version", cast: "int" },
  homePhase: { column: "home_phase" },
  visitorId: { column: "visitor_id" },
  analyticsConsent: { column: "analytics_consent" },
  userAgent: { column: "user_agent" },
  ipHash: { column: "ip_hash" },
  quarantineReason: { column: "quarantine_reason" },
  rateFlagged: { column: "rate_flagged", cast: "boolean" },
  idempotencyKey: { column: "idempotency_key" },
  requestHash: { column: "request_hash" },
  fitScore: { column: "fit_score", cast: "int" },
  derived: { column: "derived", cast: "jsonb", json: true },
  createdAt: { column: "created_at", cast: "timestamptz" },
  mailSuppressed: { column: "mail_suppressed" },
};
const LEAD_FIELDS = Object.keys(LEAD_COLUMNS) as (keyof LeadRow)[];

/**
 * The lead and, when given, its CRM outbox row and its e-mail row (kind 'email'), as one INSERT statement: a
 * statement is atomic, so the lead is stored with its outbox rows or not at all, and the 201 that follows names a
 * committed lead. On a (form, idempotency_key) conflict nothing is inserted (a concurrent insert with the same key
 * makes this one wait for the other to commit): the stored lead is returned instead.
 */
const INSERT_LEAD_SQL = (() => {
  const columns = LEAD_FIELDS.map((f) => LEAD_COLUMNS[f].column).join(", ");
  const values = LEAD_FIELDS.map((f, i) => `$${i + 1}${LEAD_COLUMNS[f].cast ? `::${LEAD_COLUMNS[f].cast}` : ""}`).join(", ");
  const n = LEAD_FIELDS.length;
  return `WITH lead AS (
  INSERT INTO leads (${columns})
  VALUES (${values})
  ON CONFLICT (form, idempotency_key) DO NOTHING
  RETURNING id
), outbox AS (
  INSERT INTO lead_outbox (id, lead_id, kind, body)
  SELECT o.id::uuid, lead.id, o.kind, o.body
  FROM lead, (VALUES ($${n + 1}::text, 'webhook', $${n + 2}::text), ($${n + 3}::text, 'email', $${n + 4}::text)) AS o(id, kind, body)
  WHERE o.body IS NOT NULL
  RETURNING 1
)
SELECT id::text AS id FROM lead`;
})();

function columnValue(lead: LeadRow, field: keyof LeadRow): unknown {
  const value = lead[field];
  if (value === null || value === undefined) return null;
  if (LEAD_COLUMNS[field].json) return JSON.stringify(value);
  if (value instanceof Date) return value.toISOString();
  return value;
}

export async function insertLead(
  db: Pick<Database, "prisma" | "sql">,
  lead: LeadRow,
  outboxBody: string | null,
  /** The visitor's e-mail job (src/mail/outbox-mail.ts), an outbox row of kind 'email'. */
  emailBody: string | null = null,
): Promise<InsertResult> {
  const rows = await db.sql.query<{ id: string }>(INSERT_LEAD_SQL, [
    ...LEAD_FIELDS.map((field) => columnValue(lead, field)),
    randomUUID(),
    outboxBody,
    randomUUID(),
    emailBody,
  ]);
  const created = rows[0];
  if (created) return { created: true, id: created.id };
  const existing = await findByIdempotencyKey(db, lead.form, lead.idempotencyKey);
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

/**
 * The salt of the client-address hash: IP_HASH_SALT when set, otherwise a
 * random one generated once and kept in `app_settings`, so hashes (and rate
 * counters) stay comparable across restarts and instances.
 */
export function ipHashSalt(sql: SqlExecutor, configured: string | undefined): Promise<string> {
  return configured ? Promise.resolve(configured) : installationSecret(sql, "ip_hash_salt");
}
