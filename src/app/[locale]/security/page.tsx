import { getTranslations, setRequestLocale } from "next-intl/server";
import { CtaBand } from "@/components/sections/cta-band";
import { DeploymentDiagram } from "@/components/visuals/deployment-diagram";
import { SecurityAccessModel } from "@/components/visuals/security-access-model";
import { SodChain } from "@/components/visuals/sod-chain";
import { SecurityAuditStream } from "@/components/visuals/security-audit-stream";
import { CONTROL_GLYPHS, SecurityVerifyBand, VERIFIABLE } from "@/components/visuals/security-verify-band";
import { PRODUCT_NAME } from "@/config/site";
import { getFormatter } from "@/i18n/formatter-server";
import { getLooseTranslator } from "@/i18n/translate-server";
import { ResponsiveTable } from "@/components/sections/responsive-table";
import { DocumentButton } from "@/components/sections/document-link";
import { ButtonLink, PageHero } from "@/components/sections/page-hero";
import { CheckList, Section } from "@/components/sections/section";
import { SOD_ACTIONS, SOD_CONDITIONS, SOD_MAP, SOD_ROLES } from "@/documents/segregation-of-duties";
import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";
import { keepCompounds } from "@/components/sections/keep-compounds";

const DEPLOYMENTS = ["multiTenant", "dedicated", "customerHosted"] as const;
const REVIEW_TOPICS = ["dataLocation", "keys", "staffAccess", "auditLog"] as const;
/** The sample audit log's day and its entries' times (UTC), one entry per message in security.dashboard.log.entries. */
const LOG_DAY = "2026-01-15";
const LOG_TIMES = [
  [8, 2],
  [9, 14],
  [10, 41],
  [13, 5],
  [15, 30],
] as const;
/** How long the sample's support access was granted for. */
const LOG_SUPPORT_HOURS = 2;


export async function generateMetadata(props: LocaleParams) {
  return pageMetadata({ locale: await resolveLocale(props), path: "/security", namespace: "security" });
}

