import { getTranslations, setRequestLocale } from "next-intl/server";
import { CtaBand } from "@/components/sections/cta-band";
import { isDocumentHref } from "@/components/sections/document-link";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { ResourcesCollectionScene } from "@/components/visuals/resources-collection-scene";
import type { ResourceType } from "@/components/visuals/resources-type-icon";
import { DURATIONS } from "@/config/business-constants";
import { getFormatter } from "@/i18n/formatter-server";
import { formatUnit } from "@/i18n/number-format";
import type { Locale } from "@/i18n/routing";
import type { GOALS, TOPICS } from "@/leads/contract/enums";
import { loosely } from "@/i18n/translate";
import { actionLabel, ResourceCardList, type ResourceEntry } from "./_resource-cards";

interface HubItem {
  href: string;
  type: ResourceType;
  minutes?: number;
}

/**
 * The role resource hubs linked from /resources. Labels in extraPages.roleHubs.<hub>; each item's type (its glyph and
 * its label under resources.types) and, for the questionnaires, the minutes it takes. `items` are the collection's
 * resources (briefs, checklists, tools, sessions, reference pages): what /resources lists and counts for it.
 * `related` are the solution pages on the same subject: linked on the hub under their own heading, not counted as
 * resources of the collection.
 */
export const ROLE_HUBS = {
  cfo: {
    path: "/resources/cfo",
    goal: "fraud-prevention",
    topic: "fraud-prevention",
    document: "cfoPlaybook",
    items: {
      playbook: { href: "/cfo-fraud-prevention-playbook.pdf", type: "playbook" },
      roi: { href: "/ap-roi-calculator", type: "calculator" },
      fraudCheck: { href: "/fraud-readiness-check", type: "assessment", minutes: DURATIONS.assessmentQuestionnaireMinutes },
    },
    related: {
      solution: { href: "/solutions/cfo", type: "solution" },
    },
  },
  controller: {
    path: "/resources/controller",
    goal: "faster-close",
    topic: "matching-tolerances",
    document: "evidenceChecklist",
    items: {
      checklist: { href: "/ap-evidence-pack-checklist.pdf", type: "checklist" },
      scorecard: { href: "/solutions/30-day-performance-pilot", type: "assessment" },
    },
    related: {
      matching: { href: "/solutions/matching-tolerances", type: "solution" },
      solution: { href: "/solutions/controller", type: "solution" },
    },
  },
  cioCiso: {
    path: "/resources/cio-ciso",
    goal: "security-compliance",
    topic: "security-compliance",
    document: null,
    items: {
      securityBrief: { href: "/security-brief.pdf", type: "brief" },
      summary: { href: "/security-compliance-brief", type: "overview" },
      review: { href: "/architecture-review", type: "session" },
      security: { href: "/security", type: "overview" },
    },
    related: {},
  },
  readiness: {
    path: "/resources/2026-readiness",
    goal: "audit-2026-readiness",
    topic: "2026-readiness",
    document: null,
    items: {
      controlMap: { href: "/2026-control-map", type: "questionnaire", minutes: DURATIONS.assessmentQuestionnaireMinutes },
      complianceBrief: { href: "/compliance-brief.pdf", type: "brief" },
      compliance: { href: "/compliance", type: "overview" },
    },
    related: {
      solution: { href: "/solutions/2026-readiness", type: "solution" },
    },
  },
} as const satisfies Record<
  string,
  {
    path: string;
    goal: (typeof GOALS)[number];
    topic: (typeof TOPICS)[number];
    document: "cfoPlaybook" | "evidenceChecklist" | null;
    items: Record<string, HubItem>;
    related: Record<string, HubItem>;
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

  const tr = loosely(await getTranslations("resources"));
  const format = await getFormatter();
  const toEntry = ([key, item]: [string, HubItem]): ResourceEntry => ({
    type: item.type,
    typeLabel: tr(`types.${item.type}`),
    format: isDocumentHref(item.href)
      ? tr("formats.pdf")
      : item.minutes
        ? formatUnit((v, o) => format.number(v, o), item.minutes, "minute")
        : item.type === "session"
          ? tr("formats.requestForm")
          : tr("formats.webPage"),
    // The security and compliance assets carry distinct names and say what they are (resources.assets).
    title: tr.has(`assets.${key}.title`) ? tr(`assets.${key}.title`) : tx(`${base}.items.${key}.title`),
    summary: tr.has(`assets.${key}.body`) ? tr(`assets.${key}.body`) : tx(`${base}.items.${key}.body`),
    action: actionLabel(tr, item, key),
    href: item.href,
  });
  const entries = Object.entries(config.items as Record<string, HubItem>).map(toEntry);
  const related = Object.entries(config.related as Record<string, HubItem>).map(toEntry);

  const documentSections = config.document ? (tx.raw(`documents.${config.document}.sections`) as DocumentSection[]) : null;

  return (
    <>
      <PageHero
        eyebrow={tx(`${base}.hero.eyebrow`)}
        title={tx(`${base}.hero.title`)}
        lead={tx(`${base}.hero.lead`)}
        visual={<ResourcesCollectionScene label={tx(`${base}.hero.eyebrow`)} entries={entries} />}
      />
      <Section id="collection" title={t("roleHubs.readTitle")}>
        {/* Three resources side by side, four in two rows: no row with a hole. */}
        <ResourceCardList entries={entries} heading="h3" columns={entries.length === 3 ? 3 : 2} />
        {related.length > 0 ? (
          <div data-testid="collection-related" className="mt-10">
            <h3 className="text-lg font-semibold text-ink">{tr("collection.related")}</h3>
            <div className="mt-3">
              <ResourceCardList entries={related} columns={2} />
            </div>
          </div>
        ) : null}
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
