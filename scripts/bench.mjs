#!/usr/bin/env node
/**
 * One benchmark entry point (docs/performance.md): `npm run bench`.
 *
 * 1. Ceiling: a tiny Node `http` server (its own process) answering every request
 *    with the prerendered English home page read once from the build output
 *    (<NEXT_DIST_DIR or .next>/server/app/en.html) held in memory, measured with
 *    autocannon. Nothing serving that page can be faster on this machine.
 * 2. `npm run bench:leads` (lead API) and `npm run bench:home` (home experiment),
 *    run one after the other; each prints one line per scenario:
 *        BENCH_JSON {"name":"...","requestsPerSec":1234.5,"p50Ms":3,"p99Ms":12,"non2xx":0}
 *    (`name` and `requestsPerSec` required; latencies in ms, other keys ignored).
 * 3. One table: every figure with its ratio to the ceiling.
 *
 * Env: BENCH_DURATION seconds per scenario (10), BENCH_CONNECTIONS (10), passed on to
 * the other scripts (also as BENCH_SECONDS); NEXT_DIST_DIR.
 * Options: --only=ceiling,leads,home
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { createServer as createNetServer } from "node:net";
import { join } from "node:path";
import autocannon from "autocannon";

const DURATION = Number(process.env.BENCH_DURATION ?? process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const distDir = process.env.NEXT_DIST_DIR || ".next";
const only = (process.argv.find((a) => a.startsWith("--only="))?.slice("--only=".length) ?? "ceiling,leads,home").split(",");

export const BENCH_PREFIX = "BENCH_JSON ";

/** Parses the `BENCH_JSON {...}` lines of a script's output. */
export function parseBenchLines(output, source) {
  const figures = [];
  for (const line of output.split("\n")) {
    const at = line.indexOf(BENCH_PREFIX);
    if (at < 0) continue;
    try {
      const data = JSON.parse(line.slice(at + BENCH_PREFIX.length));
      if (typeof data.name === "string" && Number.isFinite(data.requestsPerSec)) figures.push({ source, ...data });
    } catch {
      // not JSON: ignored
    }
  }
  return figures;
}

// --- child mode: the static ceiling server -------------------------------------------------
if (process.argv[2] === "--serve-static") {
  const [, , , file, port] = process.argv;
  const body = readFileSync(file);
  createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": body.length });
    res.end(body);
  }).listen(Number(port), "localhost", () => process.send?.("ready"));
} else {
  await main();
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.on("error", reject);
    server.listen(0, "localhost", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function cannon(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function measureCeiling() {
  const file = [join(distDir, "server", "app", "en.html"), join(distDir, "server", "app", "en", "pricing.html")].find(existsSync);
  if (!file) throw new Error(`No prerendered page in ${distDir}/server/app: run \`npm run build\` first.`);
  const port = await freePort();
  const child = spawn(process.execPath, [new URL(import.meta.url).pathname, "--serve-static", file, String(port)], {
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  await new Promise((resolve, reject) => {
    child.once("message", resolve);
    child.once("exit", (code) => reject(new Error(`static server exited (${code})`)));
  });
  try {
    const result = await cannon(`http://localhost:${port}/`);
    return {
      source: "ceiling",
      name: `static Node http server, ${file.replace(`${distDir}/server/app/`, "")} from memory`,
      requestsPerSec: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
    };
  } finally {
    child.kill("SIGTERM");
  }
}

/** Runs an npm script, echoing its output, and returns its BENCH_JSON figures. */
function runScript(source, script) {
  const scripts = JSON.parse(readFileSync("package.json", "utf8")).scripts ?? {};
  if (!scripts[script]) {
    console.error(`(npm run ${script} is not defined: skipped)`);
    return Promise.resolve([{ source, name: `npm run ${script}: not defined`, requestsPerSec: Number.NaN }]);
  }
  return new Promise((resolve) => {
    let output = "";
    const child = spawn("npm", ["run", "--silent", script], {
      env: { ...process.env, BENCH_DURATION: String(DURATION), BENCH_SECONDS: String(DURATION), BENCH_CONNECTIONS: String(CONNECTIONS) },
      stdio: ["ignore", "pipe", "inherit"],
    });
    child.stdout.on("data", (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.on("close", (code) => {
      const figures = parseBenchLines(output, source);
      if (code !== 0) figures.push({ source, name: `npm run ${script} exited with ${code}`, requestsPerSec: Number.NaN });
      else if (figures.length === 0) figures.push({ source, name: `npm run ${script}: no BENCH_JSON line`, requestsPerSec: Number.NaN });
      resolve(figures);
    });
  });
}

async function main() {
  const figures = [];
  let ceiling;
  if (only.includes("ceiling")) {
    console.error(`== ceiling: static file server (${CONNECTIONS} connections, ${DURATION} s)`);
    ceiling = await measureCeiling();
    figures.push(ceiling);
  }
  if (only.includes("leads")) {
    console.error("== npm run bench:leads");
    figures.push(...(await runScript("leads", "bench:leads")));
  }
  if (only.includes("home")) {
    console.error("== npm run bench:home");
    figures.push(...(await runScript("home", "bench:home")));
  }

  const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : "-");
  console.log(`\n${CONNECTIONS} connections, ${DURATION} s per scenario, loopback, one run\n`);
  console.log("| source | scenario | req/s | p50 ms | p99 ms | vs ceiling |");
  console.log("|---|---|---:|---:|---:|---:|");
  for (const f of figures) {
    const ratio = ceiling && Number.isFinite(f.requestsPerSec) ? f.requestsPerSec / ceiling.requestsPerSec : Number.NaN;
    console.log(`| ${f.source} | ${f.name} | ${fmt(f.requestsPerSec)} | ${fmt(f.p50Ms)} | ${fmt(f.p99Ms)} | ${fmt(ratio, 3)} |`);
  }
  for (const f of figures) console.log(`${BENCH_PREFIX}${JSON.stringify(f)}`);
  if (figures.some((f) => !Number.isFinite(f.requestsPerSec))) process.exitCode = 1;
}
