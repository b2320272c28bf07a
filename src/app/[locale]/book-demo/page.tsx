import { getTranslations, setRequestLocale } from "next-intl/server";
import { BookDemoForm } from "@/components/forms/book-demo-form";
import { ScopedMessages } from "@/components/scoped-messages";
import { CheckList } from "@/components/sections/section";
import { PageHero } from "@/components/sections/page-hero";
import { DURATIONS, PILOT } from "@/config/business-constants";
import { serverEnv } from "@/env";
import { Link } from "@/i18n/navigation";
import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";
import { percentLabels } from "@/lib/percent-labels";
import { StepNumber } from "@/components/sections/step-number";
import { BlockedQueuePreview } from "./blocked-queue-preview";

export async function generateMetadata(props: LocaleParams) {
  return pageMetadata({ locale: await resolveLocale(props), path: "/book-demo", namespace: "bookDemo" });
}

export default async function BookDemoPage(props: LocaleParams) {
  const locale = await resolveLocale(props);
  setRequestLocale(locale);
  const t = await getTranslations("bookDemo");

  // From 1280 px the form runs down the right of the hero, beside the headline and what the visitor gets, so the
  // whole form (its submit included) is in the first screen at 1440x900 and both columns end together; "what happens
  // next" runs across the page under both. On a phone: headline, form, what you get, then the steps.
  // Under the submit, how the request is handled: only what the privacy notice states (HTTPS, retention, no sale).
  const form = (
    <section aria-label={t("form.title")} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 xl:p-7">
      <ScopedMessages namespaces={["forms", "bookDemo"]}>
        <BookDemoForm percentLabels={await percentLabels()} />
      </ScopedMessages>
      <p data-testid="book-demo-data-note" className="mt-5 flex gap-2.5 border-t border-slate-200 pt-4 text-sm text-slate-700">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 flex-none text-brand-700">
          <rect x="4" y="9" width="12" height="8.5" rx="1.8" className="fill-current" />
          <path d="M6.8 9V6.8a3.2 3.2 0 0 1 6.4 0V9" className="fill-none stroke-current" strokeWidth="1.8" />
        </svg>
        <span className="min-w-0">
          {t("aside.dataNote", { months: serverEnv().RETENTION_MONTHS })}{" "}
          <Link href="/privacy" className="font-semibold text-brand-700 underline hover:text-brand-800">
            {t("aside.dataLink")}
          </Link>
        </span>
      </p>
    </section>
  );
  const aside = (
    // A white card with a visible edge on the hero's tint. From 640 px a compact picture of what the demo shows (the
    // Blocked Queue) runs down the right, beside the list and the prompt under it; on a phone: list, picture, prompt.
    <aside aria-labelledby="book-demo-aside" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 xl:p-6">
      <h2 id="book-demo-aside" className="text-xl font-bold text-ink">
        {t("aside.title")}
      </h2>
      <div className="mt-4 grid gap-5 sm:grid-cols-[minmax(0,1fr)_13rem] sm:grid-rows-[auto_1fr] xl:grid-cols-[minmax(0,1fr)_12.5rem]">
        <CheckList items={t.raw("aside.items") as string[]} />
        <div className="sm:row-span-2">
          <BlockedQueuePreview />
        </div>
        <p className="text-slate-700">
          {t("aside.expertPrompt")}{" "}
          <Link href="/talk-to-expert?cta=book-demo-aside" className="font-semibold text-brand-700 underline hover:text-brand-800">
            {t("aside.expertLink")}
          </Link>
        </p>
      </div>
    </aside>
  );
  const next = (
    <section aria-labelledby="book-demo-next" className="mt-10 xl:mt-12">
      <h2 id="book-demo-next" className="text-xl font-bold text-ink">
        {t("aside.nextTitle")}
      </h2>
      <ol className="mt-4 grid gap-3 md:grid-cols-3 md:gap-6" data-testid="book-demo-next-steps">
        {[
          t("aside.nextSteps.calendar", { hours: DURATIONS.demoCalendarOptionsWithinHours }),
          t("aside.nextSteps.demo", { minutes: DURATIONS.demoMinutes }),
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
          <li key={i} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 text-slate-800">
            <StepNumber n={i + 1} size="sm" />
            <span className="min-w-0">{step}</span>
          </li>
        ))}
      </ol>
    </section>
  );

  return (
    <PageHero
      compact
      eyebrow={t("hero.eyebrow")}
      title={t("hero.title")}
      lead={t("hero.lead", { minutes: DURATIONS.demoMinutes })}
      visual={form}
      visualWidth="wide"
      below={aside}
      footer={next}
    />
  );
}
