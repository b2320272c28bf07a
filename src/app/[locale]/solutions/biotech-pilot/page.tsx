import { setRequestLocale } from "next-intl/server";
import { getFormatter } from "@/i18n/formatter-server";
import { ButtonLink } from "@/components/sections/page-hero";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { CardGrid, CheckList, Section } from "@/components/sections/section";
import { hours, percent } from "@/i18n/formatters";
import { DataTable, StatGrid, StepTimeline } from "@/components/solutions/panel";
import { BEFORE_AFTER_KPIS, DURATIONS, IDEAL_FIT, PILOT } from "@/config/business-constants";
import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";
import { getLooseTranslator } from "@/i18n/translate-server";

const PATH = "/solutions/biotech-pilot";
const SCORECARD_HREF = "/solutions/30-day-performance-pilot";
const BOOK_HREF = "/book-demo?cta=biotech-pilot-hero&goal=faster-close";

export async function generateMetadata(props: LocaleParams) {
  return pageMetadata({ locale: await resolveLocale(props), path: PATH, namespace: "biotechPilot" });
}

/** /solutions/biotech-pilot: the pilot offer for late-stage life-sciences finance leaders. */
export default async function BiotechPilotPage(props: LocaleParams) {
  const locale = await resolveLocale(props);
  setRequestLocale(locale);
  const t = await getLooseTranslator("biotechPilot");
  const format = await getFormatter();
  const kpi = BEFORE_AFTER_KPIS;
  const cards = (key: "whoFor.cards" | "bonus.cards") => t.raw(key) as { title: string; body: string }[];
  const weeks = t.raw("plan.weeks") as unknown[];
  const planValues = {
    entitiesMin: PILOT.legalEntitiesMin,
    entitiesMax: PILOT.legalEntitiesMax,
    volumeMin: percent(format, PILOT.topVendorVolumePercentMin),
    volumeMax: percent(format, PILOT.topVendorVolumePercentMax),
  };

  return (
    <>
      <p role="note" data-testid="pilot-banner" className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950">
        {t("banner", { count: PILOT.biotechPilotStartsThisMonth })}
      </p>
      <PageHero
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title", { hours: hours(format, PILOT.biotechInvoiceHoursMax), days: PILOT.days })}
        lead={t("hero.lead", { days: PILOT.days })}
        primary={{ label: t("hero.primary"), href: BOOK_HREF }}
        secondary={{ label: t("hero.secondary"), href: SCORECARD_HREF }}
      />
      <Section id="who-its-for" title={t("whoFor.title")} intro={t("whoFor.intro")}>
        <CardGrid cards={cards("whoFor.cards")} />
      </Section>
      <Section id="outcomes" title={t("outcomes.title")} intro={t("outcomes.intro", { days: PILOT.days })} tone="muted">
        <StatGrid
          testId="pilot-outcomes"
          items={[
            { label: t("outcomes.medianCycle"), value: t("outcomes.medianCycleValue", { hours: hours(format, PILOT.medianCycleTimeHoursMax) }) },
            { label: t("outcomes.p90Cycle"), value: t("outcomes.p90CycleValue", { hours: hours(format, PILOT.p90CycleTimeHoursMax) }) },
            { label: t("outcomes.coverage"), value: t("outcomes.coverageValue", { percent: percent(format, PILOT.controlCoveragePercentMin) }) },
            {
              label: t("outcomes.emails"),
              value: t("outcomes.emailsValue", {
                min: percent(format, PILOT.vendorEmailReductionPercentMin),
                max: percent(format, PILOT.vendorEmailReductionPercentMax),
              }),
            },
          ]}
        />
      </Section>
      <Section id="plan" title={t("plan.title")} intro={t("plan.intro")}>
        <StepTimeline
          testId="pilot-plan"
          steps={weeks.map((_, index) => ({
            period: t("plan.week", { number: index + 1 }),
            title: t(`plan.weeks.${index}.title`, planValues),
            body: t(`plan.weeks.${index}.body`, planValues),
          }))}
        />
      </Section>
      <Section id="scorecard" title={t("scorecard.title")} intro={t("scorecard.body")} tone="muted">
        <ButtonLink href={SCORECARD_HREF}>{t("scorecard.cta")}</ButtonLink>
      </Section>
      <Section id="guarantee" title={t("guarantee.title")}>
        <div className="rounded-2xl border-2 border-brand-600 bg-brand-50 p-8" data-testid="pilot-guarantee">
          <p className="text-lg text-ink">
            {t("guarantee.body", {
              day: PILOT.guarantee.byDay,
              hours: hours(format, PILOT.guarantee.medianCycleTimeHoursMax),
              deflection: percent(format, PILOT.guarantee.deflectionPercentMin),
            })}
          </p>
          <p className="mt-3 text-sm text-slate-700">{t("guarantee.note")}</p>
        </div>
      </Section>
      <Section id="bonus" title={t("bonus.title")} intro={t("bonus.intro", { days: PILOT.days })} tone="muted">
        <CardGrid cards={cards("bonus.cards")} columns={4} />
      </Section>
      <Section id="included" title={t("included.title")}>
        <CheckList items={t.raw("included.items") as string[]} />
      </Section>
      <Section id="kpis" title={t("kpis.title")} intro={t("kpis.intro")} tone="muted">
        <DataTable
          testId="before-after-kpis"
          caption={t("kpis.title")}
          headers={[t("kpis.metric"), t("kpis.before"), t("kpis.after")]}
          rows={[
            [
              t("kpis.cycleTime"),
              t("kpis.cycleBefore", { min: kpi.cycleTimeDays.beforeMin, max: kpi.cycleTimeDays.beforeMax }),
              t("kpis.cycleAfter", { hours: hours(format, kpi.cycleTimeDays.afterHoursMax) }),
            ],
            [
              t("kpis.emails"),
              t("kpis.emailsBefore", { min: kpi.emailsPer100Invoices.beforeMin, max: kpi.emailsPer100Invoices.beforeMax }),
              t("kpis.emailsAfter", { min: kpi.emailsPer100Invoices.afterMin, max: kpi.emailsPer100Invoices.afterMax }),
            ],
            [
              t("kpis.coverage"),
              t("kpis.coverageBefore", {
                min: percent(format, kpi.controlCoveragePercent.beforeMin),
                max: percent(format, kpi.controlCoveragePercent.beforeMax),
              }),
              t("kpis.coverageAfter", { min: percent(format, kpi.controlCoveragePercent.afterMin) }),
            ],
            [
              t("kpis.touches"),
              t("kpis.touchesBefore"),
              t("kpis.touchesAfter", {
                min: percent(format, kpi.touchesPerInvoiceReductionPercent.min),
                max: percent(format, kpi.touchesPerInvoiceReductionPercent.max),
              }),
            ],
          ]}
        />
      </Section>
      <Section id="scope" title={t("scope.title")} intro={t("scope.intro")}>
        <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-3" data-testid="pilot-scope">
          <div>
            <h3 className="text-lg font-semibold text-ink">{t("scope.idealTitle")}</h3>
            <div className="mt-3">
              <CheckList
                items={[
                  t("scope.ideal.invoices", { count: IDEAL_FIT.invoicesPerMonthMin }),
                  t("scope.ideal.exceptions", { percent: percent(format, IDEAL_FIT.exceptionRatePercentMin) }),
                  t("scope.ideal.entities", { count: IDEAL_FIT.entitiesOrCurrenciesMin }),
                ]}
              />
            </div>
          </div>
          <div>
            <h3 className="text-lg font-semibold text-ink">{t("scope.notIdealTitle")}</h3>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
              <li>{t("scope.notIdeal.invoices", { count: IDEAL_FIT.notIdealInvoicesPerMonthBelow })}</li>
              <li>{t("scope.notIdeal.noErp")}</li>
            </ul>
          </div>
          <div>
            <h3 className="text-lg font-semibold text-ink">{t("scope.slaTitle")}</h3>
            <p className="mt-3 text-slate-700">{t("scope.sla")}</p>
            <h3 className="mt-6 text-lg font-semibold text-ink">{t("scope.excludedTitle")}</h3>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
              {(t.raw("scope.excluded") as string[]).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <h3 className="mt-6 text-lg font-semibold text-ink">{t("scope.prerequisitesTitle")}</h3>
            <div className="mt-3">
              <CheckList items={t.raw("scope.prerequisites") as string[]} />
            </div>
          </div>
        </div>
      </Section>
      <CtaBand
        title={t("cta.title")}
        body={t("cta.body", { demoMinutes: DURATIONS.demoMinutes })}
        primary={{ label: t("cta.primary"), href: "/book-demo?cta=biotech-pilot-footer&goal=faster-close" }}
        secondary={{ label: t("cta.secondary"), href: SCORECARD_HREF }}
      />
    </>
  );
}
