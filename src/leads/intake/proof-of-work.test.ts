import { randomUUID } from "node:crypto";
import { type Challenge, createChallenge, type Solution, solveChallenge, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "@/db/connection";
import { spendProof } from "@/leads/store/store";
import { PEER_HEADER } from "@/security/client-address";
import { handlerFor, type LeadTestContext, leadRequest, openLeadTestDatabase, PROOF_CONFIG, STEADY_WINDOW_SECONDS, solvedProof, VALID_BODIES } from "../../../tests/support/lead-api";
import { CHALLENGES_PER_LEAD_LIMIT, createProofChallengeHandler } from "./proof-challenge-handler";
import { PROOF, proofSecrets, verifyKeySigned, verifyProof } from "./proof-of-work";

/**
 * The proof-of-work bot check against the real handler and database: the challenge route, a solved proof accepted
 * once, and every way of not having one (none, tampered, expired, replayed) stored quarantined without an e-mail,
 * answered exactly like a success.
 */
let ctx: LeadTestContext;
let db: Database;

beforeAll(async () => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  ctx = await openLeadTestDatabase();
  db = ctx.db;
});
afterAll(async () => {
  await ctx?.close();
});

async function post(body: Record<string, unknown>, key: string = randomUUID()) {
  const response = await handlerFor("book-demo", db, { config: PROOF_CONFIG, kickMailDelivery: () => undefined })(
    leadRequest("book-demo", body, { key }),
  );
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const lead = await db.prisma.lead.findUniqueOrThrow({ where: { id }, include: { outbox: true } });
  return { id, lead, emailRows: lead.outbox.filter((o) => o.kind === "email").length };
}

/** GET /api/altcha-challenge from the client at `ip` (the server's peer-address stamp, as server.mjs sets it). */
function challengeRequest(ip: string): Request {
  return new Request("https://www.example.test/api/altcha-challenge", { headers: { [PEER_HEADER]: ip } });
}

const body = (email = `pow-${randomUUID().slice(0, 8)}@example.com`) => ({ ...VALID_BODIES["book-demo"], email });

