import { HEALTH_HEADERS } from "@/server/health";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** Liveness: the process answers (docs/deploy.md, "Health"). No database or other dependency is consulted. */
export function GET(): Response {
  return new Response(JSON.stringify({ status: "ok" }), { status: 200, headers: HEALTH_HEADERS });
}

export function HEAD(): Response {
  return new Response(null, { status: 200, headers: HEALTH_HEADERS });
}
