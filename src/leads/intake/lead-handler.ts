import "server-only";
import { after } from "next/server";
import { createHash, randomUUID } from "node:crypto";
import type { Database } from "@/db/connection";
import { getDatabase as defaultGetDatabase } from "@/db/connection";
import { afterLeadCommitted, type CommittedLeadInfo } from "./after-commit";
import {
  BODY_LIMIT_BYTES,
  type LeadApiConfig,
  leadApiConfigFromEnv,
  MIN_INTERACTION_MS_DEFAULT,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
} from "@/leads/http/config";
import { type DerivedLeadExtras, deriveLeadExtras } from "./derive";
import type { LeadForm } from "@/leads/contract/enums";
import { fitScore, fitSignalsFromLead } from "./fit-score";
import { sendsEmail } from "@/mail/content";
import { emailJobBody, kickMailDelivery } from "@/mail/outbox-mail";
import { MAIL_LIMIT_DEFAULTS, type MailSuppression, mailSuppression } from "@/mail/recipient-limits";
import { kickOutboxDelivery } from "@/leads/crm-handoff/outbox";
import { json, problem } from "@/leads/http/problem";
import {
  clientAddress,
  hashClientAddress,
  isAllowedOrigin,
  isJsonContentType,
  readJsonBody,
  readIdempotencyKey,
  type VisitorContext,
  visitorContext,
} from "@/leads/http/request";
import { fieldErrors, LEAD_SCHEMAS } from "@/leads/contract/schemas";
import { rateKey } from "@/security/rate-key";
import { countRequest, findByIdempotencyKey, findRecentAutomatic, insertLead, ipHashSalt, type LeadRow, pruneRateCounters } from "@/leads/store/store";

/**
 * The one handler behind every POST /api/<form> (lead contract). Order:
 * Origin (403), Content-Type (415), Idempotency-Key (400), body size (413,
 * streamed), JSON (400), schema (422): all before any database work. Then the
 * typed service `createLead` (replay lookup, rate limit, bot quarantine, one
 * transaction for the lead and its outbox rows), `problemResponse` mapping what
 * it throws (409/429, or 503 with Retry-After: never 201 without a stored lead),
 * and only then 201 {id}; the after-commit work runs after the answer (after()).
 */
export interface LeadHandlerDeps {
  getDatabase?: () => Promise<Database>;
  config?: LeadApiConfig;
  /** Replaces afterLeadCommitted (tests). */
  onCommitted?: (info: CommittedLeadInfo) => void | Promise<void>;
  /** Replaces the lazy start of the outbox delivery loop (tests drive delivery themselves). */
  kickDelivery?: () => void;
  /** Replaces the lazy start of the e-mail loop; by default it starts only with the process-wide database. */
  kickMailDelivery?: () => void;
  /**
   * Schedules work for after the answer is sent. Default: Next's `after()`, which runs it once the response has
   * finished and keeps the request alive until it is done; tests, which call the handler outside a Next request,
   * pass their own.
   */
  afterResponse?: (task: () => Promise<void>) => void;
}

const CONTEXT_KEYS = new Set(["email", "company", "locale", "page", "cta", "utm", "website", "elapsedMs", "interactionMs"]);

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

