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
 * and prints req/s, p99 latency and each scenario's ratio to the baseline.
 *
 * When it starts its own server, that server writes to a fresh embedded database (DATA_DIR under .data/,
 * DATABASE_URL unset) and, once stopped (SIGTERM: the server flushes its assignment counts on the way out), the
 * bench reads today's assignment counts back with `experiment:report --format json` and prints them against the
 * first visits it sent (each answered first visit is one assignment). No more than 5 % may be lost.
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

function run(title, path, headers) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `${base}${path}`, connections: CONNECTIONS, duration: DURATION, headers: { "user-agent": BROWSER_UA, "accept-language": "en-US,en;q=0.9", ...headers } },
      (error, result) => (error ? reject(error) : resolve({ title, path, result })),
    );
  });
}

let server;
const dataDir = `.data/bench-home-${process.pid}`;
// The build's own SITE_URL: the server refuses another (scripts/bench-support.mjs).
const serverEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production", DATA_DIR: dataDir };
if (!process.env.BENCH_URL) serverEnv.SITE_URL = buildSiteUrl();
delete serverEnv.DATABASE_URL;
if (!process.env.BENCH_URL) {
  server = spawn(process.execPath, ["server.mjs", "-p", String(PORT), "-H", "localhost"], {
    env: serverEnv,
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
}
/** Answered first visits: each is one assignment the proxy must count. */
let firstVisits = 0;

try {
  await waitFor(`${base}/pricing`);
  // Sanity: what each scenario serves.
  const first = await fetch(`${base}/`, { headers: { "user-agent": BROWSER_UA, "accept-language": "en" }, redirect: "manual" });
  const setCookies = first.headers.getSetCookie();
  const vid = /attestra_vid=([^;]+)/.exec(setCookies.join(";"))?.[1];
  const variant = /attestra_home_variant=([^;]+)/.exec(setCookies.join(";"))?.[1];
  firstVisits += first.status === 200 ? 1 : 0;
  if (first.status !== 200 || !vid || !variant) throw new Error(`GET / did not bucket (status ${first.status}, cookies ${setCookies.join(" | ")})`);
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

  const firstVisit = results[1].result;
  firstVisits += firstVisit["2xx"];
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
    const lost = firstVisits > 0 ? 1 - counted / firstVisits : 0;
    console.log(`\nassignment counts: ${counted} counted for ${firstVisits} answered first visits (${(lost * 100).toFixed(2)} % lost; at most 5 % allowed)`);
    console.log(`BENCH_JSON ${JSON.stringify({ name: "home assignment counts", firstVisits, counted, lostShare: lost })}`);
    if (lost > 0.05) process.exitCode = 1;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
