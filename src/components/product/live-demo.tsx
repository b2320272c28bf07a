"use client";

import { useEffect, useMemo, useState } from "react";
import { track } from "@/analytics/track";
import { LIVE_DEMO } from "@/config/business-constants";
import { withTypography } from "@/i18n/french-typography";
import { usePageLocale } from "@/i18n/page-location";
import { formatUnit } from "@/i18n/number-format";

export type RiskLevel = "low" | "medium" | "high";

/** Where the invoice stands in the ERP at a step: not posted yet, posted parked with a payment block, or released. */
export type ErpState = "notPosted" | "parked" | "released";

export interface DemoStep {
  key: string;
  title: string;
  body: string;
  sample: string;
  status: string;
  risk: RiskLevel;
  /** "Risk: high", already translated. */
  riskText: string;
  /** The control the stage applies, as the hero names it ("Sender authentication: SPF, DKIM, DMARC"). */
  control: string;
  erp: ErpState;
  /** "Parked, payment block set". */
  erpText: string;
  /** "Step 3 of 7". */
  position: string;
  /** "Go to step 3: Identity checks" (accessible name of the dot). */
  dotLabel: string;
  /** "Step 3 of 7: Identity checks" (announced when the visitor navigates). */
  announcement: string;
}

export interface DemoLabels {
  regionLabel: string;
  play: string;
  pause: string;
  previous: string;
  next: string;
  dotsLabel: string;
  countersTitle: string;
  processed: string;
  inProgress: string;
  flagged: string;
  average: string;
  statusLabel: string;
  /** What the counters are and what the average measures (machine time, not cycle time). */
  countersBasis: string;
  /** "Control at this stage". */
  controlLabel: string;
  /** "In your ERP". */
  erpLabel: string;
  illustrative: string;
  /** "Where this invoice is": the heading of the step card's trail. */
  trail: string;
  /** "Invoice INV-20948 · Northwind Lab Supplies". */
  invoice: string;
}

/**
 * A sample line with its hyphenated or dotted tokens (domains, invoice and PO numbers) kept whole: a phone never breaks
 * "northwind-labsupplies.com" at its hyphen.
 */
