import { getTranslations } from "next-intl/server";
import { ResourceTypeIcon, type ResourceType } from "./resources-type-icon";
import { SceneFigure } from "./scene";

/** The briefing's three subjects, as its sign-up text names them, each with the glyph of the kind of resource it echoes. */
const TOPIC_TYPES: ResourceType[] = ["playbook", "brief", "releaseNotes"];

/**
 * The /resources sign-up's picture: a sample issue of the monthly AP control briefing as an e-mail, one headline for
 * each of its three subjects (payment fraud patterns, rule changes, product releases), drawn from subjects the site
 * covers (look-alike domains, the Nacha 2026 phases, evidence packs) and marked as a sample. Server-rendered HTML +
 * inline SVG; aria-hidden with a visually hidden caption that reads the headlines.
 */
export async function ResourcesBriefingScene() {
  const t = await getTranslations("resources.subscribe.preview");
  const topics = t.raw("topics") as string[];
  const headlines = t.raw("headlines") as string[];
  return (
    <SceneFigure caption={t("caption", { headlines: headlines.join(" / ") })} testId="resources-briefing-scene">
      <div data-card className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-lg shadow-brand-900/10">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-slate-50 px-5 py-4">
          <div className="flex min-w-0 items-center gap-3">
            <svg viewBox="0 0 32 32" className="h-8 w-8 flex-none" role="presentation">
              <rect x="3" y="7" width="26" height="19" rx="3" className="fill-brand-50 stroke-brand-700" strokeWidth="1.6" />
              <path d="M4 9l12 9 12-9" className="fill-none stroke-brand-700" strokeWidth="1.6" strokeLinejoin="round" />
            </svg>
            <p className="min-w-0 font-semibold text-ink">{t("title")}</p>
          </div>
          <span className="flex flex-wrap gap-2">
            <span data-chip className="rounded-full bg-slate-200 px-2.5 py-1 text-xs font-semibold text-slate-700">
              {t("sample")}
            </span>
            <span data-chip className="rounded-full bg-brand-700 px-2.5 py-1 text-xs font-semibold text-white">
              {t("cadence")}
            </span>
          </span>
        </div>
        <ul className="divide-y divide-slate-100 px-5">
          {headlines.map((headline, i) => (
            <li key={headline} data-briefing-headline className="flex items-start gap-3 py-4">
              <ResourceTypeIcon type={TOPIC_TYPES[i] ?? "brief"} size="sm" />
              <span className="min-w-0 flex-1">
                <span className="block text-xs font-semibold tracking-wide text-brand-700 uppercase">{topics[i]}</span>
                <span data-headline className="mt-1 block leading-snug font-semibold text-ink">{headline}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </SceneFigure>
  );
}
