import { getTranslations } from "next-intl/server";
import { PRODUCT_NAME } from "@/config/site";
import { breakAfterSlash } from "./product-pipeline-hero";
import { SceneFigure } from "./scene";

/**
 * A stage's name in its box: a system prefix ("ERP:") on its own line, so a long name such as "ERP: Vorerfassen/Sperren"
 * breaks after the prefix rather than after the slash; the boxes share one height (auto-rows-fr, flex-1).
 */
function StageLabel({ label }: { label: string }) {
  const colon = label.indexOf(": ");
  if (colon < 0) return <span className="min-w-0 text-sm font-semibold text-ink">{breakAfterSlash(label)}</span>;
  return (
    <span className="flex min-w-0 flex-col text-sm font-semibold text-ink">
      <span className="text-xs text-slate-600">{`${label.slice(0, colon + 1)} `}</span>
      <span>{breakAfterSlash(label.slice(colon + 2))}</span>
    </span>
  );
}

/**
 * The seven stages every invoice passes, named as the home's pipeline explorer and /product name them (the ERP stage by
 * this page's own, shorter name where the pipeline's would take two lines, as the German "ERP: Vorerfassen/Sperren"):
 * six drawn as boxes, the seventh (evidence) as the stream they all write to, numbered 7.
 */
const STAGES = ["ingest", "extract", "risk", "erp", "attest", "release"] as const;

/**
 * /security's architecture, drawn: inside your tenant (with your keys) the first six stages of the pipeline, each writing
 * its decision, reasons and actor ID down into the seventh, evidence: one append-only audit stream, and your ERP reached only through a
 * least-privilege connector. A row of stages from 1024 px, two rows of three from 640 px, one column on a phone. HTML
 * boxes (labels wrap in every locale) and inline SVG; aria-hidden with one visually hidden caption.
 */
