import { getFormatter, setRequestLocale } from "next-intl/server";
import { SolutionPage } from "@/components/solutions/solution-page";
import { solutionValues } from "@/components/solutions/solution-values";
import { RiskDecisions } from "@/components/solutions/risk-decisions";
import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";

const PATH = "/solutions/ach-fraud-prevention";
const NAMESPACE = "solutionsUseCase.achFraud";

export async function generateMetadata(props: LocaleParams) {
  return pageMetadata({ locale: await resolveLocale(props), path: PATH, namespace: NAMESPACE });
}

export default async function AchFraudSolutionPage(props: LocaleParams) {
  const locale = await resolveLocale(props);
  setRequestLocale(locale);
  const values = solutionValues(await getFormatter());
  return (
    <SolutionPage
      namespace={NAMESPACE}
      values={values}
      links={{
        hero: { primary: "/risk-analysis-demo", secondary: "/fraud-readiness-check" },
        cta: { primary: "/book-demo?cta=ach-fraud-prevention-footer&goal=fraud-prevention", secondary: "/talk-to-expert?cta=ach-fraud-prevention-footer&topic=fraud-prevention" },
      }}
      panels={<RiskDecisions />}
    />
  );
}
