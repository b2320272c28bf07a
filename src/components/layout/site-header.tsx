import { getTranslations } from "next-intl/server";
import { PRODUCT_NAME } from "@/config/site";
import { Link } from "@/i18n/navigation";
import { DesktopNav } from "./desktop-nav";
import { LocaleSwitcher } from "./locale-switcher";
import { MobileMenu } from "./mobile-menu";

export async function SiteHeader() {
  const t = await getTranslations("layout");
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link href="/" className="flex items-center gap-2 text-lg font-bold text-brand-900" aria-label={t("homeLabel")}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7 fill-brand-600">
            <path d="M12 2 3 6v6c0 5 3.8 9.3 9 10 5.2-.7 9-5 9-10V6l-9-4Zm-1 14-4-4 1.4-1.4L11 13.2l4.6-4.6L17 10l-6 6Z" />
          </svg>
          {PRODUCT_NAME}
        </Link>
        <DesktopNav />
        <div className="flex items-center gap-2">
          <div className="hidden lg:block">
            <LocaleSwitcher variant="header" />
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
