import { execFile } from "node:child_process";
import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/action-plan-pdf/route";
import { VALID_BODIES } from "../../tests/support/lead-api";

function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile("pdftotext", ["-", "-"], { encoding: "utf8" }, (error, stdout) => (error ? reject(error) : resolve(stdout)));
    child.stdin?.end(pdf);
  });
}

const { email: _email, elapsedMs: _elapsed, ...plan } = VALID_BODIES["scorecard-action-plan"];
const post = (body: unknown) =>
  POST(new Request("http://localhost/api/action-plan-pdf", { method: "POST", body: typeof body === "string" ? body : JSON.stringify(body) }));

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
});
