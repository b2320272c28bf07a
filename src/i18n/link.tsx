"use client";

import NextLink from "next/link";
import { useRouter } from "next/navigation";
import { type ComponentProps, type FocusEvent, forwardRef, type PointerEvent, type TouchEvent } from "react";
import { getPathname } from "./locale-paths";
import { usePageLocale } from "./page-location";

type NextLinkProps = ComponentProps<typeof NextLink>;
type LinkProps = Omit<NextLinkProps, "href"> & { href: string | { pathname: string; query?: Record<string, string> } };

/**
 * The site's link: `next/link` to the page in the current locale (`getPathname`), prefetching on intent instead of
 * on sight. Next prefetches every link that scrolls into view, which on a page load means fetching and evaluating
 * other routes' payloads and code while the page itself is still starting (it showed as Lighthouse blocking time).
 * Here a link prefetches its route when the pointer rests on it, when it gets focus or when a finger touches it:
 * still before the click, and only for the routes the visitor is heading to. An explicit `prefetch` prop is passed
 * through.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { href, prefetch, onPointerEnter, onFocus, onTouchStart, ...props },
  ref,
) {
  const router = useRouter();
  const locale = usePageLocale();
  const localized = typeof href === "string" ? getPathname({ href, locale }) : { ...href, pathname: getPathname({ href: href.pathname, locale }) };
  if (prefetch !== undefined) {
    return <NextLink ref={ref} href={localized} prefetch={prefetch} onPointerEnter={onPointerEnter} onFocus={onFocus} onTouchStart={onTouchStart} {...props} />;
  }

  const warm = () => {
    const pathname = typeof localized === "string" ? localized : localized.pathname;
    if (!pathname.startsWith("/") || pathname.startsWith("//")) return;
    try {
      router.prefetch(pathname);
    } catch {
      // A prefetch is only a head start: the click still navigates.
    }
  };
  return (
    <NextLink
      ref={ref}
      href={localized}
      prefetch={false}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        warm();
        onPointerEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        warm();
        onFocus?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        warm();
        onTouchStart?.(event);
      }}
      {...props}
    />
  );
});