export async function SecurityAuditStream() {
  const t = await getTranslations("security");
  const tSteps = await getTranslations("home.pipeline.tabs");
  const product = { product: PRODUCT_NAME };
  return (
    <SceneFigure caption={t("architecture.diagram.caption")} testId="security-audit-stream">
      <div data-card className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <div data-tenant-box className="rounded-xl border-2 border-dashed border-brand-600/40 p-3 pb-7 sm:p-4 sm:pb-8">
          <p className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-xs font-semibold tracking-wide text-brand-800 uppercase">{t("deployment.diagram.tenant")}</span>
            <span data-chip className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-2 py-0.5 font-mono text-xs font-semibold text-brand-900 ring-1 ring-brand-600/30">
              <svg viewBox="0 0 16 16" className="h-3.5 w-3.5" aria-hidden="true">
                <circle cx="5.5" cy="8" r="3" className="fill-none stroke-brand-700" strokeWidth="1.6" />
                <path d="M8.5 8h6M12.5 8v2.5M14.5 8v2" className="fill-none stroke-brand-700" strokeWidth="1.6" strokeLinecap="round" />
              </svg>
              {t("deployment.diagram.tenantKeys")}
            </span>
          </p>
          {/* Stages in reading order at every width: one column on a phone, two rows of three from 640 px (1 2 3 / 4 5 6),
              one row from 1024 px. Each stage's own arrow down to the stream only in the one row, where it points at
              the stream; in a grid it would point at the stage below it (1 to 3), so there one arrow under the grid
              says that they all write to it. */}
          <ol data-stage-row className="mt-3 grid grid-cols-1 gap-2 sm:auto-rows-fr sm:grid-cols-3 lg:grid-cols-6 lg:gap-x-2 lg:gap-y-1">
            {STAGES.map((stage, i) => (
              <li key={stage} data-stage={stage} className="flex min-w-0 flex-col items-center">
                <span className="flex w-full min-w-0 flex-1 items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 px-2.5 py-2">
                  <span className="font-mono text-xs font-semibold text-brand-700">{i + 1}</span>
                  <StageLabel label={stage === "erp" ? t("architecture.diagram.erpStage") : tSteps(`${stage}.label`)} />
                </span>
                {/* Each stage writes down into the stream. */}
                <svg viewBox="0 0 12 22" data-stage-arrow className="hidden h-5 w-3 flex-none lg:block" aria-hidden="true">
                  <path d="M6 0v16" className="stroke-brand-600" strokeWidth="1.6" strokeDasharray="3 2" />
                  <path d="M2 14l4 5 4-5" className="fill-none stroke-brand-600" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </li>
            ))}
          </ol>
          <svg viewBox="0 0 12 22" data-stream-arrow className="mx-auto my-1 h-5 w-3 lg:hidden" aria-hidden="true">
            <path d="M6 0v16" className="stroke-brand-600" strokeWidth="1.6" strokeDasharray="3 2" />
            <path d="M2 14l4 5 4-5" className="fill-none stroke-brand-600" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <div data-stage="evidence" className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg bg-brand-900 px-4 py-3 text-white">
            <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5 font-semibold">
              <span className="font-mono text-xs font-semibold text-brand-100">{STAGES.length + 1}</span>
              <span className="text-xs font-semibold tracking-wide text-brand-100 uppercase">{tSteps("evidence.label")}</span>
              <svg viewBox="0 0 20 20" className="h-5 w-5 flex-none" aria-hidden="true">
                <rect x="4" y="9" width="12" height="9" rx="1.6" className="fill-white" />
                <path d="M6.5 9V6.5a3.5 3.5 0 0 1 7 0V9" className="fill-none stroke-white" strokeWidth="1.8" />
              </svg>
              {t("architecture.diagram.stream")}
            </span>
            {/* Records written once, one after the other. */}
            <span className="flex min-w-24 flex-1 items-center gap-1" aria-hidden="true">
              {[0, 1, 2, 3, 4, 5].map((i) => (
                <span key={i} className="h-2 min-w-2 flex-1 rounded-sm bg-brand-100/80" />
              ))}
              <span className="h-2 w-2 flex-none rounded-full bg-white/40" />
            </span>
            <span className="w-full font-mono text-xs text-brand-100 sm:w-auto">{t("architecture.diagram.record")}</span>
          </div>
        </div>
        {/* The one way out to your ERP: a least-privilege connector, drawn as a port in the tenant's boundary (it sits
            on the dashed line), with the arrow from it down to your ERP outside the tenant. */}
        <div className="relative -mt-3.5 flex justify-end px-3 sm:px-6">
          <div className="flex max-w-full min-w-0 flex-col items-center">
            <span
              data-connector
              className="inline-flex max-w-full min-w-0 items-center gap-1.5 rounded-md border-2 border-brand-600/60 bg-white px-2.5 py-1 text-center text-xs font-semibold text-brand-900"
            >
              <svg viewBox="0 0 16 16" className="h-3.5 w-3.5 flex-none" aria-hidden="true">
                <rect x="1.5" y="5" width="6" height="6" rx="1.2" className="fill-brand-50 stroke-brand-700" strokeWidth="1.4" />
                <path d="M7.5 6.8h3M7.5 9.2h3M12.5 3.5v9" className="fill-none stroke-brand-700" strokeWidth="1.4" strokeLinecap="round" />
              </svg>
              <span className="min-w-0">{t("architecture.diagram.connector")}</span>
            </span>
            <svg viewBox="0 0 12 22" className="h-5 w-3 flex-none" aria-hidden="true">
              <path d="M6 0v16" className="stroke-brand-600" strokeWidth="1.6" strokeDasharray="3 2" />
              <path d="M2 14l4 5 4-5" className="fill-none stroke-brand-600" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span data-erp className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-xs font-semibold text-slate-800">{t("deployment.diagram.erp", product)}</span>
          </div>
        </div>
      </div>
    </SceneFigure>
  );
}
