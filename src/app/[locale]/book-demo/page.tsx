import { getTranslations, setRequestLocale } from "next-intl/server";
import { getFormatter } from "@/i18n/formatter-server";
import { BookDemoForm } from "@/components/forms/book-demo-form";
import { ScopedMessages } from "@/components/scoped-messages";
import { CheckList } from "@/components/sections/section";
import { DURATIONS, PILOT } from "@/config/business-constants";
import { serverEnv } from "@/env";
import { Link } from "@/i18n/navigation";
import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";
import { percentLabels } from "@/lib/percent-labels";
import { StepNumber } from "@/components/sections/step-number";
import { GuaranteeSeal, guaranteeTerms } from "@/components/visuals/guarantee-card";
import { BlockedQueuePreview } from "./blocked-queue-preview";
import { DEMO_AGENDA } from "./demo-agenda";

export async function generateMetadata(props: LocaleParams) {
  return pageMetadata({ locale: await resolveLocale(props), path: "/book-demo", namespace: "bookDemo" });
}

export default async function BookDemoPage(props: LocaleParams) {
  const locale = await resolveLocale(props);
  setRequestLocale(locale);
  const t = await getTranslations("bookDemo");
  const format = await getFormatter();
  const minutes = DURATIONS.demoMinutes;

  // From 1280 px the form runs down the right of the hero, beside the headline and what the visitor gets, so the
  // whole form (its submit included) is in the first screen at 1440x900 and both columns end together; "what happens
  // next" runs across the page under both. On a phone: headline, form, what you get, then the steps.
  // Under the submit, how the request is handled: only what the privacy notice states (HTTPS, retention, no sale).
  const form = (
    // The forms' shared privacy line (what the details are used for, the link to the notice) right before the submit
    // button, as on every lead form, in the reading order and on screen alike (e2e/privacy.spec.ts); the form's data
    // note (BookDemoForm) under the button with the handling facts, without a second link. The privacy line's link on a line of its own, so the
    // sentence fills its line (balanced into two even lines it read as a half-width column beside a full-width form). The form's
    // alert stays in the flow, empty, so a screen reader announces its message. "Fields marked * are required" runs
    // the form's full width (no early, balanced wrap).
    // From 1280 px the card is a column whose foot (the expert link) sits at its bottom: when the agenda card beside it
    // is a little taller, the room goes above that foot, not under it.
    <section
      aria-label={t("form.title")}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 xl:flex xl:h-full xl:flex-col xl:p-7 [&_[data-testid=book-demo-form]]:flex [&_[data-testid=book-demo-form]]:flex-col [&_[data-testid=book-demo-form]>*]:my-0 [&_[data-testid=book-demo-form]>p:first-child]:text-wrap [&_[data-testid=book-demo-form]]:gap-5 lg:[&_[data-testid=book-demo-form]]:gap-3.5 [&_[data-testid=book-demo-form]>button]:self-start [&_[data-testid=book-demo-form]>[data-testid=book-demo-data-note]]:order-2 [&_[data-testid=book-demo-form]>[data-testid=book-demo-data-note]]:-mt-4 lg:[&_[data-testid=book-demo-form]>[data-testid=book-demo-data-note]]:-mt-3 [&_[data-testid=privacy-note]]:text-slate-700 [&_[data-testid=privacy-note]_a]:block [&_[data-testid=privacy-note]_a]:w-fit"
    >
      <ScopedMessages namespaces={["forms", "bookDemo"]}>
        <BookDemoForm percentLabels={await percentLabels()} dataNote={t("aside.dataNote", { months: serverEnv().RETENTION_MONTHS })} />
      </ScopedMessages>
      <div data-testid="book-demo-form-foot" className="xl:mt-auto">
        {/* For a visitor not ready to book: the shorter conversation, at the foot of the form it stands beside. */}
        <p data-testid="book-demo-expert" className="mt-5 border-t border-slate-200 pt-4 text-sm text-slate-700">
          {t("aside.expertPrompt")}{" "}
          <Link href="/talk-to-expert?cta=book-demo-aside" className="font-semibold text-brand-700 underline hover:text-brand-800">
            {t("aside.expertLink")}
          </Link>
        </p>
      </div>
    </section>
  );
  // What the demo covers, as an indicative agenda of its minutes (the success view's what-to-expect list, before the visitor
  // submits): a bar of the minutes split by topic, then each topic with its slot. Then what the visitor gets, beside a
  // compact picture of what the demo shows (the Blocked Queue). A white card with a visible edge on the hero's tint.
  const aside = (
    <aside aria-labelledby="book-demo-aside" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 xl:flex xl:h-full xl:flex-col xl:p-6">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id="book-demo-aside" className="text-xl font-bold text-ink">
          {t("agenda.title", { minutes })}
        </h2>
        <span data-chip className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
          {t("agenda.badge")}
        </span>
      </div>
      <div aria-hidden="true" data-agenda-bar className="mt-4 flex h-2 gap-0.5 overflow-hidden rounded-full">
        {DEMO_AGENDA.map((slot, i) => (
          <span key={slot.key} className={`h-full ${["bg-brand-900", "bg-brand-800", "bg-brand-700", "bg-brand-600", "bg-brand-200"][i]}`} style={{ flexGrow: slot.to - slot.from }} />
        ))}
      </div>
      {/* From 1280 px, when the form beside this card is the taller, the agenda's rows share the difference (each row a
          little taller, its text centred in it): no blank band at the card's foot. */}
      <ol data-testid="book-demo-agenda" className="mt-4 divide-y divide-slate-100 xl:flex xl:flex-1 xl:flex-col">
        {DEMO_AGENDA.map((slot) => (
          <li key={slot.key} className="flex flex-col justify-center py-1.5 first:pt-0 last:pb-0 xl:flex-1">
            <span className="flex items-baseline gap-4">
              <span data-agenda-slot className="w-[4.75rem] flex-none text-sm font-semibold whitespace-nowrap text-brand-700 tabular-nums">
                {t("agenda.slot", { from: slot.from, to: slot.to })}
              </span>
              <span className="min-w-0 text-slate-800">{t(`agenda.items.${slot.key}`)}</span>
            </span>
          </li>
        ))}
      </ol>
      <h3 className="mt-5 border-t border-slate-200 pt-4 text-lg font-semibold text-ink">{t("aside.title")}</h3>
      <div className="mt-3 grid gap-5 sm:grid-cols-[minmax(0,1fr)_13rem] xl:grid-cols-[minmax(0,1fr)_12.5rem]">
        {/* The list, then what the picture beside it shows (its note under the list, not under the picture: a caption
            there made the picture's column the taller by a few lines and left the list's column blank below). */}
        <div className="min-w-0">
          <CheckList items={t.raw("aside.items") as string[]} />
          {/* At a readable size and contrast (14 px, slate-700): at 12 px grey it read as fine print. */}
          <p data-testid="book-demo-visual-note" className="mt-3 text-sm leading-snug text-pretty text-slate-700">
            {t("aside.visual.note")}
          </p>
        </div>
        <div>
          <BlockedQueuePreview />
        </div>
      </div>
    </aside>
  );
  const next = (
    <section aria-labelledby="book-demo-next" className="mt-10 xl:mt-12">
      <h2 id="book-demo-next" className="text-xl font-bold text-ink">
        {t("aside.nextTitle")}
      </h2>
      {/* The three steps as one strip (a frame with a rule between the steps), not three boxes: a box sized to the
          longest step left the shorter two half empty (e2e/cards-fill.spec.ts). */}
      <ol
        className="mt-4 grid divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm md:grid-cols-3 md:divide-x md:divide-y-0"
        data-testid="book-demo-next-steps"
      >
        {[
          t("aside.nextSteps.calendar", { hours: DURATIONS.demoCalendarOptionsWithinHours }),
          t("aside.nextSteps.demo", { minutes }),
          // After the demo, what a visitor can do next (not a repeat of "What you get").
          t.rich("aside.nextSteps.pilot", {
            days: PILOT.days,
            pilot: (chunks) => (
              <Link href="/solutions/30-day-performance-pilot?cta=book-demo-next" className="font-semibold text-brand-700 underline hover:text-brand-800">
                {chunks}
              </Link>
            ),
          }),
        ].map((step, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: three fixed steps in a fixed order
          <li key={i} className="flex gap-3 p-4 text-slate-800 md:p-5">
            <StepNumber n={i + 1} size="sm" />
            {/* Balanced lines: no short last line ("at kick-off." alone at 1440 px). */}
            <span className="min-w-0 text-balance">{step}</span>
          </li>
        ))}
      </ol>
      {/* The pilot's guarantee where the visitor decides: its own terms, as on /pricing and the pilot page. */}
      <p data-testid="book-demo-guarantee" className="mt-4 flex items-start gap-3 text-sm text-slate-700">
        <GuaranteeSeal className="h-6 w-6" />
        <span className="min-w-0 text-pretty">
          <strong className="font-semibold text-ink">{t("aside.guaranteeTitle")}</strong> {t("aside.guarantee", guaranteeTerms(format))}
        </span>
      </p>
    </section>
  );

  // A form page's headline, sized as peers size theirs (about 40 px at 1440, 24 px on a phone), so the form starts high.
  // From 1280 px the form runs down the right, beside the headline and the agenda; on a phone: headline, form, agenda.
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
        {/* From 1280 px the form and the agenda card end on one line (both stretch to the grid's last row line). */}
        <div className="grid items-start gap-8 xl:grid-cols-[minmax(0,1fr)_minmax(0,36rem)] xl:grid-rows-[auto_1fr] xl:items-stretch xl:gap-x-12 xl:gap-y-7">
          <div className="min-w-0">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t("hero.eyebrow")}</p>
            <h1 className="mt-2 max-w-3xl text-2xl leading-tight font-extrabold tracking-tight text-balance text-ink sm:text-[2rem] xl:text-[2.5rem]">
              {t("hero.title")}
            </h1>
            <p className="mt-3 max-w-2xl text-base text-slate-700 sm:text-lg">{t("hero.lead", { minutes })}</p>
          </div>
          <div className="min-w-0 xl:col-start-2 xl:row-span-2 xl:row-start-1">{form}</div>
          <div className="min-w-0 xl:col-start-1 xl:row-start-2">{aside}</div>
        </div>
        {next}
      </div>
    </section>
  );
}
