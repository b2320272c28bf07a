import { getTranslations } from "next-intl/server";
import { FRAUD_CATEGORIES } from "@/assessments/fraud-readiness-score";
import { DURATIONS, FRAUD_READINESS_WEIGHTS } from "@/config/business-constants";
import { getFormatter } from "@/i18n/formatter-server";
import { formatUnit } from "@/i18n/number-format";
import { ResourceTypeIcon, type ResourceType } from "./resources-type-icon";
import { SceneFigure } from "./scene";

/** The score dial's arc, split by the readiness check's weights (identity 40, bank 30, process 20, evidence 10). */
const DIAL = { cx: 350, cy: 112, r: 40 } as const;
const DIAL_SHADES = ["stroke-brand-800", "stroke-brand-600", "stroke-brand-600/40", "stroke-brand-100"] as const;

function dialArcs(): { d: string; shade: string }[] {
  const total = FRAUD_CATEGORIES.reduce((sum, c) => sum + FRAUD_READINESS_WEIGHTS[c], 0);
  const point = (share: number) => {
    const angle = Math.PI * (1 - share);
    return `${(DIAL.cx + DIAL.r * Math.cos(angle)).toFixed(1)} ${(DIAL.cy - DIAL.r * Math.sin(angle)).toFixed(1)}`;
  };
  let start = 0;
  return FRAUD_CATEGORIES.map((category, i) => {
    const end = start + FRAUD_READINESS_WEIGHTS[category] / total;
    // A small gap between segments so each weight reads as its own part.
    const d = `M${point(start + 0.008)} A${DIAL.r} ${DIAL.r} 0 0 1 ${point(end - 0.008)}`;
    start = end;
    return { d, shade: DIAL_SHADES[i] ?? "stroke-brand-100" };
  });
}

/**
 * The /resources hero: what a reader takes away from the library, drawn as the kit on a desk (the playbook's cover, the
 * evidence checklist, the readiness score dial weighted as the check weighs it, the webinar's play button), then four
 * tiles saying what each main resource gives and how long it takes (durations from DURATIONS, the checklist's real page
 * count from the built PDF). No download numbers, customers or ratings.
 * Server-rendered HTML + inline SVG; aria-hidden with one visually hidden caption.
 */
