import { getFormatter, setRequestLocale } from "next-intl/server";
import { hours, percent, seconds } from "@/components/solutions/format";
import { SolutionPage } from "@/components/solutions/solution-page";
import { solutionValues } from "@/components/solutions/solution-values";
import { StatsSection } from "@/components/solutions/stats-section";
import { EVIDENCE, SAMPLE_DASHBOARD } from "@/config/business-constants";
import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";
import { getLooseTranslator } from "@/components/solutions/loose-translator";

const PATH = "/solutions/med-device";
const NAMESPACE = "solutionsIndustry.medDevice";

export async function generateMetadata(props: LocaleParams) {
  return pageMetadata({ locale: await resolveLocale(props), path: PATH, namespace: NAMESPACE });
}

export default async function MedDeviceSolutionPage(props: LocaleParams) {
  const locale = await resolveLocale(props);
  setRequestLocale(locale);
  const format = await getFormatter();
  const t = await getLooseTranslator("solutionsIndustry.medDevice.stats");
  return (
    <SolutionPage
      namespace={NAMESPACE}
      values={solutionValues(format)}
      links={{
        hero: {
          primary: "/talk-to-expert?cta=med-device-hero&topic=general-consultation",
          secondary: "/book-demo?cta=med-device-hero&goal=fraud-prevention",
        },
        cta: {
          primary: "/book-demo?cta=med-device-footer&goal=fraud-prevention",
          secondary: "/talk-to-expert?cta=med-device-footer&topic=general-consultation",
        },
      }}
      panels={
        <StatsSection
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
      }
    />
  );
}
