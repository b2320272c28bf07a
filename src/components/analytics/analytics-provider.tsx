"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { COOKIES } from "@/config/cookies";
import { posthogConfig } from "@/analytics/posthog-config";
import { analyticsActive, dropPendingExposures, readCookie, setAnalyticsSink, subscribeAnalytics, track, writeCookie } from "@/analytics/track";
import { useConsent } from "@/components/consent/consent-store";
import { isCrawler, isVisitorId, newVisitorId } from "@/experiments/visitor";

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * The visitor id is PostHog's distinct id from the first event on any page: when the visitor consents on a
 * page the proxy never ran on (no `attestra_vid` yet), the browser creates it here, and the proxy keeps it.
 */
function visitorId(): string {
  const existing = readCookie(COOKIES.visitorId);
  if (isVisitorId(existing)) return existing;
  const id = newVisitorId();
  writeCookie(COOKIES.visitorId, id, ONE_YEAR_SECONDS);
  return id;
}

const STORAGE_PREFIXES = ["ph_", "__ph"];

function useAnalyticsActive(): boolean {
  return useSyncExternalStore(subscribeAnalytics, analyticsActive, () => false);
}

/** Removes whatever PostHog stored on the device (after the visitor withdraws consent). */
function clearPosthogStorage() {
  try {
    for (const key of Object.keys(localStorage)) if (STORAGE_PREFIXES.some((p) => key.startsWith(p))) localStorage.removeItem(key);
    for (const key of Object.keys(sessionStorage)) if (STORAGE_PREFIXES.some((p) => key.startsWith(p))) sessionStorage.removeItem(key);
  } catch {
    // Storage may be unavailable (privacy mode): nothing to clear then.
  }
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]?.trim() ?? "";
    if (STORAGE_PREFIXES.some((p) => name.startsWith(p))) {
      // biome-ignore lint/suspicious/noDocumentCookie: deleting PostHog's cookie on consent withdrawal
      document.cookie = `${name}=; path=/; max-age=0`;
    }
  }
}

/** Events tracked right before the page is left (docs/experiments.md, "Events in PostHog"). */
const SENT_BEFORE_NAVIGATION: ReadonlySet<string> = new Set(["locale_switched", "cta_clicked"]);

/**
 * Loads posthog-js only after the visitor accepts analytics (until then nothing
 * is sent and nothing is stored), registers the sink used by `track()`, and
 * reports page views, CTA clicks (links carrying `?cta=`) and, on home pages,
 * the experiment exposure.
 */
export function AnalyticsProvider({ posthogKey, uiHost }: { posthogKey: string; uiHost: string }) {
  const consent = useConsent();
  const active = useAnalyticsActive();
  // The router's path only signals navigations: with a rewrite (home variants, English
  // pages) the address the visitor sees is window.location.pathname.
  const routePath = usePathname();
  const lastPageview = useRef<string | null>(null);

  const bot = typeof navigator !== "undefined" && isCrawler(navigator.userAgent);

  // Start or stop PostHog with the consent choice.
  useEffect(() => {
    if (bot) return;
    if (consent !== "granted") {
      // Declined: exposures kept for this decision are deleted, never sent.
      if (consent === "denied") dropPendingExposures();
      if (consent === "denied" && analyticsActive()) {
        setAnalyticsSink(null);
        import("posthog-js").then(({ default: posthog }) => {
          posthog.opt_out_capturing();
          // A new id would be a second person after re-consent: keep the visitor id (posthog-js's reset bootstrap).
          posthog.reset({ bootstrap: { distinctID: visitorId() } });
          clearPosthogStorage();
        });
      }
      return;
    }
    let cancelled = false;
    import("posthog-js").then(({ default: posthog }) => {
      if (cancelled) return;
      const id = visitorId();
      if (!posthog.__loaded) posthog.init(posthogKey, posthogConfig({ uiHost, distinctId: id }));
      else {
        if (posthog.get_distinct_id() !== id) posthog.reset({ bootstrap: { distinctID: id } });
        posthog.opt_in_capturing({ captureEventName: false });
      }
      setAnalyticsSink((name, props, timestamp, uuid) => {
        // An event that precedes a full page load (a language switch, a click on a CTA link) is sent at once, not
        // batched: posthog-js's `send_instantly` uses fetch with keepalive, which outlives the navigation; in the
        // batch it could be lost with the page.
        const instantly = SENT_BEFORE_NAVIGATION.has(name);
        posthog.capture(name, props, { timestamp, ...(uuid ? { uuid } : {}), ...(instantly ? { send_instantly: true } : {}) });
      });
    });
    return () => {
      cancelled = true;
    };
  }, [consent, posthogKey, uiHost, bot]);

  // One $pageview per navigation (and for the current page when consent arrives).
  // biome-ignore lint/correctness/useExhaustiveDependencies: routePath is the navigation signal
  useEffect(() => {
    const path = window.location.pathname;
    if (!active) {
      lastPageview.current = null;
      return;
    }
    if (lastPageview.current === path) return;
    lastPageview.current = path;
    track("$pageview", { path });
  }, [active, routePath]);

  // CTA clicks: every link whose URL carries ?cta=<id> (docs/conventions.md link pattern).
  useEffect(() => {
    if (!active) return;
    function onClick(event: MouseEvent) {
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement)) return;
      let url: URL;
      try {
        url = new URL(link.href, window.location.href);
      } catch {
        return;
      }
      const id = url.searchParams.get("cta");
      if (!id) return;
      track("cta_clicked", { id, location: window.location.pathname, target: url.pathname });
    }
    document.addEventListener("click", onClick, { capture: true });
    return () => document.removeEventListener("click", onClick, { capture: true });
  }, [active]);

  return null;
}
