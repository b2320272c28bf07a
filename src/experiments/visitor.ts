/**
 * The pseudonymous visitor id (random, stored with a lead's e-mail) and crawler detection used by the home experiment.
 * Web APIs only (the proxy may run in an edge-like runtime).
 */
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** Request header carrying the visitor id to the app on the request that created it. */
export const VISITOR_ID_HEADER = "x-attestra-visitor-id";

const VISITOR_ID = /^[A-Za-z0-9_-]{16,64}$/;

export function isVisitorId(value: string | null | undefined): value is string {
  return !!value && VISITOR_ID.test(value);
}

export function newVisitorId(): string {
  return crypto.randomUUID();
}

/** Attributes of the first-party experiment cookies (visitor id, home variant). */
export function experimentCookieOptions(secure: boolean) {
  return { path: "/", maxAge: ONE_YEAR_SECONDS, sameSite: "lax" as const, secure, httpOnly: false };
}

/**
 * Known crawlers, link unfurlers and audit tools: they get the default variation,
 * no cookies, and are never counted (GrowthBook examples use the same idea).
 */
const CRAWLER =
  /bot\b|bot\/|crawler|spider|crawling|slurp|bingpreview|mediapartners|adsbot|facebookexternalhit|facebookcatalog|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|telegrambot|skypeuripreview|redditbot|applebot|yandex|baiduspider|duckduckbot|semrush|ahrefs|mj12bot|dotbot|petalbot|bytespider|gptbot|chatgpt-user|claudebot|perplexitybot|ccbot|google-inspectiontool|googleother|chrome-lighthouse|pagespeed|uptimerobot|pingdom|statuscake|site24x7/i;

export function isCrawler(userAgent: string | null | undefined): boolean {
  return !!userAgent && CRAWLER.test(userAgent);
}

/**
 * A speculative request, not a view: Next's router prefetch (`next-router-prefetch`), the browser's
 * `<link rel=prefetch>` / Speculation Rules (`Sec-Purpose: prefetch`, legacy `Purpose`/`X-Moz`).
 */
export function isPrefetch(headers: Headers): boolean {
  if (headers.get("next-router-prefetch")) return true;
  const purpose = headers.get("sec-purpose") ?? headers.get("purpose") ?? headers.get("x-moz") ?? "";
  return /prefetch|prerender/i.test(purpose);
}
