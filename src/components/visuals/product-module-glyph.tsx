import type { ReactNode } from "react";
import { STEP_GLYPHS } from "./product-pipeline-hero";

export type ProductModule =
  | "inboxGuard"
  | "documentIntelligence"
  | "identityFraud"
  | "postingGuard"
  | "attest"
  | "approvals"
  | "evidence"
  | "analytics"
  | "payments";

const INK = "fill-none stroke-brand-700";
const SOFT = "fill-brand-50 stroke-brand-700";

/**
 * Each /product module drawn with the glyph of the pipeline step it runs (the hero's), plus analytics and payments,
 * on the same 24 x 24 grid.
 */
const GLYPHS: Record<ProductModule, ReactNode> = {
  inboxGuard: STEP_GLYPHS.ingest,
  documentIntelligence: STEP_GLYPHS.extract,
  identityFraud: STEP_GLYPHS.risk,
  postingGuard: STEP_GLYPHS.erp,
  attest: STEP_GLYPHS.attest,
  approvals: STEP_GLYPHS.release,
  evidence: STEP_GLYPHS.evidence,
  // Bars rising along a trend line.
  analytics: (
    <g>
      <path d="M3.5 3.5v17h17" className={INK} strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="7" y="13" width="3" height="5.5" rx="0.6" className="fill-brand-600/40" />
      <rect x="12" y="10" width="3" height="8.5" rx="0.6" className="fill-brand-600/60" />
      <rect x="17" y="6.5" width="3" height="12" rx="0.6" className="fill-brand-700" />
      <path d="M6 10.5l5-3.5 4 1.5 5-4.5" className={INK} strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round" />
    </g>
  ),
  // A card with its chip: virtual card, ACH and check.
  payments: (
    <g>
      <rect x="2.5" y="5.5" width="19" height="13" rx="2" className={SOFT} strokeWidth="1.6" />
      <path d="M2.5 9.5h19" className="stroke-brand-700" strokeWidth="2" />
      <rect x="5" y="12.5" width="4" height="3" rx="0.6" className="fill-brand-700" />
      <path d="M12 14h6" className="stroke-brand-600/50" strokeWidth="1.6" strokeLinecap="round" />
    </g>
  ),
};

/** A module's glyph in a tinted tile, beside its card's title. Decorative: the title names the module. */
export function ProductModuleGlyph({ module }: { module: ProductModule }) {
  return (
    <span aria-hidden="true" data-module-glyph={module} className="flex h-10 w-10 flex-none items-center justify-center rounded-lg bg-brand-50 ring-1 ring-brand-100">
      <svg viewBox="0 0 24 24" className="h-6 w-6" role="presentation">
        {GLYPHS[module]}
      </svg>
    </span>
  );
}
