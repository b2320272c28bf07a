-- Every access to and erasure of an address's data (self-service link, operator API, CLI) leaves one row here:
-- when, through which channel, what was done, a keyed hash of the address (HMAC-SHA256 with a key derived from the
-- link-signing secret; never the address itself) and the outcome. Rows are only ever inserted.
CREATE TABLE "privacy_audit" (
    "id" UUID NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "channel" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "email_hash" TEXT NOT NULL,
    "outcome" TEXT NOT NULL,

    CONSTRAINT "privacy_audit_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "privacy_audit_email_hash_idx" ON "privacy_audit"("email_hash");
CREATE INDEX "privacy_audit_at_idx" ON "privacy_audit"("at");
