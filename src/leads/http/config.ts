import "server-only";
import { serverEnv } from "@/env";
import { type MailLimits, mailLimitsFromEnv } from "@/mail/recipient-limits";
import { PROOF } from "@/leads/intake/proof-of-work";
import type { LeadForm } from "@/leads/contract/enums";

/**
 * Limits of the lead API (docs/leads.md, "API"). Defaults are constants here; the
 * rate limit and the bot timing can be overridden through src/env.ts
 * (LEADS_RATE_SOFT_LIMIT, LEADS_RATE_HARD_LIMIT, LEADS_RATE_WINDOW_SECONDS,
 * LEADS_MIN_FILL_MS), e.g. for a browser-test server.
 */
export const RATE_LIMIT_DEFAULTS = {
  /** Past this many requests per client address and window, leads are kept but flagged. */
  soft: 10,
  /** Past this many, 429 with Retry-After (HubSpot allows 50 per 10 s; a person never needs 50 per 10 min). */
  hard: 50,
  windowSeconds: 600,
} as const;

/** A human needs longer than this to fill in even the newsletter form. */
export const MIN_FILL_MS_DEFAULT = 1500;

/**
 * From the first interaction with a form (an autofill, a click) to its submission, a person needs at
 * least this long (autofill, then one click on the button: about 400 ms and more).
 */
export const MIN_INTERACTION_MS_DEFAULT = 250;

/**
 * Largest accepted body per form, in bytes. Sized so that the longest valid
 * submission (every free-text field at its limit, 4-byte UTF-8 characters)
 * fits; anything from 64 KiB up is refused with 413 on every form.
 */
export const BODY_LIMIT_BYTES: Record<LeadForm, number> = {
  "book-demo": 16 * 1024,
  "talk-to-expert": 16 * 1024,
  "fraud-readiness-assessment": 40 * 1024,
  "2026-control-map": 63 * 1024,
  contact: 16 * 1024,
  newsletter: 16 * 1024,
  "scorecard-action-plan": 16 * 1024,
};

/** Stored user agents are cut to this many characters (metadata, not typed by the visitor). */
export const USER_AGENT_MAX = 512;

/** Retry-After (seconds) sent with 503 when the database is unreachable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

export interface LeadApiConfig {
  rateLimit: { soft: number; hard: number; windowSeconds: number };
  minFillMs: number;
  /** Defaults to MIN_INTERACTION_MS_DEFAULT. */
  minInteractionMs?: number;
  siteUrl: string;
  ipHashSalt?: string;
  webhook?: { url: string; secret: string };
  /** E-mails per recipient address and domain a day (src/mail/recipient-limits.ts); defaults to MAIL_LIMIT_DEFAULTS. */
  mailLimits?: MailLimits;
  /**
   * The proof-of-work bot check (src/leads/intake/proof-of-work.ts). Always required in a running server; harnesses that
   * test other promises may switch it off (a lead without a proof is then judged on the other signals only).
   */
  proof?: { required: boolean; cost: number };
}

export function leadApiConfigFromEnv(): LeadApiConfig {
  const env = serverEnv();
  return {
    rateLimit: {
      soft: env.LEADS_RATE_SOFT_LIMIT ?? RATE_LIMIT_DEFAULTS.soft,
      hard: env.LEADS_RATE_HARD_LIMIT ?? RATE_LIMIT_DEFAULTS.hard,
      windowSeconds: env.LEADS_RATE_WINDOW_SECONDS ?? RATE_LIMIT_DEFAULTS.windowSeconds,
    },
    minFillMs: env.LEADS_MIN_FILL_MS ?? MIN_FILL_MS_DEFAULT,
    minInteractionMs: env.LEADS_MIN_INTERACTION_MS ?? MIN_INTERACTION_MS_DEFAULT,
    siteUrl: env.SITE_URL,
    ipHashSalt: env.IP_HASH_SALT,
    mailLimits: mailLimitsFromEnv(),
    proof: { required: true, cost: env.LEADS_PROOF_COST ?? PROOF.cost },
    webhook:
      env.LEADS_WEBHOOK_URL && env.LEADS_WEBHOOK_SECRET
        ? { url: env.LEADS_WEBHOOK_URL, secret: env.LEADS_WEBHOOK_SECRET }
        : undefined,
  };
}
