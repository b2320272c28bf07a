/**
 * Locale routing without the proxy. English pages keep unprefixed
 * paths (/pricing) and are served from the prerendered /en/... pages through a
 * config rewrite, which is far cheaper than invoking the proxy on every request
 * (a proxy that does nothing halves throughput). Only the locale roots run
 * the proxy (src/proxy.ts), for locale negotiation and the home experiment.
 *
 * Kept free of Next imports: next.config.ts loads it.
 */
import { LINK_MAP, linkMapDestination } from "../config/link-map";
import { DOCUMENT_NAMES, documentRoutePath, documentUrl } from "../documents/document-names";
import { DEFAULT_LOCALE, LOCALES, PREFIXED_LOCALES } from "./locales";

const OTHER_LOCALES = PREFIXED_LOCALES;
// First path segments that are not English pages.
const RESERVED = [...OTHER_LOCALES, "en", "api", "_next", "ingest"];

type Rewrite = { source: string; destination: string };
type Redirect = { source: string; destination: string; permanent: boolean };

/** Every document in every locale: its public URL and the path of the one route that serves it. */
function documentUrls(): { url: string; route: string }[] {
  return LOCALES.flatMap((locale) =>
    DOCUMENT_NAMES.map((name) => ({ url: documentUrl(name, locale, DEFAULT_LOCALE), route: documentRoutePath(name, locale) })),
  );
}

export function localeRewrites(): Rewrite[] {
  return [
    // The PDFs (/security-brief.pdf, /fr/security-brief.pdf ...) are served by src/app/[locale]/documents/[document].
    ...documentUrls().map(({ url, route }) => ({ source: url, destination: route })),
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
    // The desktop header links /login, the mobile menu /signin; both reach one sign-in page.
    { source: "/login", destination: "/sign-in", permanent: false },
    { source: "/signin", destination: "/sign-in", permanent: false },
    { source: `/${localeGroup}/login`, destination: "/:locale/sign-in", permanent: false },
    { source: `/${localeGroup}/signin`, destination: "/:locale/sign-in", permanent: false },
    // Links without a page of their own go to the page serving their intent (src/config/link-map.ts).
    ...LINK_MAP.flatMap((entry) => [
      { source: entry.source, destination: linkMapDestination(entry), permanent: false },
      { source: `/${localeGroup}${entry.source}`, destination: `/:locale${linkMapDestination(entry)}`, permanent: false },
    ]),
    // The PDFs have one URL each: the route's own path sends the visitor there (/en/documents/... goes through /en).
    ...documentUrls()
      .filter(({ route }) => !route.startsWith(`/${DEFAULT_LOCALE}/`))
      .map(({ url, route }) => ({ source: route, destination: url, permanent: true })),
    ...DOCUMENT_NAMES.map((name) => ({
      source: `/documents/${name}`,
      destination: documentUrl(name, DEFAULT_LOCALE, DEFAULT_LOCALE),
      permanent: true,
    })),
  ];
}
