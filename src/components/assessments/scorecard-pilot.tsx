import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { CheckList, Section } from "@/components/sections/section";
import { pilotGoals, pilotScopeValues } from "@/components/home/pilot-section";
import { GuaranteeCard, GuaranteeRail } from "@/components/visuals/guarantee-card";
import { ScorecardFaq } from "./scorecard-faq";
import { ScorecardReadout } from "./scorecard-readout";
import { DURATIONS, PILOT } from "@/config/business-constants";
import { getFormatter } from "@/i18n/formatter-server";
import { Link } from "@/i18n/navigation";
import { loosely } from "@/i18n/translate";

const STAGES = ["provide", "run", "measure", "decide"] as const;

/**
 * The AP Ops Scorecard page's step 2: the 30-day pilot the scorecard leads to. Four stages (what the visitor provides
 * before day 1, what we run during the pilot, the goals measured on day 30, the decision on day 31, as landing3's
 * "From your 90-day goal to proof"), and beside them the pilot guarantee, stated once on the page, right above the
 * pilot's call to action. Every figure from PILOT and DURATIONS (e2e/pricing-pilot-polish.spec.ts).
 */
export async function ScorecardPilot() {
  const t = await getTranslations("scorecard.pilot");
  /** A list item by index (the lists are arrays in the messages). */
  const item = loosely(t);
  const home = await getTranslations("home.pilot");
  const tCommon = await getTranslations("common");
  const format = await getFormatter();
  const n = (value: number) => format.number(value);
  const args = {
    days: n(PILOT.days),
    next: n(PILOT.days + 1),
    ...pilotScopeValues(format),
  };
  const goals = pilotGoals(home, format);

  return (
    <Section id="pilot" title={t("title", args)} intro={t("intro", args)} tone="muted">
      {/* The stages and the guarantee's column end together at 1024 px and up: the shorter side takes the difference (the
          stage rows grow, or the guarantee card does, above its "otherwise"). */}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
        <ol data-testid="pilot-stages" className="grid gap-4 sm:grid-cols-2">
          {STAGES.map((stage) => (
            <li key={stage} data-stage={stage} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <p
                className={`w-fit rounded-md px-2 py-0.5 text-[0.8125rem] font-bold ${
                  stage === "decide" ? "bg-ink text-white" : stage === "measure" ? "bg-brand-700 text-white" : "bg-brand-100 text-brand-800"
                }`}
              >
                {t(`${stage}.when`, args)}
              </p>
              <h3 className="mt-3 text-lg font-semibold text-ink">{t(`${stage}.title`)}</h3>
              <div className="mt-3 text-sm">
                {stage === "provide" || stage === "run" ? (
                  <CheckList items={(t.raw(`${stage}.items`) as string[]).map((_, i) => item(`${stage}.items.${i}`, args))} />
                ) : stage === "measure" ? (
                  <>
                    {/* Targets, not results: each with a target mark (no tick, which would read as achieved) and the
                        word "Target" for screen readers. */}
                    <ul data-testid="pilot-targets" className="space-y-2">
                      {goals.map((goal) => (
                        <li key={goal} data-target className="flex gap-2 text-slate-700">
                          <TargetIcon />
                          <span>
                            <span className="sr-only">{t("measure.target")} </span>
                            {keepBracketsWhole(goal)}
                          </span>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : (
                  <p className="text-slate-700">{t("decide.body")}</p>
                )}
              </div>
              {stage === "measure" ? (
                <ReadoutPreview basis={t("measure.basis", args)} link={t("measure.readoutLink")} />
              ) : null}
              {stage === "decide" ? <ScopeGrowth labels={{ pilot: t("decide.scopePilot", args), next: t("decide.scopeNext") }} /> : null}
            </li>
          ))}
        </ol>
        {/* The guarantee once on the page, as the asset right above the button that books the pilot. */}
        <div data-testid="pilot-offer" className="flex flex-col gap-4">
          <div className="flex flex-1 flex-col">
            <GuaranteeCard fill>
              <GuaranteeRail steps={[t("guaranteeRail.kickoff"), t("guaranteeRail.measured", args)]} />
            </GuaranteeCard>
          </div>
          <Link
            href="/book-demo?cta=pilot-page&goal=faster-close"
            data-testid="pilot-cta"
            className="flex items-center justify-center rounded-md bg-brand-600 px-5 py-3 text-center font-semibold text-balance text-white hover:bg-brand-700"
          >
            {t("cta")}
          </Link>
          <p className="text-center text-sm text-slate-600">{t("ctaNote", { minutes: n(DURATIONS.demoMinutes) })}</p>
        </div>
      </div>
      {/* What day 30 delivers (a sample readout, illustrative) beside the questions a CFO asks before booking. */}
      <div className="mt-12 grid items-start gap-8 lg:grid-cols-2 lg:gap-10">
        <ScorecardReadout days={args.days} illustrative={tCommon("illustrativeShort")} />
        <ScorecardFaq args={args} />
      </div>
    </Section>
  );
}

/**
 * A goal with a bracketed aside ("Median cycle time under 48 h (p90 at most 72 h)"): the bracket and its content are
 * kept on one line, so "(p90" never ends a line apart from what it qualifies.
 */
function keepBracketsWhole(text: string): ReactNode {
  const parts = text.split(/(\([^)]*\))/);
  if (parts.length === 1) return text;
  return parts.map((part, i) =>
    part.startsWith("(") ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence, in order
      <span key={i} data-keep-whole className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/**
 * Day 30's foot, level with day 31's picture: how the targets are measured, drawn as one track of the readout the pilot
 * ends with (the baseline, hollow; the day-30 measurement, filled; the target zone, dashed), beside the targets' basis
 * in words and a link to the sample readout further down. The drawing is aria-hidden.
 */
function ReadoutPreview({ basis, link }: { basis: string; link: string }) {
  return (
    <div data-testid="pilot-readout-preview" className="mt-auto pt-4">
      <div className="grid grid-cols-[5.75rem_minmax(0,1fr)] items-center gap-x-3 rounded-lg bg-slate-50 p-3 text-[0.8125rem] leading-snug text-slate-700 ring-1 ring-slate-200">
        <svg aria-hidden="true" viewBox="0 0 92 22" className="block h-[1.375rem] w-[5.75rem]">
          <path d="M4 11h84" className="stroke-slate-300" strokeWidth="2" strokeLinecap="round" />
          <rect x="58.75" y="3.75" width="30.5" height="14.5" rx="2.5" className="fill-signal-50 stroke-signal-600" strokeWidth="1" strokeDasharray="3 2" />
          <path d="M12 11h56" className="stroke-brand-600" strokeWidth="3" strokeLinecap="round" />
          <circle cx="12" cy="11" r="4.5" className="fill-white stroke-brand-600" strokeWidth="2" />
          <circle cx="68" cy="11" r="5" className="fill-brand-700 stroke-white" strokeWidth="1.5" />
        </svg>
        <p data-basis className="min-w-0">
          {basis}{" "}
          <a href="#pilot-readout" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
            {link}
          </a>
        </p>
      </div>
    </div>
  );
}

/**
 * Day 31 in a picture: the pilot's scope (its legal entities, solid) and what follows when the results hold (more
 * entities and vendors, dashed: not yet in scope, and no number promised). Its own two labels say it in words; the
 * drawing itself is aria-hidden.
 */
function ScopeGrowth({ labels }: { labels: { pilot: string; next: string } }) {
  const tile = (x: number, solid: boolean) => (
    <g key={x}>
      <rect
        x={x + 0.75}
        y="0.75"
        width="20.5"
        height="20.5"
        rx="4"
        className={solid ? "fill-brand-600 stroke-brand-600" : "fill-white stroke-slate-400"}
        strokeWidth="1.5"
        strokeDasharray={solid ? undefined : "3 2.5"}
      />
      {/* A building: the legal entity. */}
      <path
        d={`M${x + 6.5} 17v-10h9v10M${x + 9} 10h4M${x + 9} 13.5h4`}
        className={`fill-none ${solid ? "stroke-white" : "stroke-slate-400"}`}
        strokeWidth="1.4"
        strokeLinecap="round"
      />
    </g>
  );
  return (
    <div data-testid="pilot-scope-growth" className="mt-auto pt-4">
      {/* Each row: its tiles, then what they stand for. */}
      <ul className="grid grid-cols-[5.75rem_minmax(0,1fr)] items-center gap-x-3 gap-y-2 rounded-lg bg-slate-50 p-3 text-[0.8125rem] leading-snug text-slate-700 ring-1 ring-slate-200">
        <li className="col-span-2 grid grid-cols-subgrid items-center">
          <svg aria-hidden="true" viewBox="0 0 92 22" className="block h-[1.375rem] w-[5.75rem]">
            {[0, 26].map((x) => tile(x, true))}
          </svg>
          <span className="min-w-0">{labels.pilot}</span>
        </li>
        <li className="col-span-2 grid grid-cols-subgrid items-center">
          <svg aria-hidden="true" viewBox="0 0 92 22" className="block h-[1.375rem] w-[5.75rem]">
            {[0, 26, 52].map((x) => tile(x, false))}
            <circle cx="80" cy="11" r="1.5" className="fill-slate-400" />
            <circle cx="86" cy="11" r="1.5" className="fill-slate-400" />
          </svg>
          <span className="min-w-0">{labels.next}</span>
        </li>
      </ul>
    </div>
  );
}

/** A target (concentric rings and a centre), drawn in SVG: a goal to reach, not a result achieved. */
function TargetIcon() {
  return (
    <svg aria-hidden="true" data-target-icon viewBox="0 0 20 20" className="mt-1 h-4 w-4 flex-none text-brand-600">
      <circle cx="10" cy="10" r="8" className="fill-none stroke-current" strokeWidth="1.6" />
      <circle cx="10" cy="10" r="4.6" className="fill-none stroke-current" strokeWidth="1.6" />
      <circle cx="10" cy="10" r="1.6" className="fill-current" />
    </svg>
  );
}
