import { describe, expect, it } from "vitest";
import { DOCUMENT_NAMES } from "@/documents/document-names";
import { localeRedirects, localeRewrites } from "@/i18n/path-rules";
import { routing } from "@/i18n/routing";
import { GET, generateStaticParams } from "./route";

const get = (locale: string, document: string) => GET(new Request("http://localhost/"), { params: Promise.resolve({ locale, document }) });

describe("the one PDF route", () => {
  it("is prerendered for every document in every locale", () => {
    const params = generateStaticParams();
    expect(params).toHaveLength(DOCUMENT_NAMES.length * routing.locales.length);
    for (const locale of routing.locales) {
      for (const document of DOCUMENT_NAMES) expect(params).toContainEqual({ locale, document });
    }
  });

  for (const document of DOCUMENT_NAMES) {
    it(`serves ${document} as a PDF in each locale`, async () => {
      for (const locale of routing.locales) {
        const response = await get(locale, document);
        expect(response.status, `${locale}/${document}`).toBe(200);
        expect(response.headers.get("content-type")).toBe("application/pdf");
        expect(response.headers.get("content-language")).toBe(locale);
        const bytes = new Uint8Array(await response.arrayBuffer());
        expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
      }
    });
  }

  it("answers 404 to an unknown document or locale", async () => {
    expect((await get("en", "annual-report")).status).toBe(404);
    expect((await get("en", "security-brief.pdf")).status).toBe(404);
    expect((await get("it", "security-brief")).status).toBe(404);
  });

  it("is reached from each public URL (/security-brief.pdf, /fr/security-brief.pdf ...), and its own path redirects there", () => {
    const rewrites = localeRewrites();
    const redirects = localeRedirects();
    for (const document of DOCUMENT_NAMES) {
      expect(rewrites).toContainEqual({ source: `/${document}.pdf`, destination: `/en/documents/${document}` });
      expect(redirects).toContainEqual({ source: `/documents/${document}`, destination: `/${document}.pdf`, permanent: true });
      for (const locale of routing.locales.filter((l) => l !== routing.defaultLocale)) {
        expect(rewrites).toContainEqual({ source: `/${locale}/${document}.pdf`, destination: `/${locale}/documents/${document}` });
        expect(redirects).toContainEqual({
          source: `/${locale}/documents/${document}`,
          destination: `/${locale}/${document}.pdf`,
          permanent: true,
        });
      }
    }
  });
});
