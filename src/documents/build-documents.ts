import { createFormatter, createTranslator } from "use-intl/core";
import { EXTRA_PAGE_CONSTANTS, FRANCE_EINVOICING, NACHA_2026 } from "@/config/business-constants";
import { PRODUCT_NAME, PROVIDER_NAME } from "@/config/site";
import { loadMessages, type Messages } from "@/i18n/messages";
import { type Locale, localizedPath, routing } from "@/i18n/routing";
import { SOD_ACTIONS, SOD_CONDITIONS, SOD_MAP } from "./segregation-of-duties";
import { type PdfDocumentSpec, type PdfSection, type RenderOptions, renderPdf } from "./render-pdf";
import { timingOf } from "@/lib/timing";
import { loosely } from "@/i18n/translate";
import type { DocumentName } from "./document-names";
import { typographicDeep, withTypography } from "@/i18n/french-typography";

/**
 * The four downloadable PDFs (./document-names.ts), built per locale from the site's messages so that a PDF never
 * says something the pages do not, in the visitor's language: /security-brief.pdf is English, /fr/security-brief.pdf
 * French. Served by src/app/[locale]/documents/[document]/route.ts.
 */
export const DOCUMENTS = {
  "security-brief": buildSecurityBrief,
  "compliance-brief": buildComplianceBrief,
  "cfo-fraud-prevention-playbook": buildCfoPlaybook,
  "ap-evidence-pack-checklist": buildEvidenceChecklist,
} as const satisfies Record<DocumentName, (locale: Locale, options?: RenderOptions) => Promise<Uint8Array>>;
export type { DocumentName };

async function context(locale: Locale) {
  const messages = await loadMessages(locale);
  const translator = <N extends keyof Messages>(namespace: N) =>
    loosely(createTranslator({ locale, messages, namespace }));
  const format = withTypography(createFormatter({ locale, timeZone: "UTC" }), locale);
  const date = (iso: string) => format.dateTime(new Date(`${iso}T00:00:00Z`), { dateStyle: "long", timeZone: "UTC" });
  const common = translator("common");
  const page = (path: string) => localizedPath(locale, path);
  return { translator, format, date, common, page, footer: `${PRODUCT_NAME}  |  ${PROVIDER_NAME}` };
}

function spec(partial: Omit<PdfDocumentSpec, "author" | "footer" | "language">, footer: string, locale: Locale): PdfDocumentSpec {
  // Lines joined in code ("Label: value") get the locale's spacing too (French: "Label\u202f: value").
  return { ...typographicDeep(locale, partial), author: PROVIDER_NAME, footer, language: locale };
}

export async function buildSecurityBrief(locale: Locale = "en", options?: RenderOptions): Promise<Uint8Array> {
  const { translator, common, footer, page } = await context(locale);
  const t = translator("security");
  const cards = (key: string) => (t.raw(key) as { title: string; body: string }[]).map((c) => `${c.title}: ${c.body}`);
  const securityChecks = t.raw("dashboard.checks") as string[];
  const sections: PdfSection[] = [
    { heading: t("architecture.title"), paragraphs: [t("architecture.intro")], items: cards("architecture.cards") },
    {
      heading: t("controls.title"),
      paragraphs: [t("controls.intro")],
      items: [...cards("controls.items"), `${t("controls.sodCard.title")}: ${t("controls.sodCard.body")}`],
    },
    {
      heading: t("deployment.title"),
      paragraphs: [t("deployment.intro")],
      items: (["multiTenant", "dedicated", "customerHosted"] as const).map(
        (o) =>
          `${t(`deployment.${o}.title`)}${o === "customerHosted" ? ` (${t("deployment.premium")})` : ""}: ${t(`deployment.${o}.body`)}`,
      ),
    },
    {
      heading: t("sod.title"),
      paragraphs: [t("sod.intro")],
      items: SOD_ACTIONS.map((action) => {
        const condition = SOD_CONDITIONS[action];
        const roles = SOD_MAP[action].map((r) => t(`sod.columns.${r}`)).join(", ");
        return `${t(`sod.rows.${action}`)}: ${roles}${condition ? ` (${t(`sod.conditions.${condition}`)})` : ""}`;
      }),
    },
    {
      heading: `${t("dashboard.title")} (${common("illustrativeShort")})`,
      paragraphs: [t("dashboard.intro")],
      items: [
        // As on the page: the sample's control checks counted (every one passed), not a score of its own.
        `${t("dashboard.checksPassedLabel")}: ${t("dashboard.score", { score: securityChecks.length, max: securityChecks.length })}`,
        ...securityChecks.map((check) => `${check}: ${t("dashboard.passed")}`),
        // The page's dashboard tiles: the security settings it states.
        ...(["transit", "rest", "signIn", "support"] as const).map(
          (key) => `${t(`dashboard.facts.${key}.label`)}: ${t(`dashboard.facts.${key}.value`)} (${t(`dashboard.facts.${key}.note`)})`,
        ),
      ],
    },
    {
      heading: t("documents.title"),
      items: [
        `${t("documents.summary.title")}: ${page("/security-compliance-brief")}`,
        `${t("documents.review.title")}: ${t("documents.review.body", { minutes: EXTRA_PAGE_CONSTANTS.architectureReviewMinutes })} ${page("/architecture-review")}`,
      ],
    },
  ];
  return renderPdf(spec({ title: t("hero.title"), subtitle: t("hero.lead"), sections, notes: [common("illustrative")] }, footer, locale), options);
}

