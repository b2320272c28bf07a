import type { ReactNode } from "react";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { getFormatter } from "@/i18n/formatter-server";
import { type DemoStep, type ErpState, LiveDemo, type RiskLevel } from "@/components/product/live-demo";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { ProductAnalyticsScene } from "@/components/visuals/product-analytics-scene";
import { ProductPaymentsScene } from "@/components/visuals/product-payments-scene";
import { ProductModuleGlyph } from "@/components/visuals/product-module-glyph";
import { PIPELINE_SAMPLE, ProductPipelineHero, type Step } from "@/components/visuals/product-pipeline-hero";
import { Section } from "@/components/sections/section";
import { ERP_SUPPORT, EVIDENCE, FRANCE_EINVOICING, LIVE_DEMO, NACHA_2026, PILOT, TOLERANCES } from "@/config/business-constants";
import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";
import { usdOptions } from "@/i18n/number-format";
import { timingOf } from "@/lib/timing";

/**
 * The 7 demo steps are the 7 stages of the pipeline the hero draws (named as the homes' pipeline explorer names them),
 * followed by the hero's invoice (INV-20948 from Northwind Lab Supplies): its sender passes authentication at ingest,
 * its changed bank account is the risk, so it is posted parked and payment-blocked while a callback confirms the
 * account, then released and recorded. The risk level drives the flagged badge; `erp` is the invoice's state in the ERP.
 */
const DEMO_STEPS: { key: Step; risk: RiskLevel; erp: ErpState }[] = [
  { key: "ingest", risk: "low", erp: "notPosted" },
  { key: "extract", risk: "low", erp: "notPosted" },
  { key: "risk", risk: "high", erp: "notPosted" },
  { key: "erp", risk: "medium", erp: "parked" },
  { key: "attest", risk: "medium", erp: "parked" },
  { key: "release", risk: "low", erp: "released" },
  { key: "evidence", risk: "low", erp: "released" },
];

/** A roadmap item's status: shipped, or planned (with a year when the constants state one). */
type RoadmapStatus = "available" | "planned";
type RoadmapKey = "nacha" | "aiAct" | "franceReceive" | "franceIssue" | "erp";

/** The demo's invoice is the hero's (illustrative, not a business constant), with its line count. */
const SAMPLE_INVOICE = { ...PIPELINE_SAMPLE, lineItems: 12 } as const;

const MODULES = [
  "inboxGuard",
  "documentIntelligence",
  "identityFraud",
  "postingGuard",
  "attest",
  "approvals",
  "evidence",
  "analytics",
  "payments",
] as const;


export async function generateMetadata(props: LocaleParams) {
  return pageMetadata({ locale: await resolveLocale(props), path: "/product", namespace: "product" });
}

