import "server-only";
import type { Database } from "@/db/connection";
import { getDatabase as defaultGetDatabase } from "@/db/connection";
import { serverEnv } from "@/env";
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from "@/leads/http/config";
import { tokensEqual } from "@/leads/http/bearer-token";
import { accessByEmail, checkEmail, forgetEmail } from "./privacy-rights";
import { auditHashOf } from "./privacy-audit";
import { json, problem } from "@/leads/http/problem";
import { clientAddress, hashClientAddress, isJsonContentType, readJsonBody } from "@/leads/http/request";
import { countRequest, ipHashSalt } from "@/leads/store/store";
import { rateKey } from "@/security/rate-key";

/**
 * Privacy requests over HTTP for operators (docs/leads.md, "Privacy requests and retention"), with a credential of
 * their own: `Authorization: Bearer <PRIVACY_API_TOKEN>`. 404 while PRIVACY_API_TOKEN is unset; the sales export
 * token (LEADS_API_TOKEN) is refused like any wrong token. Wrong credentials are counted per client (its rate key:
 * an IPv6 client by its /64) in PostgreSQL, shared by every instance: each is one log line (never the token), and
 * after PRIVACY_AUTH.maxFailures in a window the client is answered 429 with Retry-After without its token even
 * being compared. Then the input (400 problem+json, before any other database work), then 503 with Retry-After when
 * the database fails. Every access and erasure writes a row to the privacy audit (src/leads/privacy/privacy-audit.ts).
 *
 *   GET  /api/privacy/access?email=<address>   everything held about the address (JSON)
 *   POST /api/privacy/forget  {"email": "..."}  erases it: {"result": "erased" | "already-erased" | "nothing-held", ...}
 */
export interface PrivacyHandlerDeps {
  getDatabase?: () => Promise<Database>;
  /** The expected token; defaults to PRIVACY_API_TOKEN. */
  token?: () => string | undefined;
  /** The sales export token, refused here; defaults to LEADS_API_TOKEN. */
  exportToken?: () => string | undefined;
  /** IP_HASH_SALT (the erasure hash's key, the client hash's salt); defaults to the environment's. */
  ipHashSalt?: () => string | undefined;
  /** LINK_SIGNING_SECRET (the audit hash's key); defaults to the environment's. */
  linkSecret?: () => string | undefined;
  now?: () => Date;
  /** One line per refused credential (default console.warn). */
  log?: (line: string) => void;
}

/** Slow-down of wrong credentials, per client and fixed window (counted in `lead_rate_counters`). */
export const PRIVACY_AUTH = { maxFailures: 5, windowSeconds: 900 } as const;

/** A forget request is one small JSON object. */
export const FORGET_BODY_LIMIT_BYTES = 4 * 1024;

