import type { ReactNode } from "react";

/**
 * The frame of every product scene drawn in code: a figure whose drawing is aria-hidden and whose meaning
 * is one visually hidden caption, so a screen reader hears a sentence instead of a heap of labels. Server-rendered,
 * no client code; the only motion is CSS under `prefers-reduced-motion: no-preference` (globals.css, `.scene-*`).
 */
export function SceneFigure({
  caption,
  children,
  testId,
  scenario,
  className = "",
}: {
  caption: string;
  children: ReactNode;
  testId?: string;
  scenario?: string;
  className?: string;
}) {
  return (
    <figure data-testid={testId} data-scene={scenario} className={`scene ${className}`}>
      <div aria-hidden="true">{children}</div>
      <figcaption className="sr-only">{caption}</figcaption>
    </figure>
  );
}

/** ok: passed; warn: needs attention; guard: a protective hold (padlock, amber); bad: failed; idle: not yet run. */
export type Tone = "ok" | "warn" | "guard" | "bad" | "idle";

const ICON_TONE: Record<Tone, string> = {
  ok: "fill-signal-600",
  warn: "fill-amber-500",
  guard: "fill-amber-500",
  bad: "fill-hold-700",
  idle: "fill-slate-400",
};

/** A round status mark drawn in SVG: a tick, an exclamation mark or a cross. */
export function StatusIcon({ tone, className = "h-5 w-5" }: { tone: Tone; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={`mt-0.5 flex-none ${className}`}>
      <circle cx="10" cy="10" r="10" className={ICON_TONE[tone]} />
      {tone === "ok" ? <path d="M5.5 10.5 8.5 13.5 14.5 7" className="fill-none stroke-white" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" /> : null}
      {tone === "warn" ? <path d="M10 5v6M10 14.5v.5" className="fill-none stroke-white" strokeWidth="2.4" strokeLinecap="round" /> : null}
      {tone === "guard" ? (
        <g className="fill-white">
          <rect x="6" y="9" width="8" height="6" rx="1.2" />
          <path d="M7.6 9.2V7.6a2.4 2.4 0 0 1 4.8 0v1.6" className="fill-none stroke-white" strokeWidth="1.6" />
        </g>
      ) : null}
      {tone === "bad" ? <path d="M6.5 6.5l7 7M13.5 6.5l-7 7" className="fill-none stroke-white" strokeWidth="2.2" strokeLinecap="round" /> : null}
      {tone === "idle" ? <circle cx="10" cy="10" r="3" className="fill-white" /> : null}
    </svg>
  );
}
