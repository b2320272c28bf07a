import { randomUUID } from "node:crypto";
import type { FeatureApiResponse } from "@growthbook/growthbook";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { COOKIES } from "@/config/cookies";
import type { LeadForm } from "@/leads/contract/enums";
import { handlerFor, type LeadTestContext, leadRequest, openLeadTestDatabase, TEST_CONFIG, VALID_BODIES } from "../../tests/support/lead-api";
import { formatPhase } from "./assignment-counts";
import running from "./fixtures/running.json";
import rerandomised from "./fixtures/rerandomised.json";
import stopped from "./fixtures/stopped-released-winner.json";
import weightsChanged from "./fixtures/weights-changed.json";
import { runExperimentReport } from "./report-cli";
import { runLeadFilter } from "./report-data";
import { formatServedCookie } from "./variant-cookie";

/**
 * Runs and phases as the readout sees them in the database: a weight change is a
 * new phase judged against its own weights; once the payload no longer runs the
 * experiment (winner released) the readout is the final one of the run that
 * ended; after a re-randomisation the new bucket version is a new run.
 */
const KEYS = ["control", "landing2", "landing3"];
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

let ctx: LeadTestContext;
beforeAll(async () => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  ctx = await openLeadTestDatabase();
}, 180_000);
afterAll(async () => {
  await ctx?.close();
});

async function insertCounts(d: string, bucketVersion: number, weights: number[], visitors: number[]) {
  const phase = formatPhase(KEYS, weights);
  for (const [i, key] of KEYS.entries()) {
    await ctx.db.sql.query(
      `INSERT INTO home_assignment_counts (day, experiment_key, bucket_version, phase, variation_key, count) VALUES ($1::date, 'home-variant', $2, $3, $4, $5)`,
      [d, bucketVersion, phase, key, visitors[i]],
    );
  }
}

async function postLeads(variationKey: string, bucketVersion: number, form: LeadForm, n: number) {
  const config = { ...TEST_CONFIG, rateLimit: { soft: 1_000_000, hard: 1_000_000, windowSeconds: 600 } };
  const handler = handlerFor(form, ctx.db, { config });
  const seen = formatServedCookie({ experimentKey: "home-variant", variationKey, value: KEYS.indexOf(variationKey) + 1, bucketVersion, hashVersion: 2, payloadVersion: "20261201090000000", phase: "" });
  for (let i = 0; i < n; i++) {
    const cookie = `${COOKIES.visitorId}=v${randomUUID().replaceAll("-", "")}; ${COOKIES.homeSeen}=${seen}; ${COOKIES.consent}=granted`;
    const res = await handler(leadRequest(form, { ...VALID_BODIES[form], email: `${randomUUID()}@example.com` }, { headers: { cookie } }));
    expect(res.status).toBe(201);
  }
}

describe("runs and phases in the readout", () => {
  it("weight change, release, re-randomisation", async () => {
    // Phase 1 (equal thirds) two days ago, phase 2 (10/10/80) yesterday and today; pooled, these counts would fail
    // the check against the current weights.
    await insertCounts(day(-2), 0, [0.3334, 0.3333, 0.3333], [3334, 3301, 3365]);
    await insertCounts(day(-1), 0, [0.1, 0.1, 0.8], [600, 575, 4825]);
    await insertCounts(day(0), 0, [0.1, 0.1, 0.8], [600, 575, 4825]);
    await postLeads("control", 0, "book-demo", 3);
    await postLeads("landing3", 0, "talk-to-expert", 4);
    await postLeads("landing3", 0, "newsletter", 2);

    const { readout, output } = await runExperimentReport(ctx.db, weightsChanged as FeatureApiResponse, { format: "text" });
    expect(readout.status).toBe("running");
    expect(readout.phases.map((p) => [p.phase, p.from, p.to, p.weights])).toEqual([
      [1, day(-2), day(-2), [0.3334, 0.3333, 0.3333]],
      [2, day(-1), day(0), [0.1, 0.1, 0.8]],
    ]);
    expect(readout.phases[1]?.variations.map((v) => v.visitors)).toEqual([1200, 1150, 9650]);
    expect(readout.phases.every((p) => p.srm && !p.srm.mismatch)).toBe(true);
    expect(readout.srmMismatch).toBe(false);
    expect(readout.variations.map((v) => [v.key, v.visitors, v.conversions])).toEqual([
      ["control", 4534, 3],
      ["landing2", 4451, 0],
      ["landing3", 13015, 4],
    ]);
    expect(readout.secondaryMetrics.find((m) => m.key === "newsletter")?.variations.map((v) => v.conversions)).toEqual([0, 0, 2]);
    expect(output).toContain("The run had 2 phases");

    // Winner released: the payload no longer runs the experiment; the report prints the run's final readout.
    const ended = await runExperimentReport(ctx.db, stopped as FeatureApiResponse, { format: "json" });
    expect(ended.readout.status).toBe("ended");
    expect(ended.readout.bucketVersion).toBe(0);
    expect(ended.readout.variations.map((v) => v.conversions)).toEqual([3, 0, 4]);
    expect(JSON.parse(ended.output).status).toBe("ended");
    const endedText = await runExperimentReport(ctx.db, stopped as FeatureApiResponse, { format: "text" });
    expect(endedText.output).toContain("ended, final readout of the run");

    // Re-randomised: bucket version 1 is a new run, counted from its own first day.
    await insertCounts(day(1), 1, [0.3334, 0.3333, 0.3333], [10, 11, 12]);
    // Leads select their run by what they were attributed under, not by when they were sent: a late lead of a
    // visitor still holding a run-0 assignment counts for run 0, the new run's lead for run 1 only.
    await postLeads("landing2", 1, "book-demo", 1);
    await postLeads("control", 0, "contact", 1);
    const rerun = await runExperimentReport(ctx.db, rerandomised as FeatureApiResponse, { format: "json" });
    expect(rerun.readout).toMatchObject({ status: "running", bucketVersion: 1 });
    expect(rerun.readout.variations.map((v) => [v.visitors, v.conversions])).toEqual([
      [10, 0],
      [11, 1],
      [12, 0],
    ]);
    // The first run ended where the second began.
    const first = await runExperimentReport(ctx.db, rerandomised as FeatureApiResponse, { format: "json", bucketVersion: 0 });
    expect(first.readout.status).toBe("ended");
    expect(first.readout.variations.map((v) => v.conversions)).toEqual([4, 0, 4]);

    // No run of that bucket version: a clear message, listing what is stored.
    await expect(runExperimentReport(ctx.db, running as FeatureApiResponse, { format: "text", bucketVersion: 7 })).rejects.toThrow(
      /No assignments stored for home-variant, bucket version 7: nothing to report\. Stored runs: home-variant bucket version 0/,
    );
  }, 120_000);
});

describe("runLeadFilter", () => {
  it("is the one place that says which leads belong to a run", () => {
    const params: unknown[] = ["already"];
    const where = runLeadFilter({ experimentKey: "home-variant", bucketVersion: 1, variationKeys: ["control", "b"], from: "2026-12-01" }, params);
    expect(where).toBe(
      "quarantine_reason IS NULL AND home_experiment_key = $2 AND home_bucket_version = $3 AND home_variant = ANY($4::text[]) AND created_at >= $5::timestamptz",
    );
    expect(params).toEqual(["already", "home-variant", 1, ["control", "b"], "2026-12-01T00:00:00.000Z"]);
    const all: unknown[] = [];
    expect(runLeadFilter({ experimentKey: "home-variant", bucketVersion: 0, variationKeys: ["control"], from: null }, all)).not.toContain("created_at");
  });
});
