/**
 * `npm run experiment:report [-- options]`: the home experiment readout from the
 * database, or from a counts file with `--from` (options: REPORT_USAGE;
 * docs/experiments.md, "Readout").
 */
import { readFile } from "node:fs/promises";
import { openMigratedDatabase } from "@/db/connection";
import { serverEnv } from "@/env";
import { createPayloadSource } from "@/experiments/payload-source";
import { parseReportArgs, REPORT_USAGE, ReportUsageError, runCountsReport, runExperimentReport } from "@/experiments/report-cli";

function fail(message: string, usage = false): never {
  console.error(usage ? `${message}\n${REPORT_USAGE}` : message);
  process.exit(2);
}

async function main() {
  let args: ReturnType<typeof parseReportArgs>;
  try {
    args = parseReportArgs(process.argv.slice(2));
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error), true);
  }
  if (args.from) {
    let text: string;
    try {
      text = await readFile(args.from, "utf8");
    } catch (error) {
      fail(`Cannot read ${args.from}: ${error instanceof Error ? error.message : String(error)}`);
    }
    try {
      console.log(runCountsReport(text, args, args.from).output);
    } catch (error) {
      if (error instanceof ReportUsageError) fail(error.message);
      throw error;
    }
    return;
  }
  const env = serverEnv();
  const { payload, status } = await createPayloadSource({ clientKey: env.GROWTHBOOK_CLIENT_KEY, apiHost: env.GROWTHBOOK_API_HOST, waitMs: 5_000 })();
  if (status === "fallback") console.error("[experiments] GrowthBook did not answer: using the committed payload's variations and weights.");
  const db = await openMigratedDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const { output } = await runExperimentReport(db, payload, args);
    console.log(output);
  } catch (error) {
    if (error instanceof ReportUsageError) {
      console.error(error.message);
      process.exitCode = 2;
    } else throw error;
  } finally {
    await db.close();
  }
}

void main();
