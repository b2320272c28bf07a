// Shared set-up of the cluster test and benchmark: a fresh PostgreSQL database, server.mjs instances,
// Debian's nginx configured with the block from docs/deploy.md, and a local webhook receiver.
import { spawn, spawnSync } from "node:child_process";
import { createHmac, timingSafeEqual } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import pg from "pg";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const ADMIN_URL = process.env.CLUSTER_POSTGRES_ADMIN_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
export const BASE_PORT = Number(process.env.CLUSTER_BASE_PORT ?? 3510);
export const WEBHOOK_SECRET = "cluster-webhook-secret-0123456789";

export function log(line) {
  console.log(`[cluster] ${line}`);
}

/** nginx from the PATH or Debian's location; undefined when not installed. */
export function findNginx() {
  for (const candidate of [process.env.NGINX_BIN, "/usr/sbin/nginx", "/usr/bin/nginx"]) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  const which = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" });
  return which.status === 0 ? which.stdout.trim() : undefined;
}

/** True when a PostgreSQL server answers on the admin URL. */
export async function postgresAnswers() {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** A fresh database, dropped by the returned function (scripts/ci-create-database.mjs, as .ci/run does). */
export function createDatabase(prefix) {
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  const run = (...extra) =>
    spawnSync(process.execPath, [path.join(ROOT, "scripts/ci-create-database.mjs"), ADMIN_URL, name, ...extra], {
      stdio: "inherit",
    });
  if (run().status !== 0) throw new Error(`could not create database ${name}`);
  const url = `${ADMIN_URL.replace(/\/[^/]*$/, "")}/${name}`;
  return { name, url, drop: () => run("--drop") };
}

/** The production build `npm test` made, or a new one. */
export function ensureBuild() {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  if (existsSync(path.join(ROOT, distDir, "BUILD_ID"))) return;
  log(`no production build in ${distDir}: running npm run build`);
  const result = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) throw new Error("npm run build failed");
}

/**
 * One instance as `npm start` runs it (server.mjs, manual signal handling for the graceful shutdown),
 * listening on localhost:<port>.
 */
