import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, DATABASE_MODES, type TestDatabase } from "../../tests/support/test-database";
import type { Database } from "./connection";
import { migrate } from "./migrate";

describe.each(DATABASE_MODES)("Prisma client on the %s database", (mode) => {
  let testDb: TestDatabase;
  let db: Database;

  afterAll(async () => {
    await db?.close();
    await testDb?.drop();
  });

  it("writes and reads a lead row", async () => {
    testDb = await createTestDatabase(mode);
    db = await testDb.open();
    expect(db.mode).toBe(mode);
    await migrate(db.sql);
    const created = await db.prisma.lead.create({
      data: { form: "book-demo", email: "ana@example.com", company: "Ünïcode GmbH", locale: "de", answers: { erp: "sap", poPercentage: 50 } },
    });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    const read = await db.prisma.lead.findUniqueOrThrow({ where: { id: created.id } });
    expect(read.company).toBe("Ünïcode GmbH");
    expect(read.answers).toEqual({ erp: "sap", poPercentage: 50 });
    expect(read.createdAt).toBeInstanceOf(Date);
    expect(await db.prisma.lead.count({ where: { form: "book-demo" } })).toBe(1);
  });
});

describe("embedded database persistence", () => {
  it("keeps data across restarts in its data directory", async () => {
    const { mkdtemp, rm } = await import("node:fs/promises");
    const { tmpdir } = await import("node:os");
    const path = await import("node:path");
    const { openMigratedDatabase } = await import("./connection");
    const dir = await mkdtemp(path.join(tmpdir(), "attestra-pglite-"));
    try {
      const first = await openMigratedDatabase({ dataDir: dir });
      await first.prisma.lead.create({ data: { form: "newsletter", email: "x@example.com", company: "-", locale: "en" } });
      await first.close();
      const second = await openMigratedDatabase({ dataDir: dir });
      expect(await second.prisma.lead.count()).toBe(1);
      await second.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
