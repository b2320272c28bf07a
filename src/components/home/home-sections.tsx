import { getTranslations } from "next-intl/server";
import { getFormatter } from "@/i18n/formatter-server";
import { Section } from "@/components/sections/section";
import { PageHero } from "@/components/sections/page-hero";
import { PipelineExplorer, type PipelineStep } from "@/components/sections/pipeline-explorer";
import { EvidencePackCard } from "@/components/visuals/evidence-pack-card";
import { InvoiceInspection } from "@/components/visuals/invoice-inspection";
import {
  DURATIONS,
  FRANCE_EINVOICING,
  NACHA_2026,
  PILOT,
  SCORECARD,
} from "@/config/business-constants";
import { percent } from "@/i18n/formatters";
import { Link } from "@/i18n/navigation";
import { timingOf } from "@/lib/timing";
import { HIGHLIGHTS, Highlights } from "./highlights";
import { RolloutPlan } from "./rollout-plan";

// The pilot section has its own module, so the pilot page imports it without the homes' client islands.
export { PilotSection } from "./pilot-section";

/**
 * The sections shared by home variants 1 and 2.
 * The variants compose them in a different order with a different hero and
 * highlights (src/components/home/home-variant.tsx); no markup is duplicated.
 */
export type HomeVariant = "variant1" | "variant2";

/** A section's background: the variants alternate them in their own order (src/components/home/home-variant.tsx). */
export type SectionTone = "plain" | "muted";

const linkClass = "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800";

export async function HomeHero({ variant }: { variant: HomeVariant }) {
  const t = await getTranslations(`home.${variant}.hero`);
  const tVariant = await getTranslations(`home.${variant}`);
  const format = await getFormatter();
  const cta = variant === "variant1" ? "home-hero" : "landing2-hero";
  const hero =
    variant === "variant1"
      ? {
          title: t("title"),
          primary: { label: t("primary"), href: `/book-demo?cta=${cta}&goal=fraud-prevention` },
          jumpTo: "#pipeline",
        }
      : {
          title: t("title", { hours: format.number(PILOT.medianCycleTimeHoursMax) }),
          primary: { label: t("primary"), href: "/solutions/30-day-performance-pilot" },
          jumpTo: "#deployment",
        };
  return (
    <PageHero
      eyebrow={t("eyebrow")}
      title={hero.title}
      lead={t("lead")}
      primary={hero.primary}
      // Fraud first shows a held invoice, speed first one released straight to posting.
      visual={<InvoiceInspection scenario={variant === "variant1" ? "hold" : "allow"} />}
      footer={<Highlights keys={HIGHLIGHTS[variant]} label={tVariant("highlightsLabel")} />}
      actions={
        // An in-page jump, not a page link: a plain fragment keeps the current URL and locale.
        <a href={hero.jumpTo} data-hero-action="secondary" className={`inline-flex ${linkClass}`}>
          {t("secondary")}
        </a>
      }
    />
  );
}

const WHO_FOR = [
  { key: "cfo", href: "/solutions/cfo" },
  { key: "controller", href: "/solutions/controller" },
  { key: "cioCiso", href: "/solutions/cio-ciso" },
  { key: "industries", href: "/solutions/biotech" },
] as const;

