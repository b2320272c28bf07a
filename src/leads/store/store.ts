import "server-only";
import { randomUUID } from "node:crypto";
import type { Database } from "@/db/connection";
import { installationSecret } from "@/db/installation-secret";
import type { SqlExecutor } from "@/db/sql-executor";
import type { Lead } from "@/generated/prisma/client";
import type { LeadForm } from "@/leads/contract/enums";
import { type RecipientCount, recipientCountParams, recipientCountSql } from "@/mail/recipient-limits";

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

export type InsertResult =
  /** `mailSuppressed`: the reason stored with the lead (null: its e-mail row, if one was given, was stored). */
  | { created: true; id: string; mailSuppressed: string | null }
  | { created: false; existing: ExistingLead };

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
 *
 * The same statement counts the e-mail against its recipient's daily limits (src/mail/recipient-limits.ts,
 * `recipientCountSql`) when asked: over a limit, the lead is stored with that `mail_suppressed` reason and without its
 * e-mail row. One round trip per lead instead of two; the count is taken before the lead row (its row locks first,
 * as the separate statement took them), and a conflicting duplicate still counts: counts only ever overstate.
 */
const INSERT_LEAD_SQL = (() => {
  const columns = LEAD_FIELDS.map((f) => LEAD_COLUMNS[f].column).join(", ");
  const values = LEAD_FIELDS.map((f, i) => {
    const placeholder = `$${i + 1}${LEAD_COLUMNS[f].cast ? `::${LEAD_COLUMNS[f].cast}` : ""}`;
    // A reason decided before the statement (quarantined, newsletter link pending) wins; else the count's verdict.
    return f === "mailSuppressed" ? `coalesce(${placeholder}::text, (SELECT reason FROM mail_verdict))` : placeholder;
  }).join(", ");
  const n = LEAD_FIELDS.length;
  const count = recipientCountSql({ count: `$${n + 5}`, address: `$${n + 6}`, domain: `$${n + 7}`, addressLimit: `$${n + 8}`, domainLimit: `$${n + 9}` });
  return `WITH ${count}, lead AS (
  INSERT INTO leads (${columns})
  VALUES (${values})
  ON CONFLICT (form, idempotency_key) DO NOTHING
  RETURNING id, mail_suppressed
), outbox AS (
  INSERT INTO lead_outbox (id, lead_id, kind, body)
  SELECT o.id::uuid, lead.id, o.kind, o.body
  FROM lead, (VALUES ($${n + 1}::text, 'webhook', $${n + 2}::text), ($${n + 3}::text, 'email', $${n + 4}::text)) AS o(id, kind, body)
  WHERE o.body IS NOT NULL AND (o.kind <> 'email' OR lead.mail_suppressed IS NULL)
  RETURNING 1
)
SELECT id::text AS id, mail_suppressed FROM lead`;
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
  /** Count the e-mail against its recipient's daily limits in the same statement (src/mail/recipient-limits.ts). */
  mailCount: RecipientCount | null = null,
): Promise<InsertResult> {
  const rows = await db.sql.query<{ id: string; mail_suppressed: string | null }>(
    INSERT_LEAD_SQL,
    [...LEAD_FIELDS.map((field) => columnValue(lead, field)), randomUUID(), outboxBody, randomUUID(), emailBody, ...recipientCountParams(mailCount)],
    { name: "lead_insert" },
  );
  const created = rows[0];
  if (created) return { created: true, id: created.id, mailSuppressed: created.mail_suppressed };
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
 * The rate counter's upsert: one request of bucket `$b` in the current fixed window of `$w` seconds, counted with
 * the database clock (every instance agrees), for each row `source` yields.
 */
const rateUpsert = (b: string, w: string, source: string) => `INSERT INTO lead_rate_counters AS c (bucket, window_start, count)
     SELECT ${b}, to_timestamp(floor(extract(epoch FROM now()) / ${w}::int) * ${w}::int), 1 ${source}
     ON CONFLICT (bucket, window_start) DO UPDATE SET count = c.count + 1
     RETURNING c.count::int AS count,
       greatest(1, ceil(extract(epoch FROM c.window_start) + ${w}::int - extract(epoch FROM now())))::int AS retry_after`;

/**
 * Spends a proof-of-work challenge for a request (src/leads/intake/proof-of-work.ts), for each row `source` yields.
 * Replay-safe under concurrency: the primary key admits one row per challenge; a concurrent second insert waits for
 * the first and then either matches its request (a retry of the same submission: returned) or not (a replay:
 * nothing returned). Rows live until the challenge has expired (pruneSpentProofs).
 */
const proofSpend = (challenge: string, expires: string, key: string, source: string) => `INSERT INTO spent_proofs AS s (challenge_id, expires_at, request_key)
     SELECT ${challenge}, to_timestamp(${expires}::bigint), ${key} ${source}
     ON CONFLICT (challenge_id) DO UPDATE SET request_key = s.request_key WHERE s.request_key = EXCLUDED.request_key
     RETURNING s.challenge_id`;

function rateCountOf(row: { count: number; retry_after: number } | undefined): RateCount {
  if (!row) throw new Error("rate counter upsert returned nothing");
  return { count: Number(row.count), retryAfterSeconds: Number(row.retry_after) };
}

/** Counts one request of `bucket` in the current fixed window (atomic upsert). */
export async function countRequest(sql: SqlExecutor, bucket: string, windowSeconds: number): Promise<RateCount> {
  return rateCountOf((await sql.query<{ count: number; retry_after: number }>(rateUpsert("$1", "$2", ""), [bucket, windowSeconds]))[0]);
}

/** A proof of work to spend: its challenge, when it expires (epoch seconds), and the submission presenting it. */
export interface ProofToSpend {
  challengeId: string;
  expiresAt: number;
  /** A digest naming the submission (form and Idempotency-Key): its own retries may present the proof again. */
  requestKey: string;
}

/** Spends `proof` alone; true when it was not spent by another submission. */
export async function spendProof(sql: SqlExecutor, proof: ProofToSpend): Promise<boolean> {
  const rows = await sql.query(proofSpend("$1", "$2", "$3", ""), [proof.challengeId, proof.expiresAt, proof.requestKey]);
  return rows.length === 1;
}

export interface AdmitRequest {
  form: string;
  /** The Idempotency-Key given, or the automatic keys (current and previous bucket). */
  keys: string[];
  /** Only leads stored since then count as the earlier submission (automatic keys); null: any (a given key). */
  since: Date | null;
  rateBucket: string;
  windowSeconds: number;
  /** Past this count the request is refused, and its proof is not spent. */
  hardLimit: number;
  /** The verified proof to spend, if any. */
  proof: ProofToSpend | null;
}

export type Admission =
  | { kind: "replay"; previous: ExistingLead }
  | { kind: "counted"; rate: RateCount; proofSpent: boolean | null };

/**
 * Everything the intake decides before it writes a lead, in one statement (one round trip instead of three; the
 * lead path runs once per lead, docs/performance.md): the earlier submission under the same key, if any (then nothing
 * is counted or spent: the answer is the stored lead); otherwise the request counted against its client's rate limit,
 * and its proof of work spent unless that count is past the hard limit (a refused request keeps its proof for a
 * retry). The same statements as `countRequest` and `spendProof`, chained in data-modifying CTEs.
 */
export async function admitRequest(sql: SqlExecutor, request: AdmitRequest): Promise<Admission> {
  const rows = await sql.query<{ previous_id: string | null; previous_hash: string | null; count: number | null; retry_after: number | null; spent: number }>(
    `WITH prev AS (
       SELECT id::text AS id, request_hash FROM leads
       WHERE form = $1 AND idempotency_key = ANY($2::text[]) AND ($3::timestamptz IS NULL OR created_at >= $3::timestamptz)
       ORDER BY created_at LIMIT 1
     ), rate AS (
     ${rateUpsert("$4", "$5", "WHERE NOT EXISTS (SELECT 1 FROM prev)")}
     ), spent AS (
     ${proofSpend("$7", "$8", "$9", "FROM rate WHERE $7::text IS NOT NULL AND rate.count <= $6::int")}
     )
     SELECT (SELECT id FROM prev) AS previous_id, (SELECT request_hash FROM prev) AS previous_hash,
       (SELECT count FROM rate) AS count, (SELECT retry_after FROM rate) AS retry_after, (SELECT count(*) FROM spent)::int AS spent`,
    [
      request.form,
      request.keys,
      request.since?.toISOString() ?? null,
      request.rateBucket,
      request.windowSeconds,
      request.hardLimit,
      request.proof?.challengeId ?? null,
      request.proof?.expiresAt ?? null,
      request.proof?.requestKey ?? null,
    ],
    { name: "lead_admit" },
  );
  const row = rows[0];
  if (row?.previous_id) return { kind: "replay", previous: { id: row.previous_id, requestHash: row.previous_hash } };
  const rate = rateCountOf(row?.count === null || row?.count === undefined ? undefined : { count: row.count, retry_after: Number(row.retry_after) });
  return { kind: "counted", rate, proofSpent: request.proof ? Number(row?.spent) === 1 : null };
}

/**
 * Drops counters of windows that ended more than a day ago. A row keeps only its window's start, so the caller says
 * how long its windows are: a window longer than a day (LEADS_RATE_WINDOW_SECONDS may set one) began more than a day
 * ago and is still counting, and pruning by its start alone would reset a client's count in the middle of a burst.
 */
export async function pruneRateCounters(sql: SqlExecutor, windowSeconds: number): Promise<void> {
  await sql.query(`DELETE FROM lead_rate_counters WHERE window_start < now() - ($1::bigint + 86400) * interval '1 second'`, [windowSeconds]);
}

/**
 * The salt of the client-address hash: IP_HASH_SALT when set, otherwise a
 * random one generated once and kept in `app_settings`, so hashes (and rate
 * counters) stay comparable across restarts and instances.
 */
export function ipHashSalt(sql: SqlExecutor, configured: string | undefined): Promise<string> {
  return configured ? Promise.resolve(configured) : installationSecret(sql, "ip_hash_salt");
}
