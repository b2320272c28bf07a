import { Section } from "@/components/sections/section";
import { SceneFigure } from "@/components/visuals/scene";
import { PRODUCT_NAME } from "@/config/site";
import { ERP_GUARD_QUEUE_SAMPLE } from "@/config/business-constants";
import { getLooseTranslator } from "@/i18n/translate-server";
import { keepCompounds } from "@/components/sections/keep-compounds";


/** The four questions an ERP owner asks, in the order they ask them; each card holds a short list. */
const CARDS = [
  { key: "reads", items: ["vendor", "orders", "invoices"], route: "in" },
  { key: "permissions", items: ["read", "post", "block", "requests"], route: "out" },
  { key: "never", items: ["master", "unblocked", "highRisk"], route: "never" },
  { key: "override", items: ["who", "duties", "log"], route: "override" },
] as const;

type Route = (typeof CARDS)[number]["route"];

/** What flows between the ERP and the guard, drawn: one read arrow in, three writes back, one crossed-out write. */
const FLOWS = [
  { key: "read", direction: "in" },
  { key: "post", direction: "out" },
  { key: "request", direction: "out" },
  { key: "release", direction: "out" },
  { key: "master", direction: "never" },
] as const;

const ERP_OBJECTS = ["vendor", "orders", "invoices"] as const;
const GUARD_PARTS = ["identity", "matching", "approvals", "audit"] as const;

/** Stroke and text colours by meaning: the read is the brand's, allowed writes are safe (success green), the one
 * write that never happens is danger red. Amber (warning) is kept for the parked, payment-blocked invoice. */
const FLOW_STROKE = { in: "stroke-brand-700", out: "stroke-emerald-700", never: "stroke-red-700" } as const;
const FLOW_TEXT = { in: "text-brand-800", out: "text-emerald-800", never: "text-red-800" } as const;
const FLOW_SWATCH = { in: "bg-brand-700", out: "bg-emerald-700", never: "bg-red-700" } as const;

/**
 * One flow's arrow, drawn twice: horizontal beside the boxes (from 1024 px, ERP left, guard right) and vertical when
 * the boxes stack (ERP above, guard below): the read points down to the guard, the writes point up to the ERP. Only
 * one of the two is displayed at a time; both are decoration (the figure's caption carries the meaning).
 */
function Arrow({ direction }: { direction: "in" | "out" | "never" }) {
  const color = FLOW_STROKE[direction];
  const dash = direction === "never" ? "4 4" : undefined;
  return (
    <>
      <svg data-arrow="horizontal" viewBox="0 0 120 12" preserveAspectRatio="none" className="hidden h-3 w-full lg:block" aria-hidden="true">
        <path d="M4 6h112" className={`fill-none ${color}`} strokeWidth="1.8" strokeDasharray={dash} vectorEffect="non-scaling-stroke" />
        {direction === "in" ? (
          <path d="M110 1.5 116 6l-6 4.5" className={`fill-none ${color}`} strokeWidth="1.8" vectorEffect="non-scaling-stroke" />
        ) : (
          <path d="M10 1.5 4 6l6 4.5" className={`fill-none ${color}`} strokeWidth="1.8" vectorEffect="non-scaling-stroke" />
        )}
      </svg>
      <svg
        data-arrow="vertical"
        data-points={direction === "in" ? "down" : "up"}
        viewBox="0 0 12 32"
        className="-order-1 h-8 w-3 flex-none lg:hidden"
        aria-hidden="true"
      >
        <path d="M6 3v26" className={`fill-none ${color}`} strokeWidth="1.8" strokeDasharray={dash} />
        {direction === "in" ? (
          <path d="M1.5 23 6 29l4.5-6" className={`fill-none ${color}`} strokeWidth="1.8" strokeLinejoin="round" />
        ) : (
          <path d="M1.5 9 6 3l4.5 6" className={`fill-none ${color}`} strokeWidth="1.8" strokeLinejoin="round" />
        )}
      </svg>
    </>
  );
}

/** A box's list of chips (the ERP's objects, the guard's parts): one markup, two tones. */
function ChipList({ items, tone }: { items: string[]; tone: "slate" | "brand" }) {
  const chip = tone === "brand" ? "bg-brand-50 ring-brand-100" : "bg-slate-50 ring-slate-200";
  const dot = tone === "brand" ? "bg-brand-700" : "bg-brand-600";
  return (
    <ul data-chip-list={tone} className="mt-3 space-y-1.5 text-sm text-slate-800">
      {items.map((item) => (
        <li key={item} className={`flex items-center gap-2 rounded-md px-2.5 py-1.5 ring-1 ${chip}`}>
          <span className={`h-2 w-2 flex-none rounded-full ${dot}`} />
          {item}
        </li>
      ))}
    </ul>
  );
}