/** What identifies "the same request" for Idempotency-Key: the validated data, minus the timing measurements. */
export function requestHash(form: LeadForm, data: Record<string, unknown>): string {
  const { elapsedMs: _elapsed, interactionMs: _interaction, ...rest } = data;
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
 * the page sends. A request with neither (an integration, the spec's client) is not judged on timing.
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

export function createLeadHandler(form: LeadForm, deps: LeadHandlerDeps = {}) {
  const schema = LEAD_SCHEMAS[form];
  const getDb = deps.getDatabase ?? defaultGetDatabase;

  return async function handleLeadPost(request: Request): Promise<Response> {
    let config: LeadApiConfig;
    try {
      config = deps.config ?? leadApiConfigFromEnv();
    } catch (error) {
      console.error("[leads] configuration error:", error instanceof Error ? error.message : error);
      return problem("internal-error", "The lead service is misconfigured.");
    }

    if (!isAllowedOrigin(request, config.siteUrl)) {
      return problem("origin-refused", "Leads are accepted only from the site's own pages.");
    }
    if (!isJsonContentType(request.headers.get("content-type"))) {
      return problem("unsupported-media-type", "Send the lead as application/json (UTF-8).");
    }
    const givenKey = readIdempotencyKey(request);
    if (!givenKey && request.headers.has("idempotency-key")) {
      return problem("idempotency-key-required", "Send an Idempotency-Key header of 8 to 255 visible ASCII characters.", {
        errors: [{ field: "Idempotency-Key", code: "invalid_type" }],
      });
    }

    const read = await readJsonBody(request, BODY_LIMIT_BYTES[form]);
    if (!read.ok) return read.response;
    const parsed = read.value;
    const result = schema.safeParse(parsed);
    if (!result.success) {
      return problem("validation-failed", "One or more fields are invalid.", { errors: fieldErrors(result.error) });
    }
    const data = result.data as Record<string, unknown>;

    let outcome: CreateLeadResult;
    try {
      outcome = await createLead(await getDb(), form, data, {
        config,
        givenKey,
        clientAddress: clientAddress(request),
        visitor: visitorContext(request),
      });
    } catch (error) {
      return problemResponse(form, error);
    }
    if (outcome.kind === "replayed") return json(201, { id: outcome.id }, { "Idempotent-Replayed": "true" });

    const { lead } = outcome;
    const info: CommittedLeadInfo = {
      id: lead.id,
      form,
      locale: lead.locale,
      quarantined: lead.quarantineReason !== null,
      rateFlagged: lead.rateFlagged,
      fitScore: lead.fitScore,
      visitorId: lead.visitorId,
      homeVariant: lead.homeVariant,
      analyticsConsent: lead.analyticsConsent as CommittedLeadInfo["analyticsConsent"],
      page: lead.page,
      cta: lead.cta,
      utm: lead.utm,
      created: true,
    };
    // The after-commit hook (server-side analytics) runs once the answer is sent: it never delays or changes it.
    const hook = deps.onCommitted ?? afterLeadCommitted;
    const task = async () => {
      try {
        await hook(info);
      } catch {
        // a failing hook is the hook's problem, never the lead's
      }
    };
    try {
      (deps.afterResponse ?? after)(task);
    } catch {
      // never let scheduling change the answer
    }
    if (config.webhook && goesToCrmNow(lead)) {
      if (deps.kickDelivery) deps.kickDelivery();
      else kickOutboxDelivery(getDb, config.webhook);
    }
    if (lead.mailSuppressed === null && emailJobBody(lead)) {
      if (deps.kickMailDelivery) deps.kickMailDelivery();
      else if (!deps.getDatabase) kickMailDelivery(getDb);
    }
    return json(201, { id: lead.id });
  };
}

/**
 * The one place that turns what `createLead` threw into an answer: a refusal it decided (`LeadRefusal`: a reused
 * key, the rate limit) is its problem response; anything else is the database being away, 503 with Retry-After,
 * and nothing was stored.
 */
function problemResponse(form: LeadForm, error: unknown): Response {
  if (error instanceof LeadRefusal) return error.response();
  console.error(`[leads] ${form}: database unavailable:`, error instanceof Error ? error.message : error);
  return problem("service-unavailable", "The lead could not be stored right now. Nothing was saved; please retry.", {
    headers: { "Retry-After": String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
  });
}

/** Refusals `createLead` decides after reading the database; `problemResponse` maps them. */
export class LeadRefusal extends Error {
  constructor(
    readonly kind: "idempotency-key-reused" | "rate-limited",
    readonly retryAfterSeconds?: number,
  ) {
    super(kind);
  }

  response(): Response {
    return this.kind === "rate-limited"
      ? problem("rate-limited", `Too many submissions from this address; retry in ${this.retryAfterSeconds} s.`, {
          headers: { "Retry-After": String(this.retryAfterSeconds) },
        })
      : problem("idempotency-key-reused", "This Idempotency-Key was used with a different body; use a new key.");
  }
}

export interface LeadContext {
  config: LeadApiConfig;
  /** The client's Idempotency-Key, when it sent one. */
  givenKey: string | undefined;
  clientAddress: string;
  visitor: VisitorContext;
}

export type CreateLeadResult = { kind: "created"; lead: LeadRow } | { kind: "replayed"; id: string };

/**
 * Stores one validated lead, exactly once (lead contract): the replay of an earlier submission under the same key
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
  let idempotencyKey: string;
  if (givenKey) {
    idempotencyKey = givenKey;
    const previous = await findByIdempotencyKey(db, form, idempotencyKey);
    if (previous) return replay(previous);
  } else {
    // No Idempotency-Key (a client built from the spec): the same body from the same client within
    // AUTO_DEDUP_WINDOW_MS is the same lead, answered with the first 201.
    const now = Date.now();
    const keys = automaticIdempotencyKeys(hash, ipHash, now);
    idempotencyKey = keys.current;
    const previous = await findRecentAutomatic(db, form, [keys.current, keys.previous], new Date(now - AUTO_DEDUP_WINDOW_MS));
    if (previous) return replay(previous);
  }
  // Counted per rate key: an IPv6 client by its /64, an IPv4(-mapped) one by its address (src/security/rate-key.ts).
  const rate = await countRequest(db.sql, hashClientAddress(rateKey(context.clientAddress), salt), config.rateLimit.windowSeconds);
  if (rate.count === 1 && Math.random() < 0.05) void pruneRateCounters(db.sql).catch(() => undefined);
  if (rate.count > config.rateLimit.hard) throw new LeadRefusal("rate-limited", rate.retryAfterSeconds);

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
    quarantineReason: quarantineReason(data, config.minFillMs, config.minInteractionMs),
    rateFlagged: rate.count > config.rateLimit.soft,
    idempotencyKey,
    requestHash: hash,
    fitScore: derived.fit.score,
    derived,
    createdAt: new Date(),
    mailSuppressed: null,
  };
  lead.mailSuppressed = await leadMailSuppression(db, lead, salt, config);
  // A newsletter subscription reaches the CRM only once confirmed (double opt-in, src/leads/newsletter/newsletter.ts).
  const outboxBody = config.webhook && goesToCrmNow(lead) ? webhookBody(lead) : null;
  const inserted = await insertLead(db, lead, outboxBody, lead.mailSuppressed === null ? emailJobBody(lead) : null);
  if (!inserted.created) return replay(inserted.existing);
  return { kind: "created", lead };
}

/**
 * Why a new lead whose form promises an e-mail gets none (null: it gets it): quarantined (bot suspicion), or over a
 * per-recipient limit (src/mail/recipient-limits.ts). Counted before the lead is stored, so a failed insert only ever
 * overstates the count (never sends more than the limit).
 */
async function leadMailSuppression(db: Database, lead: LeadRow, salt: string, config: LeadApiConfig): Promise<MailSuppression | null> {
  if (!sendsEmail(lead.form)) return null;
  if (lead.quarantineReason !== null) return "quarantined";
  return mailSuppression(db.sql, lead, salt, config.mailLimits ?? MAIL_LIMIT_DEFAULTS);
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

/** The JSON the CRM receives for one lead (signed; README, "Leads"). No IP hash, user agent or visitor id. */
export function webhookBody(lead: LeadRow): string {
  return JSON.stringify({
    event: "lead.created",
    id: lead.id,
    form: lead.form,
    createdAt: lead.createdAt.toISOString(),
    email: lead.email,
    company: lead.company,
    locale: lead.locale,
    answers: lead.answers,
    page: lead.page,
    cta: lead.cta,
    utm: lead.utm,
    fitScore: lead.fitScore,
    derived: lead.derived,
    rateFlagged: lead.rateFlagged,
  });
}
