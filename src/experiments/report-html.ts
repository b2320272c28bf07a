/**
 * `npm run experiment:report -- --format html > report.html`: the readout as one
 * self-contained page. No network (inline CSS and SVG, no fonts, images or
 * scripts to load), readable without JavaScript, printable. Each chart is an
 * SVG with a text alternative and is followed by a table with the same figures
 * as the JSON output, which is also embedded as a data block (`#readout-data`).
 */
import { pct, pValueText, type Readout, settingsLine, signedPct, statusLine, VERDICT_TEXT, type VariationResult, type Verdict } from "./report";

const esc = (s: string | number) =>
  String(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);

const COLOR: Record<Verdict, string> = {
  control: "#1f4e8c",
  better: "#17703a",
  worse: "#b42318",
  inconclusive: "#4d5562",
  "not-enough-data": "#6b7280",
};

const W = 760;
const LABEL = 150;
const PLOT_L = 160;
const PLOT_R = 540;
const ROW = 38;
const TOP = 14;

/** About five round ticks covering [lo, hi]. */
function ticks(lo: number, hi: number): number[] {
  const span = hi - lo || 1;
  const raw = span / 5;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? raw) as number;
  const out: number[] = [];
  for (let t = Math.ceil(lo / step) * step; t <= hi + step * 1e-9; t += step) out.push(Math.abs(t) < step * 1e-9 ? 0 : t);
  return out;
}

type Row = { label: string; point: number; lo: number; hi: number; color: string; dashed: boolean; text: string; sub?: string; outer?: [number, number] };

/** A dot-and-whisker chart: one row per variation, a point with its interval. */
function intervalChart(id: string, title: string, description: string, rows: (Row | { label: string; text: string; sub?: string })[], domain: [number, number], format: (x: number) => string, zeroLine: boolean): string {
  const [d0, d1] = domain;
  const x = (v: number) => PLOT_L + ((v - d0) / (d1 - d0 || 1)) * (PLOT_R - PLOT_L);
  const h = TOP + rows.length * ROW + 34;
  const parts: string[] = [];
  for (const t of ticks(d0, d1)) {
    parts.push(`<line x1="${x(t).toFixed(1)}" x2="${x(t).toFixed(1)}" y1="${TOP - 4}" y2="${h - 28}" class="grid"/>`);
    parts.push(`<text x="${x(t).toFixed(1)}" y="${h - 12}" text-anchor="middle" class="tick">${esc(format(t))}</text>`);
  }
  if (zeroLine && d0 < 0 && d1 > 0) parts.push(`<line x1="${x(0).toFixed(1)}" x2="${x(0).toFixed(1)}" y1="${TOP - 6}" y2="${h - 28}" class="zero"/>`);
  rows.forEach((r, i) => {
    const y = TOP + i * ROW + ROW / 2;
    parts.push(`<text x="${LABEL}" y="${y + 4}" text-anchor="end" class="label">${esc(r.label)}</text>`);
    if ("point" in r) {
      const dash = r.dashed ? ` stroke-dasharray="5 4"` : "";
      if (r.outer) parts.push(`<line x1="${x(r.outer[0]).toFixed(1)}" x2="${x(r.outer[1]).toFixed(1)}" y1="${y}" y2="${y}" stroke="${r.color}" stroke-width="1" stroke-opacity="0.7"/>`);
      parts.push(`<line x1="${x(r.lo).toFixed(1)}" x2="${x(r.hi).toFixed(1)}" y1="${y}" y2="${y}" stroke="${r.color}" stroke-width="3"${dash}/>`);
      for (const end of [r.lo, r.hi]) parts.push(`<line x1="${x(end).toFixed(1)}" x2="${x(end).toFixed(1)}" y1="${y - 7}" y2="${y + 7}" stroke="${r.color}" stroke-width="2"/>`);
      parts.push(`<circle cx="${x(r.point).toFixed(1)}" cy="${y}" r="6" fill="${r.dashed ? "#fff" : r.color}" stroke="${r.color}" stroke-width="2"/>`);
    }
    if (r.sub) parts.push(`<text x="${PLOT_R + 14}" y="${y - 3}" class="value">${esc(r.text)}</text><text x="${PLOT_R + 14}" y="${y + 13}" class="tick">${esc(r.sub)}</text>`);
    else parts.push(`<text x="${PLOT_R + 14}" y="${y + 4}" class="value">${esc(r.text)}</text>`);
  });
  return `<figure>
<svg id="${esc(id)}" viewBox="0 0 ${W} ${h}" width="100%" role="img" aria-labelledby="${esc(id)}-t ${esc(id)}-d">
<title id="${esc(id)}-t">${esc(title)}</title>
<desc id="${esc(id)}-d">${esc(description)}</desc>
${parts.join("\n")}
</svg>
<figcaption>${esc(title)}</figcaption>
</figure>`;
}

