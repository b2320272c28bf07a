/**
 * `npm run experiment:report [-- options]` (scripts/experiment-report.ts; options
 * in REPORT_USAGE, explained in docs/experiments.md). From the database: the run
 * the GrowthBook payload serves now (remote when GROWTHBOOK_CLIENT_KEY is set,
 * else the committed one) or, once it serves none, the last run that ended.
 * From a counts file (`--from counts.json`): the same statistics on any numbers.
 */
import type { FeatureApiResponse } from "@growthbook/growthbook";
import { z } from "zod";
import type { Database } from "@/db/connection";
import { HOME_EXPERIMENT } from "./definitions";
import { buildReadout, formatReadoutText, type Readout, type ReadoutOptions } from "./report";
import { loadReadoutInput, NothingToReportError } from "./report-data";
import { renderReadoutHtml } from "./report-html";

export const REPORT_USAGE = `Usage: npm run experiment:report [-- options]
  --format text|json|html    output (default text)
  --from counts.json         read the counts from a file instead of the database
  --sequential               sequential test (for looking every day)
  --sequential-tuning N      its tuning parameter (default 5000)
  --correction holm|bh       Holm-Bonferroni (default) or Benjamini-Hochberg
  --min-conversions N        conversions needed before a verdict (default 150)
  --bucket-version N         read out this run of the experiment
  --since 2026-11-01         only count from this UTC day`;

export class ReportUsageError extends Error {}

export type ReportArgs = ReadoutOptions & {
  format: "text" | "json" | "html";
  from?: string;
  since?: Date;
  bucketVersion?: number;
};

const wholeNumber = (flag: string, v: string, min = 0) => {
  if (!/^\d{1,9}$/.test(v) || Number(v) < min) throw new ReportUsageError(`${flag} must be a whole number${min ? ` of at least ${min}` : ""}, not ${JSON.stringify(v)}`);
  return Number(v);
};

export function parseReportArgs(argv: string[]): ReportArgs {
  const args: ReportArgs = { format: "text" };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = (argv[i] ?? "").split(/=(.*)/s, 2) as [string, string | undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new ReportUsageError(`${flag} needs a value`);
      return v;
    };
    if (flag === "--format") {
      const v = value();
      if (v !== "text" && v !== "json" && v !== "html") throw new ReportUsageError(`--format must be text, json or html, not ${JSON.stringify(v)}`);
      args.format = v;
    } else if (flag === "--from") {
      args.from = value();
    } else if (flag === "--sequential") {
      args.sequential = true;
    } else if (flag === "--sequential-tuning") {
      args.sequentialTuning = wholeNumber(flag, value(), 1);
      args.sequential = true;
    } else if (flag === "--correction") {
      const v = value();
      if (v !== "holm" && v !== "bh") throw new ReportUsageError(`--correction must be holm or bh, not ${JSON.stringify(v)}`);
      args.correction = v;
    } else if (flag === "--min-conversions") {
      args.minConversions = wholeNumber(flag, value());
    } else if (flag === "--since") {
      const v = value();
      const d = new Date(v);
      if (!/^\d{4}-\d{2}-\d{2}/.test(v) || Number.isNaN(d.getTime())) throw new ReportUsageError(`--since must be an ISO date or date-time, not ${JSON.stringify(v)}`);
      args.since = d;
    } else if (flag === "--bucket-version") {
      args.bucketVersion = wholeNumber(flag, value());
    } else {
      throw new ReportUsageError(`Unknown option ${JSON.stringify(flag)}`);
    }
  }
  if (args.from && (args.since || args.bucketVersion !== undefined)) throw new ReportUsageError("--since and --bucket-version select stored data: not with --from");
  return args;
}

