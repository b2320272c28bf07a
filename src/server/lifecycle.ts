import { httpHost } from "./http-server.mjs";

/**
 * Graceful shutdown (docs/deploy.md, "Shutdown"). `npm start` (server.mjs) sets NEXT_MANUAL_SIG_HANDLE=true
 * (Next's documented switch), and then this module runs the shutdown on SIGTERM/SIGINT, bounded by
 * SHUTDOWN_TIMEOUT_SECONDS and aware of the app's own resources (the outbox loop and its leases, the pool):
 *
 *   1. readiness turns 503 ("draining") and the listening socket closes: no new connection is accepted,
 *      idle keep-alive connections are closed, and responses still to come carry `Connection: close`;
 *   2. the outbox loop stops claiming rows; deliveries in flight may finish, then are aborted and their
 *      leases given back, so another instance delivers them at once;
 *   3. requests in flight finish (a lead is answered 201 only after its row committed, so every such
 *      answer has its row; a request is never cut in its transaction because the pool closes after it);
 *   4. the pool closes and the process exits 0, or 1 when SHUTDOWN_TIMEOUT_SECONDS ran out first.
 *
 * The HTTP servers and the requests in flight are those of src/server/http-server.mjs, which owns them.
 */
const g = globalThis as { __attestraShutdown?: Promise<void> };

/** Forgets the counts, the draining flag and a finished shutdown (tests only). */
export function resetLifecycleForTests(): void {
  const host = httpHost();
  host.draining = false;
  host.idleWaiters.splice(0);
  g.__attestraShutdown = undefined;
}

export function isDraining(): boolean {
  return httpHost().draining;
}

export function requestsInFlight(): number {
  return httpHost().inFlight;
}

function untilIdle(): Promise<void> {
  const host = httpHost();
  if (host.inFlight <= 0) return Promise.resolve();
  return new Promise((resolve) => host.idleWaiters.push(resolve));
}

export interface ShutdownSteps {
  timeoutMs: number;
  /** Stops the outbox loop and gives its leases back within the given grace. */
  drainOutbox(graceMs: number): Promise<void>;
  closeDatabase(): Promise<void>;
  exit(code: number): void;
  log?: (line: string) => void;
}

/** Runs the shutdown once; later calls return the same promise. */
export function shutdown(signal: string, steps: ShutdownSteps): Promise<void> {
  const s = httpHost();
  g.__attestraShutdown ??= (async () => {
    const log = steps.log ?? ((line: string) => console.log(line));
    const started = Date.now();
    s.draining = true;
    log(`[shutdown] ${signal}: draining (${s.inFlight} request(s) in flight, at most ${steps.timeoutMs} ms)`);
    const force = setTimeout(() => {
      log(`[shutdown] still ${s.inFlight} request(s) in flight after ${steps.timeoutMs} ms: closing them and exiting`);
      for (const server of s.servers) server.closeAllConnections();
      steps.exit(1);
    }, steps.timeoutMs);
    // close() also closes idle keep-alive connections (Node 19+).
    for (const server of s.servers) server.close();
    // The outbox gets half the budget before its deliveries in flight are aborted; leases are then released.
    const outbox = steps.drainOutbox(Math.floor(steps.timeoutMs / 2)).catch((error) => {
      log(`[shutdown] outbox drain failed: ${error instanceof Error ? error.message : String(error)}`);
    });
    await Promise.all([untilIdle(), outbox]);
    for (const server of s.servers) server.closeIdleConnections();
    try {
      await steps.closeDatabase();
    } catch (error) {
      log(`[shutdown] closing the database failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    clearTimeout(force);
    log(`[shutdown] done in ${Date.now() - started} ms`);
    steps.exit(0);
  })();
  return g.__attestraShutdown;
}
