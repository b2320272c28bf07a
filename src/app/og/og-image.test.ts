import { describe, expect, it } from "vitest";
import { clipAtWord, ogSafeText } from "./og-image";

describe("ogSafeText", () => {
  it("turns non-breaking hyphens into the plain hyphen the bundled font has (no font fetch at build time)", () => {
    expect(ogSafeText("Role\u2011based access, bank\u2010change")).toBe("Role-based access, bank-change");
  });
  it("drops soft hyphens and word joiners, keeps Latin letters and the euro sign", () => {
    expect(ogSafeText("Kreditoren\u00adbuchhaltung\u2060 für 5\u00a0€")).toBe("Kreditorenbuchhaltung für 5 €");
  });
});

describe("clipAtWord", () => {
  it("cuts after a whole word", () => {
    expect(clipAtWord("Ausstellung 2027 und mehr", 16)).toBe("Ausstellung…");
  });
});
