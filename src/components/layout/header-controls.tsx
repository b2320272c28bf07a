/** What the header's menu controls share, whether their Radix code has loaded or not (`use-deferred-import.ts`). */

export type MenuKey = "platform" | "solutions";

/**
 * What the visitor did to a dropdown trigger before the menu code had loaded
 * (`desktop-nav.tsx`); the loaded menu replays it (`nav-dropdowns.tsx`).
 */
export type NavIntent = { menu: MenuKey; via: "key"; key: string } | { menu: MenuKey; via: "pointer" | "hover" };

export const triggerClass =
  "group inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink aria-expanded:bg-slate-100";

export function Chevron() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 transition-transform group-aria-expanded:rotate-180">
      <path fill="currentColor" d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
    </svg>
  );
}

export const MENU_TOGGLE_CLASS =
  "inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 lg:hidden";

export function MenuIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}
