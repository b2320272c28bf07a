import "server-only";
import type { Database } from "@/db/connection";
import { renderPdf } from "@/documents/render-pdf";
import { type DeliverStats, OUTBOX, type ProcessOptions, processDue, scheduleKick } from "@/leads/crm-handoff/outbox";
import { serverEnv } from "@/env";
import { newsletterKey, newsletterLinks } from "@/leads/newsletter/newsletter";
import { buildEmail, type MailLead, sendsEmail } from "./content";
import { createMailer, type MailConfig, type Mailer, mailConfigFromEnv, senderDomain } from "./mailer";

/**
 * E-mail to visitors through the lead outbox (src/leads/crm-handoff/outbox.ts): a lead that
 * is promised an e-mail gets an outbox row of kind 'email' in the lead's own
 * INSERT statement (src/leads/store/store.ts), and this module delivers such rows with
 * the webhook's claim/lease/backoff. The row holds only the job; the message is
 * rendered from the stored lead at send time, so erasing the lead (cascade)
 * also cancels its unsent e-mail. Quarantined leads get no row.
 *
 * At least once: the Message-ID is derived from the outbox row, so the rare
 * duplicate (a crash between the SMTP server's 250 and the row's update) is the
 * same message to every receiving system.
 */
export interface EmailJob {
  v: 1;
  template: string;
  leadId: string;
}

/** The outbox body of a lead's e-mail, or null when its form promises none or it is quarantined. */
export function emailJobBody(lead: { id: string; form: string; quarantineReason: string | null }): string | null {
  if (lead.quarantineReason !== null || !sendsEmail(lead.form)) return null;
  const job: EmailJob = { v: 1, template: lead.form, leadId: lead.id };
  return JSON.stringify(job);
}

export interface EmailDeliveryOptions extends ProcessOptions {
  config?: MailConfig;
  mailer?: Mailer;
}

type StoredMailLead = MailLead & { quarantineReason: string | null; confirmedAt: Date | null; unsubscribedAt: Date | null };

/** The leads of one claimed batch of e-mail rows, in one query (absent: erased since the row was queued). */
async function loadLeads(db: Database, rows: readonly { body: string }[]): Promise<Map<string, StoredMailLead>> {
  const ids = rows.map((row) => (JSON.parse(row.body) as EmailJob).leadId);
  const found = await db.prisma.lead.findMany({ where: { id: { in: ids } } });
  return new Map(
    found.map((row) => [
      row.id,
      {
        id: row.id,
        form: row.form,
        email: row.email,
        company: row.company,
        locale: row.locale,
        answers: (row.answers ?? {}) as Record<string, unknown>,
        derived: (row.derived ?? {}) as Record<string, unknown>,
        createdAt: row.createdAt,
        quarantineReason: row.quarantineReason,
        confirmedAt: row.confirmedAt,
        unsubscribedAt: row.unsubscribedAt,
      },
    ]),
  );
}

/** Sends every due e-mail row once; what failed is retried later with backoff (OUTBOX). */
export async function deliverEmailsDue(db: Database, options: EmailDeliveryOptions = {}): Promise<DeliverStats> {
  const config = options.config ?? mailConfigFromEnv();
  const mailer = options.mailer ?? createMailer(config);
  try {
    return await processDue<Map<string, StoredMailLead>>(
      db.sql,
      "email",
      async (row, leads) => {
        const job = JSON.parse(row.body) as EmailJob;
        const lead = leads.get(job.leadId);
        // Erased or quarantined after queuing: nothing to send, and nothing to retry.
        if (!lead || lead.quarantineReason !== null) return;
        // Newsletter: the e-mail is the confirmation link (double opt-in), pointless once confirmed or unsubscribed;
        // like every newsletter e-mail it carries the one-click unsubscribe (RFC 8058).
        let links: ReturnType<typeof newsletterLinks> | null = null;
        if (lead.form === "newsletter") {
          if (lead.confirmedAt || lead.unsubscribedAt) return;
          links = newsletterLinks(await newsletterKey(db.sql, serverEnv().LINK_SIGNING_SECRET), config.siteUrl, lead);
        }
        const content = await buildEmail(lead, { siteUrl: config.siteUrl, confirmUrl: links?.confirmUrl, unsubscribeUrl: links?.unsubscribePageUrl });
        if (!content) return;
        const attachments = content.pdf
          ? [{ filename: content.pdf.fileName, content: Buffer.from(await renderPdf(content.pdf.spec)), contentType: "application/pdf" }]
          : [];
        await mailer.send({
          to: lead.email,
          subject: content.subject,
          text: content.text,
          html: content.html,
          attachments,
          messageId: `<${row.id}@${senderDomain(config.from)}>`,
          headers: {
            "Content-Language": content.locale,
            "Auto-Submitted": "auto-generated",
            "X-Attestra-Lead": lead.id,
            ...(links ? { "List-Unsubscribe": `<${links.oneClickUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } : {}),
          },
        });
      },
      // One query loads the leads of the whole batch.
      { ...options, prepare: (rows) => loadLeads(db, rows) },
    );
  } finally {
    if (!options.mailer) mailer.close();
  }
}

const loop = globalThis as typeof globalThis & {
  __mailOutboxLoop?: { timer: ReturnType<typeof setInterval>; running: boolean; again: boolean; kicked?: ReturnType<typeof setTimeout> };
};

/**
 * Starts (once per process) the background e-mail loop, on the outbox's interval,
 * and runs a pass now. A pass never overlaps another and never throws.
 */
export function kickMailDelivery(getDatabase: () => Promise<Database>): void {
  const run = async () => {
    const state = loop.__mailOutboxLoop;
    if (!state) return;
    if (state.running) {
      state.again = true;
      return;
    }
    state.running = true;
    try {
      do {
        state.again = false;
        await deliverEmailsDue(await getDatabase());
      } while (state.again);
    } catch (error) {
      console.error("[mail] outbox e-mail pass failed:", error instanceof Error ? error.message : error);
    } finally {
      state.running = false;
    }
  };
  if (!loop.__mailOutboxLoop) {
    const timer = setInterval(() => void run(), OUTBOX.loopIntervalMs);
    timer.unref?.();
    loop.__mailOutboxLoop = { timer, running: false, again: false };
  }
  scheduleKick(loop.__mailOutboxLoop, run);
}

export function stopMailDelivery(): void {
  if (loop.__mailOutboxLoop) {
    clearInterval(loop.__mailOutboxLoop.timer);
    clearTimeout(loop.__mailOutboxLoop.kicked);
  }
  loop.__mailOutboxLoop = undefined;
}
