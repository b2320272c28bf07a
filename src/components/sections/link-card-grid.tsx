import { Link } from "@/i18n/navigation";
import { DocumentLink, isDocumentHref } from "./document-link";

export interface LinkCard {
  title: string;
  body: string;
  href: string;
  linkLabel: string;
  /** Small label above the title (e.g. "Checklist (PDF)"). */
  kicker?: string;
}

const LINK_STYLE =
  "mt-4 inline-flex font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** Cards that each lead somewhere; the whole title is the link text, the label says what happens. */
export function LinkCardGrid({ cards, columns = 3 }: { cards: LinkCard[]; columns?: 2 | 3 | 4 }) {
  const cols = { 2: "md:grid-cols-2", 3: "md:grid-cols-3", 4: "md:grid-cols-2 lg:grid-cols-4" }[columns];
  return (
    <ul className={`grid gap-6 ${cols}`}>
      {cards.map((card) => (
        <li key={card.href} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          {card.kicker ? <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{card.kicker}</p> : null}
          <h3 className="mt-1 text-lg font-semibold text-ink">{card.title}</h3>
          <p className="mt-2 flex-1 text-slate-700">{card.body}</p>
          {isDocumentHref(card.href) ? (
            <DocumentLink href={card.href} className={LINK_STYLE}>
              {card.linkLabel}
              <span className="sr-only">: {card.title}</span>
            </DocumentLink>
          ) : (
            <Link href={card.href} className={LINK_STYLE}>
              {card.linkLabel}
              <span className="sr-only">: {card.title}</span>
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
