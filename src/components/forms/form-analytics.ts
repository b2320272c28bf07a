/**
 * Form analytics events (no personal data: only the form id, the page id and,
 * for failures, the failure kind). Wired to src/analytics/track.ts when that
 * module exists (helper H6); until then events are dropped.
 */
import type { LeadForm } from "@/leads/enums";

export type FormEventName = "form_viewed" | "form_started" | "form_submitted" | "form_succeeded" | "form_failed";

export interface FormEventProps {
  form: LeadForm;
  page: string;
  reason?: string;
}

export function trackFormEvent(_event: FormEventName, _props: FormEventProps): void {}
