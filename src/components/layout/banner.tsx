import { getTranslations } from "next-intl/server";
import { PILOT } from "@/config/business-constants";
import { Link } from "@/i18n/navigation";

/** Top banner: the 30-Day Performance Pilot. */
export async function Banner() {
  const t = await getTranslations("layout.banner");
  return (
    <div data-testid="announcement-banner" className="bg-brand-900 px-4 py-2 text-center text-sm text-white">
      <p>
        {/* On a phone a shorter line with both goals keeps the banner to two or three lines, so the page's first screen
            stays the page's. */}
        <span className="sm:hidden">{t("short", { hours: PILOT.medianCycleTimeHoursMax, coverage: PILOT.controlCoveragePercentMin })}</span>
        <span className="hidden sm:inline">
          {t("text", { hours: PILOT.medianCycleTimeHoursMax, coverage: PILOT.controlCoveragePercentMin })}
        </span>{" "}
        <Link href="/solutions/30-day-performance-pilot" className="font-semibold whitespace-nowrap underline underline-offset-2">
          {t("cta")}
        </Link>
      </p>
    </div>
  );
}
