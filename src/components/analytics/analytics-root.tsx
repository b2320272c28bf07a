import { getLocale, getTranslations } from "next-intl/server";
import { posthogUiHost } from "@/analytics/posthog-config";
import { ConsentBanner } from "@/components/consent/consent-banner";
import { BANNER_ATTRIBUTE, consentBootstrapScript } from "@/components/consent/consent-script";
import { clientEnv, serverEnv } from "@/env";
import { getPathname } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { AnalyticsProvider } from "./analytics-provider";
import { HomeViews } from "./home-views";

/**
 * Analytics and consent for every page (rendered once by the locale layout).
 * Off entirely, with no banner, when NEXT_PUBLIC_POSTHOG_KEY is unset: nothing
 * to consent to. The key is read at build time (pages are prerendered).
 */
export async function AnalyticsRoot() {
  const key = clientEnv.NEXT_PUBLIC_POSTHOG_KEY;
  // Home views are recorded (for leads) even with analytics off; exposures then go nowhere.
  if (!key) return <HomeViews analytics={false} />;
  const t = await getTranslations("consent");
  return (
    <>
      <HomeViews analytics />
      <AnalyticsProvider posthogKey={key} uiHost={posthogUiHost(serverEnv().POSTHOG_HOST)} />
      {/* Before the banner, so the banner is hidden before it is ever painted when the visitor already chose. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script built from constants, no visitor input */}
      <script dangerouslySetInnerHTML={{ __html: consentBootstrapScript() }} />
      {/* Without JavaScript nothing is measured, so there is nothing to consent to. */}
      <noscript>
        <style>{`[${BANNER_ATTRIBUTE}]{display:none}`}</style>
      </noscript>
      <ConsentBanner
        strings={{
          regionLabel: t("regionLabel"),
          title: t("title"),
          description: t("description"),
          privacyLink: t("privacyLink"),
          privacyHref: getPathname({ href: "/privacy", locale: (await getLocale()) as Locale }),
          accept: t("accept"),
          decline: t("decline"),
          currentGranted: t("currentGranted"),
          currentDenied: t("currentDenied"),
        }}
      />
    </>
  );
}

/** Whether the footer shows "Cookie settings". */
export function analyticsEnabled(): boolean {
  return !!clientEnv.NEXT_PUBLIC_POSTHOG_KEY;
}
