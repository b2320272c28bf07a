/**
 * What the header's parts share. The header is a disclosure navigation (WAI-ARIA APG, "Disclosure Navigation Menu")
 * built on the HTML `popover` attribute: each menu button names its panel with `popovertarget`, so the browser opens
 * and closes it, closes it on Escape or a click elsewhere, keeps one menu open at a time, puts the panel next in the
 * Tab order and exposes the button as expanded or collapsed. It works the same before the page's JavaScript has
 * loaded and without it; `header-enhancements.tsx` only adds hover opening and closing after a client navigation.
 */

/**
 * The width from which the full desktop navigation is shown; below it, the menu button and the call to action.
 * Measured: the longest locale (fr) needs about 1,030 px (es 1,005, de 985, en 880) for logo, menus, links, sign-in, call to action and the
 * language menu on one line (e2e/header.spec.ts checks every locale at 1024-1440 px). Keep these classes literal:
 * Tailwind finds them in this file.
 */
export const DESKTOP_ONLY = "hidden min-[1100px]:flex";
export const MOBILE_ONLY = "min-[1100px]:hidden";

export const triggerClass =
  "group/trigger inline-flex items-center gap-1 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink [&:has(+:popover-open)]:bg-slate-100";

/** A desktop panel: in the top layer, placed under its button by CSS anchor positioning. */
export const panelClass =
  "inset-auto m-0 mt-1.5 rounded-lg border border-slate-200 bg-white text-ink shadow-lg [position-try-fallbacks:flip-inline]";

export function Chevron() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="h-4 w-4 shrink-0 transition-transform group-has-[+:popover-open]/trigger:rotate-180 motion-reduce:transition-none"
    >
      <path fill="currentColor" d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
    </svg>
  );
}

export function MenuIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}
