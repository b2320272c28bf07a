import { getTranslations } from "next-intl/server";
import { getFormatter } from "@/i18n/formatter-server";
import { ERP_GUARD_QUEUE_SAMPLE } from "@/config/business-constants";
import { PRODUCT_NAME } from "@/config/site";
import { usd } from "@/i18n/formatters";
import { SceneFigure, StatusIcon, type Tone } from "./scene";

/** Illustrative sample (not a business constant); the document number follows no ERP vendor's numbering. */
const SAMPLE = { invoiceUsd: 48_260, document: "AP-2026-04812" } as const;

/**
 * The ERP Posting Guard page's hero invoice is the page's own: the first row of the Ready-to-Pay queue sample (the
 * worked example's clean invoice), so the hero, the queues and the example tell one story with one number and amount.
 */
export const ERP_SCENE_INVOICE = ERP_GUARD_QUEUE_SAMPLE.readyToPay[0];

const STAGES: { key: "received" | "parked" | "checks" | "released"; tone: Tone }[] = [
  { key: "received", tone: "ok" },
  // Posted parked with a payment block: a protective hold (amber padlock), not an alert.
  { key: "parked", tone: "guard" },
  { key: "checks", tone: "ok" },
  { key: "released", tone: "ok" },
];

/**
 * The ERP document's posting states and their tones (docs/visual-system.md, "Chips and tones"): parked and
 * payment-blocked are the safe default, a protective hold until the checks clear, so they are a warning (amber,
 * pending), never a danger (red is for a failed check or a HOLD decision); released is a success.
 */
export const ERP_POSTING_STATES = [
  { key: "parked", tone: "warning", style: "border-amber-500 bg-amber-50 text-amber-900", lock: false },
  { key: "blocked", tone: "warning", style: "border-amber-500 bg-amber-50 text-amber-900", lock: true },
  { key: "released", tone: "success", style: "border-signal-600 bg-signal-50 text-signal-700", lock: false },
] as const;

type PostingState = (typeof ERP_POSTING_STATES)[number];
const [PARKED, BLOCKED, RELEASED] = ERP_POSTING_STATES;

/** One ERP posting state as a chip, whole (no break inside it), in its tone: amber for a hold, green for released. */
function StateChip({ status, label }: { status: PostingState; label: string }) {
  return (
    <span
      data-chip
      data-tone={status.tone}
      data-erp-state={status.key}
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded-md border px-2 py-1 ${status.style}`}
    >
      {status.lock ? (
        // A padlock: the payment is held safely, not failed.
        <svg aria-hidden="true" viewBox="0 0 12 12" className="h-3 w-3 flex-none">
          <rect x="2" y="5.2" width="8" height="5.8" rx="1.2" className="fill-amber-700" />
          <path d="M4 5.4V4a2 2 0 0 1 4 0v1.4" className="fill-none stroke-amber-700" strokeWidth="1.4" />
        </svg>
      ) : null}
      {label}
    </span>
  );
}

/**
 * The ERP Posting Guard scene: an invoice posted parked or payment-blocked, the checks and attestation,
 * then the block lifted; beside it the ERP document's status. Server-rendered HTML + inline SVG, aria-hidden with a
 * visually hidden caption.
 */
export async function ErpPostingScene({ invoice }: { invoice?: { invoice: string; amountUsd: number } } = {}) {
  const t = await getTranslations("solutionsUseCase.erpGuard.visual");
  const tCommon = await getTranslations("common");
  const format = await getFormatter();
  // A queue invoice is formatted as the queues format it (cents shown), so it reads the same everywhere on its page;
  // without one (the third home), the scene's own ERP document.
  const amount = invoice
    ? usd(format, invoice.amountUsd, 2)
    : format.number(SAMPLE.invoiceUsd, { style: "currency", currency: "USD", maximumFractionDigits: 0 });
  return (
    <SceneFigure caption={t("caption", { product: PRODUCT_NAME })} testId="erp-scene">
      <div data-card className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white p-5 shadow-lg shadow-brand-900/10">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p data-testid="erp-scene-invoice" className="font-mono text-xs font-semibold text-slate-700">
            {invoice ? t("invoice", { number: invoice.invoice }) : t("document", { number: SAMPLE.document })}
          </p>
          <span data-chip className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700">{tCommon("illustrativeShort")}</span>
        </div>
        {/* The document's status: parked or payment-blocked (the ERP's two ways to hold an invoice, alternatives joined
            by a translated "or", not two steps), then released; no strike-through, which reads as a rendering error.
            One row where the card is wide enough in every locale (26rem; German needs about 25rem), else the pair above
            a downward arrow and Released (on a 320 px phone the pair may take two lines, "or" leading the second). */}
        <div className="@container mt-3">
          <ol data-erp-chain className="flex flex-col items-start gap-1 text-xs font-bold @min-[26rem]:flex-row @min-[26rem]:items-center @min-[26rem]:gap-1.5">
            {/* The hold: parked or payment-blocked, one of the two. */}
            <li data-erp-hold className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
              <StateChip status={PARKED} label={t(PARKED.key)} />
              <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
                <span data-erp-or className="font-medium text-slate-600">
                  {t("or")}
                </span>
                <StateChip status={BLOCKED} label={t(BLOCKED.key)} />
              </span>
            </li>
            <li className="flex flex-col items-start gap-1 @min-[26rem]:flex-row @min-[26rem]:items-center @min-[26rem]:gap-1.5">
              <svg aria-hidden="true" viewBox="0 0 16 12" className="ml-3 h-3 w-3.5 flex-none rotate-90 @min-[26rem]:ml-0 @min-[26rem]:rotate-0">
                <path d="M1 6h12M9 2l4 4-4 4" className="fill-none stroke-slate-500" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <StateChip status={RELEASED} label={t(RELEASED.key)} />
            </li>
          </ol>
        </div>
        <ol className="relative mt-5 space-y-4">
          {STAGES.map((stage, i) => (
            <li key={stage.key} className="relative flex gap-3">
              {/* The track to the next stage: from under this icon to the next icon's top, so it never runs past the
                  last stage. */}
              {i < STAGES.length - 1 ? (
                <span data-decoration aria-hidden="true" className="absolute top-6 -bottom-4 left-[9px] border-l-2 border-dashed border-slate-300" />
              ) : null}
              <StatusIcon tone={stage.tone} />
              <span className="min-w-0 text-sm">
                <span className="block font-semibold text-ink">{t(`stages.${stage.key}.title`)}</span>
                <span className="block text-slate-700">{t(`stages.${stage.key}.detail`, { amount })}</span>
              </span>
            </li>
          ))}
        </ol>
      </div>
    </SceneFigure>
  );
}
