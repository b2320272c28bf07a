import { setRequestLocale } from "next-intl/server";
import { getFormatter } from "@/i18n/formatter-server";
import { ERP_GUARD } from "@/components/solutions/erp-guard";
import { ErpGuardExampleRows } from "@/components/solutions/erp-guard-queues";
import { SolutionPage } from "@/components/solutions/solution-page";
import { solutionValues } from "@/components/solutions/solution-values";
import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";

export async function generateMetadata(props: LocaleParams) {
  return pageMetadata({ locale: await resolveLocale(props), path: "/solutions/erp-posting-guard", namespace: ERP_GUARD.namespace });
}

/** The ERP Posting Guard: the shared composition from its entry, on a route of its own (its client dialogs). */
export default async function ErpGuardSolutionPage(props: LocaleParams) {
  setRequestLocale(await resolveLocale(props));
  return (
    <SolutionPage
      namespace={ERP_GUARD.namespace}
      values={solutionValues(await getFormatter())}
      links={ERP_GUARD.links}
      panels={ERP_GUARD.panels()}
      exampleAsides={await ErpGuardExampleRows()}
      heroVisual={ERP_GUARD.heroVisual?.()}
    />
  );
}
