import { getTranslations } from "next-intl/server";
import { BOOK_DEMO_HREF, MOBILE_LINKS, MOBILE_SIGN_IN_HREF } from "@/config/navigation";
import { ActiveLink } from "./active-link";
import { CloseIcon, MenuIcon, MOBILE_ONLY } from "./header-controls";
import { LocaleSwitcher } from "./locale-switcher";

export const MOBILE_MENU_ID = "mobile-menu";

/**
 * Mobile menu: the menu button and its panel, a disclosure on `popover`
 * (`header-controls.tsx`): it opens and closes without JavaScript, Escape or a tap outside closes it, focus goes back
 * to the button. Selecting a link closes it (a new page, or `header-enhancements.tsx` after a client navigation);
 * the link of the page shown is highlighted.
 */
export async function MobileMenu() {
  const t = await getTranslations("layout");
  return (
    <div className={MOBILE_ONLY}>
      <button
        type="button"
        popoverTarget={MOBILE_MENU_ID}
        aria-controls={MOBILE_MENU_ID}
        aria-label={t("openMenu")}
        className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
      >
        <MenuIcon />
      </button>
      <section
        id={MOBILE_MENU_ID}
        popover="auto"
        aria-labelledby={`${MOBILE_MENU_ID}-title`}
        className="inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-sm overflow-y-auto bg-white p-6 text-ink shadow-xl backdrop:bg-slate-900/40"
      >
        <div className="flex items-center justify-between">
          <p id={`${MOBILE_MENU_ID}-title`} className="text-lg font-semibold">
            {t("menuTitle")}
          </p>
          <button
            type="button"
            popoverTarget={MOBILE_MENU_ID}
            popoverTargetAction="hide"
            aria-label={t("closeMenu")}
            className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t("mobileNavLabel")} className="mt-6">
          <ul className="space-y-1">
            {MOBILE_LINKS.map((link) => (
              <li key={link.href}>
                <ActiveLink
                  href={link.href}
                  className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100"
                  activeClassName="bg-brand-50 text-brand-800"
                >
                  {t(`nav.${link.key}`)}
                </ActiveLink>
              </li>
            ))}
          </ul>
          <div className="mt-6 space-y-3 border-t border-slate-200 pt-6">
            <ActiveLink
              href={MOBILE_SIGN_IN_HREF}
              className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100"
              activeClassName="bg-brand-50 text-brand-800"
            >
              {t("nav.signIn")}
            </ActiveLink>
            <ActiveLink
              href={BOOK_DEMO_HREF}
              className="block rounded-md bg-brand-600 px-3 py-3 text-center text-base font-semibold text-white hover:bg-brand-700"
              activeClassName="ring-2 ring-brand-800 ring-offset-2"
            >
              {t("nav.bookDemo")}
            </ActiveLink>
          </div>
        </nav>
        <div className="mt-6 border-t border-slate-200 pt-6">
          <LocaleSwitcher variant="menu" />
        </div>
      </section>
    </div>
  );
}
