"use client";

import { useCallback, useEffect, useRef, useState } from "react";

type IdleHandle = { cancel: () => void };

/** Runs `callback` once the page has finished loading and the main thread is idle. */
export function afterLoadAndIdle(callback: () => void, timeoutMs = 2000): IdleHandle {
  let cancelled = false;
  let idleId: number | undefined;
  let timerId: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === "function") idleId = window.requestIdleCallback(callback, { timeout: timeoutMs });
    else timerId = setTimeout(callback, 200);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return {
    cancel: () => {
      cancelled = true;
      window.removeEventListener("load", schedule);
      if (idleId !== undefined) window.cancelIdleCallback(idleId);
      if (timerId !== undefined) clearTimeout(timerId);
    },
  };
}

/**
 * Loads an interactive module off the critical path (README, "Quality gates": the
 * header's Radix menus are not part of the first load). The import starts after
 * the `load` event once the browser is idle, or at once when `request()` is
 * called (the visitor hovers, focuses or presses the control the module drives).
 * The server-rendered placeholder stays in place until the module has arrived.
 * A failed import (a deploy replaced the chunk, the network dropped) is retried
 * on the next request.
 *
 * `load` must be a stable function (declared at module level).
 */
export function useDeferredImport<T>(load: () => Promise<T>): [T | null, () => void] {
  const [loaded, setLoaded] = useState<T | null>(null);
  const pending = useRef<Promise<void> | null>(null);

  const request = useCallback(() => {
    pending.current ??= load().then(
      (module) => setLoaded(() => module),
      () => {
        pending.current = null;
      },
    );
  }, [load]);

  useEffect(() => {
    const handle = afterLoadAndIdle(request);
    return handle.cancel;
  }, [request]);

  return [loaded, request];
}
