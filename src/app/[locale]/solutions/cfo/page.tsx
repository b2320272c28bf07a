import { getFormatter, setRequestLocale } from "next-intl/server";
import { SolutionPage } from "@/components/solutions/solution-page";
import { solutionValues } from "@/components/solutions/solution-values";
import { CfoDashboard } from "@/components/solutions/cfo-dashboard";
import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";

const PATH = "/solutions/cfo";
const NAMESPACE = "solutionsRole.cfo";

export async function generateMetadata(props: LocaleParams) {
  return pageMetadata({ locale: await resolveLocale(props), path: PATH, namespace: NAMESPACE });
}

export default async function CfoSolutionPage(props: LocaleParams) {
  const locale = await resolveLocale(props);
  setRequestLocale(locale);
  const values = solutionValues(await getFormatter());
  return (
    <SolutionPage
      namespace={NAMESPACE}
      values={values}
      links={{
        hero: { primary: "/fraud-readiness-check", secondary: "/2026-control-map" },
        cta: { primary: "/book-demo?cta=cfo-footer&goal=fraud-prevention", secondary: "/talk-to-expert?cta=cfo-footer&topic=fraud-prevention" },
      }}
      panels={<CfoDashboard />}
    />
  );
}
