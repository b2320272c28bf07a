import { getTranslations } from "next-intl/server";
import { PILOT } from "@/config/business-constants";
import { getFormatter } from "@/i18n/formatter-server";
import { Link } from "@/i18n/navigation";
import { guaranteeTerms } from "@/components/visuals/guarantee-card";

/**
 * Top banner: the 30-Day Performance Pilot. Its goals and its guarantee are two different things (the guarantee is
 * "under 48 h OR 30 % fewer vendor emails", not the goals), so each is named as what it is. On a phone only the goals,
 * in a shorter line (two lines at most, so the page's first screen stays the page's); the guarantee joins them from
 * 1280 px, where the whole sentence fits one line.
 */
export async function Banner() {
  const t = await getTranslations("layout.banner");
  const format = await getFormatter();
  const goals = { hours: PILOT.medianCycleTimeHoursMax, coverage: PILOT.controlCoveragePercentMin };
  const guarantee = guaranteeTerms(format);
  return (
    <div data-testid="announcement-banner" className="bg-brand-900 px-4 py-2 text-center text-sm text-white">
      <p>
        <span className="sm:hidden">{t("short", goals)}</span>
        <span className="hidden sm:inline">{t("text", goals)}</span>
        <span data-testid="banner-guarantee" className="hidden xl:inline">
          {" "}
          {t("guarantee", guarantee)}
        </span>{" "}
        <Link href="/solutions/30-day-performance-pilot" className="font-semibold whitespace-nowrap underline underline-offset-2">
          {t("cta")}
        </Link>
      </p>
    </div>
  );
}
