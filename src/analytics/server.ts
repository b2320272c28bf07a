import "server-only";
import { PostHog } from "posthog-node";
import { serverEnv } from "@/env";
import type { CommittedLeadInfo } from "@/leads/intake/committed-lead";
import { type ServerEventCatalogue, sanitizeProps } from "./events";

/**
 * Server-side analytics (posthog-node): events only the server can see, such as
 * a lead being stored. Off when POSTHOG_API_KEY is unset. The distinct id is the
 * visitor id cookie, the same id posthog-js uses in the browser, so server and
 * browser events line up in one funnel. No personal data: the lead's id, form,
 * locale and variant only; never email, company or free text.
 */
const globalForPosthog: typeof globalThis & { attestraPosthog?: PostHog | null } = globalThis;

function client(): PostHog | null {
  if (globalForPosthog.attestraPosthog !== undefined) return globalForPosthog.attestraPosthog;
  const env = serverEnv();
  globalForPosthog.attestraPosthog = env.POSTHOG_API_KEY
    ? new PostHog(env.POSTHOG_API_KEY, { host: env.POSTHOG_HOST, flushAt: 1, flushInterval: 0, disableGeoip: true })
    : null;
  return globalForPosthog.attestraPosthog;
}

export function captureServerEvent<N extends keyof ServerEventCatalogue>(distinctId: string, event: N, props: ServerEventCatalogue[N]): void {
  const posthog = client();
  if (!posthog) return;
  posthog.capture({
    distinctId,
    event,
    // No person profile for anonymous visitors (PostHog's anonymous events).
    properties: { ...sanitizeProps(props as Record<string, unknown>), $process_person_profile: false },
  });
}

/**
 * Called from src/leads/intake/after-commit.ts: counts a stored lead in PostHog when the
 * visitor accepted analytics and is known by the visitor id cookie. Quarantined
 * leads (likely spam) are not counted.
 */
export function captureLeadCreated(info: CommittedLeadInfo): void {
  if (!info.created || info.quarantined || info.analyticsConsent !== "granted" || !info.visitorId) return;
  try {
    captureServerEvent(info.visitorId, "lead_created", {
      form: info.form,
      locale: info.locale,
      home_variant: info.homeVariant ?? "",
      fit_score: info.fitScore,
      cta: info.cta ?? "",
      // PostHog's feature property, so PostHog Experiments can use the lead as a metric (docs/experiments.md).
      ...(info.homeVariant ? { "$feature/home-variant": info.homeVariant } : {}),
    });
  } catch (error) {
    console.warn("[analytics] lead capture failed:", error instanceof Error ? error.message : error);
  }
}
