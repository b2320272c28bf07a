import { getTranslations } from "next-intl/server";
import { SceneFigure, StatusIcon, type Tone } from "./scene";

/** The four stages of a support access grant, in order, with the tone each is drawn in. */
const STAGES = [
  { key: "requested", tone: "idle" },
  { key: "approved", tone: "ok" },
  { key: "timeBoxed", tone: "guard" },
  { key: "logged", tone: "ok" },
] as const satisfies readonly { key: string; tone: Tone }[];

/**
 * /security's hero: how our own staff reach a customer's tenant (just-in-time support access). Nobody has standing
 * access; a request names its reason, the customer's administrator approves it, a time-boxed cross-account role expires
 * by itself, and every session goes to the append-only audit stream. Its own subject: the homes show the evidence pack.
 * Server-rendered HTML + inline SVG; aria-hidden with a visually hidden caption.
 */
export async function SupportAccessCard() {
  const t = await getTranslations("security.accessCard");
  const tCommon = await getTranslations("common");
  return (
    <SceneFigure caption={t("caption")} testId="support-access-scene">
      <div data-card className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white p-5 shadow-lg shadow-brand-900/10">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="flex min-w-0 items-center gap-3">
            <svg viewBox="0 0 32 32" className="h-9 w-9 flex-none" aria-hidden="true">
              <rect x="3" y="3" width="26" height="26" rx="7" className="fill-brand-50 stroke-brand-700" strokeWidth="1.6" />
              <path d="M11 15v-3a5 5 0 0 1 10 0v3" className="fill-none stroke-brand-700" strokeWidth="1.8" strokeLinecap="round" />
              <rect x="9" y="15" width="14" height="9" rx="2" className="fill-white stroke-brand-700" strokeWidth="1.6" />
              <path d="M16 18.5v2.5" className="stroke-brand-700" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
            <div className="min-w-0">
              <p className="font-semibold text-ink">{t("title")}</p>
              <p className="font-mono text-xs break-all text-slate-600">{t("reference")}</p>
            </div>
          </div>
          <span data-chip className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700">
            {tCommon("illustrativeShort")}
          </span>
        </div>
        <ol className="mt-4 space-y-2">
          {STAGES.map((stage) => (
            <li key={stage.key} data-stage={stage.key} className="flex items-start gap-2.5 rounded-lg border border-slate-100 bg-slate-50 px-3 py-2 text-sm">
              <StatusIcon tone={stage.tone} className="mt-0.5 h-4 w-4 flex-none" />
              <span className="min-w-0">
                <span className="block font-semibold text-ink">{t(`stages.${stage.key}.title`)}</span>
                <span className="block text-slate-700">{t(`stages.${stage.key}.body`)}</span>
              </span>
            </li>
          ))}
        </ol>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
          <p className="text-sm font-semibold text-ink">{t("standing")}</p>
          <span data-chip data-tone="success" className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900">
            {t("standingValue")}
          </span>
        </div>
      </div>
    </SceneFigure>
  );
}
