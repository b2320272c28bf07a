import { getTranslations } from "next-intl/server";
import { getFormatter } from "@/i18n/formatter-server";
import type { ReactNode } from "react";
import { EVIDENCE, ERP_SUPPORT } from "@/config/business-constants";
import { guaranteeTerms } from "@/components/visuals/guarantee-card";

const ICON = "h-6 w-6 flex-none fill-none stroke-brand-700";

/** One line icon per fact, drawn in SVG (aria-hidden: the title beside it says it). */
const ICONS: Record<ProofKey, ReactNode> = {
  // A shield with a tick: sender and bank verified.
  verified: <path d="M12 3l7 3v5c0 4.5-3 8.2-7 10-4-1.8-7-5.5-7-10V6zM8.5 12l2.5 2.5 4.5-5" />,
  // A database: the ERP.
  erp: <path d="M5 6c0-1.7 3.1-3 7-3s7 1.3 7 3-3.1 3-7 3-7-1.3-7-3zm0 0v12c0 1.7 3.1 3 7 3s7-1.3 7-3V6M5 12c0 1.7 3.1 3 7 3s7-1.3 7-3" />,
  // A seal with a ribbon: the guarantee.
  guarantee: <path d="M12 3a6 6 0 1 1 0 12 6 6 0 0 1 0-12zm-3.5 11L7 21l5-2.5 5 2.5-1.5-7M9.5 9l2 2 3.5-3.5" />,
  // A folder with a lock: the evidence pack.
  evidence: <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zm7 6v-1.5a2 2 0 0 1 4 0V13m-5 0h6v4H9z" />,
  // Layers: the architecture.
  security: <path d="M12 3l9 5-9 5-9-5zm-9 9l9 5 9-5M3 16l9 5 9-5" />,
};

type ProofKey = "verified" | "erp" | "guarantee" | "evidence" | "security";
const KEYS: ProofKey[] = ["verified", "erp", "guarantee", "evidence", "security"];

/**
 * The proof band under each home hero: what the platform verifies and how, the ERP family live, the pilot guarantee's
 * terms, the evidence pack and the security architecture, each drawn from the product's stated facts and business
 * constants. No customer names, logos, counts or certifications (the product has none to show).
 */
export async function ProofBand() {
  const t = await getTranslations("home.proof");
  const format = await getFormatter();
  const values: Record<ProofKey, Record<string, string | number>> = {
    verified: {},
    erp: { count: ERP_SUPPORT.live },
    guarantee: guaranteeTerms(format),
    evidence: { seconds: format.number(EVIDENCE.packExportSecondsMax) },
    security: {},
  };
  return (
    <section aria-labelledby="proof-title" data-testid="proof-band" className="border-y border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
          <h2 id="proof-title" className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {t("title")}
          </h2>
          <p className="text-sm text-slate-600">{t("intro")}</p>
        </div>
        {/* From 1024 px the five items share their rows (icon, title, body: CSS subgrid), so a title on two lines
            does not push its body below its neighbours'. */}
        <ul className="mt-5 grid gap-x-6 gap-y-5 sm:grid-cols-2 lg:grid-cols-5">
          {KEYS.map((key) => (
            <li key={key} data-proof={key} className="flex gap-3 lg:row-span-3 lg:grid lg:grid-rows-subgrid lg:gap-x-0 lg:gap-y-2">
              <svg aria-hidden="true" viewBox="0 0 24 24" className={ICON} strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
                {ICONS[key]}
              </svg>
              <div className="min-w-0 lg:contents">
                <h3 className="font-semibold text-ink">{t(`items.${key}.title`, values[key])}</h3>
                <p className="mt-1 text-sm text-slate-700 lg:mt-0">{t(`items.${key}.body`, values[key])}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
