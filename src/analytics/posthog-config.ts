/**
 * posthog-js settings: only the events of the catalogue (src/analytics/events.ts)
 * are sent, through the first-party `/ingest` rewrite (next.config.ts), and no
 * PostHog product that records more (autocapture, session replay, surveys,
 * heatmaps, feature flags: GrowthBook runs the experiments) is switched on.
 */
import type { PostHogConfig } from "posthog-js";

/** Query parameters worth keeping in URLs sent to PostHog; everything else is dropped. */
const KEPT_QUERY = new Set(["cta", "goal", "topic", "home-variant", "utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term"]);

export function cleanUrl(value: unknown, keepQuery: boolean): unknown {
  if (typeof value !== "string" || value === "") return value;
  try {
    const url = new URL(value);
    const kept = new URLSearchParams();
    if (keepQuery) for (const [k, v] of url.searchParams) if (KEPT_QUERY.has(k) && !/@|%40/.test(v)) kept.set(k, v);
    url.search = kept.toString();
    url.hash = "";
    return url.toString();
  } catch {
    return null;
  }
}

/** PostHog's app host for links from the toolbar: https://us.i.posthog.com -> https://us.posthog.com. */
export function posthogUiHost(apiHost: string): string {
  return apiHost.replace(/\/\/([a-z]+)\.i\.posthog\.com/, "//$1.posthog.com");
}

export function posthogConfig({ uiHost, distinctId }: { uiHost: string; distinctId: string | null }): Partial<PostHogConfig> {
  return {
    api_host: "/ingest",
    ui_host: uiHost,
    // Only initialised after consent, so storing the anonymous id is allowed from then on.
    persistence: "localStorage+cookie",
    person_profiles: "identified_only",
    autocapture: false,
    rageclick: false,
    capture_pageview: false,
    capture_pageleave: false,
    capture_dead_clicks: false,
    capture_heatmaps: false,
    capture_performance: false,
    capture_exceptions: false,
    disable_session_recording: true,
    disable_surveys: true,
    disable_product_tours: true,
    disable_conversations: true,
    disable_web_experiments: true,
    disable_external_dependency_loading: true,
    advanced_disable_flags: true,
    mask_personal_data_properties: true,
    save_referrer: false,
    ...(distinctId ? { bootstrap: { distinctID: distinctId } } : {}),
    before_send: (event) => {
      if (!event) return null;
      const props = event.properties;
      if (props) {
        props.$current_url = cleanUrl(props.$current_url, true);
        props.$referrer = cleanUrl(props.$referrer, false);
        props.$initial_referrer = cleanUrl(props.$initial_referrer, false);
        props.$initial_current_url = cleanUrl(props.$initial_current_url, true);
      }
      return event;
    },
  };
}
