import { getLocale, getTranslations } from "next-intl/server";
import { CLAIMS, EVIDENCE, PILOT } from "@/config/business-constants";
import { getFormatter } from "@/i18n/formatter-server";
import { percent } from "@/i18n/formatters";
import { Link } from "@/i18n/navigation";
import { formatUsdRange } from "@/i18n/number-format";

/**
 * The hero figures of each home: variant 1 emphasises fraud and identity risk, variant 2 speed and cycle time,
 * variant 3 (src/app/[locale]/landing3) what is verified and the pilot's control target.
 */
export const HIGHLIGHTS = {
  variant1: ["zeroFalseReleases", "manualReviews", "fraudPrevented"],
  // Not the cycle-time goal: variant 2's headline already states it.
  variant2: ["manualReviews", "stp", "closeFaster", "evidencePack"],
  variant3: ["zeroFalseReleases", "controlCoverage", "evidencePack"],
} as const satisfies Record<"variant1" | "variant2" | "variant3", readonly HighlightKey[]>;
type HighlightKey =
  | "zeroFalseReleases"
  | "manualReviews"
  | "fraudPrevented"
  | "stp"
  | "closeFaster"
  | "cycleTime"
  | "controlCoverage"
  | "evidencePack";

/**
 * The basis each figure stands on, shown as a chip beside it: the 0 is a rule of the product; the ranges are stated
 * for planning; the cycle time and the coverage are the pilot's goals; the export time is a product target.
 */
const BASIS = {
  zeroFalseReleases: "rule",
  manualReviews: "planning",
  fraudPrevented: "planning",
  stp: "planning",
  closeFaster: "planning",
  cycleTime: "pilotGoal",
  controlCoverage: "pilotGoal",
  evidencePack: "productTarget",
} as const satisfies Record<HighlightKey, string>;

/** What the figures' note must say: a rule, a goal and a product target are not "planning ranges" (variant 3). */
function noteKind(keys: readonly HighlightKey[]): "note" | "noteWithRule" | "noteWithGoal" {
  if (!keys.some((key) => key === "zeroFalseReleases")) return "note";
  return keys.some((key) => key === "controlCoverage") ? "noteWithGoal" : "noteWithRule";
}

/** A hero's figures (its `footer`), with the basis they stand on; `label` names the list for screen readers. */
export async function Highlights({ keys, label }: { keys: readonly HighlightKey[]; label: string }) {
  const t = await getTranslations("home.highlights");
  const format = await getFormatter();
  const locale = await getLocale();
  const values: Record<HighlightKey, string> = {
    zeroFalseReleases: format.number(0),
    manualReviews: t("manualReviews.value", {
      min: format.number(CLAIMS.manualReviewReductionPercentMin),
      max: format.number(CLAIMS.manualReviewReductionPercentMax / 100, { style: "percent" }),
    }),
    fraudPrevented: t("fraudPrevented.value", {
      range: formatUsdRange(locale, CLAIMS.fraudPreventedUsdMin, CLAIMS.fraudPreventedUsdMax),
      // German writes the range in words ("50.000 bis über 500.000 $"): the bare low end and the high end in dollars.
      min: format.number(CLAIMS.fraudPreventedUsdMin),
      max: format.number(CLAIMS.fraudPreventedUsdMax, { style: "currency", currency: "USD", maximumFractionDigits: 0 }),
    }),
    stp: t("stp.value", { min: format.number(CLAIMS.stpGainPointsMin), max: format.number(CLAIMS.stpGainPointsMax) }),
    closeFaster: t("closeFaster.value", {
      min: format.number(CLAIMS.closeFasterDaysMin),
      max: format.number(CLAIMS.closeFasterDaysMax),
    }),
    cycleTime: t("cycleTime.value", { hours: format.number(PILOT.medianCycleTimeHoursMax) }),
    controlCoverage: t("controlCoverage.value", { percent: percent(format, PILOT.controlCoveragePercentMin) }),
    evidencePack: t("evidencePack.value", { seconds: format.number(EVIDENCE.packExportSecondsMax) }),
  };
  return (
    <div className="mt-8 lg:mt-6" data-testid="hero-figures">
      <h2 className="sr-only">{label}</h2>
      {/* On a phone the figures are one panel with dividers (separate cards stacked a screen of boxes); from 640 px,
          one card each. */}
      <dl
        className={`grid divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm sm:grid-cols-2 sm:gap-3 sm:divide-y-0 sm:rounded-none sm:border-0 sm:bg-transparent sm:shadow-none lg:gap-4 ${keys.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}
      >
        {keys.map((key) => (
          // The value, then the basis it stands on as a chip beside it (a rule, a planning range, the pilot's goal or a
          // product target: no figure reads as a measured customer result), then the label across the card. A flex row
          // that wraps (on a phone: when a long value leaves no room, the chip takes the next line). Its lines
          // are packed at the top (content-start): a card stretched to its row's height keeps every value on one line.
          <div key={key} data-highlight={key} className="relative flex flex-wrap content-start items-center gap-x-2 px-5 py-3 sm:rounded-xl sm:border sm:border-slate-200 sm:bg-white sm:shadow-sm">
            <dt className="basis-full text-sm text-slate-700">{t(`${key}.label`)}</dt>
            <dd className="order-first text-2xl font-bold text-brand-800 tabular-nums">{values[key]}</dd>
            {/* From 640 px (one card per figure) the chip sits on the card's top edge, at its right: the same place in every
                card whatever the length of its value (German's and French's fraud range left no room beside it, and the
                chip dropped to a line of its own in one card only), and no height added above the fold. */}
            <dd className="-order-1 sm:absolute sm:-top-2.5 sm:right-4">
              <span data-chip data-basis={BASIS[key]} data-testid={key === "zeroFalseReleases" ? "policy-rule" : undefined} className="inline-block rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-slate-700 sm:ring-1 sm:ring-slate-200">
                {t(`basis.${BASIS[key]}`)}
              </span>
            </dd>
            {/* What drives the fraud range, and where a visitor can score their own exposure. */}
            {key === "fraudPrevented" ? (
              <dd className="basis-full text-sm">
                <Link href="/fraud-readiness-check?cta=home-figures" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
                  {t("fraudPrevented.link")}
                </Link>
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
      {/* The basis of the figures: target ranges stated for planning, not measured customer results (and, where the 0
          is shown, that it is a rule). */}
      <p className="mt-2 text-sm text-slate-600">{t(noteKind(keys))}</p>
    </div>
  );
}
