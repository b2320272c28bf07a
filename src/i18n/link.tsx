"use client";

import { type ComponentProps, type FocusEvent, forwardRef, type PointerEvent, type TouchEvent } from "react";
import { intlNavigation } from "./intl-navigation";

const { Link: IntlLink, useRouter } = intlNavigation;
type LinkProps = ComponentProps<typeof IntlLink>;

/**
 * The site's link: next-intl's localized `Link`, prefetching on intent instead of
 * on sight. Next prefetches every link that scrolls into view, which on a page
 * load means fetching and evaluating other routes' payloads and code while the
 * page itself is still starting (it showed as Lighthouse blocking time). Here a
 * link prefetches its route when the pointer rests on it, when it gets focus or
 * when a finger touches it: still before the click, and only for the routes the
 * visitor is heading to. An explicit `prefetch` prop is passed through.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { prefetch, onPointerEnter, onFocus, onTouchStart, ...props },
  ref,
) {
  const router = useRouter();
  if (prefetch !== undefined) return <IntlLink ref={ref} prefetch={prefetch} onPointerEnter={onPointerEnter} onFocus={onFocus} onTouchStart={onTouchStart} {...props} />;

  const warm = () => {
    const { href } = props;
    const pathname = typeof href === "string" ? href : href.pathname;
    if (!pathname || /^[a-z][a-z0-9+.-]*:/i.test(pathname)) return;
    try {
      router.prefetch(pathname, props.locale ? { locale: props.locale } : undefined);
    } catch {
      // A prefetch is only a head start: the click still navigates.
    }
  };
  return (
    <IntlLink
      ref={ref}
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
