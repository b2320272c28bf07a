/**
 * Reads what `experiment:report` needs from the database: the runs of the home
 * experiment (experiment key + bucket version) with their phases and first
 * assignments (home_assignment_counts), and the conversions of one run's leads.
 *
 * Which leads belong to a run is decided in one place, `runLeadFilter`.
 */
import type { Database } from "@/db/connection";
import { LEAD_FORMS } from "@/leads/contract/enums";
import { parsePhase } from "./assignment-counts";
import { readAssignmentCounts, type StoredCount } from "./assignment-store";
import { type MetricInput, PRIMARY_METRIC, type PhaseInput, type ReadoutInput } from "./report";

/** One run: every assignment under one experiment key and bucket version. */
export type ExperimentRun = {
  experimentKey: string;
  bucketVersion: number;
  /** First and last UTC day with assignments. */
  firstDay: string;
  lastDay: string;
  rows: StoredCount[];
};

/** The runs found in the counts, oldest first (by first day). */
export function groupRuns(rows: StoredCount[]): ExperimentRun[] {
  const runs = new Map<string, ExperimentRun>();
  for (const row of rows) {
    const id = `${row.experimentKey}|${row.bucketVersion}`;
    const run = runs.get(id) ?? { experimentKey: row.experimentKey, bucketVersion: row.bucketVersion, firstDay: row.day, lastDay: row.day, rows: [] };
    if (row.day < run.firstDay) run.firstDay = row.day;
    if (row.day > run.lastDay) run.lastDay = row.day;
    run.rows.push(row);
    runs.set(id, run);
  }
  return [...runs.values()].sort((a, b) => a.firstDay.localeCompare(b.firstDay) || a.bucketVersion - b.bucketVersion);
}

/**
 * The leads of one run: what a readout's numerator is selected by. A lead stores
 * the run it was attributed under (experiment key, bucket version, phase, variation
 * key, from the visitor's viewed assignment), so a run's leads are exactly the
 * non-quarantined leads of that experiment key and bucket version with one of its
 * variation keys (every phase: the metrics cover the whole run); `from` (`--since`,
 * a UTC day, inclusive) optionally narrows them. Every readout query goes through this.
 */
export type RunLeadSelection = { experimentKey: string; bucketVersion: number; variationKeys: string[]; from: string | null };

export function runLeadFilter(run: RunLeadSelection, params: unknown[]): string {
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions = [
    "quarantine_reason IS NULL",
    `home_experiment_key = ${p(run.experimentKey)}`,
    `home_bucket_version = ${p(run.bucketVersion)}`,
    `home_variant = ANY(${p(run.variationKeys)}::text[])`,
  ];
  if (run.from) conditions.push(`created_at >= ${p(`${run.from}T00:00:00.000Z`)}::timestamptz`);
  return conditions.join(" AND ");
}

/** Distinct converting visitors per variation for each metric (a lead without a visitor id is its own visitor). */
export async function countRunConversions(db: Database, run: RunLeadSelection, metrics: { key: string; forms: readonly string[] }[]): Promise<Map<string, Map<string, number>>> {
  const out = new Map<string, Map<string, number>>();
  for (const metric of metrics) {
    const params: unknown[] = [];
    const where = runLeadFilter(run, params);
    params.push([...metric.forms]);
    const rows = await db.sql.query<{ home_variant: string; converted: string | number }>(
      `SELECT home_variant, count(DISTINCT coalesce(visitor_id, id::text)) AS converted
         FROM leads
        WHERE ${where} AND form = ANY($${params.length}::text[])
        GROUP BY home_variant`,
      params,
    );
    out.set(metric.key, new Map(rows.map((r) => [r.home_variant, Number(r.converted)])));
  }
  return out;
}

/** The metrics of the readout: the primary one (a demo request) and each other lead form. */
export const READOUT_METRICS: { key: string; forms: readonly string[] }[] = [
  { key: PRIMARY_METRIC.key, forms: PRIMARY_METRIC.forms },
  ...LEAD_FORMS.filter((f) => !(PRIMARY_METRIC.forms as readonly string[]).includes(f)).map((f) => ({ key: f, forms: [f] })),
];

export type RunChoice = {
  /** The experiment the payload runs now (key, bucket version, variation keys, weights), if any. */
  running: { experimentKey: string; bucketVersion: number; variationKeys: string[]; weights: number[] } | null;
  bucketVersion?: number;
  since?: Date;
};

