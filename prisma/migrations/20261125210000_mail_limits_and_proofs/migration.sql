-- No mail relay: per-recipient limits shared by every app instance (src/mail/recipient-limits.ts), and the proofs
-- of work already spent (src/leads/proof-of-work.ts).

-- Why a lead got no e-mail although its form promises one: 'address_daily_limit' | 'domain_daily_limit' |
-- 'confirmation_pending' (newsletter), 'quarantined' (bot suspicion). NULL: the e-mail was queued (or the form
-- sends none).
ALTER TABLE "leads" ADD COLUMN "mail_suppressed" TEXT;

-- E-mails per recipient address and per recipient domain and UTC day, whichever form asked for them. The bucket is a
-- salted hash ("address:" or "domain:" + HMAC), never the address.
CREATE TABLE "mail_recipient_counters" (
    "bucket" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "mail_recipient_counters_pkey" PRIMARY KEY ("bucket", "day")
);
CREATE INDEX "mail_recipient_counters_day_idx" ON "mail_recipient_counters" ("day");

-- At most one newsletter confirmation pending per address: the row is the address's slot (hashed address), held by
-- the sign-up that was sent a link until the link expires or the sign-up is confirmed, unsubscribed or erased.
CREATE TABLE "newsletter_pending_confirmations" (
    "address_hash" TEXT NOT NULL,
    "lead_id" UUID NOT NULL,
    "claimed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "newsletter_pending_confirmations_pkey" PRIMARY KEY ("address_hash")
);
CREATE INDEX "newsletter_pending_confirmations_expires_at_idx" ON "newsletter_pending_confirmations" ("expires_at");

-- Proof-of-work challenges already redeemed by a submission (replay protection), kept until they expire.
CREATE TABLE "spent_proofs" (
    "challenge_id" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "spent_proofs_pkey" PRIMARY KEY ("challenge_id")
);
CREATE INDEX "spent_proofs_expires_at_idx" ON "spent_proofs" ("expires_at");
