import { getTranslations } from "next-intl/server";
import { getFormatter } from "@/i18n/formatter-server";
import { EVIDENCE, HERO_INVOICE_SAMPLE } from "@/config/business-constants";
import { SceneFigure, StatusIcon } from "./scene";


/**
 * The evidence-pack export (home security section): the five parts of one invoice's pack, each ticked, and the export
 * time of the example in the business constants (`EVIDENCE.packExportSecondsExample`). Server-rendered HTML + inline SVG; aria-hidden with a visually hidden caption.
 */
export async function EvidencePackCard() {
  const t = await getTranslations("home.evidencePack");
  const tCommon = await getTranslations("common");
  const format = await getFormatter();
  const seconds = format.number(EVIDENCE.packExportSecondsExample);
  return (
    <SceneFigure caption={t("caption", { seconds })} testId="evidence-pack-scene">
      <div data-card className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white p-5 shadow-lg shadow-brand-900/10">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="flex min-w-0 items-center gap-3">
            <svg viewBox="0 0 32 32" className="h-9 w-9 flex-none" aria-hidden="true">
              <path d="M4 9a2 2 0 0 1 2-2h7l3 3h10a2 2 0 0 1 2 2v13a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2z" className="fill-brand-50 stroke-brand-700" strokeWidth="1.6" />
              <path d="M13 19v-2a3 3 0 0 1 6 0v2m-7 0h8v5h-8z" className="fill-white stroke-brand-700" strokeWidth="1.6" strokeLinejoin="round" />
            </svg>
            <div className="min-w-0">
              <p className="font-semibold text-ink">{t("title")}</p>
              <p className="font-mono text-xs break-all text-slate-600">{t("file", { number: HERO_INVOICE_SAMPLE.number })}</p>
            </div>
          </div>
          <span data-chip className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700">
            {tCommon("illustrativeShort")}
          </span>
        </div>
        <ul className="mt-4 space-y-2">
          {(t.raw("items") as string[]).map((item) => (
            <li key={item} className="flex items-start gap-2.5 rounded-lg border border-slate-100 bg-slate-50 px-3 py-2 text-sm text-ink">
              <StatusIcon tone="ok" className="h-4 w-4" />
              <span className="min-w-0">{item}</span>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex items-center gap-3">
          <div className="h-2 flex-1 overflow-hidden rounded-full bg-brand-100">
            <div className="h-full w-full rounded-full bg-brand-600" />
          </div>
          <p className="text-sm font-semibold text-brand-800 tabular-nums">{t("exported", { seconds })}</p>
        </div>
      </div>
    </SceneFigure>
  );
}
