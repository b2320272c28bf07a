/**
 * The statistics of the experiment readout: the frequentist engine of
 * GrowthBook (its Python package `gbstats`), ported formula for formula for
 * binomial (proportion) metrics, so `npm run experiment:report` prints the same
 * uplift, interval and p-value GrowthBook would on the same counts.
 *
 * - A variation's statistic is its mean and variance: for a proportion
 *   `p = conversions / visitors` and `p (1 - p)` (gbstats `ProportionStatistic`,
 *   no n - 1 correction); the test also accepts sample means (`SampleMeanStatistic`,
 *   variance with n - 1), used to check the port against gbstats' own fixtures.
 * - The effect is the **relative uplift** `(p_b - p_a) / |p_a|` with the
 *   delta-method variance `var_b / (n_b p_a^2) + var_a p_b^2 / (n_a p_a^4)`.
 * - Fixed-horizon test: Welch's t-test on that effect, Welch-Satterthwaite
 *   degrees of freedom, two-sided p-value `2 (1 - T(|t|))`, interval
 *   `estimate +/- T^-1(1 - alpha / 2) * se`.
 * - Sequential test (always valid, for teams that look every day): the
 *   asymptotic confidence sequence of Waudby-Smith et al. as gbstats implements
 *   it, tuning parameter 5000 by default (GrowthBook's default), p-value
 *   `min(1, 1 / e-value)`.
 * - Several variations against control: Holm-Bonferroni (default) or
 *   Benjamini-Hochberg, as GrowthBook adjusts p-values.
 * - When the test cannot be computed (a variance of zero: no conversion or
 *   everyone converted in an arm; a control rate of zero) the result is an
 *   error, as in gbstats, never a number.
 *
 * The t and chi-square distributions come from jStat.
 */
import { jStat } from "jstat";

export const DEFAULT_ALPHA = 0.05;
/** GrowthBook's default sequential tuning parameter (the expected number of visitors in the comparison). */
export const DEFAULT_SEQUENTIAL_TUNING = 5000;
/** GrowthBook's default minimum sample size: conversions needed in the control or the variation before a verdict. */
export const DEFAULT_MIN_CONVERSIONS = 150;
/** GrowthBook's default sample-ratio-mismatch threshold. */
export const SRM_THRESHOLD = 0.001;

/** What the test needs from one arm: its size, mean and variance. */
export type Moments = { n: number; mean: number; variance: number };

/** A binomial metric in one arm (gbstats `ProportionStatistic`). */
export function proportion(visitors: number, conversions: number): Moments {
  const mean = visitors === 0 ? 0 : conversions / visitors;
  return { n: visitors, mean, variance: mean * (1 - mean) };
}

/** A mean metric in one arm from its sum and sum of squares (gbstats `SampleMeanStatistic`). */
export function sampleMean(n: number, sum: number, sumSquares: number): Moments {
  return { n, mean: n === 0 ? 0 : sum / n, variance: n <= 1 ? 0 : (sumSquares - (sum * sum) / n) / (n - 1) };
}

export type TestOptions = {
  alpha?: number;
  /** Set for the sequential test; `tuning` defaults to 5000. */
  sequential?: { tuning?: number } | false;
};

export type EffectResult =
  | {
      ok: true;
      /** Relative uplift of the variation over control (0.1 = +10 %). */
      estimate: number;
      standardError: number;
      ci: [number, number];
      pValue: number;
      /** Welch-Satterthwaite degrees of freedom (fixed-horizon test). */
      degreesOfFreedom: number;
    }
  | { ok: false; error: "zero-variance" | "control-zero" };

/** gbstats `variance_of_ratios` with zero covariance: the delta method for mean_b / mean_a. */
function relativeVariance(a: Moments, b: Moments): number {
  if (a.mean === 0) return 0;
  const varM = b.variance / b.n;
  const varD = a.variance / a.n;
  return varM / a.mean ** 2 + (varD * b.mean ** 2) / a.mean ** 4;
}

function welchDof(a: Moments, b: Moments): number {
  return (b.variance / b.n + a.variance / a.n) ** 2 / (b.variance ** 2 / (b.n ** 2 * (b.n - 1)) + a.variance ** 2 / (a.n ** 2 * (a.n - 1)));
}

/** gbstats `sequential_rho` (two-sided). */
export function sequentialRho(alpha: number, tuning: number): number {
  return Math.sqrt((-2 * Math.log(alpha) + Math.log(-2 * Math.log(alpha) + 1)) / tuning);
}

/** gbstats `sequential_interval_halfwidth`. */
function sequentialHalfwidth(s2: number, n: number, rho: number, alpha: number): number {
  const nr2 = n * rho ** 2;
  return Math.sqrt(s2) * Math.sqrt((2 * (nr2 + 1) * Math.log(Math.sqrt(nr2 + 1) / alpha)) / (n * rho) ** 2);
}

/**
 * Relative uplift of `b` (variation) over `a` (control): gbstats `TwoSidedTTest`,
 * or `SequentialTwoSidedTTest` when `sequential` is set.
 */
