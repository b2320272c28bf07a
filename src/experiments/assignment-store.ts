/**
 * The database side of the assignment counts (src/experiments/assignment-counts.ts):
 * adds a batch of per-day counts with one upsert per row (a handful of rows per
 * batch: days x variations), and reads them back for `npm run experiment:report`.
 */
import type { Database } from "@/db/connection";
import type { CountRow } from "./assignment-counts";

export function assignmentCountWriter(getDatabase: () => Promise<Database>) {
  return async (rows: CountRow[]): Promise<void> => {
    const { prisma } = await getDatabase();
    await prisma.$transaction(
      rows.map((row) =>
        prisma.homeAssignmentCount.upsert({
          where: {
            day_experimentKey_bucketVersion_phase_variationKey: {
              day: new Date(`${row.day}T00:00:00.000Z`),
              experimentKey: row.experimentKey,
              bucketVersion: row.bucketVersion,
              phase: row.phase,
              variationKey: row.variationKey,
            },
          },
          create: {
            day: new Date(`${row.day}T00:00:00.000Z`),
            experimentKey: row.experimentKey,
            bucketVersion: row.bucketVersion,
            phase: row.phase,
            variationKey: row.variationKey,
            count: row.count,
          },
          update: { count: { increment: row.count } },
        }),
      ),
    );
  };
}

export type StoredCount = { day: string; experimentKey: string; bucketVersion: number; phase: string; variationKey: string; count: number };

/** Every stored count row of the home experiments (optionally one experiment key, from a UTC day on), oldest first. */
export async function readAssignmentCounts(db: Database, experimentKey?: string, since?: Date): Promise<StoredCount[]> {
  const rows = await db.prisma.homeAssignmentCount.findMany({
    where: {
      ...(experimentKey ? { experimentKey } : {}),
      ...(since ? { day: { gte: new Date(`${since.toISOString().slice(0, 10)}T00:00:00.000Z`) } } : {}),
    },
    orderBy: [{ day: "asc" }],
  });
  return rows.map((r) => ({
    day: r.day.toISOString().slice(0, 10),
    experimentKey: r.experimentKey,
    bucketVersion: r.bucketVersion,
    phase: r.phase,
    variationKey: r.variationKey,
    count: r.count,
  }));
}
