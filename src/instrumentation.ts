/**
 * Start-up hook (Next calls `register` once per server process; under `npm start`, from `app.prepare()` before
 * server.mjs listens): configuration, migrations, graceful shutdown and the outbox loop, in dev and production
 * alike (src/server/startup.ts).
 */
export async function register() {
  // NEXT_RUNTIME and NEXT_PHASE are set by Next itself (not configuration), so they are read here, not in src/env.ts.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { startServer } = await import("./server/startup");
  await startServer();
}