export default async function ProductPage(props: LocaleParams) {
  const locale = await resolveLocale(props);
  setRequestLocale(locale);
  const t = await getTranslations("product");
  const tCommon = await getTranslations("common");
  const tSteps = await getTranslations("home.pipeline.tabs");
  const format = await getFormatter();
  const date = (iso: string) => format.dateTime(new Date(`${iso}T00:00:00Z`), { dateStyle: "long", timeZone: "UTC" });
  const total = format.number(LIVE_DEMO.steps);
  const sampleValues = {
    amount: format.number(SAMPLE_INVOICE.amountUsd, usdOptions(2)),
    lines: format.number(SAMPLE_INVOICE.lineItems),
    variance: format.number(TOLERANCES.sample.variancePercent / 100, { style: "percent", maximumFractionDigits: 1 }),
    tolerance: format.number(TOLERANCES.sample.tolerancePercent / 100, { style: "percent" }),
  };

  const steps: DemoStep[] = DEMO_STEPS.slice(0, LIVE_DEMO.steps).map(({ key, risk, erp }, i) => {
    // The stage's name as the hero and the homes write it, without the hero's line-break hint after a slash.
    const title = tSteps(`${key}.label`);
    const current = format.number(i + 1);
    return {
      key,
      risk,
      title,
      body: t(`demo.steps.${key}.body`),
      sample: t(`demo.steps.${key}.sample`, sampleValues),
      status: t(`demo.steps.${key}.status`),
      control: t(`hero.pipeline.controls.${key}`),
      erp,
      erpText: t(`demo.erp.${erp}`),
      riskText: t("demo.riskLabel", { level: t(`demo.risk.${risk}`) }),
      position: t("demo.stepOf", { current, total }),
      dotLabel: t("demo.goToStep", { current, title }),
      announcement: t("demo.announce", { current, total, title }),
    };
  });

  // The roadmap: the compliance packs the product ships (the homes and /pricing list them as available) with their
  // regulatory dates, then what comes next. Each item carries its status as data, and its chip says it in words:
  // "Available", "Planned for 2027" (a year from the constants), or "Planned" alone for the further ERP families, whose
  // announced window is history, not a schedule (their card asks for their current status instead of showing a date).
  const roadmapItems: { key: RoadmapKey; status: RoadmapStatus; year?: number; body: ReactNode }[] = [
    {
      key: "nacha",
      status: "available",
      body: t("roadmap.items.nacha.body", {
        phase1: date(NACHA_2026.phase1),
        phase2: date(NACHA_2026.phase2),
        // Once Phase 2 is in force too, both dates are said as in force ("both"), as the homes say them.
        timing: timingOf(NACHA_2026.phase2) === "past" ? "both" : timingOf(NACHA_2026.phase1),
      }),
    },
        // "Available" as a compliance pack (what it contains is said in the body), with the way to its details.
    {
      key: "aiAct",
      status: "available",
      body: t.rich("roadmap.items.aiAct.body", {
        link: (chunks) => (
          <Link href="/compliance" className="rounded-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
            {chunks}
          </Link>
        ),
      }),
    },
    // Receiving is part of the France e-invoicing pack from the day receiving becomes mandatory (the plans list the
    // pack): once that day has passed the roadmap says so, as the pricing plans do, rather than "planned" (prerendered:
    // as of the build).
    {
      key: "franceReceive",
      status: timingOf(FRANCE_EINVOICING.receiveFrom) === "past" ? "available" : "planned",
      year: FRANCE_EINVOICING.receiveYear,
      body: t("roadmap.items.franceReceive.body", { year: String(FRANCE_EINVOICING.receiveYear) }),
    },
    {
      key: "franceIssue",
      status: "planned",
      year: FRANCE_EINVOICING.issueYear,
      body: t("roadmap.items.franceIssue.body", { year: String(FRANCE_EINVOICING.issueYear) }),
    },
    { key: "erp", status: "planned", body: t("roadmap.items.erp.body", { count: ERP_SUPPORT.slated }) },
  ];
  const roadmap = roadmapItems.map((item) => ({
    ...item,
    when:
      item.status === "available"
        ? t("roadmap.available")
        : item.year !== undefined
          ? t("roadmap.planned", { year: String(item.year) })
          : t("roadmap.plannedUndated"),
  }));

  return (
    <>
      <PageHero
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={t("hero.lead")}
        primary={{ label: t("hero.primary"), href: "/book-demo?cta=product-hero" }}
        secondary={{ label: t("hero.secondary"), href: "/talk-to-expert?topic=general-consultation" }}
        visual={<ProductPipelineHero />}
        below={
          // Under the buttons, beside the pipeline's lower half at 1024 px and up (where the hero's text column ended well
          // above the picture): the buyer's outcome first (the pilot's median cycle-time goal; the card beside it already
          // numbers the steps), then the control rule of zero automatic releases on a high-risk invoice and the evidence
          // pack's export target, each a fact this page states further down with its basis
          // (e2e/product-demo-pilot-review2.spec.ts).
          <ul data-testid="product-hero-facts" aria-label={t("hero.facts.label")} className="grid gap-4 border-t border-brand-100 pt-4 sm:grid-cols-3 sm:gap-6 lg:-mt-2">
            {[
              {
                key: "cycleTime",
                figure: t("hero.facts.cycleTimeFigure", { hours: format.number(PILOT.medianCycleTimeHoursMax) }),
                label: t("hero.facts.cycleTime", { days: format.number(PILOT.days) }),
              },
              // The control rule (a fact of the product, not a target), rather than a count of modules beside a card of
              // seven steps.
              { key: "zeroReleases", figure: format.number(0), label: t("hero.facts.zeroReleases") },
              {
                key: "evidence",
                figure: t("hero.facts.evidenceFigure", { seconds: format.number(EVIDENCE.packExportSecondsMax) }),
                label: t("hero.facts.evidence"),
              },
            ].map((fact) => (
              <li key={fact.key} data-fact={fact.key} className="min-w-0">
                <span className="block text-xl leading-7 font-bold text-ink tabular-nums">{fact.figure}</span>
                <span className="mt-0.5 block text-sm text-slate-700">{fact.label}</span>
              </li>
            ))}
          </ul>
        }
      />
      <Section id="live-demo" title={t("demo.title")} intro={t("demo.intro")} tone="muted">
        <LiveDemo
          steps={steps}
          labels={{
            regionLabel: t("demo.regionLabel"),
            play: t("demo.play"),
            pause: t("demo.pause"),
            previous: t("demo.previous"),
            next: t("demo.next"),
            dotsLabel: t("demo.dotsLabel"),
            countersTitle: t("demo.countersTitle"),
            processed: t("demo.counters.processed"),
            inProgress: t("demo.counters.inProgress"),
            flagged: t("demo.counters.flagged"),
            average: t("demo.counters.average"),
            countersBasis: t("demo.countersBasis", { hours: format.number(PILOT.medianCycleTimeHoursMax) }),
            controlLabel: t("demo.controlLabel"),
            erpLabel: t("demo.erpLabel"),
            statusLabel: t("demo.statusLabel"),
            illustrative: tCommon("illustrativeShort"),
            trail: t("demo.trail"),
            invoice: `${t("hero.pipeline.invoice", { number: SAMPLE_INVOICE.number })} · ${SAMPLE_INVOICE.vendor}`,
          }}
        />
        <p className="mt-4 text-sm text-slate-600">{tCommon("illustrative")}</p>
      </Section>
      <Section id="modules" title={t("modules.title")} intro={t("modules.intro")}>
        {/* Each card spans three rows of the list's grid (title, text, picture) and lays its parts on them (subgrid):
            in a row of cards the texts start on one line and the pictures on the next, whatever each text's length. */}
        <ul className="-mb-6 grid grid-cols-1 gap-x-6 md:grid-cols-2 lg:grid-cols-3">
          {MODULES.map((key) => (
            <li
              key={key}
              data-module={key}
              className="row-span-3 mb-6 grid grid-rows-subgrid gap-y-0 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <div className="flex items-center gap-3">
                <ProductModuleGlyph module={key} />
                {/* One pattern on every card: the module's name (English where the product has one), then what it does. */}
                <div className="min-w-0">
                  <h3 className="text-lg font-semibold text-ink">{t(`modules.items.${key}.title`)}</h3>
                  <p data-module-subtitle className="text-sm text-slate-600">
                    {t(`modules.items.${key}.subtitle`)}
                  </p>
                </div>
              </div>
              <p className="mt-3 text-slate-700">
                {key === "evidence"
                  ? t("modules.items.evidence.body", {
                      seconds: format.number(EVIDENCE.packExportSecondsMax),
                      example: format.number(EVIDENCE.packExportSecondsExample),
                    })
                  : t(`modules.items.${key}.body`)}
              </p>
              {key === "evidence" ? (
                // The 23-second export example, labelled like every sample figure.
                <p data-module-picture className="mt-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-700" data-testid="evidence-pack-example">
                  <span className="mr-2 inline-block rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-slate-800 ring-1 ring-slate-300">
                    {tCommon("illustrativeShort")}
                  </span>
                  {t("modules.items.evidence.example", { seconds: format.number(EVIDENCE.packExportSecondsExample) })}
                  {/* One record of the pack, the demo's invoice (the homes draw the pack itself): the decision, its
                      reason and who released it, as an auditor reads it. */}
                  <span data-testid="evidence-record" className="mt-3 block rounded-md bg-white p-3 ring-1 ring-slate-200">
                    <span className="block font-mono text-xs font-semibold text-slate-800">{SAMPLE_INVOICE.number}</span>
                    {(["decision", "reason", "release"] as const).map((row) => (
                      <span key={row} className="mt-1.5 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 border-t border-slate-100 pt-1.5 text-xs">
                        <span className="text-slate-600">{t(`modules.items.evidence.record.${row}.label`)}</span>
                        <span className={`font-semibold ${row === "decision" ? "rounded bg-amber-50 px-1.5 font-mono text-amber-900 ring-1 ring-amber-300" : "text-ink"}`}>
                          {t(`modules.items.evidence.record.${row}.value`)}
                        </span>
                      </span>
                    ))}
                  </span>
                </p>
              ) : null}
              {/* Evidence, Analytics and Payments show what they produce, drawn; the three pictures start on one line and
                  fill their row to the card's foot (the evidence box and the two scenes stretch), so no card of the last
                  row has a blank band between its text and its picture or under it at 1440 px. */}
              {key === "analytics" ? (
                <div data-module-picture className="mt-4 flex flex-col">
                  <ProductAnalyticsScene />
                </div>
              ) : null}
              {key === "payments" ? (
                <div data-module-picture className="mt-4 flex flex-col">
                  <ProductPaymentsScene />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="integrations" title={t("integrations.title")} intro={t("integrations.intro")} tone="muted">
        <h3 className="text-xl font-semibold text-ink">{t("integrations.erpTitle")}</h3>
        <ul className="mt-4 grid gap-6 md:grid-cols-2">
          <li className="rounded-xl border border-emerald-300 bg-white p-6 shadow-sm" data-erp="live">
            <p data-chip data-tone="success" className="inline-flex rounded-full bg-emerald-100 px-3 py-1 text-xs font-bold text-emerald-900">
              {t("integrations.erpLive.badge")}
            </p>
            {/* The card does not name the live family: its last words lead to an expert who can, and who can say whether
                the visitor's ERP version is covered. */}
            <p className="mt-3 text-slate-800">
              {t.rich("integrations.erpLive.body", {
                count: ERP_SUPPORT.live,
                link: (chunks) => (
                  <Link
                    href="/talk-to-expert?cta=product-integrations"
                    className="rounded-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
                  >
                    {chunks}
                  </Link>
                ),
              })}
            </p>
          </li>
          <li className="rounded-xl border border-slate-300 bg-white p-6 shadow-sm" data-erp="slated">
            <p data-chip data-tone="neutral" className="inline-flex rounded-full bg-slate-200 px-3 py-1 text-xs font-bold text-slate-900">
              {t("integrations.erpSlated.badge")}
            </p>
            <p className="mt-3 text-slate-800">
              {t("integrations.erpSlated.body", { count: ERP_SUPPORT.slated })}
            </p>
          </li>
        </ul>
        {/* The other connections as one panel split in three (rules between them, not three boxes): texts of unequal
            length no longer leave two cards half empty beside the longest one. */}
        <ul data-testid="integrations-others" className="mt-8 grid divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm md:grid-cols-3 md:divide-x md:divide-y-0">
          {(["email", "payments", "verification"] as const).map((key) => (
            <li key={key} className="p-6">
              <h3 className="text-lg font-semibold text-ink">{t(`integrations.others.${key}.title`)}</h3>
              <p className="mt-2 text-slate-700">{t(`integrations.others.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="roadmap" title={t("roadmap.title")} intro={t("roadmap.intro")}>
        {/* A timeline: down the left edge on a phone, across the section from 1024 px (a rail with a dot per item above
            its text). Across, the items are columns of text under the rail, not boxed cards: a box sized to the longest
            neighbour left the shorter ones a third empty. Their chip, title and body sit on rows shared across the five
            (subgrid), so the titles and the bodies each start on one line (e2e/cards-fill.spec.ts). A title shorter than
            the row sits at the row's foot, so each body reads right under its own title (e2e/product-demo-review4.spec.ts);
            the chips keep a clear gap above a title on two lines ("France e-invoicing: receive"), which otherwise
            almost touched its chip (e2e/review15.spec.ts). */}
        <ol data-testid="product-roadmap" className="relative grid gap-4 border-l-2 border-brand-100 pl-6 lg:grid-cols-5 lg:gap-x-8 lg:gap-y-0 lg:border-l-0 lg:pl-0">
          <li aria-hidden="true" className="absolute top-[5px] right-0 left-0 hidden h-0.5 bg-brand-100 lg:block" />
          {roadmap.map((item) => (
            <li key={item.key} className="relative lg:row-span-3 lg:grid lg:grid-rows-subgrid lg:pt-8">
              <span aria-hidden="true" className="absolute top-6 -left-[31px] h-3 w-3 rounded-full bg-brand-600 ring-4 ring-white lg:top-0 lg:left-0" />
              <div className="h-full rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:row-span-3 lg:grid lg:grid-rows-subgrid lg:gap-y-0 lg:rounded-none lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none">
                {/* Available items in the success tone, planned ones in the brand tone; the chip says which in words. */}
                <p
                  data-chip
                  data-roadmap-status={item.status}
                  data-tone={item.status === "available" ? "success" : "neutral"}
                  className={`mb-2 inline-flex self-start justify-self-start rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 lg:mb-3 ${
                    item.status === "available" ? "bg-emerald-50 text-emerald-900 ring-emerald-200" : "bg-brand-50 text-brand-800 ring-brand-100"
                  }`}
                >
                  {item.when}
                </p>
                <h3 data-roadmap-title className="text-lg font-semibold text-ink lg:flex lg:items-end">
                  <span>{t(`roadmap.items.${item.key}.title`)}</span>
                </h3>
                <p className="mt-1 text-slate-700">{item.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>
      <CtaBand
        title={t("cta.title")}
        body={t("cta.body")}
        primary={{ label: t("cta.primary"), href: "/book-demo?cta=product-footer" }}
        secondary={{ label: t("cta.secondary"), href: "/talk-to-expert?topic=general-consultation" }}
      />
    </>
  );
}
