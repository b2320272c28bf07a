import { Fragment, type ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { getFormatter } from "@/i18n/formatter-server";
import { usdOptions } from "@/i18n/number-format";
import { SceneFigure, StatusIcon, type Tone } from "./scene";

/**
 * /product's hero: the pipeline its headline names, drawn. The seven steps (named as the home's pipeline explorer
 * names them), each with the control it applies, and one illustrative invoice on its way through: checked at
 * the first three steps, posted parked and payment-blocked, now at the callback; release and evidence still ahead.
 * A vertical track at every width (it fits the hero's column at 1440 px and a 320 px phone alike). Server-rendered
 * HTML + inline SVG, aria-hidden with one visually hidden caption; no client code.
 */
const STEPS = ["ingest", "extract", "risk", "erp", "attest", "release", "evidence"] as const;
export type Step = (typeof STEPS)[number];

/** Illustrative sample invoice, the live demo's (not a business constant). */
export const PIPELINE_SAMPLE = { number: "INV-20948", vendor: "Northwind Lab Supplies", amountUsd: 18_450 } as const;

/** Where the sample invoice is, and what each step has done to it so far. */
const CURRENT: Step = "attest";
const STATE: Record<Step, Tone> = {
  ingest: "ok",
  extract: "ok",
  risk: "warn",
  erp: "guard",
  attest: "warn",
  release: "idle",
  evidence: "idle",
};

const INK = "fill-none stroke-brand-700";
const SOFT = "fill-brand-50 stroke-brand-700";

/** One glyph per step on a 24 x 24 grid: what the step works on (the /product module cards draw theirs with them). */
export const STEP_GLYPHS: Record<Step, ReactNode> = {
  // An envelope: the invoice arriving by e-mail.
  ingest: (
    <g>
      <rect x="3" y="6" width="18" height="13" rx="2" className={SOFT} strokeWidth="1.6" />
      <path d="M3.5 7l8.5 6.5L20.5 7" className={INK} strokeWidth="1.6" strokeLinejoin="round" />
    </g>
  ),
  // A page under a magnifier: fields read from the invoice.
  extract: (
    <g>
      <path d="M5 3h9l4 4v6" className={INK} strokeWidth="1.6" strokeLinejoin="round" />
      <path d="M5 3v18h7" className={INK} strokeWidth="1.6" strokeLinejoin="round" />
      <path d="M8 8h5M8 11.5h4" className="stroke-brand-600/50" strokeWidth="1.6" strokeLinecap="round" />
      <circle cx="16" cy="16" r="3.6" className={SOFT} strokeWidth="1.6" />
      <path d="M18.6 18.6l2.6 2.6" className={INK} strokeWidth="1.8" strokeLinecap="round" />
    </g>
  ),
  // A shield: the sender's identity and the bank account's owner.
  risk: (
    <g>
      <path d="M12 3l7 2.8v5.4c0 4.6-3 7.8-7 9.3-4-1.5-7-4.7-7-9.3V5.8z" className={SOFT} strokeWidth="1.6" strokeLinejoin="round" />
      <path d="M8.8 12l2.2 2.2 4.2-4.4" className={INK} strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
    </g>
  ),
  // The ERP's database with a padlock: posted, but blocked for payment.
  erp: (
    <g>
      <ellipse cx="10" cy="6" rx="6.5" ry="2.5" className={SOFT} strokeWidth="1.6" />
      <path d="M3.5 6v11c0 1.4 2.9 2.5 6.5 2.5M16.5 6v5M3.5 11.5c0 1.4 2.9 2.5 6.5 2.5" className={INK} strokeWidth="1.6" />
      <rect x="13.5" y="15" width="8" height="6" rx="1.2" className="fill-amber-500" />
      <path d="M15.2 15v-1.6a2.3 2.3 0 0 1 4.6 0V15" className="fill-none stroke-amber-600" strokeWidth="1.6" />
    </g>
  ),
  // A phone: the callback to the contact on file, outside the e-mail channel.
  attest: (
    <g>
      <rect x="7" y="2.5" width="10" height="19" rx="2" className={SOFT} strokeWidth="1.6" />
      <path d="M10.5 18.5h3" className={INK} strokeWidth="1.6" strokeLinecap="round" />
      <path d="M19 7.5a4 4 0 0 1 0 5M21 5.5a7 7 0 0 1 0 9" className="fill-none stroke-brand-600" strokeWidth="1.5" strokeLinecap="round" />
    </g>
  ),
  // Two people: a second approver who is not the first.
  release: (
    <g>
      <circle cx="8" cy="8" r="3" className={SOFT} strokeWidth="1.5" />
      <path d="M2.5 19c0-3.6 2.4-5.6 5.5-5.6s5.5 2 5.5 5.6" className={SOFT} strokeWidth="1.5" />
      <circle cx="16.5" cy="8" r="3" className={SOFT} strokeWidth="1.5" />
      <path d="M13.6 14a5 5 0 0 1 2.9-.6c3.1 0 5 2 5 5.6" className={INK} strokeWidth="1.5" />
    </g>
  ),
  // A sealed folder: every decision filed, written once.
  evidence: (
    <g>
      <path d="M3 7a1.5 1.5 0 0 1 1.5-1.5H9l2 2h8.5A1.5 1.5 0 0 1 21 9v9.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5z" className={SOFT} strokeWidth="1.6" strokeLinejoin="round" />
      <rect x="9.5" y="12.5" width="5" height="4.5" rx="0.8" className="fill-brand-700" />
      <path d="M10.5 12.5v-1.2a1.5 1.5 0 0 1 3 0v1.2" className={INK} strokeWidth="1.3" />
    </g>
  ),
};

/** A step label that may break after a slash ("ERP: Vorerfassen/Sperren"), never inside a word. */
export function breakAfterSlash(label: string): ReactNode {
  const parts = label.split("/");
  return parts.map((part, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed label, in order
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 ? (
        <>
          /<wbr />
        </>
      ) : null}
    </Fragment>
  ));
}

