import type { FieldErrorCode } from "@/leads/contract/error-codes";

/**
 * RFC 9457 problem details for every lead API error. `type` is a stable URN per
 * kind of problem; `errors` lists field errors with the stable codes of
 * schemas.ts (empty for problems that concern no field). Never a stack trace.
 */
export interface FieldError {
  field: string;
  code: FieldErrorCode;
}

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  errors: FieldError[];
}

export const PROBLEMS = {
  "origin-refused": { status: 403, title: "Cross-site request refused" },
  "unsupported-media-type": { status: 415, title: "Unsupported media type" },
  "idempotency-key-required": { status: 400, title: "Idempotency-Key header missing or malformed" },
  "payload-too-large": { status: 413, title: "Request body too large" },
  "malformed-json": { status: 400, title: "Malformed JSON" },
  "validation-failed": { status: 422, title: "Validation failed" },
  "idempotency-key-reused": { status: 422, title: "Idempotency-Key reused with a different body" },
  "request-in-progress": { status: 409, title: "A request with this Idempotency-Key is still in progress" },
  "rate-limited": { status: 429, title: "Too many requests" },
  "service-unavailable": { status: 503, title: "Service temporarily unavailable" },
  unauthorized: { status: 401, title: "Missing or invalid credentials" },
  "not-found": { status: 404, title: "Not found" },
  "invalid-query": { status: 400, title: "Invalid query parameters" },
  "invalid-request": { status: 400, title: "Invalid request body" },
  "internal-error": { status: 500, title: "Internal error" },
} as const;

export type ProblemKind = keyof typeof PROBLEMS;

export const PROBLEM_TYPE_PREFIX = "urn:problem-type:lead-api:";

/** Headers every lead API response carries: never cached, never sniffed. */
export const API_HEADERS = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
} as const;

export function problemBody(kind: ProblemKind, detail: string, errors: FieldError[] = []): ProblemBody {
  const { status, title } = PROBLEMS[kind];
  return { type: `${PROBLEM_TYPE_PREFIX}${kind}`, title, status, detail, errors };
}

export function problem(
  kind: ProblemKind,
  detail: string,
  options: { errors?: FieldError[]; headers?: Record<string, string> } = {},
): Response {
  const body = problemBody(kind, detail, options.errors);
  return new Response(JSON.stringify(body), {
    status: body.status,
    headers: { ...API_HEADERS, "Content-Type": "application/problem+json", ...options.headers },
  });
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...API_HEADERS, "Content-Type": "application/json", ...headers },
  });
}
