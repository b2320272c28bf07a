import { getTranslations } from "next-intl/server";
import { CFO_DASHBOARD_SAMPLE, SAMPLE_DASHBOARD } from "@/config/business-constants";
import { getFormatter } from "@/i18n/formatter-server";
import { percent, usd } from "@/i18n/formatters";
import { SceneFigure } from "./scene";

/** Each metric's small trend line (drawing units, no figures): the last point is the value shown beside it. */
const TRENDS = {
  fraud: [14, 11, 12, 8, 6, 3],
  stp: [13, 12, 9, 8, 6, 4],
} as const;

function Spark({ points }: { points: readonly number[] }) {
  const step = 56 / (points.length - 1);
  const line = points.map((y, i) => `${i === 0 ? "M" : "L"}${(2 + i * step).toFixed(1)} ${y}`).join(" ");
  const last = points[points.length - 1] ?? 0;
  return (
    <svg viewBox="0 0 60 18" className="block h-4 w-14 flex-none" role="presentation">
      <path d={`${line} L58 18 L2 18 Z`} className="fill-brand-100" />
      <path d={line} className="fill-none stroke-brand-600" strokeWidth="1.6" strokeLinejoin="round" strokeLinecap="round" />
      <circle cx="58" cy={last} r="2" className="fill-brand-700" />
    </svg>
  );
}

/**
 * The Analytics module on /product: a small dashboard, viewed by entity or by vendor, with two of the measures the
 * module reports (fraud prevented, straight-through processing) from the static sample figures of the business
 * constants, marked illustrative, each with its basis right under it. Close speed is not drawn: it has no sample
 * figure with a stated basis. Server-rendered HTML + inline SVG; aria-hidden with a visually hidden caption.
 */
export async function ProductAnalyticsScene() {
  const t = await getTranslations("product.modules.items.analytics.visual");
  const tCommon = await getTranslations("common");
  const format = await getFormatter();
  const values = {
    fraud: usd(format, CFO_DASHBOARD_SAMPLE.fraudPreventedMtdUsd),
    stp: percent(format, SAMPLE_DASHBOARD.stpPercent),
  };
  const basis = t("fraudBasis", { count: CFO_DASHBOARD_SAMPLE.blockedPaymentsMtd, fraud: values.fraud });
  const rows = [
    { key: "fraud", label: t("fraudPrevented"), value: values.fraud, basis, testId: "analytics-fraud-basis" },
    { key: "stp", label: t("stp"), value: values.stp, basis: t("stpBasis"), testId: "analytics-stp-basis" },
  ] as const;
  return (
    <SceneFigure caption={`${t("caption", values)} ${basis}`} testId="product-analytics-scene" className="flex h-full flex-col [&>div]:flex [&>div]:flex-1 [&>div]:flex-col">
      <div data-card className="relative flex flex-1 flex-col overflow-hidden rounded-lg bg-slate-50 p-3 text-sm">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="inline-flex rounded-md bg-slate-200/70 p-0.5 text-xs font-semibold">
            <span data-chip className="rounded bg-white px-2 py-0.5 text-ink shadow-sm">
              {t("byEntity")}
            </span>
            <span data-chip className="px-2 py-0.5 text-slate-700">
              {t("byVendor")}
            </span>
          </p>
          <span data-chip data-tone="neutral" className="inline-block rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-slate-800 ring-1 ring-slate-300">
            {tCommon("illustrativeShort")}
          </span>
        </div>
        <dl className="mt-3 grid flex-1 auto-rows-fr divide-y divide-slate-200 rounded-md bg-white px-3 ring-1 ring-slate-200">
          {rows.map((row) => (
            // The label on its own line, then the figure and its trend: holds from a 320 px phone to a third of 1024 px.
            <div key={row.key} className="flex flex-col justify-center py-2">
              <dt className="text-xs text-slate-700">{row.label}</dt>
              <dd className="mt-0.5 flex items-center gap-3">
                <span className="font-bold whitespace-nowrap text-ink tabular-nums">{row.value}</span>
                <span className="ml-auto">
                  <Spark points={TRENDS[row.key]} />
                </span>
              </dd>
              {/* Each figure's basis right under it (a CFO asks first where a figure comes from): the sample's blocked
                  payments, added up; the STP rate, a fixed sample dashboard figure. Illustrative, not customer results. */}
              <dd data-testid={row.testId} className="mt-1 text-xs leading-snug text-slate-700">
                {row.basis}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </SceneFigure>
  );
}
