#!/usr/bin/env node
/**
 * Page speed gate (docs/lighthouse-gate.md): Lighthouse's mobile defaults (simulated slow 4G) on the key pages of
 * the production build, with the CPU slowdown CALIBRATED to the host, so the emulated device is the same on every
 * machine and the verdict is the page's, not the host's.
 *
 * Each run gathers the page once (Lighthouse's simulated throttling records it unthrottled), reads the CPU benchmark
 * index Lighthouse measured in that same run, and audits the same artifacts twice:
 *   - calibrated: cpuSlowdownMultiplier = host index / TARGET_INDEX (the emulated device has index TARGET_INDEX on
 *     every host). This is what gates.
 *   - defaults:   Lighthouse's own 4x, printed as the absolute figure on this host, never gating.
 * Lantern scales every main-thread task linearly by the multiplier, and the index is linear in CPU speed, so a host
 * twice as slow gets half the multiplier and the same simulated task durations.
 *
 * Gate: calibrated performance >= 95, accessibility / best practices / SEO = 100, CLS = 0, on the median of RUNS
 * runs; a page below is measured RUNS times more and judged on all of them.
 *
 * Usage:
 *   npm run build && npm run check:lighthouse           starts server.mjs itself (free port, embedded database)
 *   npm run check:lighthouse -- --url=http://localhost:3000   audits a running server instead
 *   options: --runs=3  --pages=/,/pricing  --remeasure=0  --target-index=750
 *            (env: NEXT_DIST_DIR, CHROME_PATH, LIGHTHOUSE_URL, REMEASURE, LIGHTHOUSE_TARGET_INDEX)
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import * as constants from "lighthouse/core/config/constants.js";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";

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
/**
 * The emulated device: Lighthouse CPU benchmark index 750. It is what the former gate's fixed 4x emulated on the host
 * where its figures were taken (index 2,800-3,200), so the bar is the one the pages were built against, now on every
 * host. Lighthouse's own calculator (docs/throttling.md) puts its reference mid-tier phone lower, near 400: the
 * printed "defaults" column shows the pages there too.
 */
const TARGET_INDEX = Number(args["target-index"] ?? process.env.LIGHTHOUSE_TARGET_INDEX ?? 750);
if (!(TARGET_INDEX >= 100)) {
  console.error(`--target-index must be a number of at least 100, not ${args["target-index"]}`);
  process.exit(2);
}
/** Below this multiplier the host is slower than the emulated device by more than 4x: too slow to say anything. */
const MIN_MULTIPLIER = 0.25;
const DEFAULT_MULTIPLIER = constants.throttling.mobileSlow4G.cpuSlowdownMultiplier;
const configFor = (multiplier) => ({
  extends: "lighthouse:default",
  settings: {
    onlyCategories: CATEGORIES,
    throttlingMethod: "simulate",
    throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: multiplier },
  },
});
const calibratedMultiplier = (hostIndex, target = TARGET_INDEX) => hostIndex / target;
/**
 * The index is measured once, at the start of the run; the multiplier is right only if the host kept that speed while
 * the page loaded. The same benchmark, run here just before and just after the gathering, tells: a run where the two
 * differ by more than this ratio (another process took the CPU in bursts) is measured again.
 */
