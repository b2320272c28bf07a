import { getTranslations, setRequestLocale } from "next-intl/server";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { CostModel } from "@/components/visuals/cost-model";
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
        <ul className="grid gap-6 lg:grid-cols-3">
          {PLANS.map((plan) => {
            const highlighted = plan === HIGHLIGHTED;
            return (
              <li
                key={plan}
                className={`relative flex flex-col rounded-2xl border bg-white p-8 shadow-sm ${
                  highlighted ? "border-brand-600 ring-2 ring-brand-600" : "border-slate-200"
                }`}
                aria-labelledby={`plan-${plan}`}
              >
                {highlighted ? (
                  <p data-chip className="absolute -top-3 left-8 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
                    {t("plans.highlight")}
                  </p>
                ) : null}
                <h3 id={`plan-${plan}`} className="text-2xl font-bold text-ink">
                  {t(`plans.${plan}.name`)}
                </h3>
                <p className="mt-2 text-slate-700">{t(`plans.${plan}.tagline`)}</p>
                <p className="mt-6 text-sm font-semibold text-slate-800">{t("plans.priceModel")}</p>
                <div className="mt-6 flex-1">
                  <CheckList items={t.raw(`plans.${plan}.features`) as string[]} />
                </div>
                {/* The ROI guarantee on every plan, as a visible asset (details in #roi-guarantee). */}
                <p data-testid="plan-guarantee" className="mt-6 flex gap-3 rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm text-brand-900">
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 flex-none fill-brand-600">
                    <path d="M12 2l8 3.5v5.7c0 5-3.4 9.3-8 10.8-4.6-1.5-8-5.8-8-10.8V5.5z" />
                    <path d="M8 12l3 3 5-6" className="fill-none stroke-white" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                  <span className="min-w-0">{t("planGuarantee")}</span>
                </p>
                <Link
                  href={{ pathname: "/book-demo", query: { cta: `pricing-${plan}` } }}
                  className={`mt-8 inline-flex justify-center rounded-md px-5 py-3 font-semibold ${
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
      <Section id="how-pricing-works" title={t("model.title")} tone="muted">
        <dl className="grid gap-6 md:grid-cols-3">
          {(["platformFee", "usage", "noFreeTier"] as const).map((key) => (
            <div key={key} className="rounded-xl bg-white p-6 shadow-sm">
              <dt className="font-semibold text-ink">{t(`model.${key}.title`)}</dt>
              <dd className="mt-2 text-slate-700">{t(`model.${key}.body`)}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section id="roi-guarantee" title={t("guarantee.title")} intro={t("guarantee.body")}>
        {/* The guarantee as its three steps, the last one (what happens when the targets are missed) set apart. */}
        <ol className="grid gap-4 md:grid-cols-3" data-testid="roi-guarantee-steps">
          {(["agree", "measure", "otherwise"] as const).map((key, i) => (
            <li
              key={key}
              className={`flex gap-4 rounded-xl p-5 ${key === "otherwise" ? "border-2 border-brand-600 bg-brand-50" : "border border-slate-200 bg-white shadow-sm"}`}
            >
              <StepNumber n={i + 1} />
              <span className="min-w-0 font-semibold text-ink">{t(`guarantee.steps.${key}`)}</span>
            </li>
          ))}
        </ol>
        <p className="mt-4 text-sm text-slate-600">{t("guarantee.note")}</p>
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
