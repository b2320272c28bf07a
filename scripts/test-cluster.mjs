// npm run test:cluster: Debian's nginx, configured as docs/deploy.md says, in front of two server.mjs
// instances on one fresh PostgreSQL database. Every check goes through nginx. docs/deploy.md, "Proof".
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import pg from "pg";
import {
  BASE_PORT,
  createDatabase,
  ensureBuild,
  findNginx,
  leadHeaders,
  log,
  nginxSiteConfig,
  postgresAnswers,
  readAccessLog,
  request,
  startInstance,
  startNginx,
  startWebhookReceiver,
  stopProcess,
  WEBHOOK_SECRET,
  waitFor,
} from "./cluster/harness.mjs";

const NGINX_PORT = BASE_PORT; // 3510
const RECEIVER_PORT = BASE_PORT + 1;
const PORT_A = BASE_PORT + 2;
const PORT_B = BASE_PORT + 3;
const HARD_LIMIT = 60;

const nginxBin = findNginx();
if (!nginxBin) {
  console.error("test:cluster needs nginx (Debian: apt-get install -y nginx); .ci/run installs it.");
  process.exit(1);
}
if (!(await postgresAnswers())) {
  console.log("test:cluster SKIPPED: no PostgreSQL answers at CLUSTER_POSTGRES_ADMIN_URL (default 127.0.0.1:5432).");
  process.exit(0);
}
ensureBuild();

const started = Date.now();
const cleanups = [];
let failed = false;
const results = [];

/** A check that does not end within this long fails (CI must never hang on one). */
const CHECK_TIMEOUT_MS = 120_000;

async function check(name, fn) {
  const t0 = Date.now();
  let timer;
  try {
    await Promise.race([
      fn(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`did not end within ${CHECK_TIMEOUT_MS / 1000} s`)), CHECK_TIMEOUT_MS);
      }),
    ]);
    results.push(`PASS ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    log(`PASS ${name}`);
  } catch (error) {
    failed = true;
    results.push(`FAIL ${name}: ${error instanceof Error ? error.message : error}`);
    log(`FAIL ${name}\n${error instanceof Error ? error.stack : error}`);
  } finally {
    clearTimeout(timer);
  }
}

const db = createDatabase("attestra_cluster");
cleanups.push(() => db.drop());
const sql = new pg.Pool({ connectionString: db.url, max: 2 });
cleanups.push(() => sql.end());
const workDir = mkdtempSync(path.join(os.tmpdir(), "attestra-cluster-"));
cleanups.push(() => rmSync(workDir, { recursive: true, force: true }));

const receiver = startWebhookReceiver(RECEIVER_PORT);
await receiver.ready;
cleanups.push(() => receiver.close());

const instanceEnv = {
  DATABASE_URL: db.url,
  LEADS_WEBHOOK_URL: `http://127.0.0.1:${RECEIVER_PORT}/crm`,
  LEADS_WEBHOOK_SECRET: WEBHOOK_SECRET,
  LEADS_RATE_SOFT_LIMIT: String(HARD_LIMIT),
  LEADS_RATE_HARD_LIMIT: String(HARD_LIMIT),
  LEADS_RATE_WINDOW_SECONDS: "600",
  LEADS_MIN_FILL_MS: "0",
  // Cheap proofs of work: this test is about the cluster, `npm run bench:proof-of-work` about their cost.
  LEADS_PROOF_COST: "10",
  SHUTDOWN_TIMEOUT_SECONDS: "20",
};
const a = startInstance("A", PORT_A, instanceEnv);
const b = startInstance("B", PORT_B, instanceEnv);
cleanups.push(() => stopProcess(a), () => stopProcess(b));
const nginx = startNginx(nginxBin, workDir, [nginxSiteConfig(NGINX_PORT, [PORT_A, PORT_B])]);
cleanups.push(() => stopProcess(nginx, "SIGQUIT"));

