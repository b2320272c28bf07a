/**
 * The controller page's 3-way match example (a sample tolerance
 * of 5 % with a 2.5 % variance; the 3-way example auto-releases when all
 * tolerances are met). Pure, so the figures the page shows are computed, not typed.
 */
export interface ThreeWayMatchInput {
  orderedQuantity: number;
  unitPrice: number;
  receivedQuantity: number;
  invoicedQuantity: number;
  invoiceUnitPrice: number;
  /** Tolerance as a whole percentage (5 = 5 %), applied to price and quantity. */
  tolerancePercent: number;
}

export interface ThreeWayMatchResult {
  poTotal: number;
  invoiceTotal: number;
  /** Whole percentages, rounded to two decimals. */
  priceVariancePercent: number;
  receiptVariancePercent: number;
  quantityVariancePercent: number;
  withinTolerance: boolean;
  decision: "auto-release" | "exception";
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const variance = (actual: number, expected: number) => (expected === 0 ? (actual === 0 ? 0 : 100) : ((actual - expected) / expected) * 100);

export function evaluateThreeWayMatch(input: ThreeWayMatchInput): ThreeWayMatchResult {
  const priceVariancePercent = round2(variance(input.invoiceUnitPrice, input.unitPrice));
  const receiptVariancePercent = round2(variance(input.receivedQuantity, input.orderedQuantity));
  const quantityVariancePercent = round2(variance(input.invoicedQuantity, input.receivedQuantity));
  const withinTolerance = [priceVariancePercent, receiptVariancePercent, quantityVariancePercent].every(
    (value) => Math.abs(value) <= input.tolerancePercent,
  );
  return {
    poTotal: round2(input.orderedQuantity * input.unitPrice),
    invoiceTotal: round2(input.invoicedQuantity * input.invoiceUnitPrice),
    priceVariancePercent,
    receiptVariancePercent,
    quantityVariancePercent,
    withinTolerance,
    decision: withinTolerance ? "auto-release" : "exception",
  };
}
