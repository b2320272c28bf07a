"use client";

import { openConsentSettings } from "./consent-store";

/** Footer button reopening the consent banner; the label comes from the server footer (`consent.settings`). */
export function CookieSettingsButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={openConsentSettings}
      className="text-left text-slate-300 underline-offset-2 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
    >
      {label}
    </button>
  );
}
