import { randomUUID } from "node:crypto";
import { NextRequest, NextResponse } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { COOKIES } from "@/config/cookies";
import type { LeadForm } from "@/leads/contract/enums";
import { handlerFor, type LeadTestContext, leadRequest, openLeadTestDatabase, TEST_CONFIG, VALID_BODIES } from "../../tests/support/lead-api";
import { flushAssignmentCounts, setAssignmentCountWriter } from "./assignment-counts";
import { assignmentCountWriter } from "./assignment-store";
import { serveHomeVariant } from "./home-proxy";
import { LOCAL_PAYLOAD } from "./payload-source";
import { runExperimentReport } from "./report-cli";
import { parseServedCookie } from "./variant-cookie";
import { createViewHandler } from "./view-handler";

/**
 * A simulated experiment end to end: 3,300 synthetic visitors through the real
 * proxy step (GrowthBook bucketing on the committed payload), the browser's part
 * played by copying the served assignment to the viewed cookie and calling the
 * real view endpoint (counts batched into the database), leads posted through
 * the real lead API handler with known conversion rates per variation, plus
 * 3,000 browserless visitors (plain requests: the proxy serves them, nothing
 * shows the page) who must not be counted, and QA visitors on forced views whose
 * leads must not count. `experiment:report` must recover every rate within its
 * 95% interval and pass the sample-ratio check, then flag the mismatch once one
 * arm's assignments are partly lost.
 */
const RATES: Record<string, number> = { control: 0.06, landing2: 0.1, landing3: 0.14 };
const VISITORS = 3_300;
const BROWSERLESS = 3_000;
const FORMS: LeadForm[] = ["book-demo", "newsletter", "talk-to-expert"];
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

