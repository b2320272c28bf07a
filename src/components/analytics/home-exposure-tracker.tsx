"use client";

import { useEffect } from "react";
import { readCookie, recordExposure, writeCookie } from "@/analytics/track";
import { COOKIES } from "@/config/cookies";
import { HOME_EXPERIMENT } from "@/experiments/definitions";
import { parseServedCookie } from "@/experiments/variant-cookie";

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * The home experiment exposure, once per home page view (mounted per view by
 * the analytics provider; prefetches run no effects). Nothing is evaluated in
 * the browser: the exposure names exactly the assignment the proxy served
 * (`attestra_home_served`: experiment, variation key, bucket/hash version,
 * payload version). A forced QA view (`?home-variant=N`) is neither exposed nor
 * remembered. The viewed assignment is copied to `attestra_home_seen`, which
 * every later event and the lead API read.
 */
export default function HomeExposureTracker() {
  useEffect(() => {
    if (new URLSearchParams(window.location.search).has(HOME_EXPERIMENT.key)) return;
    const raw = readCookie(COOKIES.homeServed);
    const served = parseServedCookie(raw);
    if (!raw || !served) return;
    writeCookie(COOKIES.homeSeen, raw, ONE_YEAR_SECONDS);
    recordExposure(served, new Date());
  }, []);
  return null;
}
