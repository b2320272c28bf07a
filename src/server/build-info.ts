import { BUILD_SITE_URL } from "@/env";

/**
 * SITE_URL is a build-time variable: canonical URLs, hreflang alternates, Open Graph, the sitemap and
 * robots.txt are prerendered with it. A server started with another value would announce the build's URLs
 * while checking Origins against the new one, so start-up is refused instead (docs/deploy.md).
 */
export class SiteUrlMismatchError extends Error {}

export function assertSiteUrlMatchesBuild(runtimeSiteUrl: string, buildSiteUrl: string | undefined = BUILD_SITE_URL): void {
  if (!buildSiteUrl) return; // `next dev`, tests: nothing was prerendered.
  const normalize = (url: string) => url.replace(/\/+$/, "");
  if (normalize(runtimeSiteUrl) !== normalize(buildSiteUrl)) {
    throw new SiteUrlMismatchError(
      `SITE_URL is ${runtimeSiteUrl} but this build was made with ${buildSiteUrl}: canonical URLs, sitemap and robots.txt ` +
        "are fixed at build time. Rebuild with the new SITE_URL (npm run build) or start with the build's value.",
    );
  }
}
