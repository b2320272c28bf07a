import "./lib/zod-jitless";
import { z } from "zod";

/**
 * The only module that reads process.env. Every variable is optional and has a
 * documented default (README, "Configuration"); a malformed value stops start-up
 * with a message naming the variable.
 */
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(z.url().optional())
  .optional();

const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

export const serverSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional(),
  ),
  /** Where the embedded PostgreSQL (PGlite) keeps its files when DATABASE_URL is unset. */
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default(".data/pglite")),
  SITE_URL: z.preprocess(emptyToUndefined, z.url().default("http://localhost:3000")),
  APP_SIGN_IN_URL: optionalUrl,
  LEADS_API_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16, "must be at least 16 characters").optional()),
  IP_HASH_SALT: z.preprocess(emptyToUndefined, z.string().min(8, "must be at least 8 characters").optional()),
  LEADS_WEBHOOK_URL: optionalUrl,
  LEADS_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().min(16, "must be at least 16 characters").optional()),
  /** Lead API rate limit per hashed client address and window (src/leads/config.ts has the defaults). */
  LEADS_RATE_SOFT_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).optional()),
  LEADS_RATE_HARD_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).optional()),
  LEADS_RATE_WINDOW_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).optional()),
  /** Submissions faster than this (form shown to submit) are quarantined as bots. */
  LEADS_MIN_FILL_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).optional()),
  GROWTHBOOK_CLIENT_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  GROWTHBOOK_API_HOST: z.preprocess(emptyToUndefined, z.url().default("https://cdn.growthbook.io")),
  POSTHOG_HOST: z.preprocess(emptyToUndefined, z.url().default("https://us.i.posthog.com")),
  POSTHOG_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
}).refine((env) => !env.LEADS_WEBHOOK_URL || env.LEADS_WEBHOOK_SECRET, {
  path: ["LEADS_WEBHOOK_SECRET"],
  message: "is required when LEADS_WEBHOOK_URL is set (deliveries are signed)",
});

export const clientSchema = z.object({
  NEXT_PUBLIC_POSTHOG_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
});

export type ServerEnv = z.infer<typeof serverSchema>;
export type ClientEnv = z.infer<typeof clientSchema>;

export class EnvError extends Error {}

export function parseEnv<T extends z.ZodType>(schema: T, source: Record<string, string | undefined>): z.infer<T> {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join(".") || "(root)"}: ${i.message}`);
    throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

let cached: ServerEnv | undefined;

/** Server configuration, validated once per process. */
export function serverEnv(): ServerEnv {
  cached ??= parseEnv(serverSchema, process.env);
  return cached;
}

/** Client configuration: Next inlines NEXT_PUBLIC_* only when referenced literally. */
export const clientEnv: ClientEnv = parseEnv(clientSchema, {
  NEXT_PUBLIC_POSTHOG_KEY: process.env.NEXT_PUBLIC_POSTHOG_KEY,
});
