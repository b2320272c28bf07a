import { ButtonLink, type HeroAction } from "./page-hero";

export function CtaBand({ title, body, primary, secondary }: { title: string; body?: string; primary: HeroAction; secondary?: HeroAction }) {
  return (
    <section className="bg-brand-900 text-white" aria-label={title} data-band="closing">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="text-2xl font-bold">{title}</h2>
          {body ? <p className="mt-2 max-w-2xl text-brand-100">{body}</p> : null}
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink href={primary.href}>{primary.label}</ButtonLink>
          {secondary ? (
            <ButtonLink href={secondary.href} variant="secondary">
              {secondary.label}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
