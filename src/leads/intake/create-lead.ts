import "server-only";
import { createHash, randomUUID } from "node:crypto";
import type { Database } from "@/db/connection";
import type { LeadForm } from "@/leads/contract/enums";
import { webhookBody } from "@/leads/crm-handoff/webhook-body";
import { type LeadApiConfig, MIN_INTERACTION_MS_DEFAULT } from "@/leads/http/config";
import { hashClientAddress, type VisitorContext } from "@/leads/http/request";
import { admitRequest, insertLead, ipHashSalt, type LeadRow, pruneRateCounters } from "@/leads/store/store";
import { sendsEmail } from "@/mail/content";
import { emailJobBody } from "@/mail/outbox-mail";
import {
  claimNewsletterConfirmation,
  MAIL_LIMIT_DEFAULTS,
  type MailSuppression,
  maybePruneRecipientCounters,
  recipientCount,
  releaseNewsletterConfirmation,
} from "@/mail/recipient-limits";
import { verifyProof } from "./proof-of-work";
import { rateKey } from "@/security/rate-key";
import { type DerivedLeadExtras, deriveLeadExtras } from "./derive";
import { fitScore, fitSignalsFromLead } from "./fit-score";

/**
 * The intake service: stores one validated lead, knowing nothing of HTTP. The route handler
 * (./lead-handler.ts) checks the request and calls `createLead`; this module decides replay, rate limit
 * and quarantine and writes the lead with its outbox rows (src/leads/store/store.ts) in one transaction.
 */

const CONTEXT_KEYS = new Set(["email", "company", "locale", "page", "cta", "utm", "website", "elapsedMs", "interactionMs", "altcha"]);

/** JSON with object keys sorted, so equal data always hashes alike. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/**
 * What identifies "the same request" for Idempotency-Key: the validated data, minus the timing measurements and the
 * proof of work (a retry may carry a fresh one).
 */
export function requestHash(form: LeadForm, data: Record<string, unknown>): string {
  const { elapsedMs: _elapsed, interactionMs: _interaction, altcha: _proof, ...rest } = data;
  return createHash("sha256").update(`${form}\n${canonicalJson(rest)}`).digest("hex");
}

/** How long a request without Idempotency-Key is deduplicated on (form, normalised body, client). */
export const AUTO_DEDUP_WINDOW_MS = 10 * 60 * 1000;

/**
 * Keys stored for requests without Idempotency-Key: a digest of the request hash and the
 * client's address hash, suffixed with the 10-minute bucket. The unique (form, key) index
 * makes concurrent repeats in one bucket store one row; a repeat in the next bucket finds the
 * first through `previous` (and the created_at bound keeps it to 10 minutes).
 */
export function automaticIdempotencyKeys(requestHashHex: string, ipHash: string, nowMs: number) {
  const digest = createHash("sha256").update(`${requestHashHex}\n${ipHash}`).digest("hex");
  const bucket = Math.floor(nowMs / AUTO_DEDUP_WINDOW_MS);
  return { current: `auto:${digest}:${bucket}`, previous: `auto:${digest}:${bucket - 1}` };
}

/**
 * Bot signals. The site's forms send `interactionMs` (first interaction with the form, e.g. an autofill
 * or a click, until this submission): under `minInteractionMs` nobody read or touched anything. Without
 * it, `elapsedMs` (form shown until submitted) under `minFillMs` is what a script that never rendered
 * the page sends. A request with neither (an integration calling the API directly) is not judged on timing.
 */
export function quarantineReason(
  data: Record<string, unknown>,
  minFillMs: number,
  minInteractionMs: number = MIN_INTERACTION_MS_DEFAULT,
): string | null {
  if (typeof data.website === "string" && data.website.trim() !== "") return "honeypot";
  if (typeof data.interactionMs === "number") return data.interactionMs < minInteractionMs ? "too_fast" : null;
  if (typeof data.elapsedMs === "number" && data.elapsedMs < minFillMs) return "too_fast";
  return null;
}

