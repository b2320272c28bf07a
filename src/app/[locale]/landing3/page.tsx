import { getTranslations, setRequestLocale } from "next-intl/server";
import { getFormatter } from "@/i18n/formatter-server";
import { ContactForm } from "@/components/forms/contact-form";
import { ButtonLink, PageHero } from "@/components/sections/page-hero";
import { HIGHLIGHTS, Highlights } from "@/components/home/highlights";
import { PilotWeeks, pilotScopeValues } from "@/components/home/pilot-section";
import { ProofBand } from "@/components/home/proof-band";
import { ArchitectureOptions } from "@/components/visuals/architecture-options";
import { ErpPostingScene } from "@/components/visuals/erp-posting-scene";
import { GuaranteeCard } from "@/components/visuals/guarantee-card";
import { InvoiceInspection } from "@/components/visuals/invoice-inspection";
import { OutcomeRanges } from "@/components/sections/outcome-ranges";
import { CheckList, Section } from "@/components/sections/section";
import { ERP_SUPPORT, IDEAL_FIT, PILOT } from "@/config/business-constants";
import { Link } from "@/i18n/navigation";
import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";
import { quarterEnd, timingOf } from "@/lib/timing";
import { percent } from "@/i18n/formatters";

const PLATFORM = ["capture", "verify", "guard", "prove"] as const;

/**
 * The solutions by the header's three groups (role, use case, industry), each with its page's headline (`hero`) as the
 * link's one-line promise: three even columns instead of a flat grid that mixed roles, risks and industries.
 */
const SOLUTION_GROUPS = [
  {
    group: "byRole",
    items: [
      { key: "cfo", href: "/solutions/cfo", hero: "solutionsRole.cfo.hero" },
      { key: "controller", href: "/solutions/controller", hero: "solutionsRole.controller.hero" },
      { key: "cioCiso", href: "/solutions/cio-ciso", hero: "solutionsRole.cioCiso.hero" },
    ],
  },
  {
    group: "byUseCase",
    items: [
      { key: "ach", href: "/solutions/ach-fraud-prevention", hero: "solutionsUseCase.achFraud.hero" },
      { key: "erpGuard", href: "/solutions/erp-posting-guard", hero: "solutionsUseCase.erpGuard.hero" },
      { key: "matching", href: "/solutions/matching-tolerances", hero: "solutionsUseCase.matching.hero" },
    ],
  },
  {
    group: "byIndustry",
    items: [
      { key: "biotech", href: "/solutions/biotech", hero: "solutionsIndustry.biotech.hero" },
      { key: "medDevice", href: "/solutions/med-device", hero: "solutionsIndustry.medDevice.hero" },
      { key: "manufacturing", href: "/solutions/manufacturing", hero: "solutionsIndustry.manufacturing.hero" },
    ],
  },
] as const;

/** Each resource with its one-line note (the home's notes: `home.resourceNotes`). */
const RESOURCES = [
  { key: "roi", href: "/ap-roi-calculator", note: "roi" },
  { key: "fraudCheck", href: "/fraud-readiness-check", note: "fraudCheck" },
  { key: "library", href: "/resources", note: "playbooks" },
] as const;

const linkClass = "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800";
const cardClass = "rounded-xl border border-slate-200 bg-white p-6 shadow-sm";

export async function generateMetadata(props: LocaleParams) {
  // An experiment variant of `/`: canonical to `/`.
  return pageMetadata({ locale: await resolveLocale(props), path: "/landing3", namespace: "landing3", canonicalPath: "/" });
}

