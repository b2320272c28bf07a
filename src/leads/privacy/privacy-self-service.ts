import "server-only";
import { after } from "next/server";
import type { Database } from "@/db/connection";
import { getDatabase as defaultGetDatabase } from "@/db/connection";
import { serverEnv } from "@/env";
import { type Locale, localizedPath, routing } from "@/i18n/routing";
import { createMailer, type Mailer, mailConfigFromEnv } from "@/mail/mailer";
import { privacyLinkMail } from "@/mail/privacy-link-mail";
import { countRecipientMail, type MailLimits, mailLimitsFromEnv } from "@/mail/recipient-limits";
import { linkKey, signLinkToken, verifyLinkToken } from "@/security/link-signing";
import { rateKey } from "@/security/rate-key";
import { leadApiConfigFromEnv, UNAVAILABLE_RETRY_AFTER_SECONDS } from "@/leads/http/config";
import { auditHashOf, recordAudit } from "./privacy-audit";
import { type PrivacyRequestKind, privacyRequestSchema } from "@/leads/contract/privacy-request-schema";
import { accessByEmail, forgetEmail } from "./privacy-rights";
import { json, problem } from "@/leads/http/problem";
import { clientAddress, hashClientAddress, isAllowedOrigin, isJsonContentType, readJsonBody } from "@/leads/http/request";
import { fieldErrors } from "@/leads/contract/schemas";
import { countRequest, ipHashSalt } from "@/leads/store/store";

/**
 * Self-service privacy requests (docs/leads.md, "Self-service privacy requests"): anyone asks, on
 * `/privacy/my-data`, for a copy of the data held about an address or for its erasure; the site mails a signed link,
 * valid PRIVACY_LINK.minutes, to that address, and only whoever can read that mailbox sees the data or confirms the
 * erasure. No account, no token of ours in anyone's hands.
 *
 * - `POST /api/privacy/request-link` {email, kind: "access"|"erase", locale?, website?}: the same 202 whatever the
 *   address (held or not, mailed or withheld), so the form tells nobody who is in our records. Checks like the lead
 *   forms (Origin 403, JSON 415, 2 KiB 413, malformed 400, schema 422 with field codes), then per client (rate key)
 *   at most the lead API's soft limit per window (10 per 10 minutes by default; 429 with Retry-After: a person asks
 *   once or twice, and past that limit a lead form only flags), and per recipient the mail limits of
 *   every form (src/mail/recipient-limits.ts): a request over a limit is answered the same, and no mail goes out. The
 *   mail is fixed copy and the link; it is sent after the answer, so its timing reveals nothing either.
 * - The link opens `/<locale>/privacy/my-data/access|erase?token=...`, a page that asks for one click; its button
 *   POSTs the token (a mail scanner prefetching the link reads and erases nothing):
 *   `POST /api/privacy/my-data/export` answers the JSON of everything held (leads with every column, the newsletter's
 *   state, the outbox rows: the mail log) as a download; `POST /api/privacy/my-data/erase` erases and answers 303 to
 *   the page with the outcome. A bad or expired token is an outcome on the page, never data.
 * - Every link requested, every access and every erasure is a row of the privacy audit (channel `self-service`).
 */
export const PRIVACY_LINK = {
  /** How long a mailed link works. */
  minutes: 60,
  /** The request is one small JSON object. */
  bodyLimitBytes: 2048,
} as const;

export interface SelfServiceDeps {
  getDatabase?: () => Promise<Database>;
  siteUrl?: string;
  /** LINK_SIGNING_SECRET; defaults to the environment's (unset: the generated one). */
  linkSecret?: string;
  /** IP_HASH_SALT; defaults to the environment's. */
  ipHashSalt?: string;
  mailer?: Mailer;
  mailLimits?: MailLimits;
  /** Requests per client and window: the lead API's soft limit and window (LEADS_RATE_SOFT_LIMIT, LEADS_RATE_WINDOW_SECONDS). */
  rateLimit?: { soft: number; windowSeconds: number };
  /** Runs work after the answer is sent; default Next's `after()`. */
  afterResponse?: (task: () => Promise<void>) => void;
  now?: () => Date;
}