export async function buildComplianceBrief(locale: Locale = "en", options?: RenderOptions): Promise<Uint8Array> {
  const { translator, date, common, footer, page } = await context(locale);
  const t = translator("compliance");
  const [payroll, purchase] = NACHA_2026.companyEntryDescriptionValues;
  const sections: PdfSection[] = [
    {
      heading: t("nacha.title"),
      paragraphs: [t("nacha.intro", { timing: timingOf(NACHA_2026.phase2) })],
      items: [
        `${t("nacha.phase1.label", { date: date(NACHA_2026.phase1) })}. ${t("nacha.phase1.body")}`,
        `${t("nacha.phase2.label", { date: date(NACHA_2026.phase2) })}. ${t("nacha.phase2.body", { practical: date(NACHA_2026.phase2Practical), timing: timingOf(NACHA_2026.phase2) })}`,
      ],
    },
    { heading: t("nacha.packTitle"), items: t.raw("nacha.pack") as string[] },
    {
      heading: t("entryDescription.title"),
      paragraphs: [t("entryDescription.intro")],
      items: [
        t("entryDescription.rules.maxChars", { max: NACHA_2026.companyEntryDescriptionMaxChars }),
        t("entryDescription.rules.payroll", { payroll }),
        t("entryDescription.rules.purchase", { purchase }),
      ],
    },
    {
      heading: t("france.title"),
      paragraphs: [t("france.intro")],
      items: [
        `${t("france.receive.title", { year: String(FRANCE_EINVOICING.receiveYear) })}: ${t("france.receive.body")}`,
        `${t("france.issue.title", { year: String(FRANCE_EINVOICING.issueYear) })}: ${t("france.issue.body")}`,
      ],
    },
    { heading: t("aiAct.title"), paragraphs: [t("aiAct.intro")], items: t.raw("aiAct.items") as string[] },
    { heading: t("cta.title"), paragraphs: [t("cta.body")], items: [page("/2026-control-map"), page("/compliance")] },
  ];
  return renderPdf(spec({ title: t("meta.title"), subtitle: t("hero.lead"), sections, notes: [common("illustrative")] }, footer, locale), options);
}

async function buildFromOutline(
  key: "cfoPlaybook" | "evidenceChecklist",
  checkboxes: boolean,
  locale: Locale,
  options?: RenderOptions,
): Promise<Uint8Array> {
  const { translator, footer } = await context(locale);
  const t = translator("extraPages");
  const sections = (t.raw(`documents.${key}.sections`) as { heading: string; items: string[] }[]).map((s) => ({ ...s, checkboxes }));
  return renderPdf(
    spec(
      {
        title: t(`documents.${key}.title`),
        subtitle: t(`documents.${key}.subtitle`),
        sections,
        notes: [t("documents.illustrative"), t("documents.generatedFrom")],
      },
      footer,
      locale,
    ),
    options,
  );
}

export function buildCfoPlaybook(locale: Locale = "en", options?: RenderOptions): Promise<Uint8Array> {
  return buildFromOutline("cfoPlaybook", false, locale, options);
}

export function buildEvidenceChecklist(locale: Locale = "en", options?: RenderOptions): Promise<Uint8Array> {
  return buildFromOutline("evidenceChecklist", true, locale, options);
}

/** The URL of a document in one locale: /security-brief.pdf (en), /fr/security-brief.pdf. */
export function documentPath(name: DocumentName, locale: Locale): string {
  return localizedPath(locale, `/${name}.pdf`);
}

/**
 * The HTTP response for a document route: the PDF in `locale`, its language in
 * Content-Language and the other languages' versions as hreflang alternates
 * (RFC 8288 Link header, the form search engines read for non-HTML files).
 */
export async function documentResponse(name: DocumentName, locale: Locale = "en"): Promise<Response> {
  const bytes = await DOCUMENTS[name](locale);
  const alternates = [
    ...routing.locales.map((l) => `<${documentPath(name, l)}>; rel="alternate"; hreflang="${l}"; type="application/pdf"`),
    `<${documentPath(name, routing.defaultLocale)}>; rel="alternate"; hreflang="x-default"; type="application/pdf"`,
  ];
  const fileName = locale === routing.defaultLocale ? `${name}.pdf` : `${name}-${locale}.pdf`;
  return new Response(new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Language": locale,
      "Content-Disposition": `inline; filename="${fileName}"`,
      Link: alternates.join(", "),
      "Cache-Control": "public, max-age=3600",
    },
  });
}
