import "server-only";
import { createHmac } from "node:crypto";
import type { Database } from "@/db/connection";
import type { SqlExecutor } from "@/db/sql-executor";
import { serverEnv } from "@/env";
import type { Prisma } from "@/generated/prisma/client";
import { type AuditChannel, recordAudit } from "./privacy-audit";
import { emailField } from "@/leads/contract/schemas";
import { ipHashSalt } from "@/leads/store/store";

/**
 * Data-subject rights and retention (docs/leads.md, "Privacy requests and retention"):
 *
 * - `accessByEmail`: everything held about an address (its leads, their outbox rows, an erasure record);
 * - `forgetEmail`: deletes an address's leads and their outbox rows in one transaction and keeps only a salted
 *   HMAC of the address, so a repeated request can be answered without keeping the address;
 * - `purgeExpired`: the retention rules (quarantined, unconfirmed newsletter sign-ups, everything past N months).
 *
 * An address is matched case-insensitively after trimming. That lookup is the one place in raw SQL (see
 * `leadIdsOf`); everything else goes through Prisma.
 */

/** The address as requests compare it: trimmed, lower-cased. The erasure hash is computed over this. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export type EmailCheck = { ok: true; email: string } | { ok: false; code: "required" | "invalid_email" | "too_long" | "invalid_type" };

/**
 * Validates a requested address with the lead forms' own e-mail rule (src/leads/contract/schemas.ts), so every address
 * that can have been stored can be asked for, and garbage is refused before any database work.
 */
export function checkEmail(value: unknown): EmailCheck {
  if (value === undefined || value === null) return { ok: false, code: "required" };
  const parsed = emailField.safeParse(value);
  if (parsed.success) return { ok: true, email: parsed.data };
  const code = parsed.error.issues[0]?.message;
  return { ok: false, code: code === "required" || code === "too_long" || code === "invalid_type" ? code : "invalid_email" };
}

/** HMAC-SHA256 of the normalised address, keyed with the IP hash salt (IP_HASH_SALT or the generated one). */
export function erasureHash(email: string, salt: string): string {
  return createHmac("sha256", salt).update(normaliseEmail(email)).digest("hex");
}

export interface PrivacyOptions {
  /** IP_HASH_SALT; defaults to the environment's. Unset: the salt generated once and kept in `app_settings`. */
  ipHashSalt?: string;
  /** The time recorded for an erasure (tests). */
  now?: Date;
  /**
   * Written to the privacy audit (src/leads/privacy/privacy-audit.ts): for an erasure in the erasing transaction (no erasure
   * without its row), for an access before the report is returned (no report without its row).
   */
  audit?: { channel: AuditChannel; emailHash: string };
}

async function saltFor(db: Pick<Database, "sql">, options: PrivacyOptions): Promise<string> {
  const configured = "ipHashSalt" in options ? options.ipHashSalt : serverEnv().IP_HASH_SALT;
  return ipHashSalt(db.sql, configured);
}

type Queryable = Pick<Prisma.TransactionClient, "$queryRaw">;

/**
 * Ids of the leads stored under `email`, compared case-insensitively. Raw SQL because Prisma cannot express it
 * safely: `equals` with `mode: "insensitive"` compiles to `ILIKE`, where `_` and `%` in the address are wildcards
 * (`a_b@example.com` would match, and erase, `axb@example.com`), and Prisma cannot compare a function of a column.
 * `lower(btrim(email))` is indexed (migration 20261124110000_privacy_email_lookup); btrim also finds a row stored
 * with surrounding spaces (the forms trim, so none should exist).
 */
async function leadIdsOf(client: Queryable, email: string, options: { lock?: boolean } = {}): Promise<string[]> {
  const address = email.trim();
  // `lock` (erasure): the rows are locked in one order, so two requests for one address queue instead of
  // deadlocking; the second sees the rows the first deleted as gone.
  const rows = options.lock
    ? await client.$queryRaw<{ id: string }[]>`
        SELECT id::text AS id FROM leads WHERE lower(btrim(email)) = lower(${address}::text) ORDER BY created_at, id FOR UPDATE`
    : await client.$queryRaw<{ id: string }[]>`
        SELECT id::text AS id FROM leads WHERE lower(btrim(email)) = lower(${address}::text) ORDER BY created_at, id`;
  return rows.map((r) => r.id);
}

/** Ids per statement: far below PostgreSQL's 65,535 bind parameters, whatever a bot stored under one address. */
const ID_CHUNK = 1000;

function chunks<T>(items: T[], size: number = ID_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Dates as ISO 8601 strings: what JSON.stringify would write, typed. */
type Serialised<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

function serialise<T extends object>(row: T): Serialised<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) out[key] = value instanceof Date ? value.toISOString() : value;
  return out as Serialised<T>;
}

const OUTBOX_FIELDS = {
  id: true,
  kind: true,
  status: true,
  attempts: true,
  createdAt: true,
  nextAttemptAt: true,
  deliveredAt: true,
  lastError: true,
  body: true,
} as const satisfies Prisma.LeadOutboxSelect;