const TOKEN_PURPOSE: Record<PrivacyRequestKind, string> = { access: "privacy-access", erase: "privacy-erase" };

function settings(deps: SelfServiceDeps) {
  const env = "linkSecret" in deps && "ipHashSalt" in deps && deps.siteUrl ? null : serverEnv();
  return {
    getDb: deps.getDatabase ?? defaultGetDatabase,
    siteUrl: deps.siteUrl ?? env?.SITE_URL ?? "http://localhost:3000",
    linkSecret: "linkSecret" in deps ? deps.linkSecret : env?.LINK_SIGNING_SECRET,
    salt: "ipHashSalt" in deps ? deps.ipHashSalt : env?.IP_HASH_SALT,
    now: deps.now ?? (() => new Date()),
  };
}

function privacyKey(db: Database, linkSecret: string | undefined): Promise<Buffer> {
  return linkKey(db.sql, linkSecret, "privacy links v1");
}

/** The page a privacy link opens, in the request's locale (the default locale has no prefix). */
export function privacyLinkPath(locale: string, kind: PrivacyRequestKind): string {
  const known = (routing.locales as readonly string[]).includes(locale) ? (locale as Locale) : routing.defaultLocale;
  return localizedPath(known, `/privacy/my-data/${kind}`);
}

/** Signs the link of `kind` for `email` (the address as stored: trimmed, domain lowercased). */
export function privacyLinkToken(key: Buffer, kind: PrivacyRequestKind, email: string, now: Date): string {
  return signLinkToken(key, TOKEN_PURPOSE[kind], email, new Date(now.getTime() + PRIVACY_LINK.minutes * 60_000));
}

export type PrivacyLinkCheck = { ok: true; email: string; expiresAt: Date } | { ok: false; reason: "invalid" | "expired" };

/** Checks a link's token for `kind` (used by the pages and the POST handlers). */
export async function checkPrivacyLink(db: Database, linkSecret: string | undefined, kind: PrivacyRequestKind, token: unknown, now = new Date()): Promise<PrivacyLinkCheck> {
  const check = verifyLinkToken(await privacyKey(db, linkSecret), TOKEN_PURPOSE[kind], token, now);
  return check.ok ? { ok: true, email: check.subject, expiresAt: check.expiresAt } : check;
}

export function createPrivacyLinkRequestHandler(deps: SelfServiceDeps = {}) {
  return async function handlePrivacyLinkRequest(request: Request): Promise<Response> {
    const { getDb, siteUrl, linkSecret, salt: configuredSalt, now } = settings(deps);
    if (!isAllowedOrigin(request, siteUrl)) return problem("origin-refused", "Privacy requests are accepted only from the site's own pages.");
    if (!isJsonContentType(request.headers.get("content-type"))) return problem("unsupported-media-type", "Send the request as application/json (UTF-8).");
    const read = await readJsonBody(request, PRIVACY_LINK.bodyLimitBytes);
    if (!read.ok) return read.response;
    const parsed = privacyRequestSchema.safeParse(read.value);
    if (!parsed.success) return problem("validation-failed", "One or more fields are invalid.", { errors: fieldErrors(parsed.error) });
    const { email, kind, website } = parsed.data;
    const locale = parsed.data.locale ?? routing.defaultLocale;

    let send: (() => Promise<void>) | null = null;
    try {
      const db = await getDb();
      const salt = await ipHashSalt(db.sql, configuredSalt);
      const limit = deps.rateLimit ?? leadApiConfigFromEnv().rateLimit;
      const rate = await countRequest(db.sql, `privacy-request:${hashClientAddress(rateKey(clientAddress(request)), salt)}`, limit.windowSeconds);
      if (rate.count > limit.soft) {
        return problem("rate-limited", `Too many requests from this address; retry in ${rate.retryAfterSeconds} s.`, {
          headers: { "Retry-After": String(rate.retryAfterSeconds) },
        });
      }
      // A filled honeypot is a bot: answered like everyone, nothing mailed, nothing recorded.
      if (website && website.trim() !== "") return accepted();
      const emailHash = await auditHashOf(db.sql, linkSecret, email);
      const allowed = await countRecipientMail(db.sql, email, salt, deps.mailLimits ?? mailLimitsFromEnv());
      await recordAudit(db, { channel: "self-service", action: "link-requested", emailHash, outcome: allowed.ok ? "link-queued" : `link-withheld:${allowed.reason}` });
      if (allowed.ok) {
        const link = `${siteUrl.replace(/\/$/, "")}${privacyLinkPath(locale, kind)}?token=${privacyLinkToken(await privacyKey(db, linkSecret), kind, email, now())}`;
        send = async () => {
          const content = await privacyLinkMail(locale, kind, link, { siteUrl, minutes: PRIVACY_LINK.minutes });
          const mailer = deps.mailer ?? createMailer(mailConfigFromEnv());
          try {
            await mailer.send({ to: email, subject: content.subject, text: content.text, html: content.html });
          } catch (error) {
            // Never the address in the log.
            console.error("[privacy] self-service link not sent:", error instanceof Error ? error.name : "error");
          } finally {
            if (!deps.mailer) mailer.close();
          }
        };
      }
    } catch (error) {
      console.error("[privacy] self-service request failed:", error instanceof Error ? error.name : "error");
      return problem("service-unavailable", "Please retry shortly.", { headers: { "Retry-After": String(UNAVAILABLE_RETRY_AFTER_SECONDS) } });
    }
    if (send) {
      const task = send;
      try {
        (deps.afterResponse ?? after)(task);
      } catch {
        // Outside a request (a script): send now.
        await task();
      }
    }
    return accepted();
  };
}

