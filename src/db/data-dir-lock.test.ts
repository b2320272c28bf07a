import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openMigratedDatabase } from "./connection";
import { acquireDataDirLock, LOCK_FILE, processStartTicks } from "./data-dir-lock";

const WRITER = path.resolve("tests/support/embedded-writer.ts");

interface Writer {
  child: ChildProcess;
  acks: string[];
  lines: string[];
  /** Resolves with the first line matching `re`. */
  waitFor(re: RegExp): Promise<string>;
  exited: Promise<number | null>;
}

const children: ChildProcess[] = [];
const dirs: string[] = [];

afterEach(async () => {
  for (const c of children.splice(0)) {
    if (c.exitCode === null && c.signalCode === null) {
      c.kill("SIGKILL");
      await new Promise((resolve) => c.once("exit", resolve));
    }
  }
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "attestra-lock-"));
  dirs.push(dir);
  return dir;
}

// Creating a PGlite data directory is the slow part (initdb): do it once, then copy it for each test.
let template = "";
beforeAll(async () => {
  template = await mkdtemp(path.join(tmpdir(), "attestra-lock-template-"));
  const db = await openMigratedDatabase({ dataDir: template });
  await db.close();
}, 600_000);
afterAll(async () => {
  if (template) await rm(template, { recursive: true, force: true });
});

/** A migrated, empty data directory of its own. */
async function databaseDir(): Promise<string> {
  const dir = await tempDir();
  // cp(1): fs.cp walks the ~1,000 files of a data directory far more slowly.
  execFileSync("cp", ["-a", `${template}/.`, dir]);
  return dir;
}

/** A separate process opening the embedded database the way the server does (tests/support/embedded-writer.ts). */
function startWriter(dir: string, mode: "write" | "hold" = "write"): Writer {
  // One process (tsx as a loader, not its CLI wrapper), so that kill -9 hits the process holding the database.
  const child = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", WRITER, dir, mode], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  children.push(child);
  const acks: string[] = [];
  const lines: string[] = [];
  const waiters: { re: RegExp; resolve: (l: string) => void }[] = [];
  let buffer = "";
  child.stdout?.setEncoding("utf8");
  child.stdout?.on("data", (chunk: string) => {
    buffer += chunk;
    let nl = buffer.indexOf("\n");
    while (nl >= 0) {
      const line = buffer.slice(0, nl);
      buffer = buffer.slice(nl + 1);
      lines.push(line);
      if (line.startsWith("ack ")) acks.push(line.slice(4));
      for (const w of waiters.splice(0)) {
        if (w.re.test(line)) w.resolve(line);
        else waiters.push(w);
      }
      nl = buffer.indexOf("\n");
    }
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    child,
    acks,
    lines,
    exited,
    waitFor(re) {
      const seen = lines.find((l) => re.test(l));
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        waiters.push({ re, resolve });
        exited.then((code) => reject(new Error(`writer exited (${code}) before ${re}: ${lines.slice(-3).join(" | ")}`)));
      });
    },
  };
}

async function waitForAcks(w: Writer, n: number): Promise<void> {
  if (w.acks.length < n) await w.waitFor(new RegExp(`^ack w\\d+-${n - 1}@`));
}

async function storedEmails(dir: string): Promise<Set<string>> {
  const db = await openMigratedDatabase({ dataDir: dir });
  try {
    return new Set((await db.prisma.lead.findMany({ select: { email: true } })).map((r) => r.email));
  } finally {
    await db.close();
  }
}

describe("one writer per embedded data directory", () => {
  it("a second process on the same data directory loses no acknowledged lead: it is refused, naming the holder", async () => {
    const dir = await databaseDir();
    const first = startWriter(dir);
    await first.waitFor(/^ready$/);
    await waitForAcks(first, 20);
    // Before the lock, this second writer opened the same files and the two overwrote each other's rows.
    const second = startWriter(dir);
    const outcome = await second.waitFor(/^(ready|refused)/);
    await waitForAcks(first, first.acks.length + 30);
    if (outcome === "ready") await waitForAcks(second, 30);
    second.child.stdin?.write("stop\n");
    first.child.stdin?.write("stop\n");
    await Promise.all([first.exited, second.exited]);
    const stored = await storedEmails(dir);
    const acknowledged = [...first.acks, ...second.acks];
    expect(acknowledged.filter((e) => !stored.has(e))).toEqual([]);
    expect(outcome).toMatch(new RegExp(`in use by process ${first.child.pid} on `));
    expect(outcome).toContain(dir);
    expect(outcome).toMatch(/embedded-writer\.ts/);
    // The holder stopped normally: its lock is gone.
    await expect(readFile(path.join(dir, LOCK_FILE))).rejects.toThrow(/ENOENT/);
  }, 480_000);

  it("kill -9 during a burst of writes loses no acknowledged lead, and the directory opens again", async () => {
    const dir = await databaseDir();
    const writer = startWriter(dir);
    await writer.waitFor(/^ready$/);
    await waitForAcks(writer, 100);
    writer.child.kill("SIGKILL");
    await writer.exited;
    const acknowledged = [...writer.acks];
    expect(JSON.parse(await readFile(path.join(dir, LOCK_FILE), "utf8")).pid).toBe(writer.child.pid);
    // The dead writer's lock is stale: the next opener takes it over.
    const stored = await storedEmails(dir);
    expect(acknowledged.length).toBeGreaterThanOrEqual(100);
    expect(acknowledged.filter((e) => !stored.has(e))).toEqual([]);
  }, 480_000);
});

describe("data directory lock", () => {
  it("refuses a second opener in the same process and frees the directory on release", async () => {
    const dir = await tempDir();
    const lock = await acquireDataDirLock(dir);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(/already open in this process/);
    await lock.release();
    const again = await acquireDataDirLock(dir);
    await again.release();
    await expect(readFile(path.join(dir, LOCK_FILE))).rejects.toThrow(/ENOENT/);
  });

  it("takes over a lock whose pid now belongs to another process (same pid, other start time)", async () => {
    const dir = await tempDir();
    const ticks = processStartTicks("self");
    if (ticks === null) return; // no /proc: only pid liveness can be checked here
    const reused = { pid: process.pid, startTicks: ticks - 1, host: hostname(), command: "old", startedAt: "x", token: "t" };
    await writeFile(path.join(dir, LOCK_FILE), JSON.stringify(reused));
    const lock = await acquireDataDirLock(dir);
    expect(lock.owner.startTicks).toBe(ticks);
    await lock.release();
  });
});
