import { describe, expect, it } from "vitest";
import { keepShortCompoundsWhole as keep } from "./compounds";

const NB = "\u2011";

describe("keepShortCompoundsWhole", () => {
  it("joins a compound whose part on either side of a hyphen is short", () => {
    expect(keep("France e-invoicing")).toBe(`France e${NB}invoicing`);
    expect(keep("KI-Entscheidungen und Lieferanten-E-Mails")).toBe(`KI${NB}Entscheidungen und Lieferanten${NB}E${NB}Mails`);
    expect(keep("look-alike domains, DMARC-Fehler")).toBe(`look${NB}alike domains, DMARC${NB}Fehler`);
    expect(keep("Vier-Augen-Prinzip")).toBe(`Vier${NB}Augen${NB}Prinzip`);
    expect(keep("d’e-mails fournisseurs")).toBe(`d’e${NB}mails fournisseurs`);
  });
  it("lets a compound of two long parts break at its hyphen", () => {
    expect(keep("straight-through processing")).toBe("straight-through processing");
    expect(keep("Kundenanfragen-Management")).toBe("Kundenanfragen-Management");
    expect(keep("Architektur-Review")).toBe("Architektur-Review");
    expect(keep("Betrugsabwehr-Check")).toBe("Betrugsabwehr-Check");
  });
  it("leaves paths, addresses, file names, tags, numbers and suspended hyphens alone", () => {
    for (const text of [
      "/book-demo",
      "see /security-brief.pdf",
      "write to dpo-team@example.com",
      "evidence-pack.zip",
      "<pilot-link>the pilot</pilot-link>",
      "30-Tage-Pilotprojekt".slice(0, 3),
      "SPF-, DKIM- und DMARC-Prüfung".slice(0, 4),
      "1-2",
    ]) {
      expect(keep(text), text).toBe(text);
    }
    expect(keep("SPF-, DKIM- und DMARC-Prüfung")).toBe(`SPF-, DKIM- und DMARC${NB}Prüfung`);
    expect(keep("30-Tage-Pilotprojekt")).toBe(`30${NB}Tage-Pilotprojekt`);
    expect(keep("2- und 3-Wege-Abgleich")).toBe(`2- und 3${NB}Wege${NB}Abgleich`);
    expect(keep("a {days}-day pilot, {days}\u2011Tage-Pilotprojekt")).toBe(`a {days}${NB}day pilot, {days}${NB}Tage-Pilotprojekt`);
    expect(keep("{min}-{max}")).toBe("{min}-{max}");
    expect(keep("the 30-day pilot")).toBe(`the 30${NB}day pilot`);
  });
  it("is idempotent", () => {
    const once = keep("Lieferanten-E-Mail, look-alike");
    expect(keep(once)).toBe(once);
  });
});
