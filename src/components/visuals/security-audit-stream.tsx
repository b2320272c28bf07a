import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { PRODUCT_NAME } from "@/config/site";
import { breakAfterSlash } from "./product-pipeline-hero";
import { getFormatter } from "@/i18n/formatter-server";
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
type Stage = (typeof STAGES)[number];

/**
 * What reaches the tenant from outside, and the stages it feeds. `span` places it over two stages of the six-column grid
 * from 1024 px; `columns` says, for each of those two columns, whether an arrow points down into that stage.
 */
const OUTSIDE = [
  { key: "mailbox", stages: ["ingest"], span: "lg:col-span-2 lg:col-start-1", columns: [true, false] },
  { key: "sources", stages: ["risk"], span: "lg:col-span-2 lg:col-start-3", columns: [true, false] },
  { key: "idp", stages: ["attest", "release"], span: "lg:col-span-2 lg:col-start-5", columns: [true, true] },
] as const satisfies readonly { key: string; stages: readonly Stage[]; span: string; columns: readonly boolean[] }[];
type Outside = (typeof OUTSIDE)[number]["key"];

const LINE = "fill-none stroke-slate-600";
/** One glyph per outside party on a 24 x 24 grid. */
const OUTSIDE_GLYPHS: Record<Outside, ReactNode> = {
  // An envelope: the AP mailbox.
  mailbox: (
    <g>
      <rect x="3" y="5.5" width="18" height="13" rx="1.8" className="fill-slate-50 stroke-slate-600" strokeWidth="1.5" />
      <path d="M3.8 6.5 12 13l8.2-6.5" className={LINE} strokeWidth="1.5" strokeLinejoin="round" />
    </g>
  ),
  // A globe: DNS records and registries outside the tenant.
  sources: (
    <g>
      <circle cx="12" cy="12" r="8.5" className="fill-slate-50 stroke-slate-600" strokeWidth="1.5" />
      <path d="M3.5 12h17M12 3.5c2.6 2.4 3.8 5.2 3.8 8.5S14.6 18.1 12 20.5M12 3.5C9.4 5.9 8.2 8.7 8.2 12s1.2 6.1 3.8 8.5" className={LINE} strokeWidth="1.3" />
    </g>
  ),
  // A person with a badge: sign-in through your directory.
  idp: (
    <g>
      <circle cx="10" cy="8" r="3.2" className="fill-slate-50 stroke-slate-600" strokeWidth="1.5" />
      <path d="M4 20c0-3.8 2.6-6.2 6-6.2s6 2.4 6 6.2" className="fill-slate-50 stroke-slate-600" strokeWidth="1.5" />
      <rect x="15.5" y="3.5" width="6" height="7" rx="1.2" className="fill-white stroke-slate-600" strokeWidth="1.3" />
      <path d="M17 6h3M17 8h2" className={LINE} strokeWidth="1.2" strokeLinecap="round" />
    </g>
  ),
};

