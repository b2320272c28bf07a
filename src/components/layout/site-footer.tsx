import { getTranslations } from "next-intl/server";
import { FOOTER_GROUPS } from "@/config/navigation";
import { PRODUCT_NAME, PROVIDER_NAME } from "@/config/site";
import { analyticsEnabled } from "@/components/analytics/analytics-root";
import { CookieSettingsButton } from "@/components/consent/cookie-settings-button";
import { LocaleSwitcher } from "./locale-switcher";
import { NavAnchor } from "./nav-anchor";

export async function SiteFooter() {
  const t = await getTranslations("layout");
  const tConsent = await getTranslations("consent");
  // Prerendered at build time; the year is the build's, refreshed on every deploy.
  const year = new Date().getFullYear();
  return (
    // No margin above: every page ends on a section with its own bottom padding (or the navy closing band), so a
    // margin here only left a white band between the last section's background and the footer.
    <footer className="bg-ink text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{PRODUCT_NAME}</p>
          <p className="mt-2 text-sm">{t("footer.tagline")}</p>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.key} aria-labelledby={`footer-${group.key}`}>
            <h2 id={`footer-${group.key}`} className="text-sm font-semibold text-white">
              {t(`footer.groups.${group.key}`)}
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              {group.links.map((link) => (
                <li key={link.href}>
                  <NavAnchor href={link.href} className="hover:text-white hover:underline">
                    {t(`nav.${link.key}`)}
                  </NavAnchor>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-700">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between">
          <p>{t("footer.copyright", { year, provider: PROVIDER_NAME })}</p>
          <div className="flex flex-wrap items-center gap-4">
            {analyticsEnabled() && <CookieSettingsButton label={tConsent("settings")} />}
            <LocaleSwitcher variant="footer" />
          </div>
        </div>
      </div>
    </footer>
  );
}
