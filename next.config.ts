import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { localeRewrites, localeRedirects } from "./src/i18n/path-rules";
import { securityHeaders } from "./src/security/headers";

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

const nextConfig: NextConfig = {
  // Build tooling, not app configuration: lets parallel builds use separate output folders (docs/conventions.md).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  reactStrictMode: true,
  // The embedded database and the pg driver stay out of the server bundle.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "pg"],
  async rewrites() {
    return { beforeFiles: localeRewrites(), afterFiles: [], fallback: [] };
  },
  async redirects() {
    return localeRedirects();
  },
  async headers() {
    return securityHeaders();
  },
};

export default withNextIntl(nextConfig);
