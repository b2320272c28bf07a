import "server-only";
import { randomUUID } from "node:crypto";
import type { Database } from "@/db/connection";
import { emailJobBody } from "@/mail/outbox-mail";
import { ipHashSalt, leadRowOf } from "@/leads/store/store";
import { MAIL_LIMIT_DEFAULTS, type MailLimits, type MailSuppression, mailSuppression } from "@/mail/recipient-limits";
import { webhookBody } from "@/leads/crm-handoff/webhook-body";

/**
 * Sales' way back from a bot suspicion: a quarantined lead (honeypot or too
 * fast) is released, i.e. its `quarantine_reason` is cleared (kept in
 * `derived.quarantine` with the time of release) and, with a CRM webhook
 * configured, an outbox row is queued in the same transaction, so it reaches
 * the CRM like any other lead (the server's delivery loop, or `leads deliver`).
 */
export type ReleaseResult =
  | { kind: "released"; id: string; reason: string; queued: boolean }
  | { kind: "not-found" }
  | { kind: "not-quarantined"; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A newsletter sign-up not yet confirmed: released, it gets its confirmation e-mail and no CRM row yet. */
function awaitsConfirmation(lead: { form: string; confirmedAt: Date | null }): boolean {
  return lead.form === "newsletter" && lead.confirmedAt === null;
}

export interface ReleaseOptions {
  webhookConfigured: boolean;
  /** The configured IP hash salt, if any (the recipient counters are keyed with the installation's salt). */
  ipHashSalt?: string;
  mailLimits?: MailLimits;
}

export async function releaseLead(db: Pick<Database, "prisma" | "sql">, id: string, options: ReleaseOptions): Promise<ReleaseResult> {
  if (!UUID.test(id)) return { kind: "not-found" };
  const { webhookConfigured } = options;
  // A pending newsletter gets its confirmation e-mail once released (below), under the same per-recipient limits as a
  // new sign-up (src/mail/recipient-limits.ts): releasing many sign-ups for one address sends no more than they allow.
  // Counted before the transaction, on the pool (the embedded database has one connection, which the transaction
  // holds): a release that then finds the lead already released counts for nothing, so counts only ever overstate.
  const before = await db.prisma.lead.findUnique({ where: { id }, select: { form: true, email: true, confirmedAt: true, quarantineReason: true } });
  let suppressed: MailSuppression | null = null;
  if (before?.quarantineReason && awaitsConfirmation(before)) {
    const salt = await ipHashSalt(db.sql, options.ipHashSalt);
    suppressed = await mailSuppression(db.sql, { id, form: before.form, email: before.email }, salt, options.mailLimits ?? MAIL_LIMIT_DEFAULTS);
  }
  return db.prisma.$transaction(async (tx) => {
    const lead = await tx.lead.findUnique({ where: { id }, include: { outbox: { select: { id: true } } } });
    if (!lead) return { kind: "not-found" } as const;
    if (lead.quarantineReason === null) return { kind: "not-quarantined", id } as const;
    const derived = {
      ...(lead.derived && typeof lead.derived === "object" && !Array.isArray(lead.derived) ? lead.derived : {}),
      quarantine: { reason: lead.quarantineReason, releasedAt: new Date().toISOString() },
    };
    // Conditional on still being quarantined: two concurrent releases queue one delivery.
    const pendingSignUp = awaitsConfirmation(lead);
    const updated = await tx.lead.updateMany({
      where: { id, quarantineReason: { not: null } },
      data: { quarantineReason: null, derived, ...(pendingSignUp ? { mailSuppressed: suppressed } : {}) },
    });
    if (updated.count === 0) return { kind: "not-quarantined", id } as const;
    const row = leadRowOf({ ...lead, quarantineReason: null, derived });
    // A newsletter subscription is double opt-in: released, it gets its confirmation e-mail and reaches the CRM only
    // once confirmed (src/leads/newsletter/newsletter.ts). Any other lead goes to the CRM now.
    const queued = webhookConfigured && lead.outbox.length === 0 && !pendingSignUp;
    if (queued) {
      await tx.leadOutbox.create({ data: { id: randomUUID(), leadId: lead.id, body: webhookBody(row) } });
    }
    const email = pendingSignUp && suppressed === null ? emailJobBody(row) : null;
    if (email) await tx.leadOutbox.create({ data: { id: randomUUID(), leadId: lead.id, body: email, kind: "email" } });
    return { kind: "released", id, reason: lead.quarantineReason, queued } as const;
  });
}
