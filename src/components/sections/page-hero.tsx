import type { ReactNode } from "react";
import { Link } from "@/i18n/navigation";

export interface HeroAction {
  label: string;
  href: string;
  /**
   * An in-page jump ("#id") as a plain anchor: the browser scrolls to the target and, when it is focusable
   * (tabIndex -1), focuses it, so keyboard and screen-reader users land there too (the router's link only scrolls).
   */
  inPage?: boolean;
}

/**
 * How the hero splits into text and visual. A normal visual sits beside the text from 1024 px; a wide one (a
 * two-column form) from 1280 px, where the text column keeps room for a display headline's longest word. With
 * `below`, the visual runs down beside the text and what goes below it. Whole class names, as Tailwind finds them.
 */
const SPLIT = {
  default: {
    grid: "lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:gap-12",
    rows: "lg:grid-rows-[auto_1fr] lg:gap-y-8",
    visual: "lg:col-start-2 lg:row-span-2 lg:row-start-1",
    below: "lg:col-start-1 lg:row-start-2",
  },
  /** A fixed narrow column (a compact card beside a tool's hero): the text keeps the lead's full measure at 1440 px. */
  narrow: {
    grid: "lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10 xl:grid-cols-[minmax(0,1fr)_26rem]",
    rows: "lg:grid-rows-[auto_1fr] lg:gap-y-8",
    visual: "lg:col-start-2 lg:row-span-2 lg:row-start-1",
    below: "lg:col-start-1 lg:row-start-2",
  },
  wide: {
    grid: "xl:grid-cols-[minmax(0,1fr)_minmax(0,40rem)] xl:gap-12",
    rows: "xl:grid-rows-[auto_1fr] xl:gap-y-8",
    visual: "xl:col-start-2 xl:row-span-2 xl:row-start-1",
    below: "xl:col-start-1 xl:row-start-2",
  },
} as const;

/**
 * The one `h1` of a page, with up to two calls to action. With a `visual` (a product scene drawn in code) the hero
 * splits into text and visual from 1024 px; `footer` spans the full width below both (e.g. headline figures).
 * `below` goes under the text column while the visual runs down beside both (a form beside its explanation:
 * /book-demo); on narrower screens it comes after the visual. `visualWidth="wide"` gives the visual the larger
 * column (a two-column form), side by side from 1280 px; `visualWidth="narrow"` a fixed 22rem column from 1024 px, 26rem from 1280 px.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  primary,
  secondary,
  children,
  actions,
  visual,
  footer,
  below,
  visualWidth = "default",
  compact = false,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  primary?: HeroAction;
  secondary?: HeroAction;
  children?: ReactNode;
  /** One more action in the row of buttons (e.g. an in-page jump link), so it takes no line of its own. */
  actions?: ReactNode;
  visual?: ReactNode;
  footer?: ReactNode;
  below?: ReactNode;
  visualWidth?: keyof typeof SPLIT;
  /** Less space above and below: for a page whose tool must start above the fold (the scorecard). */
  compact?: boolean;
}) {
  const text = (
    <div className="min-w-0">
      {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
      <h1 className="mt-2 max-w-4xl text-display font-extrabold text-balance text-ink">{title}</h1>
      {lead ? <p className={`${compact ? "mt-4" : "mt-4 sm:mt-6"} max-w-3xl text-base text-slate-700 sm:text-lg`}>{lead}</p> : null}
      {primary || secondary || actions ? (
        <div className={`${compact ? "mt-5" : "mt-6 sm:mt-8"} flex flex-wrap items-center gap-x-6 gap-y-4`}>
          {primary ? (
            <ButtonLink href={primary.href} heroAction="primary" inPage={primary.inPage}>
              {primary.label}
            </ButtonLink>
          ) : null}
          {secondary ? (
            <ButtonLink href={secondary.href} variant="secondary" heroAction="secondary" inPage={secondary.inPage}>
              {secondary.label}
            </ButtonLink>
          ) : null}
          {actions}
        </div>
      ) : null}
      {children}
    </div>
  );
  const split = SPLIT[visualWidth];
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      {/* Little space above the headline: at 1440x900 a home's headline, lead, buttons and figures fit above the fold,
          and on a 390 px phone its main button sits in the first screen (e2e/glitches.spec.ts). */}
      <div className={`mx-auto max-w-7xl px-4 sm:px-6 ${compact ? "py-8 lg:py-10" : "pt-8 pb-12 sm:pt-12 lg:pt-8 lg:pb-14"}`}>
        {visual ? (
          <div className={`grid items-start gap-10 ${split.grid} ${below ? split.rows : ""}`}>
            {text}
            <div className={`min-w-0 ${below ? split.visual : ""}`}>{visual}</div>
            {below ? <div className={`min-w-0 ${split.below}`}>{below}</div> : null}
          </div>
        ) : (
          text
        )}
        {footer}
      </div>
    </section>
  );
}

export function ButtonLink({
  href,
  children,
  variant = "primary",
  heroAction,
  fill = false,
  inPage = false,
}: {
  href: string;
  /** A plain anchor to a fragment of this page (see HeroAction.inPage). */
  inPage?: boolean;
  children: ReactNode;
  variant?: "primary" | "secondary";
  /** Takes the width of its cell, label centred (a row of buttons of one width). */
  fill?: boolean;
  /** Marks a hero's call to action (the fold tests find the main button by it). */
  heroAction?: "primary" | "secondary";
}) {
  const style =
    variant === "primary"
      ? "bg-brand-600 text-white hover:bg-brand-700"
      : "border border-brand-600 bg-white text-brand-700 hover:bg-brand-50";
  // A hero's buttons take the phone's full width, so two stacked buttons end together.
  const className = `inline-flex items-center rounded-md px-5 py-3 text-base font-semibold ${heroAction ? "max-sm:w-full max-sm:justify-center max-sm:text-center" : ""} ${fill ? "w-full justify-center text-center" : ""} ${style}`;
  if (inPage) {
    return (
      <a href={href} data-hero-action={heroAction} className={className}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} data-hero-action={heroAction} className={className}>
      {children}
    </Link>
  );
}
