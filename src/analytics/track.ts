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

type Sink = (name: EventName, props: Record<string, string | number | boolean | null>) => void;

let sink: Sink | null = null;
const listeners = new Set<() => void>();

/** Called by the analytics island: a function sending to PostHog once consent is granted, `null` otherwise. */
export function setAnalyticsSink(next: Sink | null): void {
  sink = next;
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
  if (typeof window === "undefined" || sink === null) return;
  try {
    sink(name, { ...sanitizeProps((props ?? {}) as Record<string, unknown>), ...eventContext() });
  } catch {
    // Analytics must never break the page.
  }
}
