import { describe, expect, it } from "vitest";
import { buildReadout, formatReadoutText, signedPct } from "./report";
import { parseReportArgs, ReportUsageError, readoutInputFromCounts, runCountsReport } from "./report-cli";
import { renderReadoutHtml } from "./report-html";

const counts = (variations: [string, number, number][], extra: Record<string, unknown> = {}) =>
  JSON.stringify({ variations: variations.map(([key, visitors, conversions]) => ({ key, visitors, conversions })), ...extra });

/** Three arms, one winner; reference figures from scripts/stats-reference.py (independent of this code). */
const THREE_ARMS = counts(
  [
    ["control", 5000, 200],
    ["landing2", 5000, 205],
    ["landing3", 5000, 265],
  ],
  { weights: [1, 1, 1] },
);

function near(actual: number | null | undefined, expected: number, tol = 1e-6) {
  expect(actual).not.toBeNull();
  expect(Math.abs((actual as number) - expected), `${actual} vs ${expected}`).toBeLessThanOrEqual(tol);
}

describe("readout from a counts file (--from)", () => {
  it("JSON: per variation key, visitors, conversions, rate, uplift {estimate, ci95}, pValue, adjustedPValue (Holm by default)", () => {
    const json = JSON.parse(runCountsReport(THREE_ARMS, { format: "json" }).output);
    expect(json.variations.map((v: { key: string }) => v.key)).toEqual(["control", "landing2", "landing3"]);
    const [control, l2, l3] = json.variations;
    expect(control).toMatchObject({ key: "control", visitors: 5000, conversions: 200, rate: 0.04, uplift: null, pValue: null, adjustedPValue: null, verdict: "control" });
    expect(l2).toMatchObject({ key: "landing2", visitors: 5000, conversions: 205, verdict: "inconclusive" });
    near(l2.rate, 0.041, 1e-12);
    near(l2.uplift.estimate, 0.025, 1e-12);
    near(l2.uplift.ci95[0], -0.17060682893176177);
    near(l2.uplift.ci95[1], 0.22060682893176178);
    near(l2.pValue, 0.8021840232715525);
    near(l2.adjustedPValue, 0.8021840232715525);
    expect(l3).toMatchObject({ key: "landing3", conversions: 265, verdict: "better" });
    near(l3.uplift.estimate, 0.325, 1e-12);
    near(l3.uplift.ci95[0], 0.08733064150412954);
    near(l3.uplift.ci95[1], 0.5626693584958704);
    near(l3.pValue, 0.007364042997532434);
    near(l3.adjustedPValue, 0.014728085995064867);
    // GrowthBook's adjusted interval is never narrower than the unadjusted one.
    expect(l3.uplift.ci95Adjusted[0]).toBeLessThanOrEqual(l3.uplift.ci95[0]);
    expect(json.settings).toEqual({ test: "fixed-horizon", sequentialTuning: null, correction: "holm-bonferroni", alpha: 0.05, minConversions: 150 });
    expect(json.phases[0].srm.mismatch).toBe(false);
  });

  it("--correction bh and --sequential", () => {
    const bh = runCountsReport(THREE_ARMS, { format: "json", correction: "bh" }).readout;
    expect(bh.settings.correction).toBe("benjamini-hochberg");
    near(bh.variations[2]?.adjustedPValue, 0.014728085995064867);
    const seq = runCountsReport(THREE_ARMS, { format: "json", sequential: true }).readout;
    expect(seq.settings).toMatchObject({ test: "sequential", sequentialTuning: 5000 });
    near(seq.variations[2]?.pValue, 0.13991571152738425);
    near(seq.variations[2]?.uplift?.ci95[0] ?? Number.NaN, -0.04619543324047751);
    near(seq.variations[2]?.uplift?.ci95[1] ?? Number.NaN, 0.6961954332404775);
    // The sequential interval is wider: no longer a verdict.
    expect(seq.variations[2]?.verdict).toBe("inconclusive");
  });

  it("balanced and lopsided data sets match the reference", () => {
    const balanced = runCountsReport(counts([["control", 10000, 400], ["b", 10000, 460]]), { format: "json" }).readout.variations[1];
    near(balanced?.pValue, 0.051182087098694144);
    near(balanced?.uplift?.ci95[0] ?? Number.NaN, -0.0007704057652049546);
    expect(balanced?.verdict).toBe("inconclusive");
    const lopsided = runCountsReport(counts([["control", 18000, 720], ["b", 2000, 104]], { weights: [0.9, 0.1] }), { format: "json" }).readout;
    near(lopsided.variations[1]?.pValue, 0.02406191164652334);
    near(lopsided.variations[1]?.uplift?.ci95[0] ?? Number.NaN, 0.039417095161647715);
    expect(lopsided.variations[1]?.verdict).toBe("better");
    expect(lopsided.phases[0]?.srm?.mismatch).toBe(false);
  });

  it("small samples: figures, but 'not enough data' instead of a verdict", () => {
    const { readout, output } = runCountsReport(counts([["control", 150, 9], ["b", 150, 15]]), { format: "text" });
    const b = readout.variations[1];
    near(b?.pValue, 0.32478215266936217);
    expect(b?.verdict).toBe("not-enough-data");
    expect(b?.reason).toBe("needs 150 conversions in control or in this variation (has 15)");
    expect(output).toContain("not enough data: needs 150 conversions");
    // 0/150 vs 4/150 (a normal approximation would call p = 0.044): no test at all.
    const zero = runCountsReport(counts([["control", 150, 0], ["b", 150, 4], ["c", 150, 400 / 100]]), { format: "json" }).readout;
    expect(zero.variations[1]).toMatchObject({ uplift: null, pValue: null, adjustedPValue: null, verdict: "not-enough-data" });
    expect(zero.variations[1]?.reason).toBe("needs at least one conversion in both control and this variation");
  });

  it("a variation without a p-value still counts in the correction (as p = 1, as GrowthBook does)", () => {
    const r = runCountsReport(counts([["control", 5000, 200], ["dead", 5000, 0], ["win", 5000, 265]]), { format: "json" }).readout;
    expect(r.variations[1]?.pValue).toBeNull();
    near(r.variations[2]?.adjustedPValue, 2 * 0.007364042997532434);
  });

  it("--min-conversions lowers the bar; the verdict follows the adjusted p-value", () => {
    const r = runCountsReport(counts([["control", 2000, 80], ["b", 2000, 130]]), { format: "json", minConversions: 100 }).readout;
    expect(r.variations[1]?.verdict).toBe("better");
    const worse = runCountsReport(counts([["control", 2000, 130], ["b", 2000, 80]]), { format: "json", minConversions: 100 }).readout;
    expect(worse.variations[1]?.verdict).toBe("worse");
  });

  it("without weights the sample-ratio check is skipped and says so; with weights it flags a mismatch", () => {
    const none = runCountsReport(counts([["control", 1000, 40], ["b", 1300, 50]]), { format: "text" });
    expect(none.readout.phases[0]?.srm).toBeNull();
    expect(none.output).toContain("weights unknown: not checked");
    const bad = runCountsReport(counts([["control", 1000, 40], ["b", 1300, 50]], { weights: [0.5, 0.5] }), { format: "text" });
    expect(bad.readout.srmMismatch).toBe(true);
    expect(bad.output).toContain("SAMPLE RATIO MISMATCH");
  });

  it("bad counts files get a clear error", () => {
    const err = (text: string) => {
      try {
        readoutInputFromCounts(text, "c.json");
      } catch (e) {
        expect(e).toBeInstanceOf(ReportUsageError);
        return (e as Error).message;
      }
      throw new Error("accepted");
    };
    expect(err("{")).toMatch(/^c\.json is not JSON/);
    expect(err(counts([["control", 10, 1]]))).toContain("needs at least two variations");
    expect(err(counts([["control", 10, 11], ["b", 10, 1]]))).toContain("variations.0.conversions: more conversions than visitors");
    expect(err(counts([["a", 10, 1], ["a", 10, 1]]))).toContain('repeated key "a"');
    expect(err(counts([["a", 10, 1], ["b", 10.5, 1]]))).toContain("variations.1.visitors");
    expect(err(counts([["a", 10, 1], ["b", 10, 1]], { weights: [1] }))).toContain("weights: needs one weight per variation");
    expect(err(JSON.stringify({ arms: [] }))).toContain('Expected {"variations"');
  });
});

