/**
 * The visitor's analytics choice, remembered in the `attestra_consent` cookie
 * ("granted" | "denied"; absent = not asked yet). Plain browser module shared
 * by the banner, the footer button and the analytics island.
 */
import { useSyncExternalStore } from "react";
import { COOKIES } from "@/config/cookies";
import { readCookie, writeCookie } from "@/analytics/track";
import { CONSENT_MAX_AGE_SECONDS } from "./consent-script";

export type ConsentChoice = "granted" | "denied";
export type ConsentState = ConsentChoice | "unset";

const CHANGE_EVENT = "attestra:consent-change";
const OPEN_EVENT = "attestra:consent-open";

export function readConsent(): ConsentState {
  const value = readCookie(COOKIES.consent);
  return value === "granted" || value === "denied" ? value : "unset";
}

export function writeConsent(choice: ConsentChoice): void {
  writeCookie(COOKIES.consent, choice, CONSENT_MAX_AGE_SECONDS);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(listener: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, listener);
  return () => window.removeEventListener(CHANGE_EVENT, listener);
}

/** "unknown" while rendering on the server (the page is prerendered for everyone). */
export function useConsent(): ConsentState | "unknown" {
  return useSyncExternalStore<ConsentState | "unknown">(subscribe, readConsent, () => "unknown");
}

/** Reopens the banner (footer "Cookie settings"). */
export function openConsentSettings(): void {
  window.dispatchEvent(new Event(OPEN_EVENT));
}

export function onConsentSettingsRequested(listener: () => void): () => void {
  window.addEventListener(OPEN_EVENT, listener);
  return () => window.removeEventListener(OPEN_EVENT, listener);
}
