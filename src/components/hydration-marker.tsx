"use client";

import { useEffect } from "react";

/** The attribute on `<html>`: "pending" as served, "done" once React has hydrated the page (e2e/support/hydration.ts waits for it). */
export const HYDRATION_ATTRIBUTE = "data-hydration";

/**
 * Marks the document once the page's client components have hydrated: an effect runs only after React has committed
 * the hydrated tree. The app's own signal, so browser tests wait for an event the app announces instead of reading
 * React's private fields or sleeping. The header works before this (its menus need no JavaScript); forms and tools
 * need their handlers.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATION_ATTRIBUTE, "done");
  }, []);
  return null;
}
