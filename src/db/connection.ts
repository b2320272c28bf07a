import "server-only";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { serverEnv } from "@/env";
import { PrismaClient } from "@/generated/prisma/client";
import { migrate } from "./migrate";
import { pgExecutor, pgliteExecutor, type SqlExecutor } from "./sql-executor";

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
    const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
    // An idle client losing its server must not crash the process; the next query reports it.
    pool.on("error", () => undefined);
    const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
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
  if (!dir.startsWith("memory://")) await mkdir(path.resolve(/*turbopackIgnore: true*/ dir), { recursive: true });
  const db = await PGlite.create(dir.startsWith("memory://") ? undefined : path.resolve(/*turbopackIgnore: true*/ dir));
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(db) });
  return {
    mode: "embedded",
    prisma,
    sql: pgliteExecutor(db),
    async close() {
      await prisma.$disconnect();
      await db.close();
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

const globalForDb = globalThis as unknown as { __attestraDb?: Promise<Database> };

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
