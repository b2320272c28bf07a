import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "@/db/connection";

/**
 * A fresh, empty database for one test file: a new database on the server named
 * by DATABASE_URL when it is set, otherwise an in-memory embedded PGlite.
 */
export interface TestDatabase {
  mode: "postgres" | "embedded";
  /** Opens a client on the fresh database (not migrated). */
  open(): Promise<Database>;
  url?: string;
  drop(): Promise<void>;
}

export const POSTGRES_URL = process.env.DATABASE_URL || undefined;

export async function createTestDatabase(mode: "postgres" | "embedded" = POSTGRES_URL ? "postgres" : "embedded"): Promise<TestDatabase> {
  if (mode === "embedded" || !POSTGRES_URL) {
    return { mode: "embedded", open: () => openDatabase({ dataDir: "memory://" }), drop: async () => undefined };
  }
  const name = `attestra_t_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    mode: "postgres",
    url: url.toString(),
    open: () => openDatabase({ url: url.toString() }),
    async drop() {
      const c = new pg.Client({ connectionString: POSTGRES_URL });
      await c.connect();
      try {
        // A pool's end() resolves once its clients have sent their goodbye, not once the server has closed their
        // sessions: wait for them to go (up to 10 s), so FORCE does not terminate a session whose client is still
        // closing (its client would report "terminating connection due to administrator command" as an uncaught
        // error in whichever test file runs next).
        for (let i = 0; i < 200; i++) {
          const { rows } = await c.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1`, [name]);
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** The modes to run database tests in: always embedded, plus PostgreSQL when DATABASE_URL is set. */
export const DATABASE_MODES: ("postgres" | "embedded")[] = POSTGRES_URL ? ["embedded", "postgres"] : ["embedded"];
