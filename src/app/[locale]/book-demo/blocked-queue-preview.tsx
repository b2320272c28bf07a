import { getTranslations } from "next-intl/server";
import { ERP_GUARD_QUEUE_SAMPLE } from "@/config/business-constants";
import { getFormatter } from "@/i18n/formatter-server";
import { usd } from "@/i18n/formatters";
import { SceneFigure } from "@/components/visuals/scene";
import { getLooseTranslator } from "@/i18n/translate-server";

/** The two holds the demo walks through: a sender that failed DMARC and a new bank account awaiting its callback. */
const ROWS = ERP_GUARD_QUEUE_SAMPLE.blocked.filter((row) => row.label === "DMARC FAIL" || row.label === "BANK VERIFY");

const KEYS = { "DMARC FAIL": "dmarcFail", "BANK VERIFY": "bankVerify" } as const;

/** The chips' tones as on /solutions/erp-posting-guard: a failed check is danger (red), a pending one a warning (amber). */
const CHIP = {
  "DMARC FAIL": { tone: "danger", style: "bg-red-100 text-red-900" },
  "BANK VERIFY": { tone: "warning", style: "bg-amber-100 text-amber-900" },
} as const;

/**
 * /book-demo's picture beside "What you get": a compact Blocked Queue as the demo shows it (the sample of the ERP
 * Posting Guard page, ERP_GUARD_QUEUE_SAMPLE), two invoices held with their reason, and the ERP's payment block that
 * keeps them unpaid until the checks clear. Marked illustrative; server-rendered HTML + inline SVG, aria-hidden with a
 * visually hidden caption. Its short visible note ("What you'll see: ...") is the page's, under the list beside it.
 */
export async function BlockedQueuePreview() {
  const t = await getLooseTranslator("bookDemo.aside.visual");
  const queues = await getLooseTranslator("solutionsUseCase.erpGuard.queues");
  // The queue's name in sentence case as a heading of this page's own ("Blocked queue"), not the ERP guard page's panel title.
  const erp = await getLooseTranslator("solutionsUseCase.erpGuard.visual");
  const common = await getTranslations("common");
  const format = await getFormatter();
  return (
    <div className="min-w-0">
      <SceneFigure caption={t("caption")} testId="book-demo-visual">
        <div data-card className="rounded-xl border border-slate-200 bg-white p-3.5 shadow-md shadow-brand-900/10">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm font-semibold text-ink">{t("queueTitle")}</p>
            <span data-chip className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
              {common("illustrativeShort")}
            </span>
          </div>
          <ul className="mt-2 divide-y divide-slate-100">
            {ROWS.map((row) => (
              <li key={row.invoice} className="py-2">
                <div className="flex items-baseline justify-between gap-2 text-xs">
                  <span className="font-mono text-slate-700">{row.invoice}</span>
                  <span className="font-semibold whitespace-nowrap text-ink tabular-nums">{usd(format, row.amountUsd)}</span>
                </div>
                <span
                  data-chip
                  data-tone={CHIP[row.label].tone}
                  className={`mt-1 inline-block rounded px-1.5 py-0.5 text-xs font-bold tracking-wide ${CHIP[row.label].style}`}
                >
                  {queues(`badges.${KEYS[row.label]}`)}
                </span>
              </li>
            ))}
          </ul>
          {/* In the ERP: held with a payment block (a protective hold, amber padlock), not paid. */}
          <p className="mt-1 flex items-center gap-1.5 border-t border-slate-100 pt-2 text-xs font-semibold text-amber-900">
            <svg aria-hidden="true" viewBox="0 0 12 12" className="h-3 w-3 flex-none">
              <rect x="2" y="5.2" width="8" height="5.8" rx="1.2" className="fill-amber-700" />
              <path d="M4 5.4V4a2 2 0 0 1 4 0v1.4" className="fill-none stroke-amber-700" strokeWidth="1.4" />
            </svg>
            <span className="min-w-0">{erp("blocked")}</span>
          </p>
        </div>
      </SceneFigure>
    </div>
  );
}
