import { getTranslations, setRequestLocale } from "next-intl/server";
import { CtaBand } from "@/components/sections/cta-band";
import { OutcomeRanges } from "@/components/sections/outcome-ranges";
import { pilotScopeValues } from "@/components/home/pilot-section";
import { PageHero } from "@/components/sections/page-hero";
import { CostModel } from "@/components/visuals/cost-model";
import { GuaranteeCard, GuaranteeRail, GuaranteeSeal } from "@/components/visuals/guarantee-card";
import { ResponsiveTable } from "@/components/sections/responsive-table";
import { CheckList, Section } from "@/components/sections/section";
import { Link } from "@/i18n/navigation";
import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";
import { StepNumber } from "@/components/sections/step-number";
import { DURATIONS, PILOT } from "@/config/business-constants";
import { getFormatter } from "@/i18n/formatter-server";
import { percent } from "@/i18n/formatters";

const PLANS = ["secure", "intelligence", "enterprise"] as const;
const HIGHLIGHTED: (typeof PLANS)[number] = "intelligence";
/** The pricing FAQ: each answer restates what the plans, the pilot and the guarantees already say (no new terms). */
const FAQ = ["freeTier", "quote", "usage", "pilot", "payments", "terms", "hosting"] as const;

export async function generateMetadata(props: LocaleParams) {
  return pageMetadata({ locale: await resolveLocale(props), path: "/pricing", namespace: "pricing" });
}

