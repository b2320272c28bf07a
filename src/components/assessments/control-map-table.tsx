"use client";

import { useTranslations } from "next-intl";
import { useFormatter } from "@/i18n/use-formatter";
import { type ControlMap, milestoneTiming, readinessTiming } from "@/assessments/control-map";
import { ResponsiveTable } from "@/components/sections/responsive-table";
import { loosely } from "@/i18n/translate";
import { CONTROL_STATUS_STYLE, CONTROL_STATUS_TONE } from "./result-styles";



/** The visitor's control map (buildControlMap), dates formatted for the locale. */
export function ControlMapTable({ map }: { map: ControlMap }) {
  const t = loosely(useTranslations("controlMap"));
  const format = useFormatter();
  const date = (iso: string) => format.dateTime(new Date(`${iso}T00:00:00Z`), { dateStyle: "long", timeZone: "UTC" });
  return (
    <div className="space-y-3">
      <p className="font-semibold text-ink" data-testid="control-map-readiness">
        {t(`success.readiness.${map.readiness}`, { timing: readinessTiming(map.readiness) })}
      </p>
      <p className="text-slate-700">
        {t("success.summary", { inPlace: map.counts["in-place"], partial: map.counts.partial, gap: map.counts.gap })}
      </p>
      <ResponsiveTable
        caption={t("success.mapCaption")}
        testId="control-map-table"
        tone="boxed"
        headers={[t("success.columns.family"), t("success.columns.status"), t("success.columns.target")]}
        rows={map.entries.map((e) => ({
          key: e.family,
          data: { "data-family": e.family, "data-status": e.status },
          cells: [
            t(`families.items.${e.family}.name`),
            <span key="status" data-chip data-tone={CONTROL_STATUS_TONE[e.status]} className={`rounded-full px-2 py-0.5 text-xs font-bold ring-1 ${CONTROL_STATUS_STYLE[e.status]}`}>
              {t(`success.status.${e.status}`)}
            </span>,
            e.milestone === "phase1"
              ? t("success.target.phase1", { date: date(e.date), timing: milestoneTiming(e.milestone) })
              : t("success.target.phase2", { date: date(e.date), practical: date(e.practicalDate ?? e.date), timing: milestoneTiming(e.milestone) }),
          ],
        }))}
      />
      <p className="text-sm text-slate-700">
        {t("mapping.entryDescription", { max: map.entryDescription.maxChars, values: format.list(map.entryDescription.values, { type: "conjunction" }) })}
      </p>
    </div>
  );
}
