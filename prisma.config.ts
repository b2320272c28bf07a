import { defineConfig } from "prisma/config";

// The CLI is only used offline for `prisma generate`; migrations are applied by
// src/db/migrate.ts (see README, "Database"). The URL is a placeholder when unset.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/attestra" },
});
