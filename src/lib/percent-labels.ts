import { getFormatter } from "@/i18n/formatter-server";

/** Labels of a percentage slider, by value: `{ 0: "0%", 10: "10%", … }` in the request's locale. */
export type PercentLabels = Readonly<Record<number, string>>;

/**
 * Formats every value a percentage slider can take (`PercentRangeField`) on the server. In the browser the first
 * `Intl.NumberFormat` of a page loads the locale's ICU data: 20-35 ms of main thread on a mid-range phone, during
 * hydration, for a label the server has already written. With these labels the slider
 * formats nothing on the client.
 */
export async function percentLabels({ min = 0, max = 100, step = 10 } = {}): Promise<PercentLabels> {
  const format = await getFormatter();
  const labels: Record<number, string> = {};
  for (let value = min; value <= max; value += step) {
    labels[value] = format.number(value / 100, { style: "percent", maximumFractionDigits: 0 });
  }
  return labels;
}
