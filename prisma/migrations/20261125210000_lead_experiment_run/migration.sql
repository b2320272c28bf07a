-- The home experiment run a lead is attributed to, from the visitor's viewed assignment: experiment key,
-- bucket version and phase ("control=0.5,landing2=0.5"). With the variation key (home_variant) they select
-- exactly the leads of one run. Leads stored before these columns existed have them null.
ALTER TABLE "leads" ADD COLUMN "home_experiment_key" TEXT;
ALTER TABLE "leads" ADD COLUMN "home_bucket_version" INTEGER;
ALTER TABLE "leads" ADD COLUMN "home_phase" TEXT;
