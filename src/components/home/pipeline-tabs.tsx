"use client";

import { Tabs } from "radix-ui";
import type { ReactNode } from "react";

export interface PipelineTab {
  value: string;
  label: string;
  panel: ReactNode;
  /** A stage of the invoice pipeline, drawn with its number ("3."); a view over them (analytics) is not numbered. */
  numbered?: boolean;
}

/**
 * The tab strip of the pipeline explorer. Radix Tabs gives the ARIA tab
 * pattern: arrow keys move focus and (automatic activation) select the tab.
 * Only the active panel is in the DOM (Radix's default): the other seven panels were ~220 hidden elements that
 * every visitor's phone parsed, styled and hydrated. Their content still travels in the
 * page's RSC payload, so a tab switch renders at once, without a request. An unselected tab's `aria-controls`
 * then names no element, which ARIA allows for a tab that is not selected (axe agrees).
 */
export function PipelineTabs({ label, tabs, defaultValue }: { label: string; tabs: PipelineTab[]; defaultValue: string }) {
  return (
    <Tabs.Root defaultValue={defaultValue} activationMode="automatic">
      {/* On a phone the eight tabs (seven stages and the analytics view) are a two-column grid of equal tiles (a wrapped row of pills left ragged 3/2/3
          rows); from 640 px, a row of pills. */}
      <Tabs.List aria-label={label} className="grid grid-cols-2 gap-2 border-b border-slate-200 pb-3 sm:flex sm:flex-wrap">
        {tabs.map((tab, index) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-left sm:min-h-0 text-sm font-semibold sm:rounded-full sm:px-4 text-slate-700 hover:border-brand-600 hover:text-brand-800 data-[state=active]:border-brand-700 data-[state=active]:bg-brand-700 data-[state=active]:text-white"
          >
            {tab.numbered === false ? null : (
              <span aria-hidden="true" className="mr-1 tabular-nums">
                {index + 1}.
              </span>
            )}
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className="mt-6">
          {tab.panel}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
