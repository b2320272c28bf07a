import { getTranslations, setRequestLocale } from "next-intl/server";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { CardGrid, type Card, Section } from "@/components/sections/section";
import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";

export async function generateMetadata(props: LocaleParams) {
  return pageMetadata({ locale: await resolveLocale(props), path: "/about", namespace: "extraPages.about" });
}

export default async function AboutPage(props: LocaleParams) {
  const locale = await resolveLocale(props);
  setRequestLocale(locale);
  const t = await getTranslations("extraPages.about");
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")} />
      <Section id="mission" title={t("mission.title")} intro={t("mission.body")} />
      <Section id="principles" title={t("principles.title")} tone="muted">
        <CardGrid cards={t.raw("principles.cards") as Card[]} columns={4} />
      </Section>
      <Section id="company" title={t("company.title")} intro={t("company.body")} />
      <CtaBand
        title={t("cta.title")}
        body={t("cta.body")}
        primary={{ label: t("cta.primary"), href: "/talk-to-expert?topic=general-consultation&cta=about-footer" }}
        secondary={{ label: t("cta.secondary"), href: "/release-notes" }}
      />
    </>
  );
}
