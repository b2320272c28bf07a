import { useParams, usePathname as useNextPathname } from "next/navigation";
import { unlocalizedPath } from "./locale-paths";
import { isLocale, type Locale, routing } from "./routing";

/** Hooks for client components: where the visitor is, without next-intl's client runtime (see ./navigation.ts). */

/** The locale of the page being shown (the `[locale]` route segment; English where there is none). */
export function usePageLocale(): Locale {
  const locale = useParams<{ locale?: string }>()?.locale;
  return isLocale(locale) ? locale : routing.defaultLocale;
}

/** The current page's path without its locale prefix, as `getPathname` takes it. */
export function usePathname(): string {
  return unlocalizedPath(useNextPathname() ?? "/");
}
