import { getTranslations } from "next-intl/server";
import { getFormatter } from "@/i18n/formatter-server";
import { FRAUD_CATEGORIES } from "@/assessments/fraud-readiness-score";
import { FRAUD_READINESS_WEIGHTS } from "@/config/business-constants";
import { loosely } from "@/i18n/translate";
import { SceneFigure } from "./scene";

/** Four shades a reader tells apart, darkest for the heaviest weight (the two lightest were near-identical). */
const SHADE = ["bg-brand-900", "bg-brand-600", "bg-sky-300", "bg-slate-300"] as const;

/**
 * The fraud readiness check's hero: how the score out of 100 is weighted (identity 40, bank ownership 30, process 20,
 * evidence 10), from FRAUD_READINESS_WEIGHTS, as one bar split by category with a legend. HTML only; aria-hidden with
 * a visually hidden caption.
 */
export async function RubricWeights() {
  const t = loosely(await getTranslations("fraudCheck"));
  const format = await getFormatter();
  const total = FRAUD_CATEGORIES.reduce((sum, c) => sum + FRAUD_READINESS_WEIGHTS[c], 0);
  return (
    <SceneFigure caption={t("weights.caption")} testId="rubric-weights-scene">
      <div data-card className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white p-6 shadow-lg shadow-brand-900/10">
        <p className="font-semibold text-ink">{t("weights.title")}</p>
        <div className="mt-4 flex h-5 overflow-hidden rounded-full">
          {FRAUD_CATEGORIES.map((category, i) => (
            <span key={category} className={SHADE[i]} style={{ width: `${(FRAUD_READINESS_WEIGHTS[category] / total) * 100}%` }} />
          ))}
        </div>
        <ul className="mt-5 space-y-3">
          {FRAUD_CATEGORIES.map((category, i) => (
            <li key={category} className="flex items-center gap-3 text-sm">
              <span className={`h-4 w-4 flex-none rounded ${SHADE[i]}`} />
              <span className="min-w-0 flex-1 text-ink">{t(`rubric.categories.${category}.name`)}</span>
              <span className="font-bold text-brand-800 tabular-nums">
                {format.number(FRAUD_READINESS_WEIGHTS[category] / 100, { style: "percent" })}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </SceneFigure>
  );
}
