/**
 * Locale routing without the proxy. English pages keep the spec's unprefixed
 * paths (/pricing) and are served from the prerendered /en/... pages through a
 * config rewrite, which is far cheaper than invoking the proxy on every request
 * (platform notes: a no-op proxy halves throughput). Only the locale roots run
 * the proxy (src/proxy.ts), for locale negotiation and the home experiment.
 *
 * Kept free of Next imports: next.config.ts loads it.
 */
import { LINK_MAP, linkMapDestination } from "../config/link-map";
import { PREFIXED_LOCALES } from "./locales";

const OTHER_LOCALES = PREFIXED_LOCALES;
// First path segments that are not English pages.
const RESERVED = [...OTHER_LOCALES, "en", "api", "_next", "ingest"];

type Rewrite = { source: string; destination: string };
type Redirect = { source: string; destination: string; permanent: boolean };

export function localeRewrites(): Rewrite[] {
  return [
    {
      // Any path whose first segment is not reserved and which has no dot (files: *.pdf, robots.txt).
      source: `/:path((?!(?:${RESERVED.join("|")})(?:/|$))[^.]+)`,
      destination: "/en/:path",
    },
  ];
}

export function localeRedirects(): Redirect[] {
  const localeGroup = `:locale(${OTHER_LOCALES.join("|")})`;
  return [
    // The default locale has no prefix: /en/pricing is /pricing.
    { source: "/en", destination: "/", permanent: true },
    { source: "/en/:path*", destination: "/:path*", permanent: true },
    // Spec section 2: desktop says /login, mobile /signin; both reach one sign-in page.
    { source: "/login", destination: "/sign-in", permanent: false },
    { source: "/signin", destination: "/sign-in", permanent: false },
    { source: `/${localeGroup}/login`, destination: "/:locale/sign-in", permanent: false },
    { source: `/${localeGroup}/signin`, destination: "/:locale/sign-in", permanent: false },
    // Spec links without a page of their own go to the page serving their intent (src/config/link-map.ts).
    ...LINK_MAP.flatMap((entry) => [
      { source: entry.source, destination: linkMapDestination(entry), permanent: false },
      { source: `/${localeGroup}${entry.source}`, destination: `/:locale${linkMapDestination(entry)}`, permanent: false },
    ]),
    // The PDFs exist per locale (/fr/security-brief.pdf is French): no redirect for DOCUMENT_PATHS.
  ];
}
