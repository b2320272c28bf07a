"use client";

import { startTransition, useCallback, useRef, useState } from "react";

const INTERACTIONS = ["focusin", "pointerdown", "keydown", "touchstart"] as const;

/**
 * Runs `callback` once, at the visitor's first focus, press, key or touch on the
 * page (a form field must be focused before anything can be typed, so code a
 * submit needs arrives well before it). Returns a function that cancels it.
 */
export function onFirstInteraction(callback: () => void): () => void {
  const run = () => {
    cancel();
    callback();
  };
  const cancel = () => {
    for (const type of INTERACTIONS) document.removeEventListener(type, run, { capture: true });
  };
  for (const type of INTERACTIONS) document.addEventListener(type, run, { capture: true, passive: true });
  return cancel;
}

/**
 * Loads an interactive module off the critical path (README, "Quality gates": the
 * header's Radix menus are not part of the first load). The import starts when
 * `request()` is called: the visitor moves toward, touches, focuses or presses
 * the control the module drives. Not on idle: code evaluated right after load
 * still blocks the main thread while a phone is busy starting the page. The
 * server-rendered placeholder stays in place until the module has arrived (the
 * swap is a transition, so it never lands inside another event's handling). A
 * failed import (a deploy replaced the chunk, the network dropped) is retried on
 * the next request.
 *
 * `load` must be a stable function (declared at module level).
 */
export function useDeferredImport<T>(load: () => Promise<T>): [T | null, () => void] {
  const [loaded, setLoaded] = useState<T | null>(null);
  const pending = useRef<Promise<void> | null>(null);

  const request = useCallback(() => {
    pending.current ??= load().then(
      // In a transition: React then commits the swap in a task of its own. As a plain update it was rendered with
      // the next discrete event, e.g. inside the focusout of a Tab press: the placeholder that focus was moving to
      // was removed mid-move and focus fell to <body> (seen 1 in 40 page loads under CPU throttling).
      (module) => startTransition(() => setLoaded(() => module)),
      () => {
        pending.current = null;
      },
    );
  }, [load]);

  return [loaded, request];
}