export async function WhoItsFor({ tone = "plain" }: { tone?: SectionTone } = {}) {
  const t = await getTranslations("home.whoFor");
  return (
    <Section id="who-its-for" title={t("title")} intro={t("intro")} tone={tone}>
      {/* The three roles as cards whose title, body and link sit on rows shared across the row (subgrid): a two-line title
          in one card does not push its body below its neighbours'. From 1024 px the regulated industries, a longer
          text, run as a band across the three under them (title, body, link side by side), so no role card stands
          half empty beside it (e2e/cards-fill.spec.ts). */}
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="who-for-cards">
        {WHO_FOR.map(({ key, href }) => {
          const band = key === "industries";
          return (
            <li
              key={key}
              data-who-for={key}
              className={`row-span-3 grid grid-rows-subgrid gap-y-2 rounded-xl border border-slate-200 bg-white p-6 shadow-sm ${
                band
                  ? "lg:col-span-3 lg:row-span-1 lg:grid-cols-[minmax(0,15rem)_minmax(0,1fr)_auto] lg:grid-rows-none lg:items-center lg:gap-x-10 lg:border-l-4 lg:border-l-brand-600"
                  : ""
              }`}
            >
              <h3 className="text-lg font-semibold text-ink">{t(`cards.${key}.title`)}</h3>
              <p className="text-slate-700">{t(`cards.${key}.body`)}</p>
              <Link href={href} className={`mt-2 self-start justify-self-start ${band ? "lg:mt-0 lg:self-center lg:whitespace-nowrap" : ""} ${linkClass}`}>
                {t(`cards.${key}.link`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

export async function PipelineSection({ defaultStep, tone = "muted" }: { defaultStep?: PipelineStep; tone?: SectionTone }) {
  const t = await getTranslations("home.pipeline");
  return (
    <Section id="pipeline" title={t("title")} intro={t("intro")} tone={tone}>
      <PipelineExplorer defaultStep={defaultStep} />
    </Section>
  );
}

/** The rollout, its first month the 30-day pilot: one plan (src/components/home/rollout-plan.tsx). */
export async function RapidDeployment({ tone = "plain" }: { tone?: SectionTone } = {}) {
  const t = await getTranslations("home.timeline");
  return (
    <Section id="deployment" title={t("title")} intro={t("intro")} tone={tone}>
      <RolloutPlan />
    </Section>
  );
}

export async function Readiness2026({ tone = "muted" }: { tone?: SectionTone } = {}) {
  const t = await getTranslations("home.readiness");
  const format = await getFormatter();
  const date = (iso: string) => format.dateTime(new Date(`${iso}T00:00:00Z`), { dateStyle: "long", timeZone: "UTC" });
  const items = [
    {
      key: "nacha",
      // Once Phase 1 is in force the line no longer says "ahead of" it, and once Phase 2 is too, it says both are in
      // force ("both"); prerendered: as of the build.
      body: t("items.nacha.body", {
        phase1: date(NACHA_2026.phase1),
        phase2: date(NACHA_2026.phase2),
        timing: timingOf(NACHA_2026.phase2) === "past" ? "both" : timingOf(NACHA_2026.phase1),
      }),
    },
    {
      key: "france",
      body: t("items.france.body", {
        receiveYear: String(FRANCE_EINVOICING.receiveYear),
        issueYear: String(FRANCE_EINVOICING.issueYear),
        // From the receiving date on, the line says what is in force, not what is coming.
        timing: timingOf(FRANCE_EINVOICING.receiveFrom),
      }),
    },
    { key: "aiAct", body: t("items.aiAct.body") },
  ] as const;
  return (
    <Section id="readiness-2026" title={t("title")} intro={t("intro")} tone={tone}>
      <ul className="grid gap-6 md:grid-cols-3">
        {items.map((item) => (
          <li key={item.key} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="text-lg font-semibold text-ink">{t(`items.${item.key}.title`)}</h3>
            <p className="mt-2 text-slate-700">{item.body}</p>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap gap-6">
        <Link href="/fraud-readiness-check" className={linkClass}>
          {t("primary")}
        </Link>
        <Link href="/2026-control-map" className={linkClass}>
          {t("secondary")}
        </Link>
      </div>
    </Section>
  );
}

const PROBLEMS = ["impersonation", "bankChange", "manual", "evidence"] as const;

/** One line-drawn glyph per fraud problem, in the order of PROBLEMS (drawn in the cards' red, aria-hidden). */
const PROBLEM_ICONS: Record<(typeof PROBLEMS)[number], string> = {
  // Vendor impersonation: an envelope with a warning mark.
  impersonation: "M3 6h13v10H3zM3 6l6.5 5L16 6M19 8v5m0 3.5v.5",
  // Unverified bank change: a bank.
  bankChange: "M4 10l8-5 8 5M5 10h14M7 10v7m5-7v7m5-7v7M4 20h16",
  // Manual, slow processing: a clock.
  manual: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2",
  // No proof after the fact: a document with a gap where the record should be.
  evidence: "M6 3h9l3 3v15H6zM9 9h6M9 13h2m2 0h2M9 17h6",
};

export async function ProblemSection({ tone = "plain" }: { tone?: SectionTone } = {}) {
  const t = await getTranslations("home.problem");
  return (
    <Section id="problem" title={t("title")} intro={t("intro")} tone={tone}>
      <ul className="grid gap-6 md:grid-cols-2">
        {PROBLEMS.map((key) => (
          // Below 480 px the glyph sits above the title, so the text keeps the card's full width.
          <li key={key} data-problem={key} className="flex flex-col gap-3 rounded-xl border-l-4 border-red-700 bg-slate-50 p-6 min-[480px]:flex-row min-[480px]:gap-4">
            <span className="flex h-11 w-11 flex-none items-center justify-center rounded-full bg-red-50 ring-1 ring-red-100">
              <svg viewBox="0 0 24 24" aria-hidden="true" className="h-6 w-6 fill-none stroke-red-700" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
                <path d={PROBLEM_ICONS[key]} />
              </svg>
            </span>
            <div className="min-w-0">
              <h3 className="text-lg font-semibold text-ink">{t(`points.${key}.title`)}</h3>
              <p className="mt-2 text-slate-700">{t(`points.${key}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const EFFICIENCY_POINTS = ["keying", "exceptions", "inquiries", "late"] as const;

/**
 * Variant 2's problem section (speed first): where AP time goes, each point beside the benchmark it is measured
 * against (the AP Ops Scorecard's "what good looks like"), so the figures are targets with their basis, not results.
 * Same anchor as variant 1's fraud-led problem section.
 */
export async function EfficiencyProblemSection({ tone = "plain" }: { tone?: SectionTone } = {}) {
  const t = await getTranslations("home.efficiency");
  const format = await getFormatter();
  const b = SCORECARD.benchmarks;
  const benchmarks: Record<(typeof EFFICIENCY_POINTS)[number], { figure: string; metric: string }> = {
    keying: {
      figure: t("points.keying.figure", { hours: format.number(b.cycleTimeHoursMax) }),
      metric: t("points.keying.metric", { p90: format.number(b.p90CycleHoursMax) }),
    },
    exceptions: { figure: t("points.exceptions.figure", { rate: percent(format, b.exceptionRatePercentMax) }), metric: t("points.exceptions.metric") },
    inquiries: { figure: t("points.inquiries.figure", { count: format.number(b.emailsPer100InvoicesMax) }), metric: t("points.inquiries.metric") },
    late: {
      figure: t("points.late.figure", { rate: percent(format, b.onTimePayPercentMin) }),
      metric: t("points.late.metric", { coverage: percent(format, b.controlCoveragePercentMin) }),
    },
  };
  return (
    <Section id="problem" title={t("title")} intro={t("intro")} tone={tone}>
      <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-4" data-testid="efficiency-points">
        {EFFICIENCY_POINTS.map((key) => (
          // Title, body and benchmark on rows shared across the cards (subgrid): the benchmarks start on one line.
          <li
            key={key}
            data-point={key}
            className="row-span-3 grid grid-rows-subgrid gap-y-2 rounded-xl border border-slate-200 border-t-4 border-t-amber-500 bg-white p-6 shadow-sm"
          >
            <h3 className="text-lg font-semibold text-ink">{t(`points.${key}.title`)}</h3>
            <p className="text-slate-700">{t(`points.${key}.body`)}</p>
            {/* What good looks like, at the card's foot: a benchmark in ink, not a result in the brand's figure colour. Its
                chip says its basis as the scorecard does: the 48 h cycle time is the pilot's goal, the other three are
                illustrative reference values (src/components/assessments/scorecard-results.tsx). */}
            <div className="mt-2 border-t border-slate-200 pt-4" data-benchmark>
              <span data-figure-kind className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
                {t(key === "keying" ? "kindGoal" : "kindReference")}
              </span>
              <p data-figure className="mt-2 text-2xl font-bold tracking-tight whitespace-nowrap text-slate-800 tabular-nums">
                {benchmarks[key].figure}
              </p>
              <p className="mt-1 text-sm text-slate-700">{benchmarks[key].metric}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col gap-3 md:flex-row md:items-baseline md:justify-between">
        <p data-testid="efficiency-basis" className="max-w-3xl text-sm text-slate-600">
          {t("basis")}
        </p>
        <Link href="/solutions/30-day-performance-pilot" className={`flex-none ${linkClass}`}>
          {t("cta")}
        </Link>
      </div>
    </Section>
  );
}

/** One line-drawn glyph per security point, in the order of `home.security.points`. */
const SECURITY_ICONS = [
  // No direct writes: a record with a lock.
  "M6 3h9l3 3v6M6 3v18h6M9 8h6M9 12h4m3 3v-1.5a2 2 0 0 1 4 0V15m-5 0h6v5h-6z",
  // Append-only audit stream: stacked lines with an arrow down.
  "M4 5h16M4 10h16M4 15h9m4-1v6m-3-3 3 3 3-3",
  // Deployment choice: layered stacks.
  "M12 3l9 5-9 5-9-5zm-9 9l9 5 9-5M3 16l9 5 9-5",
  // Segregation of duties: two people, not one.
  "M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3 2.2-5 5-5s5 2 5 5m-1.5-4.2c.9-.5 1.9-.8 3.5-.8 2.8 0 5 2 5 5",
] as const;

export async function SecuritySection({ tone = "plain" }: { tone?: SectionTone } = {}) {
  const t = await getTranslations("home.security");
  const points = t.raw("points") as string[];
  return (
    <Section id="security" title={t("title")} intro={t("intro")} tone={tone}>
      {/* The four controls as one column of tiles about as tall as the evidence-pack card beside them (a checklist
          centred against the card left a third of the column empty above and below it; a 2x2 grid stretched to the
          card's height left each tile half empty). */}
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <div className="flex flex-col">
          <ul className="grid gap-3" data-testid="home-security-points">
            {points.map((point, index) => (
              <li key={point} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-5 py-4 shadow-sm">
                <svg viewBox="0 0 24 24" aria-hidden="true" className="h-6 w-6 flex-none fill-none stroke-brand-700" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
                  <path d={SECURITY_ICONS[index % SECURITY_ICONS.length]} />
                </svg>
                <span className="text-slate-800">{point}</span>
              </li>
            ))}
          </ul>
          <Link href="/security" className={`mt-6 inline-flex self-start ${linkClass}`}>
            {t("cta")}
          </Link>
        </div>
        {/* What a CIO or auditor receives: one invoice's evidence pack. */}
        <EvidencePackCard />
      </div>
    </Section>
  );
}

const RESOURCE_LINKS = [
  { key: "roi", href: "/ap-roi-calculator" },
  { key: "fraudCheck", href: "/fraud-readiness-check" },
  { key: "playbooks", href: "/resources" },
  { key: "compliance", href: "/compliance" },
] as const;

export async function ResourcesSection({ tone = "muted" }: { tone?: SectionTone } = {}) {
  const t = await getTranslations("home.resources");
  const tNotes = await getTranslations("home.resourceNotes");
  return (
    <Section id="resources" title={t("title")} intro={t("intro")} tone={tone}>
      {/* Each card spans two shared rows (subgrid): titles and notes start level across a row of cards, even where a
          locale's title wraps to two lines. */}
      <ul data-testid="resource-cards" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {RESOURCE_LINKS.map(({ key, href }) => (
          <li key={key} className="sm:row-span-2 sm:grid sm:grid-rows-subgrid sm:gap-y-0">
            <Link
              href={href}
              className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-600 sm:row-span-2 sm:grid sm:grid-rows-subgrid sm:gap-y-2"
            >
              <span data-resource-title className="font-semibold text-brand-800 group-hover:underline">
                {t(`links.${key}`)}
              </span>
              <span data-resource-body className="mt-2 text-sm text-slate-700 sm:mt-0">
                {tNotes(key)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * The closing contact cards. `lead="pilot"` (the speed-first variant, whose hero offers the pilot) ends the page on
 * the same offer: its first card starts the pilot with a scoping call (the demo form, goal "faster close"), instead
 * of a generic demo.
 */
export async function ContactSection({ cta, tone = "plain", lead = "demo" }: { cta: string; tone?: SectionTone; lead?: "demo" | "pilot" }) {
  const t = await getTranslations("home.contact");
  const format = await getFormatter();
  const pilot = lead === "pilot";
  return (
    <Section id="contact" title={t(pilot ? "pilotTitle" : "title")} intro={t(pilot ? "pilotIntro" : "intro")} tone={tone}>
      {/* Each card a column whose button sits at its foot: the two buttons line up whatever the body's length. */}
      <div className="grid gap-6 md:grid-cols-2" data-testid="contact-cards" data-lead={lead}>
        <div className="flex flex-col items-start rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="text-lg font-semibold text-ink">{t(pilot ? "pilot.title" : "demo.title")}</h3>
          <p className="mt-2 mb-5 text-slate-700">
            {pilot
              ? t("pilot.body")
              : t("demo.body", {
                  minutes: format.number(DURATIONS.demoMinutes),
                  hours: format.number(DURATIONS.demoCalendarOptionsWithinHours),
                })}
          </p>
          <Link
            href={pilot ? `/book-demo?cta=${cta}&goal=faster-close` : `/book-demo?cta=${cta}`}
            className="mt-auto inline-flex rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
          >
            {t(pilot ? "pilotCta" : "demoCta")}
          </Link>
        </div>
        <div className="flex flex-col items-start rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="text-lg font-semibold text-ink">{t("expert.title")}</h3>
          <p className="mt-2 mb-5 text-slate-700">
            {t("expert.body", {
              minutes: format.number(DURATIONS.expertCallMinutes),
              hours: format.number(DURATIONS.expertCalendarOptionsWithinHours),
            })}
          </p>
          <Link
            href="/talk-to-expert?topic=general-consultation"
            className="mt-auto inline-flex rounded-md border border-brand-600 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t("expertCta")}
          </Link>
        </div>
      </div>
    </Section>
  );
}
