/**
 * Reads what `experiment:report` needs from the database: the proxy's
 * assignment counts per variation and the stored leads per viewed variation
 * (quarantined leads and leads without a known viewed variation excluded).
 */
import type { Database } from "@/db/connection";
import { readAssignmentCounts } from "./assignment-store";
import type { ArmInput } from "./report";

export type ReportOptions = { experimentKey: string; variationKeys: string[]; since?: Date; bucketVersion?: number };

export async function loadArms(db: Database, { experimentKey, variationKeys, since, bucketVersion }: ReportOptions): Promise<ArmInput[]> {
  const counts = await readAssignmentCounts(db, experimentKey, since);
  const version = bucketVersion ?? Math.max(0, ...counts.map((c) => c.bucketVersion));
  const leads = await db.sql.query<{ home_variant: string; form: string; leads: string | number; converted: string | number }>(
    `SELECT home_variant, form, count(*) AS leads, count(DISTINCT coalesce(visitor_id, id::text)) AS converted
       FROM leads
      WHERE home_variant IS NOT NULL AND quarantine_reason IS NULL AND ($1::timestamptz IS NULL OR created_at >= $1::timestamptz)
      GROUP BY home_variant, form`,
    [since ? since.toISOString() : null],
  );
  const converted = await db.sql.query<{ home_variant: string; converted: string | number }>(
    `SELECT home_variant, count(DISTINCT coalesce(visitor_id, id::text)) AS converted
       FROM leads
      WHERE home_variant IS NOT NULL AND quarantine_reason IS NULL AND ($1::timestamptz IS NULL OR created_at >= $1::timestamptz)
      GROUP BY home_variant`,
    [since ? since.toISOString() : null],
  );
  return variationKeys.map((key) => {
    const leadsByForm: Record<string, number> = {};
    for (const row of leads) if (row.home_variant === key) leadsByForm[row.form] = Number(row.leads);
    return {
      variationKey: key,
      visitors: counts.filter((c) => c.variationKey === key && c.bucketVersion === version).reduce((n, c) => n + c.count, 0),
      converted: Number(converted.find((r) => r.home_variant === key)?.converted ?? 0),
      leadsByForm,
    };
  });
}
