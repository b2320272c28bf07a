"use client";

import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { track, writeCookie } from "@/analytics/track";
import { getPathname, usePathname } from "@/i18n/navigation";
import { type Locale, routing } from "@/i18n/routing";

/**
 * Links to the current page in every locale. The proxy only runs on locale
 * roots, so the choice is remembered here in the NEXT_LOCALE cookie that the
 * proxy reads when negotiating `/`.
 */
export function LocaleSwitcher({ variant, onNavigate }: { variant: "list" | "menu" | "footer"; onNavigate?: () => void }) {
  const t = useTranslations("layout.localeSwitcher");
  const current = useLocale();
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
              t(`names.${locale}`),
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <nav aria-label={t("label")} className={variant === "menu" ? "" : "text-sm"}>
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
                <span className="sr-only">{t(`names.${locale}`)}</span>
              </>,
              t(`names.${locale}`),
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
