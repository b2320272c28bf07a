import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/sections/page-hero";
import { CheckList, Section } from "@/components/sections/section";
import { GuaranteeCard } from "@/components/visuals/guarantee-card";
import { PILOT } from "@/config/business-constants";
import { getFormatter } from "@/i18n/formatter-server";
import { percent } from "@/i18n/formatters";
import { getLooseTranslator } from "@/i18n/translate-server";

/** The pilot's three measured goals, formatted from PILOT (the homes' pilot section and the scorecard page's). */
export function pilotGoals(t: Awaited<ReturnType<typeof getTranslations<"home.pilot">>>, format: Awaited<ReturnType<typeof getFormatter>>): string[] {
  const percentOf = (value: number) => percent(format, value);
  return [
    t("goals.cycleTime", { hours: format.number(PILOT.medianCycleTimeHoursMax), p90: format.number(PILOT.p90CycleTimeHoursMax) }),
    t("goals.coverage", { coverage: percentOf(PILOT.controlCoveragePercentMin) }),
    t("goals.emails", { min: format.number(PILOT.vendorEmailReductionPercentMin), max: percentOf(PILOT.vendorEmailReductionPercentMax) }),
  ];
}

/**
 * The pilot's scope, goals and guarantee. `detailsLink`: the button to the pilot page (not on that page itself).
 * `weeks`: the pilot's four weeks under its goals (on the homes); landing2 leaves them out, as its rollout chart right
 * below draws them as the rollout's first month (src/components/home/rollout-plan.tsx).
 */
export async function PilotSection({
  cta,
  detailsLink = true,
  weeks = detailsLink,
  tone = "muted",
}: { cta: string; detailsLink?: boolean; weeks?: boolean; tone?: "plain" | "muted" }) {
  const t = await getTranslations("home.pilot");
  const format = await getFormatter();
  return (
    <Section
      id="pilot"
      title={t("title")}
      intro={t("intro", { days: format.number(PILOT.days), ...pilotScopeValues(format) })}
      tone={tone}
    >
      {/* Goals and weeks, then the guarantee card, then the buttons: on a phone the card comes before the buttons; from
          1024 px the card stands in the right column, at the top and held in view while the column beside it scrolls. */}
      {/* From 1024 px the second row takes what the card spanning both rows adds (1fr), so the goals' row keeps its own
          height and the buttons follow right under the goals rather than far below them. */}
      <div className="grid gap-x-10 gap-y-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:grid-rows-[auto_1fr]">
        <div>
          <h3 className="mb-3 font-semibold text-slate-900">{t("goals.heading")}</h3>
          <CheckList items={pilotGoals(t, format)} />
          {/* On the homes, the pilot's four weeks under its goals (the same plan the pilot pages detail), so the column
              reads goals, then how the 30 days run, then the buttons. */}
          {weeks ? <PilotWeeks /> : <PilotProvide />}
        </div>
        {/* The guarantee beside the pilot's goals and buttons, as a card of its own. */}
        <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <GuaranteeCard />
        </div>
        {/* On a phone the buttons stack at full width, label centred, like the hero's. */}
        {/* Held at the top of their row: beside the taller guarantee card (landing2 and variant 1 draw the weeks in the
            rollout chart instead) the row is tall, and stretched buttons grew into blocks. */}
        <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-start lg:col-start-1 lg:self-start max-sm:[&>a]:justify-center max-sm:[&>a]:text-center">
          {detailsLink ? <ButtonLink href="/solutions/30-day-performance-pilot">{t("cta")}</ButtonLink> : null}
          <ButtonLink href={`/book-demo?cta=${cta}&goal=faster-close`} variant={detailsLink ? "secondary" : "primary"}>
            {t("secondary")}
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}


/**
 * Where the weeks are drawn in the rollout chart below instead (variant 1, landing2): what the visitor provides before
 * day 1, the pilot page's own list, under the goals. With the goals alone the column ended halfway down the guarantee
 * card beside it (e2e/review15.spec.ts).
 */
async function PilotProvide() {
  const t = await getLooseTranslator("scorecard.pilot");
  const format = await getFormatter();
  const args = pilotScopeValues(format);
  const items = (t.raw("provide.items") as string[]).map((_, index) => t(`provide.items.${index}`, args));
  return (
    <div data-testid="pilot-provide" className="mt-8">
      {/* The title, then when, as a day chip like the pilot page's ("Before day 1"). */}
      <h3 className="mb-3 flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-slate-900">
        {t("provide.title")}
        <span data-chip className="rounded-md bg-brand-100 px-2 py-0.5 text-[0.8125rem] font-bold text-brand-800">
          {t("provide.when")}
        </span>
      </h3>
      <CheckList items={items} />
    </div>
  );
}

/**
 * The pilot's four weeks (the plan the pilot pages detail): each week's focus and what it delivers, so the column
 * beside the guarantee card reads goals, then how the 30 days run, then the buttons.
 */
export async function PilotWeeks() {
  const plan = await getTranslations("biotechPilot.plan");
  const format = await getFormatter();
  const weeks = await pilotWeekItems();
  return (
    <div data-testid="pilot-weeks" className="mt-8">
      <h3 className="mb-3 font-semibold text-slate-900">{plan("title")}</h3>
      <ol className="grid gap-3 sm:grid-cols-2">
        {weeks.map((week, index) => (
          <li key={week.title} className="rounded-xl border border-slate-200 bg-white px-4 py-3">
            <span className="block text-xs font-bold tracking-wide text-brand-700 uppercase">{plan("week", { number: format.number(index + 1) })}</span>
            <span className="mt-1 block font-semibold text-ink">{week.title}</span>
            <span className="mt-1 block text-sm text-slate-700">{week.body}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The pilot's four weeks, title and body, the body's scope figures formatted from PILOT (PilotWeeks, the rollout chart). */
export async function pilotWeekItems(): Promise<{ title: string; body: string }[]> {
  const plan = await getTranslations("biotechPilot.plan");
  const pilot = await getLooseTranslator("biotechPilot");
  const format = await getFormatter();
  const values = pilotScopeValues(format);
  const weeks = plan.raw("weeks") as { title: string }[];
  return weeks.map((week, index) => ({ title: week.title, body: pilot(`plan.weeks.${index}.body`, values) }));
}

/**
 * The pilot's scope as message arguments ({entitiesMin}–{entitiesMax}, {volumeMin}–{volumeMax}): its legal entities
 * and the share of volume its top vendors carry, formatted for the locale. Every page that states the scope uses it.
 */
export function pilotScopeValues(format: Awaited<ReturnType<typeof getFormatter>>) {
  return {
    entitiesMin: format.number(PILOT.legalEntitiesMin),
    entitiesMax: format.number(PILOT.legalEntitiesMax),
    volumeMin: format.number(PILOT.topVendorVolumePercentMin),
    volumeMax: percent(format, PILOT.topVendorVolumePercentMax),
  };
}
