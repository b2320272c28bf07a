import { getTranslations, setRequestLocale } from "next-intl/server";
import { BookDemoForm } from "@/components/forms/book-demo-form";
import { ScopedMessages } from "@/components/scoped-messages";
import { CheckList } from "@/components/sections/section";
import { PageHero } from "@/components/sections/page-hero";
import { DURATIONS } from "@/config/business-constants";
import { Link } from "@/i18n/navigation";
import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";
import { percentLabels } from "@/lib/percent-labels";
import { StepNumber } from "@/components/sections/step-number";

export async function generateMetadata(props: LocaleParams) {
  return pageMetadata({ locale: await resolveLocale(props), path: "/book-demo", namespace: "bookDemo" });
}

export default async function BookDemoPage(props: LocaleParams) {
  const locale = await resolveLocale(props);
  setRequestLocale(locale);
  const t = await getTranslations("bookDemo");

  // From 1280 px the form runs down the right of the hero, beside the headline and what the visitor gets, so the
  // whole form (its submit included) is in the first screen at 1440x900; on a phone: headline, form, then the rest.
  const form = (
    <section aria-label={t("form.title")} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 xl:p-7">
      <ScopedMessages namespaces={["forms", "bookDemo"]}>
        <BookDemoForm percentLabels={await percentLabels()} />
      </ScopedMessages>
    </section>
  );
  const aside = (
    <aside aria-labelledby="book-demo-aside" className="rounded-2xl bg-slate-50 p-6 sm:p-8 xl:bg-white/60 xl:p-6">
      <h2 id="book-demo-aside" className="text-xl font-bold text-ink">
        {t("aside.title")}
      </h2>
      <div className="mt-4">
        <CheckList items={t.raw("aside.items") as string[]} />
      </div>
      <h3 className="mt-8 text-lg font-bold text-ink">{t("aside.nextTitle")}</h3>
      <ol className="mt-3 space-y-3" data-testid="book-demo-next-steps">
        {[
          t("aside.nextSteps.calendar", { hours: DURATIONS.demoCalendarOptionsWithinHours }),
          t("aside.nextSteps.demo", { minutes: DURATIONS.demoMinutes }),
          t("aside.nextSteps.questions"),
        ].map((step, i) => (
          <li key={step} className="flex gap-3 text-slate-800">
            <StepNumber n={i + 1} size="sm" />
            <span>{step}</span>
          </li>
        ))}
      </ol>
      <p className="mt-6 text-slate-700">
        {t("aside.expertPrompt")}{" "}
        <Link href="/talk-to-expert?cta=book-demo-aside" className="font-semibold text-brand-700 underline hover:text-brand-800">
          {t("aside.expertLink")}
        </Link>
      </p>
    </aside>
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
    />
  );
}