function Unbroken({ text }: { text: string }) {
  const parts = text.split(/(\S*[\w][-.][\w]\S*)/u);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a static split of one string
          <span key={i} data-nowrap className="whitespace-nowrap">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** Colour plus text (the badge always says the level); the risk level drives the flagged badge. */
const RISK_TONE: Record<RiskLevel, string> = {
  low: "border-emerald-300 bg-emerald-50 text-emerald-900",
  medium: "border-amber-300 bg-amber-50 text-amber-900",
  high: "border-red-300 bg-red-50 text-red-900",
};

/** What the risk level means as a status: low is success, medium a warning, high danger. */
const RISK_STATUS: Record<RiskLevel, "success" | "warning" | "danger"> = { low: "success", medium: "warning", high: "danger" };

/**
 * The "flagged for review" counter counts invoices waiting for a person: never a success colour. Amber while the step
 * is low or medium risk, red on a high-risk step.
 */
const FLAGGED_TONE: Record<RiskLevel, string> = {
  low: RISK_TONE.medium,
  medium: RISK_TONE.medium,
  high: RISK_TONE.high,
};

interface Counters {
  processed: number;
  inProgress: number;
  flagged: number;
  averageSeconds: number;
}

/** The ERP state's mark: grey while not posted, amber padlock while parked and blocked, green once released. */
const ERP_TONE: Record<ErpState, { box: string; dot: string }> = {
  notPosted: { box: "border-slate-200 bg-white text-slate-800", dot: "bg-slate-400" },
  parked: { box: "border-amber-300 bg-amber-50 text-amber-950", dot: "bg-amber-500" },
  released: { box: "border-emerald-300 bg-emerald-50 text-emerald-950", dot: "bg-emerald-600" },
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

/** One refresh of the simulated counters: a small random walk (processed only grows). */
function nextCounters(c: Counters): Counters {
  return {
    processed: c.processed + randomInt(1, 4),
    inProgress: clamp(c.inProgress + randomInt(-3, 3), 5, 60),
    flagged: clamp(c.flagged + (Math.random() < 0.3 ? randomInt(-1, 1) : 0), 0, 40),
    averageSeconds: clamp(Math.round((c.averageSeconds + (Math.random() - 0.5) * 0.2) * 10) / 10, 1.5, 3.5),
  };
}

/**
 * Numbers in the page's locale with `Intl.NumberFormat` (what next-intl's `format.number` does) and the locale's
 * spacing (French), one formatter per set of options: the demo needs no translator, so /product loads no message
 * runtime.
 */
function useNumberFormat() {
  const locale = usePageLocale();
  return useMemo(() => {
    const formatters = new Map<string, Intl.NumberFormat>();
    const format = {
      number(value: number, options?: Intl.NumberFormatOptions): string {
        const key = JSON.stringify(options ?? {});
        let formatter = formatters.get(key);
        if (!formatter) {
          formatter = new Intl.NumberFormat(locale, options);
          formatters.set(key, formatter);
        }
        return formatter.format(value);
      },
    };
    return withTypography(format, locale);
  }, [locale]);
}

/**
 * The "live processing" demo of /product: the pipeline's 7 stages that
 * auto-advance every LIVE_DEMO.autoAdvanceMs and wrap; a dot, Previous or Next
 * pauses it; a start/pause control; simulated counters while it plays (pausing
 * stops all movement, WCAG 2.2.2). It starts paused when the visitor prefers
 * reduced motion. Only visitor navigation is announced, never auto-advance.
 */
export function LiveDemo({ steps, labels }: { steps: DemoStep[]; labels: DemoLabels }) {
  const format = useNumberFormat();
  const [index, setIndex] = useState(0);
  // Paused until mounted: the server cannot know the motion preference.
  const [playing, setPlaying] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const [counters, setCounters] = useState<Counters>({ ...LIVE_DEMO.start });
  const [ready, setReady] = useState(false);

  useEffect(() => {
    setPlaying(!window.matchMedia("(prefers-reduced-motion: reduce)").matches);
    setReady(true);
  }, []);

  // A fresh delay after every step change, so a manual step never advances early.
  useEffect(() => {
    if (!playing) return;
    const id = window.setTimeout(() => setIndex((index + 1) % steps.length), LIVE_DEMO.autoAdvanceMs);
    return () => window.clearTimeout(id);
  }, [playing, index, steps.length]);

  useEffect(() => {
    if (!playing) return;
    const id = window.setInterval(() => setCounters(nextCounters), LIVE_DEMO.counterRefreshMs);
    return () => window.clearInterval(id);
  }, [playing]);

  function goTo(next: number) {
    const target = (next + steps.length) % steps.length;
    setPlaying(false);
    setIndex(target);
    setAnnouncement(steps[target]?.announcement ?? "");
  }

  const step = steps[index];
  if (!step) return null;
  const figures = [
    { key: "processed", label: labels.processed, value: format.number(counters.processed) },
    { key: "inProgress", label: labels.inProgress, value: format.number(counters.inProgress) },
    { key: "flagged", label: labels.flagged, value: format.number(counters.flagged) },
    {
      key: "average",
      label: labels.average,
      value: formatUnit((v, o) => format.number(v, o), counters.averageSeconds, "second", {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }),
    },
  ];
  const buttonClass =
    "inline-flex min-h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-800";

  return (
    <section aria-label={labels.regionLabel} data-ready={ready} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 lg:p-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold text-ink">{labels.countersTitle}</h3>
        <p data-chip className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-800">{labels.illustrative}</p>
      </div>

      {/* Every step is laid out in the same grid cell and only the current one is visible, so the card is always as tall
          as its tallest step: the page never jumps while the demo runs (layout-shift gate in e2e/layout.spec.ts). */}
      {/* From 1024 px the step card has the invoice's trail beside the step: every step, done, current or to come, so the
          card's right side shows where this invoice is instead of staying empty. The dots below say the same to
          assistive technology, so the trail is drawn only. */}
      <div className="mt-6 grid gap-6 rounded-xl border border-slate-200 p-4 sm:mt-8 sm:p-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid">
        {steps.map((s, i) => {
          const current = i === index;
          return (
            <div
              key={s.key}
              className={`[grid-area:1/1] ${current ? "" : "invisible"}`}
              aria-hidden={current ? undefined : true}
              data-testid={current ? "demo-step" : undefined}
              data-step={current ? s.key : undefined}
            >
              <p className="text-sm font-semibold text-brand-700">{s.position}</p>
              <h4 className="mt-1 text-2xl font-bold text-ink">{s.title}</h4>
              <p className="mt-3 max-w-3xl text-slate-700">{s.body}</p>
              {/* What the stage checks and where the invoice stands in the ERP: the same two facts at every step. */}
              <dl className="mt-5 grid gap-3 sm:grid-cols-2">
                <div className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
                  <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{labels.controlLabel}</dt>
                  <dd className="mt-0.5 text-sm font-semibold text-ink">
                    <Unbroken text={s.control} />
                  </dd>
                </div>
                <div data-erp-state={s.erp} className={`rounded-lg border px-3 py-2 ${ERP_TONE[s.erp].box}`}>
                  <dt className="text-xs font-semibold tracking-wide uppercase">{labels.erpLabel}</dt>
                  <dd className="mt-0.5 flex items-center gap-2 text-sm font-semibold">
                    <span aria-hidden="true" className={`h-2.5 w-2.5 flex-none rounded-full ${ERP_TONE[s.erp].dot}`} />
                    {s.erpText}
                  </dd>
                </div>
              </dl>
              <div className="mt-4 flex flex-wrap items-center gap-3">
                <p className="font-mono text-sm text-slate-800">
                  <Unbroken text={s.sample} />
                </p>
                <p data-chip className="rounded-md border border-slate-300 bg-slate-100 px-2 py-1 font-mono text-xs font-bold text-slate-900">
                  <span className="sr-only">{labels.statusLabel}: </span>
                  {s.status}
                </p>
                <p
                  data-testid={current ? "risk-badge" : undefined}
                  data-risk={s.risk}
                  data-chip
                  data-tone={RISK_STATUS[s.risk]}
                  className={`rounded-full border px-3 py-1 text-xs font-bold ${RISK_TONE[s.risk]}`}
                >
                  {s.riskText}
                </p>
              </div>
            </div>
          );
        })}
        </div>
        <div data-testid="demo-trail" aria-hidden="true" className="hidden rounded-lg bg-slate-50 p-4 lg:block">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{labels.trail}</p>
          <p className="mt-1 text-sm font-semibold text-ink">{labels.invoice}</p>
          <ol className="mt-3 space-y-1.5 text-sm">
            {steps.map((s, i) => (
              <li key={s.key} data-trail-state={i < index ? "done" : i === index ? "current" : "next"} className="flex items-center gap-2">
                <span
                  className={`flex h-4 w-4 flex-none items-center justify-center rounded-full border-2 text-xs leading-none ${
                    i < index
                      ? "border-brand-700 bg-brand-700 text-white"
                      : i === index
                        ? `border-brand-700 bg-white ${s.risk === "high" ? "ring-2 ring-red-300" : ""}`
                        : "border-slate-300 bg-white"
                  }`}
                >
                  {i < index ? "✓" : null}
                </span>
                <span className={`min-w-0 ${i === index ? "font-semibold text-ink" : i < index ? "text-slate-700" : "text-slate-500"}`}>
                  {s.title}
                </span>
              </li>
            ))}
          </ol>
        </div>
      </div>

      {/* One row on a phone: Previous and Next show their arrows only there (the label stays for screen readers), the
          start/pause control keeps its words. */}
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <div data-testid="demo-controls" className="flex w-full items-stretch gap-2 sm:w-auto sm:gap-3">
          <button
            type="button"
            className={buttonClass}
            onClick={() => {
              track("live_demo_interacted", { action: "previous" });
              goTo(index - 1);
            }}
          >
            <span aria-hidden="true">←</span>
            <span className="max-sm:sr-only">{labels.previous}</span>
          </button>
          <button
            type="button"
            className={`${buttonClass} min-w-0 flex-1 justify-center border-brand-600 text-center text-brand-800 sm:flex-none`}
            onClick={() => {
              track("live_demo_interacted", { action: playing ? "pause" : "start" });
              setPlaying((p) => !p);
            }}
          >
            <span aria-hidden="true">{playing ? "❚❚" : "▶"}</span>
            {playing ? labels.pause : labels.play}
          </button>
          <button
            type="button"
            className={buttonClass}
            onClick={() => {
              track("live_demo_interacted", { action: "next" });
              goTo(index + 1);
            }}
          >
            <span className="max-sm:sr-only">{labels.next}</span>
            <span aria-hidden="true">→</span>
          </button>
        </div>
        <fieldset className="flex flex-wrap gap-1 sm:ml-auto">
          <legend className="sr-only">{labels.dotsLabel}</legend>
          {steps.map((s, i) => (
            <button
              key={s.key}
              type="button"
              aria-label={s.dotLabel}
              aria-current={i === index ? "step" : undefined}
              onClick={() => {
                track("live_demo_interacted", { action: "step", step: i + 1 });
                goTo(i);
              }}
              className="group flex h-8 w-8 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`block h-3 w-3 rounded-full border-2 border-brand-700 ${i === index ? "bg-brand-700" : "bg-white group-hover:bg-brand-100"}`}
              />
            </button>
          ))}
        </fieldset>
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {/* The simulated counters follow the run (the step, then its controls): a reader meets the product before the
          figures, which say they are simulated right under them. */}
      <div data-testid="demo-counters-block" className="mt-6 border-t border-slate-200 pt-5">
        {/* One column on a phone, each counter a short row (label, then its figure at the right), so four counters take
            little height (a label too long to share its line with the figure puts the figure under it); tiles from 448 px, each
            a column with its figure at the foot, so the figures of a row share one baseline however many lines the labels take. "Durchschnittliche Verarbeitungszeit" and "2,3 Sekunden" do not fit half of
            390 px, and a figure never breaks inside a word (e2e/glitches.spec.ts). */}
        <dl className="grid grid-cols-1 gap-2 min-[28rem]:grid-cols-2 min-[28rem]:gap-4 lg:grid-cols-4" data-testid="demo-counters">
          {figures.map((f) => (
            <div
              key={f.key}
              data-counter={f.key}
              data-tone={f.key === "flagged" ? (step.risk === "high" ? "danger" : "warning") : "neutral"}
              className={`flex flex-wrap items-center justify-between gap-x-3 rounded-xl border px-4 py-2.5 min-[28rem]:flex-col min-[28rem]:flex-nowrap min-[28rem]:items-stretch min-[28rem]:justify-between min-[28rem]:p-4 ${f.key === "flagged" ? FLAGGED_TONE[step.risk] : "border-slate-200 bg-slate-50 text-ink"}`}
            >
              <dt className="min-w-0 text-sm">{f.label}</dt>
              <dd data-counter-value className="ml-auto whitespace-nowrap text-xl leading-8 font-bold tabular-nums min-[28rem]:mt-1 min-[28rem]:ml-0 min-[28rem]:text-2xl">{f.value}</dd>
            </div>
          ))}
        </dl>
        <p data-testid="demo-counters-basis" className="mt-3 text-sm text-slate-600">
          {labels.countersBasis}
        </p>
      </div>
    </section>
  );
}
