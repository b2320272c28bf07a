import "server-only";
import type { Database } from "@/db/connection";
import { getDatabase as defaultGetDatabase } from "@/db/connection";
import { leadApiConfigFromEnv, UNAVAILABLE_RETRY_AFTER_SECONDS } from "@/leads/http/config";
import { json, problem } from "@/leads/http/problem";
import { issueChallenge, PROOF } from "./proof-of-work";

/**
 * `GET /api/altcha-challenge`: a fresh proof-of-work challenge for the lead forms' widget (./proof-of-work.ts),
 * never cached. 503 with Retry-After when the database (which keeps the signing secret) is away.
 */
export function createProofChallengeHandler(deps: { getDatabase?: () => Promise<Database>; cost?: number } = {}) {
  const getDb = deps.getDatabase ?? defaultGetDatabase;
  return async function handleChallenge(): Promise<Response> {
    try {
      const cost = deps.cost ?? leadApiConfigFromEnv().proof?.cost ?? PROOF.cost;
      const db = await getDb();
      return json(200, await issueChallenge(db.sql, cost));
    } catch (error) {
      console.error("[leads] proof-of-work challenge:", error instanceof Error ? error.message : error);
      return problem("service-unavailable", "No challenge could be issued right now; please retry.", {
        headers: { "Retry-After": String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
      });
    }
  };
}