type OutboxRow = Prisma.LeadOutboxGetPayload<{ select: typeof OUTBOX_FIELDS }>;
type LeadWithOutbox = Prisma.LeadGetPayload<{ include: { outbox: { select: typeof OUTBOX_FIELDS } } }>;

/** One stored lead with every column, and its outbox rows (CRM webhook deliveries and e-mails, oldest first). */
export type AccessLead = Serialised<Omit<LeadWithOutbox, "outbox">> & { outbox: Serialised<OutboxRow>[] };

export interface AccessReport {
  /** The address as compared (trimmed, lower-cased). */
  email: string;
  generatedAt: string;
  leads: AccessLead[];
  /** The erasure recorded for this address, if any (leads stored since then are listed above). */
  erasure: { erasedAt: string; leadsDeleted: number } | null;
}

/** Everything held about `email` (JSON-serialisable): `npm run leads -- access`, `GET /api/privacy/access`. */
export async function accessByEmail(db: Pick<Database, "prisma" | "sql">, email: string, options: PrivacyOptions = {}): Promise<AccessReport> {
  const ids = await leadIdsOf(db.prisma, email);
  const leads: LeadWithOutbox[] = [];
  for (const part of chunks(ids)) {
    leads.push(
      ...(await db.prisma.lead.findMany({
        where: { id: { in: part } },
        include: { outbox: { select: OUTBOX_FIELDS, orderBy: [{ createdAt: "asc" }, { id: "asc" }] } },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      })),
    );
  }
  const record = await db.prisma.erasureRecord.findUnique({ where: { emailHash: erasureHash(email, await saltFor(db, options)) } });
  if (options.audit) {
    await recordAudit(db, { ...options.audit, action: "access", outcome: leads.length > 0 ? "delivered" : "nothing-held" });
  }
  return {
    email: normaliseEmail(email),
    generatedAt: (options.now ?? new Date()).toISOString(),
    leads: leads.map(({ outbox, ...lead }) => ({ ...serialise(lead), outbox: outbox.map(serialise) })),
    erasure: record ? { erasedAt: record.erasedAt.toISOString(), leadsDeleted: record.leadsDeleted } : null,
  };
}

export type ForgetResult =
  /** Leads were held and are now deleted (with their outbox rows). */
  | { result: "erased"; leadsDeleted: number; erasedAt: string }
  /** Nothing held now, and an earlier request erased this address at `erasedAt`. */
  | { result: "already-erased"; erasedAt: string; leadsDeleted: number }
  /** Nothing held and no erasure recorded. */
  | { result: "nothing-held" };

/**
 * Deletes every lead of `email` and (ON DELETE CASCADE) their outbox rows, and records the salted hash of the
 * address with the time and the count, all in ONE transaction: either everything is gone and recorded, or
 * nothing changed. The address itself is never stored. Leads stored after an erasure (the person signed up
 * again) are erased by the next request, which then moves `erasedAt` to that request and adds to the count.
 */
export async function forgetEmail(db: Pick<Database, "prisma" | "sql">, email: string, options: PrivacyOptions = {}): Promise<ForgetResult> {
  const emailHash = erasureHash(email, await saltFor(db, options));
  const now = options.now ?? new Date();
  return db.prisma.$transaction(
    async (tx) => {
      let deleted = 0;
      for (const part of chunks(await leadIdsOf(tx, email, { lock: true }))) {
        // The count is what this transaction deleted: a concurrent request for the same address waits for the
        // other's commit, finds nothing left and answers "already erased".
        deleted += (await tx.lead.deleteMany({ where: { id: { in: part } } })).count;
      }
      const audit = async (outcome: ForgetResult["result"]) => {
        if (options.audit) await recordAudit(tx, { ...options.audit, action: "erase", outcome });
      };
      if (deleted === 0) {
        const record = await tx.erasureRecord.findUnique({ where: { emailHash } });
        await audit(record ? "already-erased" : "nothing-held");
        return record
          ? ({ result: "already-erased", erasedAt: record.erasedAt.toISOString(), leadsDeleted: record.leadsDeleted } as const)
          : ({ result: "nothing-held" } as const);
      }
      await tx.erasureRecord.upsert({
        where: { emailHash },
        create: { emailHash, erasedAt: now, leadsDeleted: deleted },
        update: { erasedAt: now, leadsDeleted: { increment: deleted } },
      });
      await audit("erased");
      return { result: "erased", leadsDeleted: deleted, erasedAt: now.toISOString() } as const;
    },
    // Chunks of 1,000 deletes each stay far below the statement timeout; the whole may take longer than Prisma's 5 s.
    { maxWait: 10_000, timeout: 60_000 },
  );
}

/** The retention periods (src/env.ts: RETENTION_MONTHS, RETENTION_QUARANTINE_DAYS, RETENTION_UNCONFIRMED_DAYS). */
export interface Retention {
  months: number;
  quarantineDays: number;
  unconfirmedDays: number;
}

export const RETENTION_DEFAULTS: Retention = { months: 24, quarantineDays: 30, unconfirmedDays: 30 };

export function retentionFromEnv(): Retention {
  const env = serverEnv();
  return { months: env.RETENTION_MONTHS, quarantineDays: env.RETENTION_QUARANTINE_DAYS, unconfirmedDays: env.RETENTION_UNCONFIRMED_DAYS };
}

