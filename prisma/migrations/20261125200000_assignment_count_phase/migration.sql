-- A phase of an experiment run: the variation keys in payload order with their weights
-- ("control=0.5,landing2=0.25,landing3=0.25"). A weight change starts a new phase, whose first
-- assignments the sample-ratio check compares with that phase's weights. Rows counted before this
-- column existed have the empty phase (weights unknown).
ALTER TABLE "home_assignment_counts" ADD COLUMN "phase" TEXT NOT NULL DEFAULT '';
ALTER TABLE "home_assignment_counts" DROP CONSTRAINT "home_assignment_counts_pkey";
ALTER TABLE "home_assignment_counts" ADD CONSTRAINT "home_assignment_counts_pkey" PRIMARY KEY ("day","experiment_key","bucket_version","phase","variation_key");
