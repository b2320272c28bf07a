import { getTranslations, setRequestLocale } from "next-intl/server";
import { PrivacyRequestForm } from "@/components/privacy/privacy-request-form";
import { ScopedMessages } from "@/components/scoped-messages";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { PRIVACY_EMAIL } from "@/config/site";
import { Link } from "@/i18n/navigation";
import { PRIVACY_LINK } from "@/leads/privacy/privacy-self-service";
import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";
import { mailLimitsFromEnv } from "@/mail/recipient-limits";

/** The steps of "How it works", in order (`myData.how.steps.<key>`). */
const STEPS = ["link", "button", "copy", "erase", "audit"] as const;

const LINK_CLASS = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

export async function generateMetadata(props: LocaleParams) {
  return pageMetadata({ locale: await resolveLocale(props), path: "/privacy/my-data", namespace: "myData" });
}

/**
 * Self-service privacy requests (src/leads/privacy-self-service.ts): a copy of the data held about an address, or its
 * erasure, through a signed link mailed to that address. Prerendered; the form is a client island.
 */
export default async function MyDataPage(props: LocaleParams) {
  const locale = await resolveLocale(props);
  setRequestLocale(locale);
  const t = await getTranslations("myData");
  const minutes = PRIVACY_LINK.minutes;
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")} />
      <section aria-label={t("hero.title")} className="mx-auto max-w-7xl px-4 pb-14 sm:px-6">
        <ScopedMessages namespaces={["forms", "myData"]}>
          <PrivacyRequestForm minutes={minutes} />
        </ScopedMessages>
      </section>
      <Section id="how" title={t("how.title")} tone="muted">
        <ul className="max-w-3xl list-disc space-y-2 pl-5 text-slate-700">
          {STEPS.map((step) => (
            <li key={step}>{t(`how.steps.${step}`, { minutes })}</li>
          ))}
        </ul>
        <div className="mt-6 max-w-3xl space-y-4 text-slate-700">
          <p>{t("how.limits", { perAddress: mailLimitsFromEnv().perAddressPerDay })}</p>
          <p>
            {t.rich("how.other", {
              address: PRIVACY_EMAIL,
              email: (chunks) => (
                <a href={`mailto:${PRIVACY_EMAIL}`} className={LINK_CLASS}>
                  {chunks}
                </a>
              ),
            })}
          </p>
          <p>
            <Link href="/privacy" className={LINK_CLASS}>
              {t("notice")}
            </Link>
          </p>
        </div>
      </Section>
    </>
  );
}
