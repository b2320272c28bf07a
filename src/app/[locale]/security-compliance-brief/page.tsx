import { getTranslations, setRequestLocale } from "next-intl/server";
import { CtaBand } from "@/components/sections/cta-band";
import { DocumentButton } from "@/components/sections/document-link";
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
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t("hero.eyebrow")}</p>
          <h1 className="mt-2 max-w-4xl text-4xl font-bold tracking-tight text-ink sm:text-5xl">{t("hero.title")}</h1>
          <p className="mt-6 max-w-3xl text-lg text-slate-700">{t("hero.lead")}</p>
          <div className="mt-8 flex flex-wrap gap-4">
            <DocumentButton href="/security-brief.pdf">{t("hero.primary")}</DocumentButton>
            <DocumentButton href="/compliance-brief.pdf" variant="secondary">
              {t("hero.secondary")}
            </DocumentButton>
          </div>
        </div>
      </section>
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
