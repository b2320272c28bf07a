/**
 * `npm run experiment:report [-- --format json] [--since ISO] [--bucket-version N]`
 * (scripts/experiment-report.ts). Variation keys and weights come from the
 * GrowthBook payload the proxy uses (remote when GROWTHBOOK_CLIENT_KEY is set,
 * else the committed one); the counts and leads from the database.
 */
import type { FeatureApiResponse } from "@growthbook/growthbook";
import type { Database } from "@/db/connection";
import { HOME_EXPERIMENT } from "./definitions";
import { buildReport, formatReport, type Report } from "./report";
import { loadArms } from "./report-data";

export const REPORT_USAGE = "Usage: npm run experiment:report [-- --format text|json] [--since 2026-11-01T00:00:00Z] [--bucket-version N]";

export class ReportUsageError extends Error {}

export type ReportArgs = { format: "text" | "json"; since?: Date; bucketVersion?: number };

export function parseReportArgs(argv: string[]): ReportArgs {
  const args: ReportArgs = { format: "text" };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = (argv[i] ?? "").split("=", 2) as [string, string | undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new ReportUsageError(`${flag} needs a value`);
      return v;
    };
    if (flag === "--format") {
      const v = value();
      if (v !== "text" && v !== "json") throw new ReportUsageError(`--format must be text or json, not ${JSON.stringify(v)}`);
      args.format = v;
    } else if (flag === "--since") {
      const v = value();
      const d = new Date(v);
      if (!/^\d{4}-\d{2}-\d{2}/.test(v) || Number.isNaN(d.getTime())) throw new ReportUsageError(`--since must be an ISO date or date-time, not ${JSON.stringify(v)}`);
      args.since = d;
    } else if (flag === "--bucket-version") {
      const v = value();
      if (!/^\d{1,6}$/.test(v)) throw new ReportUsageError(`--bucket-version must be a whole number, not ${JSON.stringify(v)}`);
      args.bucketVersion = Number(v);
    } else {
      throw new ReportUsageError(`Unknown option ${JSON.stringify(flag)}`);
    }
  }
  return args;
}

/** The experiment rule of the home feature: its key, variation keys and weights. */
export function experimentShape(payload: FeatureApiResponse): { experimentKey: string; variationKeys: string[]; weights: number[] } | null {
  const rule = payload.features?.[HOME_EXPERIMENT.key]?.rules?.find((r) => Array.isArray(r.variations));
  if (!rule?.variations || !rule.meta) return null;
  const n = rule.variations.length;
  return {
    experimentKey: rule.key ?? HOME_EXPERIMENT.key,
    variationKeys: rule.meta.map((m, i) => m.key ?? String(i)),
    weights: rule.weights ?? Array.from({ length: n }, () => 1 / n),
  };
}

export async function runExperimentReport(db: Database, payload: FeatureApiResponse, args: ReportArgs): Promise<{ report: Report; output: string }> {
  const shape = experimentShape(payload);
  if (!shape) throw new ReportUsageError(`The GrowthBook payload has no running experiment on ${HOME_EXPERIMENT.key}: nothing to report.`);
  const arms = await loadArms(db, { ...shape, since: args.since, bucketVersion: args.bucketVersion });
  const report = buildReport(shape.experimentKey, arms, shape.weights, args.since ?? null);
  return { report, output: args.format === "json" ? JSON.stringify(report, null, 2) : formatReport(report) };
}
