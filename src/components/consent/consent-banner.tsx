"use client";

import { useEffect, useId, useRef, useState } from "react";
import { BANNER_ATTRIBUTE, CHOICE_ATTRIBUTE } from "./consent-script";
import { type ConsentChoice, onConsentSettingsRequested, useConsent, writeConsent } from "./consent-store";

export type ConsentBannerStrings = {
  regionLabel: string;
  title: string;
  description: string;
  accept: string;
  decline: string;
  currentGranted: string;
  currentDenied: string;
};

/**
 * Shown until the visitor chooses, and again from the footer's "Cookie
 * settings". Fixed to the bottom of the viewport (no layout shift); a spacer of
 * the same height lets the footer scroll above it. Not modal: the page stays usable.
 *
 * Rendered in the prerendered HTML (consent "unknown" on the server and during hydration) so that it paints with
 * the page, not after hydration: the inline script placed before it (consent-script.ts) hides it before the first
 * paint for a visitor who already chose, and records a click on its buttons made before React has started.
 */
/**
 * Declining is as easy and as visible as accepting (the CNIL's and the EDPB's guidance on consent banners): both
 * choices are the same button, side by side, Decline first.
 */
const CHOICE_BUTTON =
  "min-w-28 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

export function ConsentBanner({ strings }: { strings: ConsentBannerStrings }) {
  const consent = useConsent();
  const [reopened, setReopened] = useState(false);
  const [height, setHeight] = useState(0);
  const panel = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  useEffect(
    () =>
      onConsentSettingsRequested(() => {
        setReopened(true);
        requestAnimationFrame(() => heading.current?.focus());
      }),
    [],
  );

  const pending = consent === "unknown";
  const visible = pending || consent === "unset" || reopened;

  useEffect(() => {
    const node = panel.current;
    if (!visible || !node) return;
    const observer = new ResizeObserver(() => setHeight(node.offsetHeight));
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible]);

  if (!visible) return null;

  function choose(choice: ConsentChoice) {
    writeConsent(choice);
    setReopened(false);
  }

  return (
    <>
      <div aria-hidden="true" style={{ height }} />
      <section
        ref={panel}
        aria-label={strings.regionLabel}
        data-testid="consent-banner"
        {...{ [BANNER_ATTRIBUTE]: pending ? "pending" : "open" }}
        // A full-width bar on phones and tablets; from lg a card in the bottom-right corner, so the first screen's
        // figures and the notes under them (left-aligned) stay visible until the visitor decides.
        className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white shadow-[0_-4px_16px_rgba(15,23,42,0.12)] lg:inset-x-auto lg:right-6 lg:bottom-6 lg:w-[26rem] lg:rounded-xl lg:border"
      >
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 sm:px-6 md:flex-row md:items-center md:justify-between lg:flex-col lg:items-start">
          <div className="max-w-3xl">
            <h2 id={titleId} ref={heading} tabIndex={-1} className="text-base font-semibold text-ink outline-none">
              {strings.title}
            </h2>
            <p className="mt-1 text-sm text-slate-700">{strings.description}</p>
            {(consent === "granted" || consent === "denied") && (
              <p className="mt-1 text-sm font-medium text-slate-800">
                {consent === "granted" ? strings.currentGranted : strings.currentDenied}
              </p>
            )}
          </div>
          <div className="flex shrink-0 flex-wrap gap-2">
            <button
              type="button"
              onClick={() => choose("denied")}
              {...{ [CHOICE_ATTRIBUTE]: "denied" }}
              className={CHOICE_BUTTON}
            >
              {strings.decline}
            </button>
            <button
              type="button"
              onClick={() => choose("granted")}
              {...{ [CHOICE_ATTRIBUTE]: "granted" }}
              className={CHOICE_BUTTON}
            >
              {strings.accept}
            </button>
          </div>
        </div>
      </section>
    </>
  );
}
