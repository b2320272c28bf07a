import { getTranslations, setRequestLocale } from "next-intl/server";
import { NewsletterForm } from "@/components/forms/newsletter-form";
import { DocumentLink, isDocumentHref } from "@/components/sections/document-link";
import { type LinkCard, LinkCardGrid } from "@/components/sections/link-card-grid";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { DURATIONS } from "@/config/business-constants";
import { Link } from "@/i18n/navigation";
import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";
import { loosely } from "@/i18n/translate";

/** /resources: every linked resource, grouped. Labels live in messages. */
const CATEGORIES = {
  byRole: {
    cfo: "/resources/cfo",
    controller: "/resources/controller",
    cioCiso: "/resources/cio-ciso",
    readiness: "/resources/2026-readiness",
  },
  tools: {
    roi: "/ap-roi-calculator",
    fraudCheck: "/fraud-readiness-check",
    controlMap: "/2026-control-map",
  },
  downloads: {
    playbook: "/cfo-fraud-prevention-playbook.pdf",
    checklist: "/ap-evidence-pack-checklist.pdf",
    securityBrief: "/security-brief.pdf",
    complianceBrief: "/compliance-brief.pdf",
  },
  company: {
    webinar: "/webinar-identity-first-ap-sap",
    releaseNotes: "/release-notes",
    about: "/about",
  },
} as const;
type CategoryKey = keyof typeof CATEGORIES;

const LINK_STYLE = "font-medium text-brand-700 underline-offset-4 hover:underline";

export async function generateMetadata(props: LocaleParams) {
  return pageMetadata({ locale: await resolveLocale(props), path: "/resources", namespace: "resources" });
}

export default async function ResourcesPage(props: LocaleParams) {
  const locale = await resolveLocale(props);
  setRequestLocale(locale);
  const t = await getTranslations("resources");
  // Category link labels are looked up by key; the typed translator cannot follow the computed path.
  const label = loosely(t);

  const featured: LinkCard[] = [
    {
      kicker: t("featured.items.playbook.type"),
      title: t("featured.items.playbook.title"),
      body: t("featured.items.playbook.body"),
      linkLabel: t("featured.items.playbook.cta"),
      href: "/cfo-fraud-prevention-playbook.pdf",
    },
    {
      kicker: t("featured.items.checklist.type"),
      title: t("featured.items.checklist.title"),
      body: t("featured.items.checklist.body"),
      linkLabel: t("featured.items.checklist.cta"),
      href: "/ap-evidence-pack-checklist.pdf",
    },
    {
      kicker: t("featured.items.webinar.type"),
      title: t("featured.items.webinar.title"),
      body: t("featured.items.webinar.body", { minutes: DURATIONS.webinarMinutes }),
      linkLabel: t("featured.items.webinar.cta"),
      href: "/webinar-identity-first-ap-sap",
    },
  ];

  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")} />
      <Section id="featured" title={t("featured.title")} intro={t("featured.intro")}>
        <LinkCardGrid cards={featured} />
      </Section>
      <Section id="categories" title={t("categories.title")} intro={t("categories.intro")} tone="muted">
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {(Object.keys(CATEGORIES) as CategoryKey[]).map((category) => (
            <section key={category} aria-labelledby={`category-${category}`} className="rounded-xl bg-white p-6 shadow-sm">
              <h3 id={`category-${category}`} className="text-lg font-semibold text-ink">
                {t(`categories.${category}.title`)}
              </h3>
              <p className="mt-2 text-slate-700">{t(`categories.${category}.body`)}</p>
              <ul className="mt-4 space-y-2">
                {Object.entries(CATEGORIES[category]).map(([key, href]) => (
                  <li key={key}>
                    {isDocumentHref(href) ? (
                      <DocumentLink href={href} className={LINK_STYLE}>
                        {label(`categories.${category}.links.${key}`)}
                      </DocumentLink>
                    ) : (
                      <Link href={href} className={LINK_STYLE}>
                        {label(`categories.${category}.links.${key}`)}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Section>
      <Section id="subscribe" title={t("subscribe.title")} intro={t("subscribe.intro")}>
        <div className="max-w-xl">
          <NewsletterForm page="/resources" cta="resources-subscribe" />
        </div>
      </Section>
    </>
  );
}
