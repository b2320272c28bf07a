import { openMigratedDatabase } from "@/db/connection";
import { serverEnv } from "@/env";
import { runLeadsCli, USAGE, UsageError } from "@/leads/export/cli";
import { leadApiConfigFromEnv } from "@/leads/http/config";

/** Waits for stdout to drain when its buffer is full, so a large export streams in flat memory. */
function writeStdout(text: string): void | Promise<void> {
  if (process.stdout.write(text)) return;
  return new Promise((resolve) => process.stdout.once("drain", () => resolve()));
}

// `npm run leads -- list|export|outbox|deliver|release|access|forget|purge` (src/leads/export/cli.ts; docs/leads.md).
async function main(): Promise<number> {
  const env = serverEnv();
  const db = await openMigratedDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    return await runLeadsCli(process.argv.slice(2), db, { ...leadApiConfigFromEnv(), linkSecret: env.LINK_SIGNING_SECRET }, writeStdout);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n${USAGE}\n`);
      return 64;
    }
    throw error;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
