/**
 * Browser-side `track(name, props)`: the one way components report analytics
 * events. Safe to call anywhere in client code: it does nothing on the server,
 * when PostHog is off (NEXT_PUBLIC_POSTHOG_KEY unset) or before the visitor has
 * accepted analytics (the analytics island registers a sink only after consent,
 * src/components/analytics/analytics-provider.tsx). Every event carries the page
 * locale and the home variation the visitor last viewed (`$feature/home-variant`,
 * PostHog's feature property, and `home_variant`).
 *
 * The home experiment exposure is special (`recordExposure`): it is held in
 * memory with its original timestamp while the visitor has not decided on
 * consent yet, sent when they accept in this tab (on any page: the module
 * outlives client navigations), and dropped when they decline.
 *
 *   track("form_failed", { form: "book-demo", reason: "validation" });
 *   track("scorecard_retaken");
 */
import { COOKIES } from "@/config/cookies";
import { parseServedCookie, type ServedAssignment } from "@/experiments/variant-cookie";
import { type EventContext, type EventName, type EventProps, sanitizeProps } from "./events";

type Props = Record<string, string | number | boolean | null>;
const QUEUE_LIMIT = 50;
type Sink = (name: EventName, props: Props, timestamp: Date) => void;

let sink: Sink | null = null;
const listeners = new Set<() => void>();
/**
 * Events reported while PostHog is still loading for a visitor who has already
 * accepted (a form's mount effect runs before the analytics island's): held in
 * memory only, sent in order once the sink is registered.
 */
let queue: { name: EventName; props: Props; timestamp: Date }[] = [];

/** Called by the analytics island: a function sending to PostHog once consent is granted, `null` otherwise. */
export function setAnalyticsSink(next: Sink | null): void {
  sink = next;
  const held = [...pendingExposures, ...queue].sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime());
  queue = [];
  pendingExposures = [];
  if (next) for (const e of held) next(e.name, e.props, e.timestamp);
  for (const listener of listeners) listener();
}

/** Exposures waiting for the visitor's consent decision (memory only, this tab). */
let pendingExposures: { name: EventName; props: Props; timestamp: Date }[] = [];

/** The visitor declined (or withdrew): held exposures are dropped, never sent. */
export function dropPendingExposures(): void {
  pendingExposures = [];
}

/** Exposure properties as PostHog Experiments and GrowthBook's SQL read them (docs/experiments.md). */
export function exposureProps(served: ServedAssignment): Props {
  return {
    $feature_flag: served.experimentKey,
    $feature_flag_response: served.variationKey,
    [`$feature/${served.experimentKey}`]: served.variationKey,
    experiment_key: served.experimentKey,
    variation_id: served.variationKey,
    bucket_version: served.bucketVersion,
    hash_version: served.hashVersion,
    payload_version: served.payloadVersion,
    home_variant: served.variationKey,
    locale: typeof document === "undefined" ? "" : document.documentElement.lang,
  };
}

/**
 * One home experiment exposure, for the assignment the proxy served on this view. Sent now with consent,
 * held (with this timestamp) until the visitor decides, dropped if analytics are declined.
 */
export function recordExposure(served: ServedAssignment, timestamp = new Date()): void {
  if (typeof window === "undefined") return;
  const event = { name: "$feature_flag_called" as const, props: exposureProps(served), timestamp };
  if (sink) sink(event.name, event.props, event.timestamp);
  else if (readCookie(COOKIES.consent) !== "denied" && pendingExposures.length < QUEUE_LIMIT) pendingExposures.push(event);
}

/** Notified whenever analytics switch on or off (for `useSyncExternalStore`). */
export function subscribeAnalytics(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** True when events are actually being sent (PostHog on and consent granted). */
export function analyticsActive(): boolean {
  return sink !== null;
}

/**
 * Writes a first-party preference cookie from the browser: `Path=/`, `SameSite=Lax`, and `Secure` on https (a
 * `Secure` cookie written on plain http other than localhost would be dropped). The server-set cookies carry
 * `Secure` in production too (src/experiments/visitor.ts, src/i18n/routing.ts).
 */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === "https:" ? "; secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: first-party preference cookies (consent, locale), read by server and client
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; samesite=lax${secure}`;
}

export function readCookie(name: string): string | null {
  if (typeof document === "undefined") return null;
  for (const part of document.cookie.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

/** Locale of the rendered page and the variation of the home page the visitor last viewed (variant-cookie.ts). */
export function eventContext(): EventContext {
  const locale = typeof document === "undefined" ? "" : document.documentElement.lang;
  const seen = parseServedCookie(readCookie(COOKIES.homeSeen));
  // Keyed by the experiment key the proxy served (HOME_EXPERIMENT.key unless GrowthBook's rule names another).
  return seen ? { locale, home_variant: seen.variationKey, [`$feature/${seen.experimentKey}`]: seen.variationKey } : { locale, home_variant: null };
}

type PropsArg<N extends EventName> = Record<string, never> extends EventProps<N>
  ? [props?: EventProps<N>]
  : [props: EventProps<N>];

export function track<N extends EventName>(name: N, ...[props]: PropsArg<N>): void {
  if (typeof window === "undefined") return;
  try {
    const payload = { ...sanitizeProps((props ?? {}) as Record<string, unknown>), ...eventContext() };
    if (sink) sink(name, payload, new Date());
    // Consent given on an earlier page, PostHog not loaded yet: hold the event (memory only).
    else if (readCookie(COOKIES.consent) === "granted" && queue.length < QUEUE_LIMIT) queue.push({ name, props: payload, timestamp: new Date() });
  } catch {
    // Analytics must never break the page.
  }
}
