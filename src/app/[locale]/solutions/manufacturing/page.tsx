import { getFormatter, setRequestLocale } from "next-intl/server";
import { hours, percent } from "@/components/solutions/format";
import { SolutionPage } from "@/components/solutions/solution-page";
import { solutionValues } from "@/components/solutions/solution-values";
import { StatsSection } from "@/components/solutions/stats-section";
import { SAMPLE_DASHBOARD } from "@/config/business-constants";
import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";
import { getLooseTranslator } from "@/components/solutions/loose-translator";

const PATH = "/solutions/manufacturing";
const NAMESPACE = "solutionsIndustry.manufacturing";

export async function generateMetadata(props: LocaleParams) {
  return pageMetadata({ locale: await resolveLocale(props), path: PATH, namespace: NAMESPACE });
}

export default async function ManufacturingSolutionPage(props: LocaleParams) {
  const locale = await resolveLocale(props);
  setRequestLocale(locale);
  const format = await getFormatter();
  const t = await getLooseTranslator("solutionsIndustry.manufacturing.stats");
  return (
    <SolutionPage
      namespace={NAMESPACE}
      values={solutionValues(format)}
      links={{
        hero: { primary: "/live-demo", secondary: "/book-demo?cta=manufacturing-hero&goal=process-automation" },
        cta: {
          primary: "/book-demo?cta=manufacturing-footer&goal=process-automation",
          secondary: "/talk-to-expert?cta=manufacturing-footer&topic=matching-tolerances",
        },
      }}
      panels={
        <StatsSection
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
      }
    />
  );
}
