/**
 * Browser-side `track(name, props)`: the one way components report analytics
 * events. Safe to call anywhere in client code: it does nothing on the server,
 * when PostHog is off (NEXT_PUBLIC_POSTHOG_KEY unset) or before the visitor has
 * accepted analytics (the analytics island registers a sink only after consent,
 * src/components/analytics/analytics-provider.tsx). Every event carries the page
 * locale and the home variation the visitor last viewed (`$feature/home-variant`,
 * PostHog's feature property, and `home_variant`).
 *
 * The home experiment exposure is special (`recordExposure`): while the visitor
 * has not decided on consent yet it is kept, with its original time and its own
 * event id, in the first-party local storage entry `attestra_pending_exposures`
 * (listed in the privacy notice), so neither a full page load (plain links) nor a
 * later visit loses it; it is sent, once, when they accept (on any page, in any
 * later visit) and the entry is removed; declining removes it unsent.
 *
 *   track("form_failed", { form: "book-demo", reason: "validation" });
 *   track("scorecard_retaken");
 */
import { COOKIES } from "@/config/cookies";
import { parseServedCookie, type ServedAssignment } from "@/experiments/variant-cookie";
import { type EventContext, type EventName, type EventProps, sanitizeProps } from "./events";

type Props = Record<string, string | number | boolean | null>;
const QUEUE_LIMIT = 50;
type Sink = (name: EventName, props: Props, timestamp: Date, uuid?: string) => void;

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
  if (next) {
    const held: { name: EventName; props: Props; timestamp: Date; uuid?: string }[] = [...takePendingExposures(), ...queue].sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime());
    queue = [];
    for (const e of held) next(e.name, e.props, e.timestamp, e.uuid);
  }
  for (const listener of listeners) listener();
}

/** The local storage entry holding exposures until the visitor decides on consent (privacy notice, cookie table). */
export const PENDING_EXPOSURES_KEY = "attestra_pending_exposures";

type PendingExposure = { name: EventName; props: Props; timestamp: Date; uuid: string };

/** Exposures kept in memory when local storage is unavailable (privacy mode): this tab only. */
let memoryExposures: PendingExposure[] = [];

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

function readStored(store: Storage): PendingExposure[] {
  try {
    const parsed: unknown = JSON.parse(store.getItem(PENDING_EXPOSURES_KEY) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((e) => {
      const timestamp = new Date(e?.timestamp);
      if (e?.name !== "$feature_flag_called" || typeof e.uuid !== "string" || !e.props || typeof e.props !== "object" || Number.isNaN(timestamp.getTime())) return [];
      return [{ name: e.name, props: e.props as Props, timestamp, uuid: e.uuid }];
    });
  } catch {
    return [];
  }
}

function keepPending(exposure: PendingExposure): void {
  const store = storage();
  try {
    if (store) {
      const all = readStored(store);
      if (all.length >= QUEUE_LIMIT) return;
      all.push(exposure);
      store.setItem(PENDING_EXPOSURES_KEY, JSON.stringify(all.map((e) => ({ ...e, timestamp: e.timestamp.toISOString() }))));
      return;
    }
  } catch {
    // Storage full or refused: keep it in memory for this tab.
  }
  if (memoryExposures.length < QUEUE_LIMIT) memoryExposures.push(exposure);
}

/** Reads and removes every pending exposure (each is sent once, by whoever takes it). */
function takePendingExposures(): PendingExposure[] {
  const store = storage();
  const stored = store ? readStored(store) : [];
  try {
    store?.removeItem(PENDING_EXPOSURES_KEY);
  } catch {
    // nothing stored then
  }
  const taken = [...memoryExposures, ...stored];
  memoryExposures = [];
  return taken;
}

/** The visitor declined (or withdrew): pending exposures are deleted, never sent. */
export function dropPendingExposures(): void {
  takePendingExposures();
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
 * One home experiment exposure, for the assignment the proxy served on this view. Sent now with consent; kept
 * (with this time and its event id) until the visitor decides; never kept after a refusal. `analytics` is false
 * when PostHog is off for this build: then there is nothing to send, now or later, and nothing is kept.
 */
export function recordExposure(served: ServedAssignment, timestamp = new Date(), analytics = true): void {
  if (typeof window === "undefined" || !analytics) return;
  const event: PendingExposure = { name: "$feature_flag_called", props: exposureProps(served), timestamp, uuid: crypto.randomUUID() };
  if (sink) sink(event.name, event.props, event.timestamp, event.uuid);
  else if (readCookie(COOKIES.consent) !== "denied") keepPending(event);
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
