import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";

/**
 * `npm run bench:leads`: a benchmark, not a test. Starts the production server
 * (run `npm run build` first; NEXT_DIST_DIR selects another build folder)
 * against the configured database (DATABASE_URL, or the embedded one in
 * DATA_DIR), drives POST /api/book-demo with 10 connections for 10 s, each
 * request with its own Idempotency-Key and the site's Origin, then prints
 * req/s, latency p50/p99 and the rows written against the 201 answers.
 *
 * The server runs with a rate limit high enough not to refuse the load (every
 * request comes from one address); the rate-limit upsert still runs on each.
 * Options: BENCH_PORT (3204), BENCH_CONNECTIONS (10), BENCH_SECONDS (10).
 */
const port = Number(process.env.BENCH_PORT ?? 3204);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const distDir = process.env.NEXT_DIST_DIR || ".next";
const base = `http://localhost:${port}`;
const token = randomBytes(24).toString("hex");

function startServer(): ChildProcess {
  if (!existsSync(path.join(distDir, "BUILD_ID"))) {
    throw new Error(`No production build in ${distDir}: run \`npm run build\` (or set NEXT_DIST_DIR) first.`);
  }
  return spawn(process.execPath, [path.resolve("server.mjs"), "-p", String(port), "-H", "localhost"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      SITE_URL: base,
      LEADS_API_TOKEN: token,
      LEADS_RATE_SOFT_LIMIT: "1000000000",
      LEADS_RATE_HARD_LIMIT: "1000000000",
      // The benchmark measures storage, not the CRM hand-off.
      LEADS_WEBHOOK_URL: "",
      LEADS_WEBHOOK_SECRET: "",
    },
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
}

async function waitUntilUp(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server.mjs exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/leads?format=json&since=2100-01-01`, { headers: { authorization: `Bearer ${token}` } });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server did not come up within 120 s");
}

async function countRows(since: string): Promise<number> {
  const url = `${base}/api/leads?format=json&form=book-demo&include_quarantined=1&since=${encodeURIComponent(since)}`;
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`export answered ${res.status}`);
  return ((await res.json()) as unknown[]).length;
}

const body = JSON.stringify({
  email: "bench@example.com",
  company: "Benchmark GmbH",
  role: "controller",
  erp: "sap",
  monthlyInvoices: "1-5k",
  poPercentage: 60,
  goal: "faster-close",
  locale: "en",
  page: "/book-demo",
  cta: "bench",
  elapsedMs: 12_000,
});

async function main() {
  const child = startServer();
  const stop = () => {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  };
  process.on("SIGINT", () => {
    stop();
    process.exit(130);
  });
  try {
    await waitUntilUp(child);
    const since = new Date(Date.now() - 1000).toISOString();
    // Warm-up: compile caches, open the pool.
    for (let i = 0; i < 20; i++) {
      await fetch(`${base}/api/book-demo`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base, "idempotency-key": randomUUID() },
        body,
      });
    }
    const before = await countRows(since);
    const result = await autocannon({
      url: `${base}/api/book-demo`,
      connections,
      duration,
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body,
      requests: [
        {
          setupRequest: (req) => ({ ...req, headers: { ...req.headers, "idempotency-key": randomUUID() } }),
        },
      ],
    });
    // autocannon stops at the deadline with up to one request per connection still in flight; the server still
    // commits those (their clients just never read the 201), so wait for them before counting.
    await new Promise((r) => setTimeout(r, 3000));
    const after = await countRows(since);
    const stats = result.statusCodeStats ?? {};
    const created = stats["201"]?.count ?? 0;
    const others = Object.entries(stats)
      .filter(([code]) => code !== "201")
      .map(([code, s]) => `${code}: ${s.count}`);
    const database = process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `embedded PGlite (${process.env.DATA_DIR ?? ".data/pglite"})`;
    console.log(`\nPOST /api/book-demo, ${connections} connections, ${duration} s, ${database}`);
    console.log(`  requests/s   avg ${result.requests.average.toFixed(0)}  (total ${result.requests.total})`);
    console.log(`  latency ms   p50 ${result.latency.p50}  p99 ${result.latency.p99}  max ${result.latency.max}`);
    // Machine-readable figures for `npm run bench` (docs/performance.md, "Benchmarks": BENCH_JSON format).
    const figure = {
      name: `POST /api/book-demo, ${database}`,
      requestsPerSec: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      non2xx: Object.entries(stats).reduce((sum, [code, s]) => sum + (code === "201" ? 0 : s.count), 0),
    };
    console.log(`BENCH_JSON ${JSON.stringify(figure)}`);
    console.log(`  201 answers  ${created}${others.length ? `  (other: ${others.join(", ")})` : ""}  errors ${result.errors}  timeouts ${result.timeouts}`);
    const rows = after - before;
    const inFlight = rows - created;
    // Every 201 must have its row; extra rows can only be the requests cut off in flight (at most one per connection).
    const ok = inFlight >= 0 && inFlight <= connections;
    console.log(
      `  rows written ${rows}  (${created} answered 201${inFlight > 0 ? ` + ${inFlight} committed after autocannon stopped waiting` : ""})${ok ? "" : "  MISMATCH"}`,
    );
    console.log(`  load average ${(await import("node:os")).loadavg().map((l) => l.toFixed(1)).join(" ")}`);
    if (!ok) process.exitCode = 1;
  } finally {
    stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
