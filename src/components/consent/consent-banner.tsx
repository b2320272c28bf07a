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
      {/* The room the fixed banner covers at the page's foot, so it never hides the footer's last line: it follows the
          footer (the layout renders this after it) in the footer's colour, not as a white strip under it. */}
      <div aria-hidden="true" data-consent-spacer className="bg-ink" style={{ height }} />
      <section
        ref={panel}
        aria-label={strings.regionLabel}
        data-testid="consent-banner"
        {...{ [BANNER_ATTRIBUTE]: pending ? "pending" : "open" }}
        // A compact bar across the foot of the screen at every width: on phones two or three lines with the two buttons
        // side by side (a phone's first screen keeps the hero's main button); from lg one band at most 64 px high, the
        // title run into the text on the left and the buttons on the right, so it covers the last 64 px of a 1440x900
        // screen only and never the homes' proof figures (a corner card covered the third one).
        className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white shadow-[0_-4px_16px_rgba(15,23,42,0.12)]"
      >
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:px-6 md:flex-row md:items-center md:justify-between lg:gap-8 lg:py-2">
          <div className="max-w-3xl lg:max-w-none lg:text-sm lg:leading-snug">
            <h2 id={titleId} ref={heading} tabIndex={-1} className="text-sm font-semibold text-ink outline-none lg:mr-1.5 lg:inline">
              {strings.title}
            </h2>
            <p className="mt-1 text-sm leading-snug text-slate-700 lg:mt-0 lg:inline">
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
