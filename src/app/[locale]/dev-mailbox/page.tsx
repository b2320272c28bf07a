import { getTranslations, setRequestLocale } from "next-intl/server";
import { DevMailboxDemo } from "@/components/dev-mailbox/dev-mailbox-demo";
import { ScopedMessages } from "@/components/scoped-messages";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";

export async function generateMetadata(props: LocaleParams) {
  return pageMetadata({ locale: await resolveLocale(props), path: "/dev-mailbox", namespace: "devMailbox" });
}

export default async function DevMailboxPage(props: LocaleParams) {
  const locale = await resolveLocale(props);
  setRequestLocale(locale);
  const t = await getTranslations("devMailbox");
  const tc = await getTranslations("common");
  const tCim = await getTranslations("cim");
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")} />
      <Section id="demo" title={t("howTo.title")}>
        <ol className="mb-6 list-decimal space-y-1 pl-5 text-slate-700">
          {(t.raw("howTo.steps") as string[]).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="mb-4 text-sm text-slate-600">{tc("illustrative")}</p>
        <ScopedMessages namespaces={["devMailbox"]}>
          <DevMailboxDemo />
        </ScopedMessages>
      </Section>
      <CtaBand
        title={tCim("cta.title")}
        body={tCim("hero.lead")}
        primary={{ label: tc("bookDemo"), href: "/book-demo?goal=process-automation&cta=dev-mailbox" }}
        secondary={{ label: tCim("hero.eyebrow"), href: "/customer-inquiry-management" }}
      />
    </>
  );
}