async function encode(challenge: Awaited<ReturnType<typeof createChallenge>>) {
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

describe("proof-of-work bot check", () => {
  it("GET /api/altcha-challenge issues a signed, expiring challenge that is never cached", async () => {
    const response = await createProofChallengeHandler({ getDatabase: async () => db, cost: 1 })(challengeRequest("10.9.0.1"));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const challenge = (await response.json()) as { parameters: { algorithm: string; expiresAt: number; cost: number }; signature: string };
    expect(challenge.parameters.algorithm).toBe(PROOF.algorithm);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.expiresAt * 1000).toBeGreaterThan(Date.now());
    expect(challenge.parameters.expiresAt * 1000).toBeLessThanOrEqual(Date.now() + PROOF.expiresSeconds * 1000 + 1000);
  });

  it("a client fetching challenges without end is refused past twice the lead limit, per /64, with Retry-After", async () => {
    const config = { ...PROOF_CONFIG, rateLimit: { soft: 2, hard: 3, windowSeconds: STEADY_WINDOW_SECONDS } };
    const handler = createProofChallengeHandler({ getDatabase: async () => db, cost: 1, config });
    const statuses: number[] = [];
    // Every request from its own address in one IPv6 /64: one client.
    for (let i = 1; i <= CHALLENGES_PER_LEAD_LIMIT * 3 + 2; i++) statuses.push((await handler(challengeRequest(`2001:db8:77:1::${i.toString(16)}`))).status);
    expect(statuses).toEqual([...Array(CHALLENGES_PER_LEAD_LIMIT * 3).fill(200), 429, 429]);
    const refused = await handler(challengeRequest("2001:db8:77:1::ff"));
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("content-type")).toContain("application/problem+json");
    // Another client is not affected.
    expect((await handler(challengeRequest("2001:db8:77:2::1"))).status).toBe(200);
  });

  it("a solved proof makes an ordinary lead with its e-mail", async () => {
    const { lead, emailRows } = await post({ ...body(), altcha: await solvedProof(db) });
    expect(lead.quarantineReason).toBeNull();
    expect(lead.mailSuppressed).toBeNull();
    expect(emailRows).toBe(1);
  });

  it("without a proof (a client written from the API description, an integration): 201, stored quarantined as no_proof, no e-mail", async () => {
    const { elapsedMs: _e, ...specBody } = body() as Record<string, unknown>;
    const { lead, emailRows } = await post({ ...specBody, interactionMs: 5000 });
    expect(lead.quarantineReason).toBe("no_proof");
    expect(lead.mailSuppressed).toBe("quarantined");
    expect(emailRows).toBe(0);
  });

  it("claimed timing is no longer enough: interactionMs 5000 without a proof is quarantined", async () => {
    const { lead } = await post({ ...body(), interactionMs: 5000, elapsedMs: 60_000 });
    expect(lead.quarantineReason).toBe("no_proof");
  });

  it("a tampered, an easier, a foreign-secret or an expired challenge is bad_proof", async () => {
    const secrets = await proofSecrets(db.sql);
    const good = JSON.parse(Buffer.from(await solvedProof(db), "base64").toString()) as {
      challenge: { parameters: Record<string, unknown>; signature: string };
      solution: { counter: number; derivedKey: string };
    };
    const tampered = { ...good, challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, cost: 1, expiresAt: 4_000_000_000 } } };
    const flip = (hex: string) => `${hex[0] === "0" ? "1" : "0"}${hex.slice(1)}`;
    const wrongSolution = { ...good, solution: { ...good.solution, derivedKey: flip(good.solution.derivedKey) } };
    const foreign = await encode(
      await createChallenge({ algorithm: PROOF.algorithm, cost: 1, counter: 10, deriveKey, expiresAt: new Date(Date.now() + 60_000), hmacSignatureSecret: "not ours", hmacKeySignatureSecret: "not ours either" }),
    );
    const expired = await encode(
      await createChallenge({ algorithm: PROOF.algorithm, cost: 1, counter: 10, deriveKey, expiresAt: new Date(Date.now() - 1000), hmacSignatureSecret: secrets.signature, hmacKeySignatureSecret: secrets.key }),
    );
    const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64");
    for (const altcha of [b64(tampered), b64(wrongSolution), foreign, expired, "not base64 at all", b64({ challenge: 1 })]) {
      const { lead, emailRows } = await post({ ...body(), altcha });
      expect(lead.quarantineReason, altcha.slice(0, 20)).toBe("bad_proof");
      expect(emailRows).toBe(0);
    }
  });

  it("a proof is spent once: another submission presenting it is proof_reused; the same submission's retry is not", async () => {
    const altcha = await solvedProof(db);
    const first = await post({ ...body(), altcha });
    expect(first.lead.quarantineReason).toBeNull();
    const second = await post({ ...body(), altcha });
    expect(second.lead.quarantineReason).toBe("proof_reused");
    expect(second.emailRows).toBe(0);
    // A retry of the first submission (same form and key, e.g. after a 503) may present its proof again.
    const retry = await verifyProof(db.sql, altcha, `book-demo\n${first.lead.idempotencyKey}`);
    expect("spend" in retry && (await spendProof(db.sql, retry.spend))).toBe(true);
  });

  it("a replay counts nothing and spends nothing; a request refused by the hard limit keeps its proof", async () => {
    const config = { ...PROOF_CONFIG, rateLimit: { soft: 5, hard: 2, windowSeconds: STEADY_WINDOW_SECONDS } };
    const send = (b: Record<string, unknown>, key: string) =>
      handlerFor("book-demo", db, { config, kickMailDelivery: () => undefined })(leadRequest("book-demo", b, { key, ip: "10.77.0.1" }));
    const first = { ...body(), altcha: await solvedProof(db) };
    const firstKey = randomUUID();
    expect((await send(first, firstKey)).status).toBe(201);
    // Replays of the first submission: the stored lead is the answer, and the rate count does not move.
    for (let i = 0; i < 3; i++) expect((await send(first, firstKey)).headers.get("idempotent-replayed")).toBe("true");
    expect((await send({ ...body(), altcha: await solvedProof(db) }, randomUUID())).status).toBe(201);
    // Past the hard limit (count 3 > 2): refused, and its proof is not spent, so its retry can still present it.
    const refusedProof = await solvedProof(db);
    expect((await send({ ...body(), altcha: refusedProof }, randomUUID())).status).toBe(429);
    const nonce = (JSON.parse(Buffer.from(refusedProof, "base64").toString("utf8")) as { challenge: { parameters: { nonce: string } } }).challenge.parameters.nonce;
    expect(await db.sql.query("SELECT 1 FROM spent_proofs WHERE challenge_id = $1", [nonce])).toHaveLength(0);
  });

  it("20 submissions racing with one proof: exactly one is accepted", async () => {
    const altcha = await solvedProof(db);
    const results = await Promise.all(Array.from({ length: 20 }, () => post({ ...body(), altcha })));
    expect(results.filter((r) => r.lead.quarantineReason === null)).toHaveLength(1);
    expect(results.filter((r) => r.lead.quarantineReason === "proof_reused")).toHaveLength(19);
  });
});

