import { getTranslations, setRequestLocale } from "next-intl/server";
import { NewsletterForm } from "@/components/forms/newsletter-form";
import { isDocumentHref } from "@/components/sections/document-link";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { ResourcesBriefingScene } from "@/components/visuals/resources-briefing-scene";
import { ResourcesLibraryScene } from "@/components/visuals/resources-library-scene";
import { ToolPreview, type ToolKey } from "@/components/visuals/resources-tool-previews";
import type { ResourceType } from "@/components/visuals/resources-type-icon";
import { DURATIONS, SCORECARD } from "@/config/business-constants";
import { documentNameOf, documentPageCount } from "@/documents/document-facts";
import { getFormatter } from "@/i18n/formatter-server";
import { formatUnit } from "@/i18n/number-format";
import { loosely } from "@/i18n/translate";
import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";
import { actionLabel, FeaturedResourceCards, ResourceCardList, type ResourceEntry, ToolPanelList } from "./_resource-cards";
import { ROLE_HUBS, type RoleHubKey } from "./_role-hub";

interface LibraryItem {
  href: string;
  type: ResourceType;
  /** A duration to show beside the type (the questionnaires, the webinar). */
  minutes?: number;
  /** How many questions it asks, for a tool that states no duration (the AP Ops Scorecard). */
  questions?: number;
  /** How many figures the visitor enters, for a tool that asks no questions (the ROI calculator). */
  inputs?: number;
  /** A brief read on the site (a web page, not a PDF): its chip says so. */
  webPage?: true;
}

/** /resources: every linked resource, grouped, each with its type. Labels and one-line summaries live in messages. */
const CATEGORIES = {
  byRole: {
    cfo: { href: ROLE_HUBS.cfo.path, type: "collection" },
    controller: { href: ROLE_HUBS.controller.path, type: "collection" },
    cioCiso: { href: ROLE_HUBS.cioCiso.path, type: "collection" },
    readiness: { href: ROLE_HUBS.readiness.path, type: "collection" },
  },
  tools: {
    // The calculator asks for two figures (invoices and supplier emails a month); its assumptions come filled in.
    roi: { href: "/ap-roi-calculator", type: "calculator", inputs: 2 },
    fraudCheck: { href: "/fraud-readiness-check", type: "assessment", minutes: DURATIONS.assessmentQuestionnaireMinutes },
    controlMap: { href: "/2026-control-map", type: "questionnaire", minutes: DURATIONS.assessmentQuestionnaireMinutes },
    scorecard: { href: "/solutions/30-day-performance-pilot", type: "assessment", questions: SCORECARD.questions },
  },
  // The playbook, the checklist and the webinar are featured above the categories, and listed only there: the
  // category's intro counts the two PDFs it shows and says the other two are featured above, so a visitor who jumps
  // here from the hero still finds the checklist. The security and compliance brief (the CIO/CISO collection's
  // one-page summary, a web page that links both PDFs) is listed here with them, its chip saying it is a web page.
  downloads: {
    securityBrief: { href: "/security-brief.pdf", type: "brief" },
    complianceBrief: { href: "/compliance-brief.pdf", type: "brief" },
    summary: { href: "/security-compliance-brief", type: "overview", webPage: true },
  },
  company: {
    releaseNotes: { href: "/release-notes", type: "releaseNotes" },
    about: { href: "/about", type: "company" },
  },
} as const satisfies Record<string, Record<string, LibraryItem>>;
type CategoryKey = keyof typeof CATEGORIES;

/** Cards per row from 1024 px: the three downloads side by side, the other categories in rows of two (the tools are
 * panels of their own, ToolPanelList, two a row). */
const CATEGORY_COLUMNS: Record<CategoryKey, 2 | 3> = { byRole: 2, tools: 2, downloads: 3, company: 2 };

/**
 * The three featured resources, each listed once on the page (not again in a category), and where what is inside them
 * is written (the PDFs' sections, the webinar's agenda). The webinar has no announced date: its card says the date
 * comes with the registration, as its page does.
 */
