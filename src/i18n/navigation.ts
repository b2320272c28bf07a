/**
 * The site's locale-aware navigation, without next-intl's client runtime: the routing is simple (English without a
 * prefix, the other locales under /<locale>, no translated pathnames), so a link's address is `localizedPath`, and
 * the shell's client islands (active links, the locale switcher, the header's menus) need neither the translator nor
 * its ICU message parser. That parser (with next-intl's provider, ~17 kB gzip) then loads only on the pages whose
 * islands translate or format in the browser (forms, calculators), inside their `ScopedMessages`.
 */
export { Link } from "./link";
export { getPathname, isLocalizableHref, unlocalizedPath } from "./locale-paths";
