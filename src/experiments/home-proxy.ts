/**
 * The home experiment step of the proxy (src/proxy.ts): next-intl negotiates
 * the locale of a locale root (`/`, `/fr`, `/de`, `/es`) and, unless it
 * redirects, its answer is retargeted at the prerendered page of the visitor's
 * variation, keeping next-intl's headers and cookies. Only documented APIs:
 * `NextResponse.rewrite(url, { headers })` on next-intl's response, and request
 * headers for the page passed to next-intl, which forwards them.
 */
import { NextRequest, NextResponse } from "next/server";
import { COOKIES } from "@/config/cookies";
import { serverEnv } from "@/env";
import { routing } from "@/i18n/routing";
import { assignHomeVariant } from "./bucketing";
import { HOME_EXPERIMENT, type HomeVariant, homeVariantPath, parseHomeVariant } from "./definitions";
import { createPayloadSource } from "./payload-source";
import { parseServedCookie, sameAssignment } from "./variant-cookie";
import { experimentCookieOptions, isCrawler, isPrefetch, isVisitorId, newVisitorId, VISITOR_ID_HEADER } from "./visitor";

/** Every cookie of the home experiment (deleted for a visitor without consent when experiments need consent). */
const EXPERIMENT_COOKIES = [COOKIES.visitorId, COOKIES.homeVariant, COOKIES.homeServed, COOKIES.homeSeen, COOKIES.homeCounted] as const;

/** Bucketed responses differ per visitor: a shared cache that stored one would serve it to everyone. */
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

/**
 * The request next-intl and then the page see: the visitor id and its cookie are there on this very request,
 * whether the browser sent the cookie or not. Built before next-intl runs, because next-intl passes the
 * request's headers on to the page (`NextResponse.rewrite(url, { request: { headers } })`).
 */
export function withVisitorHeaders(request: NextRequest, visitorId: string, isNew: boolean): NextRequest {
  const headers = new Headers(request.headers);
  headers.set(VISITOR_ID_HEADER, visitorId);
  if (isNew) headers.set("cookie", [request.headers.get("cookie"), `${COOKIES.visitorId}=${visitorId}`].filter(Boolean).join("; "));
  return new NextRequest(request, { headers });
}

/**
 * next-intl's answer retargeted at `target`, as next-intl documents for an additional rewrite: its response
 * headers (request headers for the page, cookies such as NEXT_LOCALE) are passed along unchanged.
 */
function rewriteTo(i18n: NextResponse, target: URL): NextResponse {
  return NextResponse.rewrite(target, { headers: i18n.headers });
}

/**
 * Runs next-intl's middleware (`handleI18nRouting`) and, unless it redirects, rewrites its answer to the
 * visitor's variant page.
 */
export async function serveHomeVariant(request: NextRequest, handleI18nRouting: (request: NextRequest) => NextResponse): Promise<NextResponse> {
  const locale = rootLocale(request.nextUrl.pathname);
  const forced = parseHomeVariant(request.nextUrl.searchParams.get(HOME_EXPERIMENT.key));

  // Crawlers: the default variation (or a forced one), no cookies, never counted.
  if (isCrawler(request.headers.get("user-agent"))) {
    const i18n = handleI18nRouting(request);
    if (isRedirect(i18n)) return i18n;
    const variant: HomeVariant = forced ?? HOME_EXPERIMENT.defaultVariation;
    const response = rewriteTo(i18n, new URL(homeVariantPath(locale, variant), request.url));
    response.headers.set("cache-control", BUCKETED_CACHE_CONTROL);
    return response;
  }

  const cookieOptions = experimentCookieOptions(serverEnv().NODE_ENV === "production");

  // Consent-gated experiments: without accepted analytics, the default page (or a forced one), no experiment
  // cookie, nothing counted; cookies left from an earlier consent are deleted. Accepting starts the assignment.
  if (serverEnv().EXPERIMENTS_REQUIRE_CONSENT && request.cookies.get(COOKIES.consent)?.value !== "granted") {
    const i18n = handleI18nRouting(request);
    if (isRedirect(i18n)) return i18n;
    const response = rewriteTo(i18n, new URL(homeVariantPath(locale, forced ?? HOME_EXPERIMENT.defaultVariation), request.url));
    for (const name of EXPERIMENT_COOKIES) if (request.cookies.has(name)) response.cookies.set(name, "", { ...cookieOptions, maxAge: 0 });
    response.headers.set("cache-control", BUCKETED_CACHE_CONTROL);
    return response;
  }

  const existingId = request.cookies.get(COOKIES.visitorId)?.value;
  const visitorId = isVisitorId(existingId) ? existingId : newVisitorId();
  const i18n = handleI18nRouting(withVisitorHeaders(request, visitorId, visitorId !== existingId));
  if (isRedirect(i18n)) return i18n;
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
  // A prefetch is not a view: it is served (the page may be shown from it) but not stored. Nothing is counted
  // here: a visitor is counted when a browser shows the page (src/app/api/experiments/view/route.ts).
  const prefetch = isPrefetch(request.headers);

  const response = rewriteTo(i18n, new URL(homeVariantPath(locale, assignment.variant), request.url));

  if (visitorId !== existingId) response.cookies.set(COOKIES.visitorId, visitorId, cookieOptions);
  if (assignment.stickyCookie && !prefetch) response.cookies.set(COOKIES.homeVariant, assignment.stickyCookie, cookieOptions);
  // What the browser reports as the exposure (src/components/analytics/home-exposure-tracker.tsx): written on every
  // response that served the experiment, deleted when this visitor is now outside it.
  if (typeof assignment.servedCookie === "string") response.cookies.set(COOKIES.homeServed, assignment.servedCookie, cookieOptions);
  else if (assignment.servedCookie === null && servedBefore !== null) response.cookies.set(COOKIES.homeServed, "", { ...cookieOptions, maxAge: 0 });
  // The viewed assignment names the variant of leads and events: once this visitor is served outside it (outside
  // the experiment, or another run or variation), it is deleted, so nothing of the old assignment reaches a lead
  // or an event; the browser writes the new one when it shows this page. A forced QA view or a held answer
  // (GrowthBook not answering yet) changes nothing.
  const seenBefore = request.cookies.get(COOKIES.homeSeen)?.value;
  if (seenBefore !== undefined && assignment.source !== "forced" && assignment.source !== "held") {
    if (!sameAssignment(parseServedCookie(seenBefore), assignment.served)) response.cookies.set(COOKIES.homeSeen, "", { ...cookieOptions, maxAge: 0 });
  }
  response.headers.set("cache-control", BUCKETED_CACHE_CONTROL);
  return response;
}
