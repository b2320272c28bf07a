"use client";

import { Collapsible } from "radix-ui";
import { type ReactNode, useState } from "react";

/** An optional form section that toggles open/closed (Radix Collapsible). */
export function Disclosure({ title, hint, children, testId }: { title: string; hint?: string; children: ReactNode; testId?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className="rounded-lg border border-slate-300" data-testid={testId}>
      <Collapsible.Trigger className="flex w-full items-center justify-between gap-3 px-4 py-3 text-left font-semibold text-ink focus-visible:outline-2 focus-visible:outline-brand-600">
        <span>
          {title}
          {hint ? <span className="block text-sm font-normal text-slate-600">{hint}</span> : null}
        </span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-5 w-5 flex-none fill-slate-700 ${open ? "rotate-180" : ""} motion-safe:transition-transform`}>
          <path d="M5.3 7.3 10 12l4.7-4.7 1.4 1.4L10 14.8 3.9 8.7z" />
        </svg>
      </Collapsible.Trigger>
      {/* forceMount keeps typed values registered while the section is closed. */}
      <Collapsible.Content forceMount className="space-y-5 border-t border-slate-200 px-4 py-4 data-[state=closed]:hidden">
        {children}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