export default async function PricingPage(props: LocaleParams) {
  const locale = await resolveLocale(props);
  setRequestLocale(locale);
  const t = await getTranslations("pricing");
  const tRail = await getTranslations("scorecard.pilot.guaranteeRail");
  // The comparison matrix: each plan's own features, and every later plan includes them too (a later plan's card says
  // "Everything in <previous plan>" in its Also-included panel, not in its list).
  const matrixRows = PLANS.flatMap((plan, from) =>
    (t.raw(`plans.${plan}.features`) as string[]).map((feature) => ({ feature, from })),
  );

  const matrix = (testId: string) => (
    <ResponsiveTable
      caption={t("matrix.caption")}
      testId={testId}
      tone="boxed"
      stickyHeader
      // A plan's name whole in its column head: with ticks in the cells the plan columns are only as wide as their
      // heads, which the browser otherwise broke inside the word ("Secur/e").
      headers={[
        t("matrix.feature"),
        ...PLANS.map((plan) => (
          <span key={plan} className="whitespace-nowrap">
            {t(`plans.${plan}.name`)}
          </span>
        )),
      ]}
      rows={matrixRows.map(({ feature, from }) => ({
        key: feature,
        cells: [
          feature,
          ...PLANS.map((plan, i) =>
            i >= from ? (
              // A tick and a dash, the words for screen readers only: 54 cells of bold "Included" hid the differences
              // between the plans.
              <span key={plan} className="inline-flex items-center font-semibold text-signal-700" data-included="true">
                <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 flex-none fill-signal-600">
                  <path d="M8 13.6 4.4 10 3 11.4l5 5 9-9L15.6 6z" />
                </svg>
                <span className="sr-only">{t("matrix.included")}</span>
              </span>
            ) : (
              <span key={plan} className="inline-flex items-center text-slate-600" data-included="false">
                <span aria-hidden="true" className="inline-block w-5 text-center text-lg leading-5">–</span>
                <span className="sr-only">{t("matrix.notIncluded")}</span>
              </span>
            ),
          ),
        ],
      }))}
    />
  );
  const format = await getFormatter();
  const faqValues = {
    days: format.number(PILOT.days),
    ...pilotScopeValues(format),
    hours: format.number(PILOT.guarantee.medianCycleTimeHoursMax),
    deflection: percent(format, PILOT.guarantee.deflectionPercentMin),
    day: format.number(PILOT.guarantee.byDay),
  };

  return (
    <>
      <PageHero
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={t("hero.lead")}
        primary={{ label: t("cta.primary"), href: "/book-demo?cta=pricing-hero" }}
        secondary={{ label: t("cta.secondary"), href: "/talk-to-expert?cta=pricing-hero" }}
        visual={<CostModel />}
      >
        {/* The three plans by name in the first screen, each a link to its card (a buyer sees what there is to choose
            before the cost model and the plan section's intro); the recommended one marked as on its card. */}
        <nav aria-labelledby="hero-plans-label" data-testid="hero-plans" className="mt-6">
          <p id="hero-plans-label" className="text-sm font-semibold text-slate-700">
            {t("hero.plansLabel")}
          </p>
          {/* On a phone the three share one row (in a wrapping row, "Enterprise" stood alone on a second line), the
              recommended one a little wider, its mark a small line above its name inside the chip (riding on the
              chip's top edge it read as a badge stuck on the border), the three of one height; the arrows left out.
              From 640 px a row of pill chips, the mark a badge beside the name. */}
          <ul className="mt-2 grid grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)_minmax(0,1fr)] gap-1.5 min-[375px]:gap-2 sm:flex sm:flex-wrap">
            {PLANS.map((plan) => (
              <li key={plan} className="min-w-0">
                <a
                  href={`#plan-${plan}`}
                  data-hero-plan={plan}
                  className={`flex min-h-11 items-center justify-center border px-1 text-xs font-semibold hover:bg-brand-50 max-sm:h-full max-sm:flex-col max-sm:rounded-xl max-sm:py-1.5 min-[375px]:px-2 min-[375px]:text-sm sm:inline-flex sm:gap-2 sm:rounded-full sm:px-4 ${
                    plan === HIGHLIGHTED ? "border-brand-600 bg-white text-brand-800" : "border-slate-300 bg-white text-ink"
                  }`}
                >
                  {t(`plans.${plan}.name`)}
                  {plan === HIGHLIGHTED ? (
                    <span
                      data-hero-plan-mark
                      className="whitespace-nowrap max-sm:order-first max-sm:text-[0.6875rem] max-sm:leading-4 max-sm:font-bold max-sm:text-brand-700 sm:rounded-full sm:bg-brand-600 sm:px-2 sm:py-0.5 sm:text-xs sm:text-white"
                    >
                      {t("plans.highlight")}
                    </span>
                  ) : null}
                  <span aria-hidden="true" className="max-sm:hidden">
                    ↓
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {/* The basis of "pay for themselves": the ROI guarantee's terms, no payback period promised. */}
        <p data-basis className="mt-6 max-w-2xl border-l-2 border-brand-200 pl-3 text-sm text-slate-600">
          {t("heroBasis")}{" "}
          <a href="#roi-guarantee" className="inline-block font-semibold whitespace-nowrap text-brand-700 underline underline-offset-4 hover:text-brand-800">
            {t("guarantee.title")}
            <span aria-hidden="true"> ↓</span>
          </a>
        </p>
      </PageHero>
      <Section id="plans" title={t("plans.title")} intro={t("plans.intro")}>
        {/* The quote, said once for all three plans: its two parts drawn as in the hero's cost model (no figures). */}
        <div
          data-testid="plans-quote"
          className="mb-10 flex flex-col gap-3 rounded-2xl border border-slate-200 bg-slate-50 px-6 py-4 lg:flex-row lg:items-center lg:gap-6"
        >
          <p className="w-fit flex-none rounded-full bg-white px-3 py-1 text-xs font-bold text-slate-800 uppercase ring-1 ring-slate-200">
            {t("plans.quoteLabel")}
          </p>
          <p className="min-w-0 text-lg leading-snug font-bold text-ink">{t("plans.quote")}</p>
          <p className="sr-only">{t("plans.priceModel")}</p>
          {/* The quote's two parts, drawn as in the hero's cost model, at the bar's right end from 1024 px. */}
          <p aria-hidden="true" className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700 lg:ml-auto lg:flex-none">
            <span className="inline-flex items-center gap-1.5">
              <span className="h-3 w-3 flex-none rounded-sm bg-brand-700" />
              {t("plans.feePart")}
            </span>
            {/* The plus stays with the part it adds: never alone at a line's end. */}
            <span className="inline-flex items-center gap-x-2">
              <span className="font-bold text-slate-500">+</span>
              <span className="inline-flex items-center gap-1.5">
                <span className="h-3 w-3 flex-none rounded-sm border-[1.5px] border-dashed border-brand-600 bg-brand-100" />
                {t("plans.usagePart")}
              </span>
            </span>
          </p>
        </div>
        {/* From 1024 px the three cards share their rows (subgrid): name, tagline, price line and button start at the same
            height in every card, whatever a locale's label lengths (e2e/pilot-pricing.spec.ts). The button sits under the
            price, and the features close the card: each card's frame is drawn by its rows, and the cards end level (the
            features row stretches), with no box pinned to the foot to leave a hole above it. */}
        <ul className="grid gap-6 lg:grid-cols-3 lg:grid-rows-[repeat(6,auto)] lg:gap-x-6 lg:gap-y-0">
          {PLANS.map((plan, planIndex) => {
            const highlighted = plan === HIGHLIGHTED;
            // The card's frame, drawn piece by piece: sides on every row, the top on the first, the bottom on the last.
            const frame = highlighted ? "border-brand-600 border-x-2 bg-white" : "border-slate-200 border-x bg-white";
            const edge = highlighted ? "border-t-2" : "border-t";
            const foot = highlighted ? "border-b-2" : "border-b";
            return (
              <li
                key={plan}
                data-plan={plan}
                className="relative flex flex-col lg:row-span-6 lg:grid lg:grid-rows-subgrid lg:gap-y-0"
                aria-labelledby={`plan-${plan}`}
              >
                {highlighted ? (
                  <p data-chip className="absolute -top-3 left-7 z-10 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
                    {t("plans.highlight")}
                  </p>
                ) : null}
                <h3 id={`plan-${plan}`} className={`scroll-mt-24 rounded-t-2xl px-7 pt-7 text-2xl font-bold text-ink ${frame} ${edge}`}>
                  {t(`plans.${plan}.name`)}
                </h3>
                <p className={`px-7 pt-2 text-slate-700 ${frame}`}>{t(`plans.${plan}.tagline`)}</p>
                {/* What differs: the plan's additions over the plan before it (the quote itself is stated once, above). */}
                <div className={`px-7 pt-5 ${frame}`}>
                  <div data-testid="plan-adds" className="h-full border-y border-slate-200 py-4">
                    <p className="text-xs font-bold tracking-wide text-slate-600 uppercase">{t(`plans.${plan}.addsLabel`)}</p>
                    <p className="mt-1 leading-snug font-semibold text-ink">{t(`plans.${plan}.adds`)}</p>
                  </div>
                </div>
                <div className={`flex flex-col px-7 pt-5 ${frame}`}>
                  <Link
                    data-testid="plan-cta"
                    href={{ pathname: "/book-demo", query: { cta: `pricing-${plan}` } }}
                    className={`inline-flex flex-1 items-center justify-center rounded-md px-4 py-3 text-center font-semibold text-balance ${
                      highlighted ? "border border-brand-600 bg-brand-600 text-white hover:bg-brand-700" : "border border-brand-600 text-brand-700 hover:bg-brand-50"
                    }`}
                  >
                    {t(`plans.${plan}.cta`)}
                  </Link>
                </div>
                <div data-testid="plan-features" className={`flex flex-col px-7 pt-6 pb-6 ${frame}`}>
                  <div className={planIndex > 0 ? "mb-5" : ""}>
                    <CheckList items={t.raw(`plans.${plan}.features`) as string[]} />
                  </div>
                  {/* "Everything in <previous plan>", spelled out: what each plan before this one adds (their own "adds"
                      lines, no new claim). A later plan lists fewer features of its own, so this fills the room its
                      shorter list left. The panel is sized to its text and follows the list directly: any room a longer list
                      leaves stays at the foot of the card's features, never as a gap between a list and its panel or an
                      empty stretch inside the panel (e2e/cards-fill.spec.ts, e2e/goals-guarantee-review.spec.ts). */}
                  {planIndex > 0 ? (
                    <div data-testid="plan-inherited" className="flex flex-col rounded-xl bg-slate-50 p-4 text-sm ring-1 ring-slate-200">
                      <p className="text-xs font-bold tracking-wide text-slate-600 uppercase">{t("plans.inheritedLabel")}</p>
                      <ul className="mt-2 space-y-2">
                        {PLANS.slice(0, planIndex).map((earlier) => (
                          <li key={earlier} className="text-slate-700">
                            <span className="font-semibold text-ink">{t(`plans.${earlier}.name`)}</span>
                            {" · "}
                            {t(`plans.${earlier}.adds`)}
                          </li>
                        ))}
                      </ul>
                      {/* The panel's foot: where every feature of every plan is listed side by side. */}
                      <a href="#compare-plans" className="pt-3 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
                        {t("plans.compareLink")}
                        <span aria-hidden="true"> ↓</span>
                      </a>
                    </div>
                  ) : null}
                </div>
                {/* The card's recap, on the last shared row: who the plan fits, what it adds over the plan before it,
                    and the ROI guarantee that comes with it (e2e/pricing-pilot-polish.spec.ts). */}
                <div className={`rounded-b-2xl px-7 pb-5 ${frame} ${foot}`}>
                  <div data-testid="plan-recap" className={`flex h-full flex-col rounded-xl p-4 text-sm ${highlighted ? "bg-brand-50" : "bg-slate-50"}`}>
                    <dl className="mb-4">
                      <dt className="text-xs font-bold tracking-wide text-slate-600 uppercase">{t("plans.recap.fits")}</dt>
                      <dd className="mt-1 text-slate-800">{t(`plans.${plan}.fits`)}</dd>
                    </dl>
                    {/* Pinned to the panel's foot: the three guarantee lines sit level whatever the text above. */}
                    <p data-testid="plan-recap-guarantee" className="mt-auto flex items-center gap-2 border-t border-slate-200 pt-3 font-semibold text-ink">
                      <GuaranteeSeal className="h-6 w-6" />
                      {t("plans.recap.guarantee")}
                    </p>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
        {/* The ROI guarantee once, for every plan: a ribbon under the three cards (its terms in #roi-guarantee). */}
        <p
          data-testid="plan-guarantee"
          className="mt-6 flex flex-col items-start gap-3 rounded-2xl border border-brand-100 bg-brand-50 px-6 py-4 text-brand-900 sm:flex-row sm:items-center"
        >
          <GuaranteeSeal className="h-9 w-9" />
          <span className="min-w-0 flex-1">
            <strong className="font-semibold text-ink">{t("ribbon.title")}</strong> {t("ribbon.body")}
            {/* The pilot guarantee on a row of its own, labelled like the ROI guarantee: its targets and what happens if
                they are missed. */}
            <span data-testid="plan-guarantee-remedy" className="mt-2 block">
              <strong className="font-semibold text-ink">{t("ribbon.pilotTitle")}</strong>{" "}
              {t("ribbon.pilot", { day: faqValues.day, hours: faqValues.hours, deflection: faqValues.deflection })}
            </span>
          </span>
          <a href="#roi-guarantee" className="font-semibold whitespace-nowrap text-brand-700 underline underline-offset-4 hover:text-brand-800">
            {t("ribbon.link")}
            <span aria-hidden="true"> ↓</span>
          </a>
        </p>
        {/* Payments are an optional module with any plan, not a plan's inclusion: an add-on line of its own. */}
        <div data-testid="plan-payments" className="mt-4 flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white px-6 py-4 sm:flex-row sm:items-center sm:gap-4">
          <p className="w-fit flex-none rounded-full bg-slate-100 px-3 py-1 text-xs font-bold text-slate-800 uppercase">{t("paymentsChip")}</p>
          <p className="min-w-0 text-slate-700">{t("payments")}</p>
        </div>
      </Section>
      <Section id="how-pricing-works" title={t("model.title")} intro={t("model.intro")} tone="muted">
        {/* What a quote depends on, as the FAQ states it: the plan, the invoice volume and the legal entities. */}
        <div className="mb-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          <p className="font-semibold text-ink">{t("model.driversLabel")}</p>
          <ul data-testid="quote-drivers" className="flex flex-wrap gap-2">
            {(["plan", "volume", "entities"] as const).map((key, i) => (
              <li key={key} className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white py-1.5 pr-4 pl-1.5 font-semibold text-brand-900">
                <StepNumber n={i + 1} size="sm" />
                {t(`model.drivers.${key}`)}
              </li>
            ))}
          </ul>
        </div>
        {/* The quote's two parts, two cards (the intro says "two parts"); that there is no free tier is a note under
            them, not a third card that read as a third part. */}
        <dl data-testid="model-cards" className="grid gap-6 md:grid-cols-2">
          {(["platformFee", "usage"] as const).map((key) => (
            <div key={key} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm" data-model={key}>
              {/* The two parts keep the swatches of the hero's cost model and the plans' price lines. */}
              <dt className="flex items-center gap-2 font-semibold text-ink">
                {key === "platformFee" ? <span aria-hidden="true" className="h-3.5 w-3.5 flex-none rounded-sm bg-brand-700" /> : null}
                {key === "usage" ? (
                  <span aria-hidden="true" className="h-3.5 w-3.5 flex-none rounded-sm border-[1.5px] border-dashed border-brand-600 bg-brand-100" />
                ) : null}
                {t(`model.${key}.title`)}
              </dt>
              <dd className="mt-2 text-slate-700">{t(`model.${key}.body`)}</dd>
            </div>
          ))}
        </dl>
        <p data-testid="model-no-free-tier" className="mt-6 border-l-2 border-slate-300 pl-3 text-slate-700">
          <strong className="font-semibold text-ink">{t("model.noFreeTier.title")}</strong>. {t("model.noFreeTier.body")}
        </p>
      </Section>
      <Section id="compare-plans" title={t("matrix.title")} intro={t("matrix.intro")}>
        {/* A table from 640 px. On a phone the plan cards above already list every feature, so the comparison is a
            disclosure, closed until asked for (16 cards of three lines otherwise repeat them). */}
        <div className="hidden sm:block">{matrix("plan-matrix")}</div>
        <details data-testid="plan-matrix-disclosure" className="group rounded-xl border border-slate-200 bg-white sm:hidden">
          <summary className="flex cursor-pointer items-center justify-between gap-3 px-4 py-3 font-semibold text-brand-800">
            {t("matrix.showAll", { count: matrixRows.length })}
            <span aria-hidden="true" className="transition-transform group-open:rotate-180">
              ▾
            </span>
          </summary>
          <div className="border-t border-slate-200 p-3">{matrix("plan-matrix-compact")}</div>
        </details>
      </Section>
      {/* Two guarantees for two stages, under one heading: the pilot's for the 30-day pilot, the ROI guarantee for the
          subscription. Each is labelled with the stage it covers and keeps its own terms line. */}
      <Section id="guarantees" title={t("guarantees.title")} intro={t("guarantees.intro")} tone="muted">
        {/* From 1024 px the two stages share three rows (subgrid): label, card, link. The two cards stretch to the
            taller one's height, so they end level (e2e/goals-guarantee-review.spec.ts). */}
        <div className="grid gap-8 lg:grid-cols-[minmax(0,32rem)_minmax(0,1fr)] lg:grid-rows-[auto_1fr_auto] lg:gap-x-10 lg:gap-y-0">
          <div data-testid="guarantee-stage" data-stage="pilot" className="lg:row-span-3 lg:grid lg:grid-rows-subgrid">
            <p className="mb-3 text-sm font-bold tracking-wide text-brand-800 uppercase">
              <span className="mr-2 inline-flex h-6 w-6 items-center justify-center rounded-full bg-brand-100 text-xs">1</span>
              {t("guarantees.pilotStage")}
            </p>
            {/* Stretched to its row from 1024 px only: on a phone the card takes its own height (its link follows it). */}
            <div className="lg:h-full">
            <GuaranteeCard fill>
              {/* What the guarantee is measured on: the pilot's scope (the FAQ's answer, in the card it qualifies). */}
              <p data-testid="pricing-pilot-scope" className="mt-4 rounded-xl bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200">
                <span className="font-semibold text-ink">{t("guarantees.scopeLabel")}</span> {t("guarantees.scope", faqValues)}
              </p>
              {/* How it is measured (the pilot page's rail): kick-off baseline, then day 30. */}
              <GuaranteeRail steps={[tRail("kickoff"), tRail("measured", { days: format.number(PILOT.days) })]} />
            </GuaranteeCard>
            </div>
            <Link
              data-testid="pricing-pilot-link"
              href="/solutions/30-day-performance-pilot#pilot"
              className="mt-4 inline-block font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
            >
              {t("guarantees.pilotLink")}
              <span aria-hidden="true"> →</span>
            </Link>
          </div>
          <div id="roi-guarantee" data-testid="guarantee-stage" data-stage="subscription" className="scroll-mt-24 lg:row-span-3 lg:grid lg:grid-rows-subgrid">
            <p className="mb-3 text-sm font-bold tracking-wide text-brand-800 uppercase">
              <span className="mr-2 inline-flex h-6 w-6 items-center justify-center rounded-full bg-brand-100 text-xs">2</span>
              {t("guarantees.subscriptionStage")}
            </p>
            <div data-testid="roi-guarantee-card" className="flex flex-col rounded-2xl border-2 border-brand-600 bg-white p-6 shadow-lg shadow-brand-900/10 sm:p-8">
              <div className="flex items-center gap-3">
                <GuaranteeSeal />
                <h3 className="text-lg font-bold text-ink">{t("guarantee.title")}</h3>
              </div>
              <p data-testid="roi-guarantee-lead" className="mt-4 text-lg font-semibold text-ink">{t("guarantee.body")}</p>
              <ol className="mt-6 grid gap-3" data-testid="roi-guarantee-steps">
                {(["agree", "measure", "otherwise"] as const).map((key, i) => (
                  <li
                    key={key}
                    className={`flex items-center gap-3 rounded-xl p-4 ${key === "otherwise" ? "bg-brand-700 text-white" : "bg-brand-50 text-ink"}`}
                  >
                    {key === "otherwise" ? (
                      <span aria-hidden="true" className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-white text-sm font-bold text-brand-700">
                        {i + 1}
                      </span>
                    ) : (
                      <StepNumber n={i + 1} />
                    )}
                    <span className="min-w-0 text-sm font-semibold text-pretty">{t(`guarantee.steps.${key}`)}</span>
                  </li>
                ))}
              </ol>
              <p data-testid="roi-guarantee-terms" className="mt-auto pt-4 text-xs text-slate-600">
                {t("guarantee.note")}
              </p>
            </div>
            {/* What such targets look like: the platform's planning ranges, under the card, level with the pilot's link (the
                two cards keep their balance). */}
            <div className="mt-4">
              <OutcomeRanges label={t("guarantee.examplesLabel")} testId="roi-guarantee-examples" />
            </div>
          </div>
        </div>
      </Section>
      {/* Questions a buyer asks before a quote, answered only with what the plans, the pilot and the guarantees state. */}
      <Section id="pricing-faq" title={t("faq.title")}>
        {/* The questions beside the way to a quote: from 1024 px the panel fills the column the FAQ leaves free. */}
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div data-testid="pricing-faq" className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {FAQ.map((key) => (
            <details key={key} data-faq={key} className="group px-6 py-4">
              <summary className="flex cursor-pointer items-start justify-between gap-4 font-semibold text-ink">
                <span className="min-w-0">{t(`faq.items.${key}.q`)}</span>
                <span aria-hidden="true" className="mt-0.5 flex-none text-brand-700 transition-transform group-open:rotate-45">
                  +
                </span>
              </summary>
              <p className="mt-3 max-w-3xl text-slate-700">{t(`faq.items.${key}.a`, faqValues)}</p>
            </details>
          ))}
        </div>
        <div data-testid="quote-steps" className="rounded-2xl border border-slate-200 bg-slate-50 p-6 lg:sticky lg:top-24">
          <h3 className="text-lg font-bold text-ink">
            {t("quoteSteps.title")}
          </h3>
          <ol className="mt-4 space-y-4">
            {(["demo", "quote", "pilot"] as const).map((key, i) => (
              <li key={key} className="flex gap-3">
                <StepNumber n={i + 1} size="sm" />
                <span className="min-w-0 text-slate-800">{t(`quoteSteps.${key}`, { minutes: format.number(DURATIONS.demoMinutes), days: faqValues.days })}</span>
              </li>
            ))}
          </ol>
          <Link
            href="/book-demo?cta=pricing-quote-steps"
            className="mt-6 flex items-center justify-center rounded-md bg-brand-600 px-4 py-3 text-center font-semibold text-white hover:bg-brand-700"
          >
            {t("cta.primary")}
          </Link>
        </div>
        </div>
      </Section>
      <CtaBand
        title={t("cta.title")}
        body={t("cta.body")}
        primary={{ label: t("cta.primary"), href: "/book-demo?cta=pricing-footer" }}
        secondary={{ label: t("cta.secondary"), href: "/talk-to-expert?topic=general-consultation" }}
      />
    </>
  );
}