describe("verifyKeySigned answers as altcha-lib's verifySolution does", () => {
  const secrets = { signature: "s".repeat(64), key: "k".repeat(64) };
  type Proof = { challenge: Challenge; solution: Solution };

  async function solved(expiresInSeconds = 600): Promise<Proof> {
    const counter = 700;
    const challenge = await createChallenge({
      algorithm: PROOF.algorithm,
      cost: 100,
      counter,
      deriveKey,
      expiresAt: new Date(Date.now() + expiresInSeconds * 1000),
      hmacSignatureSecret: secrets.signature,
      hmacKeySignatureSecret: secrets.key,
    });
    const solution = await solveChallenge({ challenge, deriveKey, counterStart: counter });
    if (!solution) throw new Error("unsolved");
    return { challenge, solution };
  }

  const flip = (hex: string) => `${hex.slice(0, -1)}${hex.endsWith("0") ? "1" : "0"}`;
  const cases: [string, (p: Proof) => Proof][] = [
    ["a valid proof", (p) => p],
    ["a cheaper cost than signed", (p) => ({ ...p, challenge: { ...p.challenge, parameters: { ...p.challenge.parameters, cost: 1 } } })],
    ["a later expiry than signed", (p) => ({ ...p, challenge: { ...p.challenge, parameters: { ...p.challenge.parameters, expiresAt: (p.challenge.parameters.expiresAt ?? 0) + 3600 } } })],
    ["a forged signature", (p) => ({ ...p, challenge: { ...p.challenge, signature: flip(p.challenge.signature ?? "00") } })],
    ["no signature", (p) => ({ ...p, challenge: { ...p.challenge, signature: undefined } })],
    ["a forged key signature", (p) => ({ ...p, challenge: { ...p.challenge, parameters: { ...p.challenge.parameters, keySignature: flip(p.challenge.parameters.keySignature ?? "00") } } })],
    ["a wrong derived key", (p) => ({ ...p, solution: { ...p.solution, derivedKey: flip(p.solution.derivedKey) } })],
    ["an upper-case derived key", (p) => ({ ...p, solution: { ...p.solution, derivedKey: p.solution.derivedKey.toUpperCase() } })],
    ["an odd-length derived key", (p) => ({ ...p, solution: { ...p.solution, derivedKey: `${p.solution.derivedKey}0` } })],
    ["a negative counter", (p) => ({ ...p, solution: { ...p.solution, counter: -1 } })],
    ["a fractional counter", (p) => ({ ...p, solution: { ...p.solution, counter: 1.5 } })],
    ["a counter past uint32", (p) => ({ ...p, solution: { ...p.solution, counter: 2 ** 32 } })],
  ];

  it.each(cases)("%s", async (name, change) => {
    const proof = change(await solved());
    const theirs = await verifySolution({ ...proof, deriveKey, hmacSignatureSecret: secrets.signature, hmacKeySignatureSecret: secrets.key });
    // Only the untouched proof is valid: every change is refused, by both.
    expect(theirs.verified).toBe(name === "a valid proof");
    expect(verifyKeySigned(proof, secrets, Date.now())).toBe(theirs.verified);
  });

  it("an expired proof, and a proof signed under another secret", async () => {
    const expired = await solved(-5);
    const theirs = await verifySolution({ ...expired, deriveKey, hmacSignatureSecret: secrets.signature, hmacKeySignatureSecret: secrets.key });
    expect(theirs.verified).toBe(false);
    expect(verifyKeySigned(expired, secrets, Date.now())).toBe(false);
    const valid = await solved();
    expect(verifyKeySigned(valid, { ...secrets, signature: "x".repeat(64) }, Date.now())).toBe(false);
    expect(verifyKeySigned(valid, { ...secrets, key: "x".repeat(64) }, Date.now())).toBe(false);
  });

  it("a challenge without a key signature is left to altcha-lib", async () => {
    const { challenge, solution } = await solved();
    const { keySignature: _dropped, ...parameters } = challenge.parameters;
    expect(verifyKeySigned({ challenge: { ...challenge, parameters }, solution }, secrets, Date.now())).toBeNull();
  });
});
