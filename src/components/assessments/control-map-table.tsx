"use client";

import { useFormatter, useTranslations } from "next-intl";
import type { ControlMap } from "@/assessments/control-map";

type Translate = (key: string, values?: Record<string, string | number>) => string;

const STATUS_STYLE = {
  "in-place": "bg-green-100 text-green-900 ring-green-700",
  partial: "bg-amber-100 text-amber-900 ring-amber-700",
  gap: "bg-red-100 text-red-900 ring-red-700",
} as const;

/** The visitor's control map (buildControlMap), dates formatted for the locale. */
export function ControlMapTable({ map }: { map: ControlMap }) {
  const t = useTranslations("controlMap") as unknown as Translate;
  const format = useFormatter();
  const date = (iso: string) => format.dateTime(new Date(`${iso}T00:00:00Z`), { dateStyle: "long", timeZone: "UTC" });
  return (
    <div className="space-y-3">
      <p className="font-semibold text-ink" data-testid="control-map-readiness">
        {t(`success.readiness.${map.readiness}`)}
      </p>
      <p className="text-slate-700">
        {t("success.summary", { inPlace: map.counts["in-place"], partial: map.counts.partial, gap: map.counts.gap })}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a focusable, named scroll region is the accessible pattern for wide tables (axe scrollable-region-focusable) */}
      <section className="overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600" aria-label={t("success.mapCaption")} tabIndex={0}>
        <table className="w-full text-left text-sm" data-testid="control-map-table">
          <caption className="sr-only">{t("success.mapCaption")}</caption>
          <thead className="bg-slate-100 text-slate-800">
            <tr>
              <th scope="col" className="px-4 py-2">
                {t("success.columns.family")}
              </th>
              <th scope="col" className="px-4 py-2">
                {t("success.columns.status")}
              </th>
              <th scope="col" className="px-4 py-2">
                {t("success.columns.target")}
              </th>
            </tr>
          </thead>
          <tbody>
            {map.entries.map((e) => (
              <tr key={e.family} className="border-t border-slate-200" data-family={e.family} data-status={e.status}>
                <th scope="row" className="px-4 py-2 font-semibold text-ink">
                  {t(`families.items.${e.family}.name`)}
                </th>
                <td className="px-4 py-2">
                  <span className={`rounded-full px-2 py-0.5 text-xs font-bold ring-1 ${STATUS_STYLE[e.status]}`}>{t(`success.status.${e.status}`)}</span>
                </td>
                <td className="px-4 py-2 text-slate-700">
                  {e.milestone === "phase1"
                    ? t("success.target.phase1", { date: date(e.date) })
                    : t("success.target.phase2", { date: date(e.date), practical: date(e.practicalDate ?? e.date) })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="text-sm text-slate-700">
        {t("mapping.entryDescription", { max: map.entryDescription.maxChars, values: format.list(map.entryDescription.values, { type: "conjunction" }) })}
      </p>
    </div>
  );
}
