import type { LeadForm } from "@/leads/contract/enums";

/**
 * What is known about a lead once it is committed. Deliberately without email, company or free text: safe to
 * hand to analytics (src/analytics/server.ts `captureLeadCreated`).
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
