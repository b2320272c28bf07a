import { getTranslations, setRequestLocale } from "next-intl/server";
import { RoiCalculator } from "@/components/assessments/roi-calculator";
import { ScopedMessages } from "@/components/scoped-messages";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { DURATIONS } from "@/config/business-constants";
import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";

export async function generateMetadata(props: LocaleParams) {
  return pageMetadata({ locale: await resolveLocale(props), path: "/ap-roi-calculator", namespace: "roiCalculator" });
}

/** /ap-roi-calculator: the scorecard's projection functions with editable assumptions; figures live in the URL. */
export default async function RoiCalculatorPage(props: LocaleParams) {
  const locale = await resolveLocale(props);
  setRequestLocale(locale);
  const t = await getTranslations("roiCalculator");
  const common = await getTranslations("common");

  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")} />
      <section aria-label={t("hero.eyebrow")} className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        <ScopedMessages namespaces={["roiCalculator"]}>
          <RoiCalculator />
        </ScopedMessages>
        <p className="mt-6 text-sm text-slate-600">{common("illustrative")}</p>
      </section>
      <CtaBand
        title={t("cta.title")}
        body={t("cta.body", { minutes: DURATIONS.demoMinutes })}
        primary={{ label: t("cta.primary"), href: "/book-demo?cta=roi-calculator&goal=process-automation" }}
        secondary={{ label: t("cta.secondary"), href: "/solutions/30-day-performance-pilot?cta=roi-calculator" }}
      />
    </>
  );
}
