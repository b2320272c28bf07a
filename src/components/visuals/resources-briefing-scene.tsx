import { getTranslations } from "next-intl/server";
import { ResourceTypeIcon, type ResourceType } from "./resources-type-icon";
import { SceneFigure } from "./scene";

/** The briefing's three subjects, as its sign-up text names them, each with the glyph of the kind of resource it echoes. */
const TOPIC_TYPES: ResourceType[] = ["playbook", "brief", "releaseNotes"];

/**
 * The /resources sign-up's picture: the monthly AP control briefing as an e-mail, its three subjects (payment fraud
 * patterns, rule changes, product releases) with their text drawn as lines. Server-rendered HTML + inline SVG;
 * aria-hidden with a visually hidden caption.
 */
export async function ResourcesBriefingScene() {
  const t = await getTranslations("resources.subscribe.preview");
  const topics = t.raw("topics") as string[];
  return (
    <SceneFigure caption={t("caption")} testId="resources-briefing-scene">
      <div data-card className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-lg shadow-brand-900/10">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-slate-50 px-5 py-4">
          <div className="flex min-w-0 items-center gap-3">
            <svg viewBox="0 0 32 32" className="h-8 w-8 flex-none" role="presentation">
              <rect x="3" y="7" width="26" height="19" rx="3" className="fill-brand-50 stroke-brand-700" strokeWidth="1.6" />
              <path d="M4 9l12 9 12-9" className="fill-none stroke-brand-700" strokeWidth="1.6" strokeLinejoin="round" />
            </svg>
            <p className="min-w-0 font-semibold text-ink">{t("title")}</p>
          </div>
          <span data-chip className="rounded-full bg-brand-700 px-2.5 py-1 text-xs font-semibold text-white">
            {t("cadence")}
          </span>
        </div>
        <ul className="divide-y divide-slate-100 px-5">
          {topics.map((topic, i) => (
            <li key={topic} className="flex items-start gap-3 py-4">
              <ResourceTypeIcon type={TOPIC_TYPES[i] ?? "brief"} size="sm" />
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-ink">{topic}</span>
                {/* The article's text, drawn as lines. */}
                <svg viewBox="0 0 200 16" preserveAspectRatio="none" className="mt-2 block h-4 w-full" role="presentation">
                  <rect x="0" y="1" width="200" height="5" rx="2.5" className="fill-slate-200" />
                  <rect x="0" y="10" width={i === 1 ? 120 : 150} height="5" rx="2.5" className="fill-slate-200" />
                </svg>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </SceneFigure>
  );
}
