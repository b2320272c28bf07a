import "server-only";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { serverEnv } from "@/env";
import { PrismaClient } from "@/generated/prisma/client";
import { acquireDataDirLock, type DataDirLock } from "./data-dir-lock";
import { migrate } from "./migrate";
import { pgExecutor, pgliteExecutor, type SqlExecutor } from "./sql-executor";

/** Longest a single statement may run on PostgreSQL (exports read in pages, each well under it). */
export const STATEMENT_TIMEOUT_MS = 5_000;

/**
 * Prisma's transactions (a lead with its outbox rows is one) wait for a pooled connection as long as any other query
 * does (the pool's `connectionTimeoutMillis`), not Prisma's default 2 s: under a burst (50 identical requests on one
 * instance, nginx in front) that default answered some leads 503 and nginx took the instance out of rotation.
 */
const TRANSACTION_OPTIONS = { maxWait: 5_000, timeout: STATEMENT_TIMEOUT_MS + 5_000 } as const;

export type DatabaseMode = "postgres" | "embedded";

export interface Database {
  mode: DatabaseMode;
  prisma: PrismaClient;
  sql: SqlExecutor;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** A postgres:// URL; when absent the embedded PGlite database is used. */
  url?: string;
  /** Directory of the embedded database; `memory://` keeps it in memory (tests). */
  dataDir?: string;
}

/** Opens a connection without migrating it. Both modes share the same Prisma Client code. */
export async function openDatabase({ url, dataDir }: OpenOptions): Promise<Database> {
  if (url) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      connectionTimeoutMillis: 5_000,
      // A frozen server (a held lock, a stalled disk) must not hold requests: the server cancels a statement
      // after STATEMENT_TIMEOUT_MS (lock waits included), and the client gives up 2 s later if the server
      // does not even answer; the lead API then answers 503 with Retry-After.
      statement_timeout: STATEMENT_TIMEOUT_MS,
      query_timeout: STATEMENT_TIMEOUT_MS + 2_000,
    });
    // An idle client losing its server must not crash the process; the next query reports it.
    pool.on("error", () => undefined);
    const prisma = new PrismaClient({ adapter: new PrismaPg(pool), transactionOptions: TRANSACTION_OPTIONS });
    return {
      mode: "postgres",
      prisma,
      sql: pgExecutor(pool),
      async close() {
        await prisma.$disconnect();
        await pool.end();
      },
    };
  }
  const dir = dataDir ?? ".data/pglite";
  const inMemory = dir.startsWith("memory://");
  let lock: DataDirLock | undefined;
  if (!inMemory) {
    const resolved = path.resolve(/*turbopackIgnore: true*/ dir);
    await mkdir(resolved, { recursive: true });
    // One writer per data directory (data-dir-lock.ts): a second process is refused, naming the holder.
    lock = await acquireDataDirLock(resolved);
  }
  let db: PGlite;
  try {
    db = await PGlite.create(inMemory ? undefined : path.resolve(/*turbopackIgnore: true*/ dir));
  } catch (error) {
    await lock?.release();
    throw error;
  }
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(db), transactionOptions: TRANSACTION_OPTIONS });
  return {
    mode: "embedded",
    prisma,
    sql: pgliteExecutor(db),
    async close() {
      try {
        await prisma.$disconnect();
        await db.close();
      } finally {
        await lock?.release();
      }
    },
  };
}

/** Opens and migrates: what the app, the scripts and the tests call. */
export async function openMigratedDatabase(options: OpenOptions): Promise<Database> {
  const database = await openDatabase(options);
  try {
    await migrate(database.sql);
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  return database;
}

const globalForDb: typeof globalThis & { __attestraDb?: Promise<Database> } = globalThis;

/**
 * The process-wide database, migrated before first use. Cached on globalThis so
 * dev-mode module reloads reuse one pool (and one PGlite instance, which cannot
 * be opened twice).
 */
export function getDatabase(): Promise<Database> {
  if (!globalForDb.__attestraDb) {
    const env = serverEnv();
    const pending = openMigratedDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
    // A failed start (e.g. the server is down) must not be cached forever.
    pending.catch(() => {
      if (globalForDb.__attestraDb === pending) globalForDb.__attestraDb = undefined;
    });
    globalForDb.__attestraDb = pending;
  }
  return globalForDb.__attestraDb;
}

/** Closes the process-wide database if it was opened (graceful shutdown, src/server/lifecycle.ts). */
export async function closeDatabase(): Promise<void> {
  const pending = globalForDb.__attestraDb;
  if (!pending) return;
  globalForDb.__attestraDb = undefined;
  const db = await pending.catch(() => undefined);
  await db?.close();
}