/** Refusals `createLead` decides after reading the database; the route handler answers them (422, 429). */
export class LeadRefusal extends Error {
  constructor(
    readonly kind: "idempotency-key-reused" | "rate-limited",
    readonly retryAfterSeconds?: number,
  ) {
    super(kind);
  }
}

export interface LeadContext {
  config: LeadApiConfig;
  /** The client's Idempotency-Key, when it sent one. */
  givenKey: string | undefined;
  clientAddress: string;
  visitor: VisitorContext;
}

export type CreateLeadResult =
  | {
      kind: "created";
      lead: LeadRow;
      /** A CRM webhook row was stored with the lead (deliver it now). */
      queuedWebhook: boolean;
      /** An e-mail row was stored with the lead (send it now). */
      queuedEmail: boolean;
    }
  | { kind: "replayed"; id: string };

/**
 * Stores one validated lead, exactly once: the replay of an earlier submission under the same key
 * (or, without a key, the same body from the same client within AUTO_DEDUP_WINDOW_MS) answers that lead; the rate
 * limit flags or refuses; bot timing and the honeypot quarantine; the lead, its CRM row and its e-mail row are one
 * transaction. Throws `LeadRefusal` for a reused key or the hard rate limit, anything else when the database fails.
 */
export async function createLead(db: Database, form: LeadForm, data: Record<string, unknown>, context: LeadContext): Promise<CreateLeadResult> {
  const { config, givenKey } = context;
  const hash = requestHash(form, data);
  const replay = (existing: { id: string; requestHash: string | null }): CreateLeadResult => {
    if (existing.requestHash !== hash) throw new LeadRefusal("idempotency-key-reused");
    return { kind: "replayed", id: existing.id };
  };

  const salt = await ipHashSalt(db.sql, config.ipHashSalt);
  const ipHash = hashClientAddress(context.clientAddress, salt);
  // With an Idempotency-Key, the earlier submission is the lead stored under it; without one (a client written from
  // the API description), the same body from the same client within AUTO_DEDUP_WINDOW_MS is the same lead, answered
  // with the first 201.
  const now = Date.now();
  const automatic = givenKey ? null : automaticIdempotencyKeys(hash, ipHash, now);
  const idempotencyKey = givenKey ?? (automatic as { current: string }).current;
  // The bot check: a proof of work the client had to compute (verified here, spent once below), besides the honeypot
  // and the timing the forms report. A lead failing it is stored quarantined, never refused.
  const proof = config.proof?.required === false ? null : await verifyProof(db.sql, data.altcha, `${form}\n${idempotencyKey}`);
  // One statement: the replay lookup, the rate count (per rate key: an IPv6 client by its /64, an IPv4(-mapped) one
  // by its address, src/security/rate-key.ts) and the proof's spend.
  const admission = await admitRequest(db.sql, {
    form,
    keys: automatic ? [automatic.current, automatic.previous] : [idempotencyKey],
    since: automatic ? new Date(now - AUTO_DEDUP_WINDOW_MS) : null,
    rateBucket: hashClientAddress(rateKey(context.clientAddress), salt),
    windowSeconds: config.rateLimit.windowSeconds,
    hardLimit: config.rateLimit.hard,
    proof: proof && "spend" in proof ? proof.spend : null,
  });
  if (admission.kind === "replay") return replay(admission.previous);
  const { rate } = admission;
  if (rate.count === 1 && Math.random() < 0.05) void pruneRateCounters(db.sql, config.rateLimit.windowSeconds).catch(() => undefined);
  if (rate.count > config.rateLimit.hard) throw new LeadRefusal("rate-limited", rate.retryAfterSeconds);
  const proofProblem = proof === null ? null : "problem" in proof ? proof.problem : admission.proofSpent ? null : "proof_reused";
  const derived = safeDerive(form, data);
  const answers = Object.fromEntries(Object.entries(data).filter(([k, v]) => !CONTEXT_KEYS.has(k) && v !== undefined));
  const utm = data.utm && typeof data.utm === "object" ? (data.utm as Record<string, string>) : null;
  const lead: LeadRow = {
    id: randomUUID(),
    form,
    email: String(data.email),
    company: typeof data.company === "string" ? data.company : "",
    locale: typeof data.locale === "string" ? data.locale : "en",
    answers,
    page: typeof data.page === "string" ? data.page : null,
    cta: typeof data.cta === "string" ? data.cta : null,
    utm: utm && Object.keys(utm).length > 0 ? utm : null,
    ...context.visitor,
    ipHash,
    quarantineReason: quarantineReason(data, config.minFillMs, config.minInteractionMs) ?? proofProblem,
    rateFlagged: rate.count > config.rateLimit.soft,
    idempotencyKey,
    requestHash: hash,
    fitScore: derived.fit.score,
    derived,
    createdAt: new Date(),
    mailSuppressed: null,
  };
  // What is decided before the insert (no e-mail for this form, quarantined, a newsletter link already pending);
  // otherwise the insert itself counts the e-mail against its recipient's daily limits.
  lead.mailSuppressed = await mailSuppressionBeforeCount(db, lead, salt);
  const mailCount = lead.mailSuppressed === null && sendsEmail(form) ? recipientCount(lead.email, salt, config.mailLimits ?? MAIL_LIMIT_DEFAULTS) : null;
  // A newsletter subscription reaches the CRM only once confirmed (double opt-in, src/leads/newsletter/newsletter.ts).
  const outboxBody = config.webhook && goesToCrmNow(lead) ? webhookBody(lead) : null;
  const emailBody = lead.mailSuppressed === null ? emailJobBody(lead) : null;
  const inserted = await insertLead(db, lead, outboxBody, emailBody, mailCount);
  if (!inserted.created) return replay(inserted.existing);
  if (mailCount) {
    lead.mailSuppressed = inserted.mailSuppressed as MailSuppression | null;
    maybePruneRecipientCounters(db.sql);
    // The newsletter's confirmation slot was taken for a link the daily limits now withhold: give it back.
    // The lead is stored: a failure here must not turn its 201 into an error (the slot then frees when it expires).
    if (lead.mailSuppressed !== null && form === "newsletter") {
      await releaseNewsletterConfirmation(db.sql, lead.id).catch((error: unknown) => {
        console.error("[leads] newsletter: confirmation slot not released:", error instanceof Error ? error.message : error);
      });
    }
  }
  return { kind: "created", lead, queuedWebhook: outboxBody !== null, queuedEmail: emailBody !== null && lead.mailSuppressed === null };
}

