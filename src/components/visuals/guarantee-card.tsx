import { getTranslations } from "next-intl/server";
import { getFormatter } from "@/i18n/formatter-server";
import { PILOT } from "@/config/business-constants";
import { percent } from "@/i18n/formatters";
import { SceneFigure } from "./scene";

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
 */
export async function GuaranteeCard() {
  const t = await getTranslations("home.guaranteeCard");
  const format = await getFormatter();
  const args = {
    hours: format.number(PILOT.guarantee.medianCycleTimeHoursMax),
    deflection: percent(format, PILOT.guarantee.deflectionPercentMin),
    day: format.number(PILOT.guarantee.byDay),
  };
  return (
    <SceneFigure caption={`${t("caption", args)} ${t("terms")}`} testId="guarantee-card">
      <div data-card className="relative overflow-hidden rounded-2xl border-2 border-brand-600 bg-white p-6 shadow-lg shadow-brand-900/10">
        <div className="flex items-center gap-3">
          <GuaranteeSeal />
          <p className="text-lg font-bold text-ink">{t("title")}</p>
        </div>
        {/* The two targets stretch to one height (German wraps them to 4 and 5 lines), "or" stays centred between. */}
        <div className="mt-5 grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-stretch gap-2 text-center">
          <p data-guarantee-target className="flex items-center justify-center rounded-xl bg-brand-50 px-3 py-3 text-sm font-semibold text-brand-900">
            {t("either", args)}
          </p>
          <p className="self-center text-xs font-bold text-slate-600 uppercase">{t("or")}</p>
          <p data-guarantee-target className="flex items-center justify-center rounded-xl bg-brand-50 px-3 py-3 text-sm font-semibold text-brand-900">
            {t("orDeflection", args)}
          </p>
        </div>
        <p className="mt-3 text-center text-sm font-semibold text-slate-800">{t("byDay", args)}</p>
        <p className="mt-4 border-t border-slate-200 pt-4 text-slate-800">{t("otherwise")}</p>
        <p className="mt-2 text-xs text-slate-600" data-testid="guarantee-terms">
          {t("terms")}
        </p>
      </div>
    </SceneFigure>
  );
}
