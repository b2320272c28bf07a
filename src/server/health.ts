import "server-only";
import type { Database } from "@/db/connection";
import { readMigrations } from "@/db/migrate";
import { outboxLoopHealth } from "@/leads/crm-handoff/outbox";
import { isDraining } from "./lifecycle";

/**
 * Readiness (GET /api/health/ready): whether a load balancer should send this instance traffic. The body
 * names only the checks and their state, never an error message, address or version.
 */
export type CheckState = "ok" | "fail" | "disabled" | "draining";

export interface Readiness {
  status: "ok" | "fail";
  checks: { database: CheckState; migrations: CheckState; outbox: CheckState; shutdown: CheckState };
}

const DATABASE_TIMEOUT_MS = 3_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    }),
  ]);
}

let migrationNames: Promise<string[]> | undefined;

export interface ReadinessDeps {
  /** Only the SQL executor is used: the readiness check reads the applied migrations. */
  getDatabase: () => Promise<Pick<Database, "sql">>;
  webhookConfigured: boolean;
  /** The committed migrations (read once from prisma/migrations). */
  expectedMigrations?: () => Promise<string[]>;
}

export async function readiness(deps: ReadinessDeps): Promise<Readiness> {
  const checks: Readiness["checks"] = { database: "fail", migrations: "fail", outbox: "fail", shutdown: "ok" };
  if (isDraining()) checks.shutdown = "draining";
  const expected =
    deps.expectedMigrations ?? (() => (migrationNames ??= readMigrations().then((files) => files.map((f) => f.name))));
  try {
    const db = await withTimeout(deps.getDatabase(), DATABASE_TIMEOUT_MS);
    const rows = await withTimeout(
      db.sql.query<{ migration_name: string }>(
        `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
      ),
      DATABASE_TIMEOUT_MS,
    );
    checks.database = "ok";
    const applied = new Set(rows.map((r) => r.migration_name));
    const wanted = await expected();
    checks.migrations = wanted.every((name) => applied.has(name)) ? "ok" : "fail";
  } catch (error) {
    console.error("[health] readiness: database check failed:", redactSecrets(error instanceof Error ? error.message : String(error)));
  }
  const outbox = outboxLoopHealth(deps.webhookConfigured);
  checks.outbox = outbox === "ok" || outbox === "disabled" ? outbox : "fail";
  const ok = Object.values(checks).every((c) => c === "ok" || c === "disabled");
  return { status: ok ? "ok" : "fail", checks };
}

export const HEALTH_HEADERS = { "Cache-Control": "no-store", "Content-Type": "application/json" } as const;

/** A driver's error message may quote the connection string: passwords and URL credentials never reach the log. */
export function redactSecrets(message: string): string {
  return message.replace(/(password\s*[=:]\s*)\S+/gi, "$1***").replace(/(\/\/[^:/@\s]+:)[^@/\s]+@/g, "$1***@");
}
