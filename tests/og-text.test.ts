import { describe, expect, it } from "vitest";
import { clipAtWord, ogSafeText } from "@/app/og/og-image";

describe("social card text", () => {
  it("drops soft hyphens and word joiners instead of drawing them as spaces", () => {
    expect(ogSafeText("Compliance 2026–\u20602027: E-\u2060Rechnung")).toBe("Compliance 2026–2027: E-Rechnung");
    expect(ogSafeText("Adminis\u00adtration")).toBe("Administration");
  });

  it("cuts a long description after a whole word, with an ellipsis", () => {
    const text = "die französische E-Rechnungspflicht (Empfang 2026, Ausstellung 2027) und die EU-KI-Verordnung";
    const clipped = clipAtWord(text, 70);
    expect(clipped.length).toBeLessThanOrEqual(70);
    expect(clipped).toBe("die französische E-Rechnungspflicht (Empfang 2026, Ausstellung 2027)…");
    expect(clipAtWord("short", 70)).toBe("short");
  });
});
