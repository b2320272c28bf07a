import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import createNextIntlPlugin from "next-intl/plugin";
import { ingestRewrites, trailingSlashRedirects } from "./src/analytics/ingest-rewrites";
import { noticeSettings, serverEnv } from "./src/env";
import { localeRewrites, localeRedirects } from "./src/i18n/path-rules";
import { securityHeaders } from "./src/security/headers";

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

const nextConfig: NextConfig = {
  // Build tooling, not app configuration: lets parallel builds use separate output folders (docs/conventions.md).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // PostHog posts to /ingest/e/ (trailing slash); Next's trailing-slash redirect is restored for every other path below.
  skipTrailingSlashRedirect: true,
  reactStrictMode: true,
  // `*.dev.ts` routes (the development mailbox, src/mail/dev-mailbox.ts) exist only under `next dev`.
  pageExtensions: serverEnv().NODE_ENV === "development" ? ["tsx", "ts", "dev.ts"] : ["tsx", "ts"],
  // The embedded database and the pg driver stay out of the server bundle.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "pg", "nodemailer"],
  async rewrites() {
    // /ingest -> PostHog (src/analytics/ingest-rewrites.ts); `ingest` is reserved in the locale rewrite.
    return { beforeFiles: [...ingestRewrites(serverEnv().POSTHOG_HOST), ...localeRewrites()], afterFiles: [], fallback: [] };
  },
  async redirects() {
    return [...trailingSlashRedirects(), ...localeRedirects()];
  },
  async headers() {
    return securityHeaders();
  },
};

// SITE_URL and the settings the privacy notice states (NOTICE_SETTINGS, src/env.ts) are baked into prerendered pages:
// `next build` also inlines them as the build's values, and the server refuses to start with other ones
// (src/server/build-info.ts). Only the build phase sets them.
export default function config(phase: string): NextConfig {
  return withNextIntl({
    ...nextConfig,
    env:
      phase === PHASE_PRODUCTION_BUILD
        ? { ATTESTRA_BUILD_SITE_URL: serverEnv().SITE_URL, ATTESTRA_BUILD_NOTICE_SETTINGS: noticeSettings(serverEnv()) }
        : {},
  });
}
