import { subscribe } from "node:diagnostics_channel";
import type { Server } from "node:http";

/**
 * Graceful shutdown (docs/deploy.md, "Shutdown"). `next start` closes its HTTP server on SIGTERM and exits
 * once the connections are gone, but it neither bounds that wait nor knows the app's own resources (the
 * outbox loop and its leases, the database pool), and it may exit while they are still being released. So
 * `npm start` sets NEXT_MANUAL_SIG_HANDLE=true (Next's documented switch) and this module runs the shutdown:
 *
 *   1. readiness turns 503 ("draining") and the listening socket closes: no new connection is accepted,
 *      idle keep-alive connections are closed, and responses still to come carry `Connection: close`;
 *   2. the outbox loop stops claiming rows; deliveries in flight may finish, then are aborted and their
 *      leases given back, so another instance delivers them at once;
 *   3. requests in flight finish (a lead is answered 201 only after its row committed, so every such
 *      answer has its row; a request is never cut in its transaction because the pool closes after it);
 *   4. the pool closes and the process exits 0, or 1 when SHUTDOWN_TIMEOUT_SECONDS ran out first.
 *
 * The HTTP server and the requests in flight are observed through Node's public diagnostics channels
 * (`http.server.request.start` carries the server; a response's `close` event ends its request).
 */
interface LifecycleState {
  servers: Set<Server>;
  inFlight: number;
  draining: boolean;
  idleWaiters: Array<() => void>;
  shutdown?: Promise<void>;
}

const g = globalThis as unknown as { __attestraLifecycle?: LifecycleState; __attestraLifecycleTracking?: boolean };

function state(): LifecycleState {
  g.__attestraLifecycle ??= { servers: new Set(), inFlight: 0, draining: false, idleWaiters: [] };
  return g.__attestraLifecycle;
}

/** Forgets the servers, counts and a finished shutdown (tests only; the tracking stays installed). */
export function resetLifecycleForTests(): void {
  g.__attestraLifecycle = undefined;
}

interface RequestStartMessage {
  server: Server;
  response: { once(event: "close", listener: () => void): unknown; setHeader(name: string, value: string): unknown; headersSent: boolean };
}

/** Counts this process's requests in flight and remembers its HTTP servers (once per process). */
export function installRequestTracking(): void {
  if (g.__attestraLifecycleTracking) return;
  g.__attestraLifecycleTracking = true;
  subscribe("http.server.request.start", (message) => {
    const { server, response } = message as RequestStartMessage;
    const s = state();
    s.servers.add(server);
    s.inFlight++;
    // A request arriving on a kept-alive connection while draining is served, then its connection closes.
    if (s.draining && !response.headersSent) response.setHeader("Connection", "close");
    response.once("close", () => {
      s.inFlight--;
      if (s.inFlight === 0) for (const wake of s.idleWaiters.splice(0)) wake();
    });
  });
}

export function isDraining(): boolean {
  return g.__attestraLifecycle?.draining ?? false;
}

export function requestsInFlight(): number {
  return g.__attestraLifecycle?.inFlight ?? 0;
}

function untilIdle(s: LifecycleState): Promise<void> {
  if (s.inFlight <= 0) return Promise.resolve();
  return new Promise((resolve) => s.idleWaiters.push(resolve));
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
  const s = state();
  s.shutdown ??= (async () => {
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
    await Promise.all([untilIdle(s), outbox]);
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
  return s.shutdown;
}
