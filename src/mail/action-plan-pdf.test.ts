import { execFile } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PEER_HEADER } from "@/security/client-address";
import { type LeadTestContext, openLeadTestDatabase, STEADY_WINDOW_SECONDS, TEST_CONFIG, VALID_BODIES } from "../../tests/support/lead-api";
import { ACTION_PLAN_PDF_BODY_LIMIT, createActionPlanPdfHandler } from "./action-plan-pdf-handler";

function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile("pdftotext", ["-", "-"], { encoding: "utf8" }, (error, stdout) => (error ? reject(error) : resolve(stdout)));
    child.stdin?.end(pdf);
  });
}

const { email: _email, elapsedMs: _elapsed, ...plan } = VALID_BODIES["scorecard-action-plan"];
let ctx: LeadTestContext;
beforeAll(async () => {
  ctx = await openLeadTestDatabase();
});
afterAll(async () => {
  await ctx?.close();
});

const handler = (config = TEST_CONFIG) => createActionPlanPdfHandler({ getDatabase: async () => ctx.db, config });
const pdfRequest = (body: BodyInit, ip = "198.51.100.1", init: RequestInit = {}) =>
  new Request("http://localhost/api/action-plan-pdf", { method: "POST", body, headers: { [PEER_HEADER]: ip }, ...init });
const post = (body: unknown) => handler()(pdfRequest(typeof body === "string" ? body : JSON.stringify(body), `198.51.100.${Math.floor(Math.random() * 200) + 2}`));

describe("POST /api/action-plan-pdf (Download My Action Plan as PDF)", () => {
  it("returns the action plan as a PDF in the visitor's locale, with grade, answers and projections", async () => {
    const res = await post({ ...plan, locale: "es" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="ap-action-plan-grade-[A-F-]+\.pdf"$/);
    const text = (await pdfText(Buffer.from(await res.arrayBuffer()))).replace(/\s+/g, " ");
    const es = (await import("../../messages/es/scorecard.json")).default.actionPlan;
    expect(text).toContain(es.title);
    expect(text).toContain(es.answersTitle);
    expect(text).toContain(es.projectionsTitle);
  });

  it("refuses incomplete answers and malformed JSON with a problem, never 5xx", async () => {
    const short = await post({ ...plan, answers: ["2-5-days"] });
    expect(short.status).toBe(422);
    const bad = await post("{not json");
    expect(bad.status).toBe(400);
    const nothing = await post("null");
    expect(nothing.status).toBe(422);
  });

  it("refuses an oversized body with 413 as soon as the limit is passed, without reading the rest", async () => {
    let pulled = 0;
    const chunk = new Uint8Array(1024).fill(0x20);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength;
        if (pulled > 10 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const res = await handler()(pdfRequest(endless, "198.51.100.250", { duplex: "half" } as RequestInit));
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThan(ACTION_PLAN_PDF_BODY_LIMIT + 64 * 1024);
    // A declared length over the limit is refused before reading anything.
    const declared = await handler()(
      new Request("http://localhost/api/action-plan-pdf", { method: "POST", body: "{}", headers: { "content-length": String(ACTION_PLAN_PDF_BODY_LIMIT + 1) } }),
    );
    expect(declared.status).toBe(413);
  });

  it("is rate-limited per client like the lead forms (429 with Retry-After), an IPv6 client by its /64", async () => {
    const strict = handler({ ...TEST_CONFIG, rateLimit: { soft: 1, hard: 2, windowSeconds: STEADY_WINDOW_SECONDS } });
    const body = JSON.stringify({ ...plan, locale: "en" });
    expect((await strict(pdfRequest(body, "2001:db8:99:1::1"))).status).toBe(200);
    expect((await strict(pdfRequest(body, "2001:db8:99:1::2"))).status).toBe(200);
    const limited = await strict(pdfRequest(body, "2001:db8:99:1:ffff::3"));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await strict(pdfRequest(body, "2001:db8:99:2::1"))).status).toBe(200);
  });
});
