/**
 * The experiment readout behind `npm run experiment:report`: per variation the
 * visitors assigned (the proxy's counts), leads by form (only leads whose viewed
 * variation is known; forced QA views never set it), conversion with a 95%
 * Wilson interval, the difference to the first variation with its 95% interval,
 * a two-sided p-value and GrowthBook-style chance to beat control, and a
 * sample-ratio check (chi-square goodness of fit against the weights; GrowthBook
 * warns below p = 0.001). Distributions come from jStat, not hand-written code.
 */
import { jStat } from "jstat";

export const SRM_THRESHOLD = 0.001;

export type ArmInput = { variationKey: string; visitors: number; converted: number; leadsByForm: Record<string, number> };

export type ArmResult = ArmInput & {
  expectedShare: number;
  conversion: number;
  interval: [number, number];
  /** Against the first variation (absent for the first one). */
  vsControl?: { difference: number; interval: [number, number]; pValue: number; chanceToBeatControl: number };
};

export type Report = {
  experimentKey: string;
  since: string | null;
  arms: ArmResult[];
  srm: { chiSquare: number; degreesOfFreedom: number; pValue: number; mismatch: boolean };
};

const Z95 = jStat.normal.inv(0.975, 0, 1);

function wilson(x: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const p = x / n;
  const denom = 1 + (Z95 * Z95) / n;
  const centre = (p + (Z95 * Z95) / (2 * n)) / denom;
  const half = (Z95 * Math.sqrt((p * (1 - p)) / n + (Z95 * Z95) / (4 * n * n))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export function buildReport(experimentKey: string, arms: ArmInput[], weights: number[], since: Date | null = null): Report {
  const total = arms.reduce((n, a) => n + a.visitors, 0);
  const weightSum = weights.reduce((a, b) => a + b, 0) || 1;
  let chiSquare = 0;
  arms.forEach((arm, i) => {
    const expected = (total * (weights[i] ?? 0)) / weightSum;
    if (expected > 0) chiSquare += (arm.visitors - expected) ** 2 / expected;
  });
  const dof = Math.max(1, arms.length - 1);
  const srmP = total > 0 ? 1 - jStat.chisquare.cdf(chiSquare, dof) : 1;
  const control = arms[0];
  const results = arms.map((arm, i): ArmResult => {
    const conversion = arm.visitors ? arm.converted / arm.visitors : 0;
    const result: ArmResult = { ...arm, expectedShare: (weights[i] ?? 0) / weightSum, conversion, interval: wilson(arm.converted, arm.visitors) };
    if (i > 0 && control && control.visitors > 0 && arm.visitors > 0) {
      const p0 = control.converted / control.visitors;
      const d = conversion - p0;
      const se = Math.sqrt((p0 * (1 - p0)) / control.visitors + (conversion * (1 - conversion)) / arm.visitors);
      const pooled = (control.converted + arm.converted) / (control.visitors + arm.visitors);
      const sePooled = Math.sqrt(pooled * (1 - pooled) * (1 / control.visitors + 1 / arm.visitors));
      const pValue = sePooled > 0 ? 2 * (1 - jStat.normal.cdf(Math.abs(d) / sePooled, 0, 1)) : 1;
      result.vsControl = {
        difference: d,
        interval: [d - Z95 * se, d + Z95 * se],
        pValue,
        chanceToBeatControl: se > 0 ? jStat.normal.cdf(d / se, 0, 1) : 0.5,
      };
    }
    return result;
  });
  return {
    experimentKey,
    since: since ? since.toISOString() : null,
    arms: results,
    srm: { chiSquare, degreesOfFreedom: dof, pValue: srmP, mismatch: srmP < SRM_THRESHOLD },
  };
}

const pct = (x: number) => `${(x * 100).toFixed(2)}%`;

export function formatReport(report: Report): string {
  const lines: string[] = [];
  lines.push(`Experiment ${report.experimentKey}${report.since ? ` since ${report.since}` : ""}`);
  lines.push("");
  for (const arm of report.arms) {
    const forms = Object.entries(arm.leadsByForm)
      .sort()
      .map(([f, n]) => `${f} ${n}`)
      .join(", ");
    lines.push(`${arm.variationKey}: ${arm.visitors} visitors (expected share ${pct(arm.expectedShare)}), ${arm.converted} converted`);
    lines.push(`  leads by form: ${forms || "none"}`);
    lines.push(`  conversion ${pct(arm.conversion)} (95% CI ${pct(arm.interval[0])} .. ${pct(arm.interval[1])})`);
    if (arm.vsControl) {
      const v = arm.vsControl;
      lines.push(
        `  vs ${report.arms[0]?.variationKey}: ${v.difference >= 0 ? "+" : ""}${(v.difference * 100).toFixed(2)} pp (95% CI ${(v.interval[0] * 100).toFixed(2)} .. ${(v.interval[1] * 100).toFixed(2)} pp), p = ${v.pValue.toFixed(4)}, chance to beat control ${pct(v.chanceToBeatControl)}`,
      );
    }
  }
  lines.push("");
  const s = report.srm;
  lines.push(`Sample ratio check: chi-square ${s.chiSquare.toFixed(3)} (${s.degreesOfFreedom} df), p = ${s.pValue.toPrecision(3)}`);
  if (s.mismatch) {
    lines.push("");
    lines.push("!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!");
    lines.push(`!!! SAMPLE RATIO MISMATCH (p < ${SRM_THRESHOLD}): visitors are not split as configured.`);
    lines.push("!!! Do not trust these results: find the lost or extra assignments first.");
    lines.push("!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!");
  }
  return lines.join("\n");
}
