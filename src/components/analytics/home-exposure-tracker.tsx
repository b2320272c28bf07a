"use client";

import { GrowthBook } from "@growthbook/growthbook";
import { GrowthBookProvider, useGrowthBook } from "@growthbook/growthbook-react";
import { useEffect, useState } from "react";
import { COOKIES } from "@/config/cookies";
import { readCookie, track } from "@/analytics/track";
import { HOME_EXPERIMENT, parseHomeVariant } from "@/experiments/definitions";
import { LOCAL_PAYLOAD } from "@/experiments/payload-source";
import { VariantCookieStickyBucketService } from "@/experiments/sticky-variant-cookie";
import { isCrawler } from "@/experiments/visitor";

/**
 * Reports the home experiment exposure once per home page view, from the
 * browser (prefetches run no effects, crawlers are skipped), through
 * GrowthBook's trackingCallback. The variation comes from the sticky cookie the
 * proxy wrote, so the event names the page actually served. A forced
 * variation (`?home-variant=2`, QA) is not an exposure.
 */
function createBrowserGrowthBook(): GrowthBook | null {
  const visitorId = readCookie(COOKIES.visitorId);
  const sticky = readCookie(COOKIES.homeVariant);
  const forced = parseHomeVariant(new URLSearchParams(window.location.search).get(HOME_EXPERIMENT.key));
  if (!visitorId || !sticky || forced || isCrawler(navigator.userAgent)) return null;
  const gb = new GrowthBook({
    attributes: { id: visitorId },
    // Reads the proxy's assignment; the browser never rewrites it.
    stickyBucketService: new VariantCookieStickyBucketService({ value: sticky, onSave: () => {} }),
    trackingCallback: (experiment, result) => {
      track("$experiment_started", {
        experiment_key: experiment.key,
        variation_id: result.variationId,
        variant: String(result.key),
      });
    },
  });
  gb.initSync({ payload: LOCAL_PAYLOAD, streaming: false });
  return gb;
}

function ExposureProbe() {
  const gb = useGrowthBook();
  useEffect(() => {
    // GrowthBook calls trackingCallback once per instance and variation: one event per page view.
    gb?.evalFeature(HOME_EXPERIMENT.key);
  }, [gb]);
  return null;
}

export default function HomeExposureTracker() {
  const [gb] = useState(createBrowserGrowthBook);
  if (!gb) return null;
  return (
    <GrowthBookProvider growthbook={gb}>
      <ExposureProbe />
    </GrowthBookProvider>
  );
}