function padDomain(lo: number, hi: number, includeZero: boolean): [number, number] {
  let a = includeZero ? Math.min(lo, 0) : lo;
  let b = includeZero ? Math.max(hi, 0) : hi;
  if (a === b) b = a + 0.01;
  const pad = (b - a) * 0.08;
  a -= pad;
  b += pad;
  return [includeZero && lo >= 0 ? Math.max(a, 0) : a, b];
}

function rateChart(id: string, metric: string, variations: VariationResult[]): string {
  const hi = Math.max(...variations.map((v) => v.rateCi95[1]), 0.001);
  const rows: Row[] = variations.map((v) => ({
    label: v.key,
    point: v.rate,
    lo: v.rateCi95[0],
    hi: v.rateCi95[1],
    color: COLOR.control,
    dashed: false,
    text: `${pct(v.rate)} [${pct(v.rateCi95[0])}, ${pct(v.rateCi95[1])}]`,
  }));
  const description = variations.map((v) => `${v.key}: ${pct(v.rate)}, 95% interval ${pct(v.rateCi95[0])} to ${pct(v.rateCi95[1])} (${v.conversions} of ${v.visitors})`).join("; ");
  return intervalChart(id, `${metric}: conversion rate per variation with its 95% interval`, description, rows, [0, padDomain(0, hi, true)[1]], (t) => pct(t, 1), false);
}

function upliftChart(id: string, metric: string, variations: VariationResult[]): string {
  const compared = variations.slice(1);
  const withUplift = compared.filter((v) => v.uplift);
  const outer = (v: VariationResult): [number, number] | undefined => {
    const adj = v.uplift?.ci95Adjusted;
    return adj && v.uplift && (adj[0] < v.uplift.ci95[0] || adj[1] > v.uplift.ci95[1]) ? adj : undefined;
  };
  const lo = Math.min(0, ...withUplift.map((v) => Math.min(v.uplift?.ci95[0] ?? 0, outer(v)?.[0] ?? 0)));
  const hi = Math.max(0, ...withUplift.map((v) => Math.max(v.uplift?.ci95[1] ?? 0, outer(v)?.[1] ?? 0)));
  const rows = compared.map((v) => {
    const verdict = v.verdict === "not-enough-data" ? "not enough data" : VERDICT_TEXT[v.verdict];
    if (!v.uplift) return { label: v.key, text: verdict };
    return {
      label: v.key,
      point: v.uplift.estimate,
      lo: v.uplift.ci95[0],
      hi: v.uplift.ci95[1],
      color: COLOR[v.verdict],
      dashed: v.verdict === "not-enough-data",
      outer: outer(v),
      text: `${signedPct(v.uplift.estimate)} [${signedPct(v.uplift.ci95[0])}, ${signedPct(v.uplift.ci95[1])}]`,
      sub: verdict,
    };
  });
  const control = variations[0]?.key ?? "control";
  const description = compared
    .map((v) => {
      if (!v.uplift) return `${v.key}: ${VERDICT_TEXT[v.verdict]}`;
      const adj = outer(v);
      const corrected = adj ? `, corrected interval ${signedPct(adj[0])} to ${signedPct(adj[1])}` : "";
      return `${v.key}: ${signedPct(v.uplift.estimate)} against ${control}, 95% interval ${signedPct(v.uplift.ci95[0])} to ${signedPct(v.uplift.ci95[1])}${corrected}, ${VERDICT_TEXT[v.verdict]}`;
    })
    .join("; ");
  return intervalChart(id, `${metric}: relative uplift against ${control} with its 95% interval (thin line: the interval corrected for several variations)`, description, rows, padDomain(lo, hi, true), (t) => signedPct(t, 0), true);
}

