import { openDatabase } from "@/db/connection";
import { migrate } from "@/db/migrate";
import { serverEnv } from "@/env";

// `npm run db:migrate`: applies committed migrations to DATABASE_URL, or to the embedded database.
async function main(): Promise<void> {
  const env = serverEnv();
  const db = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const applied = await migrate(db.sql);
    const target = db.mode === "postgres" ? "PostgreSQL (DATABASE_URL)" : `embedded PostgreSQL at ${env.DATA_DIR}`;
    console.log(applied.length ? `Applied ${applied.join(", ")} to ${target}.` : `${target} is up to date.`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
