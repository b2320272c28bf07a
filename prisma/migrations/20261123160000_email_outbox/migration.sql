-- Transactional e-mail through the lead outbox (docs/email.md): an outbox row
-- is now either the CRM webhook ('webhook') or one e-mail to the visitor
-- ('email'), delivered by the same claim/lease/backoff loop.
ALTER TABLE "lead_outbox" ADD COLUMN "kind" TEXT NOT NULL DEFAULT 'webhook';

-- CreateIndex
CREATE INDEX "lead_outbox_kind_status_next_attempt_at_idx" ON "lead_outbox"("kind", "status", "next_attempt_at");

-- The sales view keeps one row per lead: it joins the webhook row only.
CREATE OR REPLACE VIEW "lead_overview" AS
SELECT
    l."id",
    l."created_at",
    l."form",
    l."email",
    l."company",
    l."locale",
    l."answers"->>'role' AS "role",
    l."answers"->>'erp' AS "erp",
    l."answers"->>'monthlyInvoices' AS "monthly_invoices",
    (l."answers"->>'poPercentage')::int AS "po_percentage",
    l."answers"->>'goal' AS "goal",
    l."answers"->>'topic' AS "topic",
    l."answers"->>'industry' AS "industry",
    l."fit_score",
    l."derived"->'fit'->'reasons' AS "fit_reasons",
    l."page",
    l."cta",
    l."utm"->>'source' AS "utm_source",
    l."utm"->>'medium' AS "utm_medium",
    l."utm"->>'campaign' AS "utm_campaign",
    l."home_variant",
    l."visitor_id",
    l."analytics_consent",
    l."rate_flagged",
    l."quarantine_reason",
    (l."quarantine_reason" IS NOT NULL) AS "quarantined",
    o."status" AS "webhook_status",
    o."attempts" AS "webhook_attempts",
    o."delivered_at" AS "webhook_delivered_at"
FROM "leads" l
LEFT JOIN "lead_outbox" o ON o."lead_id" = l."id" AND o."kind" = 'webhook';
