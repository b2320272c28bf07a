import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LeadTestContext, openLeadTestDatabase, STEADY_WINDOW_SECONDS } from "../../../tests/support/lead-api";
import { countRequest, pruneRateCounters } from "./store";

let ctx: LeadTestContext;
beforeAll(async () => {
  ctx = await openLeadTestDatabase();
}, 60_000);
afterAll(async () => ctx?.close());

describe("rate counters: pruning never resets a window that is still counting", () => {
  it("keeps a counter whose window began more than a day ago but has not ended", async () => {
    // A window longer than a day began more than a day ago (STEADY_WINDOW_SECONDS: in 2001) and is still counting.
    const bucket = "prune-long-window";
    expect((await countRequest(ctx.db.sql, bucket, STEADY_WINDOW_SECONDS)).count).toBe(1);
    expect((await countRequest(ctx.db.sql, bucket, STEADY_WINDOW_SECONDS)).count).toBe(2);
    await pruneRateCounters(ctx.db.sql, STEADY_WINDOW_SECONDS);
    expect((await countRequest(ctx.db.sql, bucket, STEADY_WINDOW_SECONDS)).count).toBe(3);
  });

  it("drops a counter whose window ended more than a day ago", async () => {
    const bucket = "prune-ended-window";
    await countRequest(ctx.db.sql, bucket, STEADY_WINDOW_SECONDS);
    // Pruned as if windows were 600 s long, the 2001 row ended long ago: it goes, and the next request counts from 1.
    await pruneRateCounters(ctx.db.sql, 600);
    expect((await countRequest(ctx.db.sql, bucket, STEADY_WINDOW_SECONDS)).count).toBe(1);
    // A current 600 s window survives the same prune.
    expect((await countRequest(ctx.db.sql, "prune-current", 600)).count).toBe(1);
    await pruneRateCounters(ctx.db.sql, 600);
    expect((await countRequest(ctx.db.sql, "prune-current", 600)).count).toBe(2);
  });
});