/** A dashed arrow down: something flows into what is below it. */
function Arrow() {
  return (
    <svg viewBox="0 0 12 22" className="h-5 w-3 flex-none" aria-hidden="true">
      <path d="M6 0v16" className="stroke-brand-600" strokeWidth="1.6" strokeDasharray="3 2" />
      <path d="M2 14l4 5 4-5" className="fill-none stroke-brand-600" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * /security's architecture, drawn: above the tenant, what reaches it from outside (your AP mailbox, the verification
 * sources, your identity provider), each over the stage it feeds; inside your tenant (with your keys) the first six
 * stages of the pipeline, each writing its decision, reasons and actor ID down into the seventh, evidence: one
 * append-only audit stream; under it your ERP, reached only through a least-privilege connector at the stages that use
 * it (park/block and release). A row of stages from 1024 px, two rows of three from 640 px, one column on a phone. HTML
 * boxes (labels wrap in every locale) and inline SVG; aria-hidden with one visually hidden caption.
 */
export async function SecurityAuditStream() {
  const t = await getTranslations("security");
  const tSteps = await getTranslations("home.pipeline.tabs");
  const product = { product: PRODUCT_NAME };
  const format = await getFormatter();
  // "stage 1", "stages 5 and 6": the stages an outside party or the connector works with, by their numbers in the row,
  // listed as the locale lists ("5 und 6", "5 et 6").
  const stagesLabel = (stages: readonly Stage[]) =>
    t("architecture.diagram.feeds", {
      count: stages.length,
      list: format.list(
        stages.map((stage) => format.number(STAGES.indexOf(stage) + 1)),
        { type: "conjunction" },
      ),
    });
  return (
    <SceneFigure caption={t("architecture.diagram.caption")} testId="security-audit-stream">
      <div data-card className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        {/* What reaches the tenant from outside, each over the stage it feeds: your AP mailbox into ingest (1), the
            verification sources into risk analysis (3), your identity provider for the people who attest and release
            (5, 6). From 1024 px on the stages' own six-column grid (inset by the tenant box's border and padding), with
            an arrow down at each stage it feeds; below, a list whose stage numbers say the same. */}
        <ul data-outside className="mb-3 grid gap-2 sm:grid-cols-3 lg:mb-0 lg:grid-cols-6 lg:gap-x-2 lg:px-[1.125rem]">
          {OUTSIDE.map((source) => (
            <li key={source.key} data-outside-source={source.key} className={`flex min-w-0 flex-col ${source.span}`}>
              <span className="flex min-w-0 flex-1 items-start gap-2 rounded-lg border border-slate-300 bg-white px-2.5 py-2">
                <svg viewBox="0 0 24 24" className="mt-0.5 h-5 w-5 flex-none" aria-hidden="true">
                  {OUTSIDE_GLYPHS[source.key]}
                </svg>
                <span className="min-w-0 flex-1">
                  {/* The stage reference goes under the name where both do not fit (a 320 px phone, "Ihr Identitätsanbieter"):
                      the name keeps its words whole. */}
                  <span className="flex flex-wrap items-baseline justify-between gap-x-2">
                    <span className="text-sm font-semibold text-ink">{t(`architecture.diagram.${source.key}`)}</span>
                    <span data-feeds className="flex-none text-xs font-semibold whitespace-nowrap text-brand-700 lg:hidden">
                      {`→ ${stagesLabel(source.stages)}`}
                    </span>
                  </span>
                  <span className="mt-0.5 block text-xs text-slate-700">{t(`architecture.diagram.${source.key}Note`)}</span>
                </span>
              </span>
              {/* From 1024 px an arrow down into each stage it feeds, at that stage's column. */}
              <span className="hidden lg:grid lg:grid-cols-2">
                {source.columns.map((fed, column) => (
                  <span key={`${source.key}-${column === 0 ? "first" : "second"}`} className="flex justify-center">
                    {fed ? <Arrow /> : null}
                  </span>
                ))}
              </span>
            </li>
          ))}
        </ul>
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
            on the dashed line), numbered with the stages that use it, ERP park/block (4) and release (6), with the arrow
            from it down to your ERP outside the tenant. From 1024 px it is centred under stage 4 (on columns 3 to 5 of
            the stages' grid, so that a long label keeps room on both sides). */}
        <div className="relative -mt-3.5 grid grid-cols-1 px-3 sm:px-6 lg:grid-cols-6 lg:gap-x-2 lg:px-[1.125rem]">
          <div className="flex min-w-0 flex-col items-end lg:col-span-3 lg:col-start-3 lg:items-center">
            <span
              data-connector
              className="inline-flex max-w-full min-w-0 items-center gap-1.5 rounded-md border-2 border-brand-600/60 bg-white px-2.5 py-1 text-center text-xs font-semibold text-brand-900"
            >
              <svg viewBox="0 0 16 16" className="h-3.5 w-3.5 flex-none" aria-hidden="true">
                <rect x="1.5" y="5" width="6" height="6" rx="1.2" className="fill-brand-50 stroke-brand-700" strokeWidth="1.4" />
                <path d="M7.5 6.8h3M7.5 9.2h3M12.5 3.5v9" className="fill-none stroke-brand-700" strokeWidth="1.4" strokeLinecap="round" />
              </svg>
              <span className="min-w-0">{t("architecture.diagram.connector")}</span>
              <span data-feeds className="flex-none font-normal text-brand-700">{stagesLabel(["erp", "release"])}</span>
            </span>
            <span className="flex flex-col items-center">
              <Arrow />
              <span data-erp className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-xs font-semibold text-slate-800">{t("deployment.diagram.erp", product)}</span>
            </span>
          </div>
        </div>
      </div>
    </SceneFigure>
  );
}
