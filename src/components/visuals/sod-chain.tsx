import { getTranslations } from "next-intl/server";
import { SOD_MAP, SOD_ROLES, type SodAction } from "@/documents/segregation-of-duties";
import { SceneFigure } from "./scene";

/** The four-eyes path of a payment to a changed bank account, in order. */
const CHAIN: SodAction[] = ["requestBankChange", "approveBankChange", "releasePayment"];

/** Two people, the second crossed through: "not the same person as the step before". */
function DifferentPerson() {
  return (
    <svg viewBox="0 0 48 24" className="h-6 w-12 flex-none" aria-hidden="true">
      <circle cx="12" cy="8" r="4" className="fill-brand-700" />
      <path d="M5 22c0-5 3-8 7-8s7 3 7 8" className="fill-brand-700" />
      <circle cx="36" cy="8" r="4" className="fill-signal-600" />
      <path d="M29 22c0-5 3-8 7-8s7 3 7 8" className="fill-signal-600" />
      <path d="M21 15h6M21 19h6M27 11l-6 12" className="fill-none stroke-slate-500" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The segregation-of-duties map as a diagram (/security): the path from a bank-detail change request to
 * the released payment, each step with the roles allowed to take it, and between steps the rule that a different
 * person acts; side by side from 1024 px (a role chip such as "Responsable comptable" needs the width). Drawn from the same map as the table below it (src/documents/segregation-of-duties.ts); HTML boxes
 * (labels wrap in every locale) and inline SVG; aria-hidden with a visually hidden caption.
 */
export async function SodChain() {
  const t = await getTranslations("security.sod");
  return (
    <SceneFigure caption={t("diagram.caption")} testId="sod-diagram" className="mb-8">
      <ol className="flex flex-col items-stretch gap-2 lg:flex-row lg:items-center">
        {CHAIN.map((action, i) => (
          <li key={action} className="contents">
            {i > 0 ? (
              <span className="flex items-center justify-center gap-2 py-1 text-xs font-semibold text-slate-700 lg:flex-col lg:px-1">
                <DifferentPerson />
                <span className="max-w-[8rem] text-center">{t("diagram.separate")}</span>
              </span>
            ) : null}
            <div className="min-w-0 flex-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <p className="font-mono text-xs font-semibold text-brand-700">{i + 1}</p>
              <p className="mt-1 font-semibold text-ink">{t(`rows.${action}`)}</p>
              <p className="mt-3 flex flex-wrap gap-1.5">
                {SOD_ROLES.filter((role) => SOD_MAP[action].includes(role)).map((role) => (
                  <span key={role} data-chip className="rounded-full border border-brand-100 bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                    {t(`columns.${role}`)}
                  </span>
                ))}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </SceneFigure>
  );
}
