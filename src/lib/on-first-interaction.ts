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
