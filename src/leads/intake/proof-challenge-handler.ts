import "server-only";
import type { Database } from "@/db/connection";
import { getDatabase as defaultGetDatabase } from "@/db/connection";
import { type LeadApiConfig, leadApiConfigFromEnv, UNAVAILABLE_RETRY_AFTER_SECONDS } from "@/leads/http/config";
import { json, problem } from "@/leads/http/problem";
import { clientAddress, hashClientAddress } from "@/leads/http/request";
import { countRequest, ipHashSalt } from "@/leads/store/store";
import { rateKey } from "@/security/rate-key";
import { issueChallenge, PROOF } from "./proof-of-work";

/**
 * Challenges one client may fetch per rate window: twice the lead API's hard limit (each submission needs one; a
 * visitor who starts a form and leaves fetches one more). Issuing one costs a key derivation (PROOF.cost PBKDF2
 * iterations), so a client hammering the route is refused before the server does that work.
 */
export const CHALLENGES_PER_LEAD_LIMIT = 2;

/**
 * `GET /api/altcha-challenge`: a fresh proof-of-work challenge for the lead forms' widget (./proof-of-work.ts),
 * never cached. Counted per client (its rate key: an IPv6 client by its /64) in the lead API's window: past
 * CHALLENGES_PER_LEAD_LIMIT times its hard limit, 429 with Retry-After (the widget then shows its error; a lead sent
 * without a proof is stored quarantined, never lost). 503 with Retry-After when the database (which keeps the signing
 * secret and the counts) is away.
 */
export function createProofChallengeHandler(deps: { getDatabase?: () => Promise<Database>; cost?: number; config?: LeadApiConfig } = {}) {
  const getDb = deps.getDatabase ?? defaultGetDatabase;
  return async function handleChallenge(request: Request): Promise<Response> {
    try {
      const config = deps.config ?? leadApiConfigFromEnv();
      const cost = deps.cost ?? config.proof?.cost ?? PROOF.cost;
      const db = await getDb();
      const salt = await ipHashSalt(db.sql, config.ipHashSalt);
      const rate = await countRequest(db.sql, `altcha-challenge:${hashClientAddress(rateKey(clientAddress(request)), salt)}`, config.rateLimit.windowSeconds);
      if (rate.count > CHALLENGES_PER_LEAD_LIMIT * config.rateLimit.hard) {
        return problem("rate-limited", `Too many challenges for this address; retry in ${rate.retryAfterSeconds} s.`, {
          headers: { "Retry-After": String(rate.retryAfterSeconds) },
        });
      }
      return json(200, await issueChallenge(db.sql, cost));
    } catch (error) {
      console.error("[leads] proof-of-work challenge:", error instanceof Error ? error.message : error);
      return problem("service-unavailable", "No challenge could be issued right now; please retry.", {
        headers: { "Retry-After": String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
      });
    }
  };
}
