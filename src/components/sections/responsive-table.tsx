// biome-ignore-all lint/a11y/noRedundantRoles: explicit roles keep the table semantics when the narrow layout makes rows display: block
import type { ReactNode } from "react";

/**
 * The one data table of the site: a table from 640 px (`sm`), and below that every row becomes a card of
 * label/value lines, so no table ever scrolls or widens a phone's page.
 *
 * Explicit ARIA roles keep the table semantics when the narrow layout changes the display of its parts (browsers
 * drop the implicit roles of a table whose rows are `display: block`). The per-cell label shown on narrow screens is
 * `aria-hidden`: assistive technology already announces the column header of each cell.
 *
 * A plain component without hooks: it renders in server components and inside client components alike.
 */
export interface TableRow {
  key: string;
  /** One node per column; the first is the row header. */
  cells: ReactNode[];
  /** data-* attributes for the row (tests, styling). */
  data?: Record<`data-${string}`, string>;
}

export function ResponsiveTable({
  caption,
  captionVisible = false,
  captionNote,
  headers,
  rows,
  testId,
  tone = "plain",
  firstColumnIsHeader = true,
  stickyHeader = false,
  equalColumns = false,
}: {
  caption: string;
  /** Shows the caption above the table (otherwise it is read by screen readers only). */
  captionVisible?: boolean;
  /** A note after the visible caption, e.g. "(illustrative)". */
  captionNote?: string;
  headers: ReactNode[];
  rows: TableRow[];
  testId?: string;
  /** "boxed": bordered white box with a grey header row (assessment tables); "plain": ruled lines. */
  tone?: "plain" | "boxed";
  firstColumnIsHeader?: boolean;
  /** Column headers stay in view under the sticky site header while a long table scrolls (from 1024 px). */
  stickyHeader?: boolean;
  /**
   * Every column gets one width from 1024 px (a fixed table layout), so a short header beside long cells is not
   * squeezed into a hyphenated stub ("Adminis-/tration"); below that the browser sizes columns by their content.
   */
  equalColumns?: boolean;
}) {
  const boxed = tone === "boxed";
  return (
    <table
      role="table"
      data-testid={testId}
      className={`block w-full text-left text-sm sm:table sm:border-collapse ${equalColumns ? "lg:table-fixed" : ""} ${boxed ? "sm:rounded-xl sm:border sm:border-slate-200 sm:bg-white sm:shadow-sm" : ""}`}
    >
      <caption className={captionVisible ? "block py-2 text-left font-semibold text-ink sm:table-caption" : "sr-only"}>
        {caption}
        {captionNote ? <span className="font-normal text-slate-600"> ({captionNote})</span> : null}
      </caption>
      <thead role="rowgroup" className={`max-sm:sr-only ${boxed ? "bg-slate-100 text-slate-800" : ""}`}>
        <tr role="row" className={boxed ? "" : "border-b border-slate-300"}>
          {headers.map((header, i) => (
            <th
              // biome-ignore lint/suspicious/noArrayIndexKey: static columns in a fixed order
              key={i}
              role="columnheader"
              scope="col"
              className={`px-4 py-3 font-semibold text-ink ${stickyHeader ? "lg:sticky lg:top-16 lg:z-10 lg:bg-white lg:shadow-[inset_0_1px_0_var(--color-slate-200),0_1px_0_var(--color-slate-300)]" : ""}`}
            >
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className="block space-y-3 sm:table-row-group sm:space-y-0">
        {rows.map((row) => (
          <tr
            key={row.key}
            role="row"
            {...row.data}
            className="block rounded-xl border border-slate-200 bg-white p-4 align-top sm:table-row sm:rounded-none sm:border-0 sm:border-t sm:bg-transparent sm:p-0"
          >
            {row.cells.map((cell, i) => {
              const label = headers[i];
              if (i === 0 && firstColumnIsHeader) {
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static cells in a fixed order
                  <th key={i} role="rowheader" scope="row" className="block pb-2 font-semibold text-ink sm:table-cell sm:px-4 sm:py-3">
                    {cell}
                  </th>
                );
              }
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: static cells in a fixed order
                <td key={i} role="cell" className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 py-1 text-slate-700 sm:table-cell sm:px-4 sm:py-3">
                  <span aria-hidden="true" className="font-medium text-slate-600 sm:hidden">
                    {label}
                  </span>
                  <div className="min-w-0">{cell}</div>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