describe("options", () => {
  it("parses every option and refuses bad values", () => {
    expect(parseReportArgs(["--format", "html", "--from=c.json", "--sequential", "--correction", "bh", "--min-conversions", "80"])).toEqual({
      format: "html",
      from: "c.json",
      sequential: true,
      correction: "bh",
      minConversions: 80,
    });
    expect(parseReportArgs(["--sequential-tuning", "20000"])).toMatchObject({ sequential: true, sequentialTuning: 20000 });
    expect(parseReportArgs(["--bucket-version", "2", "--since", "2026-12-01"])).toMatchObject({ bucketVersion: 2 });
    expect(() => parseReportArgs(["--format", "pdf"])).toThrow(/text, json or html/);
    expect(() => parseReportArgs(["--correction", "bonferroni"])).toThrow(/holm or bh/);
    expect(() => parseReportArgs(["--sequential-tuning", "0"])).toThrow(/at least 1/);
    expect(() => parseReportArgs(["--from"])).toThrow(/needs a value/);
    expect(() => parseReportArgs(["--from", "c.json", "--bucket-version", "1"])).toThrow(/not with --from/);
    expect(() => parseReportArgs(["--verbose"])).toThrow(/Unknown option/);
  });
});

describe("after a weight change", () => {
  it("each phase's sample ratio is judged against its own weights", () => {
    const readout = buildReadout({
      experimentKey: "home-variant",
      bucketVersion: 0,
      status: "running",
      variations: [
        { key: "control", visitors: 4534 },
        { key: "landing2", visitors: 4451 },
        { key: "landing3", visitors: 13015 },
      ],
      primary: { key: "demo-request", conversions: [181, 178, 614] },
      secondary: [],
      phases: [
        { index: 1, from: "2026-12-01", to: "2026-12-01", weights: [0.3334, 0.3333, 0.3333], visitors: [3334, 3301, 3365] },
        { index: 2, from: "2026-12-02", to: "2026-12-09", weights: [0.1, 0.1, 0.8], visitors: [1200, 1150, 9650] },
      ],
    });
    near(readout.phases[0]?.srm?.pValue, 0.7354808889194558, 1e-9);
    near(readout.phases[1]?.srm?.pValue, 0.30978554847668166, 1e-9);
    expect(readout.srmMismatch).toBe(false);
    const text = formatReadoutText(readout);
    expect(text).toContain("phase 1 2026-12-01 .. 2026-12-01");
    expect(text).toContain("phase 2 2026-12-02 .. 2026-12-09");
    expect(text).not.toContain("MISMATCH");
  });
});

