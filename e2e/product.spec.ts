import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";

const STEPS = 7;
const demo = (page: Page) => page.getByRole("region", { name: "Live processing demo" });

/** Loads /product with a fake clock, waits for the demo to hydrate, then freezes time. */
async function openDemo(page: Page, path = "/product") {
  await page.clock.install({ time: new Date("2026-01-05T09:00:00Z") });
  await gotoHydrated(page, path);
  await expect(page.locator('[data-ready="true"]')).toBeAttached();
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}

async function currentStep(page: Page): Promise<number> {
  const text = (await demo(page).getByTestId("demo-step").getByText(/^Step \d of 7$/).textContent()) ?? "";
  return Number(text.match(/Step (\d)/)?.[1]);
}

async function expectStep(page: Page, step: number) {
  await expect(demo(page).getByText(`Step ${step} of ${STEPS}`, { exact: true })).toBeVisible();
}

const next = (step: number) => (step % STEPS) + 1;

test.describe("/product live demo", () => {
  test("auto-advances every 4 s and wraps after 7 steps; risk drives the flagged badge", async ({ page }) => {
    await openDemo(page);
    await expect(demo(page).getByRole("button", { name: "Pause the simulation" })).toBeVisible();
    const start = await currentStep(page);
    let step = start;
    const seen = new Set<string>();
    for (let i = 0; i < STEPS; i++) {
      await page.clock.runFor(4_000);
      step = next(step);
      await expectStep(page, step);
      seen.add((await page.getByTestId("risk-badge").getAttribute("data-risk")) ?? "");
    }
    // Back where it started after a full cycle (7 -> 1 included).
    expect(step).toBe(start);
    expect([...seen].sort()).toEqual(["high", "low", "medium"]);
    // Auto-advance is not announced.
    await expect(demo(page).locator("[aria-live=polite]")).toHaveText("");
  });

  test("counters refresh every 2 s while playing", async ({ page }) => {
    await openDemo(page);
    const processed = demo(page).locator('[data-counter="processed"] dd');
    const before = await processed.textContent();
    await page.clock.runFor(2_000);
    await expect(processed).not.toHaveText(before ?? "");
    expect(Number((await processed.textContent())?.replace(/\D/g, ""))).toBeGreaterThan(1247);
  });

  test("Next, Previous and the dots pause it; navigation is announced", async ({ page }) => {
    await openDemo(page);
    const region = demo(page);
    await region.getByRole("button", { name: "Go to step 1: Ingest" }).click();
    await expectStep(page, 1);
    await expect(region.getByRole("button", { name: "Play the simulation" })).toBeVisible();
    await expect(region.locator("[aria-live=polite]")).toHaveText("Step 1 of 7: Ingest");
    await expect(page.getByTestId("risk-badge")).toHaveText("Risk: low");

    await region.getByRole("button", { name: "Next step" }).click();
    await region.getByRole("button", { name: "Next step" }).click();
    // Step 3, risk analysis: the hero invoice's changed bank account is the high-risk signal.
    await expectStep(page, 3);
    await expect(page.getByTestId("risk-badge")).toHaveText("Risk: high");
    await expect(region.locator('[data-counter="flagged"]')).toHaveClass(/red/);
    await expect(region.locator("[aria-live=polite]")).toHaveText("Step 3 of 7: Risk analysis");
    // Paused: time passes, nothing moves.
    const counters = await region.getByTestId("demo-counters").textContent();
    await page.clock.runFor(12_000);
    await expectStep(page, 3);
    expect(await region.getByTestId("demo-counters").textContent()).toBe(counters);

    await region.getByRole("button", { name: "Go to step 1: Ingest" }).click();
    await region.getByRole("button", { name: "Previous step" }).click();
    await expectStep(page, 7);
    await expect(region.getByRole("button", { name: /Go to step 7/ })).toHaveAttribute("aria-current", "step");
    await expect(region.locator("[aria-live=polite]")).toHaveText("Step 7 of 7: Evidence");
  });

  test("the start/pause control toggles auto-advance", async ({ page }) => {
    await openDemo(page);
    const region = demo(page);
    await region.getByRole("button", { name: "Pause the simulation" }).click();
    const paused = await currentStep(page);
    await page.clock.runFor(9_000);
    await expectStep(page, paused);
    await region.getByRole("button", { name: "Play the simulation" }).click();
    await expect(region.getByRole("button", { name: "Pause the simulation" })).toBeVisible();
    await page.clock.runFor(4_000);
    await expectStep(page, next(paused));
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("starts paused and does not advance", async ({ page }) => {
      await openDemo(page);
      const region = demo(page);
      await expect(region.getByRole("button", { name: "Play the simulation" })).toBeVisible();
      await page.clock.runFor(12_000);
      await expectStep(page, 1);
      await expect(region.locator('[data-counter="processed"] dd')).toHaveText("1,247");
    });
  });
});

test.describe("/product sections", () => {
  test("modules, integrations and roadmap anchors; ERP support from the constants", async ({ page }) => {
    const response = await gotoHydrated(page, "/product");
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    for (const id of ["modules", "integrations", "roadmap"]) await expect(page.locator(`#${id}`)).toBeVisible();
    await expect(page.locator('[data-erp="live"]')).toContainText("Live today: one ERP family");
    // The further ERP families' announced window has passed: the card asks for their status instead of showing it.
    await expect(page.locator('[data-erp="slated"]')).toContainText("3 more ERP families are on the roadmap: ask us for their current status");
    await expect(page.locator("#live-demo")).toContainText("Illustrative");
  });

  test("French and German pages format the counters per locale", async ({ page }) => {
    await gotoHydrated(page, "/fr/product");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.locator('[data-counter="processed"] dd')).toHaveText(/^1[\u202f\u00a0 ]\d{3}$/);
    await expect(page.locator('[data-counter="average"] dd')).toContainText(",");
    await expect(page.getByRole("button", { name: "Étape suivante" })).toBeVisible();
    await gotoHydrated(page, "/de/product");
    await expect(page.locator('[data-counter="processed"] dd')).toHaveText(/^1\.\d{3}$/);
    for (const id of ["modules", "integrations", "roadmap"]) await expect(page.locator(`#${id}`)).toBeVisible();
    const body = await page.locator("body").innerText();
    expect(body).not.toMatch(/MISSING_MESSAGE|\bproduct\.[a-zA-Z]+\.[a-zA-Z]/);
  });
});
