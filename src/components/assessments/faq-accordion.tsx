"use client";

import { Accordion } from "radix-ui";

/** FAQ as a Radix Accordion (several items may be open; keyboard: Tab, Enter/Space, arrow keys). */
export function FaqAccordion({ items }: { items: { q: string; a: string }[] }) {
  return (
    <Accordion.Root type="multiple" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item) => (
        <Accordion.Item key={item.q} value={item.q}>
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-3 px-5 py-4 text-left font-semibold text-ink focus-visible:outline-2 focus-visible:outline-brand-600">
                {item.q}
                <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 flex-none fill-slate-700 group-data-[state=open]:rotate-180 motion-safe:transition-transform">
                  <path d="M5.3 7.3 10 12l4.7-4.7 1.4 1.4L10 14.8 3.9 8.7z" />
                </svg>
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-4 text-slate-700">{item.a}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
