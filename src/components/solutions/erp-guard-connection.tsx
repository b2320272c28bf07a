import { Section } from "@/components/sections/section";
import { SceneFigure } from "@/components/visuals/scene";
import { PRODUCT_NAME } from "@/config/site";
import { ERP_GUARD_QUEUE_SAMPLE } from "@/config/business-constants";
import { getLooseTranslator } from "@/i18n/translate-server";

/** The four questions an ERP owner asks, in the order they ask them; each card holds a short list. */
const CARDS = [
  { key: "reads", items: ["vendor", "orders", "invoices"], tone: "brand" },
  { key: "permissions", items: ["read", "post", "block", "requests"], tone: "brand" },
  { key: "never", items: ["master", "unblocked", "highRisk"], tone: "danger" },
  { key: "override", items: ["who", "duties", "log"], tone: "brand" },
] as const;

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

function Arrow({ direction }: { direction: "in" | "out" | "never" }) {
  // "in": ERP to guard (left to right); "out": guard to ERP; "never": a crossed, dashed write that does not happen.
  const color = direction === "never" ? "stroke-red-700" : direction === "in" ? "stroke-brand-700" : "stroke-amber-700";
  return (
    <svg viewBox="0 0 120 12" preserveAspectRatio="none" className="h-3 w-full" aria-hidden="true">
      <path
        d="M4 6h112"
        className={`fill-none ${color}`}
        strokeWidth="1.8"
        strokeDasharray={direction === "never" ? "4 4" : undefined}
        vectorEffect="non-scaling-stroke"
      />
      {direction === "in" ? (
        <path d="M110 1.5 116 6l-6 4.5" className={`fill-none ${color}`} strokeWidth="1.8" vectorEffect="non-scaling-stroke" />
      ) : (
        <path d="M10 1.5 4 6l6 4.5" className={`fill-none ${color}`} strokeWidth="1.8" vectorEffect="non-scaling-stroke" />
      )}
    </svg>
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
  return (
    <Section id="how-it-connects" title={t("title")} intro={t("intro", { product: PRODUCT_NAME })}>
      <SceneFigure caption={t("diagram.caption", { product: PRODUCT_NAME })} testId="erp-connection-diagram">
        <div className="grid items-stretch gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)_minmax(0,1fr)]">
          {/* The ERP: the system of record, with the sample invoice as it sits there (parked, payment-blocked). */}
          <div data-connection-box="erp" className="rounded-xl border border-slate-300 bg-white p-4 shadow-sm">
            <p className="text-base font-semibold text-ink">{t("diagram.erp")}</p>
            <p className="text-sm text-slate-600">{t("diagram.erpRole")}</p>
            <ul className="mt-3 space-y-1.5 text-sm text-slate-800">
              {ERP_OBJECTS.map((key) => (
                <li key={key} className="flex items-center gap-2 rounded-md bg-slate-50 px-2.5 py-1.5 ring-1 ring-slate-200">
                  <span className="h-2 w-2 flex-none rounded-full bg-brand-600" />
                  {t(`diagram.objects.${key}`)}
                </li>
              ))}
            </ul>
            <p className="mt-3 flex flex-wrap items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-2.5 py-1.5 text-sm text-amber-900">
              <span className="font-mono text-xs font-semibold text-ink">{sample.invoice}</span>
              <span className="min-w-0 font-semibold">{t("diagram.sampleState")}</span>
            </p>
          </div>
          {/* The flows between them: one row each, the label above its arrow. */}
          <ul className="flex flex-col justify-center gap-3 py-1">
            {FLOWS.map((flow) => (
              <li key={flow.key} data-flow={flow.direction}>
                <p
                  className={`flex items-center gap-1.5 text-sm font-semibold ${
                    flow.direction === "never" ? "text-red-800" : flow.direction === "in" ? "text-brand-800" : "text-amber-900"
                  }`}
                >
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
            <ul className="mt-3 space-y-1.5 text-sm text-slate-800">
              {GUARD_PARTS.map((key) => (
                <li key={key} className="flex items-center gap-2 rounded-md bg-brand-50 px-2.5 py-1.5 ring-1 ring-brand-100">
                  <span className="h-2 w-2 flex-none rounded-full bg-brand-700" />
                  {t(`diagram.parts.${key}`)}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </SceneFigure>
      <ul data-testid="erp-connection-cards" className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {CARDS.map((card) => (
          <li key={card.key} data-connection={card.key} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h3 className="text-lg font-semibold text-ink">{t(`cards.${card.key}.title`)}</h3>
            <ul className="mt-3 space-y-2 text-slate-700">
              {card.items.map((item) => (
                <li key={item} className="flex gap-2">
                  <span
                    aria-hidden="true"
                    className={`mt-2 h-1.5 w-1.5 flex-none rounded-full ${card.tone === "danger" ? "bg-red-700" : "bg-brand-600"}`}
                  />
                  <span>{t(`cards.${card.key}.items.${item}`, { product: PRODUCT_NAME })}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}
