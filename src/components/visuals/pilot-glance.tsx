import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { PILOT } from "@/config/business-constants";
import { getFormatter } from "@/i18n/formatter-server";
import { pilotScopeValues } from "@/components/home/pilot-section";
import { GuaranteeSeal, guaranteeTerms } from "./guarantee-card";
import { SceneFigure } from "./scene";

/**
 * The 30-day pilot at a glance (the AP Ops Scorecard's hero, beside its text from 1024 px): a rail from today (this
 * scorecard, step 1) through day 1 (the entities and top vendors in scope) and day 30 (measured against the pilot's
 * targets, which the page states once, in step 2, with their basis) to day 31 (the decision, then tuning and scale),
 * and at its foot the guarantee in one line with its seal (a visitor who lands here from the banner's "See the pilot"
 * meets the commitment in the first screen; its full card stays beside the pilot's call to action). Text at 14 px (13 px for the day chips and the note). Every figure from PILOT; HTML + inline SVG, aria-hidden with a
 * visually hidden caption. Compact on purpose: no taller than the hero's text, so the scorecard still starts above
 * the fold at 1440x900 in every locale (e2e/assessments.spec.ts).
 */
export async function PilotGlance({ variant = "hero" }: { variant?: "hero" | "phone" } = {}) {
  /** The phone copy (under the scorecard, below 1024 px) keeps its own test ids, so each copy is found on its own. */
  const id = (name: string) => (variant === "phone" ? `${name}-phone` : name);
  const t = await getTranslations("scorecard.glance");
  const format = await getFormatter();
  const n = (value: number) => format.number(value);
  const args = {
    days: n(PILOT.days),
    zero: n(0),
    first: n(1),
    next: n(PILOT.days + 1),
    ...pilotScopeValues(format),
  };
  const guarantee = guaranteeTerms(format);

  return (
    <SceneFigure caption={`${t("caption", args)} ${t("guarantee", guarantee)}`} testId={id("pilot-glance")}>
      <div data-card className="rounded-2xl border border-slate-200 bg-white p-4 shadow-lg shadow-brand-900/10">
        {/* The path as a rail: today (this scorecard) down to day N + 1 (the decision), the line running between them. */}
        <div className="relative">
          <span className="absolute top-6 bottom-8 left-[calc(1.875rem-1px)] w-0.5 rounded bg-gradient-to-b from-brand-200 to-brand-600" />
          <ol className="relative grid gap-3">
            {/* Step 1, before day 1: this scorecard, the baseline the pilot starts from. */}
            <RailStep testId={id("pilot-glance-today")} day={t("day", { day: args.zero })} chipClass={QUIET_CHIP}>
              <span className="text-sm leading-snug text-slate-700">{t("todayBody")}</span>
            </RailStep>
            <RailStep day={t("day", { day: args.first })} chipClass={QUIET_CHIP}>
              <span className="text-sm leading-snug text-slate-700">{t("start", args)}</span>
            </RailStep>
            <RailStep day={t("day", { day: args.days })} chipClass="bg-brand-700 text-white">
              <div className="min-w-0">
                <p className="text-sm leading-snug font-semibold text-ink">{t("end")}</p>
              </div>
            </RailStep>
            {/* Day 31: the decision, then tuning and scale (as landing3's "From your 90-day goal to proof"). */}
            <RailStep testId={id("pilot-glance-next")} day={t("day", { day: args.next })} chipClass={`${QUIET_CHIP} whitespace-nowrap`}>
              <span className="text-sm leading-snug text-slate-700">{t("nextBody")}</span>
            </RailStep>
          </ol>
        </div>
        {/* The hero card ends on the guarantee; the phone copy does not (on a phone the hero's own line states it in the
            first screen, and a second line a screen below read as a repeat). */}
        {variant === "hero" ? (
          <GuaranteeLine testId={id("pilot-glance-guarantee")} text={t("guarantee", guarantee)} className="mt-4 border-t border-slate-200 pt-3" />
        ) : null}
      </div>
    </SceneFigure>
  );
}

/** The guarantee in one line with its seal. */
function GuaranteeLine({ testId, text, className }: { testId: string; text: string; className: string }) {
  return (
    <p data-testid={testId} className={`flex items-start gap-2.5 text-sm leading-snug text-slate-800 ${className}`}>
      <GuaranteeSeal className="h-6 w-6 flex-none" />
      <span className="min-w-0">{text}</span>
    </p>
  );
}

/**
 * Below 1024 px, where the pilot at a glance follows the scorecard, the hero still states the guarantee: this line
 * under its buttons, so a visitor who came for the pilot meets the commitment in the first screen on a phone too. It
 * links to the pilot's section (scope, goals and the guarantee's full card), in place of the hero's "see the pilot"
 * link, which it replaces there; no frame, so the first question stays within a screen and a half.
 */
export async function PilotHeroGuarantee() {
  const t = await getTranslations("scorecard.glance");
  const format = await getFormatter();
  return (
    <div className="lg:hidden">
      <a href="#pilot" className="block rounded-sm text-slate-800 decoration-brand-300 underline-offset-4 hover:underline">
        <GuaranteeLine testId="pilot-hero-guarantee" text={t("guarantee", guaranteeTerms(format))} className="mt-4" />
      </a>
    </div>
  );
}

/** Every day chip looks alike but day N, the day the pilot is measured (the one stop drawn strong, its text bold). */
const QUIET_CHIP = "bg-brand-50 text-brand-800 ring-1 ring-brand-200";

/** One stop on the rail: its day as a chip in the rail's column, what happens beside it. */
function RailStep({ day, chipClass, testId, children }: { day: string; chipClass: string; testId?: string; children: ReactNode }) {
  return (
    <li data-testid={testId} className="relative grid grid-cols-[3.75rem_minmax(0,1fr)] items-start gap-x-3">
      <span data-chip className={`justify-self-center rounded-md px-1.5 py-0.5 text-[0.8125rem] font-bold ${chipClass}`}>
        {day}
      </span>
      {children}
    </li>
  );
}
