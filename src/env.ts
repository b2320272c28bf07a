import "./lib/zod-jitless";
import { z } from "zod";

/**
 * The only module that reads process.env. Every variable is optional and has a
 * documented default (README, "Configuration", checked by tests/docs.test.ts); a malformed value stops start-up
 * with a message naming the variable.
 */
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(z.url().optional())
  .optional();

const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** A whole number from 1 to `max` written as digits ("30"); anything else ("0", "-1", "1.5", "30d") is refused by name. */
const positiveInt = (fallback: number, max: number, unit: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^\d+$/, `must be a positive whole number of ${unit} (e.g. ${fallback})`)
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(1, `must be a positive whole number of ${unit} (e.g. ${fallback})`)
          .max(max, `must be at most ${max} ${unit}`),
      )
      .default(fallback),
  );

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
  /**
   * Bearer token of the operator privacy API (/api/privacy/access, /api/privacy/forget), separate from the sales
   * export token: 404 while unset; LEADS_API_TOKEN is refused there.
   */
  PRIVACY_API_TOKEN: z.preprocess(emptyToUndefined, z.string().min(24, "must be at least 24 characters").optional()),
  IP_HASH_SALT: z.preprocess(emptyToUndefined, z.string().min(8, "must be at least 8 characters").optional()),
  /**
   * Key of every signed link (newsletter confirmation and unsubscribe, self-service privacy links) and of the
   * privacy audit's address hash. Unset: 32 random bytes generated once and kept in the database (`app_settings`).
   */
  LINK_SIGNING_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, "must be at least 32 characters").optional()),
  LEADS_WEBHOOK_URL: optionalUrl,
  LEADS_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().min(16, "must be at least 16 characters").optional()),
  /** Lead API rate limit per hashed client address and window (src/leads/http/config.ts has the defaults). */
  LEADS_RATE_SOFT_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).optional()),
  LEADS_RATE_HARD_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).optional()),
  LEADS_RATE_WINDOW_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).optional()),
  /** Submissions faster than this (form shown to submit) are quarantined as bots. */
  LEADS_MIN_FILL_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).optional()),
  LEADS_MIN_INTERACTION_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).optional()),
  /** PBKDF2 iterations per attempt of the forms' proof of work (src/leads/intake/proof-of-work.ts; default 1000). */
  LEADS_PROOF_COST: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).optional()),
  /**
   * E-mails to one recipient address / one recipient domain per UTC day, whichever form asked (src/mail/recipient-limits.ts
   * has the defaults, 4 and 40). A lead over a limit is stored, but gets no e-mail.
   */
  MAIL_LIMIT_PER_ADDRESS_PER_DAY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1000).optional()),
  MAIL_LIMIT_PER_DOMAIN_PER_DAY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1_000_000).optional()),
  /**
   * Retention of leads (src/leads/privacy/privacy-rights.ts `purgeExpired`, daily): every lead is deleted after
   * RETENTION_MONTHS, a quarantined one after RETENTION_QUARANTINE_DAYS, a newsletter sign-up never confirmed
   * after RETENTION_UNCONFIRMED_DAYS.
   */
  RETENTION_MONTHS: positiveInt(24, 1200, "months"),
  RETENTION_QUARANTINE_DAYS: positiveInt(30, 36_500, "days"),
  RETENTION_UNCONFIRMED_DAYS: positiveInt(30, 36_500, "days"),
  GROWTHBOOK_CLIENT_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  GROWTHBOOK_API_HOST: z.preprocess(emptyToUndefined, z.url().default("https://cdn.growthbook.io")),
  /** How long a fetched GrowthBook payload is fresh before it is refreshed in the background. */
  /**
   * Consent-gated experiments: "true" serves visitors who have not accepted analytics the default home page, with
   * no experiment cookie and no count; accepting starts their assignment. Default "false" (experiment cookies for
   * everyone, nothing sent without consent). Read at run time by the proxy and at build time by the privacy notice.
   */
  EXPERIMENTS_REQUIRE_CONSENT: z.preprocess(emptyToUndefined, z.enum(["true", "false"]).default("false").transform((v) => v === "true")),
  GROWTHBOOK_TTL_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(3600).default(60)),
  POSTHOG_HOST: z.preprocess(emptyToUndefined, z.url().default("https://us.i.posthog.com")),
  POSTHOG_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  /**
   * Reverse proxies in front of the server whose X-Forwarded-For entries are trusted (docs/deploy.md).
   * 0: the TCP peer is the client and every client-sent X-Forwarded-For value is ignored.
   */
  TRUSTED_PROXY_HOPS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(10).default(0)),
  /** Bind address of `npm start` (Next's own convention); read by the start script, validated here. */
  HOSTNAME: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(?:[A-Za-z0-9.-]{1,253}|\[?[0-9A-Fa-f:.]+\]?)$/, "must be a host name or an IP address (e.g. 0.0.0.0)")
      .optional(),
  ),
  /** Upper bound of a graceful shutdown after SIGTERM (src/server/lifecycle.ts). */
  SHUTDOWN_TIMEOUT_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(600).default(25)),
  /** Set by `npm start`: the app, not Next, handles SIGTERM/SIGINT (graceful shutdown). */
  NEXT_MANUAL_SIG_HANDLE: z.preprocess(emptyToUndefined, z.enum(["true", "1"]).optional()),
  /** Outgoing mail (docs/email.md): smtp:// or smtps:// URL; unset = .eml files under MAIL_DIR. */
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
  ),
  /** Sender of every e-mail, e.g. `Attestra <no-reply@example.com>`; default: the product name at no-reply@<SITE_URL host>. */
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Where messages are written as .eml files when SMTP_URL is unset. */
  MAIL_DIR: z.preprocess(emptyToUndefined, z.string().default(".data/mail")),
  /** DKIM signing of outgoing mail: PEM private key (literal \n allowed) and selector; domain defaults to MAIL_FROM's. */
  DKIM_PRIVATE_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  DKIM_SELECTOR: z.preprocess(emptyToUndefined, z.string().regex(/^[A-Za-z0-9._-]+$/, "must be a DNS label").optional()),
  DKIM_DOMAIN: z.preprocess(emptyToUndefined, z.string().optional()),
}).refine((env) => !env.DKIM_PRIVATE_KEY === !env.DKIM_SELECTOR, {
  path: ["DKIM_SELECTOR"],
  message: "DKIM_PRIVATE_KEY and DKIM_SELECTOR must be set together",
}).refine((env) => !env.PRIVACY_API_TOKEN || env.PRIVACY_API_TOKEN !== env.LEADS_API_TOKEN, {
  path: ["PRIVACY_API_TOKEN"],
  message: "must differ from LEADS_API_TOKEN (the sales export token never opens the privacy API)",
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

/**
 * SITE_URL as it was when `next build` ran (next.config.ts `env` inlines it into the build); undefined in
 * `next dev` and tests. src/server/build-info.ts refuses a start-up with another value.
 */
export const BUILD_SITE_URL: string | undefined = process.env.ATTESTRA_BUILD_SITE_URL || undefined;

/**
 * The settings the privacy notice (/privacy, a prerendered page) states: the retention periods and whether the
 * experiments wait for consent. next.config.ts inlines them at build (`noticeSettings`), and src/server/build-info.ts
 * refuses a start-up with other values, so the notice always says what the server does.
 */
export const NOTICE_SETTINGS = [
  "RETENTION_MONTHS",
  "RETENTION_QUARANTINE_DAYS",
  "RETENTION_UNCONFIRMED_DAYS",
  "EXPERIMENTS_REQUIRE_CONSENT",
] as const satisfies readonly (keyof ServerEnv)[];
export type NoticeSettings = Pick<ServerEnv, (typeof NOTICE_SETTINGS)[number]>;

/** The notice settings as one value, `NAME=value` pairs separated by spaces (build and start-up compare it). */
export function noticeSettings(env: NoticeSettings): string {
  return NOTICE_SETTINGS.map((name) => `${name}=${env[name]}`).join(" ");
}

/** `noticeSettings` as they were when `next build` ran; undefined in `next dev` and tests. */
export const BUILD_NOTICE_SETTINGS: string | undefined = process.env.ATTESTRA_BUILD_NOTICE_SETTINGS || undefined;

/** Client configuration: Next inlines NEXT_PUBLIC_* only when referenced literally. */
export const clientEnv: ClientEnv = parseEnv(clientSchema, {
  NEXT_PUBLIC_POSTHOG_KEY: process.env.NEXT_PUBLIC_POSTHOG_KEY,
});
