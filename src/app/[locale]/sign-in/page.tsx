import { getTranslations, setRequestLocale } from "next-intl/server";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { serverEnv } from "@/env";
import { Link } from "@/i18n/navigation";
import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";

export async function generateMetadata(props: LocaleParams) {
  return pageMetadata({ locale: await resolveLocale(props), path: "/sign-in", namespace: "signIn" });
}

/**
 * The one sign-in destination behind /login (desktop) and /signin (mobile).
 * Rendered per request: APP_SIGN_IN_URL is runtime configuration, and when it is
 * set the visitor goes straight to the application.
 */
export default async function SignInPage(props: LocaleParams) {
  await connection();
  const appUrl = serverEnv().APP_SIGN_IN_URL;
  if (appUrl) redirect(appUrl);
  const locale = await resolveLocale(props);
  setRequestLocale(locale);
  const t = await getTranslations("signIn");
  return (
    <>
      <PageHero title={t("title")} lead={t("lead")} />
      <Section title={t("stepsTitle")}>
        <ol className="list-decimal space-y-2 pl-6 text-slate-700">
          {(t.raw("steps") as string[]).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Section>
      <Section title={t("accessTitle")} intro={t("accessBody")} tone="muted">
        <div className="flex flex-wrap gap-4">
          <Link href="/book-demo?cta=sign-in" className="rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700">
            {t("bookDemo")}
          </Link>
          <Link href="/talk-to-expert?cta=sign-in" className="rounded-md border border-brand-600 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50">
            {t("talkToExpert")}
          </Link>
        </div>
      </Section>
    </>
  );
}
