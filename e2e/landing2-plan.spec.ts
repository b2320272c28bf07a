import { expect, type Page, test } from "@playwright/test";
import { IMPLEMENTATION_TIMELINE } from "../src/config/business-constants";
import { gotoHydrated } from "./support/hydration";
import { box } from "./support/layout";
import { LOCALES, pathFor, type TestLocale } from "./support/locales";
import { at, messages } from "./support/messages";

/**
 * A design reviewer read landing2's pilot weeks (in the pilot section) and its rollout timeline (the next section) as
 * two plans for one month. One plan now: the "Rapid deployment" section (#deployment) draws the rollout from 1024 px as
 * a chart, its phases as bars placed by IMPLEMENTATION_TIMELINE's spans over a time axis (the four weeks of month 1,
 * then months), month 1 bracketed as the 30-day pilot with the pilot's four weeks in it; narrower, the same plan as a
 * list. The pilot section above no longer repeats the weeks on landing2 or on variant 1 (which shows the pilot, then the
 * rollout, late).
 */
test.use({ locale: "en-US" });
test.describe.configure({ timeout: 120_000 });

async function resize(page: Page, width: number, height = 900) {
  await page.setViewportSize({ width, height });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The pilot's week titles, as biotechPilot.plan.weeks has them. */
const weekTitles = (locale: TestLocale) =>
  (messages(locale, "biotechPilot") as { plan: { weeks: { title: string }[] } }).plan.weeks.map((week) => week.title);

/** Where on the page a text is displayed as an element's whole text: elements with a box (not display: none, not a 1 px sr-only clip). */
function displayedWith(page: Page, text: string) {
  return page.evaluate((wanted) => {
    const squash = (value: string) => value.replace(/\s+/g, " ").trim();
    return [...document.querySelectorAll<HTMLElement>("main *")]
      .filter((element) => squash(element.textContent ?? "") === wanted && element.children.length === 0)
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        return rect.width > 1 && rect.height > 1;
      })
      .map((element) => {
        const where = element.closest("[data-testid]");
        return `${element.closest("section[id]")?.id ?? "?"}/${where?.getAttribute("data-testid") ?? "?"}`;
      });
  }, text);
}

/** The axis cell a span's boundary falls in: a week of month 1, month 1 as a whole (its first or last week), a later month. */
function axisCell(value: number, unit: "week" | "month", edge: "start" | "end"): string {
  if (unit === "week") return `week-${value}`;
  if (value === 1) return edge === "start" ? "week-1" : "week-4";
  return `month-${value}`;
}

