import { getFormatter, setRequestLocale } from "next-intl/server";
import { SolutionPage } from "@/components/solutions/solution-page";
import { solutionValues } from "@/components/solutions/solution-values";
import { LogisticsPanels } from "@/components/solutions/logistics-panels";
import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";

const PATH = "/solutions/logistics";
const NAMESPACE = "solutionsIndustry.logistics";

export async function generateMetadata(props: LocaleParams) {
  return pageMetadata({ locale: await resolveLocale(props), path: PATH, namespace: NAMESPACE });
}

export default async function LogisticsSolutionPage(props: LocaleParams) {
  const locale = await resolveLocale(props);
  setRequestLocale(locale);
  const values = solutionValues(await getFormatter());
  return (
    <SolutionPage
      namespace={NAMESPACE}
      values={values}
      links={{
        hero: { primary: "/risk-assessment", secondary: "/book-demo?cta=logistics-hero&goal=process-automation" },
        cta: { primary: "/book-demo?cta=logistics-footer&goal=process-automation", secondary: "/talk-to-expert?cta=logistics-footer&topic=general-consultation" },
      }}
      panels={<LogisticsPanels />}
    />
  );
}
