import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { PRODUCT_NAME } from "@/config/site";
import { SceneFigure } from "./scene";
import { CONTROL_GLYPHS, INK, SOFT } from "./security-verify-band";

/** Who reaches a customer's tenant, in the order a reviewer asks: people, approvals, the ERP, our own staff. */
const ROWS = ["users", "approvers", "erp", "support"] as const;
type Row = (typeof ROWS)[number];

/** One glyph per party on a 24 x 24 grid. */
const GLYPHS: Record<Row, ReactNode> = {
  // A person with a key: signs in through the identity provider.
  users: (
    <g>
      <circle cx="9" cy="7.5" r="3.2" className={SOFT} strokeWidth="1.5" />
      <path d="M3 20c0-3.8 2.6-6.2 6-6.2 1.6 0 3 .5 4 1.4" className={SOFT} strokeWidth="1.5" />
      <circle cx="16.5" cy="16.5" r="2.3" className={INK} strokeWidth="1.5" />
      <path d="M18.3 17.8l3.2 3.2M20.2 19.7l1-1" className={INK} strokeWidth="1.5" strokeLinecap="round" />
    </g>
  ),
  // Two people, the second ticked: a different person approves (the verify band's four-eyes glyph).
  approvers: CONTROL_GLYPHS.fourEyes,
  // A database behind a narrow gate: the connector does only what it must.
  erp: (
    <g>
      <ellipse cx="15" cy="6" rx="6" ry="2.5" className={SOFT} strokeWidth="1.5" />
      <path d="M9 6v11c0 1.4 2.7 2.5 6 2.5s6-1.1 6-2.5V6" className={INK} strokeWidth="1.5" />
      <path d="M9 11.5c0 1.4 2.7 2.5 6 2.5s6-1.1 6-2.5" className={INK} strokeWidth="1.5" />
      <rect x="2" y="12" width="6.5" height="6" rx="1.2" className="fill-amber-400 stroke-amber-700" strokeWidth="1.2" />
      <path d="M3.6 12V10.4a1.7 1.7 0 0 1 3.4 0V12" className="fill-none stroke-amber-700" strokeWidth="1.3" />
    </g>
  ),
  // An hourglass: access only for a time, then it expires (the verify band's glyph).
  support: CONTROL_GLYPHS.support,
};

/**
 * /security's hero: the access model of a customer's tenant, drawn (the homes keep the evidence-pack card). The tenant,
 * with its own keys, and the four parties that reach it, each through its gate: users by role through SSO/SCIM,
 * approvers under four-eyes, the ERP connector without master-data writes, our support only just in time; the
 * encryption under it. Every label is a control the page states. Server-rendered HTML + inline SVG, aria-hidden with
 * one visually hidden caption; no client code.
 */
export async function SecurityAccessModel() {
  const t = await getTranslations("security");
  const product = { product: PRODUCT_NAME };
  return (
    <SceneFigure caption={t("accessModel.caption", product)} testId="security-access-model">
      <div data-card className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xl shadow-brand-900/5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-base font-semibold text-ink">{t("accessModel.title")}</p>
          <span data-chip className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-900 ring-1 ring-brand-600/30">
            <svg viewBox="0 0 16 16" className="h-3.5 w-3.5" aria-hidden="true">
              <circle cx="5.5" cy="8" r="3" className="fill-none stroke-brand-700" strokeWidth="1.6" />
              <path d="M8.5 8h6M12.5 8v2.5M14.5 8v2" className="fill-none stroke-brand-700" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
            {t("deployment.diagram.tenant")} · {t("deployment.diagram.tenantKeys")}
          </span>
        </div>
        {/* The parties on the left, each with its gate; a rail on the left joins them to the tenant they reach. */}
        <ul className="mt-3 space-y-2 border-l-2 border-dashed border-brand-600/40 pl-3">
          {ROWS.map((row) => (
            <li key={row} data-access={row} className="relative flex min-w-0 items-start gap-3 rounded-lg bg-slate-50 px-3 py-2">
              <span className="absolute top-1/2 -left-3 h-0.5 w-3 bg-brand-600/40" />
              <span className="flex h-9 w-9 flex-none items-center justify-center rounded-lg bg-white ring-1 ring-brand-100">
                <svg viewBox="0 0 24 24" className="h-5 w-5" role="presentation">
                  {GLYPHS[row]}
                </svg>
              </span>
              <span className="min-w-0 flex-1">
                {/* The party and its gate (a control the page states, ticked) share a line where they fit; the gate is a
                    line, not a chip, so a long German or French gate wraps instead of leaving the card. From 1024 px (the
                    hero's 30rem column) the gate always stays beside its party and a long one ("Référentiel fournisseurs
                    en lecture seule") wraps there, balanced, in two lines. */}
                <span className="flex flex-wrap items-baseline justify-between gap-x-3 lg:flex-nowrap">
                  <span className="text-sm font-semibold text-ink lg:flex-none">{t(`accessModel.rows.${row}.who`, product)}</span>
                  <span data-gate className="flex min-w-0 items-start gap-1.5 text-xs font-semibold text-emerald-800">
                    <svg viewBox="0 0 16 16" className="mt-px h-3.5 w-3.5 flex-none" aria-hidden="true">
                      <circle cx="8" cy="8" r="8" className="fill-signal-600" />
                      <path d="M4.5 8.3l2.2 2.2 4.3-4.5" className="fill-none stroke-white" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
                    </svg>
                    <span className="min-w-0 text-balance">{t(`accessModel.rows.${row}.gate`)}</span>
                  </span>
                </span>
                <span className="mt-0.5 block text-xs text-slate-700">{t(`accessModel.rows.${row}.how`)}</span>
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-3 flex items-center gap-2 rounded-lg bg-brand-900 px-3 py-2 text-sm font-semibold text-white">
          <svg viewBox="0 0 20 20" className="h-4 w-4 flex-none" aria-hidden="true">
            <rect x="4" y="9" width="12" height="9" rx="1.6" className="fill-white" />
            <path d="M6.5 9V6.5a3.5 3.5 0 0 1 7 0V9" className="fill-none stroke-white" strokeWidth="1.8" />
          </svg>
          <span className="min-w-0">{t("accessModel.crypto")}</span>
        </p>
      </div>
    </SceneFigure>
  );
}