const ITEM_DOT: Record<Route, string> = { in: "bg-brand-600", out: "bg-emerald-700", never: "bg-red-700", override: "bg-brand-600" };
const ROUTE_CHIP: Record<Route, string> = {
  in: "bg-brand-50 text-brand-900 ring-brand-100",
  out: "bg-emerald-50 text-emerald-900 ring-emerald-200",
  never: "bg-red-50 text-red-900 ring-red-200",
  override: "bg-slate-50 text-slate-800 ring-slate-200",
};
const ROUTE_STROKE: Record<Route, string> = { ...FLOW_STROKE, override: "stroke-brand-700" };

/**
 * A card's last row: where its data or decision goes, drawn as named stops joined by arrows in the diagram's colours
 * (the never-card's arrow dashed and crossed out). aria-hidden: a summary of the diagram (its caption) and the card's list.
 * In one line from 1280 px, where the cards are two a row and every route fits; narrower, the stops stand one under
 * the other with the arrow pointing down between them, so no line starts or ends on an arrow.
 */
function CardRoute({ route, stops }: { route: Route; stops: string[] }) {
  return (
    <p
      data-card-route={route}
      aria-hidden="true"
      className="mt-auto flex flex-col content-end items-start justify-end gap-1 border-t border-slate-100 pt-4 text-xs font-semibold md:mt-0 md:self-stretch xl:flex-row xl:flex-wrap xl:items-center xl:justify-start xl:gap-1.5"
    >
      {stops.map((stop, index) => (
        // Each arrow travels with the chip it points to: a line never ends on an arrow.
        <span key={stop} data-route-stop className="inline-flex max-w-full min-w-0 flex-col items-start gap-1 xl:flex-row xl:items-center xl:gap-1.5">
          {index > 0 ? (
            <svg viewBox="0 0 24 16" data-route-arrow className="my-1 ml-1 h-4 w-6 flex-none rotate-90 xl:my-0 xl:ml-0 xl:rotate-0" aria-hidden="true">
              <path
                d="M1 8h20"
                className={`fill-none ${ROUTE_STROKE[route]}`}
                strokeWidth="1.6"
                strokeDasharray={route === "never" ? "3 2.5" : undefined}
              />
              <path d="M17 4l4 4-4 4" className={`fill-none ${ROUTE_STROKE[route]}`} strokeWidth="1.6" strokeLinejoin="round" />
              {route === "never" ? (
                <>
                  <circle cx="10" cy="8" r="5" className="fill-white stroke-red-700" strokeWidth="1.4" />
                  <path d="M8 6l4 4M12 6l-4 4" className="fill-none stroke-red-700" strokeWidth="1.6" strokeLinecap="round" />
                </>
              ) : null}
            </svg>
          ) : null}
          <span className={`rounded-md px-2 py-1 ring-1 ${ROUTE_CHIP[route]} ${route === "never" && index > 0 ? "line-through decoration-red-700/60" : ""}`}>
            {stop}
          </span>
        </span>
      ))}
    </p>
  );
}

/**
 * "How it connects": what the guard reads from the ERP, the permissions it needs, what it never writes and who may
 * release a hold, with a drawing of the flows between the two systems (server-rendered HTML + inline SVG, aria-hidden
 * with a visually hidden caption). The ERP is named generically: the ERP family is not named on the site.
 */
