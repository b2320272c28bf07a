import "server-only";
import type { Database } from "@/db/connection";
import { describePurge, type PurgeCounts, purgeExpired, type Retention } from "./privacy-rights";

/**
 * The daily retention pass (docs/leads.md, "Privacy requests and retention"), started by the server beside the
 * outbox delivery loop (src/server/startup.ts): once at start-up, then every 24 hours; after a failed pass (the
 * database was down) again in an hour. Its timer never keeps the process alive. Every instance runs its own:
 * a pass only deletes what the rules select, so concurrent passes are harmless. One log line when something
 * was deleted.
 */
export const RETENTION_LOOP = {
  intervalMs: 24 * 60 * 60 * 1000,
  retryMs: 60 * 60 * 1000,
} as const;

export interface RetentionLoopDeps {
  getDatabase: () => Promise<Database>;
  retention: Retention;
  /** Defaults to purgeExpired against getDatabase(); injected by tests. `now` undefined: the database's clock. */
  purge?: (now: Date | undefined, signal: AbortSignal) => Promise<PurgeCounts>;
  /** A fixed clock (tests); by default the cut-offs come from the database's `now()`, never this process's clock. */
  now?: () => Date;
  log?: (line: string) => void;
  error?: (line: string) => void;
}

interface RetentionLoopState {
  timer: ReturnType<typeof setTimeout> | null;
  pass: Promise<void> | null;
  stopped: boolean;
  stop: AbortController;
}

const g = globalThis as typeof globalThis & { __leadRetentionLoop?: RetentionLoopState };

/** One pass: purges, logs a line when something was deleted, never throws. Returns whether it succeeded. */
export async function runRetentionPass(deps: RetentionLoopDeps, signal: AbortSignal = new AbortController().signal): Promise<boolean> {
  const log = deps.log ?? ((line: string) => console.log(line));
  const error = deps.error ?? ((line: string) => console.error(line));
  try {
    const now = deps.now?.();
    const counts = deps.purge
      ? await deps.purge(now, signal)
      : await purgeExpired(await deps.getDatabase(), now, deps.retention, { signal });
    if (counts.quarantined + counts.unconfirmedNewsletter + counts.expired > 0) {
      log(`[leads] retention: ${describePurge(counts, deps.retention)}`);
    }
    return true;
  } catch (e) {
    error(`[leads] retention pass failed (next attempt in 1 h): ${e instanceof Error ? e.message : String(e)}`);
    return false;
  }
}

/** Starts the loop once per process (a second call does nothing) and runs the first pass now. */
export function startRetentionLoop(deps: RetentionLoopDeps): void {
  if (g.__leadRetentionLoop && !g.__leadRetentionLoop.stopped) return;
  const state: RetentionLoopState = { timer: null, pass: null, stopped: false, stop: new AbortController() };
  g.__leadRetentionLoop = state;
  const schedule = (delayMs: number) => {
    if (state.stopped) return;
    state.timer = setTimeout(tick, delayMs);
    state.timer.unref?.();
  };
  const tick = () => {
    state.timer = null;
    if (state.stopped) return;
    state.pass = runRetentionPass(deps, state.stop.signal).then((ok) => {
      state.pass = null;
      schedule(ok ? RETENTION_LOOP.intervalMs : RETENTION_LOOP.retryMs);
    });
  };
  schedule(0);
}

/** Stops the loop (shutdown, tests): no new batch starts, and the batch in progress is awaited. */
export async function stopRetentionLoop(): Promise<void> {
  const state = g.__leadRetentionLoop;
  if (!state) return;
  state.stopped = true;
  state.stop.abort();
  if (state.timer) clearTimeout(state.timer);
  g.__leadRetentionLoop = undefined;
  await state.pass;
}
