import "server-only";
import { type Database, getDatabase as defaultGetDatabase } from "@/db/connection";
import { serverEnv } from "@/env";
import { leadApiConfigFromEnv } from "@/leads/http/config";
import { confirmSubscription, leadLocale, newsletterKey, newsletterPagePath, unsubscribe, verifyNewsletterToken } from "./newsletter";
import { kickOutboxDelivery } from "@/leads/crm-handoff/outbox";

/**
 * The newsletter's two link targets (src/leads/newsletter/newsletter.ts):
 *
 * - `POST /api/newsletter/confirm` (the confirmation page's button, a plain form: works without JavaScript) confirms
 *   and answers 303 to the translated page with the outcome.
 * - `/api/newsletter/unsubscribe?token=...` is the e-mail's `List-Unsubscribe` target: a mail client's one-click POST
 *   (RFC 8058, body `List-Unsubscribe=One-Click`) unsubscribes and answers 200; the unsubscribe page's button posts
 *   the token in the body and is answered 303 to the page; a GET (a person opening the URL) is sent to that page,
 *   which asks before anything changes.
 *
 * A bad or expired token is an outcome on the page, never an error status; a database outage answers 303 to the
 * page's "try again" (503 for a mail client's one-click). No session, no cookie.
 */
export interface NewsletterHandlerDeps {
  getDatabase?: () => Promise<Database>;
  /** LINK_SIGNING_SECRET; defaults to the environment's (unset: the generated one). */
  linkSecret?: string;
  webhook?: { url: string; secret: string } | null;
  now?: () => Date;
}

const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });

async function formToken(request: Request): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.includes("application/x-www-form-urlencoded") && !type.includes("multipart/form-data")) return undefined;
  try {
    const body = await request.formData();
    return body.get("token") ?? undefined;
  } catch {
    return undefined;
  }
}

function resolved(deps: NewsletterHandlerDeps) {
  const env = !("linkSecret" in deps) || deps.webhook === undefined ? serverEnv() : null;
  return {
    getDb: deps.getDatabase ?? defaultGetDatabase,
    salt: "linkSecret" in deps ? deps.linkSecret : env?.LINK_SIGNING_SECRET,
    webhook: deps.webhook === undefined ? (leadApiConfigFromEnv().webhook ?? null) : deps.webhook,
    now: deps.now ?? (() => new Date()),
  };
}

export function createConfirmHandler(deps: NewsletterHandlerDeps = {}) {
  return async function confirm(request: Request): Promise<Response> {
    const { getDb, salt, webhook, now } = resolved(deps);
    const token = await formToken(request);
    const fallback = newsletterPagePath("en", "confirm");
    let db: Database;
    try {
      db = await getDb();
      const check = verifyNewsletterToken(await newsletterKey(db.sql, salt), "confirm", token, now());
      if (!check.ok) return seeOther(`${fallback}?status=${check.reason}`);
      const result = await confirmSubscription(db, check.leadId, Boolean(webhook), now());
      if (result.kind === "not-found") return seeOther(`${fallback}?status=invalid`);
      if (result.kind === "confirmed" && result.queued && webhook && !deps.getDatabase) kickOutboxDelivery(getDb, webhook);
      const status = result.kind === "confirmed" ? "confirmed" : result.kind === "already-confirmed" ? "already-confirmed" : "unsubscribed";
      return seeOther(`${newsletterPagePath(result.locale, "confirm")}?status=${status}`);
    } catch (error) {
      console.error("[newsletter] confirm failed:", error instanceof Error ? error.message : error);
      return seeOther(`${fallback}?status=unavailable`);
    }
  };
}

export function createUnsubscribeHandlers(deps: NewsletterHandlerDeps = {}) {
  async function openLink(request: Request): Promise<Response> {
    const token = new URL(request.url).searchParams.get("token") ?? "";
    const { getDb } = resolved(deps);
    let locale = "en";
    try {
      const db = await getDb();
      const check = verifyNewsletterToken(await newsletterKey(db.sql, resolved(deps).salt), "unsubscribe", token);
      if (check.ok) locale = await leadLocale(db, check.leadId);
    } catch {
      // the page says what it can
    }
    return seeOther(`${newsletterPagePath(locale, "unsubscribe")}?token=${encodeURIComponent(token)}`);
  }

  async function unsubscribeRequest(request: Request): Promise<Response> {
    const { getDb, salt, now } = resolved(deps);
    const fromPage = await formToken(request);
    const oneClick = fromPage === undefined;
    const token = oneClick ? new URL(request.url).searchParams.get("token") : fromPage;
    const fallback = newsletterPagePath("en", "unsubscribe");
    try {
      const db = await getDb();
      const check = verifyNewsletterToken(await newsletterKey(db.sql, salt), "unsubscribe", token, now());
      const result = check.ok ? await unsubscribe(db, check.leadId, now()) : ({ kind: "not-found" } as const);
      if (oneClick) {
        return new Response(result.kind === "not-found" ? "This unsubscribe link is not valid.\n" : "Unsubscribed.\n", {
          status: result.kind === "not-found" ? 400 : 200,
          headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
        });
      }
      if (result.kind === "not-found") return seeOther(`${fallback}?status=invalid`);
      return seeOther(`${newsletterPagePath(result.locale, "unsubscribe")}?status=unsubscribed`);
    } catch (error) {
      console.error("[newsletter] unsubscribe failed:", error instanceof Error ? error.message : error);
      if (oneClick) return new Response("Please retry later.\n", { status: 503, headers: { "Retry-After": "60", "Content-Type": "text/plain; charset=utf-8" } });
      return seeOther(`${fallback}?status=unavailable`);
    }
  }

  return { GET: openLink, POST: unsubscribeRequest };
}
