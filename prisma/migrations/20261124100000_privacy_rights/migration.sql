-- Privacy (issue 16): newsletter double opt-in and the record of erasure requests.
-- A newsletter lead is pending until its confirmation link is followed (confirmed_at); an unsubscribe sets
-- unsubscribed_at. Other forms never use these columns.
ALTER TABLE "leads" ADD COLUMN "confirmed_at" TIMESTAMPTZ(3);
ALTER TABLE "leads" ADD COLUMN "unsubscribed_at" TIMESTAMPTZ(3);

-- `leads -- forget <email>` keeps only a salted hash of the address and the time, so a repeated request can be told
-- it is already done without keeping the address.
CREATE TABLE "erasure_records" (
    "email_hash" TEXT NOT NULL,
    "erased_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "leads_deleted" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "erasure_records_pkey" PRIMARY KEY ("email_hash")
);
