import { describe, expect, it } from "vitest";
import { adjustPValues, checkSrm, compareArms, type EffectResult, hasEnoughData, proportion, sampleMean, wilsonInterval } from "./stats";

function ok(r: EffectResult) {
  if (!r.ok) throw new Error(`expected a result, got ${r.error}`);
  return r;
}

/** |actual - expected| <= tol for every figure. */
function near(actual: number, expected: number, tol: number) {
  expect(Math.abs(actual - expected), `${actual} vs ${expected}`).toBeLessThanOrEqual(tol);
}

/** gbstats' own tests compare after rounding to 5 decimals (`_round_result_dict`, DECIMALS = 5): so do we, exactly. */
function rounded(actual: number, expected: number) {
  expect(Math.round(actual * 1e5) / 1e5 + 0, `${actual} rounds to ${expected}`).toBe(expected);
}

/**
 * Fixtures from GrowthBook's own engine tests, repository growthbook/growthbook,
 * file packages/stats/tests/frequentist/test_tests.py. Where that file gives its
 * expected figures rounded to 5 decimals, ours must round to the same figures
 * (as its own assertion does); where it gives full precision, we match within 1e-6.
 */
describe("gbstats fixtures (packages/stats/tests/frequentist/test_tests.py)", () => {

  it("TestTwoSidedTTest.test_two_sided_ttest_binom: ProportionStatistic 14/28 vs 16/30", () => {
    const r = ok(compareArms(proportion(28, 14), proportion(30, 16)));
    near(r.estimate, (16 / 30 - 0.5) / 0.5, 1e-12);
    rounded(r.ci[0], -0.47767);
    rounded(r.ci[1], 0.61101);
    rounded(r.standardError, 0.2717);
    rounded(r.pValue, 0.80707);
  });

  it("TestSequentialTTest.test_sequential_test_runs_prop: ProportionStatistic 1396/3000 vs 2422/3461, default tuning", () => {
    const r = ok(compareArms(proportion(3000, 1396), proportion(3461, 2422), { sequential: {} }));
    rounded(r.estimate, 0.50386);
    rounded(r.ci[0], 0.40098);
    rounded(r.ci[1], 0.60675);
    rounded(r.standardError, 0.03386);
    rounded(r.pValue, 0);
  });

  // The same statistic code path with gbstats' SampleMeanStatistic fixtures.
  const a3000 = sampleMean(3000, 1396.87, 52377.9767);
  const b3461 = sampleMean(3461, 2422.7, 134698.29);

  it("TestTwoSidedTTest.test_two_sided_ttest: SampleMeanStatistic, relative", () => {
    const r = ok(compareArms(sampleMean(3407, 1396.87, 52377.9767), b3461));
    rounded(r.estimate, 0.70732);
    rounded(r.ci[0], -0.03526);
    rounded(r.ci[1], 1.44989);
    rounded(r.standardError, 0.37879);
    rounded(r.pValue, 0.06191);
  });

  it("TestOneSided{Greater,Lesser}TTest.test_one_sided_ttest (full precision): the two-sided 90% interval is the two one-sided 95% bounds, p = 2 x one-sided p", () => {
    const r = ok(compareArms(a3000, b3461, { alpha: 0.1 }));
    near(r.estimate, 0.5033610858562358, 1e-12);
    near(r.standardError, 0.3334122146400735, 1e-12);
    near(r.ci[0], -0.045136675850396046, 1e-6);
    near(r.ci[1], 1.0518588475628676, 1e-6);
    near(r.pValue, 2 * 0.06558262868467746, 1e-6);
    // alpha only changes the interval
    near(ok(compareArms(a3000, b3461)).pValue, 2 * 0.06558262868467746, 1e-6);
  });

  it("TestSequentialTTest.test_sequential_test_runs: SampleMeanStatistic, tuning 1000", () => {
    const r = ok(compareArms(a3000, b3461, { sequential: { tuning: 1000 } }));
    rounded(r.estimate, 0.50336);
    rounded(r.ci[0], -0.55844);
    rounded(r.ci[1], 1.56516);
    rounded(r.standardError, 0.33341);
    expect(r.pValue).toBe(1);
  });

  it("TestSequentialTTest.test_sequential_test_tuning_as_expected: a tuning near n gives the narrowest interval", () => {
    const width = (tuning: number) => {
      const r = ok(compareArms(a3000, b3461, { sequential: { tuning } }));
      return r.ci[1] - r.ci[0];
    };
    expect(width(10)).toBeGreaterThan(width(10000));
    expect(width(10000)).toBeGreaterThan(width(6461));
  });

  it("TestTwoSidedTTest.test_two_sided_ttest_missing_variance: no result, an error", () => {
    expect(compareArms(sampleMean(2, 1396.87, 52377.9767), b3461)).toEqual({ ok: false, error: "zero-variance" });
  });
});

