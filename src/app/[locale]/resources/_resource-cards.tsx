import { useLocale } from "next-intl";
import type { ReactNode } from "react";
import { DocumentLink, isDocumentHref } from "@/components/sections/document-link";
import { StepNumber } from "@/components/sections/step-number";
import { ResourceKicker, ResourceTypeIcon, type ResourceType } from "@/components/visuals/resources-type-icon";
import { typographic } from "@/i18n/french-typography";
import { Link } from "@/i18n/navigation";

/** One resource of the library: what it is (type and format), its title, and in one line what the reader gets. */
export interface ResourceEntry {
  type: ResourceType;
  typeLabel: string;
  /** A short format note shown as a chip ("PDF", "2 min"). */
  format?: string;
  title: string;
  /** One line: what the reader gets from it, what it answers. */
  summary: string;
  href: string;
  /** For the featured cards: what is inside (chapters, sections, agenda), with its heading. */
  inside?: { heading: string; items: string[] };
  /** The featured cards say what happens ("Download the playbook"); the others are a titled link with an arrow. */
  linkLabel?: string;
  /** A featured card's line on when it takes place (the webinar: the date comes with the registration), or for a PDF
   * how it is had (a direct download, no form). */
  note?: string;
  /** The note's icon: a calendar (the default, for a date) or a download arrow. */
  noteIcon?: "calendar" | "download";
  /** A PDF's cover, drawn after its first page: a document (headings and bullets) or a checklist (tick boxes). */
  cover?: CoverKind;
  /** A tool's results: what the visitor gets from it, under a visible heading. */
  gets?: { heading: string; items: string[] };
  /** The card's footer: what the link opens ("Download the PDF", "Open the page", "Fill in the request form"). */
  action?: string;
  /** A collection's contents: the title of each resource it holds. */
  contents?: { heading: string; items: { type: ResourceType; title: string }[] };
  /** A tool's panel (ToolPanelList): what the visitor puts in, under a visible heading, beside what they get. */
  provides?: { heading: string; text: string };
  /** A tool's panel: a small sample of the result it gives, drawn in code (aria-hidden; the panel says it in words). */
  preview?: ReactNode;
  /** A tool's key (`resources.categories.tools.links.<key>`), for its panel's test id. */
  toolKey?: string;
}

type CoverKind = "document" | "checklist";

/**
 * A PDF's first page in miniature, drawn as the renderer lays it out (src/documents/render-pdf.ts): the brand rule, the
 * title and subtitle, then a section heading with its items, ticked boxes for the checklist. The type's badge sits on
 * its corner. Decorative (the card names the type, format and page count in words): aria-hidden, server-rendered SVG.
 */
function DocumentCover({ kind, type, size }: { kind: CoverKind; type: ResourceType; size: "sm" | "lg" }) {
  const items = (y: number, count: number) =>
    Array.from({ length: count }, (_, i) => {
      const cy = y + i * 5;
      return (
        <g key={cy}>
          {kind === "checklist" ? (
            <rect x="7" y={cy - 1.6} width="3.2" height="3.2" rx="0.5" className="fill-white stroke-slate-500" strokeWidth="0.6" />
          ) : (
            <circle cx="8.4" cy={cy} r="0.9" className="fill-slate-600" />
          )}
          <rect x="12.5" y={cy - 0.8} width={[36, 30, 33, 26][i % 4]} height="1.6" rx="0.8" className="fill-slate-300" />
        </g>
      );
    });
  return (
    // The badge overlaps the cover's corner inside the box (padding right and below), so nothing overflows it.
    // self-start: in a card's row the cover keeps its own height, so the badge stays on the cover's corner instead of
    // dropping to the foot of a tall card (a phone's narrow Downloads cards).
    <span data-resource-cover={kind} aria-hidden="true" className={`relative block flex-none self-start pr-2.5 pb-2 ${size === "lg" ? "w-[4.625rem]" : "w-[3.625rem] sm:w-[4.125rem]"}`}>
      <svg viewBox="0 0 60 78" className="block h-auto w-full drop-shadow-sm" role="presentation">
        <rect x="0.5" y="0.5" width="59" height="77" rx="3" className="fill-white stroke-slate-300" strokeWidth="1" />
        <rect x="7" y="8" width="12" height="2" rx="1" className="fill-brand-600" />
        <rect x="7" y="14" width="42" height="3.4" rx="1.2" className="fill-ink" />
        <rect x="7" y="19.5" width="30" height="3.4" rx="1.2" className="fill-ink" />
        <rect x="7" y="26" width="44" height="1.6" rx="0.8" className="fill-slate-400" />
        <rect x="7" y="29.5" width="34" height="1.6" rx="0.8" className="fill-slate-400" />
        <rect x="7" y="36" width="24" height="2.4" rx="1" className="fill-brand-600" />
        {items(42, 4)}
        <rect x="7" y="62" width="20" height="2.4" rx="1" className="fill-brand-600" />
        {items(68, 1)}
      </svg>
      <span className="absolute right-0 bottom-0">
        <ResourceTypeIcon type={type} size="xs" />
      </span>
    </span>
  );
}

