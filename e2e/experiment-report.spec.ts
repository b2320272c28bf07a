import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { buildReadout } from "../src/experiments/report";
import { renderReadoutHtml } from "../src/experiments/report-html";

/**
 * The HTML readout (`npm run experiment:report -- --format html`) as a browser
 * shows it: nothing requested beyond the page, the charts drawn, the figures in
 * tables, no accessibility violation, no horizontal scrolling at 320 px, and a
 * printable page. Rendered from a readout built in the test (no server needed).
 */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const readout = buildReadout({
  experimentKey: "home-variant",
  bucketVersion: 0,
  status: "running",
  variations: [
    { key: "control", visitors: 5000 },
    { key: "landing2", visitors: 5000 },
    { key: "landing3", visitors: 5000 },
  ],
  primary: { key: "demo-request", forms: ["book-demo", "talk-to-expert", "contact"], conversions: [200, 205, 265] },
  secondary: [{ key: "newsletter", forms: ["newsletter"], conversions: [20, 24, 31] }],
  phases: [
    { index: 1, from: "2026-12-01", to: "2026-12-01", weights: [0.3334, 0.3333, 0.3333], visitors: [3800, 3850, 1100] },
    { index: 2, from: "2026-12-02", to: "2026-12-09", weights: [0.1, 0.1, 0.8], visitors: [1200, 1150, 3900] },
  ],
});
const html = renderReadoutHtml(readout);

test("the HTML readout renders offline, is accessible, reflows at 320 px and prints", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (r) => requests.push(r.url()));
  await page.setContent(html, { waitUntil: "load" });
  expect(requests).toEqual([]);

  await expect(page).toHaveTitle("Experiment readout: home-variant");
  // Two charts per metric, each drawn (points and intervals) with its text alternative.
  const charts = page.getByRole("img");
  await expect(charts).toHaveCount(4);
  for (const chart of await charts.all()) {
    const box = await chart.boundingBox();
    expect(box?.width).toBeGreaterThan(300);
    expect(await chart.locator("circle").count()).toBeGreaterThanOrEqual(2);
  }
  await expect(page.getByRole("img", { name: "demo-request (book-demo, talk-to-expert, contact): relative uplift against control" }).first()).toBeVisible();

  const primary = page.getByRole("table", { name: "Primary metric: demo-request (book-demo, talk-to-expert, contact): figures" });
  await expect(primary.getByRole("row", { name: /landing3/ })).toContainText("+32.5%");
  await expect(primary.getByRole("row", { name: /landing3/ })).toContainText("better than control");
  // Phase 2 with its own weights: no mismatch; phase 1's split (1,100 of 8,750 for landing3) is one.
  await expect(page.getByRole("table", { name: /^Phase 2/ })).toContainText("80.0%");
  await expect(page.getByRole("alert")).toContainText("Sample ratio mismatch");

  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  await page.emulateMedia({ media: "print" });
  await expect(primary).toBeVisible();
  const pdf = await page.pdf({ format: "A4" });
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  expect(requests).toEqual([]);
});
