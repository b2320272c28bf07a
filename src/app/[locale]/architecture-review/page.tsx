import { getTranslations, setRequestLocale } from "next-intl/server";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { CardGrid, type Card, CheckList, Section } from "@/components/sections/section";
import { EXTRA_PAGE_CONSTANTS } from "@/config/business-constants";
import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";

const REQUEST_HREF = "/talk-to-expert?topic=security-compliance&cta=architecture-review";
const minutes = EXTRA_PAGE_CONSTANTS.architectureReviewMinutes;

export async function generateMetadata(props: LocaleParams) {
  return pageMetadata({ locale: await resolveLocale(props), path: "/architecture-review", namespace: "extraPages.architectureReview" });
}

export default async function ArchitectureReviewPage(props: LocaleParams) {
  const locale = await resolveLocale(props);
  setRequestLocale(locale);
  const t = await getTranslations("extraPages.architectureReview");
  return (
    <>
      <PageHero
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title", { minutes })}
        lead={t("hero.lead")}
        primary={{ label: t("hero.primary"), href: `${REQUEST_HREF}-hero` }}
      />
      <Section id="covers" title={t("covers.title")}>
        <CardGrid cards={t.raw("covers.items") as Card[]} />
      </Section>
      <Section id="prepare" title={t("prepare.title")} tone="muted">
        <CheckList items={t.raw("prepare.items") as string[]} />
      </Section>
      <CtaBand
        title={t("cta.title")}
        body={t("cta.body")}
        primary={{ label: t("cta.primary"), href: `${REQUEST_HREF}-footer` }}
        secondary={{ label: t("cta.secondary"), href: "/security-compliance-brief" }}
      />
    </>
  );
}
