"use client";

import { useEffect } from "react";
import { readCookie, recordExposure, writeCookie } from "@/analytics/track";
import { COOKIES } from "@/config/cookies";
import { HOME_EXPERIMENT } from "@/experiments/definitions";
import { parseCountedCookie, parseServedCookie, runId, sameAssignment } from "@/experiments/variant-cookie";

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** Where the browser reports that it showed a home page under an assignment (src/experiments/view-handler.ts). */
export const VIEW_ENDPOINT = "/api/experiments/view";

/**
 * The home experiment view, once per home page view (mounted per view by
 * HomeViews; prefetches run no effects). Nothing is evaluated in the browser:
 * the view names exactly the assignment the proxy served (`attestra_home_served`).
 * A forced QA view (`?home-variant=N`) is neither exposed, remembered nor counted.
 *
 * 1. The viewed assignment is written to `attestra_home_seen`, which every later
 *    event and the lead API read (kept as first written while the visitor stays
 *    in the same run and variation, so its phase is the one they were counted in).
 * 2. A browser not yet counted in this run tells the server, which counts the
 *    visitor (one population for visitors and leads: both come from this moment).
 * 3. The exposure goes to PostHog, or waits for the consent decision.
 */
export default function HomeExposureTracker({ analytics }: { analytics: boolean }) {
  useEffect(() => {
    if (new URLSearchParams(window.location.search).has(HOME_EXPERIMENT.key)) return;
    const raw = readCookie(COOKIES.homeServed);
    const served = parseServedCookie(raw);
    if (!raw || !served) return;
    if (!sameAssignment(parseServedCookie(readCookie(COOKIES.homeSeen)), served)) writeCookie(COOKIES.homeSeen, raw, ONE_YEAR_SECONDS);
    if (!parseCountedCookie(readCookie(COOKIES.homeCounted)).includes(runId(served))) {
      // The answer's body is read to its end: an unread body keeps the request open in Chromium (the network never
      // settles for a page or a test waiting for it). No `keepalive` for the same reason: the count is sent right after
      // the first paint, not at unload.
      void fetch(VIEW_ENDPOINT, { method: "POST", credentials: "same-origin" })
        .then((response) => response.arrayBuffer())
        .catch(() => {
        // Offline or the server away: this view is not counted (nor is a lead attributed without a server).
      });
    }
    recordExposure(served, new Date(), analytics);
  }, [analytics]);
  return null;
}