/**
 * GrowthBook's p-value corrections, fixtures from packages/shared/test/experiments.test.ts
 * ("pvalue correction method": "does HB procedure correctly", "does BH procedure correctly").
 */
describe("multiple-testing corrections (GrowthBook fixtures)", () => {
  it("Holm-Bonferroni", () => {
    const adjusted = adjustPValues([0.01, 0.04, 0.03, 0.005, 0.55, 0.6], "holm");
    [0.05, 0.12, 0.12, 0.03, 1, 1].forEach((e, i) => {
      near(adjusted[i] as number, e, 1e-12);
    });
  });
  it("Benjamini-Hochberg", () => {
    const adjusted = adjustPValues([0.898, 0.138, 0.007, 0.964, 0.538, 0.006, 0.138], "bh");
    [0.964, 0.2415, 0.0245, 0.964, 0.7532, 0.0245, 0.2415].forEach((e, i) => {
      near(adjusted[i] as number, e, 1e-12);
    });
  });
  it("one comparison is left as it is; nothing in, nothing out", () => {
    expect(adjustPValues([0.03], "holm")).toEqual([0.03]);
    expect(adjustPValues([0.03], "bh")).toEqual([0.03]);
    expect(adjustPValues([], "holm")).toEqual([]);
  });
});

/**
 * Data sets checked against an independent computation: scripts/stats-reference.py
 * (plain Python + mpmath at 50 digits, written from the formulas, not from this
 * code). Figures pasted from its output; within 1e-6 (the p-values and bounds
 * differ from it by less than 1e-7 here).
 */
type Ref = { estimate: number; se: number; p: number; ci: [number, number] };
function matches(r: EffectResult, ref: Ref) {
  const x = ok(r);
  near(x.estimate, ref.estimate, 1e-9);
  near(x.standardError, ref.se, 1e-9);
  near(x.pValue, ref.p, 1e-6);
  near(x.ci[0], ref.ci[0], 1e-6);
  near(x.ci[1], ref.ci[1], 1e-6);
}