export async function ResourcesLibraryScene({ checklistPages }: { checklistPages: string }) {
  const t = await getTranslations("resources");
  const format = await getFormatter();
  const minutes = (value: number) => formatUnit((v, o) => format.number(v, o), value, "minute");
  const args = {
    min: format.number(DURATIONS.quickScoreSecondsMin),
    max: format.number(DURATIONS.quickScoreSecondsMax),
    minutes: format.number(DURATIONS.assessmentQuestionnaireMinutes),
    webinar: format.number(DURATIONS.webinarMinutes),
    pages: checklistPages,
  };
  const tiles: { key: string; type: ResourceType; value: string; label: string }[] = [
    { key: "scorecard", type: "assessment", value: t("kit.seconds", args), label: t("kit.tiles.scorecard") },
    { key: "fraudCheck", type: "questionnaire", value: minutes(DURATIONS.assessmentQuestionnaireMinutes), label: t("kit.tiles.fraudCheck") },
    { key: "webinar", type: "webinar", value: minutes(DURATIONS.webinarMinutes), label: t("kit.tiles.webinar") },
    { key: "checklist", type: "checklist", value: checklistPages, label: t("kit.tiles.checklist") },
  ];
  return (
    <SceneFigure caption={t("kit.caption", args)} testId="resources-library-scene">
      <div data-card className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white p-4 shadow-lg shadow-brand-900/10 sm:p-6">
        <div className="flex items-center gap-3">
          <ResourceTypeIcon type="collection" size="sm" />
          <div className="min-w-0">
            <p className="font-semibold text-ink">{t("kit.title")}</p>
            <p className="text-sm text-slate-600">{t("kit.subtitle")}</p>
          </div>
        </div>
        {/* The drawing from 640 px only: on a phone the four figures below say it all, and the card stays short. */}
        <div className="mt-4 hidden rounded-xl bg-gradient-to-b from-brand-50 to-white px-2 pt-2 sm:block">
          <svg viewBox="0 0 440 190" className="block h-auto w-full" role="presentation">
            {/* The playbook's cover, tilted back. */}
            <g transform="rotate(-7 90 100)">
              <rect x="34" y="32" width="120" height="144" rx="8" className="fill-brand-900/10" />
              <rect x="30" y="28" width="120" height="144" rx="8" className="fill-brand-800" />
              <rect x="30" y="28" width="12" height="144" rx="4" className="fill-brand-900" />
              <path d="M96 52l18 7v16c0 13-8 21-18 25-10-4-18-12-18-25V59z" className="fill-white" />
              <path d="M88 78l6 6 11-12" className="fill-none stroke-brand-800" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
              <path d="M58 124h76M58 138h56M58 152h66" className="stroke-white/50" strokeWidth="6" strokeLinecap="round" />
            </g>
            {/* The evidence checklist, in front. */}
            <g>
              <rect x="164" y="18" width="122" height="160" rx="8" className="fill-brand-900/10" />
              <rect x="160" y="14" width="122" height="160" rx="8" className="fill-white stroke-slate-300" strokeWidth="2" />
              <path d="M176 36h60" className="stroke-brand-700" strokeWidth="7" strokeLinecap="round" />
              {[64, 92, 120, 148].map((y, i) => (
                <g key={y}>
                  <rect x="176" y={y - 9} width="18" height="18" rx="4" className={i < 3 ? "fill-brand-600" : "fill-white stroke-slate-300"} strokeWidth="2" />
                  {i < 3 ? <path d={`M180.5 ${y}l3.5 3.5 6-7`} className="fill-none stroke-white" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" /> : null}
                  <path d={`M204 ${y}h${i % 2 === 0 ? 60 : 46}`} className="stroke-slate-200" strokeWidth="6" strokeLinecap="round" />
                </g>
              ))}
            </g>
            {/* The readiness score: a dial split by the check's four weights. */}
            <g transform="rotate(6 350 100)">
              <rect x="294" y="40" width="120" height="124" rx="8" className="fill-brand-900/10" />
              <rect x="290" y="36" width="120" height="124" rx="8" className="fill-white stroke-slate-300" strokeWidth="2" />
              {dialArcs().map((arc) => (
                <path key={arc.d} d={arc.d} className={`fill-none ${arc.shade}`} strokeWidth="12" />
              ))}
              <path d={`M${DIAL.cx} ${DIAL.cy}l22-24`} className="stroke-ink" strokeWidth="4" strokeLinecap="round" />
              <circle cx={DIAL.cx} cy={DIAL.cy} r="6" className="fill-ink" />
              <path d="M316 136h68M328 148h44" className="stroke-slate-200" strokeWidth="6" strokeLinecap="round" />
            </g>
            {/* The webinar's play button, on the corner of the pile. */}
            <g>
              <circle cx="398" cy="156" r="25" className="fill-brand-900/15" />
              <circle cx="396" cy="153" r="24" className="fill-brand-600" />
              <path d="M389 142v22l18-11z" className="fill-white" />
            </g>
          </svg>
        </div>
        {/* A 2x2 grid from 360 px (the figure above its label; one tile a line on the narrowest phones, where German
            and Spanish labels would break inside a word); from 640 px with the type drawn. */}
        <ul className="mt-4 grid gap-2 min-[360px]:grid-cols-2 sm:gap-3">
          {tiles.map((tile) => (
            <li key={tile.key} data-kit-tile={tile.key} className="flex min-w-0 items-start gap-2.5 rounded-xl border border-slate-100 bg-slate-50 px-2.5 py-2 sm:px-3 sm:py-3">
              <span className="hidden sm:block">
                <ResourceTypeIcon type={tile.type} size="sm" />
              </span>
              <span className="block min-w-0 flex-1">
                <span className="block text-lg leading-tight font-bold whitespace-nowrap text-brand-800 tabular-nums">
                  {tile.value}
                </span>
                <span className="block min-w-0 text-[0.8125rem] leading-snug text-slate-700 sm:text-sm">{tile.label}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </SceneFigure>
  );
}
