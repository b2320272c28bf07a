import { describe, expect, it } from "vitest";
import { THREE_WAY_MATCH_SAMPLE, TOLERANCES } from "@/config/business-constants";
import { evaluateThreeWayMatch } from "./match-evaluation";

const base = {
  orderedQuantity: 500,
  unitPrice: 12.4,
  receivedQuantity: 500,
  invoicedQuantity: 500,
  invoiceUnitPrice: 12.71,
  tolerancePercent: 5,
};

describe("evaluateThreeWayMatch", () => {
  it("the page's sample is a 2.5 % price variance that auto-releases within the 5 % tolerance", () => {
    const result = evaluateThreeWayMatch({
      orderedQuantity: THREE_WAY_MATCH_SAMPLE.quantity,
      unitPrice: THREE_WAY_MATCH_SAMPLE.unitPriceUsd,
      receivedQuantity: THREE_WAY_MATCH_SAMPLE.receivedQuantity,
      invoicedQuantity: THREE_WAY_MATCH_SAMPLE.receivedQuantity,
      invoiceUnitPrice: THREE_WAY_MATCH_SAMPLE.invoiceUnitPriceUsd,
      tolerancePercent: TOLERANCES.sample.tolerancePercent,
    });
    expect(result.priceVariancePercent).toBe(TOLERANCES.sample.variancePercent);
    expect(result.receiptVariancePercent).toBe(0);
    expect(result.poTotal).toBe(6200);
    expect(result.invoiceTotal).toBe(6355);
    expect(result.decision).toBe("auto-release");
  });

  it("a price variance above the tolerance becomes an exception", () => {
    const result = evaluateThreeWayMatch({ ...base, invoiceUnitPrice: 13.1 });
    expect(result.priceVariancePercent).toBeCloseTo(5.65, 2);
    expect(result.withinTolerance).toBe(false);
    expect(result.decision).toBe("exception");
  });

  it("a variance exactly at the tolerance still releases; a short receipt does not", () => {
    expect(evaluateThreeWayMatch({ ...base, invoiceUnitPrice: 13.02 }).decision).toBe("auto-release");
    const shortReceipt = evaluateThreeWayMatch({ ...base, invoiceUnitPrice: 12.4, receivedQuantity: 450 });
    expect(shortReceipt.receiptVariancePercent).toBe(-10);
    expect(shortReceipt.decision).toBe("exception");
  });

  it("treats a zero expected value without dividing by zero", () => {
    const result = evaluateThreeWayMatch({ ...base, orderedQuantity: 0, receivedQuantity: 0, invoicedQuantity: 0 });
    expect(result.receiptVariancePercent).toBe(0);
    expect(result.quantityVariancePercent).toBe(0);
  });
});