const FEATURED = [
  { key: "playbook", item: { href: "/cfo-fraud-prevention-playbook.pdf", type: "playbook" }, inside: "documents.cfoPlaybook.sections" },
  { key: "checklist", item: { href: "/ap-evidence-pack-checklist.pdf", type: "checklist" }, inside: "documents.evidenceChecklist.sections" },
  {
    key: "webinar",
    item: { href: "/webinar-identity-first-ap-sap", type: "webinar", minutes: DURATIONS.webinarMinutes },
    inside: "webinar.agenda.items",
    schedule: true,
  },
] as const satisfies readonly { key: string; item: LibraryItem; inside: string; schedule?: boolean }[];

export async function generateMetadata(props: LocaleParams) {
  return pageMetadata({ locale: await resolveLocale(props), path: "/resources", namespace: "resources" });
}

export default async function ResourcesPage(props: LocaleParams) {
  const locale = await resolveLocale(props);
  setRequestLocale(locale);
  const t = await getTranslations("resources");
  const tPages = loosely(await getTranslations("extraPages"));
  const format = await getFormatter();
  // Category labels are looked up by key; the typed translator cannot follow the computed path.
  const label = loosely(t);
  const minutes = (value: number) => formatUnit((v, o) => format.number(v, o), value, "minute");

  // A PDF says its real page count in this language (counted from the built document) and shows its cover.
  const pdfFacts = async (href: string) => {
    const name = documentNameOf(href);
    if (!name) return null;
    const pages = await documentPageCount(name, locale);
    return { format: t("formats.pdfPages", { count: pages }), cover: name === "ap-evidence-pack-checklist" ? ("checklist" as const) : ("document" as const) };
  };
  const kind = async (item: LibraryItem, hubSize: number | null = null, key: string | null = null) => {
    const pdf = isDocumentHref(item.href) ? await pdfFacts(item.href) : null;
    return {
      type: item.type,
      typeLabel: label(`types.${item.type}`),
      format: pdf
        ? pdf.format
        : isDocumentHref(item.href)
          ? t("formats.pdf")
          : item.webPage
            ? t("formats.webPage")
            : item.minutes
            ? minutes(item.minutes)
            : item.questions
              ? t("formats.questions", { count: item.questions })
            : item.inputs
              ? t("formats.inputs", { count: item.inputs })
              : hubSize
                ? t("formats.resources", { count: hubSize })
                : undefined,
      cover: pdf?.cover,
      action: actionLabel(label, item, key),
      href: item.href,
    };
  };
  const entry = async (category: CategoryKey, key: string, item: LibraryItem): Promise<ResourceEntry> => {
    const hub = category === "byRole" ? ROLE_HUBS[key as RoleHubKey] : null;
    return {
      ...(await kind(item, hub ? Object.keys(hub.items).length : null, key)),
      title: label(`categories.${category}.links.${key}`),
      summary: label(`categories.${category}.answers.${key}`, {
        minutes: format.number(item.minutes ?? 0),
        questions: format.number(item.questions ?? 0),
        max: format.number(SCORECARD.maxScore),
      }),
      // A tool lists what the visitor gets from it (its results), under a visible "You get".
      gets:
        category === "tools" || category === "company"
          ? {
              heading: label(`categories.${category}.getsHeading`),
              items: (t.raw(`categories.${category}.gets.${key}`) as string[]).map((_, i) =>
                label(`categories.${category}.gets.${key}.${i}`, { max: format.number(SCORECARD.maxScore) }),
              ),
            }
          : undefined,
      // A tool's panel also says what the visitor puts in (its chip, then in words) and shows a sample of its result.
      ...(category === "tools"
        ? {
            toolKey: key,
            provides: {
              heading: label("categories.tools.providesHeading"),
              text: label(`categories.tools.provides.${key}`, {
                min: format.number(DURATIONS.quickScoreSecondsMin),
                max: format.number(DURATIONS.quickScoreSecondsMax),
              }),
            },
            preview: <ToolPreview tool={key as ToolKey} />,
          }
        : {}),
      // A collection lists what it holds: each item's type and title, as its own page names them.
      contents: hub
        ? {
            heading: label(`categories.byRole.inside`),
            items: Object.entries(hub.items as Record<string, { type: ResourceType }>).map(([itemKey, hubItem]) => ({
              type: hubItem.type,
              // The security and compliance assets carry distinct names of their own (resources.assets).
              // A chip may carry a shorter name of its own (categories.byRole.chips), so it fits a phone's card whole.
              title: label.has(`categories.byRole.chips.${itemKey}`)
                ? label(`categories.byRole.chips.${itemKey}`)
                : label.has(`assets.${itemKey}.title`)
                  ? label(`assets.${itemKey}.title`)
                  : tPages(`roleHubs.${key}.items.${itemKey}.title`),
            })),
          }
        : undefined,
    };
  };

  const featured: ResourceEntry[] = await Promise.all(FEATURED.map(async (feature) => {
    const { key, item, inside } = feature;
    // The PDFs number their chapters in the heading ("1. Know the attack patterns"); the list numbers them here.
    const headings = (tPages.raw(inside) as { heading?: string; title?: string }[]).map((part) =>
      (part.heading ?? part.title ?? "").replace(/^\d+\.\s*/, ""),
    );
    return {
      ...(await kind(item)),
      title: label(`featured.items.${key}.title`),
      summary: label(`featured.items.${key}.body`, { minutes: format.number(DURATIONS.webinarMinutes) }),
      inside: { heading: label(`featured.items.${key}.inside`), items: headings },
      linkLabel: label(`featured.items.${key}.cta`),
      // The webinar says when it takes place; a PDF, that it downloads straight away, with no form in front of it.
      note: "schedule" in feature ? label(`featured.items.${key}.schedule`) : isDocumentHref(item.href) ? t("featured.directDownload") : undefined,
      noteIcon: "schedule" in feature ? "calendar" : "download",
    };
  }));
  const categoryEntries = Object.fromEntries(
    await Promise.all(
      (Object.keys(CATEGORIES) as CategoryKey[]).map(
        async (category) =>
          [
            category,
            await Promise.all(Object.entries(CATEGORIES[category] as Record<string, LibraryItem>).map(([key, item]) => entry(category, key, item))),
          ] as const,
      ),
    ),
  ) as Record<CategoryKey, ResourceEntry[]>;

  const categories = Object.keys(CATEGORIES) as CategoryKey[];
  // The hero's checklist tile says the checklist's real page count in this language (counted from the built PDF).
  const checklistPages = t("formats.pdfPages", { count: await documentPageCount("ap-evidence-pack-checklist", locale) });

  return (
    <>
      <PageHero
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={t("hero.lead")}
        visual={
<ResourcesLibraryScene checklistPages={checklistPages} />
        }
      >
        {/* The four categories as a 2x2 grid of jump links at every width (no chip alone on a phone's second line), each
            with what it holds from 640 px; at 1440 px the grid takes the text column down to the kit card's foot. Under 360 px, no arrow and smaller type, so
            "Téléchargements" fits its half of a 320 px phone whole. */}
        <nav aria-label={t("hero.browse")} className="mt-6 sm:mt-8" data-testid="resources-browse">
          <p className="text-sm font-semibold text-slate-700">{t("hero.browse")}</p>
          <ul className="mt-3 grid max-w-2xl grid-cols-2 gap-2 sm:gap-3">
            {categories.map((category) => (
              <li key={category} className="flex min-w-0">
                <a
                  href={`#library-${category}`}
                  className="group flex min-w-0 flex-1 items-start justify-between gap-2 rounded-xl border border-brand-600/30 bg-white px-2 py-2.5 hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 min-[360px]:px-3 sm:px-4 sm:py-3"
                >
                  <span className="min-w-0">
                    <span className="block text-[0.8125rem] font-semibold text-balance text-brand-700 min-[360px]:text-sm sm:text-base">{t(`categories.${category}.title`)}</span>
                    <span className="mt-0.5 hidden text-sm text-slate-600 sm:block">
                      {t(`categories.${category}.teaser`)}
                    </span>
                  </span>
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 hidden h-4 w-4 flex-none text-brand-600 transition-transform min-[360px]:block group-hover:translate-y-0.5 motion-reduce:transition-none">
                    <path d="M10 4v11M5.5 11 10 15.5 14.5 11" className="fill-none stroke-current" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>
      {/* On a phone the kit card ends the hero: 48 px from it to "Featured" (the hero's foot), not that plus the section's top. */}
      <div className="max-sm:-mt-14">
        <Section id="featured" title={t("featured.title")} intro={t("featured.intro")}>
          <FeaturedResourceCards entries={featured} />
        </Section>
      </div>
      {/* No intro under the heading: each category says what it holds right below it. */}
      <Section id="categories" title={t("categories.title")} tone="muted">
        {/* One band per category: its name and what it holds, then its cards across the page in rows of two (three for
            the three downloads). Cards sit in rows of like cards, each row as tall as its fuller card, so no card is
            stretched to match a different category beside it. The tools are a dark band of their own, with wide
            panels that show what each tool gives (a reviewer found four bands of look-alike cards): on a phone the
            band runs to the screen's edges, so its panels keep the full width. */}
        <div className="space-y-12 lg:space-y-14">
          {categories.map((category) => {
            const tools = category === "tools";
            return (
              <section
                key={category}
                id={`library-${category}`}
                aria-labelledby={`category-${category}`}
                data-category={category}
                // A rule between categories, and a heading a step above the cards' titles: four bands that read apart.
                // The category after the dark band needs no rule.
                className={
                  tools
                    ? "-mx-4 min-w-0 scroll-mt-24 bg-gradient-to-br from-brand-900 to-brand-800 px-4 py-10 sm:mx-0 sm:rounded-3xl sm:px-8 lg:px-10 lg:py-12"
                    : "min-w-0 scroll-mt-24 border-t border-slate-200 pt-10 first:border-t-0 first:pt-0 lg:pt-12 [#library-tools+&]:border-t-0 [#library-tools+&]:pt-0"
                }
              >
                <div className="min-w-0 max-w-3xl">
                  <h3 id={`category-${category}`} className={`text-2xl font-bold tracking-tight ${tools ? "text-white" : "text-ink"}`}>
                    {t(`categories.${category}.title`)}
                  </h3>
                  <p className={`mt-1 ${tools ? "text-brand-100" : "text-slate-700"}`}>{t(`categories.${category}.body`)}</p>
                </div>
                {tools ? (
                  <div className="mt-6 min-w-0 sm:mt-8">
                    <ToolPanelList entries={categoryEntries[category]} />
                  </div>
                ) : (
                  // Each card's link line ("Read the page", "Zur Sammlung") pinned to the card's foot, as the featured
                  // links are: cards of a row share a height (the fuller one sets it), so the links of a row share one
                  // line, and a card's spare room is above its link. On a phone each card is as tall as its content:
                  // the link follows it directly.
                  <div className="mt-4 min-w-0 [&_[data-resource-action]]:mt-auto">
                    <ResourceCardList entries={categoryEntries[category]} columns={CATEGORY_COLUMNS[category]} />
                  </div>
                )}
              </section>
            );
          })}
        </div>
      </Section>
      {/* The briefing as one panel: the heading, the promise and the form beside a sample issue, centred on each other,
          so neither column leaves a hole at 1440 px. On a phone, no panel (its edge would cost the headlines' long German
          words their line): heading, form, then the sample. */}
      <section id="subscribe" aria-labelledby="subscribe-title">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
          <div
            data-card
            data-testid="resources-subscribe-panel"
            className="grid items-center gap-10 sm:rounded-2xl sm:border sm:border-brand-100 sm:bg-gradient-to-br sm:from-brand-50 sm:via-white sm:to-white sm:p-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:gap-14 lg:p-10"
          >
            <div className="min-w-0">
              <h2 id="subscribe-title" className="text-title font-bold tracking-tight text-ink">
                {t("subscribe.title")}
              </h2>
              <p className="mt-3 max-w-2xl text-lg text-slate-700">{t("subscribe.intro")}</p>
              <div className="mt-6 max-w-xl">
                <NewsletterForm page="/resources" cta="resources-subscribe" />
              </div>
            </div>
            <div className="min-w-0">
              <ResourcesBriefingScene />
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
