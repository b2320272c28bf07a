"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { isCrawler } from "@/experiments/visitor";
import { LOCALES } from "@/i18n/locales";
import { localizedPath } from "@/i18n/routing";
import HomeExposureTracker from "./home-exposure-tracker";

const HOME_PATHS = new Set(LOCALES.map((l) => localizedPath(l, "/")));

/**
 * Mounts the exposure tracker once per home page view, with or without PostHog and consent: the viewed
 * variation is recorded for leads either way; with PostHog on, the exposure is kept until the visitor decides.
 * Keyed by the navigation, so / -> /pricing -> / is two views while re-renders (consent arriving) are none.
 */
export function HomeViews({ analytics }: { analytics: boolean }) {
  // The router's path only signals navigations: with a rewrite the address the visitor sees is window.location.
  const routePath = usePathname();
  const [view, setView] = useState<{ path: string; n: number } | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: routePath is the navigation signal
  useEffect(() => {
    if (isCrawler(navigator.userAgent)) return;
    setView((v) => ({ path: window.location.pathname, n: (v?.n ?? 0) + 1 }));
  }, [routePath]);

  if (!view || !HOME_PATHS.has(view.path)) return null;
  return <HomeExposureTracker key={`${view.path}#${view.n}`} analytics={analytics} />;
}
