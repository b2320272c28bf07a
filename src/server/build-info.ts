import { BUILD_NOTICE_SETTINGS, BUILD_SITE_URL, NOTICE_SETTINGS, type NoticeSettings } from "@/env";

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

export class NoticeSettingsMismatchError extends Error {}

/**
 * The one start-up value the build's notice still covers: experiments that wait for consent on a build whose notice
 * lists the experiment cookies as set without it. The server then sets fewer cookies than the notice lists, never
 * more (the browser tests start one build both ways). The reverse, and any other retention period, is refused.
 */
function noticeCovers(name: (typeof NOTICE_SETTINGS)[number], built: string | undefined, runtime: number | boolean): boolean {
  return name === "EXPERIMENTS_REQUIRE_CONSENT" && built === "false" && runtime === true;
}

/**
 * The privacy notice (/privacy, prerendered) states the retention periods and whether the experiments wait for
 * consent; the server applies the values it starts with. Start-up with other values than the build's is refused, so
 * the notice never promises what the server does not do (one stricter value is accepted: `noticeCovers`).
 */
export function assertNoticeSettingsMatchBuild(runtime: NoticeSettings, build: string | undefined = BUILD_NOTICE_SETTINGS): void {
  if (!build) return; // `next dev`, tests: nothing was prerendered.
  const built = new Map(build.split(" ").map((pair) => pair.split("=") as [string, string]));
  const differing = NOTICE_SETTINGS.filter((name) => built.get(name) !== String(runtime[name]) && !noticeCovers(name, built.get(name), runtime[name]));
  if (differing.length === 0) return;
  throw new NoticeSettingsMismatchError(
    `${differing.map((name) => `${name}=${runtime[name]}`).join(" ")} differs from this build's ` +
      `${differing.map((name) => `${name}=${built.get(name)}`).join(" ")}: the privacy notice states the build's values. ` +
      "Rebuild with the new values (npm run build) or start with the build's.",
  );
}
