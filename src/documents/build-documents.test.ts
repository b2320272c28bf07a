import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { DOCUMENTS, type DocumentName } from "./build-documents";

describe("downloadable documents", () => {
  for (const name of Object.keys(DOCUMENTS) as DocumentName[]) {
    it(`${name}.pdf is a real, loadable PDF titled from the English messages`, async () => {
      const bytes = await DOCUMENTS[name]();
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
      expect(bytes.byteLength).toBeGreaterThan(1024);
      const doc = await PDFDocument.load(bytes);
      expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
      const title = doc.getTitle() ?? "";
      expect(title.length).toBeGreaterThan(5);
      expect(title).not.toMatch(/\{|\}|MISSING/);
    });
  }

  it("the security brief states the illustrative security score", async () => {
    const { buildSecurityBrief } = await import("./build-documents");
    const doc = await PDFDocument.load(await buildSecurityBrief());
    expect(doc.getTitle()).toBe("Security built for the people who sign off on payments");
  });
});
