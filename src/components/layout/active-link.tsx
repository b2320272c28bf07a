"use client";

import type { ComponentProps } from "react";
import { getPathname } from "@/i18n/locale-paths";
import { usePageLocale, usePathname } from "@/i18n/page-location";

/**
 * A shell link (see `nav-anchor.tsx`, a plain `<a>`) marked `aria-current="page"` and styled by `activeClassName`
 * while its page is shown: the current path is only known in the browser (the layout is prerendered once per locale).
 */
export function ActiveLink({
  href,
  className,
  activeClassName,
  ...props
}: Omit<ComponentProps<"a">, "href"> & { href: string; activeClassName: string }) {
  const locale = usePageLocale();
  const active = usePathname() === href;
  return (
    <a
      href={getPathname({ href, locale })}
      aria-current={active ? "page" : undefined}
      className={`${className ?? ""} ${active ? activeClassName : ""}`}
      {...props}
    />
  );
}
