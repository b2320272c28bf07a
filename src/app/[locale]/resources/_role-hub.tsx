import { getTranslations, setRequestLocale } from "next-intl/server";
import { CtaBand } from "@/components/sections/cta-band";
import { isDocumentHref } from "@/components/sections/document-link";
import { type LinkCard, LinkCardGrid } from "@/components/sections/link-card-grid";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import type { Locale } from "@/i18n/routing";
import type { GOALS, TOPICS } from "@/leads/contract/enums";
import { loosely } from "@/i18n/translate";

/** The role resource hubs linked from /resources. Labels in extraPages.roleHubs.<hub>. */
export const ROLE_HUBS = {
  cfo: {
    path: "/resources/cfo",
    goal: "fraud-prevention",
    topic: "fraud-prevention",
    document: "cfoPlaybook",
    items: {
      playbook: "/cfo-fraud-prevention-playbook.pdf",
      roi: "/ap-roi-calculator",
      fraudCheck: "/fraud-readiness-check",
      solution: "/solutions/cfo",
    },
  },
  controller: {
    path: "/resources/controller",
    goal: "faster-close",
    topic: "matching-tolerances",
    document: "evidenceChecklist",
    items: {
      checklist: "/ap-evidence-pack-checklist.pdf",
      scorecard: "/solutions/30-day-performance-pilot",
      matching: "/solutions/matching-tolerances",
      solution: "/solutions/controller",
    },
  },
  cioCiso: {
    path: "/resources/cio-ciso",
    goal: "security-compliance",
    topic: "security-compliance",
    document: null,
    items: {
      securityBrief: "/security-brief.pdf",
      summary: "/security-compliance-brief",
      review: "/architecture-review",
      security: "/security",
    },
  },
  readiness: {
    path: "/resources/2026-readiness",
    goal: "audit-2026-readiness",
    topic: "2026-readiness",
    document: null,
    items: {
      controlMap: "/2026-control-map",
      complianceBrief: "/compliance-brief.pdf",
      compliance: "/compliance",
      solution: "/solutions/2026-readiness",
    },
  },
} as const satisfies Record<
  string,
  {
    path: string;
    goal: (typeof GOALS)[number];
    topic: (typeof TOPICS)[number];
    document: "cfoPlaybook" | "evidenceChecklist" | null;
    items: Record<string, string>;
  }
>;
export type RoleHubKey = keyof typeof ROLE_HUBS;

interface DocumentSection {
  heading: string;
  items: string[];
}

export async function RoleHubPage({ hub, locale }: { hub: RoleHubKey; locale: Locale }) {
  setRequestLocale(locale);
  const t = await getTranslations("extraPages");
  const tc = await getTranslations("common");
  // Keys below are computed from the hub; the typed translator cannot follow them.
  const tx = loosely(t);
  const config = ROLE_HUBS[hub];
  const base = `roleHubs.${hub}`;
  const slug = config.path.split("/").pop();

  const cards: LinkCard[] = Object.entries(config.items).map(([key, href]) => ({
    title: tx(`${base}.items.${key}.title`),
    body: tx(`${base}.items.${key}.body`),
    href,
    linkLabel: isDocumentHref(href) ? t("roleHubs.downloadPdf") : t("roleHubs.open"),
  }));

  const documentSections = config.document ? (tx.raw(`documents.${config.document}.sections`) as DocumentSection[]) : null;

  return (
    <>
      <PageHero eyebrow={tx(`${base}.hero.eyebrow`)} title={tx(`${base}.hero.title`)} lead={tx(`${base}.hero.lead`)} />
      <Section id="collection" title={t("roleHubs.readTitle")}>
        <LinkCardGrid cards={cards} columns={4} />
      </Section>
      {config.document && documentSections ? (
        <Section id="inside" title={t("roleHubs.documentTitle")} intro={tx(`documents.${config.document}.subtitle`)} tone="muted">
          <div className="grid gap-6 md:grid-cols-2">
            {documentSections.map((section) => (
              <section key={section.heading} className="rounded-xl bg-white p-6 shadow-sm">
                <h3 className="text-lg font-semibold text-ink">{section.heading}</h3>
                <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </Section>
      ) : null}
      <CtaBand
        title={t("roleHubs.ctaTitle")}
        body={t("roleHubs.ctaBody")}
        primary={{ label: tc("bookDemo"), href: `/book-demo?goal=${config.goal}&cta=resources-${slug}` }}
        secondary={{ label: tc("talkToExpert"), href: `/talk-to-expert?topic=${config.topic}&cta=resources-${slug}` }}
      />
    </>
  );
}
