/**
 * Shared by the benchmark scripts: what a build was made with, so a benchmark starts the server exactly as
 * `npm start` would on that build (the server refuses a SITE_URL other than its build's).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** Seconds per measured scenario: BENCH_DURATION (or BENCH_SECONDS), default 10; `.ci/run` smoke-runs with 2. */
export function benchSeconds(fallback = 10) {
  const value = Number(process.env.BENCH_DURATION ?? process.env.BENCH_SECONDS ?? fallback);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * The SITE_URL a build was made with, read from its prerendered English /pricing page (its canonical link is
 * `<SITE_URL>/pricing`). Throws when there is no such page: run `npm run build` first.
 */
export function buildSiteUrl(distDir = process.env.NEXT_DIST_DIR || ".next") {
  const file = join(distDir, "server", "app", "en", "pricing.html");
  let html;
  try {
    html = readFileSync(file, "utf8");
  } catch {
    throw new Error(`No prerendered page ${file}: run \`npm run build\` (or set NEXT_DIST_DIR) first.`);
  }
  const canonical = /<link rel="canonical" href="([^"]+)\/pricing"/.exec(html)?.[1];
  if (!canonical) throw new Error(`No canonical link in ${file}: cannot tell the build's SITE_URL.`);
  return canonical;
}
