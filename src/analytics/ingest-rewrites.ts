/**
 * First-party analytics endpoint: the browser sends PostHog events to
 * `/ingest/*` on the site's own origin and Next forwards them to POSTHOG_HOST
 * (PostHog's documented Next.js reverse proxy), so no third-party host appears
 * in the CSP and ad blockers do not drop funnel events. Next bakes rewrites
 * into the build: POSTHOG_HOST is read when `next build` runs.
 *
 * Kept free of Next imports: next.config.ts loads it.
 */
export function ingestRewrites(posthogHost: string): { source: string; destination: string }[] {
  const host = posthogHost.replace(/\/+$/, "");
  // https://us.i.posthog.com -> https://us-assets.i.posthog.com (static files, on PostHog Cloud only).
  const assets = host.replace(/\/\/([a-z]+)\.i\.posthog\.com$/, "//$1-assets.i.posthog.com");
  return [
    ...(assets !== host ? [{ source: "/ingest/static/:path*", destination: `${assets}/static/:path*` }] : []),
    // PostHog's endpoints end with a slash (/e/, /flags/): kept as sent (routes match strictly).
    { source: "/ingest/:path+/", destination: `${host}/:path+/` },
    { source: "/ingest/:path*", destination: `${host}/:path*` },
  ];
}

/**
 * posthog-js posts to paths with a trailing slash (`/ingest/e/`), and Next's
 * built-in trailing-slash redirect would bounce every batch through a 308.
 * next.config.ts therefore sets `skipTrailingSlashRedirect` (as PostHog's
 * Next.js guide does) and these rules restore Next's redirect, with the same
 * patterns, for every path except `/ingest/*`.
 */
export function trailingSlashRedirects(): { source: string; destination: string; permanent: boolean }[] {
  const notIngest = "(?!\\.well-known(?:/.*)?)(?!ingest/)";
  return [
    { source: `/:file(${notIngest}(?:[^/]+/)*[^/]+\\.\\w+)/`, destination: "/:file", permanent: true },
    { source: `/:notfile(${notIngest}(?:[^/]+/)*[^/\\.]+)/`, destination: "/:notfile", permanent: true },
  ];
}
