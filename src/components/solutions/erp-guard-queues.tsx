import type { ReactNode } from "react";
import { getFormatter } from "@/i18n/formatter-server";
import { Section } from "@/components/sections/section";
import { ERP_GUARD_QUEUE_SAMPLE } from "@/config/business-constants";
import { usd } from "@/i18n/formatters";
import { SamplePanel } from "./panel";
import { QueueActionDialog } from "./queue-action-dialog";
import { getLooseTranslator } from "@/i18n/translate-server";

type QueueRow = (typeof ERP_GUARD_QUEUE_SAMPLE)["readyToPay" | "blocked"][number];
type QueueLabel = QueueRow["label"];

/** The worked example follows two of these rows: the first clean invoice (step 1) and the first held one (step 2). */
const EXAMPLE_ROWS = [ERP_GUARD_QUEUE_SAMPLE.readyToPay[0], ERP_GUARD_QUEUE_SAMPLE.blocked[0]] as const;
const EXAMPLE_STEP: Record<string, number | undefined> = Object.fromEntries(EXAMPLE_ROWS.map((row, index) => [row.invoice, index + 1]));

const LABEL_KEYS: Record<QueueLabel, "verified" | "dmarcFail" | "bankVerify" | "tolerance"> = {
  VERIFIED: "verified",
  "DMARC FAIL": "dmarcFail",
  "BANK VERIFY": "bankVerify",
  TOLERANCE: "tolerance",
};

/** What each label means: verified is success, a DMARC failure danger, a pending bank check a warning. */
const LABEL_TONE: Record<QueueLabel, "success" | "danger" | "warning" | "neutral"> = {
  VERIFIED: "success",
  "DMARC FAIL": "danger",
  "BANK VERIFY": "warning",
  // A tolerance exception holds the invoice like the others: a warning, not a neutral label.
  TOLERANCE: "warning",
};

const LABEL_STYLE: Record<QueueLabel, string> = {
  VERIFIED: "bg-green-100 text-green-900",
  "DMARC FAIL": "bg-red-100 text-red-900",
  "BANK VERIFY": "bg-amber-100 text-amber-900",
  TOLERANCE: "bg-amber-100 text-amber-900",
};

/**
 * A queue's name as one unit ("Ready-to-Pay", "Listas para pago"): its hyphens non-breaking (U+2011) and its spaces
 * no-break spaces, so a heading or chip never ends a line inside it ("Ready-to-/Pay"), in any locale.
 */
export function queueName(name: string): string {
  return name.replace(/-/g, "\u2011").replace(/ /g, "\u00a0");
}

function StatusChip({ label, text }: { label: QueueLabel | "RELEASED"; text: string }) {
  const tone = label === "RELEASED" ? "success" : LABEL_TONE[label];
  const style = label === "RELEASED" ? "bg-green-100 text-green-900" : LABEL_STYLE[label];
  return (
    <span data-chip data-tone={tone} className={`rounded px-2 py-0.5 text-xs font-bold tracking-wide whitespace-nowrap ${style}`}>
      {text}
    </span>
  );
}

/** The step number alone, for the legend under the queues. */
function ExampleMarkerDot({ step }: { step: number }) {
  return (
    <span className="inline-flex h-5 w-5 flex-none items-center justify-center rounded-full bg-brand-600 text-xs font-semibold text-white">
      {step}
    </span>
  );
}

/** The worked example's step number on the queue row it follows (its name for screen readers). */
function ExampleMarker({ step, label }: { step: number; label: string }) {
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className="inline-flex h-5 w-5 flex-none items-center justify-center rounded-full bg-brand-600 text-xs font-semibold text-white"
    >
      {step}
    </span>
  );
}

/**
 * The worked example's picture per step: the queue row it follows, as it stands after that step (step 3: the clean
 * invoice released to the payment run, the held one still blocked). Same figures and chips as the queues above.
 */
export async function ErpGuardExampleRows(): Promise<ReactNode[]> {
  const t = await getLooseTranslator("solutionsUseCase.erpGuard.queues");
  const format = await getFormatter();
  const [clean, held] = EXAMPLE_ROWS;
  const row = (item: QueueRow, label: QueueLabel | "RELEASED", queue: string, href: string, reason = false) => (
    <a
      key={item.invoice}
      href={href}
      className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm hover:border-brand-600"
    >
      <span className="min-w-0">
        <span className="font-medium text-ink">{item.invoice}</span>{" "}
        <span className="text-slate-600">
          · <span data-queue-name className="whitespace-nowrap">{queueName(queue)}</span>
        </span>
      </span>
      <span className="flex flex-none items-center gap-2">
        <span className="font-semibold whitespace-nowrap text-ink tabular-nums">{usd(format, item.amountUsd, 2)}</span>
        <StatusChip label={label} text={t(`badges.${label === "RELEASED" ? "released" : LABEL_KEYS[label]}`)} />
      </span>
      {/* Steps 1 and 2 show the row as the queue does, with its reason: the checks the step's text names. */}
      {reason && label !== "RELEASED" ? (
        <span data-example-reason className="basis-full text-slate-600">
          {t(`labels.${LABEL_KEYS[label]}`)}
        </span>
      ) : null}
    </a>
  );
  return [
    row(clean, clean.label, t("readyTitle"), "#ready-to-pay", true),
    row(held, held.label, t("blockedTitle"), "#blocked-queue", true),
    <div key="after" className="grid gap-2">
      {/* Released, the invoice has left Ready-to-Pay for the payment run: named so, not as a RELEASED row in the queue. */}
      {row(clean, "RELEASED", t("releasedTo"), "#ready-to-pay")}
      {row(held, held.label, t("blockedTitle"), "#blocked-queue")}
    </div>,
  ];
}

