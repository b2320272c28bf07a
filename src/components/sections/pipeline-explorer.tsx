import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { getFormatter } from "@/i18n/formatter-server";
import { PipelineTabs } from "@/components/home/pipeline-tabs";
import { CheckList } from "@/components/sections/section";
import { EVIDENCE, HERO_INVOICE_SAMPLE, SAMPLE_DASHBOARD, THREE_WAY_MATCH_SAMPLE } from "@/config/business-constants";
import { Link } from "@/i18n/navigation";
import { formatUnit } from "@/i18n/number-format";
import { PipelineStepScene } from "@/components/visuals/pipeline-step-scene";
import { percent, usd } from "@/i18n/formatters";
import { getLooseTranslator } from "@/i18n/translate-server";

/** The invoice pipeline (capture to payment release), plus the analytics view shown on the home pages. */
export const PIPELINE_STEPS = ["ingest", "extract", "risk", "erp", "attest", "release", "evidence", "analytics"] as const;
export type PipelineStep = (typeof PIPELINE_STEPS)[number];

const LEARN_MORE: Record<PipelineStep, string> = {
  ingest: "/customer-inquiry-management",
  extract: "/solutions/matching-tolerances",
  risk: "/solutions/ach-fraud-prevention",
  erp: "/solutions/erp-posting-guard",
  attest: "/solutions/ach-fraud-prevention",
  release: "/solutions/erp-posting-guard",
  evidence: "/security",
  analytics: "/product#modules",
};

/** The three risk decisions: ALLOW, MANUAL VERIFY, HOLD; colour always paired with the label. */
const DECISIONS = [
  { key: "allow", tone: "border-emerald-300 bg-emerald-50 text-emerald-900" },
  { key: "manualVerify", tone: "border-amber-300 bg-amber-50 text-amber-900" },
  { key: "hold", tone: "border-red-300 bg-red-50 text-red-900" },
] as const;

/** A sample panel: its title with the illustrative chip, the sample, and the illustrative note under it. */
async function SampleFigure({ title, testId, children }: { title: string; testId?: string; children: ReactNode }) {
  const tCommon = await getTranslations("common");
  return (
    <figure data-testid={testId} className="rounded-xl bg-slate-50 p-5">
      <figcaption className="flex items-center justify-between gap-3">
        <span className="font-semibold text-ink">{title}</span>
        <span data-chip className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">{tCommon("illustrativeShort")}</span>
      </figcaption>
      {children}
      <p className="mt-3 text-xs text-slate-600">{tCommon("illustrative")}</p>
    </figure>
  );
}

