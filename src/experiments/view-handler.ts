/**
 * The visitor count of the home experiment: `POST /api/experiments/view`, sent by
 * the browser once it has shown a home page under an assignment
 * (src/components/analytics/home-exposure-tracker.tsx), the same moment the
 * viewed assignment that leads are attributed with is written. Requests that
 * never render a page (curl, scripts, scanners) never send it, so they are not
 * counted; the proxy counts nothing.
 *
 * It counts the viewed assignment of the request's cookies (`attestra_home_seen`:
 * experiment, bucket version, phase, variation) once per browser and run: the
 * runs already counted are listed in `attestra_home_counted` (no variation, no
 * identifier), which the answer updates. The tally (src/experiments/assignment-counts.ts)
 * is flushed to PostgreSQL without identifiers. Never a 5xx: a request without a
 * valid viewed assignment is answered 400 and counts nothing.
 */
import { COOKIES } from "@/config/cookies";
import { countAssignment } from "./assignment-counts";
import { formatCountedCookie, parseCountedCookie, parseServedCookie, readCookieHeader, runId } from "./variant-cookie";
import { experimentCookieOptions, isCrawler } from "./visitor";

export type ViewHandlerOptions = { requireConsent: boolean; secureCookies: boolean; now?: () => Date };

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", "cache-control": "no-store", ...headers } });
}

export function createViewHandler({ requireConsent, secureCookies, now = () => new Date() }: ViewHandlerOptions) {
  return async function handleView(request: Request): Promise<Response> {
    const cookie = request.headers.get("cookie");
    if (isCrawler(request.headers.get("user-agent"))) return json(200, { counted: false, reason: "crawler" });
    if (requireConsent && readCookieHeader(cookie, COOKIES.consent) !== "granted") return json(200, { counted: false, reason: "no-consent" });
    const seen = parseServedCookie(readCookieHeader(cookie, COOKIES.homeSeen));
    if (!seen) return json(400, { counted: false, reason: "no-viewed-assignment", detail: `No valid ${COOKIES.homeSeen} cookie: nothing to count.` });
    const counted = parseCountedCookie(readCookieHeader(cookie, COOKIES.homeCounted));
    const run = runId(seen);
    if (counted.includes(run)) return json(200, { counted: false, reason: "already-counted" });
    countAssignment(seen, now(), seen.phase);
    const options = experimentCookieOptions(secureCookies);
    const attributes = [`Path=${options.path}`, `Max-Age=${options.maxAge}`, "SameSite=Lax", ...(options.secure ? ["Secure"] : [])].join("; ");
    return json(200, { counted: true }, { "set-cookie": `${COOKIES.homeCounted}=${encodeURIComponent(formatCountedCookie(counted, run))}; ${attributes}` });
  };
}
