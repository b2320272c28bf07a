import { getTranslations } from "next-intl/server";
import { getFormatter } from "@/i18n/formatter-server";
import { FRAUD_READINESS_RUBRIC, type RubricItem } from "@/assessments/fraud-readiness-score";
import { ResponsiveTable } from "@/components/sections/responsive-table";
import { loosely } from "@/i18n/translate";


/**
 * "What we check": every answer's contribution, rendered from the same table
 * (FRAUD_READINESS_RUBRIC) that scoreFraudReadiness uses, so page and score
 * cannot drift apart.
 */
export async function FraudRubricTable() {
  const t = loosely(await getTranslations("fraudCheck"));
  const f = loosely(await getTranslations("forms"));
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
      <ResponsiveTable
        caption={t("whatWeCheck.caption")}
        testId="fraud-rubric-table"
        tone="boxed"
        headers={[t("whatWeCheck.columns.question"), t("whatWeCheck.columns.answerPoints"), t("whatWeCheck.columns.why")]}
        rows={FRAUD_READINESS_RUBRIC.map((item) => ({
          key: item.field,
          cells: [
            <>
              {t(`whatWeCheck.questions.${item.field}`)}
              <span className="block font-normal text-slate-600">{t(`rubric.categories.${item.category}.name`)}</span>
            </>,
            // Each answer carries its points on its own line, at every width: a reader never pairs two separate lists
            // (a wrapped answer used to push the points column out of step with it).
            <ul key="answers" className="space-y-1">
              {answers(item).map(([label, points]) => (
                <li key={label} data-rubric-answer className="flex items-baseline justify-between gap-3">
                  {/* The answer gives way (long German compounds hyphenate or wrap) so its points stay on screen at 320 px. */}
                  <span className="min-w-0 hyphens-auto [overflow-wrap:anywhere]">{label}</span>
                  <span className="font-semibold whitespace-nowrap text-ink tabular-nums">{t("whatWeCheck.pointsShort", { points })}</span>
                </li>
              ))}
            </ul>,
            t(`whatWeCheck.why.${item.field}`),
          ],
        }))}
      />
      <p className="text-sm text-slate-700">{t("whatWeCheck.unscored")}</p>
    </div>
  );
}
