import { StepNumber } from "./step-number";

export interface TimelineItem {
  key: string;
  period: string;
  title: string;
  body: string;
}

/** An ordered, numbered sequence of phases (rollout plans, pilots). */
export function Timeline({ items }: { items: TimelineItem[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {items.map((item, index) => (
        <li key={item.key} className="relative rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <StepNumber n={index + 1} size="lg" />
          <p className="mt-4 text-sm font-semibold tracking-wide text-brand-700 uppercase">{item.period}</p>
          <h3 className="mt-1 text-lg font-semibold text-ink">{item.title}</h3>
          <p className="mt-2 text-slate-700">{item.body}</p>
        </li>
      ))}
    </ol>
  );
}