/** Deterministic PRNG (mulberry32) so the run is the same every time. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function i18nStub(request: NextRequest): NextResponse {
  const headers = new Headers(request.headers);
  headers.set("x-next-intl-locale", "en");
  return NextResponse.rewrite(new URL("/en", request.url), { request: { headers } });
}

let ctx: LeadTestContext;
beforeAll(async () => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  ctx = await openLeadTestDatabase();
  setAssignmentCountWriter(assignmentCountWriter(async () => ctx.db), { flushAtCount: 500, flushAfterMs: 60_000 });
}, 180_000);
afterAll(async () => {
  setAssignmentCountWriter(null);
  await ctx?.close();
});

describe("simulated home experiment", () => {
  it("the report recovers the known conversion rates, passes the sample-ratio check, and flags lost assignments", async () => {
    const random = prng(20261123);
    const hex = () => Math.floor(random() * 0xffffffff).toString(16).padStart(8, "0");
    const config = { ...TEST_CONFIG, rateLimit: { soft: 1_000_000, hard: 1_000_000, windowSeconds: 600 } };
    const handlers = Object.fromEntries(FORMS.map((f) => [f, handlerFor(f, ctx.db, { config })])) as Record<LeadForm, ReturnType<typeof handlerFor>>;
    const expected: Record<string, { visitors: number; demo: number; newsletter: number }> = {};

    let leadNo = 0;
    async function postLead(cookie: string): Promise<LeadForm> {
      const form = FORMS[Math.floor(random() * FORMS.length)] as LeadForm;
      const body = { ...VALID_BODIES[form], email: `visitor${leadNo++}@example.com` };
      const res = await handlers[form](leadRequest(form, body, { key: randomUUID(), headers: { cookie, "user-agent": UA } }));
      expect(res.status).toBe(201);
      return form;
    }

    const view = createViewHandler({ requireConsent: false, secureCookies: false });
    // Browserless visitors (curl, scripts, scanners): plain requests the proxy answers, nothing renders the page.
    for (let i = 0; i < BROWSERLESS; i++) {
      const agent = ["curl/8.5.0", "Go-http-client/1.1", "python-requests/2.32", UA][i % 4] as string;
      const response = await serveHomeVariant(new NextRequest(new URL("http://localhost:3000/"), { headers: { "user-agent": agent } }), i18nStub);
      expect(parseServedCookie(response.cookies.get(COOKIES.homeServed)?.value)).not.toBeNull();
    }
    for (let i = 0; i < VISITORS; i++) {
      const vid = `sim${hex()}${hex()}${hex()}`;
      const request = new NextRequest(new URL("http://localhost:3000/"), { headers: { "user-agent": UA, cookie: `${COOKIES.visitorId}=${vid}` } });
      const response = await serveHomeVariant(request, i18nStub);
      const servedRaw = response.cookies.get(COOKIES.homeServed)?.value;
      const served = parseServedCookie(servedRaw);
      if (!served || !servedRaw) throw new Error("the proxy served no assignment");
      expected[served.variationKey] ??= { visitors: 0, demo: 0, newsletter: 0 };
      const e = expected[served.variationKey] as { visitors: number; demo: number; newsletter: number };
      e.visitors++;
      // The browser copies the served assignment on the real view and reports the view (counted there); the
      // lead API reads the viewed assignment.
      const shown = await view(new Request("http://localhost:3000/api/experiments/view", { method: "POST", headers: { "user-agent": UA, cookie: `${COOKIES.homeSeen}=${servedRaw}` } }));
      expect(await shown.json()).toEqual({ counted: true });
      if (random() < (RATES[served.variationKey] ?? 0)) {
        const form = await postLead(`${COOKIES.visitorId}=${vid}; ${COOKIES.homeSeen}=${servedRaw}; ${COOKIES.consent}=granted`);
        if (form === "newsletter") e.newsletter++;
        else e.demo++;
      }
    }
    // QA on forced views: served, never stored or counted; their leads carry no variant.
    for (let i = 0; i < 60; i++) {
      const vid = `qa${hex()}${hex()}${hex()}`;
      const request = new NextRequest(new URL("http://localhost:3000/?home-variant=3"), { headers: { "user-agent": UA, cookie: `${COOKIES.visitorId}=${vid}` } });
      const response = await serveHomeVariant(request, i18nStub);
      expect(response.cookies.get(COOKIES.homeServed)).toBeUndefined();
      await postLead(`${COOKIES.visitorId}=${vid}`);
    }
    await flushAssignmentCounts();

    // landing3's demo requests (~9%) are well above control's (~4%); a lower minimum sample than GrowthBook's
    // default (150 conversions) so this simulated size gets a verdict.
    const args = { format: "text" as const, minConversions: 50 };
    const { readout, output } = await runExperimentReport(ctx.db, LOCAL_PAYLOAD, args);
    console.log(output);
    expect(readout.status).toBe("running");
    expect(readout.variations.map((v) => v.key)).toEqual(["control", "landing2", "landing3"]);
    const newsletter = readout.secondaryMetrics.find((m) => m.key === "newsletter");
    readout.variations.forEach((v, i) => {
      expect(v.visitors).toBe(expected[v.key]?.visitors);
      expect(v.conversions).toBe(expected[v.key]?.demo);
      expect(newsletter?.variations[i]?.conversions).toBe(expected[v.key]?.newsletter);
    });
    expect(readout.variations.reduce((n, v) => n + v.visitors, 0)).toBe(VISITORS);
    expect(readout.phases).toHaveLength(1);
    expect(readout.phases[0]?.weights).toEqual([0.3334, 0.3333, 0.3333]);
    expect(readout.srmMismatch).toBe(false);
    expect(readout.phases[0]?.srm?.pValue).toBeGreaterThan(0.001);
    // landing3 converts clearly better than control, even after the correction for two comparisons.
    const landing3 = readout.variations[2];
    expect(landing3?.verdict).toBe("better");
    expect(landing3?.adjustedPValue).toBeLessThan(0.01);
    expect(landing3?.uplift?.ci95[0]).toBeGreaterThan(0);
    expect(output).not.toContain("SAMPLE RATIO MISMATCH");

    // One arm loses a quarter of its assignments (e.g. exposures dropped before they were counted).
    await ctx.db.sql.query(`UPDATE home_assignment_counts SET count = (count * 75) / 100 WHERE variation_key = 'landing2'`);
    const broken = await runExperimentReport(ctx.db, LOCAL_PAYLOAD, args);
    expect(broken.readout.srmMismatch).toBe(true);
    expect(broken.readout.phases[0]?.srm?.pValue).toBeLessThan(0.001);
    expect(broken.output).toContain("SAMPLE RATIO MISMATCH");
    const json = await runExperimentReport(ctx.db, LOCAL_PAYLOAD, { ...args, format: "json" });
    expect(JSON.parse(json.output).srmMismatch).toBe(true);
  }, 90_000);
});
