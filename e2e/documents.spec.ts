import { expect } from "@playwright/test";
import { test } from "./support/fixtures";

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
      // A locale-prefixed link still reaches the one PDF.
      const prefixed = await request.get(`/fr${path}`);
      expect(prefixed.status()).toBe(200);
      expect(prefixed.headers()["content-type"]).toContain("application/pdf");
    });
  }

  test("pages link to the PDFs without a locale prefix", async ({ request }) => {
    const html = await (await request.get("/de/security")).text();
    expect(html).toContain('href="/security-brief.pdf"');
    const resources = await (await request.get("/es/resources")).text();
    for (const path of ["/cfo-fraud-prevention-playbook.pdf", "/ap-evidence-pack-checklist.pdf"]) {
      expect(resources).toContain(`href="${path}"`);
    }
  });
});
