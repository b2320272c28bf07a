import { getTranslations } from "next-intl/server";
import { SceneFigure } from "./scene";

/**
 * Pricing's cost model (the /pricing hero): a fixed platform fee plus a usage and outcome component that grows with
 * invoice volume and agreed outcomes, drawn as a chart without figures (prices are quoted per customer). Inline SVG
 * and HTML labels from the pricing messages; aria-hidden with a visually hidden caption.
 */
/** Three volumes: the fixed fee stays, the variable part grows with volume and outcomes (drawing units, no figures). */
const BARS = [
  { x: 30, variable: 18 },
  { x: 100, variable: 42 },
  { x: 170, variable: 70 },
] as const;
const BASELINE = 120;
const FIXED = 40;
const BAR_WIDTH = 44;
/** The top edge of a bar's variable part (3 units of gap above the fixed part). */
const top = (bar: { variable: number }) => BASELINE - FIXED - bar.variable - 3;

export async function CostModel() {
  const t = await getTranslations("pricing");
  return (
    <SceneFigure caption={t("costModel.caption")} testId="cost-model-scene">
      <div data-card className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white p-6 shadow-lg shadow-brand-900/10">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <p className="font-semibold text-ink">{t("costModel.total")}</p>
          {/* No figures and no scale: the drawing shows the shape of the model, not a price. */}
          <span data-chip data-testid="cost-model-scale" className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700">
            {t("costModel.scale")}
          </span>
        </div>
        <svg viewBox="0 0 240 130" className="mt-4 block h-auto w-full" role="presentation">
          {/* The axes: cost up the left, invoice volume along the bottom, each ending in an arrow. */}
          <path d="M10 122V8M6 13l4-6 4 6" className="fill-none stroke-slate-400" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
          <line x1="8" y1={BASELINE} x2="232" y2={BASELINE} className="stroke-slate-400" strokeWidth="2" />
          <path d={`M227 ${BASELINE - 4}l6 4-6 4`} className="fill-none stroke-slate-400" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
          {BARS.map((bar) => (
            <g key={bar.x}>
              <rect x={bar.x} y={BASELINE - FIXED} width={BAR_WIDTH} height={FIXED} rx="3" className="fill-brand-700" />
              <rect x={bar.x} y={top(bar)} width={BAR_WIDTH} height={bar.variable} rx="3" className="fill-brand-100 stroke-brand-600" strokeWidth="1.5" strokeDasharray="4 3" />
            </g>
          ))}
          {/* The trend runs through the top centre of each bar, marked by a dot. */}
          <path data-decoration d={`M${BARS.map((bar) => `${bar.x + BAR_WIDTH / 2} ${top(bar)}`).join(" L")}`} className="fill-none stroke-brand-600" strokeWidth="1.5" strokeDasharray="2 3" />
          {BARS.map((bar) => (
            <circle key={bar.x} data-decoration cx={bar.x + BAR_WIDTH / 2} cy={top(bar)} r="2.5" className="fill-brand-600" />
          ))}
        </svg>
        <p data-testid="cost-model-axis" className="mt-1 text-right text-xs font-semibold text-slate-600">
          {t("costModel.axis")}
          <span aria-hidden="true"> →</span>
        </p>
        <dl className="mt-4 space-y-3 text-sm">
          <div className="flex items-start gap-3">
            <span className="mt-0.5 h-4 w-4 flex-none rounded bg-brand-700" />
            <div className="min-w-0">
              <dt className="font-semibold text-ink">{t("model.platformFee.title")}</dt>
              <dd className="text-slate-700">{t("costModel.fixed")}</dd>
            </div>
          </div>
          <p className="pl-7 text-xs font-bold text-slate-600 uppercase">{t("costModel.plus")}</p>
          <div className="flex items-start gap-3">
            <span className="mt-0.5 h-4 w-4 flex-none rounded border-[1.5px] border-dashed border-brand-600 bg-brand-100" />
            <div className="min-w-0">
              <dt className="font-semibold text-ink">{t("model.usage.title")}</dt>
              <dd className="text-slate-700">{t("costModel.variable")}</dd>
            </div>
          </div>
        </dl>
      </div>
    </SceneFigure>
  );
}
