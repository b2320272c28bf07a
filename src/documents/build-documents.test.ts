import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { loadMessages } from "@/i18n/messages";
import { routing } from "@/i18n/routing";
import { DOCUMENTS, type DocumentName, documentResponse } from "./build-documents";

describe("downloadable documents", () => {
  for (const name of Object.keys(DOCUMENTS) as DocumentName[]) {
    for (const locale of routing.locales) {
      it(`${name}.pdf (${locale}) is a real, loadable PDF in that language, every character drawable`, async () => {
        const missing = new Set<string>();
        const bytes = await DOCUMENTS[name](locale, { onMissingGlyph: (ch) => missing.add(ch) });
        expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
        expect(bytes.byteLength).toBeGreaterThan(1024);
        const doc = await PDFDocument.load(bytes);
        expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
        const title = doc.getTitle() ?? "";
        expect(title.length).toBeGreaterThan(5);
        expect(title).not.toMatch(/\{|\}|MISSING/);
        // The font covers the language: nothing of the text was dropped.
        expect([...missing]).toEqual([]);
      });
    }
  }

  it("each locale gets its own document, titled from its own messages", async () => {
    const { buildSecurityBrief } = await import("./build-documents");
    const titles = new Map<string, string>();
    for (const locale of routing.locales) {
      const doc = await PDFDocument.load(await buildSecurityBrief(locale));
      const expected = (await loadMessages(locale)).security.hero.title;
      // PDF metadata is drawn in WinAnsi: the narrow no-break space becomes a space.
      expect(doc.getTitle()).toBe(expected.replaceAll("\u202f", " "));
      titles.set(locale, doc.getTitle() ?? "");
    }
    expect(titles.get("en")).toBe("Security built for the people who sign off on payments");
    expect(new Set(titles.values()).size).toBe(routing.locales.length);
  });

  it("the response names its language and links the other languages' versions", async () => {
    const response = await documentResponse("security-brief", "de");
    expect(response.headers.get("content-language")).toBe("de");
    expect(response.headers.get("content-disposition")).toBe('inline; filename="security-brief-de.pdf"');
    const link = response.headers.get("link") ?? "";
    for (const [lang, href] of [
      ["en", "/security-brief.pdf"],
      ["fr", "/fr/security-brief.pdf"],
      ["de", "/de/security-brief.pdf"],
      ["es", "/es/security-brief.pdf"],
      ["x-default", "/security-brief.pdf"],
    ]) {
      expect(link).toContain(`<${href}>; rel="alternate"; hreflang="${lang}"`);
    }
  });
});
