import { getLocale, getTranslations } from "next-intl/server";
import { CLAIMS } from "@/config/business-constants";
import { getFormatter } from "@/i18n/formatter-server";
import { percent } from "@/i18n/formatters";
import { formatUsdRange } from "@/i18n/number-format";

/**
 * The platform's planning ranges (CLAIMS) as a row of chips under a label, with the note that says what they rest on:
 * product assumptions, not promised results, each target set from the customer's own baseline. Used where a page
 * speaks of targets (the ROI guarantee on /pricing, the worked example on /landing3).
 */
export async function OutcomeRanges({ label, withFraud = false, testId }: { label: string; withFraud?: boolean; testId: string }) {
  const t = await getTranslations("common.outcomeRanges");
  const [format, locale] = await Promise.all([getFormatter(), getLocale()]);
  const ranges = [
    t("stp", { min: format.number(CLAIMS.stpGainPointsMin), max: format.number(CLAIMS.stpGainPointsMax) }),
    t("close", { min: format.number(CLAIMS.closeFasterDaysMin), max: format.number(CLAIMS.closeFasterDaysMax) }),
    t("reviews", { min: format.number(CLAIMS.manualReviewReductionPercentMin), max: percent(format, CLAIMS.manualReviewReductionPercentMax) }),
    ...(withFraud
      ? [
          t("fraud", {
            range: formatUsdRange(locale, CLAIMS.fraudPreventedUsdMin, CLAIMS.fraudPreventedUsdMax),
            // German writes the range in words ("50.000 bis über 500.000 $"), as the homes' figures do.
            min: format.number(CLAIMS.fraudPreventedUsdMin),
            max: format.number(CLAIMS.fraudPreventedUsdMax, { style: "currency", currency: "USD", maximumFractionDigits: 0 }),
          }),
        ]
      : []),
  ];
  return (
    <div data-testid={testId}>
      <p className="text-sm font-semibold text-ink">{label}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {ranges.map((range) => (
          <li key={range} className="rounded-full bg-white px-3 py-1 text-sm text-slate-800 ring-1 ring-slate-200">
            {range}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-slate-600">{t("note")}</p>
    </div>
  );
}
