import { getFormatter } from "@/i18n/formatter-server";
import { Section } from "@/components/sections/section";
import { EXCEPTION_SLA_HOURS, TOLERANCES } from "@/config/business-constants";
import { ExceptionQueue } from "./exception-queue";
import { percent, usd } from "@/i18n/formatters";
import { DataTable, SamplePanel } from "./panel";
import { getLooseTranslator } from "@/i18n/translate-server";

/** Logistics page: freight tolerances and logistics exception SLAs. */
export async function LogisticsPanels() {
  const t = await getLooseTranslator("solutionsIndustry.logistics.panels");
  const format = await getFormatter();
  const rules = TOLERANCES.logistics;
  const greater = (rule: { percent: number; usd: number }) =>
    t("greaterOf", { percent: percent(format, rule.percent), amount: usd(format, rule.usd) });

  const rows: [string, string][] = [
    [t("ltl"), greater(rules.ltl)],
    [t("ftl"), greater(rules.ftl)],
    [t("expedited"), t("either", { percent: percent(format, rules.expedited.percent), amount: usd(format, rules.expedited.usd) })],
    [t("fuelStandard"), t("ofPublished", { percent: percent(format, rules.fuelSurchargePercentOfPublished) })],
    [t("fuelContract"), t("exactMatch")],
    [t("detention"), t("perHour", { amount: usd(format, rules.detentionUsdPerHour) })],
    [t("liftgate"), t("exactMatch")],
    [t("insideDelivery"), percent(format, rules.insideDeliveryPercent)],
  ];

  return (
    <Section id="freight-tolerances" title={t("title")} intro={t("intro")} tone="muted">
      <div className="grid gap-6 lg:grid-cols-2">
        <SamplePanel title={t("tableTitle")} headingId="logistics-tolerances" testId="logistics-tolerances">
          <DataTable caption={t("tableTitle")} headers={[t("charge"), t("tolerance")]} rows={rows} />
        </SamplePanel>
        <ExceptionQueue
          title={t("queueTitle")}
          headingId="logistics-queue"
          testId="exception-queue"
          slaHours={EXCEPTION_SLA_HOURS.logistics}
          rows={[
            { priority: "HIGH", invoice: "FRT-55120", reason: t("queueRows.high") },
            { priority: "MEDIUM", invoice: "FRT-55087", reason: t("queueRows.medium") },
            { priority: "LOW", invoice: "FRT-55031", reason: t("queueRows.low") },
          ]}
        />
      </div>
    </Section>
  );
}
