import { captureLeadCreated } from "@/analytics/server";
import type { LeadForm } from "@/leads/contract/enums";

/**
 * What is known about a lead once it is committed. Deliberately without email,
 * company or free text (lead contract 16): safe to hand to analytics.
 */
export interface CommittedLeadInfo {
  id: string;
  form: LeadForm;
  locale: string;
  quarantined: boolean;
  rateFlagged: boolean;
  fitScore: number;
  visitorId: string | null;
  homeVariant: string | null;
  analyticsConsent: "granted" | "denied" | null;
  page: string | null;
  cta: string | null;
  utm: Record<string, string> | null;
  /** False for a replay of an already stored lead. */
  created: boolean;
}

/**
 * Called after a lead is committed, without being awaited by the response.
 * Never throws and never blocks: anything slow is started and left to run.
 * Server-side analytics (PostHog capture) plug in here.
 */
export async function afterLeadCommitted(info: CommittedLeadInfo): Promise<void> {
  try {
    if (!info.created) return;
    // Hooks are added here (e.g. analytics capture); each one must catch its own errors.
    captureLeadCreated(info);
  } catch {
    // never throw
  }
}
