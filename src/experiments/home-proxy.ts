/**
 * The home experiment step of the proxy (src/proxy.ts): runs after next-intl
 * has negotiated the locale of a locale root (`/`, `/fr`, `/de`, `/es`) and,
 * unless next-intl redirects, rewrites to the prerendered page of the visitor's
 * variation while keeping next-intl's headers and cookies.
 */
import { type NextRequest, NextResponse } from "next/server";
import { COOKIES } from "@/config/cookies";
import { serverEnv } from "@/env";
import { routing } from "@/i18n/routing";
import { countAssignment } from "./assignment-counts";
import { assignHomeVariant } from "./bucketing";
import { HOME_EXPERIMENT, type HomeVariant, homeVariantPath, parseHomeVariant } from "./definitions";
import { createPayloadSource } from "./payload-source";
import { experimentCookieOptions, isCrawler, isPrefetch, isVisitorId, newVisitorId, VISITOR_ID_HEADER } from "./visitor";

/** Bucketed responses differ per visitor: no shared cache may store them (platform notes, caching trap). */
export const BUCKETED_CACHE_CONTROL = "private, no-cache";

let getPayload: (() => ReturnType<ReturnType<typeof createPayloadSource>>) | undefined;
function payloadSource() {
  if (!getPayload) {
    const env = serverEnv();
    getPayload = createPayloadSource({ clientKey: env.GROWTHBOOK_CLIENT_KEY, apiHost: env.GROWTHBOOK_API_HOST, ttlMs: env.GROWTHBOOK_TTL_SECONDS * 1_000 });
  }
  return getPayload;
}

function isRedirect(response: Response): boolean {
  return response.status >= 300 && response.status < 400 && response.headers.has("location");
}

/** Locale of a locale root: `/` is the default locale (next-intl did not redirect it elsewhere). */
function rootLocale(pathname: string): string {
  const segment = pathname.split("/")[1] ?? "";
  return (routing.locales as readonly string[]).includes(segment) ? segment : routing.defaultLocale;
}

/** Rewrites to `target`, carrying next-intl's response headers, cookies and request-header overrides. */
function rewriteFrom(i18n: NextResponse, request: NextRequest, target: URL, extraRequestHeaders: Record<string, string>) {
  const requestHeaders = new Headers(request.headers);
  i18n.headers.forEach((value, key) => {
    if (key.startsWith("x-middleware-request-")) requestHeaders.set(key.slice("x-middleware-request-".length), value);
  });
  for (const [key, value] of Object.entries(extraRequestHeaders)) requestHeaders.set(key, value);

  const response = NextResponse.rewrite(target, { request: { headers: requestHeaders } });
  i18n.headers.forEach((value, key) => {
    if (key === "set-cookie" || key.startsWith("x-middleware-")) return;
    response.headers.set(key, value);
  });
  for (const cookie of i18n.cookies.getAll()) response.cookies.set(cookie);
  return response;
}

export async function serveHomeVariant(request: NextRequest, i18n: NextResponse): Promise<NextResponse> {
  if (isRedirect(i18n)) return i18n;
  const locale = rootLocale(request.nextUrl.pathname);
  const forced = parseHomeVariant(request.nextUrl.searchParams.get(HOME_EXPERIMENT.key));

  // Crawlers: the default variation (or a forced one), no cookies, never counted.
  if (isCrawler(request.headers.get("user-agent"))) {
    const variant: HomeVariant = forced ?? HOME_EXPERIMENT.defaultVariation;
    const response = rewriteFrom(i18n, request, new URL(homeVariantPath(locale, variant), request.url), {});
    response.headers.set("cache-control", BUCKETED_CACHE_CONTROL);
    return response;
  }

  const existingId = request.cookies.get(COOKIES.visitorId)?.value;
  const visitorId = isVisitorId(existingId) ? existingId : newVisitorId();
  const { payload, status } = await payloadSource()();
  const servedBefore = request.cookies.get(COOKIES.homeServed)?.value ?? null;
  const assignment = assignHomeVariant({
    visitorId,
    payload,
    payloadStatus: status,
    stickyCookie: request.cookies.get(COOKIES.homeVariant)?.value ?? null,
    servedCookie: servedBefore,
    forced,
  });
  // A prefetch is not a view: it is served (the page may be shown from it) but neither stored nor counted;
  // the visitor's next real request hashes to the same variation (same id, same payload) and counts then.
  const prefetch = isPrefetch(request.headers);
  if (assignment.source === "hashed" && assignment.served && !prefetch) countAssignment(assignment.served, new Date(), assignment.phase);

  // The app sees the id (and the variation) on this very request, cookie or not.
  const cookieHeader = [request.headers.get("cookie"), visitorId !== existingId ? `${COOKIES.visitorId}=${visitorId}` : null]
    .filter(Boolean)
    .join("; ");
  const response = rewriteFrom(i18n, request, new URL(homeVariantPath(locale, assignment.variant), request.url), {
    [VISITOR_ID_HEADER]: visitorId,
    cookie: cookieHeader,
  });

  const cookieOptions = experimentCookieOptions(serverEnv().NODE_ENV === "production");
  if (visitorId !== existingId) response.cookies.set(COOKIES.visitorId, visitorId, cookieOptions);
  if (assignment.stickyCookie && !prefetch) response.cookies.set(COOKIES.homeVariant, assignment.stickyCookie, cookieOptions);
  // What the browser reports as the exposure (src/components/analytics/home-exposure.tsx): written on every
  // response that served the experiment, deleted when this visitor is now outside it.
  if (typeof assignment.servedCookie === "string") response.cookies.set(COOKIES.homeServed, assignment.servedCookie, cookieOptions);
  else if (assignment.servedCookie === null && servedBefore !== null) response.cookies.set(COOKIES.homeServed, "", { ...cookieOptions, maxAge: 0 });
  response.headers.set("cache-control", BUCKETED_CACHE_CONTROL);
  return response;
}
