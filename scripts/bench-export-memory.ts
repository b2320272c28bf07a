/**
 * Export memory benchmark: peak memory of GET /api/leads
 * (CSV and JSON, streamed) for 100k and 1M leads. Prints figures; asserts nothing.
 *
 *   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/<db> npm run -s bench:export-memory [-- 100000 1000000]
 *
 * Uses a fresh database next to DATABASE_URL's (created and dropped), fills it
 * with generated leads, then drives the export handler and reads the stream to
 * the end while sampling the process's heap and RSS every 20 ms.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openMigratedDatabase } from "@/db/connection";
import { createLeadsExportHandler } from "@/leads/export/export-handler";

const TOKEN = "bench-export-token-0123456789";
const sizes = process.argv.slice(2).map(Number).filter((n) => n > 0);
const SIZES = sizes.length > 0 ? sizes : [100_000, 1_000_000];
const base = process.env.DATABASE_URL;
if (!base) {
  console.error("Set DATABASE_URL to a PostgreSQL server (the benchmark creates and drops its own database).");
  process.exit(64);
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function measure(run: () => Promise<number>) {
  global.gc?.();
  const start = process.memoryUsage();
  let peakHeap = start.heapUsed;
  let peakRss = start.rss;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    peakHeap = Math.max(peakHeap, m.heapUsed);
    peakRss = Math.max(peakRss, m.rss);
  }, 20);
  const t0 = performance.now();
  const bytes = await run();
  clearInterval(timer);
  return { bytes, seconds: (performance.now() - t0) / 1000, heapGrowth: peakHeap - start.heapUsed, peakHeap, peakRss };
}

async function main() {
  const name = `attestra_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(base as string);
  url.pathname = `/${name}`;
  const db = await openMigratedDatabase({ url: url.toString() });
  const handler = createLeadsExportHandler({ getDatabase: async () => db, token: () => TOKEN });
  let filled = 0;
  try {
    for (const size of SIZES) {
      // Bulk generation of test rows: one INSERT ... SELECT generate_series, which Prisma cannot express
      // (createMany would send a million rows from this process, which is what is being measured).
      while (filled < size) {
        const batch = Math.min(10_000, size - filled);
        await db.sql.query(
          `INSERT INTO leads (id, form, email, company, locale, answers, ip_hash, request_hash, idempotency_key, fit_score, derived, created_at)
           SELECT gen_random_uuid(), 'book-demo', 'lead' || g || '@example.com', 'Company ' || g || '; =1+1', 'en',
                  jsonb_build_object('role', 'cfo', 'erp', 'sap', 'note', repeat('x', 100)), 'h', 'r', 'bench-' || g, 60,
                  '{"fit":{"score":60}}'::jsonb, now() - make_interval(secs => g)
           FROM generate_series($1::int, $2::int) AS g`,
          [filled + 1, filled + batch],
        );
        filled += batch;
      }
      // What autovacuum does to a real table after such growth: without fresh statistics the planner misjudges the
      // keyset pages and sorts the whole table for each one.
      await db.sql.query("ANALYZE leads");
      for (const format of ["csv", "json"] as const) {
        const result = await measure(async () => {
          const res = await handler(
            new Request(`http://bench.local/api/leads?format=${format}`, { headers: { authorization: `Bearer ${TOKEN}` } }),
          );
          if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}`);
          let bytes = 0;
          const reader = res.body.getReader();
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            bytes += value.byteLength;
          }
          return bytes;
        });
        console.log(
          `${String(size).padStart(9)} leads  ${format.padEnd(4)}  ${mb(result.bytes).padStart(8)} sent in ${result.seconds.toFixed(1)} s  ` +
            `heap growth ${mb(result.heapGrowth)}  peak heap ${mb(result.peakHeap)}  peak RSS ${mb(result.peakRss)}`,
        );
      }
    }
  } finally {
    await db.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
