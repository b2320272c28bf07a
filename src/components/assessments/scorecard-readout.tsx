import { getTranslations } from "next-intl/server";
import { SceneFigure } from "@/components/visuals/scene";

/**
 * What the pilot delivers on day 30, drawn: one row per target (the pilot's four, named, never with their numbers,
 * which the page states once, in the measure stage), each with a track from the baseline agreed at kick-off (hollow
 * dot) to the day-30 measurement (filled dot), the target zone shaded, and a met / not met chip. Positions are
 * illustrative (one row falls short on purpose, so the sample does not read as a promise) and labeled so. HTML +
 * inline SVG, server-rendered; aria-hidden with a visually hidden caption.
 */
const ROWS = [
  { key: "median", from: 18, to: 80, met: true },
  { key: "p90", from: 22, to: 62, met: false },
  { key: "coverage", from: 30, to: 84, met: true },
  { key: "emails", from: 14, to: 76, met: true },
] as const;

/** Where the target zone starts on each track (0-100): the right end is better, whatever the metric's direction. */
const ZONE_START = 70;

/** The three columns of a row from 640 px: the metric, its track, its chip (fixed, so the "better" cue above the tracks
 * ends where every track ends). On a phone the track runs under the metric and its chip, the full width. */
const COLUMNS = "grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 sm:grid-cols-[10rem_minmax(0,1fr)_8.25rem]";

export async function ScorecardReadout({ days, illustrative }: { days: string; illustrative: string }) {
  const t = await getTranslations("scorecard.pilot.readout");
  return (
    // Day 30's card links here ("See a sample readout"): focusable, so keyboard users land on it too.
    <div
      id="pilot-readout"
      tabIndex={-1}
      data-testid="pilot-readout"
      className="flex scroll-mt-20 flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm focus:outline-none sm:p-6"
    >
      {/* The title wraps beside the "illustrative" badge (on a phone too), rather than the badge dropping to a line of its own. */}
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 text-lg font-semibold text-ink">{t("title", { days })}</h3>
        <p data-chip data-testid="pilot-readout-label" className="mt-0.5 flex-none rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-800">
          {illustrative}
        </p>
      </div>
      <p className="mt-2 text-sm text-slate-700">{t("intro", { days })}</p>
      <SceneFigure caption={t("caption", { days })} testId="pilot-readout-figure" className="mt-4">
        {/* The direction of every track, over the tracks: the right end is better (shorter cycle times, more coverage, fewer
            emails alike), so "moving right" reads as improvement without knowing each metric's unit. */}
        <p data-testid="pilot-readout-direction" className={`${COLUMNS} px-3 pb-1.5 text-xs font-semibold text-signal-700`}>
          <span className="hidden sm:block" />
          <span className="col-span-2 flex items-center justify-end gap-1.5 sm:col-span-1">
            {t("better")}
            <svg aria-hidden="true" viewBox="0 0 24 10" className="h-2.5 w-6 flex-none">
              <path d="M1 5h20M16 1l5 4-5 4" className="fill-none stroke-current" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </span>
        </p>
        <ul className="divide-y divide-slate-100 rounded-lg bg-slate-50 px-3 ring-1 ring-slate-200">
          {ROWS.map((row) => (
            <li key={row.key} className={`${COLUMNS} gap-y-2 py-3`}>
              <span className="text-sm font-semibold text-ink">{t(`metrics.${row.key}`)}</span>
              {/* The track: the target zone (dashed, at the right), the move from baseline to day 30 as a bar. On a phone it
                  runs under the metric and its chip, the full width. */}
              <span className="relative order-last col-span-2 block h-4 sm:order-none sm:col-span-1">
                <span className="absolute inset-x-0 top-1/2 h-0.5 -translate-y-1/2 rounded bg-slate-200" />
                <span
                  className="absolute inset-y-0 right-0 rounded-sm border border-dashed border-signal-600 bg-signal-50"
                  style={{ left: `${ZONE_START}%` }}
                />
                <span className="absolute top-1/2 h-1 -translate-y-1/2 rounded bg-brand-600" style={{ left: `${row.from}%`, width: `${row.to - row.from}%` }} />
                <span className="absolute top-1/2 h-3 w-3 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-brand-600 bg-white" style={{ left: `${row.from}%` }} />
                <span className="absolute top-1/2 h-3 w-3 -translate-x-1/2 -translate-y-1/2 rounded-full bg-brand-700 ring-2 ring-white" style={{ left: `${row.to}%` }} />
              </span>
              {/* Met in the success tone; not met as a warning (amber, with its mark): the colour never says it alone. */}
              <span
                data-chip
                data-tone={row.met ? "success" : "warning"}
                className={`inline-flex items-center gap-1 justify-self-end rounded-md border px-2 py-0.5 text-xs font-bold whitespace-nowrap ${
                  row.met ? "border-signal-600 bg-signal-50 text-signal-700" : "border-amber-400 bg-amber-50 text-amber-900"
                }`}
              >
                {row.met ? null : (
                  <svg aria-hidden="true" viewBox="0 0 12 12" className="h-3 w-3 flex-none">
                    <path d="M6 1 11.2 10.5H.8z" className="fill-amber-500" strokeLinejoin="round" />
                    <path d="M6 4.6v2.8" className="stroke-amber-950" strokeWidth="1.3" strokeLinecap="round" />
                    <circle cx="6" cy="9" r=".75" className="fill-amber-950" />
                  </svg>
                )}
                {row.met ? t("met") : t("missed")}
              </span>
            </li>
          ))}
        </ul>
        <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1.5 text-xs text-slate-700">
          <li className="flex items-center gap-2">
            <span className="h-3 w-3 rounded-full border-2 border-brand-600 bg-white" />
            {t("legend.baseline")}
          </li>
          <li className="flex items-center gap-2">
            <span className="h-3 w-3 rounded-full bg-brand-700" />
            {t("legend.measured", { days })}
          </li>
          <li className="flex items-center gap-2">
            <span className="h-3 w-5 rounded-sm border border-dashed border-signal-600 bg-signal-50" />
            {t("legend.zone")}
          </li>
        </ul>
      </SceneFigure>
      <p data-basis className="mt-auto pt-3 text-[0.8125rem] text-slate-600">
        {t("note")}
      </p>
    </div>
  );
}
