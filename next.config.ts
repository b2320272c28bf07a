import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { ingestRewrites, trailingSlashRedirects } from "./src/analytics/ingest-rewrites";
import { serverEnv } from "./src/env";
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
  // The embedded database and the pg driver stay out of the server bundle.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "pg"],
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

export default withNextIntl(nextConfig);
