import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { SqlExecutor } from "./sql-executor";

/**
 * Applies the SQL migrations committed in Prisma's layout and records them in
 * `_prisma_migrations` exactly as `prisma migrate deploy` does (checksum = sha256
 * of the file), so Prisma's own CLI agrees on a connected machine. Prisma's CLI
 * would need a schema-engine binary, downloaded at install time, which offline
 * installs do not have (package.json `allowScripts` skips that download).
 */
export const MIGRATIONS_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), "prisma", "migrations");

// The advisory lock key Prisma's migrate engine uses, so the two never run at once.
const ADVISORY_LOCK_KEY = 72707369;

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

export class MigrationError extends Error {}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const entries = await readdir(/*turbopackIgnore: true*/ dir, { withFileTypes: true });
  const names = entries.filter((e) => e.isDirectory()).map((e) => e.name).sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(/*turbopackIgnore: true*/ dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    }),
  );
}

interface AppliedRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | string | null;
  rolled_back_at: Date | string | null;
}

/** Returns the names of the migrations it applied (empty when up to date). */
export async function migrate(db: SqlExecutor, migrations?: MigrationFile[]): Promise<string[]> {
  const files = migrations ?? (await readMigrations());
  await db.query("SELECT pg_advisory_lock($1)", [ADVISORY_LOCK_KEY]);
  try {
    await db.exec(CREATE_TABLE);
    const rows = await db.query<AppliedRow>(
      `SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
    );
    const applied = new Map(rows.map((r) => [r.migration_name, r]));
    const done: string[] = [];
    for (const file of files) {
      const row = applied.get(file.name);
      if (row) {
        if (!row.finished_at) {
          throw new MigrationError(`Migration ${file.name} failed earlier and is not finished; resolve it by hand.`);
        }
        if (row.checksum !== file.checksum) {
          throw new MigrationError(
            `Migration ${file.name} was changed after it was applied (checksum mismatch). Add a new migration instead.`,
          );
        }
        continue;
      }
      const id = randomUUID();
      await db.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count) VALUES ($1, $2, $3, now(), 0)`,
        [id, file.checksum, file.name],
      );
      try {
        await db.exec(`BEGIN;\n${file.sql}\n;COMMIT;`);
      } catch (error) {
        await db.exec("ROLLBACK").catch(() => undefined);
        await db.query(`UPDATE "_prisma_migrations" SET logs = $2 WHERE id = $1`, [id, String(error)]);
        throw new MigrationError(`Migration ${file.name} failed: ${String(error)}`);
      }
      await db.query(
        `UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`,
        [id],
      );
      done.push(file.name);
    }
    return done;
  } finally {
    await db.query("SELECT pg_advisory_unlock($1)", [ADVISORY_LOCK_KEY]);
  }
}
