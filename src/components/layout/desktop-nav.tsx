"use client";

import { useTranslations } from "next-intl";
import { NavigationMenu } from "radix-ui";
import {
  BOOK_DEMO_HREF,
  HEADER_ANCHORS,
  PLATFORM_LINKS,
  SIGN_IN_HREF,
  SOLUTION_GROUPS,
} from "@/config/navigation";
import { Link } from "@/i18n/navigation";

const triggerClass =
  "group inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink data-[state=open]:bg-slate-100";
const linkClass = "rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink";
const itemClass = "block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800 focus:bg-brand-50";

function Chevron() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 transition-transform group-data-[state=open]:rotate-180">
      <path fill="currentColor" d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
    </svg>
  );
}

/**
 * Desktop header navigation. Radix NavigationMenu gives hover opening plus
 * click and keyboard (Enter/Space/Escape/arrows) with the right ARIA.
 */
export function DesktopNav() {
  const t = useTranslations("layout");
  return (
    <NavigationMenu.Root className="relative hidden lg:flex" aria-label={t("mainNavLabel")}>
      <NavigationMenu.List className="flex items-center gap-1">
        <NavigationMenu.Item>
          <NavigationMenu.Trigger className={triggerClass}>
            {t("platform")} <Chevron />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className="absolute top-full left-0 mt-2 w-72 rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
            <ul>
              {PLATFORM_LINKS.map((link) => (
                <li key={link.href}>
                  <NavigationMenu.Link asChild>
                    <Link href={link.href} className={itemClass}>
                      {t(`nav.${link.key}`)}
                    </Link>
                  </NavigationMenu.Link>
                </li>
              ))}
            </ul>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        <NavigationMenu.Item>
          <NavigationMenu.Trigger className={triggerClass}>
            {t("solutions")} <Chevron />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className="absolute top-full left-0 mt-2 grid w-[40rem] grid-cols-3 gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-lg">
            {SOLUTION_GROUPS.map((group) => (
              <div key={group.key}>
                <p id={`nav-group-${group.key}`} className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  {t(`groups.${group.key}`)}
                </p>
                <ul aria-labelledby={`nav-group-${group.key}`}>
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <NavigationMenu.Link asChild>
                        <Link href={link.href} className={itemClass}>
                          {t(`nav.${link.key}`)}
                        </Link>
                      </NavigationMenu.Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        {HEADER_ANCHORS.map((link) => (
          <NavigationMenu.Item key={link.href}>
            <NavigationMenu.Link asChild>
              <Link href={link.href} className={linkClass}>
                {t(`nav.${link.key}`)}
              </Link>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
        <NavigationMenu.Item>
          <NavigationMenu.Link asChild>
            <Link href={SIGN_IN_HREF} className={linkClass}>
              {t("nav.signIn")}
            </Link>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
        <NavigationMenu.Item>
          <NavigationMenu.Link asChild>
            <Link
              href={BOOK_DEMO_HREF}
              className="ml-2 rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
            >
              {t("nav.bookDemo")}
            </Link>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
