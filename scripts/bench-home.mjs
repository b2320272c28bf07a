#!/usr/bin/env node
/**
 * Home experiment throughput benchmark (not a test): `npm run bench:home`.
 *
 * Starts server.mjs (`npm start`'s server) on the production build (NEXT_DIST_DIR, default .next;
 * run `npm run build` first) unless BENCH_URL points at a running server, then
 * measures with autocannon:
 *   - GET /             first visit (no cookies: the proxy negotiates the locale,
 *                       creates the visitor id, buckets, sets two cookies; the
 *                       three variants mixed)
 *   - GET /             returning visitor (id cookie and sticky variant 2: the
 *                       baseline's HTML through the proxy)
 *   - GET /pricing      an English page routed by the config rewrite (no proxy)
 *   - GET /landing2     baseline: the prerendered home variant 2, i.e. the same
 *                       HTML `/` serves to variant-2 visitors, reached through the
 *                       config rewrite to /en/landing2 without invoking the proxy
 *                       (the matcher only covers the locale roots).
 *   - POST /api/experiments/view
 *                       the count a browser sends once it has shown the home page
 *                       (the viewed assignment in `attestra_home_seen`, as the
 *                       browser copies it from `attestra_home_served`; no
 *                       `attestra_home_counted` cookie, so each request counts once)
 * and prints req/s, p99 latency and each scenario's ratio to the baseline.
 *
 * When it starts its own server, that server writes to a fresh embedded database (DATA_DIR under .data/,
 * DATABASE_URL unset) and, once stopped (SIGTERM: the server flushes its assignment counts on the way out), the
 * bench reads the assignment counts back with `experiment:report --format json` and prints them against what it
 * sent. The proxy counts nothing (a cookie-less GET / is what curl and scanners send too): only the views a browser
 * reports are counted. So the count must equal the views answered `counted: true`, no more than 5 % lost, and never
 * more than those views plus the requests in flight when autocannon stopped (one per connection): more would mean
 * the first visits were counted too.
 *
 * Env: BENCH_URL, BENCH_PORT (3299), BENCH_DURATION seconds (10), BENCH_CONNECTIONS (10).
 */
import { spawn } from "node:child_process";
import autocannon from "autocannon";
import { benchSeconds, buildSiteUrl } from "./bench-support.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3299);
const DURATION = benchSeconds();
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const base = process.env.BENCH_URL ?? `http://localhost:${PORT}`;

