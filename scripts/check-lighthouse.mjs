#!/usr/bin/env node
/**
 * Page speed gate (README, "Quality gates"): Lighthouse with its mobile defaults
 * (simulated slow 4G, 4x CPU slowdown) on the key pages of the production build,
 * RUNS times each; prints the median of every category and of LCP, TBT and CLS,
 * and exits 1 when a page has performance < 95, accessibility, best practices or
 * SEO < 100, or CLS > 0.
 *
 * Usage:
 *   npm run build && npm run check:lighthouse           starts `next start` itself (free port, embedded database)
 *   npm run check:lighthouse -- --url=http://localhost:3000   audits a running server instead
 *   options: --runs=3  --pages=/,/pricing  --remeasure=0   (env: NEXT_DIST_DIR, CHROME_PATH, LIGHTHOUSE_URL, REMEASURE)
 *            --cpu-slowdown=8   a stronger CPU slowdown than the mobile default (4), to see on a fast host what a slow
 *                               one would measure (Lighthouse's CPU index halves, the slowdown doubles); a diagnostic
 *                               only: the gate is judged on the defaults
 *   A page below the gate after its runs is measured `runs` times more and judged on the median of all its runs.
 */
import { spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import * as constants from "lighthouse/core/config/constants.js";

const DEFAULT_PAGES = [
  "/",
  "/fr",
  "/product",
  "/pricing",
  "/solutions/cfo",
  "/solutions/30-day-performance-pilot",
  "/book-demo",
  "/resources",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const MIN = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const MAX_CLS = 0;

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .filter((a) => a.startsWith("--"))
    .map((a) => {
      const [key, ...rest] = a.slice(2).split("=");
      return [key, rest.join("=") || "true"];
    }),
);
const runs = Number(args.runs ?? 3);
const remeasure = (args.remeasure ?? process.env.REMEASURE ?? "1") !== "0";
const pages = args.pages ? args.pages.split(",") : DEFAULT_PAGES;
const distDir = process.env.NEXT_DIST_DIR || ".next";
const cpuSlowdown = args["cpu-slowdown"] ? Number(args["cpu-slowdown"]) : undefined;
if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1)) {
  console.error(`--cpu-slowdown must be a number of at least 1, not ${args["cpu-slowdown"]}`);
  process.exit(2);
}
const config = cpuSlowdown
  ? {
      extends: "lighthouse:default",
      settings: { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } },
    }
  : undefined;
// Same flags as playwright.config.ts: the closed network here floods without them.
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "localhost", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

/** Starts the production server on a free port with its own embedded database; returns its URL and a stop function. */
async function startServer() {
  if (!existsSync(join(distDir, "BUILD_ID"))) {
    console.error(`No production build in ${distDir}: run \`npm run build\` first (or pass --url).`);
    process.exit(2);
  }
  const port = await freePort();
  const dataDir = join(".data", `lighthouse-${port}`);
  const child = spawn(join("node_modules", ".bin", "next"), ["start", "-p", String(port), "-H", "localhost"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      NEXT_DIST_DIR: distDir,
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.LIGHTHOUSE_DATABASE_URL ?? "",
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const url = `http://localhost:${port}`;
  await waitFor(`${url}/pricing`, 120_000);
  return {
    url,
    stop: () => {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function main() {
  const given = args.url ?? process.env.LIGHTHOUSE_URL;
  const server = given ? { url: given.replace(/\/$/, ""), stop: () => {} } : await startServer();
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
  const rows = [];
  const failures = [];
  try {
    for (const path of pages) {
      const url = `${server.url}${path}`;
      const results = [];
      const measure = async (count) => {
        const target = results.length + count;
        for (let attempt = 0; results.length < target; attempt++) {
          const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES }, config);
          const lhr = result?.lhr;
          if (lhr && !lhr.runtimeError) {
            results.push(lhr);
            continue;
          }
          // Trace recording fails now and then under load (NO_NAVSTART): retry, but not forever.
          const reason = lhr?.runtimeError?.message ?? "no result";
          if (attempt >= count + 2) throw new Error(`Lighthouse failed on ${url}: ${reason}`);
          console.error(`  ${path}: run failed (${reason}), retrying`);
        }
      };
      const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const summarize = () => {
        const row = { page: path };
        for (const id of CATEGORIES) row[id] = median(results.map((r) => score(r, id)));
        row["LCP ms"] = Math.round(median(results.map((r) => metric(r, "largest-contentful-paint"))));
        row["TBT ms"] = Math.round(median(results.map((r) => metric(r, "total-blocking-time"))));
        row.CLS = Number(median(results.map((r) => metric(r, "cumulative-layout-shift"))).toFixed(3));
        // Lighthouse's host CPU benchmark: a busy machine scores lower and inflates simulated TBT/LCP.
        row["CPU index"] = Math.round(median(results.map((r) => r.environment?.benchmarkIndex ?? 0)));
        row["performance per run"] = results.map((r) => score(r, "performance")).join(" ");
        return row;
      };
      const meetsGate = (row) => CATEGORIES.every((id) => row[id] >= MIN[id]) && row.CLS <= MAX_CLS;

      await measure(runs);
      let row = summarize();
      // Simulated LCP swings by a second between runs of the same page (whether the framework's scripts finish
      // loading before the first paint is a race on a fast host). A page below the gate is measured again, as many
      // runs, and judged on the median of all of them (README, "Quality gates"); REMEASURE=0 judges the first runs.
      if (!meetsGate(row) && remeasure) {
        console.error(`  ${path}: below the gate after ${runs} runs (performance ${row["performance per run"]}): ${runs} more`);
        await measure(runs);
        row = summarize();
      }
      rows.push(row);
      console.error(`  ${path}: ${CATEGORIES.map((c) => `${c} ${row[c]}`).join(", ")}, CLS ${row.CLS}`);

      for (const id of CATEGORIES) {
        if (row[id] >= MIN[id]) continue;
        // The audits that cost points, from the worst run.
        const worst = results.reduce((a, b) => (score(a, id) <= score(b, id) ? a : b));
        const lost = worst.categories[id].auditRefs
          .filter((ref) => ref.weight > 0 && (worst.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => {
            const audit = worst.audits[ref.id];
            // For console errors and issues, name the first one (source and text).
            const first = audit.details?.items?.[0];
            const what = first ? `: ${[first.source, first.description ?? first.issueType].filter(Boolean).join(" ").slice(0, 160)}` : "";
            return `${ref.id} (${audit.displayValue ?? audit.score}${what})`;
          });
        failures.push(`${path}: ${id} ${row[id]} < ${MIN[id]}; audits below 1: ${lost.join(", ") || "none listed"}`);
        console.error(`    ${failures.at(-1)}`);
      }
      if (row.CLS > MAX_CLS) failures.push(`${path}: CLS ${row.CLS} > ${MAX_CLS}`);
    }
  } finally {
    await chrome.kill();
    server.stop();
  }

  const mode = cpuSlowdown ? `mobile defaults but a ${cpuSlowdown}x CPU slowdown` : "mobile defaults";
  console.log(`Lighthouse (${mode}), median of ${runs} run(s) per page (${2 * runs} for a page measured again), ${server.url}`);
  console.table(rows);
  if (failures.length) {
    console.error(`\nBelow the gate:\n  ${failures.join("\n  ")}`);
    process.exit(1);
  }
  console.log("Every page meets the gate.");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
