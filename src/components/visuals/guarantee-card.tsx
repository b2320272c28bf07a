import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { getFormatter } from "@/i18n/formatter-server";
import { PILOT } from "@/config/business-constants";
import { percent } from "@/i18n/formatters";
import { SceneFigure } from "./scene";

/**
 * The pilot guarantee's terms, formatted for the request's locale ({hours}, {deflection}, {day} in every message that
 * states it): the banner, the proof band, this card and the pilot at a glance read them here.
 */
export function guaranteeTerms(format: Awaited<ReturnType<typeof getFormatter>>) {
  return {
    hours: format.number(PILOT.guarantee.medianCycleTimeHoursMax),
    deflection: percent(format, PILOT.guarantee.deflectionPercentMin),
    day: format.number(PILOT.guarantee.byDay),
  };
}

/** The guarantee's seal (a rosette with a tick), shared by the guarantee card, the pilot at a glance and /pricing. */
export function GuaranteeSeal({ className = "h-11 w-11" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={`flex-none ${className}`} aria-hidden="true">
      <path d="M20 3l3.6 2.6 4.4-.3 1.6 4.1 3.9 2.1-.6 4.4 2.4 3.7-2.4 3.7.6 4.4-3.9 2.1-1.6 4.1-4.4-.3L20 37l-3.6-2.6-4.4.3-1.6-4.1-3.9-2.1.6-4.4L4.7 20.4l2.4-3.7-.6-4.4 3.9-2.1 1.6-4.1 4.4.3z" className="fill-brand-600" />
      <path d="M13.5 20.5l4.5 4.5 8.5-9" className="fill-none stroke-white" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The pilot guarantee as a card (home and variant 3 pilot sections, beside the pilot's buttons): a seal, the two
 * alternative targets and the day they are measured, and what happens otherwise. From PILOT.guarantee; HTML + inline
 * SVG, aria-hidden with a visually hidden caption that says the whole term.
 *
 * The two targets sit side by side only when the card is wide (a container query, 28rem of content): in the narrow
 * columns the card stands in (about 21-23rem), German wrapped each to four or five lines with "30 %" alone on one, so
 * there they stack, one per row at full width, "or" between them on a rule. Both rows take one height either way.
 *
 * `fill`: the card takes the height its column gives it (the AP Ops Scorecard's step 2, where it ends level with the
 * pilot's stages); the room goes above "otherwise", which stays at the card's foot. `children`: shown under the day,
 * above "otherwise" (the scorecard page's rail of how the guarantee is measured).
 */
export async function GuaranteeCard({ fill = false, children }: { fill?: boolean; children?: ReactNode } = {}) {
  const t = await getTranslations("home.guaranteeCard");
  const format = await getFormatter();
  const args = guaranteeTerms(format);
  return (
    <SceneFigure
      caption={`${t("caption", args)} ${t("terms")}`}
      testId="guarantee-card"
      className={fill ? "flex h-full flex-col [&>div]:flex [&>div]:flex-1 [&>div]:flex-col" : ""}
    >
      <div
        data-card
        className={`@container relative overflow-hidden rounded-2xl border-2 border-brand-600 bg-white p-6 shadow-lg shadow-brand-900/10 ${fill ? "flex flex-1 flex-col" : ""}`}
      >
        <div className="flex items-start gap-3">
          <GuaranteeSeal />
          <div>
            <p className="text-lg font-bold text-ink">{t("title")}</p>
            {/* The pilot's goals (banner, goal lists) and this guarantee are two different things: say which is which. */}
            <p data-testid="guarantee-vs-goals" className="mt-0.5 text-sm text-slate-700">
              {t("goalsVsGuarantee")}
            </p>
          </div>
        </div>
        {/* Stacked (one target a row, "or" on a rule between) unless the card is wide; equal rows either way. */}
        <div
          data-guarantee-targets
          className="mt-5 grid grid-rows-[1fr_auto_1fr] gap-2 text-center @md:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] @md:grid-rows-1 @md:items-stretch"
        >
          <p data-guarantee-target className="flex items-center justify-center rounded-xl bg-brand-50 px-3 py-2.5 text-sm font-semibold text-balance text-brand-900 @md:py-3">
            {t("either", args)}
          </p>
          <p className="flex items-center gap-3 self-center text-xs font-bold text-slate-600 uppercase before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200 @md:block @md:before:hidden @md:after:hidden">
            {t("or")}
          </p>
          <p data-guarantee-target className="flex items-center justify-center rounded-xl bg-brand-50 px-3 py-2.5 text-sm font-semibold text-balance text-brand-900 @md:py-3">
            {t("orDeflection", args)}
          </p>
        </div>
        <p className="mt-3 text-center text-sm font-semibold text-slate-800">{t("byDay", args)}</p>
        {children}
        <div className={fill ? "mt-auto" : ""}>
          <p className="mt-4 border-t border-slate-200 pt-4 text-slate-800">{t("otherwise")}</p>
          <p className="mt-2 text-xs text-slate-600" data-testid="guarantee-terms">
            {t("terms")}
          </p>
        </div>
      </div>
    </SceneFigure>
  );
}

/**
 * How the guarantee is measured, as a two-stop rail inside its card: the baseline agreed at kick-off, then both
 * targets measured against it on day 30 (the guarantee's terms). On the AP Ops Scorecard's pilot section and /pricing.
 */
export function GuaranteeRail({ steps }: { steps: string[] }) {
  return (
    <ol data-testid="guarantee-rail" className="relative mt-5 space-y-3 text-left text-sm text-slate-700">
      <span aria-hidden="true" className="absolute top-2 bottom-2 left-[0.3125rem] w-0.5 rounded bg-brand-200" />
      {steps.map((step, i) => (
        <li key={step} className="relative flex gap-3">
          <span aria-hidden="true" className={`mt-1 h-3 w-3 flex-none rounded-full ring-2 ring-white ${i === 0 ? "border-2 border-brand-600 bg-white" : "bg-brand-700"}`} />
          <span className="min-w-0">{step}</span>
        </li>
      ))}
    </ol>
  );
}
