#!/usr/bin/env node
/**
 * JavaScript budget per prerendered page (docs/performance.md).
 *
 * For every prerendered HTML page in the build output (<distDir>/server/app/**.html,
 * distDir = NEXT_DIST_DIR or .next), sums the gzip size of the JavaScript files it
 * references with <script src> (the `noModule` polyfill, which modern browsers
 * skip, is excluded) and fails when
 * - the shell (the English /pricing page: the shared layout plus a content page with
 *   no client code of its own, what every content page loads) is over SHELL_LIMIT;
 * - a content page is over SHELL_LIMIT + CONTENT_BUDGET, an interactive page over
 *   SHELL_LIMIT + INTERACTIVE_BUDGET.
 * The budgets count from the shell's limit, not from today's measured shell: a lighter
 * shell must not tighten the interactive pages by what they still load themselves
 * (next-intl's message runtime loads only where an island translates in the browser).
 * Inline scripts (React's RSC payload) are part of the HTML and reported in the HTML
 * column, not budgeted.
 *
 * Usage: npm run build && npm run check:bundle   (NEXT_DIST_DIR=.next-x to read another build)
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { gzipSync } from "node:zlib";
// The one place that knows Next's emitted markup (which tags load scripts) is the post-build step.
import { scriptSources } from "./post-build.mjs";

const KB = 1024;
/** The shell's JavaScript, gzip: React, Next's router and the layout's islands (header, consent, analytics). */
export const SHELL_LIMIT = 150 * KB;
export const CONTENT_BUDGET = 25 * KB;
// A validated lead form (react-hook-form + zod + the shared schemas + next-intl's message runtime) adds ~32 kB over the
// measured shell, the two questionnaires with radio groups, collapsibles and their result views ~46-51 kB
// (docs/performance.md).
export const INTERACTIVE_BUDGET = 45 * KB;
const BASELINE = "/pricing";
// The locale list's one source (src/i18n/locales.ts), read as text: this plain Node script cannot import TypeScript.
const LOCALES = JSON.parse(
  /LOCALES = (\[[^\]]*\])/.exec(readFileSync(new URL("../src/i18n/locales.ts", import.meta.url), "utf8"))?.[1] ?? "null",
);
if (!Array.isArray(LOCALES) || LOCALES.length === 0) throw new Error("check-bundle: could not read LOCALES from src/i18n/locales.ts");

/** Pages with forms, calculators, the scorecard, the live demo or the dev mailbox (locale-free paths). */
export const INTERACTIVE_PAGES = [
  "/", // home: live demo
  "/landing2",
  "/landing3",
  "/product", // live demo
  "/book-demo",
  "/talk-to-expert",
  "/fraud-readiness-check",
  "/2026-control-map",
  "/solutions/30-day-performance-pilot", // AP Ops Scorecard
  "/solutions/biotech-pilot",
  "/ap-roi-calculator",
  "/resources", // newsletter form
  "/dev-mailbox",
  "/customer-inquiry-management",
];

const distDir = process.env.NEXT_DIST_DIR || ".next";
const appDir = join(distDir, "server", "app");
if (!existsSync(appDir)) {
  console.error(`No build output in ${appDir}: run \`npm run build\` first (or set NEXT_DIST_DIR).`);
  process.exit(2);
}

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : entry.name.endsWith(".html") ? [path] : [];
  });
}

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipCache.get(file);
}

/** Locale and locale-free path of a prerendered HTML file, or undefined for non-page output. */
function routeOf(file) {
  const parts = relative(appDir, file).slice(0, -".html".length).split(sep);
  if (!LOCALES.includes(parts[0])) return undefined; // _not-found, _global-error
  return { locale: parts[0], path: `/${parts.slice(1).join("/")}` };
}

const pages = [];
for (const file of walk(appDir)) {
  const route = routeOf(file);
  if (!route) continue;
  const html = readFileSync(file);
  const scripts = [...new Set(scriptSources(html.toString("utf8")))];
  let js = 0;
  const missing = [];
  for (const src of scripts) {
    const path = src.split("?")[0];
    if (!path.startsWith("/_next/")) {
      missing.push(src);
      continue;
    }
    const local = join(distDir, path.slice("/_next/".length));
    if (existsSync(local)) js += gzipSize(local);
    else missing.push(src);
  }
  pages.push({ ...route, scripts: scripts.length, js, html: gzipSync(html, { level: 9 }).length, missing });
}

const baseline = pages.find((p) => p.locale === "en" && p.path === BASELINE);
if (!baseline) {
  console.error(`Baseline page ${BASELINE} (en) not found in ${appDir}.`);
  process.exit(2);
}
// A page always loads React and the router: no script found means the HTML's shape changed (a Next upgrade, the
// post-build loader), and every figure below would be a silent zero.
if (baseline.scripts < 3) {
  console.error(`Only ${baseline.scripts} script(s) found on ${BASELINE}: the way pages load their scripts changed (see scriptSources in scripts/post-build.mjs).`);
  process.exit(2);
}

const fmt = (bytes) => `${(bytes / KB).toFixed(1)} kB`;
const failures = [];
if (baseline.js > SHELL_LIMIT) failures.push(`the shell (en ${BASELINE}) is ${fmt(baseline.js)}, over its limit of ${fmt(SHELL_LIMIT)}`);
const rows = [];
for (const page of pages.sort((a, b) => a.path.localeCompare(b.path) || LOCALES.indexOf(a.locale) - LOCALES.indexOf(b.locale))) {
  const interactive = INTERACTIVE_PAGES.includes(page.path);
  const limit = SHELL_LIMIT + (interactive ? INTERACTIVE_BUDGET : CONTENT_BUDGET);
  const delta = page.js - baseline.js;
  const ok = page.js <= limit && page.missing.length === 0;
  if (!ok) {
    failures.push(
      `${page.locale} ${page.path}: ${fmt(page.js)} is over its limit of ${fmt(limit)} (shell ${fmt(SHELL_LIMIT)} + ${fmt(limit - SHELL_LIMIT)})${
        page.missing.length ? `; unresolved scripts: ${page.missing.join(", ")}` : ""
      }`,
    );
  }
  // One row per path (English); other locales only when they fail.
  if (page.locale === "en" || !ok) {
    rows.push({
      page: page.locale === "en" ? page.path : `${page.locale} ${page.path}`,
      kind: interactive ? "interactive" : "content",
      scripts: page.scripts,
      "JS gzip": fmt(page.js),
      "vs shell": `${delta >= 0 ? "+" : ""}${fmt(delta)}`,
      limit: fmt(limit),
      "HTML gzip": fmt(page.html),
      ok: ok ? "yes" : "NO",
    });
  }
}

console.log(
  `JavaScript per prerendered page (${distDir}); shell (${BASELINE}) = ${fmt(baseline.js)} in ${baseline.scripts} scripts, limit ${fmt(SHELL_LIMIT)}`,
);
console.table(rows);
console.log(`${pages.length} prerendered pages checked (${LOCALES.length} locales).`);
if (failures.length) {
  console.error(`\nOver budget:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log("All pages within budget.");
