import { getTranslations, setRequestLocale } from "next-intl/server";
import { getFormatter } from "@/i18n/formatter-server";
import { Fragment, type ReactNode } from "react";
import { cookieRows } from "@/components/privacy/cookie-rows";
import { PageHero } from "@/components/sections/page-hero";
import { ResponsiveTable } from "@/components/sections/responsive-table";
import { CardGrid, Section } from "@/components/sections/section";
import { cookieCatalogue } from "@/config/cookies";
import { PRIVACY_NOTICE } from "@/config/privacy";
import { PRIVACY_EMAIL, PROVIDER_NAME } from "@/config/site";
import { serverEnv } from "@/env";
import { Link } from "@/i18n/navigation";
import { PRIVACY_LINK } from "@/leads/privacy/privacy-self-service";
import { mailLimitsFromEnv } from "@/mail/recipient-limits";
import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";
import { loosely } from "@/i18n/translate";

/** The lead forms, in the order the notice describes them (`privacy.forms.items.<key>`). */
const FORMS = ["bookDemo", "talkToExpert", "contact", "newsletter", "fraudCheck", "controlMap", "actionPlan"] as const;
const FORM_FIELDS = ["collected", "purpose", "basis", "retention"] as const;
const CONTEXT = ["page", "userAgent", "spam", "cookies", "ipHash", "fitScore"] as const;
const BASES = ["contract", "interest", "consent"] as const;
const RETENTION = ["leads", "quarantined", "newsletter", "cookies", "erasure"] as const;
const PROCESSORS = ["hosting", "database", "email", "crm", "posthog"] as const;
const SECURITY = ["https", "ip", "access"] as const;
const RIGHTS = ["access", "rectification", "erasure", "restriction", "objection", "portability", "withdraw", "complaint"] as const;

/** Section anchors, in page order: the table of contents lists them with their titles. */
const SECTIONS = [
  { id: "summary", key: "summary" },
  { id: "controller", key: "controller" },
  { id: "forms", key: "forms" },
  { id: "recorded", key: "context" },
  { id: "legal-bases", key: "bases" },
  { id: "retention", key: "retention" },
  { id: "processors", key: "processors" },
  { id: "security", key: "security" },
  { id: "cookies", key: "cookies" },
  { id: "rights", key: "rights" },
  { id: "exercise", key: "exercise" },
  { id: "required", key: "required" },
  { id: "changes", key: "changes" },
] as const;

const LINK_CLASS = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

function mailLink(chunks: ReactNode) {
  return (
    <a href={`mailto:${PRIVACY_EMAIL}`} className={LINK_CLASS}>
      {chunks}
    </a>
  );
}

/** A cookie name that may wrap only after its underscores (`attestra_home_variant`), never inside a word; on one line from 1024 px. */
function cookieName(name: string): ReactNode {
  const parts = name.split("_");
  return parts.map((part, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed name
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 ? (
        <>
          _<wbr />
        </>
      ) : null}
    </Fragment>
  ));
}

