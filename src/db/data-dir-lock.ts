import { randomBytes } from "node:crypto";
import { readFileSync, unlinkSync } from "node:fs";
import { link, open, readFile, rename, unlink } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";

/**
 * One writer per embedded data directory. PGlite is a single-process
 * PostgreSQL: a second process opening the same files (a second server, or
 * `npm run leads` beside `npm run dev`) works on its own copy of the shared
 * buffers and overwrites the first one's writes, losing acknowledged leads or
 * corrupting the directory. Whoever opens the directory first writes a lock
 * file into it (pid, the kernel's start time of that pid, host, command); any
 * other process is refused with a message naming the holder. A lock left by a
 * process that died (`kill -9`, power loss) is stale: its pid is gone, or the
 * pid now belongs to another process (different start time), and it is taken
 * over.
 */
export const LOCK_FILE = "attestra.lock";

export interface LockOwner {
  pid: number;
  /** Start time of the pid in clock ticks since boot (/proc/<pid>/stat field 22); null where /proc is absent. */
  startTicks: number | null;
  host: string;
  command: string;
  /** When the holding process started (ISO 8601), for the message. */
  startedAt: string;
  token: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    const same = owner.pid === process.pid && owner.host === hostname();
    super(
      same
        ? `The embedded database in ${dataDir} is already open in this process (pid ${owner.pid}); close it before opening it again.`
        : `The embedded database in ${dataDir} is in use by process ${owner.pid} on ${owner.host} (${owner.command}, started ${owner.startedAt}). ` +
            "Only one process may open it: stop that process first, run this command while it is stopped, " +
            `or use PostgreSQL (DATABASE_URL). If no such process exists, delete ${path.join(dataDir, LOCK_FILE)}.`,
    );
    this.name = "DataDirLockedError";
  }
}

/** The start time of a pid in clock ticks since boot, or null when it cannot be read (no /proc, no such pid). */
export function processStartTicks(pid: number | "self"): number | null {
  try {
    const stat = readFileSync(/*turbopackIgnore: true*/ `/proc/${pid}/stat`, "utf8");
    // Field 2 (comm) is in parentheses and may contain spaces; field 3 follows the last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[22 - 3]);
    return Number.isFinite(ticks) ? ticks : null;
  } catch {
    return null;
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Whether the process that wrote `owner` is still running (conservative: unknown counts as alive). */
export function ownerAlive(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return true;
  if (!pidAlive(owner.pid)) return false;
  if (owner.startTicks === null) return true;
  const now = processStartTicks(owner.pid);
  // The pid exists but started at another time: the holder died and the pid was reused.
  return now === null || now === owner.startTicks;
}

function parseOwner(text: string): LockOwner | null {
  try {
    const value = JSON.parse(text) as Partial<LockOwner>;
    if (typeof value.pid !== "number" || typeof value.host !== "string" || typeof value.token !== "string") return null;
    return {
      pid: value.pid,
      startTicks: typeof value.startTicks === "number" ? value.startTicks : null,
      host: value.host,
      command: typeof value.command === "string" ? value.command : "?",
      startedAt: typeof value.startedAt === "string" ? value.startedAt : "?",
      token: value.token,
    };
  } catch {
    return null;
  }
}

export interface DataDirLock {
  owner: LockOwner;
  release(): Promise<void>;
}

function describeSelf(): LockOwner {
  return {
    pid: process.pid,
    startTicks: processStartTicks("self"),
    host: hostname(),
    command: process.argv
      .slice(1)
      .map((a) => path.basename(a))
      .join(" ")
      .slice(0, 200),
    startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
    token: randomBytes(12).toString("hex"),
  };
}

/**
 * Takes the lock of `dataDir` (an existing directory) or throws
 * DataDirLockedError naming the live holder.
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  const file = path.join(/*turbopackIgnore: true*/ dataDir, LOCK_FILE);
  const self = describeSelf();
  const body = `${JSON.stringify(self, null, 2)}\n`;
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      const handle = await open(/*turbopackIgnore: true*/ file, "wx", 0o644);
      try {
        await handle.writeFile(body);
        await handle.sync();
      } finally {
        await handle.close();
      }
      return makeLock(file, self);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    let text: string;
    try {
      text = await readFile(/*turbopackIgnore: true*/ file, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue; // released meanwhile
      throw error;
    }
    const owner = parseOwner(text);
    // A file being written right now may still be empty: look again.
    if (!owner) {
      if (attempt < 10) {
        await new Promise((r) => setTimeout(r, 20));
        continue;
      }
    } else if (ownerAlive(owner)) {
      throw new DataDirLockedError(dataDir, owner);
    }
    await removeStale(file, text);
  }
  throw new Error(`Could not take the lock ${file}; is another process starting on ${dataDir}?`);
}

/**
 * Removes the stale lock whose content is `staleText`, without removing a lock
 * another process took meanwhile: the file is moved aside first (atomic), and
 * put back if what was moved is not the stale one.
 */
async function removeStale(file: string, staleText: string): Promise<void> {
  const aside = `${file}.stale-${process.pid}-${randomBytes(4).toString("hex")}`;
  try {
    await rename(/*turbopackIgnore: true*/ file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  const moved = await readFile(/*turbopackIgnore: true*/ aside, "utf8").catch(() => staleText);
  if (moved !== staleText) {
    // Someone else's fresh lock: give it back (link fails if yet another lock exists, which then wins).
    await link(/*turbopackIgnore: true*/ aside, file).catch(() => undefined);
  }
  await unlink(/*turbopackIgnore: true*/ aside).catch(() => undefined);
}

function makeLock(file: string, self: LockOwner): DataDirLock {
  let released = false;
  const releaseSync = () => {
    if (released) return;
    released = true;
    try {
      if (parseOwner(readFileSync(/*turbopackIgnore: true*/ file, "utf8"))?.token === self.token) unlinkSync(/*turbopackIgnore: true*/ file);
    } catch {
      // already gone
    }
  };
  // A normal exit (including process.exit) frees the directory; a crash leaves a stale lock, detected above.
  process.once("exit", releaseSync);
  return {
    owner: self,
    async release() {
      process.removeListener("exit", releaseSync);
      releaseSync();
    },
  };
}

/** For the server's start-up: a data directory held by another process ends this one, with the reason. */
export function exitWhenLocked(error: unknown): void {
  // By name: the error may come from another bundle's copy of this module (dev reloads share one database).
  if (!(error instanceof Error) || error.name !== "DataDirLockedError") return;
  console.error(`[db] refusing to start: ${error.message}`);
  process.exit(1);
}