/**
 * ERP Posting Guard sample: a Ready-to-Pay queue with "Release
 * all" and a Blocked Queue with "Review queue". Each row shows the status badge
 * (`badges.*`, translated like the product's other status codes) and its reason.
 */
export async function ErpGuardQueues() {
  const t = await getLooseTranslator("solutionsUseCase.erpGuard.queues");
  const format = await getFormatter();
  const dialogText = (key: "release" | "review") => ({
    trigger: t(`${key}.trigger`),
    title: t(`${key}.title`),
    body: t(`${key}.body`),
    note: t("dialogNote"),
    bookDemo: t("dialogBookDemo"),
    close: t("dialogClose"),
  });

  const renderRows = (rows: readonly QueueRow[]) => (
    <ul className="@container divide-y divide-slate-100">
      {rows.map((row) => {
        const step = EXAMPLE_STEP[row.invoice];
        return (
        <li
          key={row.invoice}
          data-example-step={step}
          className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3"
        >
          {/* The invoice, its marker and its status chip on one line, the reason under them; the amount alone in its
              own right-aligned column (tabular figures), so the amounts line up down the queue whatever the chip. Under
              about 340 px of panel (a 320 px phone) the amount takes its own line, still flush right. Where the list
              is narrower than the longest row needs inline (under 24rem: a phone), every chip takes its own line under
              its invoice, in every row alike, instead of only the rows whose step marker pushes it over. */}
          <div className="min-w-0 flex-[1_1_9rem]">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium text-ink">
              <span>{row.invoice}</span>
              {step ? <ExampleMarker step={step} label={t("exampleMarker", { step })} /> : null}
              <span data-queue-badge className="flex basis-full @min-[24rem]:basis-auto">
                <StatusChip label={row.label} text={t(`badges.${LABEL_KEYS[row.label]}`)} />
              </span>
            </p>
            <p className="mt-0.5 text-sm text-slate-700">{t(`labels.${LABEL_KEYS[row.label]}`)}</p>
          </div>
          <span data-amount className="ml-auto flex-none text-right font-semibold whitespace-nowrap text-ink tabular-nums">
            {usd(format, row.amountUsd, 2)}
          </span>
        </li>
        );
      })}
    </ul>
  );

  return (
    <Section id="queues" title={t("title")} intro={t("intro")} tone="muted">
      <div className="grid gap-6 lg:grid-cols-2">
        <SamplePanel
          title={queueName(t("readyTitle"))}
          headingId="ready-to-pay"
          testId="ready-to-pay-queue"
          actions={
            <>
              <QueueActionDialog text={dialogText("release")} bookDemoHref="/book-demo?cta=erp-posting-guard-release-all&goal=fraud-prevention" />
              {/* "Release all" reads as a risk until it says what it leaves out. */}
              <p data-testid="release-all-note" className="min-w-0 flex-1 basis-48 self-center text-sm text-slate-700">
                {t("releaseNote")}
              </p>
            </>
          }
        >
          <p className="mb-2 text-sm text-slate-700">{t("readyIntro")}</p>
          {renderRows(ERP_GUARD_QUEUE_SAMPLE.readyToPay)}
          {/* What the queue's rule produces, inside the queue it belongs to (a strip under both panels read as orphaned). */}
          <dl className="mt-4 rounded-lg bg-slate-50 p-4" data-testid="matching-output">
            <dt className="text-sm font-medium text-slate-700">{t("matchingOutput")}</dt>
            {/* The chip keeps its column and the explanation wraps beside it, the same in every locale. */}
            {/* The state an invoice has in this queue (verified, waiting for release); RELEASED is where it goes next, in the
                payment run, so it is not drawn here. */}
            <dd className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] items-baseline gap-2">
              <StatusChip label="VERIFIED" text={t("badges.verified")} />
              <span className="text-sm text-slate-700">{t("releasedExplanation")}</span>
            </dd>
          </dl>
        </SamplePanel>
        <SamplePanel
          title={queueName(t("blockedTitle"))}
          headingId="blocked-queue"
          testId="blocked-queue"
          actions={
            <>
              <QueueActionDialog text={dialogText("review")} bookDemoHref="/book-demo?cta=erp-posting-guard-review-queue&goal=fraud-prevention" />
              {/* Beside "Review queue", as "Release all" has its note: who may lift a hold here, and that it is logged. */}
              <p data-testid="review-queue-note" className="min-w-0 flex-1 basis-48 self-center text-sm text-slate-700">
                {t("reviewNote")}
              </p>
            </>
          }
        >
          <p className="mb-2 text-sm text-slate-700">{t("blockedIntro")}</p>
          {renderRows(ERP_GUARD_QUEUE_SAMPLE.blocked)}
          <dl className="mt-4 rounded-lg bg-slate-50 p-4" data-testid="high-risk-policy">
            <dt className="text-sm font-medium text-slate-700">{t("policyTitle")}</dt>
            <dd className="mt-1 text-sm text-slate-800">{t("policy", { count: ERP_GUARD_QUEUE_SAMPLE.highRiskAutoReleases })}</dd>
          </dl>
        </SamplePanel>
      </div>
      {/* The two numbered rows, explained: they are the invoices the worked example follows. */}
      <p data-testid="example-marker-legend" className="mt-4 flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span className="flex flex-none gap-1" aria-hidden="true">
          <ExampleMarkerDot step={1} />
          <ExampleMarkerDot step={2} />
        </span>
        <span className="min-w-0 flex-1 basis-60">{t("exampleLegend")}</span>
      </p>
    </Section>
  );
}
