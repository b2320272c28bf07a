import "server-only";
import { createHmac, randomUUID } from "node:crypto";
import type { Database } from "@/db/connection";
import type { SqlExecutor } from "@/db/sql-executor";
import type { Prisma } from "@/generated/prisma/client";
import { linkKey } from "@/security/link-signing";

/**
 * The privacy audit (docs/leads.md, "Privacy audit"): one row in `privacy_audit` per access to or erasure of an
 * address's data, whichever way it came (the self-service link, the operator API, the CLI), and per self-service
 * link requested. A row holds when, the channel, the action, the outcome and a keyed hash of the address,
 * HMAC-SHA256 with a key derived from the link-signing secret: the operator can find the rows of an address they
 * are asked about, and the table alone names nobody. Never the address itself. Rows are only ever inserted.
 */
export type AuditChannel = "self-service" | "api" | "cli";
export type AuditAction = "access" | "erase" | "link-requested";

export interface AuditEntry {
  channel: AuditChannel;
  action: AuditAction;
  /** The hash of the address (`auditHash`). */
  emailHash: string;
  outcome: string;
}

/** The key of the audit's address hash, derived from the link-signing secret. */
export function auditKey(sql: SqlExecutor, linkSecret: string | undefined): Promise<Buffer> {
  return linkKey(sql, linkSecret, "privacy audit v1");
}

/** HMAC-SHA256 (hex) of the address as requests compare it (trimmed, lower-cased). */
export function auditHash(key: Buffer, email: string): string {
  return createHmac("sha256", key).update(email.trim().toLowerCase()).digest("hex");
}

/** `auditHash` with the installation's key. */
export async function auditHashOf(sql: SqlExecutor, linkSecret: string | undefined, email: string): Promise<string> {
  return auditHash(await auditKey(sql, linkSecret), email);
}

type AuditWriter = Pick<Prisma.TransactionClient, "privacyAudit">;

/** Inserts one audit row (inside the caller's transaction when given one). */
export async function recordAudit(db: Pick<Database, "prisma"> | AuditWriter, entry: AuditEntry): Promise<void> {
  const client = "prisma" in db ? db.prisma : db;
  await client.privacyAudit.create({ data: { id: randomUUID(), ...entry } });
}

export interface AuditRow {
  at: string;
  channel: string;
  action: string;
  outcome: string;
}

/** The audit rows of one address, oldest first (`npm run leads -- audit <email>`). */
export async function auditOf(db: Pick<Database, "prisma">, emailHash: string): Promise<AuditRow[]> {
  const rows = await db.prisma.privacyAudit.findMany({ where: { emailHash }, orderBy: [{ at: "asc" }, { id: "asc" }] });
  return rows.map((r) => ({ at: r.at.toISOString(), channel: r.channel, action: r.action, outcome: r.outcome }));
}
