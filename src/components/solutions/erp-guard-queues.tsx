import { getFormatter } from "@/i18n/formatter-server";
import { Section } from "@/components/sections/section";
import { ERP_GUARD_QUEUE_SAMPLE } from "@/config/business-constants";
import { usd } from "@/i18n/formatters";
import { SamplePanel } from "./panel";
import { QueueActionDialog } from "./queue-action-dialog";
import { getLooseTranslator } from "@/i18n/translate-server";

type QueueLabel = (typeof ERP_GUARD_QUEUE_SAMPLE)["readyToPay" | "blocked"][number]["label"];

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
  TOLERANCE: "neutral",
};

const LABEL_STYLE: Record<QueueLabel, string> = {
  VERIFIED: "bg-green-100 text-green-900",
  "DMARC FAIL": "bg-red-100 text-red-900",
  "BANK VERIFY": "bg-amber-100 text-amber-900",
  TOLERANCE: "bg-slate-200 text-slate-900",
};

/**
 * ERP Posting Guard sample: a Ready-to-Pay queue with "Release
 * All" and a Blocked Queue with "Review Queue". Each row shows the status badge
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

  const renderRows = (rows: readonly { invoice: string; amountUsd: number; label: QueueLabel }[]) => (
    <ul className="divide-y divide-slate-100">
      {rows.map((row) => (
        <li key={row.invoice} className="flex flex-wrap items-center justify-between gap-3 py-3 sm:flex-nowrap">
          <div className="min-w-0">
            <p className="font-medium text-ink">{row.invoice}</p>
            <p className="text-sm text-slate-700">{t(`labels.${LABEL_KEYS[row.label]}`)}</p>
          </div>
          <div className="flex flex-none items-center gap-3">
            <span className="font-semibold whitespace-nowrap text-ink">{usd(format, row.amountUsd, 2)}</span>
            <span data-chip data-tone={LABEL_TONE[row.label]} className={`rounded px-2 py-0.5 text-xs font-bold tracking-wide ${LABEL_STYLE[row.label]}`}>
              {t(`badges.${LABEL_KEYS[row.label]}`)}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );

  return (
    <Section id="queues" title={t("title")} intro={t("intro")} tone="muted">
      <div className="grid gap-6 lg:grid-cols-2">
        <SamplePanel
          title={t("readyTitle")}
          headingId="ready-to-pay"
          testId="ready-to-pay-queue"
          actions={<QueueActionDialog text={dialogText("release")} bookDemoHref="/book-demo?cta=erp-posting-guard-release-all&goal=fraud-prevention" />}
        >
          <p className="mb-2 text-sm text-slate-700">{t("readyIntro")}</p>
          {renderRows(ERP_GUARD_QUEUE_SAMPLE.readyToPay)}
        </SamplePanel>
        <SamplePanel
          title={t("blockedTitle")}
          headingId="blocked-queue"
          testId="blocked-queue"
          actions={<QueueActionDialog text={dialogText("review")} bookDemoHref="/book-demo?cta=erp-posting-guard-review-queue&goal=fraud-prevention" />}
        >
          <p className="mb-2 text-sm text-slate-700">{t("blockedIntro")}</p>
          {renderRows(ERP_GUARD_QUEUE_SAMPLE.blocked)}
        </SamplePanel>
      </div>
      <dl className="mt-6 grid gap-4 md:grid-cols-2">
        <div className="rounded-xl bg-white p-5 shadow-sm">
          <dt className="text-sm font-medium text-slate-700">{t("matchingOutput")}</dt>
          {/* The chip keeps its column and the explanation wraps beside it, the same in every locale (a flex row
              dropped a long German explanation under the chip). */}
          <dd className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] items-baseline gap-2">
            <span data-chip data-tone="success" className="rounded bg-green-100 px-2 py-0.5 text-xs font-bold tracking-wide text-green-900">{t("badges.released")}</span>
            <span className="text-slate-700">{t("releasedExplanation")}</span>
          </dd>
        </div>
        <div className="rounded-xl bg-white p-5 shadow-sm" data-testid="high-risk-policy">
          <dt className="text-sm font-medium text-slate-700">{t("policyTitle")}</dt>
          <dd className="mt-1 text-slate-800">{t("policy", { count: ERP_GUARD_QUEUE_SAMPLE.highRiskAutoReleases })}</dd>
        </div>
      </dl>
    </Section>
  );
}