async function waitFor(url, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(url, { redirect: "manual" });
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server at ${url} did not start`);
}

function run(title, path, headers, method = "GET") {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `${base}${path}`, method, connections: CONNECTIONS, duration: DURATION, headers: { "user-agent": BROWSER_UA, "accept-language": "en-US,en;q=0.9", ...headers } },
      (error, result) => (error ? reject(error) : resolve({ title, path, result })),
    );
  });
}

let server;
const dataDir = `.data/bench-home-${process.pid}`;
// The build's own SITE_URL: the server refuses another (scripts/bench-support.mjs).
// NEXT_MANUAL_SIG_HANDLE as `npm start` sets it: the graceful shutdown writes the counts still in memory.
const serverEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production", NEXT_MANUAL_SIG_HANDLE: "true", DATA_DIR: dataDir };
if (!process.env.BENCH_URL) serverEnv.SITE_URL = buildSiteUrl();
delete serverEnv.DATABASE_URL;
if (!process.env.BENCH_URL) {
  server = spawn(process.execPath, ["server.mjs", "-p", String(PORT), "-H", "localhost"], {
    env: serverEnv,
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
}
/** Answered first visits (none is counted: no browser reported a view). */
let firstVisits = 0;
/** Views answered `counted: true`: each is one visitor the readout must count. */
let views = 0;

try {
  await waitFor(`${base}/pricing`);
  // Sanity: what each scenario serves.
  const first = await fetch(`${base}/`, { headers: { "user-agent": BROWSER_UA, "accept-language": "en" }, redirect: "manual" });
  const setCookies = first.headers.getSetCookie();
  const vid = /attestra_vid=([^;]+)/.exec(setCookies.join(";"))?.[1];
  const variant = /attestra_home_variant=([^;]+)/.exec(setCookies.join(";"))?.[1];
  firstVisits += first.status === 200 ? 1 : 0;
  if (first.status !== 200 || !vid || !variant) throw new Error(`GET / did not bucket (status ${first.status}, cookies ${setCookies.join(" | ")})`);
  // What the browser sends once the page is shown: the served assignment copied to the viewed-assignment cookie.
  const served = /attestra_home_served=([^;]+)/.exec(setCookies.join(";"))?.[1];
  if (!served) throw new Error(`GET / set no attestra_home_served cookie (${setCookies.join(" | ")})`);
  const viewCookie = `attestra_vid=${vid}; attestra_home_variant=${variant}; attestra_home_served=${served}; attestra_home_seen=${served}`;
  const probe = await fetch(`${base}/api/experiments/view`, { method: "POST", headers: { "user-agent": BROWSER_UA, cookie: viewCookie } });
  const probeBody = await probe.json();
  if (probe.status !== 200 || probeBody.counted !== true) throw new Error(`POST /api/experiments/view did not count (status ${probe.status}, ${JSON.stringify(probeBody)})`);
  views += 1;
  // Sticky variant 2: the returning visitor gets exactly the baseline's HTML, so the ratio isolates the proxy.
  // The cookies are the ones the site writes for such a visitor (upgraded from the first release's "2" when the
  // build stores a newer format: sticky assignment + served assignment, src/experiments/variant-cookie.ts).
  let returning = `attestra_vid=${vid}; attestra_home_variant=2; NEXT_LOCALE=en`;
  const upgrade = await fetch(`${base}/`, { headers: { "user-agent": BROWSER_UA, "accept-language": "en", cookie: returning }, redirect: "manual" });
  const upgraded = upgrade.headers.getSetCookie().map((c) => c.split(";")[0]).filter((c) => c.startsWith("attestra_home_"));
  if (upgraded.length) returning = `attestra_vid=${vid}; ${upgraded.join("; ")}; NEXT_LOCALE=en`;
  console.log(`returning visitor cookies: ${returning}`);

  // Warm-up, then the measurements one after the other.
  await run("warm-up", "/landing2", {});
  const results = [];
  results.push(await run("baseline: GET /landing2 (prerendered, no proxy)", "/landing2", {}));
  results.push(await run("GET / first visit (no cookies)", "/", {}));
  results.push(await run("GET / returning visitor (cookies)", "/", { cookie: returning }));
  results.push(await run("GET /pricing (config rewrite, no proxy)", "/pricing", {}));
  results.push(await run("POST /api/experiments/view (a browser's count)", "/api/experiments/view", { cookie: viewCookie }, "POST"));

  firstVisits += results[1].result["2xx"];
  views += results[4].result["2xx"];
  const baseline = results[0].result.requests.average;
  console.log(`\n${CONNECTIONS} connections, ${DURATION} s each, ${base}\n`);
  console.log("| scenario | req/s | p99 ms | vs baseline | non-2xx |");
  console.log("|---|---:|---:|---:|---:|");
  for (const { title, result } of results) {
    const rps = result.requests.average;
    console.log(`| ${title} | ${rps.toFixed(0)} | ${result.latency.p99} | ${(rps / baseline).toFixed(2)} | ${result.non2xx} |`);
  }
  // Machine-readable figures for `npm run bench` (docs/performance.md, "Benchmarks": BENCH_JSON format).
  for (const { title, result } of results) {
    const figure = { name: title, requestsPerSec: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99, non2xx: result.non2xx };
    console.log(`BENCH_JSON ${JSON.stringify(figure)}`);
  }
} finally {
  if (server?.pid) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    process.kill(-server.pid, "SIGTERM");
    await exited;
  }
}

if (server) {
  // The server has flushed and closed the embedded database: read the counts back the way an operator would.
  const { execFileSync } = await import("node:child_process");
  const { rmSync } = await import("node:fs");
  try {
    let counted = 0;
    try {
      const json = execFileSync("npx", ["tsx", "--conditions=react-server", "scripts/experiment-report.ts", "--format", "json", "--since", new Date(Date.now() - 3_600_000).toISOString()], {
        env: serverEnv,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "inherit"],
      });
      counted = JSON.parse(json).variations.reduce((n, variation) => n + variation.visitors, 0);
    } catch (error) {
      // Exit status 2 with "No assignments stored ...": nothing was counted (reported below as lost).
      if (error?.status !== 2) throw error;
    }
    const lost = views > 0 ? 1 - counted / views : 0;
    console.log(
      `\nassignment counts: ${counted} counted for ${views} views reported by the browser (${(lost * 100).toFixed(2)} % lost; at most 5 % allowed); ${firstVisits} cookie-less first visits without a view, none of them to be counted`,
    );
    console.log(`BENCH_JSON ${JSON.stringify({ name: "home assignment counts", views, firstVisits, counted, lostShare: lost })}`);
    if (lost > 0.05) process.exitCode = 1;
    // autocannon stops its clock with up to one request per connection in flight: those are answered (and counted)
    // without being in its tally. More than that would be visits counted without a view.
    if (counted > views + CONNECTIONS) {
      console.log(`more counted than views reported: ${counted - views} visits counted without a view`);
      process.exitCode = 1;
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
