import { expect, test } from "@playwright/test";
import { PREFIXED_LOCALES } from "../src/i18n/locales";

const DOCUMENTS = [
  "/security-brief.pdf",
  "/compliance-brief.pdf",
  "/cfo-fraud-prevention-playbook.pdf",
  "/ap-evidence-pack-checklist.pdf",
];

test.describe("downloadable documents are real PDFs", () => {
  for (const path of DOCUMENTS) {
    test(path, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("application/pdf");
      const body = await response.body();
      expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(body.byteLength).toBeGreaterThan(1024);
      expect(body.subarray(-1024).toString("latin1")).toContain("%%EOF");
      expect(response.headers()["content-language"]).toBe("en");
      // Each locale has its own document: /fr/... is French, not the English bytes.
      for (const locale of PREFIXED_LOCALES) {
        const localized = await request.get(`/${locale}${path}`, { maxRedirects: 0 });
        expect(localized.status(), `/${locale}${path}`).toBe(200);
        expect(localized.headers()["content-type"]).toContain("application/pdf");
        expect(localized.headers()["content-language"]).toBe(locale);
        expect(localized.headers().link).toContain(`<${path}>; rel="alternate"; hreflang="en"`);
        const localizedBody = await localized.body();
        expect(localizedBody.subarray(0, 5).toString("latin1")).toBe("%PDF-");
        expect(localizedBody.equals(body), `/${locale}${path} differs from the English PDF`).toBe(false);
      }
    });
  }

  test("pages link to the PDF in their own language, with hreflang", async ({ request }) => {
    const html = await (await request.get("/de/security")).text();
    expect(html).toMatch(/href="\/de\/security-brief\.pdf" hrefLang="de"|hrefLang="de"[^>]*href="\/de\/security-brief\.pdf"/i);
    const english = await (await request.get("/security")).text();
    expect(english).toContain('href="/security-brief.pdf"');
    const resources = await (await request.get("/es/resources")).text();
    for (const path of ["/cfo-fraud-prevention-playbook.pdf", "/ap-evidence-pack-checklist.pdf"]) {
      expect(resources).toContain(`href="/es${path}"`);
    }
  });
});