export function startInstance(name, port, env) {
  const child = spawn(process.execPath, [path.join(ROOT, "server.mjs"), "-H", "localhost", "-p", String(port)], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      NEXT_MANUAL_SIG_HANDLE: "true",
      TRUSTED_PROXY_HOPS: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = [];
  const onData = (chunk) => {
    for (const line of String(chunk).split("\n")) if (line.trim()) output.push(line);
  };
  child.stdout.on("data", onData);
  child.stderr.on("data", onData);
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  return { name, port, child, output, exited };
}

/** Resolves once `url` answers `status`, re-asking after each answer (an event, not a fixed wait); bounded. */
export async function waitFor(url, { status = 200, timeoutMs = 300_000, exited } = {}) {
  const deadline = Date.now() + timeoutMs;
  let stopped = false;
  exited?.then(() => {
    stopped = true;
  });
  let last = "no answer";
  while (Date.now() < deadline) {
    if (stopped) throw new Error(`${url}: the process exited while waiting`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.status === status) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer ${status} within ${timeoutMs} ms (last: ${last})`);
}

/** The nginx block of docs/deploy.md (between the `cluster-config` markers). */
export function deployGuideNginxBlock() {
  const guide = readFileSync(path.join(ROOT, "docs/deploy.md"), "utf8");
  const match = /<!-- cluster-config:start -->\s*```nginx\n([\s\S]*?)```\s*<!-- cluster-config:end -->/.exec(guide);
  if (!match) throw new Error("docs/deploy.md has no nginx block between the cluster-config markers");
  return match[1];
}

/**
 * The guide's block with only its addresses replaced: the upstream servers and the listen port. Everything
 * else (proxy headers, failover, timeouts) is used exactly as written.
 */
export function nginxSiteConfig(listenPort, upstreamPorts, upstreamName = "attestra") {
  const block = deployGuideNginxBlock();
  const servers = block.match(/^\s*server 127\.0\.0\.1:\d+[^;]*;$/gm);
  if (!servers || servers.length < 1) throw new Error("the guide's upstream lists no `server 127.0.0.1:<port>` line");
  const options = servers[0].replace(/^\s*server 127\.0\.0\.1:\d+/, "").replace(/;$/, "");
  let replaced = block.replace(/^\s*server 127\.0\.0\.1:\d+[^;]*;\n/gm, "");
  replaced = replaced.replace(
    /upstream attestra \{\n/,
    `upstream ${upstreamName} {\n${upstreamPorts.map((p) => `    server 127.0.0.1:${p}${options};\n`).join("")}`,
  );
  replaced = replaced.replace(/proxy_pass http:\/\/attestra;/g, `proxy_pass http://${upstreamName};`);
  replaced = replaced.replace(/listen 80;/, `listen 127.0.0.1:${listenPort};`);
  if (replaced === block) throw new Error("could not adapt the guide's nginx block");
  return replaced;
}

/** Starts Debian's nginx in the foreground with its own prefix directory and the given site blocks. */
export function startNginx(nginxBin, workDir, sites) {
  mkdirSync(path.join(workDir, "logs"), { recursive: true });
  const conf = `# Test scaffolding (paths, logs); the site blocks below are docs/deploy.md's.
worker_processes 1;
pid ${workDir}/nginx.pid;
error_log ${workDir}/logs/error.log warn;
events { worker_connections 1024; }
http {
    client_body_temp_path ${workDir}/client_body;
    proxy_temp_path ${workDir}/proxy;
    fastcgi_temp_path ${workDir}/fastcgi;
    uwsgi_temp_path ${workDir}/uwsgi;
    scgi_temp_path ${workDir}/scgi;
    log_format cluster '$remote_addr $upstream_addr $status $request_method $request_uri';
    access_log ${workDir}/logs/access.log cluster;
${sites.join("\n")}
}
`;
  const file = path.join(workDir, "nginx.conf");
  writeFileSync(file, conf);
  const check = spawnSync(nginxBin, ["-t", "-p", workDir, "-c", file], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const child = spawn(nginxBin, ["-p", workDir, "-c", file, "-g", "daemon off;"], { stdio: ["ignore", "inherit", "inherit"] });
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  return { child, exited, accessLog: path.join(workDir, "logs/access.log"), conf };
}

/** Access-log lines: client address, upstream address(es), status, method, URI. */
export function readAccessLog(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [remote, upstream, status, method, uri] = line.split(" ");
      return { remote, upstream, status: Number(status), method, uri };
    });
}

/**
 * A CRM stand-in that checks what a real receiver checks (README, webhook verification): the HMAC signature,
 * then records each delivery by its X-Attestra-Delivery id.
 */
export function startWebhookReceiver(port) {
  const deliveries = [];
  const waiters = [];
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const expected = Buffer.from(`sha256=${createHmac("sha256", WEBHOOK_SECRET).update(body).digest("hex")}`);
      const given = Buffer.from(String(req.headers["x-attestra-signature"] ?? ""));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        res.statusCode = 401;
        res.end();
        return;
      }
      deliveries.push({ deliveryId: String(req.headers["x-attestra-delivery"]), lead: JSON.parse(body.toString("utf8")) });
      res.statusCode = 204;
      res.end();
      for (const w of waiters.splice(0)) w();
    });
  });
  const ready = new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  /** Resolves when `predicate(deliveries)` holds, re-checked at each delivery; rejects after timeoutMs. */
  const until = (predicate, timeoutMs) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`webhook: condition not met within ${timeoutMs} ms (${deliveries.length} deliveries)`)), timeoutMs);
      const check = () => {
        if (predicate(deliveries)) {
          clearTimeout(timer);
          resolve(deliveries);
        } else waiters.push(check);
      };
      check();
    });
  return { server, ready, deliveries, until, close: () => new Promise((r) => server.close(r)) };
}

/**
 * An HTTP request from a chosen loopback source address (127.0.0.x), so nginx sees distinct clients.
 * Resolves with status, headers and parsed body; never rejects on HTTP errors.
 */
export function request(port, { method = "GET", path: urlPath = "/", headers = {}, body, localAddress } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, method, path: urlPath, headers, localAddress, agent: false },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode, headers: res.headers, text, json });
        });
      },
    );
    req.on("error", reject);
    req.setTimeout(60_000, () => req.destroy(new Error(`${method} ${urlPath}: no answer in 60 s`)));
    if (body !== undefined) req.write(body);
    req.end();
  });
}

export function leadHeaders(port, key, extra = {}) {
  return {
    host: `localhost:${port}`,
    origin: `http://localhost:${port}`,
    "content-type": "application/json",
    "idempotency-key": key,
    ...extra,
  };
}

export async function stopProcess(proc, signal = "SIGTERM") {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return proc.exited;
  proc.child.kill(signal);
  return proc.exited;
}