export function compareArms(a: Moments, b: Moments, { alpha = DEFAULT_ALPHA, sequential = false }: TestOptions = {}): EffectResult {
  // gbstats EffectMoments.compute_result: zero or negative variance first, then a zero baseline.
  const variance = relativeVariance(a, b);
  if (a.variance <= 0 || b.variance <= 0 || variance <= 0 || !(a.n > 1 && b.n > 1)) return { ok: false, error: "zero-variance" };
  if (a.mean === 0) return { ok: false, error: "control-zero" };
  const estimate = (b.mean - a.mean) / Math.abs(a.mean);
  const standardError = Math.sqrt(variance);
  const degreesOfFreedom = welchDof(a, b);
  if (sequential) {
    const tuning = sequential.tuning ?? DEFAULT_SEQUENTIAL_TUNING;
    const n = a.n + b.n;
    const rho = sequentialRho(alpha, tuning);
    const halfwidth = sequentialHalfwidth(standardError ** 2 * n, n, rho, alpha);
    const st2 = (estimate ** 2 * n) / standardError ** 2;
    const tr2p1 = n * rho ** 2 + 1;
    const eValue = Math.exp((rho ** 2 * st2) / (2 * tr2p1)) / Math.sqrt(tr2p1);
    return { ok: true, estimate, standardError, ci: [estimate - halfwidth, estimate + halfwidth], pValue: Math.min(1 / eValue, 1), degreesOfFreedom };
  }
  const t = estimate / standardError;
  // 2 (1 - T(|t|)), written as 2 T(-|t|) so tiny p-values keep their digits.
  const pValue = 2 * jStat.studentt.cdf(-Math.abs(t), degreesOfFreedom);
  const halfwidth = jStat.studentt.inv(1 - alpha / 2, degreesOfFreedom) * standardError;
  return { ok: true, estimate, standardError, ci: [estimate - halfwidth, estimate + halfwidth], pValue, degreesOfFreedom };
}

export type Correction = "holm" | "bh";

/**
 * Adjusted p-values in the order given: Holm-Bonferroni (step-down, controls the
 * family-wise error rate) or Benjamini-Hochberg (step-up, controls the false
 * discovery rate), as GrowthBook's `adjustPValuesHolmBonferroni` /
 * `adjustPValuesBenjaminiHochberg`.
 */
export function adjustPValues(pValues: readonly number[], correction: Correction): number[] {
  const m = pValues.length;
  if (m === 0) return [];
  const order = pValues.map((p, i) => ({ p, i }));
  const out = new Array<number>(m);
  if (correction === "holm") {
    order.sort((x, y) => x.p - y.p);
    let running = 0;
    order.forEach(({ p, i }, k) => {
      running = Math.max(running, Math.min(p * (m - k), 1));
      out[i] = running;
    });
  } else {
    order.sort((x, y) => y.p - x.p);
    let running = 1;
    order.forEach(({ p, i }, k) => {
      running = Math.min(running, Math.min((p * m) / (m - k), 1));
      out[i] = running;
    });
  }
  return out;
}

/**
 * Sample-ratio check (GrowthBook's `check_srm`): chi-square goodness of fit of
 * the visitors per variation against the weights, `len - 1` degrees of freedom;
 * variations with weight 0 are left out of the sum. No visitors: p = 1.
 */
export function checkSrm(visitors: readonly number[], weights: readonly number[]): { chiSquare: number; degreesOfFreedom: number; pValue: number } {
  const total = visitors.reduce((a, b) => a + b, 0);
  const degreesOfFreedom = Math.max(1, visitors.length - 1);
  if (!total) return { chiSquare: 0, degreesOfFreedom, pValue: 1 };
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  let chiSquare = 0;
  visitors.forEach((o, i) => {
    const w = weights[i] ?? 0;
    if (w <= 0) return;
    const e = (w / totalWeight) * total;
    chiSquare += (o - e) ** 2 / e;
  });
  return { chiSquare, degreesOfFreedom, pValue: 1 - jStat.chisquare.cdf(chiSquare, degreesOfFreedom) };
}

/**
 * GrowthBook's minimum-sample rule (`hasEnoughData`): both arms have at least
 * one conversion and the larger of the two has at least `minConversions`.
 */
export function hasEnoughData(controlConversions: number, variationConversions: number, minConversions = DEFAULT_MIN_CONVERSIONS): boolean {
  if (!controlConversions || !variationConversions) return false;
  return Math.max(controlConversions, variationConversions) >= minConversions;
}

/** 95 % Wilson score interval of one arm's conversion rate (descriptive; the comparison uses the test above). */
export function wilsonInterval(conversions: number, visitors: number, alpha = DEFAULT_ALPHA): [number, number] {
  if (visitors === 0) return [0, 1];
  const z = jStat.normal.inv(1 - alpha / 2, 0, 1);
  const p = conversions / visitors;
  const denom = 1 + (z * z) / visitors;
  const centre = (p + (z * z) / (2 * visitors)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / visitors + (z * z) / (4 * visitors * visitors))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
