import { getTranslations, setRequestLocale } from "next-intl/server";
import { TalkToExpertForm } from "@/components/forms/talk-to-expert-form";
import { ScopedMessages } from "@/components/scoped-messages";
import { PageHero } from "@/components/sections/page-hero";
import { DURATIONS } from "@/config/business-constants";
import { Link } from "@/i18n/navigation";
import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";

export async function generateMetadata(props: LocaleParams) {
  return pageMetadata({ locale: await resolveLocale(props), path: "/talk-to-expert", namespace: "talkToExpert" });
}

export default async function TalkToExpertPage(props: LocaleParams) {
  const locale = await resolveLocale(props);
  setRequestLocale(locale);
  const t = await getTranslations("talkToExpert");

  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead", { minutes: DURATIONS.expertCallMinutes })} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-20 sm:px-6 lg:grid-cols-3">
        <section aria-label={t("form.title")} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2">
          <ScopedMessages namespaces={["forms", "talkToExpert"]}>
            <TalkToExpertForm />
          </ScopedMessages>
        </section>
        <aside aria-labelledby="talk-to-expert-aside" className="rounded-2xl bg-slate-50 p-6 sm:p-8 lg:self-start">
          <h2 id="talk-to-expert-aside" className="text-xl font-bold text-ink">
            {t("aside.title")}
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700">
            {(t.raw("aside.items") as string[]).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="mt-6 text-slate-700">
            {t("aside.demoPrompt")}{" "}
            <Link href="/book-demo?cta=talk-to-expert-aside" className="font-semibold text-brand-700 underline hover:text-brand-800">
              {t("aside.demoLink")}
            </Link>
          </p>
        </aside>
      </div>
    </>
  );
}
