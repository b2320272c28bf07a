import { captureLeadCreated } from "@/analytics/server";
import type { CommittedLeadInfo } from "./committed-lead";

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