/**
 * Why a new lead gets no e-mail, as far as it is known before its insert counts the e-mail (null: count it): its form
 * promises none (no reason stored), it is quarantined (bot suspicion), or it is a newsletter sign-up while another
 * one's confirmation link is still pending (src/mail/recipient-limits.ts: that takes the address's one slot, before
 * any count, so a refused second link does not use up the day).
 */
async function mailSuppressionBeforeCount(db: Database, lead: LeadRow, salt: string): Promise<MailSuppression | null> {
  if (!sendsEmail(lead.form)) return null;
  if (lead.quarantineReason !== null) return "quarantined";
  if (lead.form === "newsletter" && !(await claimNewsletterConfirmation(db.sql, lead.email, salt, lead.id))) return "confirmation_pending";
  return null;
}

/** Whether a new lead is queued for the CRM at once: not when quarantined, not a newsletter waiting for its confirmation. */
function goesToCrmNow(lead: Pick<LeadRow, "form" | "quarantineReason">): boolean {
  return lead.quarantineReason === null && lead.form !== "newsletter";
}

/** Extras never cost a lead: a failing extension of deriveLeadExtras falls back to the fit score alone. */
function safeDerive(form: LeadForm, data: Record<string, unknown>): DerivedLeadExtras {
  try {
    return deriveLeadExtras(form, data);
  } catch (error) {
    console.error(`[leads] ${form}: deriveLeadExtras failed:`, error instanceof Error ? error.message : error);
    return { fit: fitScore(fitSignalsFromLead(data)), deriveFailed: true };
  }
}
