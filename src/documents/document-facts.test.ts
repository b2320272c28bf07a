import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { routing } from "@/i18n/routing";
import { DOCUMENTS } from "./build-documents";
import { documentNameOf, documentPageCount } from "./document-facts";
import { DOCUMENT_NAMES } from "./document-names";

describe("document facts", () => {
  it("names the document behind a PDF link, and nothing else", () => {
    expect(documentNameOf("/security-brief.pdf")).toBe("security-brief");
    expect(documentNameOf("/ap-evidence-pack-checklist.pdf")).toBe("ap-evidence-pack-checklist");
    expect(documentNameOf("/unknown.pdf")).toBeNull();
    expect(documentNameOf("/security-brief")).toBeNull();
    expect(documentNameOf("/fr/security-brief.pdf")).toBeNull();
  });

  for (const locale of routing.locales) {
    it(`counts the pages of each PDF as built in ${locale}`, async () => {
      for (const name of DOCUMENT_NAMES) {
        const expected = (await PDFDocument.load(await DOCUMENTS[name](locale))).getPageCount();
        const count = await documentPageCount(name, locale);
        expect(count, `${name} (${locale})`).toBe(expected);
        expect(Number.isInteger(count) && count >= 1).toBe(true);
        // Counted once: the second call gives the same answer.
        expect(await documentPageCount(name, locale)).toBe(count);
      }
    });
  }
});
