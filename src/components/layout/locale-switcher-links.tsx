"use client";

import type { ReactNode } from "react";
import { track, writeCookie } from "@/analytics/track";
import { getPathname } from "@/i18n/locale-paths";
import { usePageLocale, usePathname } from "@/i18n/page-location";
import { type Locale, routing } from "@/i18n/routing";

export type LocaleSwitcherVariant = "list" | "menu" | "footer";

/**
 * Links to the current page in every locale (the path is only known in the browser: the layout is prerendered once
 * per locale). The proxy only runs on locale roots, so the choice is remembered here in the NEXT_LOCALE cookie that
 * the proxy reads when negotiating `/`. Its words come from the server (`locale-switcher.tsx`).
 */
export function LocaleSwitcherLinks({
  variant,
  label,
  names,
  onNavigate,
}: {
  variant: LocaleSwitcherVariant;
  /** The navigation's accessible name ("Language"). */
  label: string;
  /** Each locale's name in its own language. */
  names: Record<Locale, string>;
  onNavigate?: () => void;
}) {
  const current = usePageLocale();
  const pathname = usePathname();

  function remember(locale: Locale) {
    if (locale !== current) track("locale_switched", { from: current, to: locale });
    const { name, maxAge } = routing.localeCookie as { name: string; maxAge: number };
    writeCookie(name, locale, maxAge);
    onNavigate?.();
  }

  /** The link to the current page in `locale`: a full navigation, the choice remembered on the way. */
  const link = (locale: Locale, className: string, children: ReactNode, title?: string) => (
    <a
      href={getPathname({ href: pathname, locale })}
      lang={locale}
      hrefLang={locale}
      onClick={() => remember(locale)}
      aria-current={locale === current ? "true" : undefined}
      title={title}
      className={className}
    >
      {children}
    </a>
  );

  if (variant === "list") {
    // The header's language menu (`language-menu.tsx`): one language a line, by its own name.
    return (
      <ul className="text-sm">
        {routing.locales.map((locale) => (
          <li key={locale}>
            {link(
              locale,
              `block whitespace-nowrap rounded-md px-3 py-2 ${
                locale === current ? "bg-brand-50 font-semibold text-brand-800" : "text-slate-700 hover:bg-slate-100"
              }`,
              names[locale],
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <nav aria-label={label} className={variant === "menu" ? "" : "text-sm"}>
      <ul className="flex flex-wrap items-center gap-2">
        {routing.locales.map((locale) => (
          <li key={locale}>
            {link(
              locale,
              `inline-block rounded px-2 py-1 font-medium uppercase ${
                locale === current
                  ? "bg-brand-50 text-brand-800 underline underline-offset-2"
                  : variant === "footer"
                    ? "text-slate-300 hover:text-white"
                    : "text-slate-700 hover:bg-slate-100"
              }`,
              <>
                <span aria-hidden="true">{locale}</span>
                <span className="sr-only">{names[locale]}</span>
              </>,
              names[locale],
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