export async function ErpGuardConnection() {
  const t = await getLooseTranslator("solutionsUseCase.erpGuard.connect");
  const sample = ERP_GUARD_QUEUE_SAMPLE.readyToPay[0];
  const tPage = await getLooseTranslator("solutionsUseCase.erpGuard");
  const erp = t("diagram.erp");
  const guard = t("diagram.guard");
  const routeStops = (route: Route): string[] =>
    ({
      in: [erp, guard],
      out: [guard, erp],
      never: [guard, t("diagram.objects.vendor")],
      override: [tPage("queues.blockedTitle"), t("cards.override.approver"), t("diagram.parts.audit")],
    })[route];
  return (
    <Section id="how-it-connects" title={t("title", { product: PRODUCT_NAME })} intro={t("intro", { product: PRODUCT_NAME })}>
      <SceneFigure caption={t("diagram.caption", { product: PRODUCT_NAME })} testId="erp-connection-diagram">
        <div className="grid items-stretch gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)_minmax(0,1fr)]">
          {/* The ERP: the system of record, with the sample invoice as it sits there (parked, payment-blocked). */}
          <div data-connection-box="erp" className="rounded-xl border border-slate-300 bg-white p-4 shadow-sm">
            <p className="text-base font-semibold text-ink">{t("diagram.erp")}</p>
            <p className="text-sm text-slate-600">{t("diagram.erpRole")}</p>
            <ChipList items={ERP_OBJECTS.map((key) => t(`diagram.objects.${key}`))} tone="slate" />
            <p className="mt-3 flex flex-wrap items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-2.5 py-1.5 text-sm text-amber-900">
              <span className="font-mono text-xs font-semibold text-ink">{sample.invoice}</span>
              <span className="min-w-0 font-semibold">{t("diagram.sampleState")}</span>
            </p>
          </div>
          {/* The flows between them: one row each, the label above its arrow, inset from 1024 px to the arrow's own
              length (its line stops short of the boxes), so a long German label never overhangs it toward the guard. */}
          <ul className="flex flex-col justify-center gap-3 py-1">
            {FLOWS.map((flow) => (
              <li key={flow.key} data-flow={flow.direction} className="flex items-center gap-3 lg:block">
                <p data-flow-label className={`flex min-w-0 items-center gap-1.5 text-sm font-semibold lg:px-4 ${FLOW_TEXT[flow.direction]}`}>
                  {flow.direction === "never" ? (
                    <svg viewBox="0 0 12 12" className="h-3 w-3 flex-none" aria-hidden="true">
                      <path d="M2 2l8 8M10 2l-8 8" className="fill-none stroke-red-700" strokeWidth="1.8" strokeLinecap="round" />
                    </svg>
                  ) : null}
                  <span className={flow.direction === "never" ? "line-through decoration-red-700/60" : ""}>{t(`diagram.flows.${flow.key}`)}</span>
                </p>
                <Arrow direction={flow.direction} />
              </li>
            ))}
          </ul>
          {/* The guard: what it does with what it read. */}
          <div data-connection-box="guard" className="rounded-xl border border-brand-200 bg-white p-4 shadow-sm">
            <p className="text-base font-semibold text-ink">{t("diagram.guard")}</p>
            <p className="text-sm text-slate-600">{t("diagram.guardRole", { product: PRODUCT_NAME })}</p>
            <ChipList items={GUARD_PARTS.map((key) => t(`diagram.parts.${key}`))} tone="brand" />
          </div>
        </div>
        {/* The key to the colours: what it reads, the writes it may make, the write it never makes. */}
        <ul data-testid="erp-connection-legend" className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
          {(["in", "out", "never"] as const).map((direction) => (
            <li key={direction} data-legend={direction} className="flex items-center gap-2">
              <span className={`h-1 w-6 flex-none rounded-full ${FLOW_SWATCH[direction]}`} />
              {t(`diagram.legend.${direction}`)}
            </li>
          ))}
        </ul>
      </SceneFigure>
      {/* The four cards, two by two from 768 px (four in a row left the shorter cards with a tall blank above their
          routes beside the longest one), share one width and their rows (title, list, route: CSS subgrid), so a title
          on two lines does not push its list down, and the routes (where the data or the decision goes, in the
          diagram's colours) fill one footer row: their rules level at its top, their last chips on one baseline. */}
      <ul data-testid="erp-connection-cards" className="mt-6 grid gap-4 md:grid-cols-2">
        {CARDS.map((card) => (
          <li
            key={card.key}
            data-connection={card.key}
            className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm md:row-span-3 md:grid md:grid-rows-subgrid md:gap-y-3"
          >
            <h3 className="text-lg font-semibold text-ink">{keepCompounds(t(`cards.${card.key}.title`, { product: PRODUCT_NAME }))}</h3>
            <ul className="mt-3 mb-5 space-y-2 text-slate-700 md:my-0">
              {card.items.map((item) => (
                <li key={item} className="flex gap-2">
                  <span aria-hidden="true" className={`mt-2 h-1.5 w-1.5 flex-none rounded-full ${ITEM_DOT[card.route]}`} />
                  <span>{keepCompounds(t(`cards.${card.key}.items.${item}`, { product: PRODUCT_NAME }))}</span>
                </li>
              ))}
            </ul>
            <CardRoute route={card.route} stops={routeStops(card.route)} />
          </li>
        ))}
      </ul>
      {/* What happens to held invoices if the guard is unavailable: only what follows from the ERP's own states. */}
      {/* Full width under the four cards: the title (with a parked-invoice glyph) in its own column from 1024 px, the
          answer beside it across the rest of the row, so the note spans the section as the cards above do. */}
      <div
        data-testid="erp-guard-unavailable"
        className="mt-6 grid gap-3 rounded-xl border border-amber-300 bg-amber-50/60 p-5 shadow-sm lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:gap-8"
      >
        <h3 className="flex items-start gap-3 text-lg font-semibold text-ink">
          <span aria-hidden="true" className="flex h-9 w-9 flex-none items-center justify-center rounded-lg bg-white ring-1 ring-amber-300">
            <svg viewBox="0 0 24 24" className="h-5 w-5" role="presentation">
              <rect x="4" y="3" width="12" height="16" rx="1.5" className="fill-white stroke-amber-800" strokeWidth="1.5" />
              <path d="M7 7.5h6M7 10.5h6M7 13.5h3" className="stroke-amber-800/60" strokeWidth="1.5" strokeLinecap="round" />
              <circle cx="17" cy="17" r="4.5" className="fill-amber-700" />
              <path d="M15.6 15.6v2.8M18.4 15.6v2.8" className="stroke-white" strokeWidth="1.5" strokeLinecap="round" />
            </svg>
          </span>
          <span className="min-w-0 pt-1">{t("unavailable.title", { product: PRODUCT_NAME })}</span>
        </h3>
        <p className="min-w-0 text-slate-800 lg:pt-1">{t("unavailable.body", { product: PRODUCT_NAME })}</p>
      </div>
    </Section>
  );
}
