-- The submission that redeemed a proof of work (form + Idempotency-Key, hashed): its own retries (same key, after a
-- lost answer or a 503) may present the same proof again; any other request presenting it is a replay.
ALTER TABLE "spent_proofs" ADD COLUMN "request_key" TEXT NOT NULL DEFAULT '';
