import { getFormatter, setRequestLocale } from "next-intl/server";
import { SolutionPage } from "@/components/solutions/solution-page";
import { solutionValues } from "@/components/solutions/solution-values";
import { ToleranceRules } from "@/components/solutions/tolerance-rules";
import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";

const PATH = "/solutions/matching-tolerances";
const NAMESPACE = "solutionsUseCase.matching";

export async function generateMetadata(props: LocaleParams) {
  return pageMetadata({ locale: await resolveLocale(props), path: PATH, namespace: NAMESPACE });
}

export default async function MatchingSolutionPage(props: LocaleParams) {
  const locale = await resolveLocale(props);
  setRequestLocale(locale);
  const values = solutionValues(await getFormatter());
  return (
    <SolutionPage
      namespace={NAMESPACE}
      values={values}
      links={{
        hero: { primary: "/matching-demo", secondary: "/book-demo?cta=matching-tolerances-hero&goal=process-automation" },
        cta: { primary: "/book-demo?cta=matching-tolerances-footer&goal=process-automation", secondary: "/talk-to-expert?cta=matching-tolerances-footer&topic=matching-tolerances" },
      }}
      panels={<ToleranceRules />}
    />
  );
}
