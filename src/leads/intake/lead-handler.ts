import "server-only";
import { after } from "next/server";
import type { Database } from "@/db/connection";
import { getDatabase as defaultGetDatabase } from "@/db/connection";
import type { LeadForm } from "@/leads/contract/enums";
import { fieldErrors, LEAD_SCHEMAS } from "@/leads/contract/schemas";
import { kickOutboxDelivery } from "@/leads/crm-handoff/outbox";
import { BODY_LIMIT_BYTES, type LeadApiConfig, leadApiConfigFromEnv, UNAVAILABLE_RETRY_AFTER_SECONDS } from "@/leads/http/config";
import { json, problem } from "@/leads/http/problem";
import { clientAddress, isAllowedOrigin, isJsonContentType, readIdempotencyKey, readJsonBody, visitorContext } from "@/leads/http/request";
import { kickMailDelivery } from "@/mail/outbox-mail";
import { afterLeadCommitted } from "./after-commit";
import type { CommittedLeadInfo } from "./committed-lead";
import { type CreateLeadResult, createLead, LeadRefusal } from "./create-lead";

/**
 * The one handler behind every POST /api/<form> (docs/leads.md, "API"). Order:
 * Origin (403), Content-Type (415), Idempotency-Key (400), body size (413,
 * streamed), JSON (400), schema (422): all before any database work. Then the
 * intake service `createLead` (./create-lead.ts: replay lookup, rate limit, bot
 * quarantine, one transaction for the lead and its outbox rows), `problemResponse`
 * mapping what it throws (422/429, or 503 with Retry-After: never 201 without a
 * stored lead), and only then 201 {id}; the after-commit work runs after the
 * answer (after()).
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
    if (outcome.queuedWebhook) {
      if (deps.kickDelivery) deps.kickDelivery();
      else kickOutboxDelivery(getDb, config.webhook);
    }
    if (outcome.queuedEmail) {
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
  if (error instanceof LeadRefusal) {
    return error.kind === "rate-limited"
      ? problem("rate-limited", `Too many submissions from this address; retry in ${error.retryAfterSeconds} s.`, {
          headers: { "Retry-After": String(error.retryAfterSeconds) },
        })
      : problem("idempotency-key-reused", "This Idempotency-Key was used with a different body; use a new key.");
  }
  console.error(`[leads] ${form}: database unavailable:`, error instanceof Error ? error.message : error);
  return problem("service-unavailable", "The lead could not be stored right now. Nothing was saved; please retry.", {
    headers: { "Retry-After": String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
  });
}
