/**
 * Browser-side `track(name, props)`: the one way components report analytics
 * events. Safe to call anywhere in client code: it does nothing on the server,
 * when PostHog is off (NEXT_PUBLIC_POSTHOG_KEY unset) or before the visitor has
 * accepted analytics (the analytics island registers a sink only after consent,
 * src/components/analytics/analytics-provider.tsx). Every event carries the page
 * locale and the home variant the visitor was bucketed into.
 *
 *   track("form_failed", { form: "book-demo", reason: "validation" });
 *   track("scorecard_retaken");
 */
import { COOKIES } from "@/config/cookies";
import { type EventContext, type EventName, type EventProps, sanitizeProps } from "./events";

type Props = Record<string, string | number | boolean | null>;
type Sink = (name: EventName, props: Props, timestamp: Date) => void;

let sink: Sink | null = null;
const listeners = new Set<() => void>();
/**
 * Events reported while PostHog is still loading for a visitor who has already
 * accepted (a form's mount effect runs before the analytics island's): held in
 * memory only, sent in order once the sink is registered.
 */
let queue: { name: EventName; props: Props; timestamp: Date }[] = [];
const QUEUE_LIMIT = 50;

/** Called by the analytics island: a function sending to PostHog once consent is granted, `null` otherwise. */
export function setAnalyticsSink(next: Sink | null): void {
  sink = next;
  const held = queue;
  queue = [];
  if (next) for (const e of held) next(e.name, e.props, e.timestamp);
  for (const listener of listeners) listener();
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

/** Locale of the rendered page and the visitor's home variant ("1" | "2" | "3"), from the variant cookie. */
export function eventContext(): EventContext {
  const locale = typeof document === "undefined" ? "" : document.documentElement.lang;
  // "2", or "2.1" after a bucket-version bump (src/experiments/sticky-variant-cookie.ts).
  const variant = /^([1-9])(?:\.\d+)?$/.exec(readCookie(COOKIES.homeVariant) ?? "")?.[1] ?? null;
  return { locale, home_variant: variant };
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
