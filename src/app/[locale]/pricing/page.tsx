import { getTranslations, setRequestLocale } from "next-intl/server";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { CostModel } from "@/components/visuals/cost-model";
import { GuaranteeCard, GuaranteeSeal } from "@/components/visuals/guarantee-card";
import { ResponsiveTable } from "@/components/sections/responsive-table";
import { CheckList, Section } from "@/components/sections/section";
import { Link } from "@/i18n/navigation";
import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";
import { StepNumber } from "@/components/sections/step-number";

const PLANS = ["secure", "intelligence", "enterprise"] as const;
const HIGHLIGHTED: (typeof PLANS)[number] = "intelligence";

export async function generateMetadata(props: LocaleParams) {
  return pageMetadata({ locale: await resolveLocale(props), path: "/pricing", namespace: "pricing" });
}

export default async function PricingPage(props: LocaleParams) {
  const locale = await resolveLocale(props);
  setRequestLocale(locale);
  const t = await getTranslations("pricing");
  // The comparison matrix: each plan's own features (its list minus the "Everything in <previous plan>" line), and
  // every later plan includes them too.
  const matrixRows = PLANS.flatMap((plan, from) =>
    (t.raw(`plans.${plan}.features`) as string[]).slice(from === 0 ? 0 : 1).map((feature) => ({ feature, from })),
  );

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
        {/* The basis of "pay for themselves": the ROI guarantee's terms, no payback period promised. */}
        <p data-basis className="mt-6 max-w-2xl border-l-2 border-brand-200 pl-3 text-sm text-slate-600">
          {t("heroBasis")}{" "}
          <a href="#roi-guarantee" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
            {t("guarantee.title")}
            <span aria-hidden="true"> ↓</span>
          </a>
        </p>
      </PageHero>
      <Section id="plans" title={t("plans.title")} intro={t("plans.intro")}>
        {/* From 1024 px the three cards share their rows (subgrid): name, tagline, price line, features, guarantee and
            button start at the same height in every card, whatever a locale's label lengths (e2e/pilot-pricing.spec.ts). */}
        <ul className="grid gap-6 lg:grid-cols-3 lg:grid-rows-[repeat(6,auto)] lg:gap-x-6 lg:gap-y-0">
          {PLANS.map((plan) => {
            const highlighted = plan === HIGHLIGHTED;
            return (
              <li
                key={plan}
                data-plan={plan}
                className={`relative flex flex-col rounded-2xl border bg-white p-7 shadow-sm lg:row-span-6 lg:grid lg:grid-rows-subgrid lg:gap-y-0 ${
                  highlighted ? "border-brand-600 ring-2 ring-brand-600" : "border-slate-200"
                }`}
                aria-labelledby={`plan-${plan}`}
              >
                {highlighted ? (
                  <p data-chip className="absolute -top-3 left-7 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
                    {t("plans.highlight")}
                  </p>
                ) : null}
                <h3 id={`plan-${plan}`} className="text-2xl font-bold text-ink">
                  {t(`plans.${plan}.name`)}
                </h3>
                <p className="mt-2 text-slate-700">{t(`plans.${plan}.tagline`)}</p>
                {/* Where a price would be: a quote, and its two parts drawn as in the hero's cost model (no figures). */}
                <div data-testid="plan-price" className="mt-5 border-y border-slate-200 py-4">
                  <p className="text-lg leading-snug font-bold text-ink">{t("plans.quote")}</p>
                  <p className="sr-only">{t("plans.priceModel")}</p>
                  <p aria-hidden="true" className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
                    <span className="inline-flex items-center gap-1.5">
                      <span className="h-3 w-3 flex-none rounded-sm bg-brand-700" />
                      {t("plans.feePart")}
                    </span>
                    <span className="font-bold text-slate-500">+</span>
                    <span className="inline-flex items-center gap-1.5">
                      <span className="h-3 w-3 flex-none rounded-sm border-[1.5px] border-dashed border-brand-600 bg-brand-100" />
                      {t("plans.usagePart")}
                    </span>
                  </p>
                </div>
                <div className="mt-5 flex-1">
                  <CheckList items={t.raw(`plans.${plan}.features`) as string[]} />
                </div>
                {/* The ROI guarantee on every plan, as a visible asset (details in #roi-guarantee). */}
                <p data-testid="plan-guarantee" className="mt-6 flex items-start gap-3 self-end rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm text-brand-900">
                  <GuaranteeSeal className="h-6 w-6" />
                  <span className="min-w-0">{t("planGuarantee")}</span>
                </p>
                <Link
                  data-testid="plan-cta"
                  href={{ pathname: "/book-demo", query: { cta: `pricing-${plan}` } }}
                  className={`mt-6 inline-flex items-center justify-center rounded-md px-4 py-3 text-center font-semibold text-balance ${
                    highlighted ? "bg-brand-600 text-white hover:bg-brand-700" : "border border-brand-600 text-brand-700 hover:bg-brand-50"
                  }`}
                >
                  {t(`plans.${plan}.cta`)}
                </Link>
              </li>
            );
          })}
        </ul>
        {/* Payments are an optional module with any plan, not a plan's inclusion. */}
        <p data-testid="plan-payments" className="mt-6 text-sm text-slate-700">
          {t("payments")}
        </p>
      </Section>
      <Section id="compare-plans" title={t("matrix.title")} intro={t("matrix.intro")} tone="muted">
        <ResponsiveTable
          caption={t("matrix.caption")}
          testId="plan-matrix"
          tone="boxed"
          stickyHeader
          headers={[t("matrix.feature"), ...PLANS.map((plan) => t(`plans.${plan}.name`))]}
          rows={matrixRows.map(({ feature, from }) => ({
            key: feature,
            cells: [
              feature,
              ...PLANS.map((plan, i) =>
                i >= from ? (
                  <span key={plan} className="inline-flex items-center gap-2 font-semibold text-signal-700" data-included="true">
                    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 flex-none fill-signal-600">
                      <path d="M8 13.6 4.4 10 3 11.4l5 5 9-9L15.6 6z" />
                    </svg>
                    {t("matrix.included")}
                  </span>
                ) : (
                  <span key={plan} className="whitespace-nowrap text-slate-600" data-included="false">
                    <span aria-hidden="true">– </span>
                    {t("matrix.notIncluded")}
                  </span>
                ),
              ),
            ],
          }))}
        />
      </Section>
      <Section id="how-pricing-works" title={t("model.title")}>
        <dl className="grid gap-6 md:grid-cols-3">
          {(["platformFee", "usage", "noFreeTier"] as const).map((key) => (
            <div key={key} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
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
      </Section>
      {/* The ROI guarantee as the page's key asset: drawn like the pilot guarantee (seal, framed card), its three steps
          in order, the last (what happens when the targets are missed) set apart; the pilot's own guarantee beside it. */}
      <Section id="roi-guarantee" title={t("guarantee.title")} tone="muted">
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:gap-10">
          <div data-testid="roi-guarantee-card" className="rounded-2xl border-2 border-brand-600 bg-white p-6 shadow-lg shadow-brand-900/10 sm:p-8">
            <div className="flex items-start gap-4">
              <GuaranteeSeal className="h-12 w-12 sm:h-14 sm:w-14" />
              <p className="min-w-0 text-lg font-semibold text-ink sm:text-xl">{t("guarantee.body")}</p>
            </div>
            <ol className="mt-6 grid gap-3 md:grid-cols-3" data-testid="roi-guarantee-steps">
              {(["agree", "measure", "otherwise"] as const).map((key, i) => (
                <li
                  key={key}
                  className={`flex gap-3 rounded-xl p-4 ${key === "otherwise" ? "bg-brand-700 text-white" : "bg-brand-50 text-ink"}`}
                >
                  {key === "otherwise" ? (
                    <span aria-hidden="true" className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-white text-sm font-bold text-brand-700">
                      {i + 1}
                    </span>
                  ) : (
                    <StepNumber n={i + 1} />
                  )}
                  <span className="min-w-0 text-sm font-semibold">{t(`guarantee.steps.${key}`)}</span>
                </li>
              ))}
            </ol>
            <p className="mt-4 text-sm text-slate-600">{t("guarantee.note")}</p>
          </div>
          {/* Where to start: the 30-day pilot, with its own guarantee (no free tier, a pilot instead). */}
          <GuaranteeCard />
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
