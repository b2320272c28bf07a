import { closeDatabase, getDatabase } from "@/db/connection";
import { exitWhenLocked } from "@/db/data-dir-lock";
import { serverEnv } from "@/env";
import { leadApiConfigFromEnv } from "@/leads/http/config";
import { drainOutboxDelivery, kickOutboxDelivery } from "@/leads/crm-handoff/outbox";
import { retentionFromEnv } from "@/leads/privacy/privacy-rights";
import { startRetentionLoop, stopRetentionLoop } from "@/leads/privacy/retention-loop";
import { kickMailDelivery } from "@/mail/outbox-mail";
import { flushAssignmentCounts, setAssignmentCountWriter } from "@/experiments/assignment-counts";
import { assignmentCountWriter } from "@/experiments/assignment-store";
import { assertNoticeSettingsMatchBuild, assertSiteUrlMatchesBuild } from "./build-info";
import { shutdown } from "./lifecycle";

/**
 * Node.js start-up (src/instrumentation.ts; under `npm start` it runs before the server listens): validates the
 * configuration, installs the graceful shutdown when `npm start` asks for it (NEXT_MANUAL_SIG_HANDLE), applies
 * pending migrations and starts the outbox loop and the daily retention pass. The HTTP server itself (timeouts,
 * method filter, client-address stamp, requests in flight) is src/server/http-server.mjs.
 */
export async function startServer(): Promise<void> {
  const env = serverEnv();
  try {
    assertSiteUrlMatchesBuild(env.SITE_URL);
    assertNoticeSettingsMatchBuild(env);
  } catch (error) {
    console.error(`[config] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  if (env.NEXT_MANUAL_SIG_HANDLE) {
    for (const signal of ["SIGTERM", "SIGINT"] as const) {
      process.on(signal, () => {
        void shutdown(signal, {
          timeoutMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000,
          // The retention timer stops too; a pass in progress finishes before the pool closes.
          drainOutbox: async (graceMs) => {
            await Promise.all([drainOutboxDelivery(graceMs), stopRetentionLoop()]);
          },
          // The proxy's assignment counts still in memory are written before the pool closes.
          closeDatabase: async () => {
            await flushAssignmentCounts().catch(() => {});
            await closeDatabase();
          },
          exit: (code) => process.exit(code),
        });
      });
    }
  }
  // The proxy's home experiment assignment counts are written from here, in batches.
  setAssignmentCountWriter(assignmentCountWriter(getDatabase));
  try {
    const db = await getDatabase();
    console.log(`[db] ready (${db.mode === "postgres" ? "PostgreSQL via DATABASE_URL" : "embedded PGlite"})`);
  } catch (error) {
    // Another process writes the embedded database: serving beside it would lose leads, so this server exits.
    exitWhenLocked(error);
    // The pages are static and still serve; the lead API answers 503 until the database is back.
    console.error("[db] not ready at start-up:", error instanceof Error ? error.message : error);
  }
  // Deliveries left pending by a crash or restart resume now, not with the next lead; each pass reconnects.
  kickOutboxDelivery(getDatabase, leadApiConfigFromEnv().webhook);
  // The same for e-mails to visitors (src/mail/outbox-mail.ts): queued before a restart, they would otherwise wait for
  // the next lead.
  kickMailDelivery(getDatabase);
  // Retention (docs/leads.md, "Privacy requests and retention"): now, then every 24 h; unref'd, only deletes.
  startRetentionLoop({ getDatabase, retention: retentionFromEnv() });
}
