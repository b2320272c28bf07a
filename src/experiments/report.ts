/**
 * The experiment readout behind `npm run experiment:report` (docs/experiments.md,
 * "Readout"): per metric and variation the visitors, conversions, conversion
 * rate (95 % Wilson interval), and against the first variation (control) the
 * relative uplift with its 95 % interval and p-value from GrowthBook's
 * frequentist engine (src/experiments/stats.ts), p-values adjusted for the
 * number of variations, a "not enough data" verdict below GrowthBook's minimum
 * sample, and the sample-ratio check of every phase against its own weights.
 *
 * Pure: the numbers come in (from the database, src/experiments/report-data.ts,
 * or a counts file), the readout goes out as JSON-ready data; text and HTML are
 * renderings of it (formatReadoutText here, src/experiments/report-html.ts).
 */
import { jStat } from "jstat";
import {
  adjustPValues,
  type Correction,
  checkSrm,
  compareArms,
  DEFAULT_ALPHA,
  DEFAULT_MIN_CONVERSIONS,
  DEFAULT_SEQUENTIAL_TUNING,
  hasEnoughData,
  proportion,
  SRM_THRESHOLD,
  wilsonInterval,
} from "./stats";

/** The primary metric: a demo request, i.e. a lead from any of these forms (distinct visitors). */
export const PRIMARY_METRIC = { key: "demo-request", forms: ["book-demo", "talk-to-expert", "contact"] } as const;

export type ReadoutOptions = {
  sequential?: boolean;
  sequentialTuning?: number;
  correction?: Correction;
  alpha?: number;
  minConversions?: number;
};

export type MetricInput = {
  key: string;
  /** The lead forms this metric counts (absent for a counts file). */
  forms?: readonly string[];
  /** Converting visitors per variation, in the order of `variations`. */
  conversions: number[];
};

export type PhaseInput = {
  /** 1-based, in time order. */
  index: number;
  /** First and last UTC day with assignments (null when unknown). */
  from: string | null;
  to: string | null;
  /** The split of this phase, in the order of `variations` (null: unknown, check skipped). */
  weights: number[] | null;
  /** First assignments in this phase, per variation. */
  visitors: number[];
};

export type ReadoutInput = {
  experimentKey: string;
  /** GrowthBook bucket version of the run (null for a counts file). */
  bucketVersion: number | null;
  /** running: the payload serves this run now; ended: it no longer does (final readout); file: --from. */
  status: "running" | "ended" | "file";
  /** Variation keys, control first, and visitors per variation over the whole run. */
  variations: { key: string; visitors: number }[];
  primary: MetricInput;
  secondary: MetricInput[];
  phases: PhaseInput[];
  notes?: string[];
};

export type Verdict = "control" | "better" | "worse" | "inconclusive" | "not-enough-data";

export type VariationResult = {
  key: string;
  visitors: number;
  conversions: number;
  rate: number;
  rateCi95: [number, number];
  /** Relative uplift over control; null for control and when it cannot be computed. */
  uplift: {
    estimate: number;
    ci95: [number, number];
    standardError: number;
    /** GrowthBook's corrected interval: widened to agree with the adjusted p-value (null: unbounded). */
    ci95Adjusted: [number, number] | null;
  } | null;
  pValue: number | null;
  adjustedPValue: number | null;
  verdict: Verdict;
  /** Why there is no verdict (not-enough-data). */
  reason?: string;
};

export type MetricResult = { key: string; forms?: readonly string[]; variations: VariationResult[] };

export type PhaseResult = {
  phase: number;
  from: string | null;
  to: string | null;
  weights: number[] | null;
  variations: { key: string; visitors: number; expectedShare: number | null }[];
  srm: { chiSquare: number; degreesOfFreedom: number; pValue: number; mismatch: boolean } | null;
};

export type Readout = {
  experimentKey: string;
  bucketVersion: number | null;
  status: ReadoutInput["status"];
  settings: {
    test: "fixed-horizon" | "sequential";
    sequentialTuning: number | null;
    correction: "holm-bonferroni" | "benjamini-hochberg";
    alpha: number;
    minConversions: number;
  };
  metric: { key: string; forms?: readonly string[] };
  /** The primary metric, per variation (control first). */
  variations: VariationResult[];
  secondaryMetrics: MetricResult[];
  phases: PhaseResult[];
  srmMismatch: boolean;
  notes: string[];
};

/** GrowthBook's `adjustedCI` / `getAdjustedCI`: the interval implied by the adjusted p-value, never narrower. */
function adjustedInterval(adjustedP: number, estimate: number, alpha: number, ci: [number, number]): [number, number] | null {
  if (adjustedP > 0.999999) return null;
  if (!estimate) return ci;
  const z = jStat.normal.inv(1 - alpha / 2, 0, 1);
  const sd = Math.abs(estimate / jStat.normal.inv(1 - adjustedP / 2, 0, 1));
  const adj: [number, number] = [estimate - z * sd, estimate + z * sd];
  return adj[0] < ci[0] && adj[1] > ci[1] ? adj : ci;
}

