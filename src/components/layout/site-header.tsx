import { getTranslations } from "next-intl/server";
import { BOOK_DEMO_HREF } from "@/config/navigation";
import { PRODUCT_NAME } from "@/config/site";
import { DesktopNav } from "./desktop-nav";
import { HeaderEnhancements } from "./header-enhancements";
import { MOBILE_ONLY } from "./header-controls";
import { LanguageMenu } from "./language-menu";
import { MobileMenu } from "./mobile-menu";
import { NavAnchor } from "./nav-anchor";

/**
 * The site header: a server component whose menus work before and without JavaScript (`header-controls.tsx`).
 * Below the desktop width: logo, the book-a-demo call to action and the menu button.
 */
export async function SiteHeader() {
  const t = await getTranslations("layout");
  return (
    <header data-site-header="" className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <NavAnchor
          href="/"
          className="flex shrink-0 items-center gap-2 text-lg font-bold text-brand-900"
          aria-label={t("homeLabel")}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7 fill-brand-600">
            <path d="M12 2 3 6v6c0 5 3.8 9.3 9 10 5.2-.7 9-5 9-10V6l-9-4Zm-1 14-4-4 1.4-1.4L11 13.2l4.6-4.6L17 10l-6 6Z" />
          </svg>
          <span className="hidden min-[375px]:inline">{PRODUCT_NAME}</span>
        </NavAnchor>
        <DesktopNav />
        <div className="flex items-center gap-2">
          <LanguageMenu />
          <NavAnchor
            href={BOOK_DEMO_HREF}
            className={`${MOBILE_ONLY} whitespace-nowrap rounded-md bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700`}
          >
            {t("nav.bookDemo")}
          </NavAnchor>
          <MobileMenu />
        </div>
      </div>
      <HeaderEnhancements />
    </header>
  );
}
