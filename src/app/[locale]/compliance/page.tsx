import { getTranslations, setRequestLocale } from "next-intl/server";
import { getFormatter } from "@/i18n/formatter-server";
import { CtaBand } from "@/components/sections/cta-band";
import { ResponsiveTable } from "@/components/sections/responsive-table";
import { DocumentButton } from "@/components/sections/document-link";
import { ButtonLink, PageHero } from "@/components/sections/page-hero";
import { CheckList, Section } from "@/components/sections/section";
import { FRANCE_EINVOICING, NACHA_2026 } from "@/config/business-constants";
import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";
import { timingOf } from "@/lib/timing";

/** Company Entry Description examples checked against the Nacha rule. */
const ENTRY_EXAMPLES = [...NACHA_2026.companyEntryDescriptionValues, "exampleLong"] as const;

export async function generateMetadata(props: LocaleParams) {
  return pageMetadata({ locale: await resolveLocale(props), path: "/compliance", namespace: "compliance" });
}

export default async function CompliancePage(props: LocaleParams) {
  const locale = await resolveLocale(props);
  setRequestLocale(locale);
  const t = await getTranslations("compliance");
  const tc = await getTranslations("common");
  const format = await getFormatter();
  // ISO dates are calendar dates: format them in UTC so no time zone shifts the day.
  const date = (iso: string) => format.dateTime(new Date(`${iso}T00:00:00Z`), { dateStyle: "long", timeZone: "UTC" });
  const max = NACHA_2026.companyEntryDescriptionMaxChars;
  const [payroll, purchase] = NACHA_2026.companyEntryDescriptionValues;

  return (
    <>
      {/* PageHero's own actions are locale-aware links; PDFs need plain links, so they go in as children. */}
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")}>
        <div className="mt-8 flex flex-wrap gap-4">
          <DocumentButton href="/compliance-brief.pdf">{t("hero.primary")}</DocumentButton>
          <ButtonLink href="/2026-control-map?cta=compliance-hero" variant="secondary">
            {t("hero.secondary")}
          </ButtonLink>
        </div>
      </PageHero>

      <Section id="nacha-2026" title={t("nacha.title")} intro={t("nacha.intro", { timing: timingOf(NACHA_2026.phase2) })}>
        <ol className="grid gap-6 md:grid-cols-2">
          <li className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="text-lg font-semibold text-ink">
              <time dateTime={NACHA_2026.phase1}>{t("nacha.phase1.label", { date: date(NACHA_2026.phase1) })}</time>
            </h3>
            <p className="mt-2 text-slate-700">{t("nacha.phase1.body")}</p>
          </li>
          <li className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="text-lg font-semibold text-ink">
              <time dateTime={NACHA_2026.phase2}>{t("nacha.phase2.label", { date: date(NACHA_2026.phase2) })}</time>
            </h3>
            <p className="mt-2 text-slate-700">{t("nacha.phase2.body", { practical: date(NACHA_2026.phase2Practical), timing: timingOf(NACHA_2026.phase2) })}</p>
          </li>
        </ol>
        <h3 className="mt-10 text-xl font-semibold text-ink">{t("nacha.packTitle")}</h3>
        <div className="mt-4">
          <CheckList items={t.raw("nacha.pack") as string[]} />
        </div>
      </Section>

      <Section id="company-entry-description" title={t("entryDescription.title")} intro={t("entryDescription.intro")} tone="muted">
        <CheckList
          items={[
            t("entryDescription.rules.maxChars", { max }),
            t("entryDescription.rules.payroll", { payroll }),
            t("entryDescription.rules.purchase", { purchase }),
          ]}
        />
        <div className="mt-8">
          <ResponsiveTable
            caption={t("entryDescription.exampleTitle")}
            captionVisible
            captionNote={tc("illustrativeShort")}
            firstColumnIsHeader={false}
            headers={[t("entryDescription.columns.value"), t("entryDescription.columns.result")]}
            rows={ENTRY_EXAMPLES.map((example) => {
              const value = example === "exampleLong" ? t("entryDescription.exampleLong") : example;
              const ok = value.length <= max;
              return {
                key: example,
                cells: [
                  <span key="value" className="font-mono break-all text-slate-800">
                    {value}
                  </span>,
                  <span key="result" className={`font-semibold ${ok ? "text-emerald-800" : "text-red-800"}`}>
                    {ok ? t("entryDescription.valid") : t("entryDescription.tooLong", { count: value.length })}
                  </span>,
                ],
              };
            })}
          />
        </div>
      </Section>

      <Section id="france-e-invoicing" title={t("france.title")} intro={t("france.intro")}>
        <ol className="grid gap-6 md:grid-cols-2">
          <li className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="text-lg font-semibold text-ink">{t("france.receive.title", { year: String(FRANCE_EINVOICING.receiveYear) })}</h3>
            <p className="mt-2 text-slate-700">{t("france.receive.body")}</p>
          </li>
          <li className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="text-lg font-semibold text-ink">{t("france.issue.title", { year: String(FRANCE_EINVOICING.issueYear) })}</h3>
            <p className="mt-2 text-slate-700">{t("france.issue.body")}</p>
          </li>
        </ol>
      </Section>

      <Section id="eu-ai-act" title={t("aiAct.title")} intro={t("aiAct.intro")} tone="muted">
        <CheckList items={t.raw("aiAct.items") as string[]} />
      </Section>

      <Section id="compliance-brief" title={t("brief.title")} intro={t("brief.body")}>
        <DocumentButton href="/compliance-brief.pdf">{t("brief.cta")}</DocumentButton>
      </Section>

      <CtaBand
        title={t("cta.title")}
        body={t("cta.body")}
        primary={{ label: t("cta.primary"), href: "/2026-control-map?cta=compliance-footer" }}
        secondary={{ label: t("cta.secondary"), href: "/talk-to-expert?topic=2026-readiness&cta=compliance-footer" }}
      />
    </>
  );
}
