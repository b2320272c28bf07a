"use client";

import { useEffect, useId, useRef, useState } from "react";
import { BANNER_ATTRIBUTE, CHOICE_ATTRIBUTE } from "./consent-script";
import { type ConsentChoice, onConsentSettingsRequested, useConsent, writeConsent } from "./consent-store";

export type ConsentBannerStrings = {
  regionLabel: string;
  title: string;
  description: string;
  /** The privacy notice: its link's label and its address in the page's locale. */
  privacyLink: string;
  privacyHref: string;
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
 * choices are the same button, side by side at the same width (two equal grid columns), Decline first.
 */
const CHOICE_BUTTON =
  "w-full min-w-28 rounded-md bg-brand-700 px-3 py-2 text-sm leading-tight font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

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
        // A compact bar on phones and tablets (two or three lines and the two buttons side by side, so a phone's first
        // screen keeps the hero's main button); from lg a small card in the bottom-right corner.
        className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white shadow-[0_-4px_16px_rgba(15,23,42,0.12)] lg:inset-x-auto lg:right-6 lg:bottom-6 lg:w-[22rem] lg:rounded-xl lg:border"
      >
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:px-6 md:flex-row md:items-center md:justify-between lg:flex-col lg:items-stretch lg:p-4">
          <div className="max-w-3xl">
            <h2 id={titleId} ref={heading} tabIndex={-1} className="text-sm font-semibold text-ink outline-none">
              {strings.title}
            </h2>
            <p className="mt-1 text-sm leading-snug text-slate-700">
              {strings.description}{" "}
              <a href={strings.privacyHref} className="font-semibold text-brand-700 underline hover:text-brand-800">
                {strings.privacyLink}
              </a>
            </p>
            {(consent === "granted" || consent === "denied") && (
              <p className="mt-1 text-sm font-medium text-slate-800">
                {consent === "granted" ? strings.currentGranted : strings.currentDenied}
              </p>
            )}
          </div>
          <div className="grid shrink-0 grid-cols-2 gap-2">
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
