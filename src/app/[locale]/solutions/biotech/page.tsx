import { getFormatter, setRequestLocale } from "next-intl/server";
import { percent, seconds } from "@/components/solutions/format";
import { SolutionPage } from "@/components/solutions/solution-page";
import { solutionValues } from "@/components/solutions/solution-values";
import { StatsSection } from "@/components/solutions/stats-section";
import { EVIDENCE, SAMPLE_DASHBOARD } from "@/config/business-constants";
import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";
import { getLooseTranslator } from "@/components/solutions/loose-translator";

const PATH = "/solutions/biotech";
const NAMESPACE = "solutionsIndustry.biotech";

export async function generateMetadata(props: LocaleParams) {
  return pageMetadata({ locale: await resolveLocale(props), path: PATH, namespace: NAMESPACE });
}

export default async function BiotechSolutionPage(props: LocaleParams) {
  const locale = await resolveLocale(props);
  setRequestLocale(locale);
  const format = await getFormatter();
  const t = await getLooseTranslator("solutionsIndustry.biotech.stats");
  return (
    <SolutionPage
      namespace={NAMESPACE}
      values={solutionValues(format)}
      links={{
        hero: { primary: "/solutions/biotech-pilot", secondary: "/book-demo?cta=biotech-hero&goal=faster-close" },
        cta: {
          primary: "/book-demo?cta=biotech-footer&goal=faster-close",
          secondary: "/talk-to-expert?cta=biotech-footer&topic=general-consultation",
        },
      }}
      panels={
        <StatsSection
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
      }
    />
  );
}
