import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { SceneFigure } from "./scene";

const INK = "fill-none stroke-brand-700";

/** The three payment methods, each drawn, with the state of its sample payment and that state's tone. */
const METHODS: { key: "card" | "ach" | "check"; status: "paid" | "sent" | "scheduled"; glyph: ReactNode }[] = [
  {
    key: "card",
    status: "paid",
    glyph: (
      <g>
        <rect x="3" y="6" width="22" height="15" rx="2.5" className="fill-brand-50 stroke-brand-700" strokeWidth="1.5" />
        <path d="M3 10.5h22" className="stroke-brand-700" strokeWidth="2.5" />
        <path d="M7 16.5h6" className="stroke-brand-600/50" strokeWidth="1.8" strokeLinecap="round" />
      </g>
    ),
  },
  {
    key: "ach",
    status: "sent",
    glyph: (
      <g>
        <path d="M4 10.5 14 5l10 5.5z" className="fill-brand-50 stroke-brand-700" strokeWidth="1.5" strokeLinejoin="round" />
        <path d="M7.5 12v6.5M12 12v6.5M16 12v6.5M20.5 12v6.5" className="stroke-brand-700" strokeWidth="1.6" />
        <path d="M4.5 21.5h19" className={INK} strokeWidth="1.8" strokeLinecap="round" />
      </g>
    ),
  },
  {
    key: "check",
    status: "scheduled",
    glyph: (
      <g>
        <rect x="2.5" y="7" width="23" height="14" rx="1.5" className="fill-white stroke-brand-700" strokeWidth="1.5" />
        <path d="M6 11h8M6 17c1.5-2 2.5 1 4-.5s2 .5 3.5-.5" className={INK} strokeWidth="1.4" strokeLinecap="round" />
        <path d="M17 17h5" className="stroke-brand-600/50" strokeWidth="1.8" strokeLinecap="round" />
      </g>
    ),
  },
];

const STATUS_STYLE = {
  paid: { tone: "success", style: "border-signal-600 bg-signal-50 text-signal-700" },
  sent: { tone: "neutral", style: "border-brand-600/40 bg-brand-50 text-brand-800" },
  scheduled: { tone: "neutral", style: "border-slate-300 bg-white text-slate-700" },
} as const;

/**
 * The Payments module on /product (optional): one payment run by virtual card, ACH and check, each with its status,
 * and the statuses written back to the ERP. No amounts. Server-rendered HTML + inline SVG; aria-hidden with a
 * visually hidden caption.
 */
export async function ProductPaymentsScene() {
  const t = await getTranslations("product.modules.items.payments.visual");
  return (
    <SceneFigure caption={t("caption")} testId="product-payments-scene" className="flex h-full flex-col [&>div]:flex [&>div]:flex-1 [&>div]:flex-col">
      <div data-card className="relative flex flex-1 flex-col overflow-hidden rounded-lg bg-slate-50 p-3 text-sm">
        {/* The rows share the height the card's grid row gives the picture (its neighbours' pictures are taller), so
            the card has no blank band under the drawing at 1440 px. */}
        <ul className="grid flex-1 auto-rows-fr gap-1.5">
          {METHODS.map((method) => (
            // The state wraps under the method's name where the card is narrow (a 320 px phone, German).
            <li key={method.key} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md bg-white px-3 py-2 ring-1 ring-slate-200">
              <svg viewBox="0 0 28 28" className="h-7 w-7 flex-none" role="presentation">
                {method.glyph}
              </svg>
              <span className="min-w-0 flex-auto font-semibold text-ink">{t(`methods.${method.key}`)}</span>
              <span data-chip data-tone={STATUS_STYLE[method.status].tone} className={`rounded-md border px-2 py-0.5 text-xs font-bold ${STATUS_STYLE[method.status].style}`}>
                {t(`status.${method.status}`)}
              </span>
            </li>
          ))}
        </ul>
        {/* The statuses flow back into the ERP. */}
        <div className="mt-1.5 flex items-center gap-2 rounded-md border border-dashed border-brand-600/40 px-3 py-1.5">
          <svg viewBox="0 0 24 24" className="h-5 w-5 flex-none" role="presentation">
            <path d="M19 8.5A7.5 7.5 0 0 0 5.5 7M5 15.5A7.5 7.5 0 0 0 18.5 17" className={INK} strokeWidth="1.8" strokeLinecap="round" />
            <path d="M5.5 3v4h4M18.5 21v-4h-4" className={INK} strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className="min-w-0 flex-1 text-xs font-semibold text-brand-800">{t("synced")}</span>
          <svg viewBox="0 0 24 24" className="h-5 w-5 flex-none" role="presentation">
            <ellipse cx="12" cy="5.5" rx="7.5" ry="2.8" className="fill-brand-50 stroke-brand-700" strokeWidth="1.5" />
            <path d="M4.5 5.5v12.5c0 1.5 3.4 2.8 7.5 2.8s7.5-1.3 7.5-2.8V5.5M4.5 12c0 1.5 3.4 2.8 7.5 2.8s7.5-1.3 7.5-2.8" className={INK} strokeWidth="1.5" />
          </svg>
        </div>
      </div>
    </SceneFigure>
  );
}
