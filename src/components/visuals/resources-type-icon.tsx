import type { ReactNode } from "react";

/** The kinds of resource the library holds; each has its own glyph and a label under `resources.types`. */
export const RESOURCE_TYPES = [
  "collection",
  "playbook",
  "checklist",
  "brief",
  "assessment",
  "questionnaire",
  "calculator",
  "webinar",
  "solution",
  "overview",
  "session",
  "releaseNotes",
  "company",
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

const INK = "fill-none stroke-brand-700";
const SOFT = "fill-brand-50 stroke-brand-700";
const BAR = "stroke-brand-600/40";

/** A page at (x, y) with a folded corner: the common base of the document glyphs. */
function Sheet({ fill = "fill-white" }: { fill?: string }) {
  return (
    <g>
      <path d="M9 4h14l6 6v22a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" className={`${fill} stroke-brand-700`} strokeWidth="1.6" strokeLinejoin="round" />
      <path d="M23 4v6h6" className={INK} strokeWidth="1.6" strokeLinejoin="round" />
    </g>
  );
}

/** One drawing per type on a 36 x 36 grid: what the reader gets, without words. */
const GLYPHS: Record<ResourceType, ReactNode> = {
  // Folders stacked: a collection of resources for one role.
  collection: (
    <g>
      <path d="M6 9h8l2 2h12a2 2 0 0 1 2 2v2" className={INK} strokeWidth="1.6" strokeLinejoin="round" />
      <path d="M4 13a2 2 0 0 1 2-2h7l2.5 2.5H30a2 2 0 0 1 2 2V29a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2z" className={SOFT} strokeWidth="1.6" strokeLinejoin="round" />
      <path d="M10 21h16M10 25.5h10" className={BAR} strokeWidth="2" strokeLinecap="round" />
    </g>
  ),
  // A bound guide with a shield on its cover.
  playbook: (
    <g>
      <path d="M8 5h19a2 2 0 0 1 2 2v24a2 2 0 0 1-2 2H8z" className="fill-brand-700 stroke-brand-700" strokeWidth="1.6" strokeLinejoin="round" />
      <path d="M8 5a3 3 0 0 0-3 3v22a3 3 0 0 0 3 3" className={INK} strokeWidth="1.6" />
      <path d="M18.5 10.5l5 2v4.5c0 3.6-2.2 6-5 7-2.8-1-5-3.4-5-7v-4.5z" className="fill-white" />
      <path d="M16.3 16.8l1.6 1.6 3-3.2" className="fill-none stroke-brand-700" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M13 28h11" className="stroke-brand-600/40" strokeWidth="2" strokeLinecap="round" />
    </g>
  ),
  // A page of ticked items.
  checklist: (
    <g>
      <Sheet />
      {[14, 20, 26].map((y) => (
        <g key={y}>
          <rect x="10.5" y={y - 2.5} width="5" height="5" rx="1" className="fill-brand-100 stroke-brand-700" strokeWidth="1.2" />
          <path d={`M11.7 ${y}l1.1 1.1 2-2.2`} className="fill-none stroke-brand-700" strokeWidth="1.3" strokeLinecap="round" strokeLinejoin="round" />
          <path d={`M18.5 ${y}h7`} className={BAR} strokeWidth="2" strokeLinecap="round" />
        </g>
      ))}
    </g>
  ),
  // A page of text with a heading band: a brief to share.
  brief: (
    <g>
      <Sheet fill="fill-brand-50" />
      <path d="M11 14h9" className="stroke-brand-700" strokeWidth="2.4" strokeLinecap="round" />
      <path d="M11 19.5h14M11 24h14M11 28.5h9" className={BAR} strokeWidth="2" strokeLinecap="round" />
    </g>
  ),
  // A score dial: a self-assessment that returns a score.
  assessment: (
    <g>
      <path d="M6 24a12 12 0 0 1 24 0" className="fill-none stroke-brand-100" strokeWidth="4.5" strokeLinecap="round" />
      <path d="M6 24a12 12 0 0 1 19.5-9.4" className="fill-none stroke-brand-700" strokeWidth="4.5" strokeLinecap="round" />
      <path d="M18 24l6.5-7.5" className="stroke-ink" strokeWidth="2" strokeLinecap="round" />
      <circle cx="18" cy="24" r="2.4" className="fill-ink" />
      <path d="M11 30h14" className={BAR} strokeWidth="2" strokeLinecap="round" />
    </g>
  ),
  // A grid of controls, some in place, one partial, one missing: the control map a questionnaire returns.
  questionnaire: (
    <g>
      <rect x="5" y="5" width="26" height="26" rx="3" className="fill-white stroke-brand-700" strokeWidth="1.6" />
      {[0, 1, 2].map((row) =>
        [0, 1, 2].map((col) => (
          <rect
            key={`${row}-${col}`}
            x={8.5 + col * 7}
            y={8.5 + row * 7}
            width="5"
            height="5"
            rx="1"
            className={row + col < 2 ? "fill-brand-700" : row + col < 4 ? "fill-brand-600/40" : "fill-brand-100"}
          />
        )),
      )}
    </g>
  ),
  // A calculator: your own figures in, hours and savings out.
  calculator: (
    <g>
      <rect x="8" y="4" width="20" height="28" rx="3" className={SOFT} strokeWidth="1.6" />
      <rect x="11" y="7.5" width="14" height="6" rx="1" className="fill-brand-700" />
      {[0, 1, 2].map((row) =>
        [0, 1, 2].map((col) => (
          <circle key={`${row}-${col}`} cx={13 + col * 5} cy={18.5 + row * 4.5} r="1.5" className={col === 2 && row === 2 ? "fill-brand-700" : "fill-brand-600/40"} />
        )),
      )}
    </g>
  ),
  // A screen with a play button: a live session to watch.
  webinar: (
    <g>
      <rect x="4" y="7" width="28" height="19" rx="2.5" className={SOFT} strokeWidth="1.6" />
      <circle cx="18" cy="16.5" r="5.5" className="fill-brand-700" />
      <path d="M16.3 13.8v5.4l4.4-2.7z" className="fill-white" />
      <path d="M13 31h10M18 26v5" className={INK} strokeWidth="1.6" strokeLinecap="round" />
    </g>
  ),
  // A web page with a heading and two blocks: a solution page to read.
  solution: (
    <g>
      <rect x="4" y="6" width="28" height="24" rx="2.5" className="fill-white stroke-brand-700" strokeWidth="1.6" />
      <path d="M4 11.5h28" className={INK} strokeWidth="1.6" />
      <circle cx="7.5" cy="8.8" r="0.9" className="fill-brand-700" />
      <circle cx="10.3" cy="8.8" r="0.9" className="fill-brand-700" />
      <path d="M8 16h12" className="stroke-brand-700" strokeWidth="2.2" strokeLinecap="round" />
      <rect x="8" y="20" width="9" height="6.5" rx="1" className="fill-brand-100" />
      <rect x="19" y="20" width="9" height="6.5" rx="1" className="fill-brand-600/40" />
    </g>
  ),
  // A page with a shield: the security or compliance overview.
  overview: (
    <g>
      <rect x="4" y="6" width="28" height="24" rx="2.5" className="fill-white stroke-brand-700" strokeWidth="1.6" />
      <path d="M4 11.5h28" className={INK} strokeWidth="1.6" />
      <path d="M12 15l4.5 1.8v3.6c0 3-1.9 5-4.5 5.9-2.6-.9-4.5-2.9-4.5-5.9v-3.6z" className="fill-brand-700" />
      <path d="M20 17h8M20 21h8M20 25h5" className={BAR} strokeWidth="2" strokeLinecap="round" />
    </g>
  ),
  // A calendar page with a person: a session with an expert.
  session: (
    <g>
      <rect x="4" y="7" width="22" height="22" rx="2.5" className="fill-white stroke-brand-700" strokeWidth="1.6" />
      <path d="M4 12.5h22M10 4.5v5M20 4.5v5" className={INK} strokeWidth="1.6" strokeLinecap="round" />
      <rect x="8" y="16" width="4" height="4" rx="0.8" className="fill-brand-600/40" />
      <rect x="14" y="16" width="4" height="4" rx="0.8" className="fill-brand-700" />
      <circle cx="27" cy="22" r="3.2" className="fill-brand-100 stroke-brand-700" strokeWidth="1.4" />
      <path d="M21.5 32c0-3.3 2.5-5 5.5-5s5.5 1.7 5.5 5" className="fill-brand-100 stroke-brand-700" strokeWidth="1.4" />
    </g>
  ),
  // A list with a "new" marker: what changed in the product.
  releaseNotes: (
    <g>
      <Sheet />
      <circle cx="12.5" cy="14" r="2.2" className="fill-brand-700" />
      <path d="M17 14h8" className="stroke-brand-700" strokeWidth="2" strokeLinecap="round" />
      <circle cx="12.5" cy="21" r="1.6" className="fill-brand-600/40" />
      <path d="M17 21h8M17 27.5h6" className={BAR} strokeWidth="2" strokeLinecap="round" />
      <circle cx="12.5" cy="27.5" r="1.6" className="fill-brand-600/40" />
    </g>
  ),
  // An office building: who builds the product.
  company: (
    <g>
      <path d="M7 32V8a2 2 0 0 1 2-2h11a2 2 0 0 1 2 2v24" className={SOFT} strokeWidth="1.6" strokeLinejoin="round" />
      <path d="M22 14h6a2 2 0 0 1 2 2v16" className={INK} strokeWidth="1.6" strokeLinejoin="round" />
      {[11, 16, 21].map((y) => (
        <g key={y}>
          <rect x="10.5" y={y - 1.5} width="3" height="3" rx="0.5" className="fill-brand-700" />
          <rect x="15.5" y={y - 1.5} width="3" height="3" rx="0.5" className="fill-brand-600/40" />
        </g>
      ))}
      <path d="M13 32v-4.5h3V32M4.5 32h28" className={INK} strokeWidth="1.6" strokeLinecap="round" />
    </g>
  ),
};

/**
 * A resource's type drawn in code: a tinted tile with its glyph (guide, checklist, score, calculator, webinar...).
 * Decorative: the card beside it names the type in words, so the drawing is aria-hidden. Server-rendered SVG.
 */
export function ResourceTypeIcon({ type, size = "md" }: { type: ResourceType; size?: "xs" | "sm" | "md" | "lg" }) {
  // "md" is the small tile on a phone, where a card's title needs the room, and the full one from 640 px.
  // "xs": a badge on a document's cover (/resources).
  const box = { xs: "h-7 w-7 rounded-md shadow-sm", sm: "h-9 w-9 rounded-lg", md: "h-9 w-9 rounded-lg sm:h-12 sm:w-12 sm:rounded-xl", lg: "h-14 w-14 rounded-xl" }[size];
  const glyph = { xs: "h-5 w-5", sm: "h-6 w-6", md: "h-6 w-6 sm:h-8 sm:w-8", lg: "h-10 w-10" }[size];
  return (
    <span aria-hidden="true" data-resource-type={type} className={`flex ${box} flex-none items-center justify-center bg-brand-50 ring-1 ring-brand-100`}>
      <svg viewBox="0 0 36 36" className={glyph} role="presentation">
        {GLYPHS[type]}
      </svg>
    </span>
  );
}

/** A resource's type in words, with its format as a chip (PDF, 45 min, 4 resources): above a card's title. */
export function ResourceKicker({
  typeLabel,
  format,
  as: Tag = "p",
  className = "",
}: {
  typeLabel: string;
  format?: string | null;
  as?: "p" | "span";
  /** Extra classes (room kept for a card's corner arrow). */
  className?: string;
}) {
  return (
    <Tag className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-semibold tracking-wide text-brand-700 uppercase ${className}`}>
      <span>{typeLabel}</span>
      {format ? (
        <span data-chip className="rounded-full bg-slate-100 px-2 py-0.5 tracking-normal text-slate-700 normal-case">
          {format}
        </span>
      ) : null}
    </Tag>
  );
}
