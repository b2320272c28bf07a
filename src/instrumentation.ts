/**
 * Start-up hook (Next calls `register` once per server process): validates the
 * configuration and applies pending migrations before the site serves, in dev
 * and production alike.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { serverEnv } = await import("./env");
  serverEnv();
  const { getDatabase } = await import("./db/connection");
  try {
    const db = await getDatabase();
    console.log(`[db] ready (${db.mode === "postgres" ? "PostgreSQL via DATABASE_URL" : "embedded PGlite"})`);
    // Deliveries left pending by a crash or restart resume now, not with the next lead.
    const { kickOutboxDelivery } = await import("./leads/outbox");
    const { leadApiConfigFromEnv } = await import("./leads/config");
    kickOutboxDelivery(getDatabase, leadApiConfigFromEnv().webhook);
  } catch (error) {
    // The pages are static and still serve; the lead API answers 503 until the database is back.
    console.error("[db] not ready at start-up:", error instanceof Error ? error.message : error);
  }
}
