import type { ReactNode } from "react";
import { Link } from "@/i18n/navigation";

export interface HeroAction {
  label: string;
  href: string;
}

/** The one `h1` of a page, with up to two calls to action. */
export function PageHero({
  eyebrow,
  title,
  lead,
  primary,
  secondary,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  primary?: HeroAction;
  secondary?: HeroAction;
  children?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-2 max-w-4xl text-4xl font-bold tracking-tight text-ink sm:text-5xl">{title}</h1>
        {lead ? <p className="mt-6 max-w-3xl text-lg text-slate-700">{lead}</p> : null}
        {primary || secondary ? (
          <div className="mt-8 flex flex-wrap gap-4">
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
