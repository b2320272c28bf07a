/**
 * The colours the assessments' results are drawn in, shared by their client views (control-map-table.tsx,
 * scorecard-results.tsx) and the server-drawn previews of /resources (resources-tool-previews.tsx): a plain module,
 * since a server component cannot read a constant out of a "use client" module.
 */

/** A control map status's tone (as the glitches spec reads it) and its chip colours. */
export const CONTROL_STATUS_TONE = { "in-place": "success", partial: "warning", gap: "danger" } as const;
export const CONTROL_STATUS_STYLE = {
  "in-place": "bg-green-100 text-green-900 ring-green-700",
  partial: "bg-amber-100 text-amber-900 ring-amber-700",
  gap: "bg-red-100 text-red-900 ring-red-700",
} as const;

/** A scorecard grade's badge colours, by the grade's tone. */
export const GRADE_STYLE = {
  green: "bg-green-700 text-white",
  blue: "bg-blue-700 text-white",
  red: "bg-red-700 text-white",
} as const;
