import { getTranslations, setRequestLocale } from "next-intl/server";
import { CtaBand } from "@/components/sections/cta-band";
import { DocumentButton } from "@/components/sections/document-link";
import { PageHero } from "@/components/sections/page-hero";
import { CheckList, Section } from "@/components/sections/section";
import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";

const SECTIONS = ["architecture", "access", "deployment", "compliance"] as const;

export async function generateMetadata(props: LocaleParams) {
  return pageMetadata({
    locale: await resolveLocale(props),
    path: "/security-compliance-brief",
    namespace: "extraPages.securityComplianceBrief",
  });
}

export default async function SecurityComplianceBriefPage(props: LocaleParams) {
  const locale = await resolveLocale(props);
  setRequestLocale(locale);
  const t = await getTranslations("extraPages.securityComplianceBrief");
  return (
    <>
      {/* PageHero's own actions are locale-aware links; PDFs need plain links, so they go in as children. */}
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")}>
        <div className="mt-8 flex flex-wrap gap-4">
          <DocumentButton href="/security-brief.pdf">{t("hero.primary")}</DocumentButton>
          <DocumentButton href="/compliance-brief.pdf" variant="secondary">
            {t("hero.secondary")}
          </DocumentButton>
        </div>
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-2 md:grid-cols-2">
        {SECTIONS.map((key) => (
          <Section key={key} id={key} title={t(`sections.${key}.title`)}>
            <CheckList items={t.raw(`sections.${key}.items`) as string[]} />
          </Section>
        ))}
      </div>
      <CtaBand
        title={t("cta.title")}
        body={t("cta.body")}
        primary={{ label: t("cta.primary"), href: "/architecture-review" }}
        secondary={{ label: t("cta.secondary"), href: "/security" }}
      />
    </>
  );
}
