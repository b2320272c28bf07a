import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, DATABASE_MODES, type TestDatabase } from "../../tests/support/test-database";
import type { Database } from "./connection";
import { MigrationError, migrate, readMigrations } from "./migrate";

describe.each(DATABASE_MODES)("migration runner (%s)", (mode) => {
  let testDb: TestDatabase;
  let db: Database;

  afterEach(async () => {
    await db?.close();
    await testDb?.drop();
  });

  async function fresh() {
    testDb = await createTestDatabase(mode);
    db = await testDb.open();
  }

  it("applies every committed migration to a fresh database and records it like Prisma", async () => {
    await fresh();
    const files = await readMigrations();
    expect(files.length).toBeGreaterThan(0);
    const applied = await migrate(db.sql);
    expect(applied).toEqual(files.map((f) => f.name));
    const rows = await db.sql.query<{ migration_name: string; checksum: string; finished_at: unknown; applied_steps_count: number }>(
      `SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    expect(rows.map((r) => r.migration_name)).toEqual(files.map((f) => f.name));
    expect(rows.map((r) => r.checksum)).toEqual(files.map((f) => f.checksum));
    expect(rows.every((r) => r.finished_at !== null && r.applied_steps_count === 1)).toBe(true);
    const tables = await db.sql.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name = 'leads'`,
    );
    expect(tables).toHaveLength(1);
  });

  it("is a no-op when re-run", async () => {
    await fresh();
    await migrate(db.sql);
    expect(await migrate(db.sql)).toEqual([]);
    const [count] = await db.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM "_prisma_migrations"`);
    expect(count?.n).toBe((await readMigrations()).length);
  });

  it("refuses a migration changed after it was applied", async () => {
    await fresh();
    const files = await readMigrations();
    await migrate(db.sql, files);
    const [first, ...rest] = files;
    if (!first) throw new Error("no migrations");
    const tampered = [{ ...first, sql: `${first.sql}\n-- edited`, checksum: "0".repeat(64) }, ...rest];
    await expect(migrate(db.sql, tampered)).rejects.toThrow(MigrationError);
    await expect(migrate(db.sql, tampered)).rejects.toThrow(/changed after it was applied/);
  });

  it("applies a new migration after earlier ones and rolls back a failing one", async () => {
    await fresh();
    const files = await readMigrations();
    await migrate(db.sql, files);
    const extra = { name: "99990101000000_extra", sql: `CREATE TABLE "extra_t" (id int);`, checksum: "a".repeat(64) };
    expect(await migrate(db.sql, [...files, extra])).toEqual([extra.name]);
    const broken = { name: "99990102000000_broken", sql: `CREATE TABLE "half" (id int); SELECT * FROM no_such_table;`, checksum: "b".repeat(64) };
    await expect(migrate(db.sql, [...files, extra, broken])).rejects.toThrow(/failed/);
    const half = await db.sql.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'half'`);
    expect(half).toHaveLength(0);
  });
});
