/**
 * Server-side assignment counts: how many visitors the proxy assigned to each
 * variation per day (UTC), with no identifiers. The proxy only increments an
 * in-memory tally (a Map lookup per first assignment); the tally is flushed to
 * PostgreSQL in batches by the writer the server registers at start-up
 * (src/instrumentation.ts -> src/experiments/assignment-store.ts), so every
 * instance adds to the same rows. A failed flush puts its counts back: nothing
 * is lost while the database is away.
 *
 * Shared through globalThis because Next loads the proxy as its own module
 * graph in the same process.
 */
import type { ServedAssignment } from "./variant-cookie";

export type CountRow = { day: string; experimentKey: string; bucketVersion: number; phase: string; variationKey: string; count: number };

// Phases are their own module (./phase.ts), so the visitor cookie can parse one without importing this module
// (which imports the cookie's types): no import cycle.
export { formatPhase, parsePhase } from "./phase";
export type CountWriter = (rows: CountRow[]) => Promise<void>;

type State = {
  pending: Map<string, CountRow>;
  total: number;
  writer: CountWriter | null;
  timer: ReturnType<typeof setTimeout> | null;
  flushing: Promise<void> | null;
  flushAfterMs: number;
  flushAtCount: number;
};

const g: typeof globalThis & { __attestraAssignmentCounts?: State } = globalThis;

function state(): State {
  g.__attestraAssignmentCounts ??= {
    pending: new Map(),
    total: 0,
    writer: null,
    timer: null,
    flushing: null,
    flushAfterMs: 5_000,
    flushAtCount: 1_000,
  };
  return g.__attestraAssignmentCounts;
}

function add(s: State, row: CountRow) {
  const key = `${row.day}|${row.experimentKey}|${row.bucketVersion}|${row.phase}|${row.variationKey}`;
  const existing = s.pending.get(key);
  if (existing) existing.count += row.count;
  else s.pending.set(key, { ...row });
  s.total += row.count;
}

/** Counts one first assignment (called by the proxy) in its phase (formatPhase). O(1), no I/O. */
export function countAssignment(served: ServedAssignment, now = new Date(), phase = ""): void {
  const s = state();
  add(s, {
    day: now.toISOString().slice(0, 10),
    experimentKey: served.experimentKey,
    bucketVersion: served.bucketVersion,
    phase,
    variationKey: served.variationKey,
    count: 1,
  });
  if (!s.writer) return;
  if (s.total >= s.flushAtCount) void flushAssignmentCounts();
  else if (!s.timer) {
    s.timer = setTimeout(() => void flushAssignmentCounts(), s.flushAfterMs);
    s.timer.unref?.();
  }
}

/**
 * Writes the pending counts now (also used at shutdown and by tests). Failed rows are kept for the next flush.
 * Flushes never overlap: each waits for the one in flight (and any that started meanwhile), so when this resolves,
 * every count added before the call has been written or put back.
 */
export async function flushAssignmentCounts(): Promise<void> {
  const s = state();
  if (s.timer) {
    clearTimeout(s.timer);
    s.timer = null;
  }
  while (s.flushing) await s.flushing;
  if (!s.writer || s.pending.size === 0) return;
  const rows = [...s.pending.values()];
  s.pending = new Map();
  s.total = 0;
  const writer = s.writer;
  const flushing: Promise<void> = writer(rows)
    .catch((error: unknown) => {
      for (const row of rows) add(s, row);
      console.warn(`[experiments] assignment counts not saved yet (${error instanceof Error ? error.message : String(error)}); retrying with the next batch`);
      if (!s.timer) {
        s.timer = setTimeout(() => void flushAssignmentCounts(), s.flushAfterMs);
        s.timer.unref?.();
      }
    })
    .finally(() => {
      if (s.flushing === flushing) s.flushing = null;
    });
  s.flushing = flushing;
  await flushing;
}

/** Registers the database writer (once per process) and how often to flush. */
export function setAssignmentCountWriter(writer: CountWriter | null, options: { flushAfterMs?: number; flushAtCount?: number } = {}): void {
  const s = state();
  s.writer = writer;
  if (options.flushAfterMs !== undefined) s.flushAfterMs = options.flushAfterMs;
  if (options.flushAtCount !== undefined) s.flushAtCount = options.flushAtCount;
  if (writer && s.pending.size > 0 && !s.timer) {
    s.timer = setTimeout(() => void flushAssignmentCounts(), s.flushAfterMs);
    s.timer.unref?.();
  }
}

/** Counts not yet written (tests, diagnostics). */
export function pendingAssignmentCounts(): CountRow[] {
  return [...state().pending.values()].map((r) => ({ ...r }));
}
