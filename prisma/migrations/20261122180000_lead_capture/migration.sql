-- AlterTable
ALTER TABLE "leads" ADD COLUMN     "analytics_consent" TEXT,
ADD COLUMN     "cta" TEXT,
ADD COLUMN     "derived" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "fit_score" INTEGER,
ADD COLUMN     "home_variant" TEXT,
ADD COLUMN     "idempotency_key" TEXT,
ADD COLUMN     "ip_hash" TEXT,
ADD COLUMN     "page" TEXT,
ADD COLUMN     "quarantine_reason" TEXT,
ADD COLUMN     "rate_flagged" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "request_hash" TEXT,
ADD COLUMN     "user_agent" TEXT,
ADD COLUMN     "utm" JSONB,
ADD COLUMN     "visitor_id" TEXT;

-- CreateTable
CREATE TABLE "lead_outbox" (
    "id" UUID NOT NULL,
    "lead_id" UUID NOT NULL,
    "body" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "locked_until" TIMESTAMPTZ(3),
    "last_error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "delivered_at" TIMESTAMPTZ(3),

    CONSTRAINT "lead_outbox_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lead_rate_counters" (
    "bucket" TEXT NOT NULL,
    "window_start" TIMESTAMPTZ(3) NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "lead_rate_counters_pkey" PRIMARY KEY ("bucket","window_start")
);

-- CreateTable
CREATE TABLE "app_settings" (
    "name" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "app_settings_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE INDEX "lead_outbox_status_next_attempt_at_idx" ON "lead_outbox"("status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "lead_outbox_lead_id_idx" ON "lead_outbox"("lead_id");

-- CreateIndex
CREATE INDEX "lead_rate_counters_window_start_idx" ON "lead_rate_counters"("window_start");

-- CreateIndex
CREATE INDEX "leads_email_idx" ON "leads"("email");

-- CreateIndex
CREATE UNIQUE INDEX "leads_form_idempotency_key_key" ON "leads"("form", "idempotency_key");

-- AddForeignKey
ALTER TABLE "lead_outbox" ADD CONSTRAINT "lead_outbox_lead_id_fkey" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A flat, read-only view for sales (README, "Leads"). The join with the outbox
-- makes it non-updatable, so it cannot be used to change a lead.
CREATE VIEW "lead_overview" AS
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
LEFT JOIN "lead_outbox" o ON o."lead_id" = l."id";
