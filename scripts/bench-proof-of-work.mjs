#!/usr/bin/env node
/**
 * What the lead forms' proof of work costs a visitor's device: solves challenges with the production parameters of
 * src/leads/proof-of-work.ts (PBKDF2/SHA-256, LEADS_PROOF_COST iterations, deterministic counter 500-1500) one after
 * another on one thread, and prints the solve times. The widget solves in the browser with Web Crypto in several
 * Web Workers, from the visitor's first keystroke, so a visitor's wait at submit is this time minus the time spent
 * filling in the form (usually none). Prints figures; asserts nothing.
 *
 * Usage: node scripts/bench-proof-of-work.mjs [runs=20]   (LEADS_PROOF_COST=... to try another cost)
 */
import { createChallenge, randomInt, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

const runs = Number(process.argv[2] ?? 20);
const cost = Number(process.env.LEADS_PROOF_COST ?? 1000);
const times = [];
for (let i = 0; i < runs; i++) {
  const challenge = await createChallenge({
    algorithm: "PBKDF2/SHA-256",
    cost,
    counter: randomInt(500, 1500),
    deriveKey,
    expiresAt: new Date(Date.now() + 600_000),
    hmacSignatureSecret: "bench",
    hmacKeySignatureSecret: "bench-keys",
  });
  const start = performance.now();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("no solution");
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
console.log(`proof of work, PBKDF2/SHA-256 x ${cost} iterations, counter 500-1500, ${runs} solves on one thread (Node ${process.version}):`);
console.log(`  median ${at(0.5).toFixed(0)} ms, p90 ${at(0.9).toFixed(0)} ms, max ${times.at(-1).toFixed(0)} ms`);
