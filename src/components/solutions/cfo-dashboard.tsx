import { getFormatter } from "@/i18n/formatter-server";
import { Section } from "@/components/sections/section";
import { CFO_DASHBOARD_SAMPLE, SAMPLE_DASHBOARD } from "@/config/business-constants";
import { usd, percent } from "@/i18n/formatters";
import { SamplePanel, StatGrid } from "./panel";
import { getLooseTranslator } from "@/i18n/translate-server";

/** Static CFO dashboard sample on /solutions/cfo: fraud prevented MTD, STP rate, close acceleration. */
export async function CfoDashboard() {
  const t = await getLooseTranslator("solutionsRole.cfo.dashboard");
  const format = await getFormatter();
  const basis = await getLooseTranslator("common.basis");
  return (
    <Section id="dashboard" title={t("title")} intro={t("intro")} tone="muted">
      <SamplePanel title={t("panelTitle")} headingId="cfo-dashboard-panel" testId="cfo-dashboard" basis={basis("sample")}>
        <StatGrid
          items={[
            { label: t("fraudPrevented"), value: usd(format, CFO_DASHBOARD_SAMPLE.fraudPreventedMtdUsd) },
            { label: t("stpRate"), value: percent(format, SAMPLE_DASHBOARD.stpPercent) },
            { label: t("closeAcceleration"), value: t("closeValue", { days: CFO_DASHBOARD_SAMPLE.closeAccelerationDays }) },
            { label: t("blockedPayments"), value: format.number(CFO_DASHBOARD_SAMPLE.blockedPaymentsMtd) },
            { label: t("inTolerance"), value: percent(format, SAMPLE_DASHBOARD.inTolerancePercent) },
            {
              label: t("exceptions"),
              value: format.number(SAMPLE_DASHBOARD.exceptionsPer1kInvoices),
            },
          ]}
        />
      </SamplePanel>
    </Section>
  );
}
