import { getTranslations } from "next-intl/server";
import { BOOK_DEMO_HREF, HEADER_ANCHORS, type NavLink, PLATFORM_LINKS, SIGN_IN_HREF, SOLUTION_GROUPS } from "@/config/navigation";
import { Chevron, DESKTOP_ONLY, panelClass, triggerClass } from "./header-controls";
import { NavAnchor } from "./nav-anchor";

const linkClass = "whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink";
const itemClass =
  "block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50";

/** The popover ids of the desktop menus (`header-enhancements.tsx` opens them on hover). */
export const DESKTOP_MENU_IDS = { platform: "nav-platform", solutions: "nav-solutions" } as const;

/**
 * Desktop header navigation: Platform and Solutions disclosure menus, the home page anchors,
 * sign-in and book-a-demo. A server component: the menus are buttons with `popovertarget` and their panels
 * (`header-controls.tsx`), nothing waits for JavaScript.
 */
export async function DesktopNav() {
  const t = await getTranslations("layout");
  const item = (link: NavLink) => (
    <li key={link.href}>
      <NavAnchor href={link.href} className={itemClass}>
        {t(`nav.${link.key}`)}
      </NavAnchor>
    </li>
  );

  return (
    // Pushed to the right: the links, Sign in and Book a demo sit together beside the language menu, the call to
    // action at the header's right end as on peers' sites, not mid-header.
    <nav className={`${DESKTOP_ONLY} ml-auto min-w-0`} aria-label={t("mainNavLabel")}>
      <ul className="flex items-center gap-0.5">
        <li data-hover-menu="">
          <button type="button" popoverTarget={DESKTOP_MENU_IDS.platform} aria-controls={DESKTOP_MENU_IDS.platform} className={`${triggerClass} [anchor-name:--nav-platform]`}>
            {t("platform")} <Chevron />
          </button>
          <div id={DESKTOP_MENU_IDS.platform} popover="auto" className={`${panelClass} w-72 p-2 [position-anchor:--nav-platform] [position-area:bottom_span-right]`}>
            <ul>{PLATFORM_LINKS.map(item)}</ul>
          </div>
        </li>
        <li data-hover-menu="">
          <button type="button" popoverTarget={DESKTOP_MENU_IDS.solutions} aria-controls={DESKTOP_MENU_IDS.solutions} className={`${triggerClass} [anchor-name:--nav-solutions]`}>
            {t("solutions")} <Chevron />
          </button>
          <div
            id={DESKTOP_MENU_IDS.solutions}
            popover="auto"
            // No display utility on a popover itself: it would override the browser's `display: none` while closed.
            className={`${panelClass} w-[44rem] max-w-[calc(100vw-2rem)] p-4 [position-anchor:--nav-solutions] [position-area:bottom_span-right]`}
          >
            <div className="grid grid-cols-3 gap-4">
            {SOLUTION_GROUPS.map((group) => (
              <div key={group.key}>
                <p id={`nav-group-${group.key}`} className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  {t(`groups.${group.key}`)}
                </p>
                <ul aria-labelledby={`nav-group-${group.key}`}>{group.links.map(item)}</ul>
              </div>
            ))}
            </div>
          </div>
        </li>
        {HEADER_ANCHORS.map((link) => (
          <li key={link.href}>
            <NavAnchor href={link.href} className={linkClass}>
              {t(`nav.${link.key}`)}
            </NavAnchor>
          </li>
        ))}
        <li>
          <NavAnchor href={SIGN_IN_HREF} className={linkClass}>
            {t("nav.signIn")}
          </NavAnchor>
        </li>
        <li>
          <NavAnchor
            href={BOOK_DEMO_HREF}
            className="ml-1 inline-block whitespace-nowrap rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {t("nav.bookDemo")}
          </NavAnchor>
        </li>
      </ul>
    </nav>
  );
}
