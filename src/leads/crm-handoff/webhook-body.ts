import "server-only";
import type { LeadRow } from "@/leads/store/store";

/**
 * The JSON the CRM receives for one lead, stored in its outbox row and signed at delivery (docs/leads.md,
 * "CRM hand-off (webhook)"). No IP hash, user agent or visitor id.
 */
export function webhookBody(lead: LeadRow): string {
  return JSON.stringify({
    event: "lead.created",
    id: lead.id,
    form: lead.form,
    createdAt: lead.createdAt.toISOString(),
    email: lead.email,
    company: lead.company,
    locale: lead.locale,
    answers: lead.answers,
    page: lead.page,
    cta: lead.cta,
    utm: lead.utm,
    fitScore: lead.fitScore,
    derived: lead.derived,
    rateFlagged: lead.rateFlagged,
  });
}
