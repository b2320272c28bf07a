import type { BenchmarkStatus } from "@/assessments/scorecard-benchmarks";

const STATUS_TONE: Record<BenchmarkStatus, "success" | "danger" | "neutral"> = { met: "success", missed: "danger", notAsked: "neutral" };

const STATUS_STYLE: Record<BenchmarkStatus, string> = {
  met: "bg-signal-50 text-signal-700 ring-signal-600",
  missed: "bg-hold-50 text-hold-700 ring-hold-700",
  notAsked: "bg-slate-100 text-slate-700 ring-slate-400",
};

/**
 * The scorecard's "What Good Looks Like" list, each benchmark marked met, missed or not asked (text, not colour alone),
 * with its basis under it (a planning target of the pilot, or an illustrative reference value).
 */
export function BenchmarkList({ items }: { items: { key: string; label: string; status: BenchmarkStatus; statusLabel: string; basis?: string }[] }) {
  return (
    <ul className="mt-3 space-y-2 text-slate-700" data-testid="scorecard-benchmarks">
      {items.map((item) => (
        <li key={item.key} data-benchmark={item.key} data-status={item.status} className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <span className="min-w-0 flex-1">
            {item.label}
            {item.basis ? (
              <span data-benchmark-basis className="block text-xs text-slate-600">
                {item.basis}
              </span>
            ) : null}
          </span>
          <span data-chip data-tone={STATUS_TONE[item.status]} className={`rounded-full px-2 py-0.5 text-xs font-bold ring-1 ${STATUS_STYLE[item.status]}`}>{item.statusLabel}</span>
        </li>
      ))}
    </ul>
  );
}
