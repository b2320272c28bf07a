import { getTranslations } from "next-intl/server";
import { PILOT } from "@/config/business-constants";
import { getFormatter } from "@/i18n/formatter-server";
import { percent } from "@/i18n/formatters";
import { GuaranteeSeal } from "./guarantee-card";
import { SceneFigure } from "./scene";

const GOALS = ["median", "p90", "coverage", "emails"] as const;

/**
 * The 30-day pilot at a glance (the AP Ops Scorecard's hero, beside its text from 1024 px): the 30 days as a rail
 * from day 1 (the entities and top vendors in scope) to day 30 (measured against the goals, said to be targets in a
 * basis note), and the guarantee under its seal, in its own words. Text at 14 px (13 px for the day chips and the note). Every figure from PILOT; HTML + inline SVG, aria-hidden with a
 * visually hidden caption. Compact on purpose: no taller than the hero's text, so the scorecard still starts above
 * the fold at 1440x900 in every locale (e2e/assessments.spec.ts).
 */
export async function PilotGlance() {
  const t = await getTranslations("scorecard.glance");
  const format = await getFormatter();
  const n = (value: number) => format.number(value);
  const pct = (value: number) => percent(format, value);
  const args = {
    days: n(PILOT.days),
    first: n(1),
    entitiesMin: n(PILOT.legalEntitiesMin),
    entitiesMax: n(PILOT.legalEntitiesMax),
    volumeMin: n(PILOT.topVendorVolumePercentMin),
    volumeMax: pct(PILOT.topVendorVolumePercentMax),
    hours: n(PILOT.medianCycleTimeHoursMax),
    p90: n(PILOT.p90CycleTimeHoursMax),
    coverage: pct(PILOT.controlCoveragePercentMin),
    emailsMin: n(PILOT.vendorEmailReductionPercentMin),
    emailsMax: pct(PILOT.vendorEmailReductionPercentMax),
    guaranteeHours: n(PILOT.guarantee.medianCycleTimeHoursMax),
    deflection: pct(PILOT.guarantee.deflectionPercentMin),
    byDay: n(PILOT.guarantee.byDay),
  };

  return (
    <SceneFigure caption={t("caption", args)} testId="pilot-glance">
      <div data-card className="rounded-2xl border border-slate-200 bg-white p-4 shadow-lg shadow-brand-900/10">
        {/* The 30 days as a rail: day 1 (scope) down to day N (measured), the line running between the two days. */}
        <div className="relative">
          <span className="absolute top-6 bottom-8 left-[calc(1.875rem-1px)] w-0.5 rounded bg-gradient-to-b from-brand-200 to-brand-600" />
          <ol className="relative grid gap-3">
            <li className="relative grid grid-cols-[3.75rem_minmax(0,1fr)] items-start gap-x-3">
              <span data-chip className="justify-self-center rounded-md bg-brand-100 px-1.5 py-0.5 text-[0.8125rem] font-bold text-brand-800">
                {t("day", { day: args.first })}
              </span>
              <span className="text-sm leading-snug text-slate-700">{t("start", args)}</span>
            </li>
            <li className="relative grid grid-cols-[3.75rem_minmax(0,1fr)] items-start gap-x-3">
              <span data-chip className="justify-self-center rounded-md bg-brand-700 px-1.5 py-0.5 text-[0.8125rem] font-bold text-white">
                {t("day", { day: args.days })}
              </span>
              <div className="min-w-0">
                <p className="text-sm leading-snug font-semibold text-ink">{t("end")}</p>
                {/* The goals as value and label, like a spec sheet. */}
                <ul className="mt-1.5 grid grid-cols-[auto_minmax(0,1fr)] items-baseline gap-x-3 gap-y-0.5">
                  {GOALS.map((goal) => (
                    // The value (in <v>) and its label: two cells of the list's columns, the values right-aligned.
                    <li key={goal} className="col-span-2 grid grid-cols-subgrid items-baseline text-sm leading-snug text-slate-700">
                      {t.rich(`goals.${goal}`, {
                        ...args,
                        v: (chunks) => <span className="text-right text-[0.9375rem] leading-snug font-bold whitespace-nowrap text-brand-900 tabular-nums">{chunks}</span>,
                      })}
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          </ol>
        </div>
        <p data-basis className="mt-2.5 text-[0.8125rem] leading-snug text-slate-600">
          {t("basis")}
        </p>
        {/* The guarantee in the card's own words (the pilot section further down sets it out as a card with its terms). */}
        <div className="mt-2.5 flex items-start gap-3 border-t border-slate-200 pt-2.5">
          <GuaranteeSeal className="h-9 w-9" />
          <p className="min-w-0 text-sm leading-snug text-slate-800" data-testid="pilot-glance-guarantee">
            {t.rich("guarantee", { ...args, b: (chunks) => <strong className="font-semibold text-ink">{chunks}</strong> })}
          </p>
        </div>
      </div>
    </SceneFigure>
  );
}
