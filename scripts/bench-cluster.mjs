// npm run bench:cluster: requests per second and p99 latency of one and of two server.mjs instances behind
// nginx (configured as docs/deploy.md says), for a prerendered page and for the lead API, in one run.
// Figures only; nothing is asserted. On a 2-core machine both instances and nginx share the same cores.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import {
  BASE_PORT,
  createDatabase,
  ensureBuild,
  findNginx,
  log,
  nginxSiteConfig,
  postgresAnswers,
  startInstance,
  startNginx,
  stopProcess,
  waitFor,
} from "./cluster/harness.mjs";

const DURATION = Number(process.env.BENCH_DURATION_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ONE = BASE_PORT + 4; // nginx -> instance A
const TWO = BASE_PORT + 5; // nginx -> instances A and B
const PORT_A = BASE_PORT + 6;
const PORT_B = BASE_PORT + 7;

const nginxBin = findNginx();
if (!nginxBin) {
  console.error("bench:cluster needs nginx (Debian: apt-get install -y nginx).");
  process.exit(1);
}
if (!(await postgresAnswers())) {
  console.error("bench:cluster needs PostgreSQL at CLUSTER_POSTGRES_ADMIN_URL (default 127.0.0.1:5432).");
  process.exit(1);
}
ensureBuild();

const db = createDatabase("attestra_bench");
const workDir = mkdtempSync(path.join(os.tmpdir(), "attestra-bench-"));
const env = {
  DATABASE_URL: db.url,
  // The benchmark is one client: lift the per-client limit so the lead API is measured, not the 429 path.
  LEADS_RATE_SOFT_LIMIT: "100000000",
  LEADS_RATE_HARD_LIMIT: "100000000",
  LEADS_MIN_FILL_MS: "0",
};
log(`starting two instances on database ${db.name}`);
const a = startInstance("A", PORT_A, env);
const b = startInstance("B", PORT_B, env);
const nginx = startNginx(nginxBin, workDir, [
  nginxSiteConfig(ONE, [PORT_A], "attestra_one"),
  nginxSiteConfig(TWO, [PORT_A, PORT_B], "attestra_two"),
]);

function run(port, kind, duration = DURATION) {
  const host = `localhost:${port}`;
  const common = { url: `http://127.0.0.1:${port}`, connections: CONNECTIONS, duration, headers: { host } };
  const options =
    kind === "page"
      ? { ...common, requests: [{ method: "GET", path: "/pricing" }] }
      : {
          ...common,
          requests: [
            {
              method: "POST",
              path: "/api/newsletter",
              setupRequest: (req) => ({
                ...req,
                headers: {
                  ...req.headers,
                  host,
                  origin: `http://${host}`,
                  "content-type": "application/json",
                  "idempotency-key": randomUUID(),
                },
                body: JSON.stringify({ email: `bench-${randomUUID()}@example.com`, locale: "en", page: "/", elapsedMs: 9000 }),
              }),
            },
          ],
        };
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

try {
  await Promise.all([
    waitFor(`http://localhost:${PORT_A}/api/health/ready`, { exited: a.exited }),
    waitFor(`http://localhost:${PORT_B}/api/health/ready`, { exited: b.exited }),
  ]);
  await waitFor(`http://127.0.0.1:${TWO}/api/health/live`, { exited: nginx.exited, timeoutMs: 10_000 });
  log("two instances and nginx ready; measuring");
  const rows = [];
  for (const kind of ["page", "lead"]) {
    const figures = {};
    for (const [label, port] of [
      ["1 instance", ONE],
      ["2 instances", TWO],
    ]) {
      await run(port, kind, 2); // warm-up, discarded
      const result = await run(port, kind);
      const ok = result["2xx"];
      const errors = result.non2xx + result.errors + result.timeouts;
      figures[label] = { rps: result.requests.average, p99: result.latency.p99, ok, errors };
      log(`${kind} via nginx, ${label}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms (${ok} 2xx, ${errors} other)`);
    }
    rows.push({ kind, ...figures });
  }
  console.log(`\nbench:cluster (${CONNECTIONS} connections, ${DURATION} s each, ${os.cpus().length} CPU cores, nginx + PostgreSQL on the same host)\n`);
  console.log("| workload | 1 instance req/s | p99 ms | 2 instances req/s | p99 ms | ratio 2/1 |");
  console.log("|---|---|---|---|---|---|");
  for (const row of rows) {
    const one = row["1 instance"];
    const two = row["2 instances"];
    const label = row.kind === "page" ? "GET /pricing (prerendered)" : "POST /api/newsletter (lead API)";
    console.log(`| ${label} | ${one.rps.toFixed(0)} | ${one.p99} | ${two.rps.toFixed(0)} | ${two.p99} | ${(two.rps / one.rps).toFixed(2)} |`);
  }
} catch (error) {
  console.error("bench:cluster failed:", error instanceof Error ? error.message : error);
  console.error(a.output.slice(-10).join("\n"));
  process.exitCode = 1;
} finally {
  await stopProcess(nginx, "SIGQUIT");
  await Promise.all([stopProcess(a), stopProcess(b)]);
  db.drop();
  rmSync(workDir, { recursive: true, force: true });
}
