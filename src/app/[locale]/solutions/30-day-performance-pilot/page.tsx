import { getTranslations, setRequestLocale } from "next-intl/server";
import { ScorecardClient } from "@/components/assessments/scorecard-client";
import { ScorecardPilot } from "@/components/assessments/scorecard-pilot";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { ScopedMessages } from "@/components/scoped-messages";
import { PilotGlance, PilotHeroGuarantee } from "@/components/visuals/pilot-glance";
import { DURATIONS, PILOT } from "@/config/business-constants";
import { Link } from "@/i18n/navigation";
import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";

export async function generateMetadata(props: LocaleParams) {
  return pageMetadata({ locale: await resolveLocale(props), path: "/solutions/30-day-performance-pilot", namespace: "scorecard" });
}

/** The AP Ops Scorecard: scoring lives in src/assessments, the island only renders it. */
export default async function ScorecardPage(props: LocaleParams) {
  const locale = await resolveLocale(props);
  setRequestLocale(locale);
  const t = await getTranslations("scorecard");

  return (
    <>
      {/* The pilot at a glance beside the text, in a fixed narrow column that leaves the lead its full measure; the
          scorecard still starts above the fold at 1440x900 in every locale (e2e/assessments.spec.ts). */}
      <PageHero
        compact
        // From 1024 px only: on a phone the card stood between the hero and the first question (a screen and a half of
        // scrolling), and the pilot section below states the same scope, goals and guarantee.
        visual={
          <div className="hidden lg:block" data-testid="pilot-glance-wrapper">
            <PilotGlance />
          </div>
        }
        visualWidth="narrow"
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={t("hero.lead", { min: DURATIONS.quickScoreSecondsMin, max: DURATIONS.quickScoreSecondsMax })}
        // The page is step 1 toward the pilot: the main button starts the scorecard (the browser scrolls to it and focuses
        // it), the second books the pilot's own scoping call (the same booking as the button under the guarantee, with a
        // shorter label so the hero's actions keep to one row and the first question stays above the fold).
        primary={{ label: t("hero.startScorecard"), href: "#scorecard", inPage: true }}
        secondary={{ label: t("hero.scopingCall"), href: "/book-demo?cta=pilot-hero&goal=faster-close" }}
        // Visitors who came for the pilot find its scope, goals and guarantee (below the scorecard) from the first screen.
        actions={
          <Link
            href="/solutions/30-day-performance-pilot#pilot"
            data-testid="scorecard-see-pilot"
            // Below 1024 px the hero's guarantee line (PilotHeroGuarantee) links to the same section instead: the first
            // question stays within a screen and a half (e2e/pilot-pricing.spec.ts).
            className="rounded-sm text-sm font-semibold max-lg:hidden text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            {t("hero.seePilot")}
          </Link>
        }
      >
        <PilotHeroGuarantee />
      </PageHero>
      {/* The hero's main button lands here: focusable (tabIndex -1) so keyboard and screen-reader users start at the
          scorecard, not at the top of the page. */}
      <section
        id="scorecard"
        tabIndex={-1}
        aria-label={t("hero.regionLabel")}
        className="mx-auto max-w-7xl scroll-mt-20 px-4 pb-16 focus:outline-none focus-visible:outline-none sm:px-6"
      >
        <ScopedMessages namespaces={["scorecard", "forms"]}>
          {/* The link to book a demo instead sits at the foot of the question card. */}
          <ScorecardClient />
        </ScopedMessages>
      </section>
      {/* Step 2, the pilot itself: what the visitor provides, what we run, the goals, day 31, and the guarantee beside its
          call to action (the only place the page states it). */}
      {/* On a phone and a tablet the pilot at a glance (the hero's card from 1024 px) leads into step 2: the same rail,
          day 0 to day 31, vertical and full width, between the scorecard and the pilot. */}
      <div className="mx-auto max-w-7xl px-4 pb-12 sm:px-6 lg:hidden" data-testid="pilot-glance-phone-wrapper">
        <div className="mx-auto max-w-xl">
          <PilotGlance variant="phone" />
        </div>
      </div>
      <ScorecardPilot />
      {/* The closing band after the FAQ, at every width: the same booking as the button under the guarantee (its label
          and goal, its own cta tag), and the way back up to the scorecard (the hero's main button's label; an in-page
          anchor, so focus moves to the scorecard). */}
      <CtaBand
        title={t("closing.title", { days: PILOT.days })}
        body={t("closing.body", { minutes: DURATIONS.demoMinutes })}
        primary={{ label: t("pilot.cta"), href: "/book-demo?cta=pilot-page-closing&goal=faster-close" }}
        secondary={{ label: t("hero.startScorecard"), href: "#scorecard", inPage: true }}
      />
    </>
  );
}
