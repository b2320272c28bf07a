import type { ReactNode } from "react";
import { SceneFigure } from "./scene";

/** The pipeline steps this scene draws (risk and analytics have panels of their own in the explorer). */
export type DrawnStep = "ingest" | "extract" | "erp" | "attest" | "release" | "evidence";

const STROKE = "fill-none stroke-brand-700";
const SOFT = "fill-brand-50 stroke-brand-700";
const LINE = "stroke-slate-300";

/** An invoice sheet at (x, y), with text lines drawn as bars. */
function Sheet({ x, y, w = 70, h = 90, className = SOFT }: { x: number; y: number; w?: number; h?: number; className?: string }) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx="6" className={className} strokeWidth="2" />
      {[0, 1, 2, 3].map((i) => (
        <line key={i} x1={x + 10} x2={x + w - (i === 3 ? 30 : 10)} y1={y + 18 + i * 15} y2={y + 18 + i * 15} className={LINE} strokeWidth="4" strokeLinecap="round" />
      ))}
    </g>
  );
}

function Tick({ x, y, r = 11 }: { x: number; y: number; r?: number }) {
  return (
    <g>
      <circle cx={x} cy={y} r={r} className="fill-signal-600" />
      <path d={`M${x - r / 2} ${y} l${r / 3} ${r / 3} l${r / 1.6} ${-r / 1.6}`} className="fill-none stroke-white" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </g>
  );
}

/** One drawing per step: what the step does to the invoice, without words (the panel beside it says it). */
const DRAWINGS: Record<DrawnStep, ReactNode> = {
  // Invoices arriving from e-mail, EDI and a portal into one queue.
  ingest: (
    <g>
      <rect x="14" y="26" width="62" height="42" rx="6" className={SOFT} strokeWidth="2" />
      <path d="M14 30l31 22 31-22" className={STROKE} strokeWidth="2" />
      <rect x="14" y="82" width="62" height="30" rx="6" className={SOFT} strokeWidth="2" />
      <path d="M26 97h38M52 90l12 7-12 7" className={STROKE} strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M84 48h40M84 97h40" className="fill-none stroke-brand-600" strokeWidth="2" strokeDasharray="5 4" />
      <path d="M118 42l8 6-8 6M118 91l8 6-8 6" className="fill-none stroke-brand-600" strokeWidth="2" strokeLinecap="round" />
      <Sheet x={134} y={22} w={60} h={80} className="fill-white stroke-slate-300" />
      <Sheet x={144} y={32} w={60} h={80} />
      <rect x="136" y="118" width="80" height="10" rx="5" className="fill-brand-100" />
      <rect x="136" y="118" width="52" height="10" rx="5" className="fill-brand-600" />
    </g>
  ),
  // Fields found on the invoice: boxes around the vendor, the bank account and the amount, under a magnifier.
  extract: (
    <g>
      <Sheet x={30} y={14} w={110} h={118} className="fill-white stroke-slate-400" />
      <rect x="36" y="26" width="70" height="14" rx="3" className="fill-none stroke-brand-600" strokeWidth="2" strokeDasharray="4 3" />
      <rect x="36" y="56" width="96" height="14" rx="3" className="fill-none stroke-signal-600" strokeWidth="2" />
      <rect x="80" y="100" width="54" height="20" rx="3" className="fill-signal-50 stroke-signal-600" strokeWidth="2" />
      <circle cx="170" cy="74" r="26" className="fill-white/70 stroke-brand-700" strokeWidth="4" />
      <path d="M188 93l22 22" className="stroke-brand-700" strokeWidth="7" strokeLinecap="round" />
      <path d="M150 46h60M150 62h44" className={LINE} strokeWidth="4" strokeLinecap="round" />
    </g>
  ),
  // The ERP side: the PO, the goods receipt and vendor master data matched before posting.
  erp: (
    <g>
      <ellipse cx="56" cy="30" rx="40" ry="12" className={SOFT} strokeWidth="2" />
      <path d="M16 30v74c0 7 18 12 40 12s40-5 40-12V30" className={SOFT} strokeWidth="2" />
      <path d="M16 55c0 7 18 12 40 12s40-5 40-12M16 80c0 7 18 12 40 12s40-5 40-12" className={STROKE} strokeWidth="2" />
      {[34, 70, 106].map((y, i) => (
        <g key={y}>
          <path d={`M100 ${y}h26`} className="stroke-brand-600" strokeWidth="2" strokeDasharray="4 3" />
          <rect x="130" y={y - 13} width="78" height="26" rx="6" className="fill-white stroke-slate-300" strokeWidth="2" />
          <line x1="140" x2={i === 1 ? 176 : 186} y1={y} y2={y} className={LINE} strokeWidth="4" strokeLinecap="round" />
          <Tick x={198} y={y} r={8} />
        </g>
      ))}
    </g>
  ),
  // Two people sign off: the approver chain with separated duties.
  attest: (
    <g>
      <Sheet x={80} y={16} w={76} h={100} className="fill-white stroke-slate-400" />
      <path d="M92 96c8-10 14 6 22-4s12 4 22-2" className="fill-none stroke-brand-700" strokeWidth="2.5" strokeLinecap="round" />
      {[
        { x: 36, y: 46 },
        { x: 200, y: 46 },
      ].map((p) => (
        <g key={p.x}>
          <circle cx={p.x} cy={p.y} r="14" className={SOFT} strokeWidth="2" />
          <path d={`M${p.x - 22} ${p.y + 44}c0-16 10-24 22-24s22 8 22 24`} className={SOFT} strokeWidth="2" />
          <Tick x={p.x + 16} y={p.y + 44} r={9} />
        </g>
      ))}
      <path d="M58 70h18M160 70h18" className="stroke-brand-600" strokeWidth="2" strokeDasharray="4 3" />
    </g>
  ),
  // The payment block lifted: the invoice goes to the bank.
  release: (
    <g>
      <Sheet x={14} y={24} w={64} h={84} className="fill-white stroke-slate-400" />
      <rect x="22" y="84" width="48" height="16" rx="4" className="fill-signal-50 stroke-signal-600" strokeWidth="2" />
      <path d="M88 66h62" className="stroke-brand-600" strokeWidth="3" strokeLinecap="round" />
      <path d="M140 56l12 10-12 10" className="fill-none stroke-brand-600" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M162 50l30-18 30 18z" className={SOFT} strokeWidth="2" strokeLinejoin="round" />
      {[170, 186, 202, 214].map((x) => (
        <rect key={x} x={x - 3} y="56" width="6" height="38" rx="1" className="fill-brand-100 stroke-brand-700" strokeWidth="1.5" />
      ))}
      <rect x="160" y="96" width="66" height="8" rx="2" className={SOFT} strokeWidth="2" />
      <Tick x={110} y={38} />
    </g>
  ),
  // The evidence pack: every check, approval and message filed together, sealed.
  evidence: (
    <g>
      <path d="M30 40h50l10 12h90v76H30z" className={SOFT} strokeWidth="2" strokeLinejoin="round" />
      <Sheet x={52} y={16} w={56} h={70} className="fill-white stroke-slate-400" />
      <Sheet x={92} y={24} w={56} h={70} className="fill-white stroke-slate-300" />
      <path d="M30 64h150v64H30z" className="fill-brand-100 stroke-brand-700" strokeWidth="2" />
      <rect x="92" y="82" width="28" height="24" rx="4" className="fill-white stroke-brand-700" strokeWidth="2" />
      <path d="M98 82v-6a8 8 0 0 1 16 0v6" className={STROKE} strokeWidth="2" />
      <Tick x={172} y={62} />
    </g>
  ),
};