describe("HTML readout", () => {
  const { readout, output: html } = runCountsReport(
    counts(
      [
        ["control", 5000, 200],
        ["landing2", 5000, 205],
        ["<b>x</b>", 5000, 265],
      ],
      { weights: [1, 1, 1], experimentKey: "home-variant" },
    ),
    { format: "html" },
  );

  it("shows the same figures as the JSON: rates with intervals, uplift with interval, p-values, verdicts, the sample-ratio check and the phase", () => {
    for (const v of readout.variations) {
      expect(html).toContain(`${(v.rate * 100).toFixed(2)}%`);
      expect(html).toContain(`${(v.rateCi95[0] * 100).toFixed(2)}% to ${(v.rateCi95[1] * 100).toFixed(2)}%`);
    }
    expect(html).toContain("+32.5%");
    expect(html).toContain("+8.7% to +56.3%");
    expect(html).toContain("<td>0.0074</td><td>0.0147</td><td>better than control</td>");
    expect(html).toContain("<td>0.8022</td><td>0.8022</td><td>no significant difference</td>");
    const adj = readout.variations[2]?.uplift?.ci95Adjusted;
    expect(adj?.[0]).toBeLessThan(readout.variations[2]?.uplift?.ci95[0] ?? 0);
    expect(html).toContain(`<td>${signedPct(adj?.[0] ?? 0)} to ${signedPct(adj?.[1] ?? 0)}</td>`);
    expect(html).toContain("Sample ratio OK");
    expect(html).toContain("Phase 1");
    const data = /<script type="application\/json" id="readout-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(data ?? "null")).toEqual(JSON.parse(JSON.stringify(readout)));
  });

  it("is self-contained and accessible: no external reference, charts with text alternatives, tables with headers", () => {
    expect(html).not.toMatch(/https?:|\/\/[a-z]|<link|<img|<iframe|@import|url\(|\ssrc=|\shref=/i);
    expect(html).not.toMatch(/<script(?![^>]*type="application\/json")/);
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html.match(/<svg [^>]*role="img" aria-labelledby="[^"]+-t [^"]+-d"/g)?.length).toBe(2 * (1 + readout.secondaryMetrics.length));
    expect(html).toContain("<desc id=\"primary-uplift-d\">landing2: +2.5% against control");
    expect(html).toContain('<th scope="col">Adjusted p-value</th>');
    expect(html).toContain("@media print");
    // Keys are escaped everywhere, also in the data block.
    expect(html).not.toContain("<b>x</b>");
    expect(html).toContain("&lt;b&gt;x&lt;/b&gt;");
  });

  it("a sample-ratio mismatch is an alert at the top", () => {
    const bad = renderReadoutHtml(runCountsReport(counts([["control", 1000, 40], ["b", 1300, 50]], { weights: [1, 1] }), { format: "json" }).readout);
    expect(bad).toContain('<p class="alert" role="alert">Sample ratio mismatch');
  });
});