/** What a resource's link opens, for its card's footer (messages `resources.actions.<key>`). */
export function actionKey(href: string, type: ResourceType): "pdf" | "form" | "collection" | "tool" | "page" {
  if (isDocumentHref(href)) return "pdf";
  if (type === "session") return "form";
  if (type === "collection") return "collection";
  if (type === "assessment" || type === "questionnaire" || type === "calculator") return "tool";
  return "page";
}

/**
 * The footer line of a resource's card (messages `resources.actions`): a tool says what the visitor gets
 * (`actions.tools.<key>`, "Calculate your ROI"), any other resource what its link opens. `t` reads `resources`.
 */
export function actionLabel(
  t: { (key: string): string; has(key: string): boolean },
  item: { href: string; type: ResourceType },
  key: string | null,
): string {
  const kind = actionKey(item.href, item.type);
  return kind === "tool" && key && t.has(`actions.tools.${key}`) ? t(`actions.tools.${key}`) : t(`actions.${kind}`);
}

const LINK_FOCUS = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

function ResourceLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  return isDocumentHref(href) ? (
    <DocumentLink href={href} className={className}>
      {children}
    </DocumentLink>
  ) : (
    <Link href={href} className={className}>
      {children}
    </Link>
  );
}

function Kicker({ entry }: { entry: ResourceEntry }) {
  return <ResourceKicker typeLabel={entry.typeLabel} format={entry.format} />;
}

function Arrow() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-1 h-5 w-5 flex-none text-brand-600 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none">
      <path d="M4 10h11M11 5.5 15.5 10 11 14.5" className="fill-none stroke-current" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * A compact resource card: the type drawn, the type and format, the title as the link (the whole card is its target),
 * and one line on what it answers.
 */
