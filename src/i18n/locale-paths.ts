import { isLocale, type Locale, localizedPath } from "./routing";

/** Locale-aware paths for links (server and browser); the browser's hooks are in ./page-location.ts. */

/** Whether `href` is a path on this site (not a full URL, `mailto:`, `#anchor` or `//host`). */
export function isLocalizableHref(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

/** The public address of `href` (a site path, with an optional query and hash) in `locale`; other hrefs unchanged. */
export function getPathname({ href, locale }: { href: string; locale: Locale }): string {
  if (!isLocalizableHref(href)) return href;
  const at = href.search(/[?#]/);
  const pathname = at < 0 ? href : href.slice(0, at);
  return localizedPath(locale, pathname) + (at < 0 ? "" : href.slice(at));
}

/**
 * The path of `publicPath` without its locale prefix ("/fr/pricing" -> "/pricing", "/fr" -> "/"). "/en/..." too:
 * English pages are served from the `/en` route behind a rewrite, and the server may see that path.
 */
export function unlocalizedPath(publicPath: string): string {
  const [, first, ...rest] = publicPath.split("/");
  if (first && isLocale(first)) return `/${rest.join("/")}`;
  return publicPath;
}