describe("independent reference (scripts/stats-reference.py)", () => {
  it("balanced: 400/10000 vs 460/10000", () => {
    const a = proportion(10000, 400);
    const b = proportion(10000, 460);
    matches(compareArms(a, b), { estimate: 0.15, se: 0.07692041341542569, p: 0.051182087098694144, ci: [-0.0007704057652049546, 0.300770405765205] });
    matches(compareArms(a, b, { sequential: {} }), { estimate: 0.15, se: 0.07692041341542569, p: 0.9057921984737336, ci: [-0.09053891272970511, 0.3905389127297051] });
  });

  it("lopsided (90/10): 720/18000 vs 104/2000", () => {
    const a = proportion(18000, 720);
    const b = proportion(2000, 104);
    matches(compareArms(a, b), { estimate: 0.3, se: 0.13288466176851763, p: 0.02406191164652334, ci: [0.039417095161647715, 0.5605829048383523] });
    matches(compareArms(a, b, { sequential: {} }), { estimate: 0.3, se: 0.13288466176851763, p: 0.48375490713333275, ci: [-0.11554550529552628, 0.7155455052955263] });
  });

  it("small: 9/150 vs 15/150 (figures exist, but below GrowthBook's minimum sample)", () => {
    const a = proportion(150, 9);
    const b = proportion(150, 15);
    matches(compareArms(a, b), { estimate: 0.6666666666666666, se: 0.6758625033664688, p: 0.32478215266936217, ci: [-0.6636870797860591, 1.9970204131193925] });
    matches(compareArms(a, b, { sequential: {} }), { estimate: 0.6666666666666666, se: 0.6758625033664688, p: 1, ci: [-2.3393212237859373, 3.6726545571192704] });
    expect(hasEnoughData(9, 15)).toBe(false);
  });

  it("three arms, one winner: 200/5000 (control), 205/5000, 265/5000, with Holm and BH", () => {
    const a = proportion(5000, 200);
    const r1 = ok(compareArms(a, proportion(5000, 205)));
    const r2 = ok(compareArms(a, proportion(5000, 265)));
    matches(r1, { estimate: 0.025, se: 0.0997891527171165, p: 0.8021840232715525, ci: [-0.17060682893176177, 0.22060682893176178] });
    matches(r2, { estimate: 0.325, se: 0.12124716491530843, p: 0.007364042997532434, ci: [0.08733064150412954, 0.5626693584958704] });
    const holm = adjustPValues([r1.pValue, r2.pValue], "holm");
    near(holm[0] as number, 0.8021840232715525, 1e-6);
    near(holm[1] as number, 0.014728085995064867, 1e-6);
    const bh = adjustPValues([r1.pValue, r2.pValue], "bh");
    near(bh[0] as number, 0.8021840232715525, 1e-6);
    near(bh[1] as number, 0.014728085995064867, 1e-6);
    matches(compareArms(a, proportion(5000, 265), { sequential: {} }), {
      estimate: 0.325,
      se: 0.12124716491530843,
      p: 0.13991571152738425,
      ci: [-0.04619543324047751, 0.6961954332404775],
    });
  });

  it("after a weight change (phase 2 at 10/10/80): 48/1200, 46/1150, 480/9650", () => {
    const a = proportion(1200, 48);
    matches(compareArms(a, proportion(1150, 46)), { estimate: 0, se: 0.2021622250010899, p: 1, ci: [-0.3964354062609635, 0.3964354062609635] });
    matches(compareArms(a, proportion(9650, 480)), { estimate: 0.24352331606217617, se: 0.18435922596617815, p: 0.18671902535781254, ci: [-0.11808947979454916, 0.6051361119189015] });
  });

  it("59/1000 vs 40/1000: the interval and the p-value now agree (both say: not significant)", () => {
    const r = ok(compareArms(proportion(1000, 40), proportion(1000, 59)));
    matches(r, { estimate: 0.475, se: 0.29481244037523247, p: 0.10730066713027718, ci: [-0.10318365512455416, 1.0531836551245541] });
    expect(r.ci[0] < 0 && r.pValue > 0.05).toBe(true);
  });

  it("sample-ratio check per phase against that phase's weights", () => {
    const p1 = checkSrm([3334, 3301, 3365], [0.3334, 0.3333, 0.3333]);
    near(p1.chiSquare, 0.6144614461446145, 1e-9);
    near(p1.pValue, 0.7354808889194558, 1e-9);
    const p2 = checkSrm([1200, 1150, 9650], [0.1, 0.1, 0.8]);
    near(p2.chiSquare, 2.34375, 1e-9);
    near(p2.pValue, 0.30978554847668166, 1e-9);
    // Pooling both phases against the current weights: a false alarm.
    const pooled = checkSrm([4534, 4451, 13015], [0.1, 0.1, 0.8]);
    near(pooled.chiSquare, 5973.7886931818175, 1e-6);
    expect(pooled.pValue).toBeLessThan(1e-12);
    expect(checkSrm([0, 0], [0.5, 0.5]).pValue).toBe(1);
  });
});

describe("edge cases", () => {
  it("no conversion (or all converted) in an arm, or fewer than two visitors: an error, not a verdict", () => {
    expect(compareArms(proportion(150, 0), proportion(150, 4))).toEqual({ ok: false, error: "zero-variance" });
    expect(compareArms(proportion(150, 4), proportion(150, 0))).toEqual({ ok: false, error: "zero-variance" });
    expect(compareArms(proportion(10, 10), proportion(10, 4))).toEqual({ ok: false, error: "zero-variance" });
    expect(compareArms(proportion(0, 0), proportion(10, 4))).toEqual({ ok: false, error: "zero-variance" });
    expect(compareArms(proportion(1, 1), proportion(10, 4)).ok).toBe(false);
  });

  it("GrowthBook's minimum sample: conversions in both arms and at least 150 in one of them", () => {
    expect(hasEnoughData(0, 400)).toBe(false);
    expect(hasEnoughData(149, 149)).toBe(false);
    expect(hasEnoughData(149, 150)).toBe(true);
    expect(hasEnoughData(20, 30, 25)).toBe(true);
  });

  it("the Wilson interval contains the rate and stays in [0, 1]", () => {
    const [lo, hi] = wilsonInterval(0, 50);
    expect(lo).toBe(0);
    expect(hi).toBeGreaterThan(0);
    const [l2, h2] = wilsonInterval(40, 1000);
    expect(l2).toBeLessThan(0.04);
    expect(h2).toBeGreaterThan(0.04);
    expect(wilsonInterval(0, 0)).toEqual([0, 1]);
  });
});