export function ResourceCardList({
  entries,
  heading: Heading = "h4",
  columns = 1,
  stretch = false,
}: {
  entries: ResourceEntry[];
  heading?: "h3" | "h4";
  columns?: 1 | 2 | 3 | 4;
  /** Fill the height given (rows of equal share): two categories side by side end together, with no hole under the shorter. */
  stretch?: boolean;
}) {
  const cols = { 1: "", 2: "lg:grid-cols-2", 3: "lg:grid-cols-3", 4: "lg:grid-cols-2 xl:grid-cols-4" }[columns];
  return (
    // On a phone each card's drawing sits above its text, which keeps the card's full width. From 640 px the drawing
    // (a type's icon, a PDF's cover) is a column of its own at the left and all the text one column beside it, so every
    // card of every category has one alignment (a floated icon let the summary run back under it, unlike the covers'
    // cards). The arrow sits in the corner, out of the text's way. The link follows the content directly, so a
    // row's spare room (cards of a row share a height) is at the card's foot, never between its parts.
    <ul className={`grid gap-3 ${cols} ${stretch ? "lg:h-full lg:auto-rows-fr" : ""}`}>
      {entries.map((entry) => (
        <li
          key={entry.href}
          data-resource-card
          className="group relative flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-600/40 hover:bg-brand-50/40 motion-reduce:transition-none sm:flex-row sm:gap-4"
        >
          <span className="block flex-none self-start">
            {entry.cover ? <DocumentCover kind={entry.cover} type={entry.type} size="sm" /> : <ResourceTypeIcon type={entry.type} />}
          </span>
          <div className="flex min-w-0 flex-1 flex-col">
            <ResourceKicker typeLabel={entry.typeLabel} format={entry.format} className="sm:pr-7" />
            <Heading className="mt-1 font-semibold text-ink">
              <ResourceLink href={entry.href} className={`rounded-sm underline-offset-4 group-hover:underline after:absolute after:inset-0 after:rounded-xl ${LINK_FOCUS}`}>
                {entry.title}
              </ResourceLink>
            </Heading>
            <p className="mt-1 text-sm text-slate-700">{entry.summary}</p>
            {entry.gets ? (
              <div data-tool-gets className="mt-3">
                <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{entry.gets.heading}</p>
                <ul className="mt-1.5 flex flex-wrap gap-1.5">
                  {entry.gets.items.map((item) => (
                    <li key={item} className="flex items-center gap-1 rounded-md bg-brand-50 px-2 py-0.5 text-[0.8125rem] text-brand-900 ring-1 ring-brand-100">
                      {item}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {entry.contents ? (
              <div data-collection-contents className="mt-3">
                <p className="sr-only">{entry.contents.heading}</p>
                <ul className="flex flex-wrap gap-1.5">
                  {entry.contents.items.map((item) => (
                    <li key={item.title} className="rounded-md bg-slate-50 px-2 py-0.5 text-[0.8125rem] text-slate-700 ring-1 ring-slate-200">
                      {item.title}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {/* Directly under the content, saying what the link opens. */}
            {entry.action ? (
              <p data-resource-action className="pt-3 text-sm font-semibold text-brand-700">
                {entry.action}
              </p>
            ) : null}
          </div>
          <span className="absolute top-4 right-4 hidden sm:block">
            <Arrow />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A tick before each thing a tool gives. */
function Tick() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="mt-0.5 h-4 w-4 flex-none">
      <circle cx="8" cy="8" r="8" className="fill-signal-600" />
      <path d="M4.6 8.3 6.9 10.6 11.4 5.8" className="fill-none stroke-white" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The tools, each a wide panel rather than a card: a sample of the result it gives on a tinted stage at its top, then
 * its type, its title (the link; the whole panel is its target), what it answers, what the visitor puts in beside what
 * they get, and one action drawn as a button. From 1024 px, two panels a row, each spanning two rows of one grid
 * (subgrid), so the two stages of a row share a height and the texts under them start on one line.
 *
 * The panel keeps the library's card hooks (`data-resource-card`, the text column `div.min-w-0`, the format chip, the
 * `data-tool-gets` list and the `data-resource-action` line at the foot), so what holds for every card of the page
 * (a link, a type drawn, a footer that says what the link opens) holds for the panels too.
 */
export function ToolPanelList({ entries }: { entries: ResourceEntry[] }) {
  return (
    <ul data-testid="resources-tool-panels" className="grid gap-4 sm:gap-6 lg:grid-cols-2">
      {entries.map((entry) => (
        <li
          key={entry.href}
          data-resource-card
          data-tool-panel={entry.toolKey}
          data-testid={`resources-tool-${entry.toolKey}`}
          className="group relative flex flex-col overflow-hidden rounded-2xl bg-white p-4 shadow-xl shadow-brand-900/40 ring-1 ring-white/10 sm:p-6 lg:row-span-2 lg:grid lg:grid-rows-subgrid lg:gap-y-0"
        >
          {/* The stage bleeds to the panel's edges (the panel's padding, given back); it is the preview's frame only. */}
          <div
            aria-hidden="true"
            data-tool-preview={entry.toolKey}
            className="-mx-4 -mt-4 mb-4 flex items-center justify-center border-b border-slate-200 bg-gradient-to-br from-brand-50 via-slate-50 to-brand-100/60 px-3 py-4 sm:-mx-6 sm:-mt-6 sm:mb-5 sm:px-6 sm:py-6"
          >
            {entry.preview}
          </div>
          {/* A grid, its last row the spare room: the action sits at the panel's foot, so the two actions of a row
              share one line, and the fuller panel's action follows its content directly. */}
          <div className="grid min-w-0 flex-1 grid-rows-[auto_auto_auto_auto_1fr]">
            <p className="flex items-center gap-2.5 text-xs font-semibold tracking-wide text-brand-700 uppercase">
              <ResourceTypeIcon type={entry.type} size="sm" />
              <span className="min-w-0">{entry.typeLabel}</span>
            </p>
            <h4 className="mt-3 text-xl font-bold tracking-tight text-ink">
              <Link href={entry.href} className={`rounded-sm underline-offset-4 group-hover:underline after:absolute after:inset-0 after:rounded-2xl ${LINK_FOCUS}`}>
                {entry.title}
              </Link>
            </h4>
            <p className="mt-1.5 text-slate-700">{entry.summary}</p>
            <div data-tool-io className="mt-4 grid gap-4 border-t border-slate-200 pt-4 sm:grid-cols-2 sm:gap-6">
              {entry.provides ? (
                <div data-tool-provides className="min-w-0">
                  <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{entry.provides.heading}</p>
                  {entry.format ? (
                    <p className="mt-2">
                      <span data-chip className="inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap text-brand-900 ring-1 ring-brand-100">
                        {entry.format}
                      </span>
                    </p>
                  ) : null}
                  <p className="mt-2 text-sm text-slate-700">{entry.provides.text}</p>
                </div>
              ) : null}
              {entry.gets ? (
                <div data-tool-gets className="min-w-0">
                  <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{entry.gets.heading}</p>
                  <ul className="mt-2 space-y-1.5 text-sm text-ink">
                    {entry.gets.items.map((item) => (
                      <li key={item} className="flex items-start gap-2">
                        <Tick />
                        <span className="min-w-0">{item}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </div>
            {/* The one action, drawn as a button: the panel's link (its title) is what it opens. */}
            {entry.action ? (
              <p data-resource-action className="self-end pt-5">
                <span className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors group-hover:bg-brand-800 motion-reduce:transition-none">
                  {entry.action}
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 flex-none transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none">
                    <path d="M4 10h11M11 5.5 15.5 10 11 14.5" className="fill-none stroke-current" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </span>
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The featured resources: larger cards that also list what is inside, with a call to action that says what happens. */
export function FeaturedResourceCards({ entries }: { entries: ResourceEntry[] }) {
  const locale = useLocale();
  // The link names its resource for screen readers ("Download the playbook: CFO fraud prevention playbook").
  const named = (label: string, title: string) => typographic(locale, `${label}: ${title}`).slice(label.length);
  return (
    // Each card spans two rows of one grid (subgrid): the headers line up across cards, and so do the summaries under
    // them. The rest flows with fixed gaps (the list's items one rhythm in every card), and the link is pinned to the
    // card's foot: side by side the three links share one line, and a card's spare room, if its neighbour is fuller,
    // is above its link, never an empty foot under it.
    <ul className="grid gap-6 lg:grid-cols-3">
      {entries.map((entry) => (
        <li key={entry.href} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:row-span-2 lg:grid lg:grid-rows-subgrid lg:gap-y-0">
          <div>
            {/* The row is as tall as a PDF's cover (its drawing 64 px wide at 60:78, plus the badge's 8 px), so a card
                without a cover (the webinar) starts its title on the same line as its neighbours. */}
            <div data-featured-head className="flex min-h-[5.7rem] items-center gap-4">
              {entry.cover ? <DocumentCover kind={entry.cover} type={entry.type} size="lg" /> : <ResourceTypeIcon type={entry.type} size="lg" />}
              <Kicker entry={entry} />
            </div>
            <h3 className="mt-4 text-lg font-semibold text-ink">{entry.title}</h3>
          </div>
          {/* The summary, its note and what is inside, one after the other; the link at the foot (the row's height from
              1024 px, the card's own below). */}
          <div className="mt-4 flex flex-col items-start">
            <p className="text-slate-700">{entry.summary}</p>
            {entry.note ? (
              <p data-resource-note className="mt-3 flex items-start gap-2 text-sm font-medium text-ink">
                {entry.noteIcon === "download" ? (
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 flex-none text-brand-700">
                    <path d="M10 3v9.5M6 8.5l4 4 4-4M4 16.5h12" className="fill-none stroke-current" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                ) : (
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 flex-none text-brand-700">
                    <rect x="3" y="4.5" width="14" height="12.5" rx="2" className="fill-none stroke-current" strokeWidth="1.6" />
                    <path d="M3 8.5h14M7 3v3M13 3v3" className="fill-none stroke-current" strokeWidth="1.6" strokeLinecap="round" />
                  </svg>
                )}
                <span className="min-w-0">{entry.note}</span>
              </p>
            ) : null}
            {entry.inside ? (
              // As tall as its list: one gap between items in every card.
              <div data-featured-inside className="mt-4 self-stretch rounded-xl bg-slate-50 p-4">
                <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{entry.inside.heading}</p>
                <ol className="mt-3 flex flex-col gap-2.5 text-sm text-ink">
                  {entry.inside.items.map((item, i) => (
                    <li key={item} className="flex gap-2.5">
                      <StepNumber n={i + 1} size="sm" />
                      <span className="min-w-0 pt-0.5">{item}</span>
                    </li>
                  ))}
                </ol>
              </div>
            ) : null}
            {/* Takes the spare room, at least the 20 px between the list and its link. */}
            <span aria-hidden="true" data-featured-spacer className="min-h-5 flex-1" />
            {entry.linkLabel ? (
            <ResourceLink href={entry.href} className={`inline-flex items-center gap-1.5 self-start rounded-sm font-semibold text-brand-700 underline-offset-4 hover:underline ${LINK_FOCUS}`}>
              {entry.linkLabel}
              <span className="sr-only">{named(entry.linkLabel, entry.title)}</span>
              <Arrow />
            </ResourceLink>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