function analyseMetric(variations: { key: string; visitors: number }[], metric: MetricInput, o: Required<ReadoutOptions>): MetricResult {
  const control = variations[0];
  const controlConversions = metric.conversions[0] ?? 0;
  const rows: VariationResult[] = variations.map((v, i) => {
    const conversions = metric.conversions[i] ?? 0;
    const base: VariationResult = {
      key: v.key,
      visitors: v.visitors,
      conversions,
      rate: v.visitors ? conversions / v.visitors : 0,
      rateCi95: wilsonInterval(conversions, v.visitors, o.alpha),
      uplift: null,
      pValue: null,
      adjustedPValue: null,
      verdict: i === 0 ? "control" : "not-enough-data",
    };
    if (i === 0 || !control) return base;
    const effect = compareArms(proportion(control.visitors, controlConversions), proportion(v.visitors, conversions), {
      alpha: o.alpha,
      sequential: o.sequential ? { tuning: o.sequentialTuning } : false,
    });
    if (effect.ok) {
      base.uplift = { estimate: effect.estimate, ci95: effect.ci, standardError: effect.standardError, ci95Adjusted: null };
      base.pValue = effect.pValue;
    }
    if (!hasEnoughData(controlConversions, conversions, o.minConversions)) {
      base.reason =
        controlConversions && conversions
          ? `needs ${o.minConversions} conversions in control or in this variation (has ${Math.max(controlConversions, conversions)})`
          : "needs at least one conversion in both control and this variation";
    } else if (!effect.ok) {
      base.reason = effect.error === "zero-variance" ? "every visitor converted in one arm: no variance to test" : "control rate is zero";
    }
    return base;
  });
  // The family: every variation against control. One without a p-value counts as p = 1 (as GrowthBook's default output).
  const compared = rows.slice(1);
  const adjusted = adjustPValues(
    compared.map((r) => r.pValue ?? 1),
    o.correction,
  );
  compared.forEach((r, i) => {
    if (r.pValue === null || !r.uplift) return;
    r.adjustedPValue = adjusted[i] ?? 1;
    r.uplift.ci95Adjusted = adjustedInterval(r.adjustedPValue, r.uplift.estimate, o.alpha, r.uplift.ci95);
    if (r.reason) return;
    r.verdict = r.adjustedPValue < o.alpha ? (r.uplift.estimate > 0 ? "better" : "worse") : "inconclusive";
  });
  return { key: metric.key, ...(metric.forms ? { forms: metric.forms } : {}), variations: rows };
}

export function buildReadout(input: ReadoutInput, options: ReadoutOptions = {}): Readout {
  const o: Required<ReadoutOptions> = {
    sequential: options.sequential ?? false,
    sequentialTuning: options.sequentialTuning ?? DEFAULT_SEQUENTIAL_TUNING,
    correction: options.correction ?? "holm",
    alpha: options.alpha ?? DEFAULT_ALPHA,
    minConversions: options.minConversions ?? DEFAULT_MIN_CONVERSIONS,
  };
  const primary = analyseMetric(input.variations, input.primary, o);
  const phases: PhaseResult[] = input.phases.map((p) => {
    const weightSum = p.weights?.reduce((a, b) => a + b, 0) ?? 0;
    const srm = p.weights && weightSum > 0 ? checkSrm(p.visitors, p.weights) : null;
    return {
      phase: p.index,
      from: p.from,
      to: p.to,
      weights: p.weights,
      variations: input.variations.map((v, i) => ({
        key: v.key,
        visitors: p.visitors[i] ?? 0,
        expectedShare: p.weights && weightSum > 0 ? (p.weights[i] ?? 0) / weightSum : null,
      })),
      srm: srm ? { ...srm, mismatch: srm.pValue < SRM_THRESHOLD } : null,
    };
  });
  return {
    experimentKey: input.experimentKey,
    bucketVersion: input.bucketVersion,
    status: input.status,
    settings: {
      test: o.sequential ? "sequential" : "fixed-horizon",
      sequentialTuning: o.sequential ? o.sequentialTuning : null,
      correction: o.correction === "holm" ? "holm-bonferroni" : "benjamini-hochberg",
      alpha: o.alpha,
      minConversions: o.minConversions,
    },
    metric: { key: input.primary.key, ...(input.primary.forms ? { forms: input.primary.forms } : {}) },
    variations: primary.variations,
    secondaryMetrics: input.secondary.map((m) => analyseMetric(input.variations, m, o)),
    phases,
    srmMismatch: phases.some((p) => p.srm?.mismatch),
    notes: input.notes ?? [],
  };
}

/* ------------------------------------------------------------------ text */

