import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createChallenge, randomInt, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import autocannon from "autocannon";
import { SMTPServer } from "smtp-server";
import { openMigratedDatabase } from "@/db/connection";
import { serverEnv } from "@/env";
import { PROOF, proofSecrets } from "@/leads/intake/proof-of-work";
import { benchSeconds, buildSiteUrl } from "./bench-support.mjs";

/**
 * `npm run bench:leads`: a benchmark, not a test. Starts the production server
 * (run `npm run build` first; NEXT_DIST_DIR selects another build folder)
 * against the configured database (DATABASE_URL, or the embedded one in
 * DATA_DIR), drives POST /api/book-demo with 10 connections for 10 s, each
 * request with its own Idempotency-Key and the site's Origin, then prints
 * req/s, latency p50/p99 and the rows written against the 201 answers.
 *
 * Every lead is one the site keeps every promise for: a solved proof of work (minted with the installation's own
 * secret, at the production cost, so the server verifies exactly what it verifies for a visitor), its own address
 * (the per-recipient mail limits are raised like the rate limit, every check still runs), a CRM outbox row (a local
 * webhook sink answers the deliveries) and its confirmation e-mail, sent as production sends it: over SMTP (SMTP_URL)
 * to a local SMTP server (smtp-server) that counts the messages. BENCH_MAIL=files measures the local mailbox instead
 * (.eml files in a temporary MAIL_DIR, what a site without SMTP_URL does).
 *
 * The server is started as `npm start` starts it (server.mjs) with the build's own SITE_URL, read from the build
 * (the server refuses another), and the requests carry that origin. It runs with a rate limit high enough not to
 * refuse the load (every request comes from one address); the rate-limit upsert still runs on each.
 * Options: BENCH_PORT (3204), BENCH_CONNECTIONS (10), BENCH_DURATION or BENCH_SECONDS (10), BENCH_CPU_PROF (a
 * directory: the server's CPU profile, docs/performance.md).
 */
const port = Number(process.env.BENCH_PORT ?? 3204);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const duration = benchSeconds();
const distDir = process.env.NEXT_DIST_DIR || ".next";
const base = `http://localhost:${port}`;
const siteUrl = buildSiteUrl(distDir);
const origin = new URL(siteUrl).origin;
const token = randomBytes(24).toString("hex");
const mailDir = mkdtempSync(path.join(tmpdir(), "attestra-bench-mail-"));
const proofCost = Number(process.env.LEADS_PROOF_COST ?? PROOF.cost);
const mailToFiles = process.env.BENCH_MAIL === "files";
/**
 * The leads come from BENCH_CLIENTS client addresses (default 4096) and BENCH_DOMAINS company domains (default 1000), as
 * leads do: the server runs as behind the documented load balancer (TRUSTED_PROXY_HOPS=1) and each request names its
 * client in X-Forwarded-For. BENCH_CLIENTS=1 BENCH_DOMAINS=1 plays one client from one company sending every lead: its
 * rate counter and its domain's mail counter are then one row that every request updates, one after the other.
 */
const clients = Math.max(1, Number(process.env.BENCH_CLIENTS ?? 4096));
const domains = Math.max(1, Number(process.env.BENCH_DOMAINS ?? 1000));

/** A local stand-in for the CRM: answers every signed delivery 204 and counts them. */
function startWebhookSink(): Promise<{ url: string; deliveries: () => number; close: () => void }> {
  let deliveries = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      deliveries++;
      res.writeHead(204).end();
    });
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port: sinkPort } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${sinkPort}/crm`, deliveries: () => deliveries, close: () => server.close() });
    });
  });
}

/** A local stand-in for the mail relay: a real SMTP server (no TLS, as `?tls=off` asks) that counts the messages. */
function startSmtpSink(): Promise<{ url: string; messages: () => number; close: () => void }> {
  let messages = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on("end", () => {
        messages++;
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port: smtpPort } = server.server.address() as AddressInfo;
      resolve({ url: `smtp://127.0.0.1:${smtpPort}/?tls=off`, messages: () => messages, close: () => server.close() });
    });
  });
}

type Secrets = { signature: string; key: string };

/**
 * The installation's proof-of-work secrets, created if need be, read before the server starts (the embedded
 * database admits one process at a time).
 */
async function installationSecrets(): Promise<Secrets> {
  const env = serverEnv();
  const db = await openMigratedDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    return await proofSecrets(db.sql);
  } finally {
    await db.close();
  }
}