for (const locale of LOCALES) {
  test(`landing2 at 1440 px: one plan, each bar over its span, the pilot's weeks once, in the chart (${locale})`, async ({ page }) => {
    const home = messages(locale, "home");
    const plan = messages(locale, "biotechPilot");
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, pathFor(locale, "/landing2"));
    const section = page.locator("#deployment");
    const chart = section.getByTestId("rollout-chart");
    await expect(chart).toBeVisible();
    await expect(section.getByTestId("rollout-list")).toBeHidden();
    // The pilot section no longer lists the weeks; they are the chart's first month, each displayed once.
    await expect(page.getByTestId("pilot-weeks")).toHaveCount(0);
    const lane = chart.getByTestId("pilot-lane");
    await expect(lane.getByRole("heading")).toHaveText(`${at(home, "pilot.title")} (${at(home, "timeline.axis.month").replace("{number}", "1")})`);
    const titles = weekTitles(locale);
    for (const [index, title] of titles.entries()) {
      expect(await displayedWith(page, title), title).toEqual(["deployment/pilot-lane"]);
      // Under its week on the axis, and named for assistive technology (the axis is decorative).
      const week = lane.locator(`[data-pilot-week="${index + 1}"]`);
      await expect(week).toContainText(title);
      await expect(week).toContainText(`${at(plan, "plan.week").replace("{number}", String(index + 1))}:`);
      const [cell, column] = await Promise.all([box(week), box(chart.locator(`[data-axis="week-${index + 1}"]`))]);
      expect(cell.left).toBeGreaterThanOrEqual(column.left - 1);
      expect(cell.right).toBeLessThanOrEqual(column.right + 1);
    }
    await expect(chart.locator("[data-axis]").first()).toHaveAttribute("aria-hidden", "true");

    // The bars: each starts at the axis column of its span's start and ends at its end's (an open one at the last).
    const axis = chart.locator("[data-axis]:not([data-axis='month-1'])");
    const lastColumn = await box(axis.last());
    const bars = chart.locator("[data-phase]");
    await expect(bars).toHaveCount(IMPLEMENTATION_TIMELINE.length);
    let previousTop = (await box(lane)).bottom;
    for (const phase of IMPLEMENTATION_TIMELINE) {
      const bar = chart.locator(`[data-phase="${phase.key}"]`);
      const [placed, drawn, first] = await Promise.all([
        box(bar),
        box(bar.locator("[data-phase-bar]")),
        box(chart.locator(`[data-axis="${axisCell(phase.from, phase.unit, "start")}"]`)),
      ]);
      const last = phase.to === null ? lastColumn : await box(chart.locator(`[data-axis="${axisCell(phase.to, phase.unit, "end")}"]`));
      expect(Math.abs(placed.left - first.left), `${phase.key} starts at its column`).toBeLessThanOrEqual(1);
      expect(Math.abs(placed.right - last.right), `${phase.key} ends at its column`).toBeLessThanOrEqual(1);
      // The drawn bar fills its place but for a small inset.
      expect(drawn.left - placed.left).toBeLessThanOrEqual(8);
      expect(placed.right - drawn.right).toBeLessThanOrEqual(8);
      // One row each, in the constants' order, under the pilot's lane.
      expect(placed.top).toBeGreaterThan(previousTop);
      previousTop = placed.bottom;
      const range = at(home, `timeline.range.${phase.unit}${phase.to === null ? "Open" : ""}`);
      await expect(bar.locator("[data-chip]")).toHaveText(range.replace("{from}", String(phase.from)).replace("{to}", String(phase.to)));
      await expect(bar.getByRole("heading")).toHaveText(at(home, `timeline.steps.${phase.key}.title`));
    }
    // The reviewer's examples, spelled out: go live from week 1, scale from month 3 into the open last column.
    const [goLive, scale, week1, month3] = await Promise.all([
      box(chart.locator('[data-phase="goLive"]')),
      box(chart.locator('[data-phase="scaleRoi"]')),
      box(chart.locator('[data-axis="week-1"]')),
      box(chart.locator('[data-axis="month-3"]')),
    ]);
    expect(Math.abs(goLive.left - week1.left)).toBeLessThanOrEqual(1);
    expect(Math.abs(scale.left - month3.left)).toBeLessThanOrEqual(1);
    await expect(axis.last()).toHaveText(at(home, "timeline.range.monthOpen").replace("{from}", "4"));
  });

  test(`landing2's plan fits a phone, the weeks once, in the list, no word broken, 320-1440 px (${locale})`, async ({ page }) => {
    const titles = weekTitles(locale);
    const home = messages(locale, "home");
    await page.setViewportSize({ width: 390, height: 900 });
    await gotoHydrated(page, pathFor(locale, "/landing2"));
    const section = page.locator("#deployment");
    for (const width of [320, 390, 1024, 1440]) {
      await resize(page, width);
      const form = width >= 1024 ? "rollout-chart" : "rollout-list";
      await expect(section.getByTestId(form)).toBeVisible();
      if (width < 1024) {
        await expect(section.getByTestId("rollout-chart")).toBeHidden();
        // The pilot's month grouped under the pilot's name, with its four weeks; all four phases with their periods.
        const pilot = section.getByTestId("rollout-list-pilot");
        await expect(pilot.getByRole("heading").first()).toContainText(at(home, "pilot.title"));
        await expect(pilot.locator("[data-pilot-week]")).toHaveCount(4);
        await expect(section.getByTestId("rollout-list").locator("[data-phase] [data-chip]")).toHaveCount(IMPLEMENTATION_TIMELINE.length);
        for (const title of titles) expect(await displayedWith(page, title), `${title} at ${width} px`).toEqual(["deployment/rollout-list-pilot"]);
      }
      const findings = await section.evaluate((root) => {
        const out: string[] = [];
        const viewport = document.documentElement.clientWidth;
        if (document.documentElement.scrollWidth > viewport) out.push(`page ${document.documentElement.scrollWidth} px wide`);
        for (const element of root.querySelectorAll<HTMLElement>("*")) {
          const rect = element.getBoundingClientRect();
          if (rect.width === 0 || element.closest(".sr-only")) continue;
          if (rect.right > viewport + 1 || rect.left < -1) out.push(`past the viewport: ${element.textContent?.slice(0, 40)}`);
          // Text running out of its box (a long word wider than its column).
          if (element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1) out.push(`overflows: ${element.textContent?.slice(0, 40)}`);
        }
        // A word whose first and last letters sit on different lines is broken inside (a written hyphen may end a line).
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!parent || parent.closest(".sr-only") || parent.getClientRects().length === 0) continue;
          const text = node.textContent ?? "";
          for (const match of text.matchAll(/[^\s\-\u2010\u2011]{2,}/g)) {
            const top = (offset: number) => {
              const range = document.createRange();
              range.setStart(node, offset);
              range.setEnd(node, offset + 1);
              return range.getBoundingClientRect().top;
            };
            const start = match.index ?? 0;
            if (Math.abs(top(start) - top(start + match[0].length - 1)) > 4) out.push(`word broken: ${match[0]}`);
          }
        }
        return out;
      });
      expect(findings, `${locale} at ${width} px`).toEqual([]);
    }
  });
}

test("variant 1 draws the same rollout chart right after its pilot, the weeks once", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoHydrated(page, "/?home-variant=1");
  await expect(page.locator("#pilot").getByTestId("pilot-weeks")).toHaveCount(0);
  expect(await page.locator("#pilot").evaluate((pilot) => pilot.nextElementSibling?.id)).toBe("deployment");
  await expect(page.locator("#deployment").getByTestId("rollout-chart")).toBeVisible();
  await expect(page.locator("#deployment [data-testid='rollout-chart'] [data-phase]")).toHaveCount(IMPLEMENTATION_TIMELINE.length);
});
