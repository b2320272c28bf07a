import { serverEnv } from "@/env";
import { createViewHandler } from "@/experiments/view-handler";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** A browser showed a home page under an experiment assignment: counts the visitor once per run (src/experiments/view-handler.ts). */
export function POST(request: Request): Promise<Response> {
  const env = serverEnv();
  return createViewHandler({ requireConsent: env.EXPERIMENTS_REQUIRE_CONSENT, secureCookies: env.NODE_ENV === "production" })(request);
}
