// biome-ignore-all lint/a11y/noRedundantRoles: explicit roles keep the table semantics where the phone layout makes rows display: block
import { getTranslations } from "next-intl/server";
import { getFormatter } from "@/i18n/formatter-server";
import { FRAUD_READINESS_RUBRIC, type RubricItem } from "@/assessments/fraud-readiness-score";
import { loosely } from "@/i18n/translate";
import { keepRangesWhole } from "@/i18n/number-format";


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
        ...Object.entries(rule.points).map(([value, points]): [string, string] => [item.field === "erp" ? t(`form.erpOptions.${value}`) : f(`options.${item.field}.${value}`), pts(points)]),
        [t("whatWeCheck.unset"), pts(0)],
      ];
    }
    if (rule.kind === "percent") return [[t("whatWeCheck.percentRule", { max: rule.maxPoints }), keepRangesWhole(`${pts(0)}–${pts(rule.maxPoints)}`)]];
    return [
      [t("whatWeCheck.describedRule"), pts(rule.points)],
      [t("whatWeCheck.unset"), pts(0)],
    ];
  };

  const rows = FRAUD_READINESS_RUBRIC.map((item) => ({
    item,
    question: t(`whatWeCheck.questions.${item.field}`),
    category: t(`rubric.categories.${item.category}.name`),
    answers: answers(item),
    // A reason may name the points of the question's "other" answer (the ERP's), taken from the rubric.
    why: t(`whatWeCheck.why.${item.field}`, { otherPoints: pts(item.rule.kind === "choice" ? (item.rule.points.other ?? 0) : 0) }),
  }));

  return (
    <div className="space-y-4">
      {/* On a phone the nine questions are reference, not reading: closed by default behind one summary. From 640 px
          the table always shows and the summary hides (::details-content; a browser without it keeps the disclosure).
          A closed <details> still opens for find-in-page. */}
      <details
        data-testid="fraud-rubric-disclosure"
        className="group rounded-xl border border-slate-200 bg-white sm:border-0 sm:bg-transparent sm:details-content:block sm:details-content:[content-visibility:visible]"
      >
        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-semibold text-ink focus-visible:outline-2 focus-visible:outline-brand-600 sm:supports-[selector(::details-content)]:hidden [&::-webkit-details-marker]:hidden">
          <span>{t("whatWeCheck.toggle", { count: rows.length })}</span>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 flex-none fill-slate-700 group-open:rotate-180 motion-safe:transition-transform">
            <path d="M5.3 7.3 10 12l4.7-4.7 1.4 1.4L10 14.8 3.9 8.7z" />
          </svg>
        </summary>
        {/* A table from 640 px; on a phone each question is a compact block (no repeated column labels): the question
            and its category, each answer with its points on one line, then why it matters in a muted line. */}
        <table
          role="table"
          data-testid="fraud-rubric-table"
          className="block w-full border-t border-slate-200 text-left text-[0.9375rem] leading-snug sm:table sm:leading-normal sm:border-collapse sm:rounded-xl sm:border sm:border-slate-200 sm:bg-white sm:shadow-sm"
        >
          <caption className="sr-only">{t("whatWeCheck.caption")}</caption>
          <thead role="rowgroup" className="max-sm:sr-only bg-slate-100 text-slate-800">
            {/* From 1280 px the columns take about 22 / 36 / 42 % of the table: left to itself the browser gave the reasons
                half-empty lines while German answers wrapped word by word. Under 1280 px the table sizes its columns to
                their content (the question column would otherwise hyphenate German compounds). */}
            <tr role="row">
              {(
                [
                  [t("whatWeCheck.columns.question"), "xl:w-[22%]"],
                  [t("whatWeCheck.columns.answerPoints"), "xl:w-[36%]"],
                  [t("whatWeCheck.columns.why"), "xl:w-[42%]"],
                ] as const
              ).map(([header, width]) => (
                <th key={header} role="columnheader" scope="col" className={`px-4 py-3 font-semibold text-ink ${width}`}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup" className="block divide-y divide-slate-200 sm:table-row-group">
            {rows.map((row) => (
              <tr key={row.item.field} role="row" className="block px-4 py-3 align-top sm:table-row sm:p-0">
                {/* The question column keeps whole words (no break inside a word without a hyphen): words wrap between them,
                    and a browser with the page's hyphenation dictionary may hyphenate (lang from <html>). */}
                <th
                  role="rowheader"
                  scope="row"
                  data-rubric-question
                  className="block font-semibold text-ink hyphens-auto [overflow-wrap:normal]! sm:table-cell sm:min-w-[11rem] sm:px-4 sm:py-3"
                >
                  {row.question}
                  <span className="font-normal text-slate-600 max-sm:before:content-['_·_'] sm:block">{row.category}</span>
                </th>
                <td role="cell" className="mt-1.5 block text-slate-700 sm:mt-0 sm:table-cell sm:px-4 sm:py-3">
                  {/* Each answer carries its points on its own line, at every width: a reader never pairs two separate
                      lists (a wrapped answer used to push the points column out of step with it). */}
                  <ul className="space-y-1">
                    {row.answers.map(([label, points]) => (
                      <li key={label} data-rubric-answer className="flex items-baseline justify-between gap-3">
                        {/* The answer gives way (long German compounds hyphenate or wrap) so its points stay on screen at 320 px. */}
                        <span className="min-w-0 hyphens-auto [overflow-wrap:anywhere]">{label}</span>
                        <span className="font-semibold whitespace-nowrap text-ink tabular-nums">{t("whatWeCheck.pointsShort", { points })}</span>
                      </li>
                    ))}
                  </ul>
                </td>
                <td role="cell" className="mt-1.5 block text-slate-600 sm:mt-0 sm:table-cell sm:px-4 sm:py-3 sm:text-slate-700">
                  {row.why}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      <p className="text-sm text-slate-700">{t("whatWeCheck.unscored")}</p>
    </div>
  );
}
