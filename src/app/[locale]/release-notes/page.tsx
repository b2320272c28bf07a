import { getTranslations, setRequestLocale } from "next-intl/server";
import { getFormatter } from "@/i18n/formatter-server";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";

/** Release entries, newest first; text in extraPages.releaseNotes.entries.<id>. */
const RELEASES = [
  { id: "nachaPack", date: "2026-10-14" },
  { id: "inquiryLocks", date: "2026-09-02" },
  { id: "evidenceExport", date: "2026-07-21" },
  { id: "jitAccess", date: "2026-06-09" },
] as const;

export async function generateMetadata(props: LocaleParams) {
  return pageMetadata({ locale: await resolveLocale(props), path: "/release-notes", namespace: "extraPages.releaseNotes" });
}

export default async function ReleaseNotesPage(props: LocaleParams) {
  const locale = await resolveLocale(props);
  setRequestLocale(locale);
  const t = await getTranslations("extraPages.releaseNotes");
  const format = await getFormatter();
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")} />
      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <ol className="space-y-10 border-l-2 border-brand-100 pl-6">
          {RELEASES.map((release) => (
            <li key={release.id} id={release.id}>
              <article aria-labelledby={`${release.id}-title`}>
                <p className="text-sm font-semibold text-brand-700">
                  <time dateTime={release.date}>
                    {t("published", {
                      date: format.dateTime(new Date(`${release.date}T00:00:00Z`), { dateStyle: "long", timeZone: "UTC" }),
                    })}
                  </time>
                </p>
                <h2 id={`${release.id}-title`} className="mt-1 text-2xl font-bold text-ink">
                  {t(`entries.${release.id}.title`)}
                </h2>
                <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
                  {(t.raw(`entries.${release.id}.items`) as string[]).map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </article>
            </li>
          ))}
        </ol>
      </div>
      <CtaBand
        title={t("cta.title")}
        body={t("cta.body")}
        primary={{ label: t("cta.primary"), href: "/resources#subscribe" }}
        secondary={{ label: t("cta.secondary"), href: "/book-demo?cta=release-notes" }}
      />
    </>
  );
}
