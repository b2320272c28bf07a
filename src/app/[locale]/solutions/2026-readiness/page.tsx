import { getFormatter, setRequestLocale } from "next-intl/server";
import { SolutionPage } from "@/components/solutions/solution-page";
import { solutionValues } from "@/components/solutions/solution-values";
import { ReadinessPanels } from "@/components/solutions/readiness-panels";
import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";

const PATH = "/solutions/2026-readiness";
const NAMESPACE = "solutionsUseCase.readiness2026";

export async function generateMetadata(props: LocaleParams) {
  return pageMetadata({ locale: await resolveLocale(props), path: PATH, namespace: NAMESPACE });
}

export default async function ReadinessSolutionPage(props: LocaleParams) {
  const locale = await resolveLocale(props);
  setRequestLocale(locale);
  const values = solutionValues(await getFormatter());
  return (
    <SolutionPage
      namespace={NAMESPACE}
      values={values}
      links={{
        hero: { primary: "/2026-control-map", secondary: "/nacha-compliance-assessment" },
        cta: { primary: "/book-demo?cta=2026-readiness-footer&goal=audit-2026-readiness", secondary: "/talk-to-expert?cta=2026-readiness-footer&topic=2026-readiness" },
      }}
      panels={<ReadinessPanels />}
    />
  );
}