function metricTable(caption: string, variations: VariationResult[]): string {
  const rows = variations
    .map((v) => {
      const u = v.uplift;
      const verdict = v.reason ? `${VERDICT_TEXT[v.verdict]}: ${v.reason}` : VERDICT_TEXT[v.verdict];
      return `<tr class="v-${v.verdict}"><th scope="row">${esc(v.key)}</th><td>${v.visitors}</td><td>${v.conversions}</td><td>${pct(v.rate)}</td><td>${pct(v.rateCi95[0])} to ${pct(v.rateCi95[1])}</td><td>${u ? signedPct(u.estimate) : "-"}</td><td>${u ? `${signedPct(u.ci95[0])} to ${signedPct(u.ci95[1])}` : "-"}</td><td>${u ? (u.ci95Adjusted ? `${signedPct(u.ci95Adjusted[0])} to ${signedPct(u.ci95Adjusted[1])}` : "unbounded") : "-"}</td><td>${pValueText(v.pValue)}</td><td>${pValueText(v.adjustedPValue)}</td><td>${esc(verdict)}</td></tr>`;
    })
    .join("\n");
  return `<div class="table"><table>
<caption>${esc(caption)}</caption>
<thead><tr><th scope="col">Variation</th><th scope="col">Visitors</th><th scope="col">Conversions</th><th scope="col">Rate</th><th scope="col">Rate 95% interval</th><th scope="col">Uplift</th><th scope="col">Uplift 95% interval</th><th scope="col">Corrected interval</th><th scope="col">p-value</th><th scope="col">Adjusted p-value</th><th scope="col">Verdict</th></tr></thead>
<tbody>
${rows}
</tbody></table></div>`;
}

function metricSection(id: string, heading: string, variations: VariationResult[]): string {
  return `<section aria-labelledby="${id}-h">
<h2 id="${id}-h">${esc(heading)}</h2>
<div class="charts">
${rateChart(`${id}-rate`, heading, variations)}
${upliftChart(`${id}-uplift`, heading, variations)}
</div>
${metricTable(`${heading}: figures`, variations)}
</section>`;
}

function phasesSection(r: Readout): string {
  const phases = r.phases
    .map((p) => {
      const total = p.variations.reduce((n, v) => n + v.visitors, 0);
      const rows = p.variations
        .map((v) => `<tr><th scope="row">${esc(v.key)}</th><td>${v.visitors}</td><td>${total ? pct(v.visitors / total, 1) : "-"}</td><td>${v.expectedShare === null ? "unknown" : pct(v.expectedShare, 1)}</td></tr>`)
        .join("\n");
      const check = p.srm
        ? `<p class="${p.srm.mismatch ? "srm-bad" : "srm-ok"}"><strong>${p.srm.mismatch ? "Sample ratio mismatch" : "Sample ratio OK"}</strong>: chi-square ${p.srm.chiSquare.toFixed(3)} (${p.srm.degreesOfFreedom} df), p = ${p.srm.pValue.toPrecision(3)}${p.srm.mismatch ? " (below 0.001: do not trust the results until the cause is found)" : ""}.</p>`
        : `<p>Weights of this phase unknown: not checked.</p>`;
      const span = p.from ? `, ${esc(p.from)} to ${esc(p.to ?? "")}` : "";
      return `<div class="table"><table>
<caption>Phase ${p.phase}${span}: first assignments against this phase's weights</caption>
<thead><tr><th scope="col">Variation</th><th scope="col">Visitors</th><th scope="col">Observed share</th><th scope="col">Expected share</th></tr></thead>
<tbody>
${rows}
</tbody></table></div>
${check}`;
    })
    .join("\n");
  return `<section aria-labelledby="srm-h"><h2 id="srm-h">Sample ratio check, per phase</h2>
<p>A phase is one traffic split: a weight change starts a new one, and each phase's first assignments are compared with its own weights (chi-square test; mismatch below p = 0.001).</p>
${phases}</section>`;
}

