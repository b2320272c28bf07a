import { getFormatter, setRequestLocale } from "next-intl/server";
import { SolutionPage } from "@/components/solutions/solution-page";
import { solutionValues } from "@/components/solutions/solution-values";
import { ControllerPanels } from "@/components/solutions/controller-panels";
import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";

const PATH = "/solutions/controller";
const NAMESPACE = "solutionsRole.controller";

export async function generateMetadata(props: LocaleParams) {
  return pageMetadata({ locale: await resolveLocale(props), path: PATH, namespace: NAMESPACE });
}

export default async function ControllerSolutionPage(props: LocaleParams) {
  const locale = await resolveLocale(props);
  setRequestLocale(locale);
  const values = solutionValues(await getFormatter());
  return (
    <SolutionPage
      namespace={NAMESPACE}
      values={values}
      links={{
        hero: { primary: "/matching-tolerances-demo", secondary: "/exception-reduction-analysis" },
        cta: { primary: "/book-demo?cta=controller-footer&goal=process-automation", secondary: "/talk-to-expert?cta=controller-footer&topic=matching-tolerances" },
      }}
      panels={<ControllerPanels />}
    />
  );
}
