import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "@/db/connection";
import { migrate } from "@/db/migrate";
import { handlerFor, leadRequest, VALID_BODIES } from "../../../tests/support/lead-api";
import { createTestDatabase, POSTGRES_URL, type TestDatabase } from "../../../tests/support/test-database";
import { createLeadsExportHandler } from "./export-handler";

/**
 * A frozen PostgreSQL (here: another session holds an ACCESS EXCLUSIVE lock on
 * `leads`, so every lead query waits) must not hold lead requests: the statement
 * timeout ends them and the API answers 503 with Retry-After while the lock is
 * still held. Without the timeout these requests wait for as long as the lock
 * (the test would time out). Needs DATABASE_URL (the embedded database has one
 * connection and no second session to lock with).
 */
if (!POSTGRES_URL) console.warn("[statement-timeout] DATABASE_URL unset: the frozen-database test needs PostgreSQL (skipped).");

describe.skipIf(!POSTGRES_URL)("lead queries on a frozen database", () => {
  let testDb: TestDatabase;
  let db: Database;
  let locker: pg.Client;

  beforeAll(async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    testDb = await createTestDatabase("postgres");
    db = await testDb.open();
    await migrate(db.sql);
    locker = new pg.Client({ connectionString: testDb.url });
    await locker.connect();
  });
  afterAll(async () => {
    await locker?.end().catch(() => undefined);
    await db?.close();
    await testDb?.drop();
  });

  it("answers 503 with Retry-After while the lock is held, then stores the retry", async () => {
    await locker.query("BEGIN");
    await locker.query("LOCK TABLE leads IN ACCESS EXCLUSIVE MODE");
    const key = randomUUID();
    const post = () => handlerFor("book-demo", db)(leadRequest("book-demo", VALID_BODIES["book-demo"], { key }));
    const [withKey, withoutKey] = await Promise.all([
      post(),
      handlerFor("talk-to-expert", db)(leadRequest("talk-to-expert", VALID_BODIES["talk-to-expert"], { key: null })),
    ]);
    const exported = await createLeadsExportHandler({ getDatabase: async () => db, token: () => "export-token-0123456789abcdef" })(
      new Request("https://www.example.test/api/leads", { headers: { authorization: "Bearer export-token-0123456789abcdef" } }),
    );
    // Still locked: nothing could have waited for the lock to go away.
    const held = await locker.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_locks WHERE relation = 'leads'::regclass AND mode = 'AccessExclusiveLock' AND granted",
    );
    expect(held.rows[0]?.n).toBe(1);
    for (const res of [withKey, withoutKey, exported]) {
      expect(res.status).toBe(503);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    await locker.query("ROLLBACK");
    const retry = await post();
    expect(retry.status).toBe(201);
  });
});
