import { getFormatter } from "@/i18n/formatter-server";
import { CheckList, Section } from "@/components/sections/section";
import { ALTERNATE_TIMELINE, NACHA_2026 } from "@/config/business-constants";
import { longDate } from "@/i18n/formatters";
import { DataTable, SamplePanel, StepTimeline } from "./panel";
import type { Translate } from "@/i18n/translate";
import { getLooseTranslator } from "@/i18n/translate-server";
import { timingOf } from "@/lib/timing";

const CONTROL_ROWS = ["senderAuth", "bankOwnership", "postingGuard", "entryDescription", "evidence"] as const;

/** A period of a timeline step ("Weeks 1-2", "Month 2"), from the constants' from/to/unit. */
export function periodLabel(
  t: Translate,
  step: { from: number; to: number | null; unit: "week" | "month" },
): string {
  if (step.to !== null) return t(step.unit === "week" ? "periods.weeks" : "periods.months", { from: step.from, to: step.to });
  return t(step.unit === "week" ? "periods.week" : "periods.month", { from: step.from });
}

/** 2026 readiness page: Nacha phases, control-to-rule table, deliverables, entry description rule. */
export async function ReadinessPanels() {
  const t = await getLooseTranslator("solutionsUseCase.readiness2026");
  const format = await getFormatter();

  return (
    <>
      <Section id="phases" title={t("phases.title")} intro={t("phases.intro")} tone="muted">
        <ol data-testid="nacha-phases" className="grid gap-6 md:grid-cols-2">
          <li className="rounded-xl border-t-4 border-brand-600 bg-white p-6 shadow-sm">
            <p className="text-sm font-semibold text-brand-700">
              <time dateTime={NACHA_2026.phase1}>{longDate(format, NACHA_2026.phase1)}</time>
            </p>
            <h3 className="mt-1 text-lg font-semibold text-ink">{t("phases.phase1.title")}</h3>
            <p className="mt-2 text-slate-700">{t("phases.phase1.body")}</p>
          </li>
          <li className="rounded-xl border-t-4 border-brand-600 bg-white p-6 shadow-sm">
            <p className="text-sm font-semibold text-brand-700">
              <time dateTime={NACHA_2026.phase2}>{longDate(format, NACHA_2026.phase2)}</time>
            </p>
            <h3 className="mt-1 text-lg font-semibold text-ink">{t("phases.phase2.title")}</h3>
            <p className="mt-2 text-slate-700">{t("phases.phase2.body", { timing: timingOf(NACHA_2026.phase2) })}</p>
            <p className="mt-2 text-sm text-slate-700">
              {t("phases.phase2.practical", { date: longDate(format, NACHA_2026.phase2Practical), timing: timingOf(NACHA_2026.phase2) })}
            </p>
          </li>
        </ol>
      </Section>
      <Section id="control-map" title={t("controls.title")} intro={t("controls.intro")}>
        <DataTable
          testId="control-rule-table"
          caption={t("controls.title")}
          headers={[t("controls.control"), t("controls.rule"), t("controls.evidence")]}
          rows={CONTROL_ROWS.map((key) => [
            t(`controls.rows.${key}.control`),
            t(`controls.rows.${key}.rule`),
            t(`controls.rows.${key}.evidence`),
          ])}
        />
      </Section>
      <Section id="entry-description" title={t("entry.title")} intro={t("entry.intro", { max: NACHA_2026.companyEntryDescriptionMaxChars })} tone="muted">
        <SamplePanel title={t("entry.panelTitle")} headingId="entry-description-panel" testId="entry-description" illustrative={false}>
          <ul className="grid gap-3 sm:grid-cols-2">
            {NACHA_2026.companyEntryDescriptionValues.map((value) => (
              <li key={value} className="rounded-lg bg-slate-50 p-4">
                <code className="font-mono text-lg font-semibold text-ink">{value}</code>
                <p className="mt-1 text-sm text-slate-700">
                  {t("entry.valueCheck", { length: value.length, max: NACHA_2026.companyEntryDescriptionMaxChars })}
                </p>
                <p className="mt-1 text-sm text-slate-700">{t(`entry.usage.${value}`)}</p>
              </li>
            ))}
          </ul>
        </SamplePanel>
      </Section>
      <Section id="deliverables" title={t("deliverables.title")} intro={t("deliverables.intro")}>
        <CheckList items={t.raw("deliverables.items") as string[]} />
      </Section>
      <Section id="quick-path" title={t("quickPath.title")} intro={t("quickPath.intro")} tone="muted">
        <StepTimeline
          testId="quick-path"
          steps={ALTERNATE_TIMELINE.map((step) => ({
            period: periodLabel(t, step),
            title: t(`quickPath.steps.${step.key}.title`),
            body: t(`quickPath.steps.${step.key}.body`),
          }))}
        />
      </Section>
    </>
  );
}