/** Home variant 3: platform, solutions, pilot, security, ERP, case study, contact form. */
export default async function Landing3Page(props: LocaleParams) {
  const locale = await resolveLocale(props);
  setRequestLocale(locale);
  const t = await getTranslations("landing3");
  const tCommon = await getTranslations("common");
  const tNotes = await getTranslations("home.resourceNotes");
  const tAll = await getTranslations();
  const tLayout = await getTranslations("layout");
  const tDemo = await getTranslations("bookDemo");
  const format = await getFormatter();
  const percentOf = (value: number) => percent(format, value);
  const scorecard = PILOT.illustrativeScorecard;
  const planValues = {
    days: format.number(PILOT.days),
    next: format.number(PILOT.days + 1),
    entitiesMin: format.number(PILOT.legalEntitiesMin),
    entitiesMax: format.number(PILOT.legalEntitiesMax),
    day: format.number(PILOT.guarantee.byDay),
    hours: format.number(PILOT.guarantee.medianCycleTimeHoursMax),
    deflection: percentOf(PILOT.guarantee.deflectionPercentMin),
  };
  const erpWindow = t("erp.quarterRange", {
    from: ERP_SUPPORT.slatedWindow.fromQuarter,
    to: ERP_SUPPORT.slatedWindow.toQuarter,
    year: String(ERP_SUPPORT.slatedWindow.year),
  });
  // Each example figure beside the pilot goal it is read against, and whether the example meets it (computed from the
  // same constants, so a changed goal or figure cannot leave a stale "met"). The fourth figure has no pilot goal.
  const emailCut = -scorecard.vendorEmailChangePercent;
  const metrics = [
    {
      key: "cycleTime",
      value: t("caseStudy.cycleTimeValue", { hours: format.number(scorecard.cycleTimeHours) }),
      goal: t("caseStudy.goals.cycleTime", { hours: format.number(PILOT.medianCycleTimeHoursMax) }),
      met: scorecard.cycleTimeHours < PILOT.medianCycleTimeHoursMax,
    },
    {
      key: "coverage",
      value: percentOf(scorecard.controlCoveragePercent),
      goal: t("caseStudy.goals.coverage", { coverage: percentOf(PILOT.controlCoveragePercentMin) }),
      met: scorecard.controlCoveragePercent >= PILOT.controlCoveragePercentMin,
    },
    {
      key: "emails",
      // A typographic minus (U+2212, in the font's subset): the hyphen-minus Intl gives in most locales floats short.
      value: format.number(scorecard.vendorEmailChangePercent / 100, { style: "percent", signDisplay: "always" }).replace("-", "\u2212"),
      goal: t("caseStudy.goals.emails", {
        min: format.number(PILOT.vendorEmailReductionPercentMin),
        max: percentOf(PILOT.vendorEmailReductionPercentMax),
      }),
      met: emailCut >= PILOT.vendorEmailReductionPercentMin,
    },
    { key: "deflection", value: percentOf(scorecard.deflectionPercent), goal: t("caseStudy.goals.none"), met: null },
  ] as const;

  return (
    <>
      <PageHero
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        // The 90-day goal and the 30-day pilot in one sentence: the pilot proves the goal first, the rollout completes it.
        lead={t("hero.lead", { days: format.number(PILOT.days) })}
        visual={<InvoiceInspection scenario="verify" />}
        footer={<Highlights keys={HIGHLIGHTS.variant3} label={t("hero.highlightsLabel")} />}
      >
        {/* In-page jumps (fragments), not page links. On a phone both take the full width, label centred, as the other
            homes' hero buttons do. */}
        <div className="mt-8 flex flex-wrap gap-4 max-sm:[&>a]:w-full max-sm:[&>a]:justify-center max-sm:[&>a]:text-center">
          <a href="#contact" data-hero-action="primary" className="inline-flex rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700">
            {t("hero.primary")}
          </a>
          <a
            href="#platform"
            data-hero-action="secondary"
            className="inline-flex rounded-md border border-brand-600 bg-white px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t("hero.secondary")}
          </a>
        </div>
      </PageHero>
      <ProofBand />

      <Section id="platform" title={t("platform.title")} intro={t("platform.intro")}>
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {PLATFORM.map((key, i) => (
            <li key={key} className={cardClass}>
              <p aria-hidden="true" className="text-sm font-bold text-brand-700">
                {format.number(i + 1)}
              </p>
              <h3 className="mt-1 text-lg font-semibold text-ink">{t(`platform.items.${key}.title`)}</h3>
              <p className="mt-2 text-slate-700">{t(`platform.items.${key}.body`)}</p>
            </li>
          ))}
        </ol>
        <Link href="/product" className={`mt-6 inline-flex ${linkClass}`}>
          {t("platform.link")}
        </Link>
      </Section>

      <Section id="solutions" title={t("solutions.title")} intro={t("solutions.intro")} tone="muted">
        <div className="grid gap-6 lg:grid-cols-3">
          {SOLUTION_GROUPS.map(({ group, items }) => (
            <div key={group} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-xs font-bold tracking-wide text-brand-700 uppercase">
                {tLayout(`groups.${group}`)}
              </h3>
              <ul className="mt-3 divide-y divide-slate-200">
                {items.map(({ key, href, hero }) => (
                  <li key={key}>
                    <Link href={href} className="group flex items-start justify-between gap-4 py-4">
                      <span className="min-w-0">
                        <span className="block font-semibold text-brand-800 group-hover:underline">{t(`solutions.links.${key}`)}</span>
                        <span className="mt-1 block text-sm text-slate-700" data-testid="solution-promise">
                          {tAll(`${hero}.title`)}
                        </span>
                      </span>
                      <span aria-hidden="true" className="mt-0.5 flex-none text-brand-700 transition-transform group-hover:translate-x-0.5">
                        →
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Section>

      <Section
        id="pilot"
        title={t("pilot.title")}
        intro={t("pilot.intro", pilotScopeValues(format))}
      >
        {/* As on the other homes (PilotSection): goals and weeks, the guarantee card, then the button; the card held in
            view in the right column from 1024 px. */}
        <div className="grid gap-x-10 gap-y-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
          <div>
            <h3 className="mb-3 font-semibold text-slate-900">{t("pilot.goals.heading")}</h3>
            <CheckList
              items={[
                t("pilot.goals.cycleTime", { hours: format.number(PILOT.medianCycleTimeHoursMax) }),
                t("pilot.goals.coverage", { coverage: percentOf(PILOT.controlCoveragePercentMin) }),
                t("pilot.goals.emails", {
                  min: format.number(PILOT.vendorEmailReductionPercentMin),
                  max: percentOf(PILOT.vendorEmailReductionPercentMax),
                }),
              ]}
            />
            <p className="mt-6 text-slate-700">
              {t("pilot.fit", {
                invoices: format.number(IDEAL_FIT.invoicesPerMonthMin),
                exceptions: percentOf(IDEAL_FIT.exceptionRatePercentMin),
                entities: format.number(IDEAL_FIT.entitiesOrCurrenciesMin),
              })}
            </p>
            <PilotWeeks />
          </div>
          {/* The guarantee beside the pilot's goals and button. */}
          <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
            <GuaranteeCard />
          </div>
          {/* Full width on a phone, as every home's main buttons are. */}
          <div data-testid="landing3-pilot-actions" className="flex flex-wrap gap-4 lg:col-start-1 max-sm:*:w-full max-sm:*:justify-center">
            <ButtonLink href="/solutions/30-day-performance-pilot">{t("pilot.link")}</ButtonLink>
          </div>
        </div>
      </Section>

      <Section id="security" title={t("security.title")} intro={t("security.intro")} tone="muted">
        {/* The controls in two columns, then the three deployment options side by side under them (stacked beside
            five short lines, they left the column of controls half empty at 1440; one column of five short lines
            left the right half empty). */}
        <div className="grid gap-8">
          <div data-testid="landing3-security-points">
            <CheckList items={t.raw("security.points") as string[]} columns={2} />
            <Link href="/security" className={`mt-6 inline-flex ${linkClass}`}>
              {t("security.link")}
            </Link>
          </div>
          <ArchitectureOptions />
        </div>
      </Section>

      <Section id="erp-integration" title={t("erp.title")} intro={t("erp.intro")}>
        <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
          <div>
            {/* The ERP Posting Guard's three guardrails (its page's cards), each with what it means for a payment. */}
            <div data-testid="landing3-erp-guardrails">
              <CheckList items={tAll.raw("solutionsUseCase.erpGuard.features.cards") as { title: string; body: string }[]} />
            </div>
            <p className="mt-6 rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-800">
              <span data-testid="erp-support">{t("erp.support", {
                live: ERP_SUPPORT.live,
                slated: ERP_SUPPORT.slated,
                window: erpWindow,
                timing: timingOf(quarterEnd(ERP_SUPPORT.slatedWindow.year, ERP_SUPPORT.slatedWindow.toQuarter)),
              })}</span>
            </p>
            <Link href="/product#integrations" className={`mt-6 inline-flex ${linkClass}`}>
              {t("erp.link")}
            </Link>
          </div>
          {/* The ERP posting states: parked, payment block, released. */}
          <ErpPostingScene />
        </div>
      </Section>

      <Section id="case-study" title={t("caseStudy.title")} intro={t("caseStudy.intro")} tone="muted">
        <p data-chip data-testid="worked-example-label" className="inline-flex rounded-full bg-slate-200 px-3 py-1 text-xs font-semibold text-slate-900">
          {t("caseStudy.badge")}
        </p>
        {/* Figure, label and goal on rows shared across the cards (subgrid): the goal lines start level whatever a
            label's or goal's length in a locale. */}
        <dl className="mt-6 grid gap-x-4 gap-y-4 sm:grid-cols-2 lg:grid-cols-4">
          {metrics.map((m) => (
            <div key={m.key} data-metric={m.key} className={`row-span-3 grid grid-rows-subgrid gap-y-1 ${cardClass}`}>
              <dt className="text-sm text-slate-700">{t(`caseStudy.metrics.${m.key}`)}</dt>
              <dd className="order-first text-3xl font-bold text-brand-800 tabular-nums">{m.value}</dd>
              {/* The goal it is read against, on the card's foot: the card says what the figure means, not only what it is. */}
              <dd
                data-testid="worked-example-goal"
                className="mt-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-1.5 self-start border-t border-slate-200 pt-3 text-sm text-slate-700"
              >
                <span>{m.goal}</span>
                {m.met ? (
                  <span data-chip className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-emerald-800">
                    <svg viewBox="0 0 16 16" className="h-3.5 w-3.5 flex-none" aria-hidden="true">
                      <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                    </svg>
                    {t("caseStudy.met")}
                  </span>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
        {/* The takeaway, and beside it from 1024 px the planning ranges a full rollout is set against (with their basis):
            the example's pilot figures, then what a CFO plans beyond them. */}
        <div className="mt-8 grid gap-6 lg:grid-cols-2 lg:gap-10">
          <div>
            <p className="max-w-3xl text-lg text-slate-800">{t("caseStudy.takeaway")}</p>
            {/* The takeaway as the three steps it names: request, callback, hold. */}
            {/* Stacked on a phone, each step under a down arrow (without one the steps read as a plain list). */}
            <ol aria-label={t("caseStudy.flow.label")} data-testid="landing3-callback-flow" className="mt-4 flex flex-col gap-1 sm:flex-row sm:items-stretch sm:gap-2">
              {(["request", "callback", "hold"] as const).map((step, index) => (
                <li key={step} className="flex flex-col items-stretch gap-1 sm:flex-1 sm:flex-row sm:items-center sm:gap-2">
                  {index > 0 ? (
                    <span aria-hidden="true" data-flow-arrow className="flex-none self-center leading-none text-slate-500">
                      <span className="sm:hidden">↓</span>
                      <span className="max-sm:hidden">→</span>
                    </span>
                  ) : null}
                  <span
                    className={`flex h-full flex-1 items-center rounded-lg px-3 py-2 text-sm font-semibold ring-1 ${
                      step === "hold" ? "bg-red-50 text-red-900 ring-red-200" : "bg-white text-ink ring-slate-200"
                    }`}
                  >
                    {t(`caseStudy.flow.${step}`)}
                  </span>
                </li>
              ))}
            </ol>
          </div>
          <OutcomeRanges label={t("caseStudy.rangesLabel")} withFraud testId="landing3-outcome-ranges" />
        </div>
        <p className="mt-6 text-sm text-slate-600">{tCommon("illustrative")}</p>
      </Section>

      <Section id="resources" title={t("resources.title")}>
        {/* Titles and notes on shared rows (subgrid): they start level across the row whatever a title's length. */}
        <ul data-testid="resource-cards" className="grid gap-4 sm:grid-cols-3">
          {RESOURCES.map(({ key, href, note }) => (
            <li key={key} className="sm:row-span-2 sm:grid sm:grid-rows-subgrid sm:gap-y-0">
              <Link
                href={href}
                className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-600 sm:row-span-2 sm:grid sm:grid-rows-subgrid sm:gap-y-2"
              >
                <span data-resource-title className="font-semibold text-brand-800 group-hover:underline">
                  {t(`resources.links.${key}`)}
                </span>
                <span data-resource-body className="mt-2 text-sm text-slate-700 sm:mt-0">
                  {tNotes(note)}
                  <span aria-hidden="true" className="ml-1 font-semibold text-brand-700">
                    →
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="contact" title={t("contact.title")} intro={t("contact.intro")} tone="muted">
        <div className="grid gap-8 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <ContactForm page="/landing3" cta="landing3-contact" />
          </div>
          <div className="space-y-6">
            {/* How a 90-day goal starts: the 30-day pilot proves it on the visitor's invoices, then the rollout's own
                phases (the homes' timeline). It fills the column beside the tall form and answers "90 days or 30?". */}
            <div className="rounded-2xl border border-brand-200 bg-white p-6 shadow-sm" data-testid="landing3-ninety-days">
              <h3 className="font-semibold text-ink">{t("contact.plan.title")}</h3>
              <ol className="mt-4 space-y-4 border-l-2 border-brand-100 pl-4">
                {(["pilot", "guarantee", "scale"] as const).map((key) => (
                  <li key={key} className="relative">
                    <span aria-hidden="true" className="absolute top-1.5 -left-[1.4rem] h-2.5 w-2.5 rounded-full bg-brand-600 ring-4 ring-white" />
                    <p className="text-[0.8125rem] font-semibold tracking-wide text-brand-700 uppercase">{t(`contact.plan.${key}.when`, planValues)}</p>
                    <p className="mt-0.5 text-sm text-slate-700">{t(`contact.plan.${key}.body`, planValues)}</p>
                  </li>
                ))}
              </ol>
            </div>
            {/* What a conversation gives the visitor, beside the form (the /book-demo page's list). */}
            <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="font-semibold text-ink">{tDemo("aside.title")}</h3>
              <div className="mt-3">
                <CheckList items={tDemo.raw("aside.items") as string[]} />
              </div>
            </div>
            <ul className="space-y-4">
              <li>
                <Link href="/book-demo?cta=landing3-contact" className={linkClass}>
                  {t("contact.demoLink")}
                </Link>
              </li>
              <li>
                <Link href="/talk-to-expert?topic=general-consultation" className={linkClass}>
                  {t("contact.expertLink")}
                </Link>
              </li>
            </ul>
          </div>
        </div>
      </Section>
    </>
  );
}
