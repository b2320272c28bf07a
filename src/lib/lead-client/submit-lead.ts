/**
 * The browser client every lead form uses to send a lead; it retries safely
 * (one Idempotency-Key per lead, so a retry never stores a second one). No
 * server imports: this runs in the visitor's browser.
 *
 * Usage (forms normally go through `useLeadForm` in
 * src/components/forms/use-lead-form.ts, which calls this for them):
 *
 * ```ts
 * const result = await submitLead("book-demo", body);
 * if (result.ok) showSuccess(result.id);
 * else if (result.kind === "validation") showFieldErrors(result.errors); // [{ field, code }]
 * else showRetryMessage(result.kind); // "rate-limited" | "unavailable" | "network" | "unknown"
 * ```
 *
 * Behaviour:
 * - POST /api/<form> with a JSON body and one `Idempotency-Key` (a UUID) that
 *   is reused for every automatic retry of the call, so a retry after a lost
 *   response never stores a second lead. Pass `idempotencyKey` to reuse a key
 *   across calls (a visitor pressing "try again" with an unchanged body).
 * - Transient failures (network error or timeout, 409 "still processing",
 *   429, 502, 503, 504) are retried with exponential backoff (`baseDelayMs`,
 *   doubled each time); a `Retry-After` header (seconds or HTTP date) is
 *   honoured, capped at `maxDelayMs`. At most `maxAttempts` (3) attempts in
 *   total.
 * - 400/422 with problem+json `errors` is a validation failure and is never
 *   retried; any other non-2xx answer is `unknown` and is not retried either.
 */
import { ERROR_CODES, type FieldErrorCode } from "@/leads/contract/error-codes";
import type { LeadForm } from "@/leads/contract/enums";

export interface LeadFieldError {
  field: string;
  code: FieldErrorCode;
}

export type SubmitLeadFailureKind = "validation" | "rate-limited" | "unavailable" | "network" | "unknown";

export type SubmitLeadResult =
  | { ok: true; id: string; attempts: number }
  | { ok: false; kind: "validation"; errors: LeadFieldError[]; status: number; attempts: number }
  | { ok: false; kind: "rate-limited"; retryAfterSeconds?: number; status: number; attempts: number }
  | { ok: false; kind: "unavailable" | "unknown"; status: number; attempts: number }
  | { ok: false; kind: "network"; attempts: number };

export interface SubmitLeadOptions {
  /** Reuse a key (a "try again" with the same body); a new UUID otherwise. */
  idempotencyKey?: string;
  /** Attempts in total, first one included. Default 3. */
  maxAttempts?: number;
  /** First backoff delay; doubled per retry. Default 600 ms. */
  baseDelayMs?: number;
  /** Cap for any single wait, Retry-After included. Default 8 s. */
  maxDelayMs?: number;
  /** Per-attempt timeout; a timed-out attempt counts as a network failure. Default 15 s. */
  timeoutMs?: number;
  /** Injected for tests; the browser's fetch by default. */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  /** Called before each attempt (1-based), e.g. for analytics or tests. */
  onAttempt?: (attempt: number, idempotencyKey: string) => void;
}

export const SUBMIT_DEFAULTS = { maxAttempts: 3, baseDelayMs: 600, maxDelayMs: 8_000, timeoutMs: 15_000 } as const;

/** A v4 UUID; `crypto.randomUUID` only exists in secure contexts, so fall back to getRandomValues. */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === "function") return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Seconds to wait from a Retry-After header (delta-seconds or HTTP date); undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/** The wait before retry number `retry` (1 = first retry). */
export function backoffDelay(retry: number, retryAfterSeconds: number | undefined, baseDelayMs: number, maxDelayMs: number): number {
  const exponential = baseDelayMs * 2 ** (retry - 1);
  const wanted = retryAfterSeconds !== undefined ? Math.max(retryAfterSeconds * 1000, exponential) : exponential;
  return Math.min(wanted, maxDelayMs);
}

const TRANSIENT_STATUSES = new Set([409, 429, 502, 503, 504]);
const KNOWN_CODES = new Set<string>(ERROR_CODES);

function readFieldErrors(body: unknown): LeadFieldError[] {
  if (!body || typeof body !== "object" || !("errors" in body) || !Array.isArray(body.errors)) return [];
  const out: LeadFieldError[] = [];
  for (const item of body.errors as unknown[]) {
    if (!item || typeof item !== "object") continue;
    const { field, code } = item as { field?: unknown; code?: unknown };
    if (typeof field !== "string") continue;
    out.push({ field, code: typeof code === "string" && KNOWN_CODES.has(code) ? (code as FieldErrorCode) : "invalid_type" });
  }
  return out;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Sends one lead; see the file comment for the retry rules. Never throws. */
export async function submitLead(form: LeadForm, body: unknown, options: SubmitLeadOptions = {}): Promise<SubmitLeadResult> {
  const maxAttempts = Math.max(1, options.maxAttempts ?? SUBMIT_DEFAULTS.maxAttempts);
  const baseDelayMs = options.baseDelayMs ?? SUBMIT_DEFAULTS.baseDelayMs;
  const maxDelayMs = options.maxDelayMs ?? SUBMIT_DEFAULTS.maxDelayMs;
  const timeoutMs = options.timeoutMs ?? SUBMIT_DEFAULTS.timeoutMs;
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const sleep = options.sleep ?? defaultSleep;
  const now = options.now ?? Date.now;
  const key = options.idempotencyKey ?? newIdempotencyKey();
  const payload = JSON.stringify(body);

  let last: SubmitLeadResult = { ok: false, kind: "network", attempts: 0 };
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    options.onAttempt?.(attempt, key);
    let retryAfterSeconds: number | undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await doFetch(`/api/${form}`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json, application/problem+json",
          "Idempotency-Key": key,
        },
        body: payload,
        credentials: "same-origin",
        cache: "no-store",
        signal: controller.signal,
      });
      const data = await readJson(response);
      if (response.ok) {
        const id = data && typeof data === "object" && "id" in data && typeof data.id === "string" ? data.id : "";
        return { ok: true, id, attempts: attempt };
      }
      const status = response.status;
      if (status === 400 || status === 422) {
        const errors = readFieldErrors(data);
        if (errors.length > 0) return { ok: false, kind: "validation", errors, status, attempts: attempt };
        return { ok: false, kind: "unknown", status, attempts: attempt };
      }
      if (!TRANSIENT_STATUSES.has(status)) return { ok: false, kind: "unknown", status, attempts: attempt };
      retryAfterSeconds = parseRetryAfter(response.headers.get("Retry-After"), now());
      last =
        status === 429
          ? { ok: false, kind: "rate-limited", retryAfterSeconds, status, attempts: attempt }
          : { ok: false, kind: "unavailable", status, attempts: attempt };
    } catch {
      // Network failure, aborted connection or timeout: the lead may or may not
      // have been stored; the retry with the same key settles it.
      last = { ok: false, kind: "network", attempts: attempt };
    } finally {
      clearTimeout(timer);
    }
    if (attempt < maxAttempts) await sleep(backoffDelay(attempt, retryAfterSeconds, baseDelayMs, maxDelayMs));
  }
  return last;
}
