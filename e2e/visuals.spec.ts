import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";
import { pathFor } from "./support/locales";

/**
 * Product scenes drawn in code: server-rendered HTML + inline SVG, aria-hidden with one visually hidden,
 * translated caption, no raster images, and still under prefers-reduced-motion.
 */
// English Accept-Language for `/` (the proxy negotiates the locale there); `?home-variant=1` pins the home variant.
test.use({ locale: "en-US" });

const SCENES = [
  { path: "/", testId: "hero-scene", scenario: "hold" },
  { path: "/landing2", testId: "hero-scene", scenario: "allow" },
  { path: "/landing3", testId: "hero-scene", scenario: "verify" },
  { path: "/product", testId: "product-pipeline-hero", scenario: "attest" },
  { path: "/security", testId: "security-audit-stream" },
  { path: "/solutions/erp-posting-guard", testId: "erp-scene" },
  { path: "/fraud-readiness-check", testId: "fraud-sample-result" },
  { path: "/book-demo", testId: "book-demo-visual" },
  { path: "/security", testId: "deployment-diagram-multiTenant" },
  { path: "/security", testId: "sod-diagram" },
  { path: "/resources", testId: "resources-library-scene" },
  { path: "/resources", testId: "resources-briefing-scene" },
  { path: "/resources/cfo", testId: "resources-collection-scene" },
  { path: "/resources/cio-ciso", testId: "resources-collection-scene" },
  { path: "/product", testId: "product-analytics-scene" },
  { path: "/product", testId: "product-payments-scene" },
] as const;

test.describe("product scenes", () => {
  // Two page loads and a request per test.
  test.describe.configure({ timeout: 90_000 });
  for (const scene of SCENES) {
    test(`${scene.path} (${scene.testId}): a drawn scene with a translated caption`, async ({ page, request }) => {
      // Server-rendered: the scene is in the HTML before any script runs.
      const query = scene.path === "/" ? "?home-variant=1" : "";
      const html = await (await request.get(`${scene.path}${query}`)).text();
      expect(html).toContain(`data-testid="${scene.testId}"`);

      await gotoHydrated(page, `${scene.path}${query}`);
      const figure = page.getByTestId(scene.testId);
      await expect(figure).toBeVisible();
      if ("scenario" in scene) await expect(figure).toHaveAttribute("data-scene", scene.scenario);
      await expect(figure.locator(":scope > div")).toHaveAttribute("aria-hidden", "true");
      await expect(figure.locator("svg").first()).toBeAttached();
      await expect(figure.locator("img, canvas, picture")).toHaveCount(0);
      const caption = figure.locator("figcaption");
      await expect(caption).toHaveClass(/sr-only/);
      const english = (await caption.textContent()) ?? "";
      expect(english.length).toBeGreaterThan(40);

      await gotoHydrated(page, `${pathFor("de", scene.path)}${query}`);
      const german = (await page.getByTestId(scene.testId).locator("figcaption").textContent()) ?? "";
      expect(german.length).toBeGreaterThan(40);
      expect(german).not.toBe(english);
    });
  }

  test("the pipeline explorer draws each step (no grid of labels), captioned with the step's translated title", async ({ page }) => {
    await gotoHydrated(page, "/landing2");
    const tabs = page.getByRole("tablist", { name: "Invoice pipeline steps" }).getByRole("tab");
    // Extraction shows what is read from the sample invoice instead (below); risk and analytics have panels of their own.
    const drawn = { 0: "ingest", 3: "erp", 4: "attest", 5: "release", 6: "evidence" } as const;
    for (const [index, step] of Object.entries(drawn)) {
      await tabs.nth(Number(index)).click();
      const scene = page.locator("#pipeline").getByRole("tabpanel").getByTestId("pipeline-scene");
      await expect(scene).toHaveAttribute("data-scene", step);
      await expect(scene.locator(":scope > div")).toHaveAttribute("aria-hidden", "true");
      await expect(scene.locator("svg path, svg rect").first()).toBeVisible();
      const title = (await page.locator("#pipeline").getByRole("tabpanel").getByRole("heading", { level: 3 }).textContent()) ?? "";
      await expect(scene.locator("figcaption")).toHaveText(title);
    }
    await tabs.nth(1).click();
    const sample = page.locator("#pipeline").getByRole("tabpanel").getByTestId("extraction-sample");
    await expect(sample).toContainText("INV-20418");
    await expect(sample).toContainText("$48,260.00");
    await expect(sample).toContainText("PO-4500-1182");
    await expect(sample).toContainText("Illustrative");
  });

  test("the hero scene moves only without a reduced-motion preference", async ({ page }) => {
    await gotoHydrated(page, "/?home-variant=1");
    const scan = page.getByTestId("hero-scene").locator(".scene-scan");
    for (const reducedMotion of ["no-preference", "reduce"] as const) {
      await page.emulateMedia({ reducedMotion });
      const animation = await scan.evaluate((el) => getComputedStyle(el).animationName);
      expect(animation, reducedMotion).toBe(reducedMotion === "reduce" ? "none" : "scene-scan");
    }
  });
});
