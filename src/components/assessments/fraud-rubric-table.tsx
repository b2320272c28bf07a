import { getFormatter, getTranslations } from "next-intl/server";
import { FRAUD_READINESS_RUBRIC, type RubricItem } from "@/assessments/fraud-readiness-score";

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * "What we check": every answer's contribution, rendered from the same table
 * (FRAUD_READINESS_RUBRIC) that scoreFraudReadiness uses, so page and score
 * cannot drift apart.
 */
export async function FraudRubricTable() {
  const t = (await getTranslations("fraudCheck")) as unknown as Translate;
  const f = (await getTranslations("forms")) as unknown as Translate;
  const format = await getFormatter();
  const pts = (points: number) => format.number(points);

  const answers = (item: RubricItem): [string, string][] => {
    const rule = item.rule;
    if (rule.kind === "choice") {
      return [
        ...Object.entries(rule.points).map(([value, points]): [string, string] => [f(`options.${item.field}.${value}`), pts(points)]),
        [t("whatWeCheck.unset"), pts(0)],
      ];
    }
    if (rule.kind === "percent") return [[t("whatWeCheck.percentRule", { max: rule.maxPoints }), `${pts(0)}-${pts(rule.maxPoints)}`]];
    return [
      [t("whatWeCheck.describedRule"), pts(rule.points)],
      [t("whatWeCheck.unset"), pts(0)],
    ];
  };

  return (
    <div className="space-y-4">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a focusable, named scroll region is the accessible pattern for wide tables (axe scrollable-region-focusable) */}
      <section className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600" aria-label={t("whatWeCheck.caption")} tabIndex={0}>
        <table className="w-full text-left text-sm" data-testid="fraud-rubric-table">
          <caption className="sr-only">{t("whatWeCheck.caption")}</caption>
          <thead className="bg-slate-100 text-slate-800">
            <tr>
              <th scope="col" className="px-4 py-3">
                {t("whatWeCheck.columns.question")}
              </th>
              <th scope="col" className="px-4 py-3">
                {t("whatWeCheck.columns.answer")}
              </th>
              <th scope="col" className="px-4 py-3">
                {t("whatWeCheck.columns.points")}
              </th>
              <th scope="col" className="px-4 py-3">
                {t("whatWeCheck.columns.why")}
              </th>
            </tr>
          </thead>
          <tbody>
            {FRAUD_READINESS_RUBRIC.map((item) => (
              <tr key={item.field} className="border-t border-slate-200 align-top">
                <th scope="row" className="px-4 py-3 font-semibold text-ink">
                  {t(`whatWeCheck.questions.${item.field}`)}
                  <span className="block font-normal text-slate-600">{t(`rubric.categories.${item.category}.name`)}</span>
                </th>
                <td className="px-4 py-3 text-slate-700">
                  <ul>
                    {answers(item).map(([label]) => (
                      <li key={label}>{label}</li>
                    ))}
                  </ul>
                </td>
                <td className="px-4 py-3 text-slate-700 tabular-nums">
                  <ul>
                    {answers(item).map(([label, points]) => (
                      <li key={label}>{points}</li>
                    ))}
                  </ul>
                </td>
                <td className="px-4 py-3 text-slate-700">{t(`whatWeCheck.why.${item.field}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="text-sm text-slate-700">{t("whatWeCheck.unscored")}</p>
    </div>
  );
}