/** Re-asks the database after each answer until `predicate` holds; bounded. */
async function untilDatabase(predicate, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!(await predicate())) {
    if (Date.now() > deadline) throw new Error(`database condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function cleanup() {
  for (const fn of cleanups.reverse()) {
    try {
      await fn();
    } catch (error) {
      console.error("[cluster] cleanup:", error instanceof Error ? error.message : error);
    }
  }
}

try {
  // The instances migrate the fresh database themselves at start-up (advisory lock: one at a time).
  await Promise.all([
    waitFor(`http://localhost:${PORT_A}/api/health/ready`, { exited: a.exited }),
    waitFor(`http://localhost:${PORT_B}/api/health/ready`, { exited: b.exited }),
  ]);
  await waitFor(`http://127.0.0.1:${NGINX_PORT}/api/health/live`, { exited: nginx.exited, timeoutMs: 10_000 });
  log(`two instances and nginx ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const upstreamOf = (port) => `127.0.0.1:${port}`;
  const logSince = (offset, filter = () => true) => readAccessLog(nginx.accessLog).slice(offset).filter(filter);

  const post = (form, body, { key = randomUUID(), from, headers = {} } = {}) =>
    request(NGINX_PORT, {
      method: "POST",
      path: `/api/${form}`,
      headers: leadHeaders(NGINX_PORT, key, headers),
      body: JSON.stringify(body),
      localAddress: from,
    });
  const newsletter = (email) => ({ email, elapsedMs: 9000 });
  /** A proof of work solved against the challenge route through nginx, as the forms' widget does. */
  const solvedProof = async () => {
    const challenge = await request(NGINX_PORT, { path: "/api/altcha-challenge", headers: { host: `localhost:${NGINX_PORT}` } });
    assert.equal(challenge.status, 200, challenge.text);
    const solution = await solveChallenge({ challenge: challenge.json, deriveKey });
    return Buffer.from(JSON.stringify({ challenge: challenge.json, solution })).toString("base64");
  };

  await check("health endpoints through nginx: no-store, minimal body, not rate limited", async () => {
    const live = await request(NGINX_PORT, { path: "/api/health/live", headers: { host: `localhost:${NGINX_PORT}` } });
    assert.equal(live.status, 200);
    assert.equal(live.headers["cache-control"], "no-store");
    assert.deepEqual(live.json, { status: "ok" });
    // More than the lead limit from one client: health checks never count.
    for (let i = 0; i < HARD_LIMIT + 10; i++) {
      const ready = await request(NGINX_PORT, { path: "/api/health/ready", headers: { host: `localhost:${NGINX_PORT}` } });
      assert.equal(ready.status, 200, ready.text);
      assert.equal(ready.headers["cache-control"], "no-store");
      assert.deepEqual(Object.keys(ready.json).sort(), ["checks", "status"]);
      assert.deepEqual(ready.json.checks, { database: "ok", migrations: "ok", outbox: "ok", shutdown: "ok" });
    }
    // The guide keeps readiness away from the public: another client address is refused by nginx.
    const outside = await request(NGINX_PORT, { path: "/api/health/ready", localAddress: "127.0.0.9" });
    assert.equal(outside.status, 403);
  });

  await check("50 identical requests with one Idempotency-Key over both instances store one row", async () => {
    const offset = readAccessLog(nginx.accessLog).length;
    const key = `cluster-idem-${randomUUID()}`;
    // A real visitor's form solves the proof of work from our own challenge route; its 49 repeats (same key) present
    // the same proof, which the server accepts for the same submission only.
    const body = { name: "Ida", email: "idem@example.com", company: "Idem GmbH", outcome: "Rückruf diese Woche", elapsedMs: 9000, altcha: await solvedProof() };
    const answers = await Promise.all(Array.from({ length: 50 }, () => post("contact", body, { key, from: "127.0.0.21" })));
    const statuses = answers.map((r) => r.status);
    assert.ok(statuses.every((s) => s === 201), `statuses: ${statuses.join(",")}`);
    const ids = new Set(answers.map((r) => r.json?.id));
    assert.equal(ids.size, 1, `ids: ${[...ids].join(",")}`);
    const rows = await sql.query("SELECT id::text FROM leads WHERE idempotency_key = $1", [key]);
    assert.equal(rows.rowCount, 1);
    assert.equal(rows.rows[0].id, [...ids][0]);
    const upstreams = new Set(logSince(offset, (l) => l.uri === "/api/contact").map((l) => l.upstream));
    assert.deepEqual([...upstreams].sort(), [upstreamOf(PORT_A), upstreamOf(PORT_B)].sort(), "both instances answered");
  });

  await check("one rate-limit budget per client across both instances; forged X-Forwarded-For buys nothing", async () => {
    const offset = readAccessLog(nginx.accessLog).length;
    const attacker = "127.0.0.22";
    const victim = "127.0.0.23";
    const statuses = [];
    for (let i = 0; i < HARD_LIMIT + 10; i++) {
      // Each request claims to come from somewhere else, including the victim's address.
      const forged = i % 3 === 0 ? victim : `198.51.100.${i % 250}, 10.${i}.0.1`;
      const r = await post("newsletter", newsletter(`rate${i}@example.com`), { from: attacker, headers: { "x-forwarded-for": forged } });
      statuses.push(r.status);
    }
    assert.deepEqual(statuses.slice(0, HARD_LIMIT), Array(HARD_LIMIT).fill(201), `statuses: ${statuses.join(",")}`);
    assert.deepEqual(statuses.slice(HARD_LIMIT), Array(10).fill(429), `statuses: ${statuses.join(",")}`);
    const upstreams = new Set(logSince(offset, (l) => l.uri === "/api/newsletter").map((l) => l.upstream));
    assert.equal(upstreams.size, 2, "the budget was spent on both instances");
    // The victim, whose address the attacker named, still has its whole budget.
    const own = await post("newsletter", newsletter("victim@example.com"), { from: victim });
    assert.equal(own.status, 201, own.text);
    const hashes = await sql.query(
      "SELECT ip_hash, count(*)::int AS n FROM leads WHERE email LIKE 'rate%@example.com' GROUP BY ip_hash",
    );
    assert.equal(hashes.rowCount, 1, "all attacker leads carry one client hash");
    assert.equal(hashes.rows[0].n, HARD_LIMIT);
  });

  await check("each outbox row is delivered exactly once while both loops run", async () => {
    const offset = readAccessLog(nginx.accessLog).length;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post("newsletter", newsletter(`outbox${i}@example.com`), { from: `127.0.0.${30 + (i % 10)}` }),
      ),
    );
    assert.ok(answers.every((r) => r.status === 201), answers.map((r) => r.status).join(","));
    const upstreams = new Set(logSince(offset, (l) => l.uri === "/api/newsletter").map((l) => l.upstream));
    assert.equal(upstreams.size, 2, "both instances took leads (and kicked their loops)");
    const outbox = await sql.query("SELECT id::text, lead_id::text FROM lead_outbox WHERE kind = 'webhook'");
    const expected = new Set(outbox.rows.map((r) => r.id));
    await receiver.until((ds) => expected.size > 0 && [...expected].every((id) => ds.some((d) => d.deliveryId === id)), 60_000);
    // The receiver answers before the instance marks the row: wait for the marks too.
    await untilDatabase(async () => {
      const d = await sql.query("SELECT count(*)::int AS n FROM lead_outbox WHERE kind = 'webhook' AND status = 'delivered'");
      return d.rows[0].n === expected.size;
    }, 30_000);
    const perId = new Map();
    for (const d of receiver.deliveries) perId.set(d.deliveryId, (perId.get(d.deliveryId) ?? 0) + 1);
    const twice = [...perId].filter(([, n]) => n > 1);
    assert.deepEqual(twice, [], "no row delivered twice");
    for (const row of outbox.rows) {
      assert.equal(receiver.deliveries.find((d) => d.deliveryId === row.id)?.lead.id, row.lead_id);
    }
  });

  await check("pages keep s-maxage and / stays private through nginx", async () => {
    const pricing = await request(NGINX_PORT, { path: "/pricing", headers: { host: `localhost:${NGINX_PORT}` } });
    assert.equal(pricing.status, 200);
    assert.match(String(pricing.headers["cache-control"]), /s-maxage=\d+/);
    for (const localePath of ["/", "/de"]) {
      const home = await request(NGINX_PORT, {
        path: localePath,
        headers: { host: `localhost:${NGINX_PORT}`, "accept-language": "en" },
      });
      assert.equal(home.status, 200, `${localePath}: ${home.status}`);
      const cc = String(home.headers["cache-control"]);
      assert.match(cc, /private/, `${localePath}: ${cc}`);
      assert.doesNotMatch(cc, /s-maxage/, `${localePath}: ${cc}`);
    }
  });

  await check("SIGTERM under load: no acknowledged lead lost, nginx fails over, leases released", async () => {
    const offset = readAccessLog(nginx.accessLog).length;
    const acknowledged = [];
    const other = [];
    let sent = 0;
    let stop = false;
    let signalled;
    const signalAfter = 30;
    const terminated = new Promise((resolve) => {
      signalled = resolve;
    });
    const worker = async (w) => {
      while (!stop) {
        const i = sent++;
        const key = `cluster-term-${w}-${i}`;
        const r = await post("newsletter", newsletter(`term${w}-${i}@example.com`), { key, from: `127.0.1.${w}` }).catch(
          (error) => ({ status: 0, text: String(error) }),
        );
        if (r.status === 201) acknowledged.push(r.json.id);
        else other.push(`${r.status} ${r.text.slice(0, 120)}`);
        if (acknowledged.length + other.length === signalAfter) {
          log("SIGTERM to instance A under load");
          a.child.kill("SIGTERM");
          signalled();
        }
        if (i > 5_000) stop = true; // a bound, never reached before the phases below end
      }
    };
    const workers = Array.from({ length: 6 }, (_, w) => worker(w + 1));
    await terminated;
    const exit = await a.exited;
    // After A has gone: more load, all of it through B.
    const afterExit = acknowledged.length + other.length;
    await new Promise((resolve) => {
      const poll = setInterval(() => {
        // Workers that stopped (the bound) can send no more: resolve, and the assertions below say what is missing.
        if (acknowledged.length + other.length >= afterExit + 30 || stop) {
          clearInterval(poll);
          resolve();
        }
      }, 50);
    });
    stop = true;
    await Promise.all(workers);
    assert.equal(exit.code, 0, `instance A exit ${JSON.stringify(exit)}; log:\n${a.output.slice(-15).join("\n")}`);
    assert.ok(a.output.some((l) => l.includes("[shutdown] done")), a.output.slice(-15).join("\n"));
    assert.deepEqual(other, [], "every request answered 201 (failover, no 502/503)");
    const stored = await sql.query("SELECT count(*)::int AS n FROM leads WHERE id = ANY($1::uuid[])", [acknowledged]);
    assert.equal(stored.rows[0].n, acknowledged.length, "every acknowledged lead has its row");
    const byUpstream = logSince(offset, (l) => l.uri === "/api/newsletter");
    assert.ok(byUpstream.some((l) => l.upstream.includes(upstreamOf(PORT_A))), "A served part of the load");
    assert.ok(byUpstream.slice(-20).every((l) => !l.upstream.endsWith(upstreamOf(PORT_A))), "the last requests went to B");
    // No lease left behind by A: every row is delivered by B's loop.
    const outbox = await sql.query("SELECT id::text FROM lead_outbox WHERE kind = 'webhook'");
    const expected = new Set(outbox.rows.map((r) => r.id));
    await receiver.until((ds) => [...expected].every((id) => ds.some((d) => d.deliveryId === id)), 60_000);
    log(`SIGTERM: ${acknowledged.length} acknowledged, all stored; A exited 0`);
  });
} finally {
  if (failed) {
    // What the instances said (a 503's reason is logged there): the next failure is diagnosed from the CI log.
    for (const instance of [a, b]) console.log(`\n[cluster] last lines of instance ${instance === a ? "A" : "B"}:\n${instance.output.slice(-25).join("\n")}`);
  }
  await cleanup();
}

console.log(`\n${results.join("\n")}\n\ntest:cluster ${failed ? "FAILED" : "passed"} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(failed ? 1 : 0);
