-- CreateTable
CREATE TABLE "home_assignment_counts" (
    "day" DATE NOT NULL,
    "experiment_key" TEXT NOT NULL,
    "bucket_version" INTEGER NOT NULL,
    "variation_key" TEXT NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "home_assignment_counts_pkey" PRIMARY KEY ("day","experiment_key","bucket_version","variation_key")
);
