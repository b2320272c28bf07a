import { describe, expect, it, vi } from "vitest";
import { backoffDelay, newIdempotencyKey, parseRetryAfter, SUBMIT_DEFAULTS, submitLead } from "./submit-lead";

type Step = { status: number; body?: unknown; headers?: Record<string, string> } | "network-error";

/** A fetch that answers with the given steps in order and records every call. */
function scriptedFetch(steps: Step[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const step = steps[Math.min(calls.length - 1, steps.length - 1)];
    if (step === undefined || step === "network-error") throw new TypeError("Failed to fetch");
    const contentType = step.status >= 400 ? "application/problem+json" : "application/json";
    return new Response(step.body === undefined ? null : JSON.stringify(step.body), {
      status: step.status,
      headers: { "Content-Type": contentType, ...step.headers },
    });
  });
  return { fetch, calls };
}

function recordingSleep() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

const key = (init: RequestInit) => new Headers(init.headers).get("Idempotency-Key");
const body = { email: "ana@example.com", company: "Acme" };

describe("submitLead", () => {
  it("posts JSON once and returns the id on 201", async () => {
    const { fetch, calls } = scriptedFetch([{ status: 201, body: { id: "lead-1" } }]);
    const { sleep, waits } = recordingSleep();
    const result = await submitLead("book-demo", body, { fetch, sleep });
    expect(result).toEqual({ ok: true, id: "lead-1", attempts: 1 });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe("/api/book-demo");
    expect(calls[0]?.init.method).toBe("POST");
    expect(new Headers(calls[0]?.init.headers).get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual(body);
    expect(key(calls[0]?.init ?? {})).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(waits).toEqual([]);
  });

  it("retries network errors with the same Idempotency-Key and exponential backoff", async () => {
    const { fetch, calls } = scriptedFetch(["network-error", "network-error", { status: 201, body: { id: "lead-2" } }]);
    const { sleep, waits } = recordingSleep();
    const result = await submitLead("talk-to-expert", body, { fetch, sleep, baseDelayMs: 100 });
    expect(result).toEqual({ ok: true, id: "lead-2", attempts: 3 });
    expect(calls).toHaveLength(3);
    const keys = calls.map((c) => key(c.init));
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toBeTruthy();
    expect(waits).toEqual([100, 200]);
    // The identical body is resent.
    expect(new Set(calls.map((c) => c.init.body)).size).toBe(1);
  });

  it("reuses a key passed by the caller", async () => {
    const { fetch, calls } = scriptedFetch([{ status: 201, body: { id: "x" } }]);
    await submitLead("contact", body, { fetch, sleep: async () => {}, idempotencyKey: "11111111-2222-4333-8444-555555555555" });
    expect(key(calls[0]?.init ?? {})).toBe("11111111-2222-4333-8444-555555555555");
  });

  it("honours Retry-After on 503 and 429, capped at maxDelayMs", async () => {
    const { fetch, calls } = scriptedFetch([
      { status: 503, headers: { "Retry-After": "3" } },
      { status: 429, headers: { "Retry-After": "120" } },
      { status: 201, body: { id: "lead-3" } },
    ]);
    const { sleep, waits } = recordingSleep();
    const result = await submitLead("newsletter", body, { fetch, sleep, baseDelayMs: 100, maxDelayMs: 5_000 });
    expect(result.ok).toBe(true);
    expect(calls).toHaveLength(3);
    expect(waits).toEqual([3_000, 5_000]);
  });

  it("retries a 409 (first request still running) and gets the replayed 201", async () => {
    const { fetch, calls } = scriptedFetch([{ status: 409 }, { status: 201, body: { id: "lead-4" } }]);
    const result = await submitLead("book-demo", body, { fetch, sleep: async () => {} });
    expect(result).toEqual({ ok: true, id: "lead-4", attempts: 2 });
    expect(key(calls[0]?.init ?? {})).toBe(key(calls[1]?.init ?? {}));
  });

  it("gives up after 3 attempts in total and reports the last failure", async () => {
    const { fetch, calls } = scriptedFetch([{ status: 503, headers: { "Retry-After": "1" } }]);
    const { sleep, waits } = recordingSleep();
    const result = await submitLead("book-demo", body, { fetch, sleep, baseDelayMs: 100 });
    expect(calls).toHaveLength(SUBMIT_DEFAULTS.maxAttempts);
    expect(calls).toHaveLength(3);
    expect(result).toEqual({ ok: false, kind: "unavailable", status: 503, attempts: 3 });
    expect(waits).toHaveLength(2);
  });

  it("reports rate-limited after persistent 429 and network after persistent network errors", async () => {
    const limited = scriptedFetch([{ status: 429, headers: { "Retry-After": "2" } }]);
    const r1 = await submitLead("book-demo", body, { fetch: limited.fetch, sleep: async () => {} });
    expect(r1).toMatchObject({ ok: false, kind: "rate-limited", retryAfterSeconds: 2, attempts: 3 });
    const offline = scriptedFetch(["network-error"]);
    const r2 = await submitLead("book-demo", body, { fetch: offline.fetch, sleep: async () => {} });
    expect(r2).toEqual({ ok: false, kind: "network", attempts: 3 });
    expect(offline.calls).toHaveLength(3);
  });

  it("does not retry a 422 and returns the field errors", async () => {
    const problem = {
      type: "about:blank",
      title: "Invalid lead",
      status: 422,
      detail: "1 field",
      errors: [
        { field: "email", code: "invalid_email" },
        { field: "company", code: "something-new" },
      ],
    };
    const { fetch, calls } = scriptedFetch([{ status: 422, body: problem }]);
    const { sleep, waits } = recordingSleep();
    const result = await submitLead("book-demo", body, { fetch, sleep });
    expect(calls).toHaveLength(1);
    expect(waits).toEqual([]);
    expect(result).toEqual({
      ok: false,
      kind: "validation",
      status: 422,
      attempts: 1,
      errors: [
        { field: "email", code: "invalid_email" },
        { field: "company", code: "invalid_type" },
      ],
    });
  });

  it("does not retry other client errors (403, 413, 500)", async () => {
    for (const status of [403, 413, 500]) {
      const { fetch, calls } = scriptedFetch([{ status }]);
      const result = await submitLead("book-demo", body, { fetch, sleep: async () => {} });
      expect(calls).toHaveLength(1);
      expect(result).toEqual({ ok: false, kind: "unknown", status, attempts: 1 });
    }
  });

  it("aborts an attempt that exceeds the timeout and retries it", async () => {
    let calls = 0;
    const fetch = async (_url: string, init: RequestInit) => {
      calls++;
      if (calls === 1) {
        return new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        });
      }
      return new Response(JSON.stringify({ id: "late" }), { status: 201 });
    };
    const result = await submitLead("book-demo", body, { fetch, sleep: async () => {}, timeoutMs: 20 });
    expect(result).toEqual({ ok: true, id: "late", attempts: 2 });
  });
});

describe("helpers", () => {
  it("parses Retry-After as seconds or an HTTP date", () => {
    expect(parseRetryAfter("7")).toBe(7);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter("soon")).toBeUndefined();
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(parseRetryAfter("Thu, 01 Jan 2026 00:00:10 GMT", now)).toBe(10);
    expect(parseRetryAfter("Wed, 31 Dec 2025 23:59:00 GMT", now)).toBe(0);
  });

  it("computes exponential backoff, Retry-After wins when longer, all capped", () => {
    expect(backoffDelay(1, undefined, 500, 8_000)).toBe(500);
    expect(backoffDelay(2, undefined, 500, 8_000)).toBe(1_000);
    expect(backoffDelay(6, undefined, 500, 8_000)).toBe(8_000);
    expect(backoffDelay(1, 4, 500, 8_000)).toBe(4_000);
    expect(backoffDelay(2, 0, 500, 8_000)).toBe(1_000);
    expect(backoffDelay(1, 60, 500, 8_000)).toBe(8_000);
  });

  it("creates distinct v4 UUIDs", () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
