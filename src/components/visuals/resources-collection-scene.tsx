import { getTranslations } from "next-intl/server";
import { getFormatter } from "@/i18n/formatter-server";
import { ResourceKicker, ResourceTypeIcon, type ResourceType } from "./resources-type-icon";
import { SceneFigure } from "./scene";

export interface CollectionEntry {
  type: ResourceType;
  title: string;
  /** The type's label, e.g. "Checklist". */
  typeLabel: string;
  /** A short format note for a chip, e.g. "PDF" or "2 min". */
  format?: string;
}

/**
 * A role hub's hero (/resources/cfo, /controller, /cio-ciso, /2026-readiness): the collection a reader walks away
 * with, drawn as a binder of index cards, one per resource, each with its type drawn and its format. Server-rendered
 * HTML + inline SVG; aria-hidden with one visually hidden caption listing the resources.
 */
export async function ResourcesCollectionScene({ label, entries }: { label: string; entries: CollectionEntry[] }) {
  const t = await getTranslations("resources");
  const format = await getFormatter();
  const caption = t("collection.caption", { label, items: format.list(entries.map((entry) => entry.title), { type: "conjunction" }) });
  return (
    <SceneFigure caption={caption} testId="resources-collection-scene">
      <div data-card className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-lg shadow-brand-900/10">
        <div className="flex flex-wrap items-center justify-between gap-3 bg-brand-800 px-5 py-4 text-white">
          <div className="flex min-w-0 items-center gap-3">
            <svg viewBox="0 0 32 32" className="h-8 w-8 flex-none" role="presentation">
              <path d="M3 9a2 2 0 0 1 2-2h7l3 3h12a2 2 0 0 1 2 2v13a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" className="fill-white/15 stroke-white" strokeWidth="1.6" strokeLinejoin="round" />
              <path d="M9 18h14M9 22h9" className="stroke-white/70" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <p className="min-w-0 font-semibold">{label}</p>
          </div>
          <span data-chip className="rounded-full bg-white/15 px-2.5 py-1 text-xs font-semibold text-white">
            {t("formats.resources", { count: entries.length })}
          </span>
        </div>
        <ol className="space-y-2.5 p-4 sm:p-5">
          {entries.map((entry) => (
            <li key={entry.title} className="relative flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
              {/* The index tab of the card. */}
              <span className="absolute top-0 bottom-0 left-0 w-1.5 rounded-l-xl bg-brand-600" />
              <ResourceTypeIcon type={entry.type} size="sm" />
              <span className="min-w-0 flex-1">
                <ResourceKicker as="span" typeLabel={entry.typeLabel} format={entry.format} />
                <span className="mt-0.5 block text-sm font-semibold text-ink">{entry.title}</span>
              </span>
            </li>
          ))}
        </ol>
      </div>
    </SceneFigure>
  );
}
