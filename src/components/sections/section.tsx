import type { ReactNode } from "react";

/** A titled page section; `id` makes it an anchor target. */
export function Section({
  id,
  title,
  intro,
  children,
  tone = "plain",
}: {
  id?: string;
  title: string;
  intro?: string;
  children?: ReactNode;
  tone?: "plain" | "muted";
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={tone === "muted" ? "bg-slate-50" : ""}>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id={headingId} className="text-title font-bold tracking-tight text-ink">
          {title}
        </h2>
        {intro ? <p className="mt-3 max-w-3xl text-lg text-slate-700">{intro}</p> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

export interface Card {
  title: string;
  body: string;
}

/**
 * Cards in a grid. Three columns are laid on six tracks, two each, so a last row of one or two cards is centred
 * instead of leaving a hole at its end.
 */
export function CardGrid({ cards, columns = 3 }: { cards: Card[]; columns?: 2 | 3 | 4 }) {
  const cols = {
    2: "md:grid-cols-2",
    3: "md:grid-cols-6 md:[&>li]:col-span-2 md:[&>li:nth-last-child(2):nth-child(3n+1)]:col-start-2 md:[&>li:last-child:nth-child(3n+1)]:col-start-3",
    4: "md:grid-cols-2 lg:grid-cols-4",
  }[columns];
  return (
    <ul className={`grid gap-6 ${cols}`}>
      {cards.map((card) => (
        // Side-by-side cards share their rows (title, body: CSS subgrid), so a title on two lines does not push its
        // body below its neighbours'.
        <li key={card.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm md:row-span-2 md:grid md:grid-rows-subgrid md:gap-y-2">
          <h3 className="text-lg font-semibold text-ink">{card.title}</h3>
          <p className="mt-2 text-slate-700 md:mt-0">{card.body}</p>
        </li>
      ))}
    </ul>
  );
}

export interface FigureCard extends Card {
  /** The figure, already formatted for the locale ("0", "+15–30 pts", "< 60 sec"). */
  figure: string;
  /** Its basis in a word or two ("Policy rule", "Planning target"), shown as a chip. */
  kind: string;
}

/**
 * Outcome cards led by their figure, each with a chip naming its basis. Three side by side from 768 px, sharing
 * their rows (figure, title, body: CSS subgrid) so they line up whatever the title's length.
 */
export function FigureGrid({ cards }: { cards: FigureCard[] }) {
  return (
    <ul data-testid="outcome-figures" className="grid gap-6 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm lg:row-span-3 lg:grid lg:grid-rows-subgrid lg:gap-y-2">
          <div className="flex flex-col items-start gap-2">
            <span data-figure-kind className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">{card.kind}</span>
            <p data-figure className="text-3xl font-bold tracking-tight whitespace-nowrap text-brand-700 tabular-nums sm:text-4xl">{card.figure}</p>
          </div>
          <h3 className="mt-3 text-lg font-semibold text-ink lg:mt-0">{card.title}</h3>
          <p className="mt-2 text-slate-700 lg:mt-0">{card.body}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * Ticked lines; `columns={2}`: two columns from 768 px, for a list that would leave half a wide section empty. An item
 * may be a title with its body (the title in ink above it).
 */
export function CheckList({ items, columns = 1 }: { items: (string | { title: string; body: string })[]; columns?: 1 | 2 }) {
  return (
    <ul className={columns === 2 ? "grid gap-x-10 gap-y-2 md:grid-cols-2" : "space-y-2"} data-columns={columns}>
      {items.map((item) => (
        <li key={typeof item === "string" ? item : item.title} className="flex gap-2 text-slate-700">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-1 h-4 w-4 flex-none fill-brand-600">
            <path d="M8 13.6 4.4 10 3 11.4l5 5 9-9L15.6 6z" />
          </svg>
          {typeof item === "string" ? (
            <span>{item}</span>
          ) : (
            <span>
              <span className="block font-semibold text-ink">{item.title}</span>
              <span className="mt-0.5 block">{item.body}</span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
