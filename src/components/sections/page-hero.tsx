import type { ReactNode } from "react";
import { Link } from "@/i18n/navigation";

export interface HeroAction {
  label: string;
  href: string;
}

/**
 * The one `h1` of a page, with up to two calls to action. With a `visual` (a product scene drawn in code) the hero
 * splits into text and visual from 1024 px; `footer` spans the full width below both (e.g. headline figures).
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  primary,
  secondary,
  children,
  visual,
  footer,
  compact = false,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  primary?: HeroAction;
  secondary?: HeroAction;
  children?: ReactNode;
  visual?: ReactNode;
  footer?: ReactNode;
  /** Less space above and below: for a page whose tool must start above the fold (the scorecard). */
  compact?: boolean;
}) {
  const text = (
    <div className="min-w-0">
      {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
      <h1 className="mt-2 max-w-4xl text-display font-extrabold text-balance text-ink">{title}</h1>
      {lead ? <p className={`${compact ? "mt-4" : "mt-6"} max-w-3xl text-lg text-slate-700`}>{lead}</p> : null}
      {primary || secondary ? (
        <div className={`${compact ? "mt-5" : "mt-8"} flex flex-wrap gap-4`}>
          {primary ? <ButtonLink href={primary.href}>{primary.label}</ButtonLink> : null}
          {secondary ? (
            <ButtonLink href={secondary.href} variant="secondary">
              {secondary.label}
            </ButtonLink>
          ) : null}
        </div>
      ) : null}
      {children}
    </div>
  );
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className={`mx-auto max-w-7xl px-4 sm:px-6 ${compact ? "py-8 lg:py-10" : "py-16 lg:py-24"}`}>
        {visual ? (
          <div className="grid items-center gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)]">
            {text}
            <div className="min-w-0">{visual}</div>
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
}: {
  href: string;
  children: ReactNode;
  variant?: "primary" | "secondary";
}) {
  const style =
    variant === "primary"
      ? "bg-brand-600 text-white hover:bg-brand-700"
      : "border border-brand-600 bg-white text-brand-700 hover:bg-brand-50";
  return (
    <Link href={href} className={`inline-flex items-center rounded-md px-5 py-3 text-base font-semibold ${style}`}>
      {children}
    </Link>
  );
}
