import { getFormatter } from "@/i18n/formatter-server";
import { EVIDENCE, SAMPLE_DASHBOARD } from "@/config/business-constants";
import { hours, percent, seconds } from "@/i18n/formatters";
import { getLooseTranslator } from "@/i18n/translate-server";
import { StatsSection } from "./stats-section";

/** The three-figure panels of the solutions pages that show sample figures rather than a demo of their own. */

export async function CioCisoPosture() {
  const format = await getFormatter();
  const t = await getLooseTranslator("solutionsRole.cioCiso.posture");
  const basis = await getLooseTranslator("common.basis");
  return (
    <StatsSection
      basis={basis("securityScore")}
      id="posture"
      title={t("title")}
      intro={t("intro")}
      panelTitle={t("panelTitle")}
      items={[
        {
          label: t("score"),
          value: t("scoreValue", {
            score: format.number(SAMPLE_DASHBOARD.securityScore),
            max: format.number(SAMPLE_DASHBOARD.securityScoreMax),
          }),
        },
        { label: t("deployments"), value: t("deploymentsValue") },
        { label: t("processing"), value: t("processingValue", { seconds: seconds(format, EVIDENCE.processingSecondsMax) }) },
      ]}
    />
  );
}

export async function BiotechEvidence() {
  const format = await getFormatter();
  const t = await getLooseTranslator("solutionsIndustry.biotech.stats");
  const basis = await getLooseTranslator("common.basis");
  return (
    <StatsSection
      basis={basis("sample")}
      id="evidence"
      title={t("title")}
      intro={t("intro")}
      panelTitle={t("panelTitle")}
      items={[
        { label: t("pack"), value: t("packValue", { biotechPackSeconds: seconds(format, EVIDENCE.biotechPackSecondsMax) }) },
        { label: t("stp"), value: percent(format, SAMPLE_DASHBOARD.stpPercent) },
        { label: t("inTolerance"), value: percent(format, SAMPLE_DASHBOARD.inTolerancePercent) },
      ]}
    />
  );
}

export async function ManufacturingSnapshot() {
  const format = await getFormatter();
  const t = await getLooseTranslator("solutionsIndustry.manufacturing.stats");
  const basis = await getLooseTranslator("common.basis");
  return (
    <StatsSection
      basis={basis("sample")}
      id="snapshot"
      title={t("title")}
      intro={t("intro")}
      panelTitle={t("panelTitle")}
      items={[
        { label: t("inTolerance"), value: percent(format, SAMPLE_DASHBOARD.inTolerancePercent) },
        { label: t("exceptions"), value: format.number(SAMPLE_DASHBOARD.exceptionsPer1kInvoices) },
        { label: t("resolution"), value: hours(format, SAMPLE_DASHBOARD.resolutionHours) },
      ]}
    />
  );
}

export async function MedDeviceTraceability() {
  const format = await getFormatter();
  const t = await getLooseTranslator("solutionsIndustry.medDevice.stats");
  const basis = await getLooseTranslator("common.basis");
  return (
    <StatsSection
      basis={basis("sample")}
      id="traceability"
      title={t("title")}
      intro={t("intro")}
      panelTitle={t("panelTitle")}
      items={[
        {
          label: t("traceability"),
          value: t("traceabilityValue", { traceabilitySeconds: seconds(format, EVIDENCE.medDeviceTraceabilitySecondsMax) }),
        },
        { label: t("inTolerance"), value: percent(format, SAMPLE_DASHBOARD.inTolerancePercent) },
        { label: t("resolution"), value: hours(format, SAMPLE_DASHBOARD.resolutionHours) },
      ]}
    />
  );
}
