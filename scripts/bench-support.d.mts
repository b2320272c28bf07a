/** Seconds per measured scenario: BENCH_DURATION (or BENCH_SECONDS), default `fallback` (10). */
export function benchSeconds(fallback?: number): number;
/** The SITE_URL a build was made with (its prerendered English /pricing page's canonical link). */
export function buildSiteUrl(distDir?: string): string;
