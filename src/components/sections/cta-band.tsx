import { ButtonLink, type HeroAction } from "./page-hero";

export function CtaBand({ title, body, primary, secondary }: { title: string; body?: string; primary: HeroAction; secondary?: HeroAction }) {
  return (
    <section className="bg-brand-900 text-white" aria-label={title} data-band="closing">
      {/* Text above the buttons until 1024 px, beside them from there. The buttons are one width (a grid of equal
          columns, sized to the longer label, at most 36rem wide, where a long label wraps inside its button): full width
          stacked on a phone, side by side from 640 px. */}
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-14 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="min-w-0">
          <h2 className="text-2xl font-bold">{title}</h2>
          {body ? <p className="mt-2 max-w-2xl text-brand-100">{body}</p> : null}
        </div>
        <div data-band-actions className={`grid w-full gap-3 sm:w-auto sm:max-w-xl lg:flex-none ${secondary ? "sm:grid-cols-2" : ""}`}>
          <ButtonLink href={primary.href} inPage={primary.inPage} fill>
            {primary.label}
          </ButtonLink>
          {secondary ? (
            <ButtonLink href={secondary.href} variant="secondary" inPage={secondary.inPage} fill>
              {secondary.label}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
