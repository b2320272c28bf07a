import { getTranslations, setRequestLocale } from "next-intl/server";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { DURATIONS } from "@/config/business-constants";
import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";

// Registration goes through the expert form, with the webinar as context.
const REGISTER_HREF = "/talk-to-expert?topic=erp-guard&cta=webinar-identity-first-ap-sap";

export async function generateMetadata(props: LocaleParams) {
  return pageMetadata({ locale: await resolveLocale(props), path: "/webinar-identity-first-ap-sap", namespace: "extraPages.webinar" });
}

export default async function WebinarPage(props: LocaleParams) {
  const locale = await resolveLocale(props);
  setRequestLocale(locale);
  const t = await getTranslations("extraPages.webinar");
  const agenda = t.raw("agenda.items") as { title: string; body: string }[];
  return (
    <>
      <PageHero
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={t("hero.lead")}
        primary={{ label: t("hero.primary"), href: `${REGISTER_HREF}-hero` }}
      />
      <Section id="details" title={t("details.title")}>
        {/* No date is announced: the registration brings the next session's date and a calendar invitation. */}
        <dl className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          <div className="rounded-xl bg-slate-50 p-6">
            <dt className="text-sm font-semibold text-slate-700">{t("details.durationLabel")}</dt>
            <dd className="mt-1 text-xl font-bold text-ink">{t("details.duration", { minutes: DURATIONS.webinarMinutes })}</dd>
          </div>
          <div className="rounded-xl bg-slate-50 p-6">
            <dt className="text-sm font-semibold text-slate-700">{t("details.formatLabel")}</dt>
            <dd className="mt-1 text-xl font-bold text-ink">{t("details.format")}</dd>
          </div>
          <div className="rounded-xl bg-slate-50 p-6">
            <dt className="text-sm font-semibold text-slate-700">{t("details.audienceLabel")}</dt>
            <dd className="mt-1 text-xl font-bold text-ink">{t("details.audience")}</dd>
          </div>
          <div className="rounded-xl bg-slate-50 p-6" data-testid="webinar-next-session">
            <dt className="text-sm font-semibold text-slate-700">{t("details.dateLabel")}</dt>
            <dd className="mt-1 text-xl font-bold text-ink">{t("details.date")}</dd>
          </div>
        </dl>
      </Section>
      <Section id="agenda" title={t("agenda.title")} tone="muted">
        <ol className="space-y-4">
          {agenda.map((item, index) => (
            <li key={item.title} className="flex gap-4 rounded-xl bg-white p-6 shadow-sm">
              <span aria-hidden="true" className="flex h-8 w-8 flex-none items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                {index + 1}
              </span>
              <div>
                <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
                <p className="mt-1 text-slate-700">{item.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>
      <CtaBand
        title={t("register.title")}
        body={t("register.body")}
        primary={{ label: t("register.cta"), href: `${REGISTER_HREF}-footer` }}
      />
    </>
  );
}
