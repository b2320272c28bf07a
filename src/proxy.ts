import createMiddleware from "next-intl/middleware";
import type { NextRequest } from "next/server";
import { serveHomeVariant } from "./experiments/home-proxy";
import { routing } from "./i18n/routing";

/**
 * Runs only on the locale roots (see `config.matcher`): negotiates the locale on
 * a first visit to `/` (Accept-Language, then the NEXT_LOCALE cookie), then serves
 * the visitor's home variant (src/experiments/home-proxy.ts). Every other page is
 * routed by config rewrites (src/i18n/path-rules.ts): every request the proxy
 * matches runs this function before Next serves anything, which costs
 * throughput on the static pages.
 */
const handleI18nRouting = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  return serveHomeVariant(request, handleI18nRouting);
}

export const config = {
  matcher: ["/", "/(fr|de|es)"],
};
