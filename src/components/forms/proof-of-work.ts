"use client";

/**
 * The browser half of the lead forms' bot check (src/leads/intake/proof-of-work.ts): the ALTCHA widget, self-hosted,
 * solving a challenge from our own `GET /api/altcha-challenge` in a Web Worker. Nothing of it is in a page's first
 * load: `startProof()` imports the widget when the visitor first types into a form, and it works in the background
 * while they fill in the rest. It shows nothing (display "invisible": no checkbox, no logo, nothing to focus or
 * read), so a visitor never waits on it or interacts with it; `takeProof()` at submit returns the solution (waiting
 * for it only if the form was submitted within a second of the first keystroke). When no
 * proof can be had (no Web Crypto, the challenge route down), the lead is sent without one: the server keeps it,
 * quarantined for review, and the visitor sees the usual success.
 */
interface AltchaWidget extends HTMLElement {
  verify(): Promise<unknown>;
  reset(): void;
}

const CHALLENGE_URL = "/api/altcha-challenge";
/** Longest a submit waits for a proof still being computed (a slow phone: well under a second normally). */
const WAIT_MS = 15_000;

let widget: Promise<AltchaWidget | null> | null = null;
/** The proof being computed (or computed and not used yet). */
let pending: Promise<string | undefined> | null = null;

function loadWidget(): Promise<AltchaWidget | null> {
  widget ??= (async () => {
    try {
      await import("altcha");
      const element = document.createElement("altcha-widget") as AltchaWidget;
      element.setAttribute("challenge", CHALLENGE_URL);
      element.setAttribute("display", "invisible");
      element.setAttribute("auto", "off");
      element.setAttribute(
        "configuration",
        JSON.stringify({ minDuration: 0, humanInteractionSignature: false, hideLogo: true, hideFooter: true }),
      );
      element.hidden = true;
      element.setAttribute("aria-hidden", "true");
      const loaded = new Promise<void>((resolve) => element.addEventListener("load", () => resolve(), { once: true }));
      document.body.append(element);
      await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 2000))]);
      return element;
    } catch {
      widget = null;
      return null;
    }
  })();
  return widget;
}

/** Starts computing a proof (once): at the first keystroke in a form, and again after each proof is taken. */
function solve(): Promise<string | undefined> {
  return (async () => {
    const element = await loadWidget();
    if (!element) return undefined;
    const verified = new Promise<string | undefined>((resolve) => {
      const done = (payload: string | undefined) => {
        element.removeEventListener("verified", onVerified);
        element.removeEventListener("statechange", onState);
        resolve(payload);
      };
      const onVerified = (event: Event) => done((event as CustomEvent<{ payload?: string }>).detail?.payload);
      const onState = (event: Event) => {
        const state = (event as CustomEvent<{ state?: string }>).detail?.state;
        if (state === "error" || state === "expired") done(undefined);
      };
      element.addEventListener("verified", onVerified);
      element.addEventListener("statechange", onState);
    });
    try {
      element.reset();
      void element.verify().catch(() => undefined);
    } catch {
      return undefined;
    }
    return verified;
  })().catch(() => undefined);
}

export function startProof(): void {
  pending ??= solve();
}

/** The proof for this submission (undefined when none could be computed in time); each proof is used once. */
export async function takeProof(): Promise<string | undefined> {
  startProof();
  const current = pending as Promise<string | undefined>;
  pending = null;
  const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), WAIT_MS));
  return Promise.race([current, timeout]);
}
