import { getDatabase } from "@/db/connection";
import { leadApiConfigFromEnv } from "@/leads/http/config";
import { HEALTH_HEADERS, readiness } from "@/server/health";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * Readiness: database reachable, migrations applied, outbox loop alive, not shutting down (docs/deploy.md,
 * "Health"). 200 or 503, never cached; the body holds the status and the name and state of each check.
 */
export async function GET(): Promise<Response> {
  const result = await readiness({ getDatabase, webhookConfigured: leadApiConfigFromEnv().webhook !== undefined });
  return new Response(JSON.stringify(result), { status: result.status === "ok" ? 200 : 503, headers: HEALTH_HEADERS });
}