export const pct = (x: number, digits = 2) => `${(x * 100).toFixed(digits)}%`;
export const signedPct = (x: number, digits = 1) => `${x >= 0 ? "+" : ""}${(x * 100).toFixed(digits)}%`;
export const pValueText = (p: number | null) => (p === null ? "-" : p < 0.0001 ? "< 0.0001" : p.toFixed(4));

export const VERDICT_TEXT: Record<Verdict, string> = {
  control: "control",
  better: "better than control",
  worse: "worse than control",
  inconclusive: "no significant difference",
  "not-enough-data": "not enough data",
};

export function statusLine(r: Readout): string {
  const run = r.bucketVersion === null ? "" : `, bucket version ${r.bucketVersion}`;
  if (r.status === "file") return `Experiment ${r.experimentKey} (from a counts file)`;
  if (r.status === "ended") return `Experiment ${r.experimentKey}${run}: ended, final readout of the run (the payload no longer runs it)`;
  return `Experiment ${r.experimentKey}${run}: running`;
}

export function settingsLine(r: Readout): string {
  const s = r.settings;
  const test = s.test === "sequential" ? `sequential (always valid, tuning ${s.sequentialTuning})` : "fixed-horizon (Welch t-test)";
  const correction = s.correction === "holm-bonferroni" ? "Holm-Bonferroni" : "Benjamini-Hochberg";
  return `${test}, relative uplift, alpha ${s.alpha}, ${correction} correction, verdict from ${s.minConversions} conversions`;
}

function metricLines(m: MetricResult, lines: string[]) {
  const width = Math.max(...m.variations.map((v) => v.key.length), 9);
  lines.push(`  ${"variation".padEnd(width)}  ${"conv.".padStart(6)} / ${"visitors".padEnd(7)} ${"rate".padStart(7)} [95% interval]`);
  for (const v of m.variations) {
    const head = `  ${v.key.padEnd(width)}  ${String(v.conversions).padStart(6)} / ${String(v.visitors).padEnd(7)} ${pct(v.rate).padStart(7)} [${pct(v.rateCi95[0])}, ${pct(v.rateCi95[1])}]`;
    if (v.verdict === "control") {
      lines.push(`${head}  control`);
      continue;
    }
    const adj = v.uplift?.ci95Adjusted;
    const widened = v.uplift && adj && (adj[0] < v.uplift.ci95[0] || adj[1] > v.uplift.ci95[1]) ? ` (corrected [${signedPct(adj[0])}, ${signedPct(adj[1])}])` : "";
    const uplift = v.uplift ? `uplift ${signedPct(v.uplift.estimate)} [${signedPct(v.uplift.ci95[0])}, ${signedPct(v.uplift.ci95[1])}]${widened}` : "uplift -";
    const verdict = v.reason ? `${VERDICT_TEXT[v.verdict]}: ${v.reason}` : VERDICT_TEXT[v.verdict];
    lines.push(`${head}  ${uplift}  p ${pValueText(v.pValue)}  adjusted p ${pValueText(v.adjustedPValue)}  ${verdict}`);
  }
}

export function formatReadoutText(r: Readout): string {
  const lines: string[] = [statusLine(r), settingsLine(r), ""];
  lines.push(`Primary metric: ${r.metric.key}${r.metric.forms ? ` (${r.metric.forms.join(", ")})` : ""}`);
  metricLines({ key: r.metric.key, variations: r.variations }, lines);
  for (const m of r.secondaryMetrics) {
    if (m.variations.every((v) => v.conversions === 0)) {
      lines.push("", `Secondary metric: ${m.key}: no conversions`);
      continue;
    }
    lines.push("", `Secondary metric: ${m.key}`);
    metricLines(m, lines);
  }
  lines.push("", "Sample ratio check (first assignments per phase against that phase's weights; mismatch below p = 0.001):");
  for (const p of r.phases) {
    const span = p.from ? ` ${p.from} .. ${p.to}` : "";
    const split = p.variations.map((v) => `${v.key} ${v.visitors}${v.expectedShare === null ? "" : ` (expected ${pct(v.expectedShare, 1)})`}`).join(", ");
    const check = p.srm ? `chi-square ${p.srm.chiSquare.toFixed(3)} (${p.srm.degreesOfFreedom} df), p = ${p.srm.pValue.toPrecision(3)}${p.srm.mismatch ? "  MISMATCH" : ""}` : "weights unknown: not checked";
    lines.push(`  phase ${p.phase}${span}: ${split}; ${check}`);
  }
  for (const note of r.notes) lines.push("", `Note: ${note}`);
  if (r.srmMismatch) {
    lines.push("");
    lines.push("!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!");
    lines.push(`!!! SAMPLE RATIO MISMATCH (p < ${SRM_THRESHOLD}): visitors are not split as configured.`);
    lines.push("!!! Do not trust these results: find the lost or extra assignments first.");
    lines.push("!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!");
  }
  return lines.join("\n");
}
