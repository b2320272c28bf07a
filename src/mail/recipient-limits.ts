import "server-only";
import { createHmac } from "node:crypto";
import type { SqlExecutor } from "@/db/sql-executor";
import { DURATIONS } from "@/config/business-constants";
import { serverEnv } from "@/env";
import { addressDomain } from "@/leads/contract/email-address";

/**
 * No mail relay: however many requests name an address, and from however many client addresses, the site sends
 * that address (and its domain) at most a documented number of e-mails a day. Counted in PostgreSQL, so every app
 * instance shares the counts; keyed by a salted hash of the recipient, never the address itself.
 *
 * - At most `perAddressPerDay` e-mails to one address and `perDomainPerDay` to one domain per UTC day, whichever
 *   form (or privacy request) asked for them (MAIL_LIMIT_PER_ADDRESS_PER_DAY, MAIL_LIMIT_PER_DOMAIN_PER_DAY).
 * - At most one newsletter confirmation pending per address: a second sign-up while the first link is still valid
 *   (and the first sign-up neither confirmed nor unsubscribed) gets no second link.
 *
 * A request over a limit is still stored and acknowledged like any other: only its e-mail is left out, and the lead
 * says why (`mail_suppressed`, shown by the export and the CLI).
 */
export const MAIL_LIMIT_DEFAULTS = {
  /** A visitor who books a demo, runs the check, downloads the map and subscribes needs four. */
  perAddressPerDay: 4,
  /** A whole company's team on one day; free-mail domains share it, so busy sites raise it. */
  perDomainPerDay: 40,
} as const;

export interface MailLimits {
  perAddressPerDay: number;
  perDomainPerDay: number;
}

export function mailLimitsFromEnv(): MailLimits {
  const env = serverEnv();
  return {
    perAddressPerDay: env.MAIL_LIMIT_PER_ADDRESS_PER_DAY ?? MAIL_LIMIT_DEFAULTS.perAddressPerDay,
    perDomainPerDay: env.MAIL_LIMIT_PER_DOMAIN_PER_DAY ?? MAIL_LIMIT_DEFAULTS.perDomainPerDay,
  };
}

export type MailSuppression = "address_daily_limit" | "domain_daily_limit" | "confirmation_pending" | "quarantined";

export const MAIL_SUPPRESSIONS: readonly MailSuppression[] = [
  "address_daily_limit",
  "domain_daily_limit",
  "confirmation_pending",
  "quarantined",
];

/** The counter bucket of an address or a domain: a salted HMAC, so the table names nobody. */
export function recipientBucket(kind: "address" | "domain", value: string, salt: string): string {
  return `${kind}:${createHmac("sha256", salt).update(`mail recipient ${kind}\n${value.toLowerCase()}`).digest("hex")}`;
}

/** The parameters of the counting SQL (`recipientCountSql`), bound by the statement that embeds it. */
export interface RecipientCount {
  /** recipientBucket("address", ...) */
  addressBucket: string;
  /** recipientBucket("domain", ...) */
  domainBucket: string;
  limits: MailLimits;
}

export function recipientCount(email: string, salt: string, limits: MailLimits): RecipientCount {
  return { addressBucket: recipientBucket("address", email, salt), domainBucket: recipientBucket("domain", addressDomain(email), salt), limits };
}

/**
 * The counting as SQL to embed in a statement: CTEs `mail_address` and `mail_domain` (the upserts) and `mail_verdict`,
 * one row whose `reason` is null when the e-mail may be sent, else `address_daily_limit` or `domain_daily_limit`.
 * `p` names the statement's placeholders: whether to count at all (a boolean: nothing is counted and the reason is
 * null when false), the two buckets and the two limits.
 *
 * Race-free across instances because it runs inside one statement: `INSERT ... ON CONFLICT DO UPDATE SET count =
 * count + 1 ... RETURNING count` on the address's (bucket, day) row, then on the domain's row. PostgreSQL takes the
 * row lock of a (bucket, day) row before incrementing it, so concurrent statements for one bucket are serialised and
 * each reads back a distinct count (1, 2, 3, ...): exactly the first `limit` callers of the day see `count <= limit`.
 * Two first inserts racing each other are resolved by the primary key (the loser waits and takes the update path).
 * The day comes from the database clock, so instances with skewed clocks agree. Every statement locks the address
 * row before the domain row (and an address has one domain), so two statements cannot deadlock.
 *
 * The domain's count moves only for a request the address's limit let through: hammering one address cannot use up
 * the day of everyone else at that domain. A request refused by the domain still counts against its address: counts
 * only ever overstate what was sent.
 */
export function recipientCountSql(p: { count: string; address: string; domain: string; addressLimit: string; domainLimit: string }): string {
  return `mail_address AS (
       INSERT INTO mail_recipient_counters AS c (bucket, day, count)
       SELECT ${p.address}, (now() AT TIME ZONE 'UTC')::date, 1 WHERE ${p.count}::boolean
       ON CONFLICT (bucket, day) DO UPDATE SET count = c.count + 1
       RETURNING c.count, c.day
     ), mail_domain AS (
       INSERT INTO mail_recipient_counters AS c (bucket, day, count)
       SELECT ${p.domain}, mail_address.day, 1 FROM mail_address WHERE mail_address.count <= ${p.addressLimit}::int
       ON CONFLICT (bucket, day) DO UPDATE SET count = c.count + 1
       RETURNING c.count
     ), mail_verdict AS (
       SELECT CASE
         WHEN NOT ${p.count}::boolean THEN NULL
         WHEN (SELECT count FROM mail_address) > ${p.addressLimit}::int THEN 'address_daily_limit'
         WHEN (SELECT count FROM mail_domain) <= ${p.domainLimit}::int THEN NULL
         ELSE 'domain_daily_limit'
       END AS reason
     )`;
}