export class NothingToReportError extends Error {}

/** Picks the run to read out, with its phases and conversions, as the input of buildReadout. */
export async function loadReadoutInput(db: Database, { running, bucketVersion, since }: RunChoice): Promise<ReadoutInput> {
  const all = groupRuns(await readAssignmentCounts(db, undefined, since));
  const candidates = running ? all.filter((r) => r.experimentKey === running.experimentKey) : all;
  let run: ExperimentRun | undefined;
  if (bucketVersion !== undefined) run = candidates.find((r) => r.bucketVersion === bucketVersion);
  else if (running) run = candidates.find((r) => r.bucketVersion === running.bucketVersion);
  else run = candidates.at(-1);
  if (!run) {
    const which = running ? `${running.experimentKey}, bucket version ${bucketVersion ?? running.bucketVersion}` : "the home experiment";
    const known = all.map((r) => `${r.experimentKey} bucket version ${r.bucketVersion} (${r.firstDay} .. ${r.lastDay})`).join("; ");
    throw new NothingToReportError(`No assignments stored for ${which}${since ? ` since ${since.toISOString().slice(0, 10)}` : ""}: nothing to report.${known ? ` Stored runs: ${known}.` : ""}`);
  }
  const isRunning = !!running && running.experimentKey === run.experimentKey && running.bucketVersion === run.bucketVersion;

  // Phases in time order; a phase is one split (variation keys with weights).
  const phaseKeys = [...new Set(run.rows.map((r) => r.phase))].sort((a, b) => {
    const first = (p: string) => run.rows.filter((r) => r.phase === p).map((r) => r.day).sort()[0] ?? "";
    return first(a).localeCompare(first(b)) || a.localeCompare(b);
  });
  const parsed = phaseKeys.map((p) => parsePhase(p));
  // Variation order: the latest known split (control first), else the running payload's, else control first then by name.
  const latest = [...parsed].reverse().find((p) => p !== null);
  const orderFrom = latest?.variationKeys ?? (isRunning ? running?.variationKeys : undefined) ?? [];
  const keys = [...orderFrom];
  const extra = [...new Set(run.rows.map((r) => r.variationKey))].filter((k) => !keys.includes(k)).sort((a, b) => (a === "control" ? -1 : b === "control" ? 1 : a.localeCompare(b)));
  keys.push(...extra);

  const visitors = (rows: StoredCount[], key: string) => rows.filter((r) => r.variationKey === key).reduce((n, r) => n + r.count, 0);
  const phases: PhaseInput[] = phaseKeys.map((phase, i) => {
    const rows = run.rows.filter((r) => r.phase === phase);
    const split = parsed[i];
    const days = rows.map((r) => r.day).sort();
    return {
      index: i + 1,
      from: days[0] ?? null,
      to: days.at(-1) ?? null,
      weights: split ? keys.map((k) => split.weights[split.variationKeys.indexOf(k)] ?? 0) : null,
      visitors: keys.map((k) => visitors(rows, k)),
    };
  });

  const selection: RunLeadSelection = {
    experimentKey: run.experimentKey,
    bucketVersion: run.bucketVersion,
    variationKeys: keys,
    from: since ? since.toISOString().slice(0, 10) : null,
  };
  const conversions = await countRunConversions(db, selection, READOUT_METRICS);
  const metric = (m: { key: string; forms: readonly string[] }): MetricInput => ({
    key: m.key,
    forms: m.forms,
    conversions: keys.map((k) => conversions.get(m.key)?.get(k) ?? 0),
  });
  const [primary, ...secondary] = READOUT_METRICS.map(metric);
  const notes: string[] = [];
  if (phases.some((p) => p.weights === null)) notes.push("Assignments counted before phases were recorded have no known weights: their sample-ratio check is skipped.");
  if (phases.length > 1) notes.push(`The run had ${phases.length} phases (the split changed); each phase's sample ratio is checked against its own weights, the metrics cover the whole run.`);
  return {
    experimentKey: run.experimentKey,
    bucketVersion: run.bucketVersion,
    status: isRunning ? "running" : "ended",
    variations: keys.map((key) => ({ key, visitors: visitors(run.rows, key) })),
    primary: primary as MetricInput,
    secondary,
    phases,
    notes,
  };
}
