/**
 * Form funnel events for the lead forms (src/analytics/track.ts; the event
 * catalogue is src/analytics/events.ts). No personal data: only the form id
 * and, for failures, the failure kind.
 */
import type { FormFailureReason } from "@/analytics/events";
import { track } from "@/analytics/track";
import type { LeadForm } from "@/leads/contract/enums";

export type FormEventName = "form_viewed" | "form_started" | "form_submitted" | "form_succeeded" | "form_failed";

export function trackFormEvent(event: FormEventName, form: LeadForm, reason?: FormFailureReason): void {
  if (event === "form_failed") {
    track("form_failed", { form, reason: reason ?? "unknown" });
    return;
  }
  track(event, { form });
  if (event === "form_succeeded" && form === "newsletter") track("newsletter_subscribed");
}
