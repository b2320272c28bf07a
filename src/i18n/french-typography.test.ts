import { createFormatter } from "next-intl";
import { describe, expect, it } from "vitest";
import { frenchSpacing, typographic, typographicDeep, withTypography } from "./french-typography";
import { percent, share } from "./formatters";

const NNBSP = "\u202f";
const WRONG = /[ \u00a0][;:!?%]|[^\s\u202f][;:!?](?!\S)/u;

describe("French spacing for text the code composes", () => {
  it("puts U+202F before ; : ! ? % whatever was there (nothing, a space, a no-break space)", () => {
    expect(frenchSpacing("Titre: corps")).toBe(`Titre${NNBSP}: corps`);
    expect(frenchSpacing("Titre : corps ; suite")).toBe(`Titre${NNBSP}: corps${NNBSP}; suite`);
    expect(frenchSpacing("Vraiment ?!")).toBe(`Vraiment${NNBSP}?!`);
    expect(frenchSpacing("15\u00a0%")).toBe(`15${NNBSP}%`);
    expect(frenchSpacing("15%")).toBe(`15${NNBSP}%`);
  });

  it("leaves URLs, times and already correct text alone, and is idempotent", () => {
    const text = "Voir https://example.fr/a?b=1 à 10:30 ou mailto:dpo@example.com";
    expect(frenchSpacing(text)).toBe(text);
    const fixed = frenchSpacing("Note : 12 % ?");
    expect(frenchSpacing(fixed)).toBe(fixed);
    expect(fixed).not.toMatch(WRONG);
  });

  it("changes French only: German and Spanish keep Intl's '15 %', English '15%'", () => {
    expect(typographic("fr", "Score: 15 %")).toBe(`Score${NNBSP}: 15${NNBSP}%`);
    expect(typographic("de", "Score: 15\u00a0%")).toBe("Score: 15\u00a0%");
    expect(typographic("es", "Score: 15\u00a0%")).toBe("Score: 15\u00a0%");
    expect(typographic("en", "Score: 15%")).toBe("Score: 15%");
  });

  it("maps every string of a document model and keeps other values", () => {
    const bytes = new Uint8Array([1, 2]);
    const model = { title: "Plan : A", items: ["Délai: 48 h", "Taux : 40 %"], count: 3, pdf: bytes };
    const out = typographicDeep("fr", model);
    expect(out).toEqual({ title: `Plan${NNBSP}: A`, items: [`Délai${NNBSP}: 48 h`, `Taux${NNBSP}: 40${NNBSP}%`], count: 3, pdf: bytes });
    expect(out.pdf).toBe(bytes);
  });

  it("a French formatter writes percentages with U+202F; the other locales are unchanged", () => {
    const fr = withTypography(createFormatter({ locale: "fr", timeZone: "UTC" }), "fr");
    expect(percent(fr, 15)).toBe(`15${NNBSP}%`);
    expect(share(fr, 0.4)).toBe(`40${NNBSP}%`);
    expect(fr.number(0.155, { style: "percent", maximumFractionDigits: 1 })).toBe(`15,5${NNBSP}%`);
    // Intl itself writes U+00A0 in French: without the wrapper the rule is broken.
    expect(createFormatter({ locale: "fr", timeZone: "UTC" }).number(0.15, { style: "percent" })).toBe("15\u00a0%");
    const de = withTypography(createFormatter({ locale: "de", timeZone: "UTC" }), "de");
    expect(percent(de, 15)).toBe("15\u00a0%");
  });
});
