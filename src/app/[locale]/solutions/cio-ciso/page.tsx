import { getFormatter, setRequestLocale } from "next-intl/server";
import { seconds } from "@/components/solutions/format";
import { SolutionPage } from "@/components/solutions/solution-page";
import { solutionValues } from "@/components/solutions/solution-values";
import { StatsSection } from "@/components/solutions/stats-section";
import { EVIDENCE, SAMPLE_DASHBOARD } from "@/config/business-constants";
import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";
import { getLooseTranslator } from "@/components/solutions/loose-translator";

const PATH = "/solutions/cio-ciso";
const NAMESPACE = "solutionsRole.cioCiso";

export async function generateMetadata(props: LocaleParams) {
  return pageMetadata({ locale: await resolveLocale(props), path: PATH, namespace: NAMESPACE });
}

export default async function CioCisoSolutionPage(props: LocaleParams) {
  const locale = await resolveLocale(props);
  setRequestLocale(locale);
  const format = await getFormatter();
  const t = await getLooseTranslator("solutionsRole.cioCiso.posture");
  return (
    <SolutionPage
      namespace={NAMESPACE}
      values={solutionValues(format)}
      links={{
        hero: { primary: "/security-compliance-brief", secondary: "/architecture-review" },
        cta: {
          primary: "/book-demo?cta=cio-ciso-footer&goal=security-compliance",
          secondary: "/talk-to-expert?cta=cio-ciso-footer&topic=security-compliance",
        },
      }}
      panels={
        <StatsSection
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
      }
    />
  );
}