export async function ProductPipelineHero() {
  const t = await getTranslations("product.hero.pipeline");
  const tSteps = await getTranslations("home.pipeline.tabs");
  const tVisual = await getTranslations("home.visual");
  const tCommon = await getTranslations("common");
  const format = await getFormatter();
  const amount = format.number(PIPELINE_SAMPLE.amountUsd, usdOptions(2));
  const currentIndex = STEPS.indexOf(CURRENT);

  return (
    <SceneFigure
      caption={t("caption", { number: PIPELINE_SAMPLE.number, vendor: PIPELINE_SAMPLE.vendor, amount })}
      testId="product-pipeline-hero"
      scenario={CURRENT}
    >
      <div data-card className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white p-4 shadow-lg shadow-brand-900/10 sm:p-5">
        {/* The sample invoice that is travelling through the pipeline. */}
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="flex min-w-0 items-center gap-3">
            <svg viewBox="0 0 24 24" className="h-8 w-8 flex-none" aria-hidden="true">
              <path d="M6 2.5h8.5l4 4V20a1.5 1.5 0 0 1-1.5 1.5H6A1.5 1.5 0 0 1 4.5 20V4A1.5 1.5 0 0 1 6 2.5z" className="fill-white stroke-brand-700" strokeWidth="1.5" strokeLinejoin="round" />
              <path d="M14.5 2.5v4h4M8 10h8M8 13.5h8M8 17h5" className="fill-none stroke-brand-700" strokeWidth="1.3" strokeLinecap="round" />
            </svg>
            <div className="min-w-0">
              <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t("invoice", { number: PIPELINE_SAMPLE.number })}</p>
              <p className="text-sm text-slate-700">
                <span className="font-semibold text-ink">{PIPELINE_SAMPLE.vendor}</span> <span className="whitespace-nowrap tabular-nums">{amount}</span>
              </p>
            </div>
          </div>
          <span data-chip data-tone="neutral" className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700">
            {tCommon("illustrativeShort")}
          </span>
        </div>

        <ol className="mt-4" data-pipeline-steps>
          {STEPS.map((step, i) => {
            const current = step === CURRENT;
            const passed = i < currentIndex;
            const last = i === STEPS.length - 1;
            return (
              <li key={step} data-step={step} className="relative flex gap-3 pb-2 last:pb-0">
                {/* The track between this step and the next: solid where the invoice has been. */}
                {last ? null : (
                  <span
                    data-decoration
                    className={`absolute top-9 bottom-0 left-[1.0625rem] w-0.5 ${passed ? "bg-brand-600" : "bg-slate-200"}`}
                  />
                )}
                <span
                  className={`relative flex h-9 w-9 flex-none items-center justify-center rounded-lg ring-1 ${
                    current ? "bg-amber-50 ring-2 ring-amber-500" : i <= currentIndex ? "bg-brand-50 ring-brand-600/30" : "bg-white ring-slate-200"
                  }`}
                >
                  <svg viewBox="0 0 24 24" className={`h-6 w-6 ${i > currentIndex ? "opacity-50" : ""}`} role="presentation">
                    {STEP_GLYPHS[step]}
                  </svg>
                </span>
                <div
                  className={`min-w-0 flex-1 rounded-lg px-2.5 py-1.5 ${current ? "border border-amber-300 bg-amber-50/70" : "border border-transparent"}`}
                >
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="font-mono text-xs font-semibold text-brand-700">{format.number(i + 1)}</span>
                    <span className="text-sm font-semibold text-ink">{breakAfterSlash(tSteps(`${step}.label`))}</span>
                    {step === "risk" ? (
                      <span data-chip data-tone="warning" className="rounded-full border border-amber-400 bg-amber-50 px-2 py-0.5 font-mono text-xs font-bold text-amber-900">
                        {tVisual("decisions.verify")}
                      </span>
                    ) : null}
                  </p>
                  <p className="text-xs text-slate-700">{t(`controls.${step}`)}</p>
                  {/* The current step carries no chip of its own: the invoice number is in the card's header, and a second
                      pill in the style of step 3's decision read as another decision. The amber box and this note mark
                      where the invoice is, and the note has the box's full width. */}
                  {current ? (
                    <p data-here className="mt-0.5 text-xs font-semibold text-balance text-amber-900">
                      {t("here")}
                    </p>
                  ) : null}
                </div>
                <span className="flex-none pt-1.5">
                  <StatusIcon tone={STATE[step]} />
                </span>
              </li>
            );
          })}
        </ol>
      </div>
    </SceneFigure>
  );
}
