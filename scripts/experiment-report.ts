/**
 * `npm run experiment:report [-- --format json] [--since ISO] [--bucket-version N]`:
 * the home experiment readout from the database alone (docs/experiments.md).
 */
import { openMigratedDatabase } from "@/db/connection";
import { serverEnv } from "@/env";
import { createPayloadSource } from "@/experiments/payload-source";
import { parseReportArgs, REPORT_USAGE, ReportUsageError, runExperimentReport } from "@/experiments/report-cli";

async function main() {
  let args: ReturnType<typeof parseReportArgs>;
  try {
    args = parseReportArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${REPORT_USAGE}`);
    process.exit(2);
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