/** `recipientCountSql`'s bound values, in its placeholders' order (count, address, domain, addressLimit, domainLimit). */
export function recipientCountParams(count: RecipientCount | null): unknown[] {
  return [count !== null, count?.addressBucket ?? null, count?.domainBucket ?? null, count?.limits.perAddressPerDay ?? 0, count?.limits.perDomainPerDay ?? 0];
}

/** The lead path prunes old counters now and then (1 % of the counts). */
export function maybePruneRecipientCounters(sql: SqlExecutor): void {
  if (Math.random() < 0.01) void pruneRecipientCounters(sql).catch(() => undefined);
}

const COUNT_RECIPIENT_SQL = `WITH ${recipientCountSql({ count: "$1", address: "$2", domain: "$3", addressLimit: "$4", domainLimit: "$5" })}
     SELECT reason FROM mail_verdict`;

/**
 * Counts one e-mail to `email` against the address's and the domain's daily limits (`recipientCountSql`, one
 * statement), and answers whether it may be sent. A new lead's e-mail is counted inside the lead's own INSERT instead
 * (src/leads/store/store.ts).
 */
export async function countRecipientMail(
  sql: SqlExecutor,
  email: string,
  salt: string,
  limits: MailLimits,
): Promise<{ ok: true } | { ok: false; reason: "address_daily_limit" | "domain_daily_limit" }> {
  const rows = await sql.query<{ reason: "address_daily_limit" | "domain_daily_limit" | null }>(
    COUNT_RECIPIENT_SQL,
    recipientCountParams(recipientCount(email, salt, limits)),
    { name: "mail_recipient_count" },
  );
  const row = rows[0];
  if (!row) throw new Error("recipient counter upsert returned nothing");
  if (row.reason !== null) return { ok: false, reason: row.reason };
  maybePruneRecipientCounters(sql);
  return { ok: true };
}

/**
 * Takes the address's one newsletter-confirmation slot for `leadId`, or answers false when another sign-up holds
 * it. One statement again: the primary key on the hashed address admits one row; `ON CONFLICT DO UPDATE ... WHERE`
 * takes the row over (under its row lock) only when its holder no longer waits for a confirmation: the link
 * expired, or the holder's sign-up was confirmed, unsubscribed or erased. The holder's lead row is written after
 * this statement (in the lead's own transaction), so a holder younger than a minute whose lead is not visible yet is
 * still waiting, not gone (statements time out after 5 s, so a minute is ample).
 */
export async function claimNewsletterConfirmation(sql: SqlExecutor, email: string, salt: string, leadId: string): Promise<boolean> {
  const rows = await sql.query<{ lead_id: string }>(
    `INSERT INTO newsletter_pending_confirmations AS p (address_hash, lead_id, claimed_at, expires_at)
     VALUES ($1, $2::uuid, now(), now() + make_interval(days => $3::int))
     ON CONFLICT (address_hash) DO UPDATE
       SET lead_id = EXCLUDED.lead_id, claimed_at = EXCLUDED.claimed_at, expires_at = EXCLUDED.expires_at
       WHERE p.expires_at <= now()
          OR (p.claimed_at < now() - interval '1 minute'
              AND NOT EXISTS (SELECT 1 FROM leads l
                              WHERE l.id = p.lead_id AND l.confirmed_at IS NULL AND l.unsubscribed_at IS NULL))
     RETURNING p.lead_id::text AS lead_id`,
    [recipientBucket("address", email, salt), leadId, DURATIONS.newsletterConfirmDays],
  );
  return rows[0]?.lead_id === leadId;
}

/**
 * Everything a new lead's e-mail must pass before it is queued: the newsletter's pending confirmation first (a
 * second link is refused without using up the day's count), then the daily counts. Null: queue the e-mail.
 */
export async function mailSuppression(
  sql: SqlExecutor,
  lead: { id: string; form: string; email: string },
  salt: string,
  limits: MailLimits,
): Promise<MailSuppression | null> {
  if (lead.form === "newsletter" && !(await claimNewsletterConfirmation(sql, lead.email, salt, lead.id))) {
    return "confirmation_pending";
  }
  const counted = await countRecipientMail(sql, lead.email, salt, limits);
  if (!counted.ok) {
    // The slot was taken for a link that will not be sent: give it back.
    if (lead.form === "newsletter") await releaseNewsletterConfirmation(sql, lead.id);
    return counted.reason;
  }
  return null;
}

export async function releaseNewsletterConfirmation(sql: SqlExecutor, leadId: string): Promise<void> {
  await sql.query(`DELETE FROM newsletter_pending_confirmations WHERE lead_id = $1::uuid`, [leadId]);
}

/** Drops day counters older than two days and expired newsletter slots. */
export async function pruneRecipientCounters(sql: SqlExecutor): Promise<void> {
  await sql.query(`DELETE FROM mail_recipient_counters WHERE day < (now() AT TIME ZONE 'UTC')::date - 1`);
  await sql.query(`DELETE FROM newsletter_pending_confirmations WHERE expires_at < now()`);
}