/**
 * One drawing per pipeline step in the explorer, with the eight steps as
 * a track beneath: done, current, next. Server-rendered inline SVG, no client code, no raster; aria-hidden with one
 * visually hidden caption (the step's title). Labels are the translated tab labels.
 */
export function PipelineStepScene({
  step,
  caption,
  labels,
  index,
}: {
  step: DrawnStep;
  caption: string;
  /** The eight tab labels, in order. */
  labels: string[];
  index: number;
}) {
  return (
    <SceneFigure caption={caption} testId="pipeline-scene" scenario={step} className="rounded-xl bg-slate-50 p-5">
      <svg viewBox="0 0 230 140" className="mx-auto block h-auto w-full max-w-xs" role="presentation">
        {DRAWINGS[step]}
      </svg>
      <ol className="relative mt-5 flex items-start justify-between gap-1">
        <li className="absolute top-[5px] right-[6%] left-[6%] h-0.5 bg-slate-200" />
        {labels.map((label, i) => (
          <li key={label} className="flex min-w-0 flex-1 flex-col items-center gap-1">
            <span
              className={`relative block h-3 w-3 rounded-full ${
                i === index ? "bg-brand-700 ring-4 ring-brand-100" : i < index ? "bg-brand-600/50" : "bg-slate-300"
              }`}
            />
            {i === index ? <span className="text-center text-xs font-semibold text-ink">{label}</span> : null}
          </li>
        ))}
      </ol>
    </SceneFigure>
  );
}
