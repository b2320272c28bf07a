import "server-only";
import type { Database } from "@/db/connection";
import { getDatabase as defaultGetDatabase } from "@/db/connection";
import { serverEnv } from "@/env";
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from "./config";
import { tokensEqual } from "./export-handler";
import { accessByEmail, checkEmail, forgetEmail } from "./privacy-rights";
import { json, problem } from "./problem";
import { isJsonContentType, readJsonBody } from "./request";

/**
 * Privacy requests over HTTP (docs/leads.md, "Privacy requests and retention"), with the same bearer token and
 * checks as `GET /api/leads`: 404 while LEADS_API_TOKEN is unset, 401 on a missing or wrong token (constant
 * time), then the input (400 problem+json, before any database work), then 503 with Retry-After when the
 * database fails.
 *
 *   GET  /api/privacy/access?email=<address>   everything held about the address (JSON)
 *   POST /api/privacy/forget  {"email": "..."}  erases it: {"result": "erased" | "already-erased" | "nothing-held", ...}
 */
export interface PrivacyHandlerDeps {
  getDatabase?: () => Promise<Database>;
  /** The expected token; defaults to LEADS_API_TOKEN. */
  token?: () => string | undefined;
  /** IP_HASH_SALT (the erasure hash's key); defaults to the environment's. */
  ipHashSalt?: () => string | undefined;
  now?: () => Date;
}

/** A forget request is one small JSON object. */
export const FORGET_BODY_LIMIT_BYTES = 4 * 1024;

function authorize(request: Request, deps: PrivacyHandlerDeps): Response | null {
  const expected = (deps.token ?? (() => serverEnv().LEADS_API_TOKEN))();
  if (!expected) return problem("not-found", "Privacy requests over HTTP are disabled (LEADS_API_TOKEN is unset).");
  const match = /^Bearer +(\S+)\s*$/i.exec(request.headers.get("authorization") ?? "");
  if (!match?.[1] || !tokensEqual(match[1], expected)) {
    return problem("unauthorized", "Send Authorization: Bearer <LEADS_API_TOKEN>.", {
      headers: { "WWW-Authenticate": 'Bearer realm="leads"' },
    });
  }
  return null;
}

function unavailable(what: string, error: unknown, email: string): Response {
  // Never the address in the log (a Prisma error may quote its query's arguments).
  const message = error instanceof Error ? error.message : String(error);
  const pattern = new RegExp(email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi");
  console.error(`[leads] privacy ${what} failed:`, message.replace(pattern, "<address>"));
  return problem("service-unavailable", "The database is unavailable; retry shortly.", {
    headers: { "Retry-After": String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
  });
}

export function createPrivacyAccessHandler(deps: PrivacyHandlerDeps = {}) {
  const getDb = deps.getDatabase ?? defaultGetDatabase;
  return async function handlePrivacyAccess(request: Request): Promise<Response> {
    const denied = authorize(request, deps);
    if (denied) return denied;
    const params = new URL(request.url).searchParams;
    const unknown = [...new Set(params.keys())].filter((k) => k !== "email");
    if (unknown.length > 0) {
      return problem("invalid-query", `Unknown parameter ${unknown[0]}; only email is accepted.`, {
        errors: unknown.map((field) => ({ field, code: "unknown_field" as const })),
      });
    }
    const values = params.getAll("email");
    if (values.length > 1) {
      return problem("invalid-query", "Give email once.", { errors: [{ field: "email", code: "invalid_type" }] });
    }
    const checked = checkEmail(values[0] ?? "");
    if (!checked.ok) {
      return problem("invalid-query", "email must be one e-mail address.", { errors: [{ field: "email", code: checked.code }] });
    }
    try {
      const db = await getDb();
      const salt = (deps.ipHashSalt ?? (() => serverEnv().IP_HASH_SALT))();
      return json(200, await accessByEmail(db, checked.email, { ipHashSalt: salt, now: deps.now?.() }));
    } catch (error) {
      return unavailable("access", error, checked.email);
    }
  };
}

export function createPrivacyForgetHandler(deps: PrivacyHandlerDeps = {}) {
  const getDb = deps.getDatabase ?? defaultGetDatabase;
  return async function handlePrivacyForget(request: Request): Promise<Response> {
    const denied = authorize(request, deps);
    if (denied) return denied;
    if (!isJsonContentType(request.headers.get("content-type"))) {
      return problem("unsupported-media-type", 'Send {"email": "..."} as application/json (UTF-8).');
    }
    const read = await readJsonBody(request, FORGET_BODY_LIMIT_BYTES);
    if (!read.ok) return read.response;
    const parsed = read.value;
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
      return problem("invalid-request", 'Send a JSON object {"email": "..."}.', { errors: [{ field: "email", code: "required" }] });
    }
    const unknown = Object.keys(parsed).filter((k) => k !== "email");
    if (unknown.length > 0) {
      return problem("invalid-request", `Unknown field ${unknown[0]}; only email is accepted.`, {
        errors: unknown.map((field) => ({ field, code: "unknown_field" as const })),
      });
    }
    const checked = checkEmail((parsed as { email?: unknown }).email);
    if (!checked.ok) {
      return problem("invalid-request", "email must be one e-mail address.", { errors: [{ field: "email", code: checked.code }] });
    }
    try {
      const db = await getDb();
      const salt = (deps.ipHashSalt ?? (() => serverEnv().IP_HASH_SALT))();
      return json(200, await forgetEmail(db, checked.email, { ipHashSalt: salt, now: deps.now?.() }));
    } catch (error) {
      return unavailable("forget", error, checked.email);
    }
  };
}
