import type { ReactNode } from "react";
import { ResponsiveTable } from "@/components/sections/responsive-table";
import { IllustrativeBadge } from "./illustrative-label";

/** A bordered sample panel (dashboard, queue, table) with a heading and an illustrative badge. */
export function SamplePanel({
  title,
  headingId,
  children,
  actions,
  testId,
  illustrative = true,
  basis,
}: {
  title: string;
  headingId: string;
  children: ReactNode;
  actions?: ReactNode;
  testId?: string;
  illustrative?: boolean;
  /** The basis of figures that read as outcomes (sample, target, formula), in a short translated note under them. */
  basis?: string;
}) {
  return (
    <section
      aria-labelledby={headingId}
      data-testid={testId}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="text-lg font-semibold text-ink">
          {title}
        </h3>
        {illustrative ? <IllustrativeBadge /> : null}
      </div>
      <div className="mt-4">{children}</div>
      {basis ? (
        <p data-basis className="mt-4 text-sm text-slate-600">
          {basis}
        </p>
      ) : null}
      {/* At the panel's foot: side-by-side panels (a grid stretches them to one height) line up their buttons. */}
      {actions ? <div className="mt-auto flex flex-wrap gap-3 pt-6">{actions}</div> : null}
    </section>
  );
}

/** A data table with a caption (screen readers) and header row: the site's one responsive table. */
export function DataTable({
  caption,
  headers,
  rows,
  testId,
}: {
  caption: string;
  headers: string[];
  rows: ReactNode[][];
  testId?: string;
}) {
  return (
    <ResponsiveTable
      caption={caption}
      headers={headers}
      rows={rows.map((cells, i) => ({ key: String(i), cells }))}
      testId={testId}
    />
  );
}

/** Headline figures: a value over a label. */
export function StatGrid({ items, testId }: { items: { value: string; label: string }[]; testId?: string }) {
  return (
    // Four figures sit on one row on wide screens; other counts use rows of three.
    <dl data-testid={testId} className={`grid gap-4 sm:grid-cols-2 ${items.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}>
      {items.map((item) => (
        <div key={item.label} className="rounded-xl bg-brand-50 p-5">
          <dt className="text-sm font-medium text-slate-700">{item.label}</dt>
          <dd className="mt-1 text-3xl font-bold text-brand-800">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Ordered steps with a period label (timelines, week plans, quick paths). */
export function StepTimeline({ steps, testId }: { steps: { period: string; title: string; body: string }[]; testId?: string }) {
  return (
    <ol data-testid={testId} className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {steps.map((step) => (
        <li key={step.title} className="rounded-xl border-t-4 border-brand-600 bg-white p-6 shadow-sm">
          <p className="text-sm font-semibold text-brand-700">{step.period}</p>
          <h3 className="mt-1 text-lg font-semibold text-ink">{step.title}</h3>
          <p className="mt-2 text-slate-700">{step.body}</p>
        </li>
      ))}
    </ol>
  );
}