function Bullets({ items }: { items: ReactNode[] }) {
  return (
    <ul className="max-w-3xl list-disc space-y-2 pl-5 text-slate-700">
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static list in a fixed order
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

export async function generateMetadata(props: LocaleParams) {
  return pageMetadata({ locale: await resolveLocale(props), path: "/privacy", namespace: "privacy" });
}

export default async function PrivacyPage(props: LocaleParams) {
  const locale = await resolveLocale(props);
  setRequestLocale(locale);
  const t = await getTranslations("privacy");
  const format = await getFormatter();
  // The periods the daily purge applies (src/leads/privacy/privacy-rights.ts), read when the page is prerendered; a server
  // started with other RETENTION_* than its build's refuses to start (src/server/build-info.ts), so both agree.
  const env = serverEnv();
  const months = env.RETENTION_MONTHS;
  const quarantineDays = env.RETENTION_QUARANTINE_DAYS;
  const unconfirmedDays = env.RETENTION_UNCONFIRMED_DAYS;
  const address = PRIVACY_EMAIL;
  const updated = format.dateTime(new Date(`${PRIVACY_NOTICE.updated}T00:00:00Z`), { dateStyle: "long", timeZone: "UTC" });
  // Consent-gated experiments change which cookies wait for consent (read when the page is prerendered).
  const experimentsNeedConsent = env.EXPERIMENTS_REQUIRE_CONSENT;
  const rows = cookieRows(loosely(t), format, cookieCatalogue({ experimentsNeedConsent }));
  const retentionValues = {
    leads: { months },
    quarantined: { days: quarantineDays },
    newsletter: { days: unconfirmedDays },
    cookies: {},
    erasure: {},
  } as const;

  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")}>
        <p className="mt-4 text-sm text-slate-600">{t("hero.updated", { date: updated })}</p>
        <nav aria-labelledby="privacy-toc" className="mt-8 max-w-3xl">
          <p id="privacy-toc" className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
            {t("toc.label")}
          </p>
          <ol className="mt-3 grid gap-x-8 gap-y-2 text-slate-700 sm:grid-cols-2">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-brand-700 underline underline-offset-2 hover:text-brand-800">
                  {t(`${section.key}.title`)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      </PageHero>

      <Section id="summary" title={t("summary.title")}>
        <Bullets
          items={[
            t("summary.use"),
            t("summary.noAds"),
            t("summary.keep", { months }),
            t.rich("summary.rights", { address, email: mailLink }),
          ]}
        />
      </Section>

      <Section id="controller" title={t("controller.title")} tone="muted">
        <div className="max-w-3xl space-y-4 text-lg text-slate-700">
          <p>{t("controller.body", { provider: PROVIDER_NAME })}</p>
          <p>{t.rich("controller.contact", { address, email: mailLink })}</p>
        </div>
      </Section>

      <Section id="forms" title={t("forms.title")} intro={t("forms.intro")}>
        <ul className="grid gap-6 lg:grid-cols-2" data-testid="privacy-forms">
          {FORMS.map((form) => (
            <li key={form} className="min-w-0 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-ink">{t(`forms.items.${form}.title`)}</h3>
              <dl className="mt-4 space-y-3 text-slate-700">
                {FORM_FIELDS.map((field) => (
                  <div key={field}>
                    <dt className="text-sm font-semibold text-slate-800">{t(`forms.labels.${field}`)}</dt>
                    <dd className="mt-1">
                      {t(`forms.items.${form}.${field}`, { months, days: form === "newsletter" ? unconfirmedDays : quarantineDays })}
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
        <p className="mt-8 max-w-3xl text-slate-700">{t("forms.browserOnly")}</p>
      </Section>

      <Section id="recorded" title={t("context.title")} intro={t("context.intro")} tone="muted">
        <Bullets items={CONTEXT.map((key) => t(`context.${key}`))} />
      </Section>

      <Section id="legal-bases" title={t("bases.title")}>
        <CardGrid cards={BASES.map((key) => ({ title: t(`bases.${key}.title`), body: t(`bases.${key}.body`) }))} />
      </Section>

      <Section id="retention" title={t("retention.title")} tone="muted">
        <Bullets items={RETENTION.map((key) => t(`retention.${key}`, retentionValues[key]))} />
      </Section>

      <Section id="processors" title={t("processors.title")} intro={t("processors.intro")}>
        <dl className="max-w-5xl space-y-5">
          {PROCESSORS.map((key) => (
            <div key={key} className="grid gap-1 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] md:gap-8">
              <dt className="font-semibold text-ink">{t(`processors.${key}.title`)}</dt>
              <dd className="text-slate-700">{t(`processors.${key}.body`)}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-8 max-w-3xl text-slate-700">{t("processors.transfers")}</p>
      </Section>

      <Section id="security" title={t("security.title")} tone="muted">
        <Bullets items={SECURITY.map((key) => t(`security.${key}`))} />
      </Section>

      <Section id="cookies" title={t("cookies.title")} intro={t(experimentsNeedConsent ? "cookies.introConsentGated" : "cookies.intro")}>
        <ResponsiveTable
          caption={t("cookies.caption")}
          testId="cookie-table"
          tone="boxed"
          headers={(["name", "purpose", "lifetime", "setBy", "consent"] as const).map((key) => (
            // From 640 px (a table) header words wrap between words only; table headers otherwise break anywhere (globals.css).
            <span key={key} className="sm:[overflow-wrap:normal]">
              {t(`cookies.headers.${key}`)}
            </span>
          ))}
          rows={rows.map((row) => ({
            key: row.key,
            data: { "data-cookie": row.name },
            cells: [
              <code key="name" className="inline-block font-mono text-sm sm:[overflow-wrap:normal] lg:min-w-max">
                {cookieName(row.name)}
              </code>,
              row.storage ? (
                <Fragment key="purpose">
                  <span className="block font-semibold text-slate-800">{row.storage}</span>
                  {row.purpose}
                </Fragment>
              ) : (
                row.purpose
              ),
              row.lifetime,
              row.setBy,
              row.consent,
            ],
          }))}
        />
        <div className="mt-6 max-w-3xl space-y-3 text-slate-700">
          <p>{t("cookies.storage")}</p>
          <p>{t("cookies.settings")}</p>
        </div>
      </Section>

      <Section id="rights" title={t("rights.title")} intro={t("rights.intro")} tone="muted">
        <CardGrid columns={2} cards={RIGHTS.map((key) => ({ title: t(`rights.${key}.title`), body: t(`rights.${key}.body`) }))} />
      </Section>

      <Section id="exercise" title={t("exercise.title")}>
        <div className="max-w-3xl space-y-4 text-slate-700">
          <p>
            {t.rich("exercise.selfService", {
              minutes: PRIVACY_LINK.minutes,
              perAddress: mailLimitsFromEnv().perAddressPerDay,
              link: (chunks) => (
                <Link href="/privacy/my-data" className={LINK_CLASS}>
                  {chunks}
                </Link>
              ),
            })}
          </p>
          <p>{t.rich("exercise.body", { address, email: mailLink })}</p>
          <p>{t("exercise.audit")}</p>
          <p>{t("exercise.timing", { answer: PRIVACY_NOTICE.answerWithinMonths, extension: PRIVACY_NOTICE.extensionMonths })}</p>
          <p>{t("exercise.free")}</p>
        </div>
        <div className="mt-6 flex flex-wrap gap-4">
          <Link
            href="/privacy/my-data"
            className="inline-flex items-center rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
          >
            {t("exercise.selfServiceButton")}
          </Link>
          <a
            href={`mailto:${PRIVACY_EMAIL}`}
            className="inline-flex items-center rounded-md border border-brand-600 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t("exercise.button")}
          </a>
        </div>
      </Section>

      <Section id="required" title={t("required.title")} intro={t("required.body")} tone="muted" />

      <Section id="changes" title={t("changes.title")} intro={t("changes.body")} />
    </>
  );
}
