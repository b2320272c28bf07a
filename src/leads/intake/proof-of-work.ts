import "server-only";
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { type Challenge, createChallenge, type Payload, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { installationSecret } from "@/db/installation-secret";
import type { SqlExecutor } from "@/db/sql-executor";
import type { ProofToSpend } from "@/leads/store/store";

/**
 * The lead forms' bot check rests on work the client has to do, not on what it claims: a self-hosted ALTCHA
 * proof of work (altcha-lib on the server, the `altcha` widget in the browser; no third party is contacted).
 *
 * - `GET /api/altcha-challenge` issues a challenge signed with HMAC-SHA-256 under a secret of this installation
 *   (32 random bytes generated once and kept in `app_settings`, like the IP hash salt; never configured, never
 *   derived from another secret). It expires after PROOF.expiresSeconds.
 * - The browser solves it in a Web Worker once the visitor first types into a form and sends the result as the
 *   `altcha` field of the lead. `verifyProof` checks the signature, the expiry and the solution; the lead path spends the
 *   challenge in `spent_proofs`: the same challenge presented by any other submission is a replay.
 * - A lead without a valid proof is not refused (an integration, or a browser that could not solve, must not lose
 *   a lead): it is stored quarantined (`no_proof`, `bad_proof`, `proof_reused`), answered like any other, sent no
 *   e-mail and kept out of exports and the CRM until sales release it.
 */
export const PROOF = {
  algorithm: "PBKDF2/SHA-256",
  /** PBKDF2 iterations per attempt (LEADS_PROOF_COST); the attempts needed are drawn from `counter`. */
  cost: 1000,
  /** Deterministic mode: the solution's counter is drawn from this range, so the work is predictable. */
  counter: { min: 500, max: 1500 },
  expiresSeconds: 20 * 60,
  /** The largest `altcha` field accepted (a payload is about 600 bytes). */
  maxPayloadChars: 4096,
} as const;

export type ProofProblem = "no_proof" | "bad_proof" | "proof_reused";

/**
 * The challenge-signing secrets: 32 random bytes generated once per installation and kept in `app_settings`
 * (`installationSecret`, so every instance uses the same one), with a second secret derived from it for the derived
 * keys (altcha-lib's deterministic mode).
 */
export async function proofSecrets(sql: SqlExecutor): Promise<{ signature: string; key: string }> {
  const value = await installationSecret(sql, "proof_of_work_secret");
  return { signature: value, key: createHash("sha256").update(`derived keys\n${value}`).digest("hex") };
}

/** A new signed challenge for the widget (the JSON body of `GET /api/altcha-challenge`). */
export async function issueChallenge(sql: SqlExecutor, cost: number = PROOF.cost): Promise<Challenge> {
  const secrets = await proofSecrets(sql);
  return createChallenge({
    algorithm: PROOF.algorithm,
    cost,
    counter: randomInt(PROOF.counter.min, PROOF.counter.max),
    deriveKey,
    expiresAt: new Date(Date.now() + PROOF.expiresSeconds * 1000),
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.key,
  });
}

function parsePayload(value: unknown): Payload | null {
  if (typeof value !== "string" || value === "" || value.length > PROOF.maxPayloadChars) return null;
  try {
    const parsed = JSON.parse(Buffer.from(value, "base64").toString("utf8")) as Payload;
    const p = parsed?.challenge?.parameters;
    const s = parsed?.solution;
    if (!p || typeof p.nonce !== "string" || typeof p.expiresAt !== "number" || !s || typeof s.counter !== "number") return null;
    return parsed;
  } catch {
    return null;
  }
}

/**
 * Verifies the proof a submission carries, without spending it: why the lead is quarantined (`no_proof`,
 * `bad_proof`), or the challenge to spend for this submission. `requestKey` names the submission (form and
 * Idempotency-Key): its own retries may present the same proof. The signature covers every parameter (algorithm,
 * cost, expiry, nonce), so a client cannot make its own challenge easier; the expiry is checked against the server
 * clock by altcha-lib and by the spent row's lifetime. The lead path spends it in the same statement that counts the
 * request (`admitRequest`, src/leads/store/store.ts).
 */
export async function verifyProof(sql: SqlExecutor, value: unknown, requestKey: string): Promise<{ problem: ProofProblem } | { spend: ProofToSpend }> {
  if (value === undefined || value === null || value === "") return { problem: "no_proof" };
  const payload = parsePayload(value);
  if (!payload || payload.challenge.parameters.algorithm !== PROOF.algorithm) return { problem: "bad_proof" };
  const secrets = await proofSecrets(sql);
  let verified = false;
  try {
    verified =
      verifyKeySigned(payload, secrets, Date.now()) ??
      (
        await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: secrets.signature,
          hmacKeySignatureSecret: secrets.key,
        })
      ).verified;
  } catch {
    verified = false;
  }
  if (!verified) return { problem: "bad_proof" };
  if (Math.random() < 0.02) void pruneSpentProofs(sql).catch(() => undefined);
  return {
    spend: {
      challengeId: payload.challenge.parameters.nonce,
      expiresAt: Number(payload.challenge.parameters.expiresAt),
      requestKey: createHash("sha256").update(requestKey).digest("hex"),
    },
  };
}

/**
 * altcha-lib's own checks for a challenge it signed with a key signature (every challenge `issueChallenge` makes:
 * `verifySolution`'s path 4a), in its order and with its encodings: expiry, the signature over the canonical JSON of
 * the parameters, the solution's form (lowercase hex key, uint32 counter), then the HMAC of the derived key against
 * the signed `keySignature`. The same HMAC-SHA-256, computed with node:crypto in the request instead of WebCrypto's
 * promise per HMAC (an import and a sign, each a job on libuv's thread pool): on the lead path that was about a
 * fifteenth of the server's time (docs/performance.md). `proof-of-work.test.ts` holds it to altcha-lib's answer on
 * valid, tampered, expired and malformed proofs. Null: not this kind of challenge, altcha-lib decides.
 */
export function verifyKeySigned(payload: Payload, secrets: { signature: string; key: string }, nowMs: number): boolean | null {
  const { challenge, solution } = payload;
  const parameters = challenge.parameters;
  if (typeof parameters.keySignature !== "string" || parameters.keySignature === "") return null;
  if (parameters.expiresAt && parameters.expiresAt < nowMs / 1000) return false;
  if (!challenge.signature) return false;
  if (!sameText(hmacHex(JSON.stringify(sortKeys(parameters)), secrets.signature), challenge.signature)) return false;
  const counter = solution?.counter;
  if (typeof solution?.derivedKey !== "string" || !/^(?:[0-9a-f]{2})+$/.test(solution.derivedKey)) return false;
  if (!Number.isInteger(counter) || counter < 0 || counter > 0xffffffff) return false;
  return sameText(hmacHex(Buffer.from(solution.derivedKey, "hex"), secrets.key), parameters.keySignature);
}

function hmacHex(data: string | Buffer, secret: string): string {
  return createHmac("sha256", secret).update(data).digest("hex");
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** altcha-lib's canonical form: object keys sorted at every level, undefined values left out, arrays as they are. */
function sortKeys(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .flatMap((key) => {
        const item = (value as Record<string, unknown>)[key];
        return item === undefined ? [] : [[key, sortKeys(item)]];
      }),
  );
}

/** Spent challenges can be forgotten once they have expired (an expired proof is refused anyway). */
export async function pruneSpentProofs(sql: SqlExecutor): Promise<void> {
  await sql.query(`DELETE FROM spent_proofs WHERE expires_at < now() - interval '1 hour'`);
}
