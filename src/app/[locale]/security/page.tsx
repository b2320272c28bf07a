import { getTranslations, setRequestLocale } from "next-intl/server";
import { CtaBand } from "@/components/sections/cta-band";
import { DeploymentDiagram } from "@/components/visuals/deployment-diagram";
import { SecurityAccessModel } from "@/components/visuals/security-access-model";
import { SodChain } from "@/components/visuals/sod-chain";
import { SecurityAuditStream } from "@/components/visuals/security-audit-stream";
import { SecurityVerifyBand } from "@/components/visuals/security-verify-band";
import { ResponsiveTable } from "@/components/sections/responsive-table";
import { DocumentButton } from "@/components/sections/document-link";
import { ButtonLink, PageHero } from "@/components/sections/page-hero";
import { CardGrid, type Card, CheckList, Section } from "@/components/sections/section";
import { SOD_ACTIONS, SOD_CONDITIONS, SOD_MAP, SOD_ROLES } from "@/documents/segregation-of-duties";
import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";
import { keepCompounds } from "@/components/sections/keep-compounds";

const DEPLOYMENTS = ["multiTenant", "dedicated", "customerHosted"] as const;
const REVIEW_TOPICS = ["dataLocation", "keys", "staffAccess", "auditLog"] as const;


export async function generateMetadata(props: LocaleParams) {
  return pageMetadata({ locale: await resolveLocale(props), path: "/security", namespace: "security" });
}

export default async function SecurityPage(props: LocaleParams) {
  const locale = await resolveLocale(props);
  setRequestLocale(locale);
  const t = await getTranslations("security");

  // The dashboard's tiles are security settings this page states (not AP figures): what they show is a fact, so
  // only the control checks' results are a sample.
  const facts = ["transit", "rest", "signIn", "support"] as const;
  // The sample's control checks, every one shown passed. The headline figure is counted from this list (no score of
  // its own), so the count and the "Passed" chips below cannot disagree.
  const checks = t.raw("dashboard.checks") as string[];

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
          {/* The dashboard says what is a sample once, at its top: the checks' results and their count (the tiles are
              settings this page states). No second badge, chip or footnote repeats it. */}
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
          {/* The sample's headline (the note above the panel says so): how many of the control checks below passed,
              counted from them, as a band across the panel: label and figure, then one bar segment a check filling
              the rest of the row, so the tile holds no blank band beside the taller settings grid. */}
          <div
            className="flex flex-col gap-4 rounded-xl bg-brand-900 px-6 py-5 text-white sm:flex-row sm:items-center sm:gap-8"
            data-testid="security-score-tile"
          >
            <div className="flex-none">
              <p className="text-sm font-semibold text-brand-100">{t("dashboard.checksPassedLabel")}</p>
              <p className="mt-1 text-5xl font-bold tabular-nums" data-testid="security-score">
                {t("dashboard.score", { score: checks.length, max: checks.length })}
              </p>
            </div>
            {/* The checks as a bar, one filled segment each (decoration: the figure beside it carries it). */}
            <span aria-hidden="true" data-score-bar className="flex h-2 w-full min-w-0 gap-1 sm:flex-1">
              {checks.map((check) => (
                <span key={check} className="block h-full min-w-0 flex-1 rounded-full bg-brand-100" />
              ))}
            </span>
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
          <h3 className="mt-6 text-lg font-semibold text-ink">{t("dashboard.checksTitle")}</h3>
          {/* Six checks: 1, 2 or 3 full columns, no check alone on its row. */}
          <ul className="mt-3 grid grid-cols-1 gap-2 md:grid-cols-2 xl:grid-cols-3" data-testid="security-control-checks">
            {checks.map((check) => (
              <li
                key={check}
                className="flex flex-col items-start gap-1 rounded-md border border-slate-200 px-3 py-2 min-[375px]:flex-row min-[375px]:items-center min-[375px]:justify-between min-[375px]:gap-3 sm:px-4"
              >
                {/* One compact row from 375 px: the check on the left (wrapping beside its chip if long), the chip on the
                    right, never on a line of its own. Below 375 px the chip goes under the words in every row alike, so
                    that long words ("Bankdatenänderungen") keep the full width and break nowhere inside. */}
                <span className="min-w-0 text-sm text-slate-800 sm:text-base">{check}</span>
                <span data-chip data-tone="success" className="flex-none rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">{t("dashboard.passed")}</span>
              </li>
            ))}
          </ul>
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

      {/* Who may do what, in one section: the four access controls, then the segregation-of-duties map as the path of a
          bank-detail change and as the full table (its four-eyes conditions in the cells, as in the diagram). */}
      <Section id="controls" title={t("controls.title")} intro={t("controls.intro")}>
        <CardGrid cards={t.raw("controls.items") as Card[]} columns={4} />
        <div id="segregation-of-duties" className="mt-12">
          <h3 className="text-2xl font-bold tracking-tight text-ink">{t("sod.title")}</h3>
          <p className="mt-2 mb-6 max-w-3xl text-slate-700">{t("sod.intro")}</p>
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
