import { BUILD_RETENTION, BUILD_SITE_URL, retentionSetting, type ServerEnv } from "@/env";

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

export class RetentionMismatchError extends Error {}

/**
 * RETENTION_* are build-time variables too: the privacy notice (/privacy, prerendered) states the periods, and the
 * daily purge applies the ones the server starts with. Start-up with other values than the build's is refused, so
 * the notice never promises what the purge does not do.
 */
export function assertRetentionMatchesBuild(
  runtime: Pick<ServerEnv, "RETENTION_MONTHS" | "RETENTION_QUARANTINE_DAYS" | "RETENTION_UNCONFIRMED_DAYS">,
  buildRetention: string | undefined = BUILD_RETENTION,
): void {
  if (!buildRetention) return; // `next dev`, tests: nothing was prerendered.
  const current = retentionSetting(runtime);
  if (current !== buildRetention) {
    const [months, quarantineDays, unconfirmedDays] = buildRetention.split("/");
    throw new RetentionMismatchError(
      `RETENTION_MONTHS/RETENTION_QUARANTINE_DAYS/RETENTION_UNCONFIRMED_DAYS are ${current} but this build was made with ` +
        `${buildRetention}: the privacy notice states the build's periods. Rebuild with the new values (npm run build) or ` +
        `start with RETENTION_MONTHS=${months} RETENTION_QUARANTINE_DAYS=${quarantineDays} RETENTION_UNCONFIRMED_DAYS=${unconfirmedDays}.`,
    );
  }
}