/** Tabbed explorer of the invoice pipeline (home variants 1 and 2). */
export async function PipelineExplorer({ defaultStep = "ingest" }: { defaultStep?: PipelineStep }) {
  const t = await getTranslations("home.pipeline");
  // The extraction sample's messages with arguments (typed translators failed on this deep namespace's new keys).
  const tSample = await getLooseTranslator("home.pipeline.tabs.extract.sample");
  const format = await getFormatter();
  const percentOf = (value: number) => percent(format, value);

  const panel = (step: PipelineStep) => (
    <div className="grid gap-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:grid-cols-2 lg:p-8">
      <div>
        <h3 className="text-2xl font-bold text-ink">{t(`tabs.${step}.title`)}</h3>
        <p className="mt-3 text-slate-700">{t(`tabs.${step}.body`)}</p>
        <div className="mt-5">
          <CheckList
            items={(t.raw(`tabs.${step}.points`) as string[]).map((point) =>
              point.replace("{seconds}", format.number(EVIDENCE.packExportSecondsMax)),
            )}
          />
        </div>
        <Link
          href={LEARN_MORE[step]}
          className="mt-6 inline-flex font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          {t("learnMore")}
          <span className="sr-only">: {t(`tabs.${step}.title`)}</span>
        </Link>
      </div>
      <div>
        {step === "risk" ? decisions() : step === "analytics" ? sampleDashboard() : step === "extract" ? extractionSample() : stepDiagram(step)}
      </div>
    </div>
  );

  function decisions() {
    return (
      <div>
        <h4 className="font-semibold text-ink">{t("tabs.risk.decisionsTitle")}</h4>
        <ul className="mt-4 space-y-3">
          {DECISIONS.map((d) => (
            <li key={d.key} className={`rounded-lg border p-4 ${d.tone}`}>
              <p className="font-mono text-sm font-bold tracking-wide">{t(`tabs.risk.decisions.${d.key}.label`)}</p>
              <p className="mt-1 text-sm">{t(`tabs.risk.decisions.${d.key}.reason`)}</p>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  function sampleDashboard() {
    const figures = [
      { key: "stp", value: percentOf(SAMPLE_DASHBOARD.stpPercent) },
      { key: "inTolerance", value: percentOf(SAMPLE_DASHBOARD.inTolerancePercent) },
      { key: "exceptions", value: format.number(SAMPLE_DASHBOARD.exceptionsPer1kInvoices) },
      {
        key: "resolution",
        value: formatUnit((v, o) => format.number(v, o), SAMPLE_DASHBOARD.resolutionHours, "hour"),
      },
    ] as const;
    return (
      <SampleFigure title={t("tabs.analytics.sampleTitle")}>
        <dl className="mt-4 grid grid-cols-1 gap-4 min-[28rem]:grid-cols-2">
          {figures.map((f) => (
            <div key={f.key} className="rounded-lg bg-white p-4 shadow-sm">
              <dt className="text-sm text-slate-700">{t(`tabs.analytics.sample.${f.key}`)}</dt>
              <dd className="mt-1 whitespace-nowrap text-2xl font-bold text-ink tabular-nums">{f.value}</dd>
            </div>
          ))}
        </dl>
      </SampleFigure>
    );
  }

  /** What Document Intelligence reads from the hero's sample invoice: its fields, the PO match and the duplicate check. */
  function extractionSample() {
    const rows = [
      // Fields read as they stand; the three checks made on them, ticked.
      { key: "invoice", value: HERO_INVOICE_SAMPLE.number, mono: true, checked: false },
      { key: "total", value: usd(format, HERO_INVOICE_SAMPLE.amountUsd, 2), mono: false, checked: false },
      { key: "po", value: tSample("poValue", { po: THREE_WAY_MATCH_SAMPLE.poNumber }), mono: false, checked: true },
      { key: "lines", value: tSample("linesValue", { count: HERO_INVOICE_SAMPLE.lineItems }), mono: false, checked: true },
      { key: "duplicate", value: t("tabs.extract.sample.duplicateValue"), mono: false, checked: true },
    ] as const;
    return (
      <SampleFigure title={t("tabs.extract.sample.title")} testId="extraction-sample">
        <dl className="mt-4 divide-y divide-slate-200 rounded-lg bg-white px-4 shadow-sm">
          {rows.map((row) => (
            <div key={row.key} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2.5">
              <dt className="text-sm text-slate-700">{t(`tabs.extract.sample.${row.key}`)}</dt>
              <dd className={`flex items-center gap-1.5 text-sm font-semibold text-ink ${row.mono ? "font-mono" : ""}`}>
                {row.checked ? (
                  <svg viewBox="0 0 16 16" aria-hidden="true" className="h-4 w-4 flex-none text-emerald-700">
                    <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                ) : null}
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
      </SampleFigure>
    );
  }

  function stepDiagram(step: Exclude<PipelineStep, "risk" | "analytics" | "extract">) {
    return (
      <PipelineStepScene
        step={step}
        caption={t(`tabs.${step}.title`)}
        labels={PIPELINE_STEPS.map((s) => t(`tabs.${s}.label`))}
        index={PIPELINE_STEPS.indexOf(step)}
      />
    );
  }

  return (
    <PipelineTabs
        label={t("tabsLabel")}
        defaultValue={defaultStep}
        tabs={PIPELINE_STEPS.map((step) => ({
          value: step,
          label: t(`tabs.${step}.label`),
          panel: panel(step),
          // The seven stages an invoice passes are numbered; analytics is a view over them, not an eighth stage.
          numbered: step !== "analytics",
        }))}
      />
  );
}