function databaseUnavailable(): Response {
  return problem("service-unavailable", "The database is unavailable; retry shortly.", {
    headers: { "Retry-After": String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
  });
}

/** Failures counted so far in the current window (no increment). */
async function failuresSoFar(db: Database, bucket: string): Promise<{ count: number; retryAfterSeconds: number }> {
  const rows = await db.sql.query<{ count: number; retry_after: number }>(
    `SELECT c.count::int AS count,
       greatest(1, ceil(extract(epoch FROM c.window_start) + $2::int - extract(epoch FROM now())))::int AS retry_after
     FROM lead_rate_counters c
     WHERE c.bucket = $1 AND c.window_start = to_timestamp(floor(extract(epoch FROM now()) / $2::int) * $2::int)`,
    [bucket, PRIVACY_AUTH.windowSeconds],
  );
  return { count: Number(rows[0]?.count ?? 0), retryAfterSeconds: Number(rows[0]?.retry_after ?? PRIVACY_AUTH.windowSeconds) };
}

type Authorized = { ok: true; db: Database } | { ok: false; response: Response };

async function authorize(request: Request, deps: PrivacyHandlerDeps, getDb: () => Promise<Database>): Promise<Authorized> {
  const expected = (deps.token ?? (() => serverEnv().PRIVACY_API_TOKEN))();
  if (!expected) return { ok: false, response: problem("not-found", "Privacy requests over HTTP are disabled (PRIVACY_API_TOKEN is unset).") };
  const log = deps.log ?? ((line: string) => console.warn(line));
  let db: Database;
  let bucket: string;
  try {
    db = await getDb();
    const salt = await ipHashSalt(db.sql, (deps.ipHashSalt ?? (() => serverEnv().IP_HASH_SALT))());
    bucket = `privacy-auth:${hashClientAddress(rateKey(clientAddress(request)), salt)}`;
    const failures = await failuresSoFar(db, bucket);
    if (failures.count >= PRIVACY_AUTH.maxFailures) {
      log(`[privacy] ${new URL(request.url).pathname}: client ${bucket.slice(13, 25)} refused without checking: ${failures.count} wrong credentials in ${PRIVACY_AUTH.windowSeconds / 60} min`);
      return { ok: false, response: tooManyFailures(failures.retryAfterSeconds) };
    }
  } catch (error) {
    console.error("[privacy] credential check failed:", error instanceof Error ? error.message : error);
    return { ok: false, response: databaseUnavailable() };
  }
  const match = /^Bearer +(\S+)\s*$/i.exec(request.headers.get("authorization") ?? "");
  const given = match?.[1];
  if (given && tokensEqual(given, expected)) return { ok: true, db };
  const exportToken = (deps.exportToken ?? (() => serverEnv().LEADS_API_TOKEN))();
  const what = !given ? "no bearer token" : exportToken && tokensEqual(given, exportToken) ? "the sales export token (LEADS_API_TOKEN)" : "a wrong token";
  try {
    const counted = await countRequest(db.sql, bucket, PRIVACY_AUTH.windowSeconds);
    log(`[privacy] ${new URL(request.url).pathname}: refused ${what} from client ${bucket.slice(13, 25)} (${counted.count} of ${PRIVACY_AUTH.maxFailures} in ${PRIVACY_AUTH.windowSeconds / 60} min)`);
    if (counted.count > PRIVACY_AUTH.maxFailures) return { ok: false, response: tooManyFailures(counted.retryAfterSeconds) };
  } catch (error) {
    console.error("[privacy] credential check failed:", error instanceof Error ? error.message : error);
    return { ok: false, response: databaseUnavailable() };
  }
  return {
    ok: false,
    response: problem("unauthorized", "Send Authorization: Bearer <PRIVACY_API_TOKEN>.", {
      headers: { "WWW-Authenticate": 'Bearer realm="privacy"' },
    }),
  };
}

function tooManyFailures(retryAfterSeconds: number): Response {
  return problem("rate-limited", `Too many wrong credentials from this client; retry in ${retryAfterSeconds} s.`, {
    headers: { "Retry-After": String(retryAfterSeconds) },
  });
}

function unavailable(what: string, error: unknown, email: string): Response {
  // Never the address in the log (a Prisma error may quote its query's arguments).
  const message = error instanceof Error ? error.message : String(error);
  const pattern = new RegExp(email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi");
  console.error(`[leads] privacy ${what} failed:`, message.replace(pattern, "<address>"));
  return databaseUnavailable();
}

async function auditFor(db: Database, deps: PrivacyHandlerDeps, email: string) {
  const secret = (deps.linkSecret ?? (() => serverEnv().LINK_SIGNING_SECRET))();
  return { channel: "api" as const, emailHash: await auditHashOf(db.sql, secret, email) };
}

export function createPrivacyAccessHandler(deps: PrivacyHandlerDeps = {}) {
  const getDb = deps.getDatabase ?? defaultGetDatabase;
  return async function handlePrivacyAccess(request: Request): Promise<Response> {
    const auth = await authorize(request, deps, getDb);
    if (!auth.ok) return auth.response;
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
      const { db } = auth;
      const salt = (deps.ipHashSalt ?? (() => serverEnv().IP_HASH_SALT))();
      const audit = await auditFor(db, deps, checked.email);
      return json(200, await accessByEmail(db, checked.email, { ipHashSalt: salt, now: deps.now?.(), audit }));
    } catch (error) {
      return unavailable("access", error, checked.email);
    }
  };
}

export function createPrivacyForgetHandler(deps: PrivacyHandlerDeps = {}) {
  const getDb = deps.getDatabase ?? defaultGetDatabase;
  return async function handlePrivacyForget(request: Request): Promise<Response> {
    const auth = await authorize(request, deps, getDb);
    if (!auth.ok) return auth.response;
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
      const { db } = auth;
      const salt = (deps.ipHashSalt ?? (() => serverEnv().IP_HASH_SALT))();
      const audit = await auditFor(db, deps, checked.email);
      return json(200, await forgetEmail(db, checked.email, { ipHashSalt: salt, now: deps.now?.(), audit }));
    } catch (error) {
      return unavailable("forget", error, checked.email);
    }
  };
}