/** The experiment rule of the home feature, if the payload runs one: its key, bucket version, variation keys and weights. */
export function experimentShape(payload: FeatureApiResponse): { experimentKey: string; bucketVersion: number; variationKeys: string[]; weights: number[] } | null {
  const rule = payload.features?.[HOME_EXPERIMENT.key]?.rules?.find((r) => Array.isArray(r.variations));
  if (!rule?.variations || !rule.meta) return null;
  const n = rule.variations.length;
  return {
    experimentKey: rule.key ?? HOME_EXPERIMENT.key,
    bucketVersion: rule.bucketVersion ?? 0,
    variationKeys: rule.meta.map((m, i) => m.key ?? String(i)),
    weights: rule.weights ?? Array.from({ length: n }, () => 1 / n),
  };
}

const count = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const CountsFile = z
  .object({
    experimentKey: z.string().min(1).max(100).optional(),
    variations: z
      .array(z.object({ key: z.string().min(1).max(100), visitors: count, conversions: count }).strict())
      .min(2, "needs at least two variations (the first is control)"),
    weights: z.array(z.number().min(0)).optional(),
  })
  .strict()
  .superRefine((file, ctx) => {
    const keys = new Set<string>();
    file.variations.forEach((v, i) => {
      if (keys.has(v.key)) ctx.addIssue({ code: "custom", path: ["variations", i, "key"], message: `repeated key ${JSON.stringify(v.key)}` });
      keys.add(v.key);
      if (v.conversions > v.visitors) ctx.addIssue({ code: "custom", path: ["variations", i, "conversions"], message: "more conversions than visitors" });
    });
    if (file.weights && file.weights.length !== file.variations.length) ctx.addIssue({ code: "custom", path: ["weights"], message: "needs one weight per variation" });
    if (file.weights && !file.weights.some((w) => w > 0)) ctx.addIssue({ code: "custom", path: ["weights"], message: "needs a positive weight" });
  });

/** Parses a counts file (`{"variations": [{"key", "visitors", "conversions"}, ...], "weights"?: [...]}`) into a readout input. */
export function readoutInputFromCounts(text: string, name = "counts file") {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ReportUsageError(`${name} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = CountsFile.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".") || "(top level)"}: ${i.message}`).join("; ");
    throw new ReportUsageError(`${name} is not a counts file (${issues}). Expected {"variations": [{"key": "control", "visitors": 1000, "conversions": 40}, ...]}, the first one control.`);
  }
  const file = parsed.data;
  return {
    experimentKey: file.experimentKey ?? "counts",
    bucketVersion: null,
    status: "file" as const,
    variations: file.variations.map((v) => ({ key: v.key, visitors: v.visitors })),
    primary: { key: "conversions", conversions: file.variations.map((v) => v.conversions) },
    secondary: [],
    phases: [{ index: 1, from: null, to: null, weights: file.weights ?? null, visitors: file.variations.map((v) => v.visitors) }],
    notes: file.weights ? [] : ["No weights in the counts file: the sample-ratio check is skipped (add \"weights\": [...] to run it)."],
  };
}

export function renderReadout(readout: Readout, format: ReportArgs["format"]): string {
  if (format === "json") return JSON.stringify(readout, null, 2);
  if (format === "html") return renderReadoutHtml(readout);
  return formatReadoutText(readout);
}

export async function runExperimentReport(db: Database, payload: FeatureApiResponse, args: ReportArgs): Promise<{ readout: Readout; output: string }> {
  try {
    const input = await loadReadoutInput(db, { running: experimentShape(payload), bucketVersion: args.bucketVersion, since: args.since });
    const readout = buildReadout(input, args);
    return { readout, output: renderReadout(readout, args.format) };
  } catch (error) {
    if (error instanceof NothingToReportError) throw new ReportUsageError(error.message);
    throw error;
  }
}

export function runCountsReport(text: string, args: ReportArgs, name?: string): { readout: Readout; output: string } {
  const readout = buildReadout(readoutInputFromCounts(text, name), args);
  return { readout, output: renderReadout(readout, args.format) };
}
