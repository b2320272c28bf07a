import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

/**
 * One writer for the embedded database (no DATABASE_URL),
 * against the real production server (server.mjs on the e2e build). A
 * server killed with SIGKILL in the middle of a burst of leads loses none it
 * answered 201 to and starts again on the same data directory; while it runs,
 * a second server and the leads CLI on that directory are refused with a
 * message naming the process that holds it, and nothing is lost.
 */

const BASE_PORT = Number(process.env.E2E_PORT ?? 3100) + 50;
const TOKEN = "e2e-embedded-token-0123456789abcdef";

test.skip(Boolean(process.env.DATABASE_URL), "tests the embedded database: runs when DATABASE_URL is unset");
test.describe.configure({ mode: "serial", timeout: 300_000 });

interface Server {
  child: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(dataDir: string, port: number): Server {
  const base = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    DATA_DIR: dataDir,
    LEADS_API_TOKEN: TOKEN,
    IP_HASH_SALT: "e2e-salt-not-secret",
    LEADS_RATE_SOFT_LIMIT: "1000000",
    LEADS_RATE_HARD_LIMIT: "2000000",
    LEADS_WEBHOOK_URL: "",
    LEADS_WEBHOOK_SECRET: "",
  };
  delete env.DATABASE_URL;
  // The build's SITE_URL (a server started with another refuses to start); the Origin check also accepts the
  // request's own host, which is what these requests send.
  delete env.SITE_URL;
  const child = spawn(process.execPath, [path.resolve("server.mjs"), "-p", String(port), "-H", "localhost"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group: SIGKILL to the group takes the server down at once, like a crash.
    detached: true,
  });
  let text = "";
  child.stdout?.on("data", (d: Buffer) => {
    text += d.toString();
  });
  child.stderr?.on("data", (d: Buffer) => {
    text += d.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, base, output: () => text, exited };
}

async function leadsOf(base: string): Promise<string[] | null> {
  try {
    const response = await fetch(`${base}/api/leads?format=json&include_quarantined=1`, { headers: { authorization: `Bearer ${TOKEN}` } });
    if (response.status !== 200) return null;
    return ((await response.json()) as { email: string }[]).map((l) => l.email);
  } catch {
    return null;
  }
}

/** Polls the export until the server answers from its database (a new data directory takes a while to create). */
async function waitUntilServing(server: Server): Promise<void> {
  await expect
    .poll(
      async () => {
        if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
        return (await leadsOf(server.base)) !== null;
      },
      { timeout: 180_000 },
    )
    .toBe(true);
}

async function postLead(base: string, email: string): Promise<number> {
  const response = await fetch(`${base}/api/book-demo`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, "idempotency-key": randomUUID() },
    body: JSON.stringify({
      email,
      company: "Crash Test GmbH",
      role: "cfo",
      erp: "sap",
      monthlyInvoices: "1-5k",
      poPercentage: 70,
      goal: "fraud-prevention",
      locale: "en",
      page: "/book-demo",
      elapsedMs: 9000,
    }),
  });
  return response.status;
}

function killGroup(server: Server, signal: NodeJS.Signals) {
  if (server.child.pid && server.child.exitCode === null) {
    try {
      process.kill(-server.child.pid, signal);
    } catch {
      // already gone
    }
  }
}

/** The process group of a pid (field 5 of /proc/<pid>/stat). */
function processGroup(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]);
  } catch {
    return null;
  }
}

let dataDir = "";
const servers: Server[] = [];

test.beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "attestra-e2e-embedded-"));
});

test.afterAll(async () => {
  for (const s of servers) {
    killGroup(s, "SIGKILL");
    await s.exited;
  }
  await rm(dataDir, { recursive: true, force: true });
});

test("kill -9 during a burst of leads loses none that was answered 201, and the server starts again", async () => {
  const first = startServer(dataDir, BASE_PORT);
  servers.push(first);
  await waitUntilServing(first);

  const acknowledged: string[] = [];
  let stop = false;
  let killed = false;
  const writer = async (n: number) => {
    for (let i = 0; !stop; i++) {
      const email = `crash-${n}-${i}-${randomUUID().slice(0, 8)}@example.com`;
      try {
        const status = await postLead(first.base, email);
        if (status === 201) acknowledged.push(email);
        else if (!killed) throw new Error(`POST answered ${status}`);
      } catch (error) {
        if (!killed) throw error;
        return; // the server is gone
      }
    }
  };
  const writers = Promise.all(Array.from({ length: 6 }, (_, n) => writer(n)));
  await expect.poll(() => acknowledged.length, { timeout: 120_000 }).toBeGreaterThanOrEqual(60);
  killed = true;
  killGroup(first, "SIGKILL");
  await first.exited;
  stop = true;
  await writers;
  const answered = [...acknowledged];

  const second = startServer(dataDir, BASE_PORT);
  servers.push(second);
  await waitUntilServing(second);
  const stored = new Set(await leadsOf(second.base));
  expect(answered.filter((email) => !stored.has(email))).toEqual([]);
});

test("beside a running server, a second server and the leads CLI are refused, naming the holder; nothing is lost", async () => {
  const running = servers.at(-1);
  if (!running) throw new Error("needs the server of the previous test");
  const before = await leadsOf(running.base);
  expect(before).not.toBeNull();
  expect(await postLead(running.base, `beside-${randomUUID()}@example.com`)).toBe(201);

  const second = startServer(dataDir, BASE_PORT + 1);
  servers.push(second);
  expect(await second.exited).not.toBe(0);
  const refusal = /in use by process (\d+) on /.exec(second.output());
  expect(refusal, second.output()).not.toBeNull();
  // The named process is the running server (one of its process group).
  expect(processGroup(Number(refusal?.[1]))).toBe(running.child.pid);

  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: "1" };
  delete env.DATABASE_URL;
  const cli = spawnSync(process.execPath, ["--import", "tsx", "--conditions=react-server", "scripts/leads.ts", "list"], { env, encoding: "utf8" });
  expect(cli.status).not.toBe(0);
  expect(cli.stderr).toMatch(new RegExp(`in use by process ${refusal?.[1]} on `));

  // The running server still has every lead, and takes new ones.
  const after = await leadsOf(running.base);
  expect(after?.length).toBe((before?.length ?? 0) + 1);
  expect(await postLead(running.base, `after-${randomUUID()}@example.com`)).toBe(201);
});