const CSS = `
:root{color-scheme:light;--ink:#1b1f24;--muted:#4d5562;--line:#d0d7de}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:var(--ink);background:#fff}
main{max-width:1040px;margin:0 auto;padding:24px 16px 48px}
h1{font-size:1.6rem;margin:0 0 .25rem}h2{font-size:1.25rem;margin:2rem 0 .5rem;border-bottom:1px solid var(--line);padding-bottom:.25rem}
.meta{color:var(--muted);margin:.1rem 0}
.alert{border:3px solid #b42318;background:#fef3f2;color:#7a1a12;padding:12px 16px;margin:16px 0;font-weight:600}
.charts{display:grid;grid-template-columns:1fr;gap:8px}
figure{margin:0}figcaption{color:var(--muted);font-size:.875rem}
svg{max-width:100%;height:auto;font-size:13px}
svg .label{fill:var(--ink);font-weight:600}svg .value{fill:var(--ink)}svg .tick{fill:var(--muted);font-size:12px}
svg .grid{stroke:#e5e9ee;stroke-width:1}svg .zero{stroke:#1b1f24;stroke-width:1.5}
.table{overflow-x:auto;margin:12px 0}
table{border-collapse:collapse;width:100%;font-size:.9rem;font-variant-numeric:tabular-nums}
caption{text-align:left;font-weight:600;padding:4px 0}
th,td{border:1px solid var(--line);padding:4px 8px;text-align:right;vertical-align:top}
th[scope=row],thead th{text-align:left}thead th{background:#f3f5f7}
td:last-child{text-align:left}
.v-better td:last-child{color:#17703a;font-weight:600}.v-worse td:last-child{color:#b42318;font-weight:600}
.srm-bad{color:#7a1a12;font-weight:600}.srm-ok{color:#17703a}
.notes li{margin:.25rem 0}
footer{color:var(--muted);font-size:.875rem;margin-top:2rem}
@media print{
 body{font-size:10pt}main{max-width:none;padding:0}
 section,figure,table{break-inside:avoid}h2{break-after:avoid}
 .table{overflow:visible}
 *{-webkit-print-color-adjust:exact;print-color-adjust:exact}
}
@page{margin:14mm}
`;

export function renderReadoutHtml(r: Readout): string {
  const data = JSON.stringify(r).replace(/</g, "\\u003c");
  const primaryHeading = `Primary metric: ${r.metric.key}${r.metric.forms ? ` (${r.metric.forms.join(", ")})` : ""}`;
  const alert = r.srmMismatch
    ? `<p class="alert" role="alert">Sample ratio mismatch: visitors are not split as configured. Do not trust these results until the lost or extra assignments are found.</p>`
    : "";
  const phaseText = r.phases.length
    ? r.phases.map((p) => `phase ${p.phase}${p.from ? ` (${p.from} to ${p.to})` : ""}${p.weights ? `: ${p.variations.map((v) => `${v.key} ${v.expectedShare === null ? "?" : pct(v.expectedShare, 1)}`).join(", ")}` : ""}`).join("; ")
    : "none";
  const secondary = r.secondaryMetrics
    .map((m, i) =>
      m.variations.every((v) => v.conversions === 0)
        ? `<section aria-labelledby="m${i + 1}-h"><h2 id="m${i + 1}-h">${esc(`Secondary metric: ${m.key}`)}</h2><p>No conversions in any variation.</p></section>`
        : metricSection(`m${i + 1}`, `Secondary metric: ${m.key}`, m.variations),
    )
    .join("\n");
  const notes = r.notes.length ? `<section aria-labelledby="notes-h"><h2 id="notes-h">Notes</h2><ul class="notes">${r.notes.map((n) => `<li>${esc(n)}</li>`).join("")}</ul></section>` : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Experiment readout: ${esc(r.experimentKey)}</title>
<style>${CSS}</style>
</head>
<body>
<main>
<h1>Experiment readout: ${esc(r.experimentKey)}</h1>
<p class="meta">${esc(statusLine(r))}</p>
<p class="meta">${esc(settingsLine(r))}</p>
<p class="meta">Phases: ${esc(phaseText)}</p>
${alert}
${metricSection("primary", primaryHeading, r.variations)}
${secondary}
${phasesSection(r)}
${notes}
<footer>
<p>Uplift is relative to the first variation (control): (rate of the variation - rate of control) / rate of control, with the delta-method standard error. ${r.settings.test === "sequential" ? "Intervals and p-values are sequential (always valid): they stay valid however often the readout is looked at." : "Intervals and p-values are from a Welch t-test and hold for one look at a planned sample size."} P-values are adjusted for the number of variations (${r.settings.correction === "holm-bonferroni" ? "Holm-Bonferroni" : "Benjamini-Hochberg"}); a verdict needs an adjusted p-value below ${r.settings.alpha} and at least ${r.settings.minConversions} conversions in control or the variation (and one in each). The corrected interval is GrowthBook's: widened so that it excludes 0 exactly when the adjusted p-value is below ${r.settings.alpha}. Rate intervals are 95% Wilson intervals.</p>
</footer>
</main>
<script type="application/json" id="readout-data">${data}</script>
</body>
</html>
`;
}