/**
 * One solved proof as the forms' widget sends it (`altcha`): a challenge signed as GET /api/altcha-challenge signs
 * it, solved from its known counter (one key derivation instead of the visitor's search).
 */
async function mintProof(secrets: Secrets): Promise<string> {
  const counter = randomInt(PROOF.counter.min, PROOF.counter.max);
  const challenge = await createChallenge({
    algorithm: PROOF.algorithm,
    cost: proofCost,
    counter,
    deriveKey,
    expiresAt: new Date(Date.now() + PROOF.expiresSeconds * 1000),
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.key,
  });
  const solution = await solveChallenge({ challenge, deriveKey, counterStart: counter });
  if (!solution) throw new Error("could not solve a minted challenge");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

async function mintProofs(secrets: Secrets, count: number): Promise<string[]> {
  const proofs: string[] = [];
  while (proofs.length < count) {
    proofs.push(...(await Promise.all(Array.from({ length: Math.min(64, count - proofs.length) }, () => mintProof(secrets)))));
  }
  return proofs;
}

function startServer(webhookUrl: string, smtpUrl: string): ChildProcess {
  if (!existsSync(path.join(distDir, "BUILD_ID"))) {
    throw new Error(`No production build in ${distDir}: run \`npm run build\` (or set NEXT_DIST_DIR) first.`);
  }
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (node --cpu-prof).
  const profile = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
  return spawn(process.execPath, [...profile, path.resolve("server.mjs"), "-p", String(port), "-H", "localhost"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      SITE_URL: siteUrl,
      LEADS_API_TOKEN: token,
      TRUSTED_PROXY_HOPS: "1",
      LEADS_RATE_SOFT_LIMIT: "1000000000",
      LEADS_RATE_HARD_LIMIT: "1000000000",
      MAIL_LIMIT_PER_ADDRESS_PER_DAY: "1000",
      MAIL_LIMIT_PER_DOMAIN_PER_DAY: "1000000",
      LEADS_WEBHOOK_URL: webhookUrl,
      LEADS_WEBHOOK_SECRET: randomBytes(24).toString("hex"),
      SMTP_URL: mailToFiles ? "" : smtpUrl,
      MAIL_DIR: mailDir,
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

/**
 * CPU seconds (user + system) a process has used, from /proc (Linux; null elsewhere): with the CPU saturated,
 * throughput moves with whatever else runs on the host, CPU per lead much less.
 */
function cpuSeconds(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after "pid (comm) ", in clock ticks (100 Hz).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * CPU seconds used by PostgreSQL on this host: every live postgres process, plus what the postmaster's exited children
 * used (its cutime and cstime, fields 16 and 17 of its stat line): a pooled connection that idles out ends its backend,
 * and that backend's CPU must still count.
 */
function postgresCpuSeconds(): number | null {
  try {
    let total = 0;
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        if (readFileSync(`/proc/${entry}/comm`, "utf8").trim() !== "postgres") continue;
        const fields = readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
        total += (Number(fields[11]) + Number(fields[12])) / 100;
        const parent = Number(fields[1]);
        let parentIsPostgres = false;
        try {
          parentIsPostgres = readFileSync(`/proc/${parent}/comm`, "utf8").trim() === "postgres";
        } catch {
          // no such parent
        }
        if (!parentIsPostgres) total += (Number(fields[13]) + Number(fields[14])) / 100;
      } catch {
        // the process ended meanwhile
      }
    }
    return total;
  } catch {
    return null;
  }
}

/** Leads stored since `since`, and how many of them were quarantined (no e-mail, no CRM row: a broken proof). */
async function countRows(since: string): Promise<{ rows: number; quarantined: number }> {
  const url = `${base}/api/leads?format=json&form=book-demo&include_quarantined=1&since=${encodeURIComponent(since)}`;
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`export answered ${res.status}`);
  const leads = (await res.json()) as { quarantineReason: string | null }[];
  return { rows: leads.length, quarantined: leads.filter((l) => l.quarantineReason !== null).length };
}

const fields = {
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
};
let sequence = 0;
/** A lead body with its own address and a fresh proof. */
const leadBody = (proof: string) => {
  sequence++;
  return JSON.stringify({ ...fields, email: `bench-${process.pid}-${sequence}@company-${sequence % domains}.example`, altcha: proof });
};
/** The client a request comes from (X-Forwarded-For as the load balancer sets it): 10.x.y.z, spread over `clients`. */
const clientOf = (n: number) => {
  const c = n % clients;
  return `10.${(c >> 16) & 255}.${(c >> 8) & 255}.${c & 255}`;
};

async function main() {
  const secrets = await installationSecrets();
  // More proofs than the server can take in the run (each request spends one).
  const proofs = await mintProofs(secrets, 20 + Math.ceil(duration * 1000));
  const sink = await startWebhookSink();
  const smtp = await startSmtpSink();
  const child = startServer(sink.url, smtp.url);
  /** E-mails sent so far: received by the SMTP sink, or written to the mailbox. */
  const mails = () => (mailToFiles ? readdirSync(mailDir).length : smtp.messages());
  const stop = () => {
    sink.close();
    smtp.close();
    rmSync(mailDir, { recursive: true, force: true });
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
        headers: { "content-type": "application/json", origin, "idempotency-key": randomUUID() },
        body: leadBody(proofs.pop() as string),
      });
    }
    const before = await countRows(since);
    const mailsBefore = mails();
    const deliveriesBefore = sink.deliveries();
    const cpuBefore = { server: cpuSeconds(child.pid ?? 0), postgres: postgresCpuSeconds(), bench: process.cpuUsage() };
    const result = await autocannon({
      url: `${base}/api/book-demo`,
      connections,
      duration,
      method: "POST",
      headers: { "content-type": "application/json", origin },
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            body: leadBody(proofs.pop() ?? "exhausted"),
            headers: { ...req.headers, "idempotency-key": randomUUID(), "x-forwarded-for": clientOf(sequence) },
          }),
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
    const rows = after.rows - before.rows;
    const quarantined = after.quarantined - before.quarantined;
    const inFlight = rows - created;
    // Every 201 must have its row; extra rows can only be the requests cut off in flight (at most one per connection).
    // And every lead is one the site keeps its promises for (a quarantined lead gets no e-mail and no CRM row).
    const ok = inFlight >= 0 && inFlight <= connections && quarantined === 0;
    console.log(
      `  rows written ${rows}  (${created} answered 201${inFlight > 0 ? ` + ${inFlight} committed after autocannon stopped waiting` : ""})${ok ? "" : "  MISMATCH"}`,
    );
    console.log(`  quarantined  ${quarantined}${quarantined ? "  (proofs refused: these leads promise nothing)" : ""}`);
    console.log(
      `  meanwhile, in the background: ${sink.deliveries() - deliveriesBefore} CRM deliveries, ${mails() - mailsBefore} e-mails ${mailToFiles ? "written" : "received over SMTP"}`,
    );
    // Every lead's CRM delivery and e-mail is part of its cost: wait (at most a minute) until the outbox caught up.
    const caughtUp = () => sink.deliveries() - deliveriesBefore >= rows && mails() - mailsBefore >= rows;
    const drainStarted = Date.now();
    while (!caughtUp() && Date.now() - drainStarted < 60_000) await new Promise((r) => setTimeout(r, 100));
    console.log(
      caughtUp()
        ? `  outbox caught up ${((Date.now() - drainStarted) / 1000).toFixed(1)} s after the count: ${rows} CRM deliveries and e-mails`
        : `  outbox NOT caught up a minute after the run: ${sink.deliveries() - deliveriesBefore} CRM deliveries, ${mails() - mailsBefore} e-mails for ${rows} leads`,
    );
    if (!caughtUp()) process.exitCode = 1;
    const serverCpu = cpuSeconds(child.pid ?? 0);
    const postgresCpu = postgresCpuSeconds();
    const benchCpu = process.cpuUsage(cpuBefore.bench);
    if (serverCpu !== null && cpuBefore.server !== null && rows > 0) {
      const perLead = (after: number | null, before: number | null) => (after !== null && before !== null ? `${(((after - before) * 1000) / rows).toFixed(2)} ms` : "n/a");
      console.log(
        `  CPU per lead (from the run's start until the outbox caught up, its deliveries included): server ${perLead(serverCpu, cpuBefore.server)}, PostgreSQL ${perLead(postgresCpu, cpuBefore.postgres)}, this script (load generator, CRM and SMTP sinks) ${((benchCpu.user + benchCpu.system) / 1000 / rows).toFixed(2)} ms`,
      );
    }
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