export default async function SecurityPage(props: LocaleParams) {
  const locale = await resolveLocale(props);
  setRequestLocale(locale);
  const t = await getTranslations("security");
  const log = await getLooseTranslator("security");

  // The dashboard's tiles are security settings this page states (not AP figures): what they show is a fact. Its
  // headline counts the six default controls the verify band above lists (drawn with their glyphs), and its log shows
  // a sample of what the audit stream records when those controls act, rather than listing the controls a third time.
  const facts = ["transit", "rest", "signIn", "support"] as const;
  const format = await getFormatter();
  const product = { product: PRODUCT_NAME };

  return (
    <>
      {/* PageHero's own actions are locale-aware links; PDFs need plain links, so they go in as children. On a phone both
          buttons take the full width, label centred, as PageHero's own actions do (/product). */}
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")} visual={<SecurityAccessModel />}>
        <div className="mt-8 flex flex-wrap gap-4 max-sm:[&>a]:w-full max-sm:[&>a]:justify-center max-sm:[&>a]:text-center">
          <DocumentButton href="/security-brief.pdf">{t("hero.primary")}</DocumentButton>
          <ButtonLink href="/architecture-review" variant="secondary">
            {t("hero.secondary")}
          </ButtonLink>
        </div>
      </PageHero>

      <SecurityVerifyBand />

      <Section id="architecture" title={t("architecture.title")} intro={t("architecture.intro")}>
        {/* The diagram alone: its four facts (tenants, encryption, connectors, evidence) are the verify band's, just above. */}
        <SecurityAuditStream />
      </Section>

      <Section id="dashboard" title={t("dashboard.title")} intro={t("dashboard.intro")} tone="muted">
        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          {/* The dashboard says what is a sample once, at its top: the count of default controls and the log entries (the
              tiles are settings this page states). No second badge, chip or footnote repeats it. */}
          <p
            data-testid="security-dashboard-note"
            data-basis
            className="mb-6 flex flex-col items-start gap-2 rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200 sm:flex-row sm:items-baseline sm:gap-3"
          >
            <span data-chip data-tone="neutral" className="flex-none rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-slate-800 ring-1 ring-slate-300">
              {t("dashboard.sample")}
            </span>
            <span data-testid="security-score-basis" className="min-w-0">
              {t("dashboard.scoreBasis")}
            </span>
          </p>
          {/* The sample's headline (the note above the panel says so): how many of the six default controls are
              enforced, counted from the verify band's list, as a band across the panel: label and figure, then the six
              controls' glyphs filling the rest of the row. */}
          <div
            className="flex flex-col gap-4 rounded-xl bg-brand-900 px-6 py-5 text-white sm:flex-row sm:items-center sm:gap-8"
            data-testid="security-score-tile"
          >
            <div className="flex-none">
              <p className="text-sm font-semibold text-brand-100">{t("dashboard.checksPassedLabel")}</p>
              <p className="mt-1 text-5xl font-bold tabular-nums" data-testid="security-score">
                {t("dashboard.score", { score: VERIFIABLE.length, max: VERIFIABLE.length })}
              </p>
            </div>
            {/* The six controls as a row of ticked glyphs, those of the verify band above. From 1024 px each tile names
                its control under the glyph (unlabelled, the figure beside read like a rating); below, the tiles are too
                narrow for a name and it is there for screen readers only. */}
            <ul data-score-bar className="grid w-full min-w-0 grid-cols-6 gap-1.5 sm:flex-1 sm:gap-2">
              {VERIFIABLE.map((key) => (
                <li
                  key={key}
                  data-score-control={key}
                  className="relative flex h-10 min-w-0 items-center justify-center rounded-lg bg-white/95 sm:h-12 lg:h-auto lg:min-h-12 lg:flex-col lg:justify-start lg:gap-1 lg:px-2 lg:pt-2.5 lg:pb-2"
                >
                  <svg viewBox="0 0 24 24" className="h-6 w-6 flex-none sm:h-7 sm:w-7" aria-hidden="true" role="presentation">
                    {CONTROL_GLYPHS[key]}
                  </svg>
                  <span data-score-label className="sr-only text-center text-xs leading-4 font-medium text-ink lg:not-sr-only">
                    {keepCompounds(t(`verify.items.${key}.title`))}
                  </span>
                  <svg viewBox="0 0 16 16" className="absolute top-1 right-1 h-3.5 w-3.5 sm:h-4 sm:w-4" aria-hidden="true" role="presentation">
                    <circle cx="8" cy="8" r="8" className="fill-signal-600" />
                    <path d="M4.5 8.3l2.3 2.3 4.7-4.9" className="fill-none stroke-white" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </li>
              ))}
            </ul>
          </div>
          {/* The four settings: two by two from 375 px, four in a row from 1024 px (one a line below 375 px). On a phone the
              tiles are tighter (smaller padding, type and figure) so that long words ("Identitätsanbieter",
              "aprovisionamiento") fit a half-width tile whole. */}
          <div className="mt-4 min-w-0">
            <h3 className="sr-only">{t("dashboard.factsTitle")}</h3>
            <dl className="grid gap-3 min-[375px]:grid-cols-2 sm:gap-4 lg:grid-cols-4" data-testid="security-facts">
              {facts.map((key) => (
                <div key={key} data-fact={key} className="min-w-0 rounded-xl bg-slate-50 p-3 sm:p-4">
                  <dt className="text-xs text-slate-700 sm:text-sm">{t(`dashboard.facts.${key}.label`)}</dt>
                  <dd className="mt-1 text-lg font-bold whitespace-nowrap text-ink sm:text-2xl">{t(`dashboard.facts.${key}.value`)}</dd>
                  <dd className="mt-1 text-xs text-slate-600 sm:text-sm">{t(`dashboard.facts.${key}.note`)}</dd>
                </div>
              ))}
            </dl>
          </div>
          {/* A sample of the audit stream: one entry per control at work, with its time and actor, as a security team
              reads it. A list of rows (time, entry, actor): on a phone the time and actor share the first line, the entry
              takes the full width under them. */}
          <h3 className="mt-6 text-lg font-semibold text-ink">{t("dashboard.log.title")}</h3>
          <ol className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200" data-testid="security-audit-log">
            <li aria-hidden="true" className="hidden grid-cols-[4.5rem_minmax(0,1fr)_minmax(0,14rem)] gap-4 bg-slate-50 px-4 py-2 text-xs font-semibold tracking-wide text-slate-700 uppercase md:grid">
              <span>{t("dashboard.log.time")}</span>
              <span>{t("dashboard.log.event")}</span>
              <span>{t("dashboard.log.actor")}</span>
            </li>
            {LOG_TIMES.map(([hour, minute], index) => (
              <li
                key={`${hour}:${minute}`}
                data-log-entry
                className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 px-4 py-3 md:grid-cols-[4.5rem_minmax(0,1fr)_minmax(0,14rem)] md:items-baseline md:gap-4"
              >
                <time
                  dateTime={`${LOG_DAY}T${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}Z`}
                  className="font-mono text-sm text-slate-700 tabular-nums"
                >
                  {format.dateTime(new Date(Date.UTC(2026, 0, 15, hour, minute)), { timeStyle: "short", timeZone: "UTC" })}
                </time>
                <span className="col-span-2 row-start-2 min-w-0 text-sm text-slate-800 md:col-span-1 md:col-start-2 md:row-start-1 sm:text-base">
                  <span className="sr-only">{t("dashboard.log.event")}: </span>
                  {keepCompounds(log(`dashboard.log.entries.${index}.event`, { ...product, hours: LOG_SUPPORT_HOURS }))}
                </span>
                <span className="min-w-0 text-right text-sm font-semibold text-slate-700 md:text-left">
                  <span className="sr-only">{t("dashboard.log.actor")}: </span>
                  {log(`dashboard.log.entries.${index}.actor`)}
                </span>
              </li>
            ))}
          </ol>
        </div>
      </Section>

      <Section id="deployment" title={t("deployment.title")} intro={t("deployment.intro")}>
        {/* From 768 px the three cards share their rows (title, diagram, body, ticks: CSS subgrid), so the diagrams take
            one height and the descriptions and tick lists start level across the row. */}
        <ul className="grid gap-6 md:grid-cols-3" data-testid="security-deployments">
          {DEPLOYMENTS.map((option) => (
            <li
              key={option}
              data-deployment={option}
              className="relative flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm md:row-span-4 md:grid md:grid-rows-subgrid md:gap-y-0"
            >
              {option === "customerHosted" ? (
                <p className="absolute -top-3 left-6 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
                  {t("deployment.premium")}
                </p>
              ) : null}
              <h3 className="text-lg font-semibold text-ink">{t(`deployment.${option}.title`)}</h3>
              <DeploymentDiagram option={option} />
              <p data-deployment-body className="mt-4 text-slate-700">
                {keepCompounds(t(`deployment.${option}.body`))}
              </p>
              <div className="mt-4">
                <CheckList items={t.raw(`deployment.${option}.points`) as string[]} />
              </div>
            </li>
          ))}
        </ul>
      </Section>

      {/* The first questions of a vendor assessment, each answered directly from the controls this page states (a short
          answer, then its detail); what depends on the deployment model (sub-processors, DPA, backup, retention) is
          named under them, answered in writing in the architecture review. No fact beyond those stated on the site. */}
      <Section id="review-questions" title={t("reviewQuestions.title")} intro={t("reviewQuestions.intro")} tone="muted">
        <ul className="grid gap-6 md:grid-cols-2" data-testid="security-review-questions">
          {REVIEW_TOPICS.map((topic) => (
            <li key={topic} data-topic={topic} className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-ink">{keepCompounds(t(`reviewQuestions.items.${topic}.question`))}</h3>
              <p data-answer className="mt-3 flex items-start gap-2 font-semibold text-brand-800">
                <svg viewBox="0 0 16 16" className="mt-1 h-4 w-4 flex-none" aria-hidden="true">
                  <path d="M3 8.5l3 3 7-7" className="fill-none stroke-brand-700" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                <span className="min-w-0">{keepCompounds(t(`reviewQuestions.items.${topic}.answer`))}</span>
              </p>
              <p data-detail className="mt-2 text-slate-700">
                {keepCompounds(t(`reviewQuestions.items.${topic}.detail`))}
              </p>
            </li>
          ))}
        </ul>
        <div
          data-testid="security-review-rest"
          className="mt-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center lg:gap-8"
        >
          <div className="min-w-0">
            <h3 className="text-lg font-semibold text-ink">{keepCompounds(t("reviewQuestions.rest.title"))}</h3>
            <p className="mt-1 text-slate-700">{keepCompounds(t("reviewQuestions.rest.body"))}</p>
          </div>
          <div>
            {/* The architecture-review action, labelled as in the hero and the closing band. Balanced: in a card on a
                phone, a long label wraps two lines of several words, never one word alone. */}
            <ButtonLink href="/architecture-review">
              <span className="text-balance">{t("hero.secondary")}</span>
            </ButtonLink>
          </div>
        </div>
      </Section>

      {/* Who may do what: the segregation-of-duties map as the path of a bank-detail change and as the full table (its
          four-eyes conditions in the cells, as in the diagram). The access controls themselves (SSO and SCIM, roles,
          dual approval, just-in-time support) are the hero's access model and the verify band's; not a third time here. */}
      <Section id="controls" title={t("sod.title")} intro={t("sod.intro")}>
        <div id="segregation-of-duties">
          <SodChain />
          {/* On a phone each action is a card of role/permission rows: the role column takes half the row (not the
              default two fifths), so role names such as "Kreditorenbuchhalter" and "Freigebende Person" stay whole. */}
          <div data-sod-table-wrap className="max-sm:[&_td]:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
            <ResponsiveTable
              caption={t("sod.caption")}
              testId="sod-table"
              equalColumns
              headers={[t("sod.columns.action"), ...SOD_ROLES.map((role) => t(`sod.columns.${role}`))]}
              rows={SOD_ACTIONS.map((action) => ({
                key: action,
                cells: [
                  t(`sod.rows.${action}`),
                  ...SOD_ROLES.map((role) => {
                    if (!SOD_MAP[action].includes(role)) {
                      return (
                        <span key={role} className="text-slate-600">
                          {t("sod.denied")}
                        </span>
                      );
                    }
                    const condition = SOD_CONDITIONS[action];
                    return (
                      <span key={role} className="flex flex-col">
                        <span className="font-semibold text-emerald-800">{t("sod.allowed")}</span>
                        {condition ? (
                          <span data-sod-condition className="text-sm text-slate-700">
                            {t(`sod.conditions.${condition}`)}
                          </span>
                        ) : null}
                      </span>
                    );
                  }),
                ],
              }))}
            />
          </div>
        </div>
      </Section>

      {/* The closing band's one action is the architecture review, labelled as in the hero and the review questions (a
          second button beside it wrapped the German label one word a line; the questionnaire's expert link is in the
          band under the hero). */}
      <CtaBand
        title={t("cta.title")}
        body={t("cta.body")}
        primary={{ label: t("cta.primary"), href: "/architecture-review" }}
      />
    </>
  );
}
