import { getFormatter } from "@/i18n/formatter-server";
import { hours } from "@/i18n/formatters";
import { DataTable, SamplePanel } from "./panel";
import { getLooseTranslator } from "@/i18n/translate-server";

export type Priority = "HIGH" | "MEDIUM" | "LOW";

export interface QueueRow {
  priority: Priority;
  invoice: string;
  reason: string;
}

const PRIORITY_TONE: Record<Priority, "danger" | "warning" | "neutral"> = { HIGH: "danger", MEDIUM: "warning", LOW: "neutral" };

const PRIORITY_STYLE: Record<Priority, string> = {
  HIGH: "bg-red-100 text-red-900",
  MEDIUM: "bg-amber-100 text-amber-900",
  LOW: "bg-slate-100 text-slate-800",
};

/**
 * An exception queue with priorities and their SLAs (general
 * 24h/72h/1 week, logistics 4h/24h/72h). Labels live in `solutionsRole.queue`.
 */
export async function ExceptionQueue({
  title,
  headingId,
  rows,
  slaHours,
  testId,
}: {
  title: string;
  headingId: string;
  rows: QueueRow[];
  slaHours: Record<Priority, number>;
  testId?: string;
}) {
  const t = await getLooseTranslator("solutionsRole.queue");
  const format = await getFormatter();
  return (
    <SamplePanel title={title} headingId={headingId} testId={testId}>
      <DataTable
        caption={title}
        headers={[t("invoice"), t("priority"), t("reason"), t("sla")]}
        rows={rows.map((row) => [
          row.invoice,
          <span key="p" data-chip data-tone={PRIORITY_TONE[row.priority]} className={`rounded px-2 py-0.5 text-xs font-bold ${PRIORITY_STYLE[row.priority]}`}>
            {t(`priorities.${row.priority}`)}
          </span>,
          row.reason,
          <span key="s" data-testid={`sla-${row.priority}`}>
            {hours(format, slaHours[row.priority])}
          </span>,
        ])}
      />
    </SamplePanel>
  );
}