const MAX_SPEED_CHANGE = 1.3;
const UNSTABLE_RETRIES = 4;

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
  const child = spawn(process.execPath, ["server.mjs", "-p", String(port), "-H", "localhost"], {
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

/**
 * One run: gather once, then audit the same artifacts with the calibrated multiplier and with the defaults.
 * Returns { calibrated, defaults, index, multiplier } (two LHRs) or throws with Lighthouse's reason.
 */
async function runOnce(url, port, dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const flags = { port, output: "json", logLevel: "error" };
  const before = pageFunctions.computeBenchmarkIndex();
  // Simulated throttling gathers unthrottled; the multiplier only enters when the audits simulate the trace.
  await lighthouse(url, { ...flags, gatherMode: dir }, configFor(DEFAULT_MULTIPLIER));
  const after = pageFunctions.computeBenchmarkIndex();
  const speedChange = Math.max(before, after) / Math.min(before, after);
  const artifactsPath = join(dir, "artifacts.json");
  if (!existsSync(artifactsPath)) throw new Error("no artifacts gathered");
  const artifacts = JSON.parse(readFileSync(artifactsPath, "utf8"));
  const index = artifacts.BenchmarkIndex;
  if (!(index > 0)) throw new Error("Lighthouse measured no CPU benchmark index");
  const multiplier = calibratedMultiplier(index);
  if (multiplier < MIN_MULTIPLIER) {
    throw new Error(`host CPU index ${Math.round(index)} is over 4x slower than the emulated device (${TARGET_INDEX})`);
  }
  // Lighthouse refuses to audit with settings other than the gathered ones: record the multiplier in the artifacts.
  const auditWith = async (cpuSlowdownMultiplier) => {
    artifacts.settings.throttling = { ...artifacts.settings.throttling, cpuSlowdownMultiplier };
    writeFileSync(artifactsPath, JSON.stringify(artifacts));
    const result = await lighthouse(url, { ...flags, auditMode: dir }, configFor(cpuSlowdownMultiplier));
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) throw new Error(lhr?.runtimeError?.message ?? "no result");
    return lhr;
  };
  const calibrated = await auditWith(multiplier);
  const defaults = await auditWith(DEFAULT_MULTIPLIER);
  return { calibrated, defaults, index, multiplier, stable: speedChange <= MAX_SPEED_CHANGE };
}

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN;
const meetsGate = (row) => CATEGORIES.every((id) => row[id] >= MIN[id]) && row.CLS <= MAX_CLS;

async function main() {
  const given = args.url ?? process.env.LIGHTHOUSE_URL;
  const server = given ? { url: given.replace(/\/$/, ""), stop: () => {} } : await startServer();
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
  const workDir = join(".data", `lighthouse-artifacts-${process.pid}`);
  const rows = [];
  const failures = [];
  const started = Date.now();
  try {
    for (const path of pages) {
      const url = `${server.url}${path}`;
      const results = [];
      const measure = async (count) => {
        const target = results.length + count;
        let unstable = 0;
        for (let attempt = 0; results.length < target; attempt++) {
          try {
            const result = await runOnce(url, chrome.port, workDir);
            if (!result.stable && unstable < UNSTABLE_RETRIES) {
              unstable++;
              console.error(`  ${path}: the host's speed changed during the run by more than ${MAX_SPEED_CHANGE}x: measuring again`);
              continue;
            }
            results.push(result);
          } catch (error) {
            // Trace recording fails now and then under load (NO_NAVSTART): retry, but not forever.
            if (attempt >= count + 2) throw new Error(`Lighthouse failed on ${url}: ${error.message}`);
            console.error(`  ${path}: run failed (${error.message}), retrying`);
          }
        }
      };
      const summarize = () => {
        const calibrated = results.map((r) => r.calibrated);
        const row = { page: path };
        for (const id of CATEGORIES) row[id] = median(calibrated.map((r) => score(r, id)));
        row["LCP ms"] = Math.round(median(calibrated.map((r) => metric(r, "largest-contentful-paint"))));
        row["TBT ms"] = Math.round(median(calibrated.map((r) => metric(r, "total-blocking-time"))));
        row.CLS = Number(median(calibrated.map((r) => metric(r, "cumulative-layout-shift"))).toFixed(3));
        row["perf per run"] = calibrated.map((r) => score(r, "performance")).join(" ");
        // The host: Lighthouse's CPU index per run, the multiplier it gave, and the score at Lighthouse's fixed 4x.
        row["CPU index"] = results.map((r) => `${Math.round(r.index)}${r.stable ? "" : "~"}`).join(" ");
        row.slowdown = results.map((r) => r.multiplier.toFixed(1)).join(" ");
        row[`perf @${DEFAULT_MULTIPLIER}x`] = median(results.map((r) => score(r.defaults, "performance")));
        return row;
      };

      await measure(runs);
      let row = summarize();
      // Simulated LCP swings between runs of the same page (whether the framework's scripts finish loading before the
      // first paint is a race): a page below the gate is measured as many runs again and judged on all of them.
      if (!meetsGate(row) && remeasure) {
        console.error(`  ${path}: below the gate after ${runs} runs (performance ${row["perf per run"]}): ${runs} more`);
        await measure(runs);
        row = summarize();
      }
      rows.push(row);
      console.error(
        `  ${path}: ${CATEGORIES.map((c) => `${c} ${row[c]}`).join(", ")}, CLS ${row.CLS} (CPU index ${row["CPU index"]}, slowdown ${row.slowdown})`,
      );

      for (const id of CATEGORIES) {
        if (row[id] >= MIN[id]) continue;
        // The audits that cost points, from the worst calibrated run.
        const worst = results.map((r) => r.calibrated).reduce((a, b) => (score(a, id) <= score(b, id) ? a : b));
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
    rmSync(workDir, { recursive: true, force: true });
  }

  console.log(
    `Lighthouse, mobile defaults with the CPU slowdown calibrated to an emulated device of CPU index ${TARGET_INDEX} ` +
      `(slowdown = host index / ${TARGET_INDEX}), median of ${runs} run(s) per page (${2 * runs} for a page measured again), ` +
      `${server.url}, ${Math.round((Date.now() - started) / 1000)} s. "perf @${DEFAULT_MULTIPLIER}x" is Lighthouse's fixed default on this host: printed, not gated.`,
  );
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