/** Leads deleted by one purge, per rule (a lead is counted once, under the first rule that deleted it). */
export interface PurgeCounts {
  /** Quarantined (bot-suspected) leads older than `quarantineDays`. */
  quarantined: number;
  /** Newsletter sign-ups never confirmed (`confirmed_at` null) older than `unconfirmedDays`. */
  unconfirmedNewsletter: number;
  /** Any lead older than `months`. */
  expired: number;
}

/** `now` minus whole calendar months, in UTC, clamped to the month's last day (31 March - 1 month = 28/29 February). */
export function subtractMonths(now: Date, months: number): Date {
  const d = new Date(now.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The cut-off of each rule: leads created strictly before it are deleted. */
export function retentionCutoffs(now: Date, retention: Retention) {
  return {
    quarantined: new Date(now.getTime() - retention.quarantineDays * DAY_MS),
    unconfirmedNewsletter: new Date(now.getTime() - retention.unconfirmedDays * DAY_MS),
    expired: subtractMonths(now, retention.months),
  };
}

/** Rows per delete: short statements and transactions, whatever the backlog. */
export const PURGE_BATCH = 1000;

export interface PurgeOptions {
  /** Rows per delete (default PURGE_BATCH). */
  batch?: number;
  /** Aborted (shutdown): no further batch starts; what was deleted so far stays deleted. */
  signal?: AbortSignal;
}

async function deleteInBatches(db: Pick<Database, "prisma">, where: Prisma.LeadWhereInput, options: PurgeOptions): Promise<number> {
  const batch = options.batch ?? PURGE_BATCH;
  let total = 0;
  for (;;) {
    if (options.signal?.aborted) return total;
    const ids = (await db.prisma.lead.findMany({ where, select: { id: true }, take: batch })).map((r) => r.id);
    if (ids.length === 0) return total;
    // The rule is checked again: a lead released or confirmed since it was read is kept. Rows another instance
    // deleted meanwhile are simply not counted (concurrent purges are harmless).
    total += (await db.prisma.lead.deleteMany({ where: { AND: [where, { id: { in: ids } }] } })).count;
    if (ids.length < batch) return total;
  }
}

/**
 * The cut-offs computed by the database from its own clock (`now()`), like the outbox and the rate counters: every
 * instance agrees whatever its own clock says. Months are calendar months in UTC, clamped to the month's end, as in
 * `subtractMonths`. `at` replaces the database's `now()` (tests, `npm run leads -- purge` with a fixed clock).
 */
export async function databaseCutoffs(sql: SqlExecutor, retention: Retention, at?: Date) {
  const rows = await sql.query<{ quarantined: Date | string; unconfirmed: Date | string; expired: Date | string }>(
    `SELECT b.t - make_interval(days => $2::int) AS quarantined,
            b.t - make_interval(days => $3::int) AS unconfirmed,
            ((b.t AT TIME ZONE 'UTC') - make_interval(months => $4::int)) AT TIME ZONE 'UTC' AS expired
       FROM (SELECT coalesce($1::timestamptz, now()) AS t) b`,
    [at ? at.toISOString() : null, retention.quarantineDays, retention.unconfirmedDays, retention.months],
  );
  const row = rows[0];
  if (!row) throw new Error("the database returned no retention cut-offs");
  return { quarantined: new Date(row.quarantined), unconfirmedNewsletter: new Date(row.unconfirmed), expired: new Date(row.expired) };
}

/**
 * Applies the retention rules at the database's `now()` (or `at`): deletes (with their outbox rows) quarantined
 * leads older than `quarantineDays`, newsletter sign-ups never confirmed older than `unconfirmedDays`, and every
 * lead older than `months`, in batches of `PURGE_BATCH`. Only deletes: several instances may run it at once.
 */
export async function purgeExpired(
  db: Pick<Database, "prisma" | "sql">,
  at: Date | undefined,
  retention: Retention = RETENTION_DEFAULTS,
  options: PurgeOptions = {},
): Promise<PurgeCounts> {
  const cutoff = await databaseCutoffs(db.sql, retention, at);
  const quarantined = await deleteInBatches(db, { quarantineReason: { not: null }, createdAt: { lt: cutoff.quarantined } }, options);
  const unconfirmedNewsletter = await deleteInBatches(
    db,
    { form: "newsletter", confirmedAt: null, createdAt: { lt: cutoff.unconfirmedNewsletter } },
    options,
  );
  const expired = await deleteInBatches(db, { createdAt: { lt: cutoff.expired } }, options);
  return { quarantined, unconfirmedNewsletter, expired };
}

/** One line for logs and the CLI. */
export function describePurge(counts: PurgeCounts, retention: Retention): string {
  return (
    `purged ${counts.quarantined} quarantined lead(s) older than ${retention.quarantineDays} days, ` +
    `${counts.unconfirmedNewsletter} unconfirmed newsletter sign-up(s) older than ${retention.unconfirmedDays} days, ` +
    `${counts.expired} lead(s) older than ${retention.months} months`
  );
}