function accepted(): Response {
  return json(202, { status: "accepted" });
}

const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });

async function formFields(request: Request): Promise<{ token?: unknown; locale?: unknown }> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.includes("application/x-www-form-urlencoded") && !type.includes("multipart/form-data")) return {};
  try {
    const body = await request.formData();
    return { token: body.get("token") ?? undefined, locale: body.get("locale") ?? undefined };
  } catch {
    return {};
  }
}

const pageLocale = (value: unknown) => (typeof value === "string" ? value : routing.defaultLocale);

/** POST /api/privacy/my-data/export (the access page's button): everything held about the link's address, as a JSON download. */
export function createPrivacyExportHandler(deps: SelfServiceDeps = {}) {
  return async function handlePrivacyExport(request: Request): Promise<Response> {
    const { getDb, linkSecret, salt, now } = settings(deps);
    const { token, locale } = await formFields(request);
    const page = privacyLinkPath(pageLocale(locale), "access");
    try {
      const db = await getDb();
      const check = await checkPrivacyLink(db, linkSecret, "access", token, now());
      if (!check.ok) return seeOther(`${page}?status=${check.reason}`);
      const audit = { channel: "self-service" as const, emailHash: await auditHashOf(db.sql, linkSecret, check.email) };
      const report = await accessByEmail(db, check.email, { ipHashSalt: salt, now: now(), audit });
      return json(200, report, { "Content-Disposition": `attachment; filename="my-data-${report.generatedAt.slice(0, 10)}.json"` });
    } catch (error) {
      console.error("[privacy] self-service export failed:", error instanceof Error ? error.name : "error");
      return seeOther(`${page}?status=unavailable`);
    }
  };
}

/** POST /api/privacy/my-data/erase (the erasure page's button): erases the link's address, 303 to the page with the outcome. */
export function createPrivacyEraseHandler(deps: SelfServiceDeps = {}) {
  return async function handlePrivacyErase(request: Request): Promise<Response> {
    const { getDb, linkSecret, salt, now } = settings(deps);
    const { token, locale } = await formFields(request);
    const page = privacyLinkPath(pageLocale(locale), "erase");
    try {
      const db = await getDb();
      const check = await checkPrivacyLink(db, linkSecret, "erase", token, now());
      if (!check.ok) return seeOther(`${page}?status=${check.reason}`);
      const audit = { channel: "self-service" as const, emailHash: await auditHashOf(db.sql, linkSecret, check.email) };
      const result = await forgetEmail(db, check.email, { ipHashSalt: salt, now: now(), audit });
      return seeOther(`${page}?status=${result.result}`);
    } catch (error) {
      console.error("[privacy] self-service erasure failed:", error instanceof Error ? error.name : "error");
      return seeOther(`${page}?status=unavailable`);
    }
  };
}
