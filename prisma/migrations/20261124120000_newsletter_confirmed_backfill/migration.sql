-- Newsletter double opt-in (issue 16) starts with this release. Subscriptions stored before it were told
-- "You are subscribed" (single opt-in, consent given on the form): they are kept as confirmed at the time they
-- subscribed, so the retention rule for never-confirmed subscriptions (30 days) does not delete them, and they
-- stay in the exports. Held-back (quarantined) ones stay unconfirmed.
UPDATE "leads" SET "confirmed_at" = "created_at"
WHERE "form" = 'newsletter' AND "confirmed_at" IS NULL AND "quarantine_reason" IS NULL;
