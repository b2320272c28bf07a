"use client";

import { type ReactNode, useId, useState } from "react";

/**
 * An optional form section that toggles open/closed: the WAI-ARIA disclosure pattern (a button with `aria-expanded`
 * and `aria-controls`, then the region it shows). Written here rather than with Radix Collapsible: the pattern is a
 * button and an attribute, and Radix's primitives, copied into each page chunk that uses them, cost the fraud check
 * ~3 kB of its JavaScript budget. The content stays mounted while closed (only `hidden`), so typed values stay
 * registered with the form.
 */
export function Disclosure({ title, hint, children, testId }: { title: string; hint?: string; children: ReactNode; testId?: string }) {
  const [open, setOpen] = useState(false);
  const contentId = `${useId()}-content`;
  const state = open ? "open" : "closed";
  return (
    <div className="rounded-lg border border-slate-300" data-testid={testId} data-state={state}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={contentId}
        data-state={state}
        onClick={() => setOpen((was) => !was)}
        className="flex w-full items-center justify-between gap-3 px-4 py-3 text-left font-semibold text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span>
          {title}
          {hint ? <span className="block text-sm font-normal text-slate-600">{hint}</span> : null}
        </span>
        <DisclosureChevron open={open} />
      </button>
      <div id={contentId} hidden={!open} data-state={state} className="space-y-5 border-t border-slate-200 px-4 py-4">
        {children}
      </div>
    </div>
  );
}

/** The disclosure button's chevron, turned up while open; shared with /book-demo's folded optional fields. */
export function DisclosureChevron({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-5 w-5 flex-none fill-slate-700 ${open ? "rotate-180" : ""} motion-safe:transition-transform`}>
      <path d="M5.3 7.3 10 12l4.7-4.7 1.4 1.4L10 14.8 3.9 8.7z" />
    </svg>
  );
}
