import { getFormatter, setRequestLocale } from "next-intl/server";
import { SolutionPage } from "@/components/solutions/solution-page";
import { solutionValues } from "@/components/solutions/solution-values";
import { ErpGuardQueues } from "@/components/solutions/erp-guard-queues";
import { ErpPostingScene } from "@/components/visuals/erp-posting-scene";
import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";

const PATH = "/solutions/erp-posting-guard";
const NAMESPACE = "solutionsUseCase.erpGuard";

export async function generateMetadata(props: LocaleParams) {
  return pageMetadata({ locale: await resolveLocale(props), path: PATH, namespace: NAMESPACE });
}

export default async function ErpGuardSolutionPage(props: LocaleParams) {
  const locale = await resolveLocale(props);
  setRequestLocale(locale);
  const values = solutionValues(await getFormatter());
  return (
    <SolutionPage
      namespace={NAMESPACE}
      values={values}
      links={{
        hero: { primary: "/see-fraud-blocking-demo", secondary: "/book-demo?cta=erp-posting-guard-hero&goal=fraud-prevention" },
        cta: { primary: "/book-demo?cta=erp-posting-guard-footer&goal=fraud-prevention", secondary: "/talk-to-expert?cta=erp-posting-guard-footer&topic=erp-guard" },
      }}
      panels={<ErpGuardQueues />}
      heroVisual={<ErpPostingScene />}
    />
  );
}
