import { createFormatter, createTranslator } from "next-intl";
import { EXTRA_PAGE_CONSTANTS, FRANCE_EINVOICING, NACHA_2026, SAMPLE_DASHBOARD } from "@/config/business-constants";
import { PRODUCT_NAME, PROVIDER_NAME } from "@/config/site";
import { loadMessages, type Messages } from "@/i18n/messages";
import { SOD_ACTIONS, SOD_MAP } from "./segregation-of-duties";
import { type PdfDocumentSpec, type PdfSection, renderPdf } from "./render-pdf";

/**
 * The four downloadable PDFs (spec section 2: /security-brief.pdf,
 * /compliance-brief.pdf, /cfo-fraud-prevention-playbook.pdf,
 * /ap-evidence-pack-checklist.pdf), built from the site's English messages so
 * that a PDF never says something the pages do not.
 */
export const DOCUMENTS = {
  "security-brief": buildSecurityBrief,
  "compliance-brief": buildComplianceBrief,
  "cfo-fraud-prevention-playbook": buildCfoPlaybook,
  "ap-evidence-pack-checklist": buildEvidenceChecklist,
} as const;
export type DocumentName = keyof typeof DOCUMENTS;

const LOCALE = "en" as const;

async function context() {
  const messages = await loadMessages(LOCALE);
  const translator = <N extends keyof Messages>(namespace: N) =>
    createTranslator({ locale: LOCALE, messages, namespace }) as unknown as {
      (key: string, values?: Record<string, string | number>): string;
      raw(key: string): unknown;
    };
  const format = createFormatter({ locale: LOCALE, timeZone: "UTC" });
  const date = (iso: string) => format.dateTime(new Date(`${iso}T00:00:00Z`), { dateStyle: "long", timeZone: "UTC" });
  const common = translator("common");
  return { translator, format, date, common, footer: `${PRODUCT_NAME}  |  ${PROVIDER_NAME}` };
}

function spec(partial: Omit<PdfDocumentSpec, "author" | "footer">, footer: string): PdfDocumentSpec {
  return { ...partial, author: PROVIDER_NAME, footer };
}

export async function buildSecurityBrief(): Promise<Uint8Array> {
  const { translator, format, common, footer } = await context();
  const t = translator("security");
  const cards = (key: string) => (t.raw(key) as { title: string; body: string }[]).map((c) => `${c.title}: ${c.body}`);
  const d = SAMPLE_DASHBOARD;
  const sections: PdfSection[] = [
    { heading: t("architecture.title"), paragraphs: [t("architecture.intro")], items: cards("architecture.cards") },
    { heading: t("controls.title"), paragraphs: [t("controls.intro")], items: cards("controls.items") },
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
      items: SOD_ACTIONS.map((action) => `${t(`sod.rows.${action}`)}: ${SOD_MAP[action].map((r) => t(`sod.columns.${r}`)).join(", ")}`),
    },
    {
      heading: `${t("dashboard.title")} (${common("illustrativeShort")})`,
      paragraphs: [t("dashboard.intro")],
      items: [
        `${t("dashboard.scoreLabel")}: ${t("dashboard.score", { score: d.securityScore, max: d.securityScoreMax })}`,
        `${t("dashboard.metrics.stp")}: ${format.number(d.stpPercent / 100, { style: "percent" })}`,
        `${t("dashboard.metrics.inTolerance")}: ${format.number(d.inTolerancePercent / 100, { style: "percent" })}`,
        `${t("dashboard.metrics.exceptions")}: ${format.number(d.exceptionsPer1kInvoices)}`,
        `${t("dashboard.metrics.resolution")}: ${t("dashboard.hours", { value: d.resolutionHours })}`,
      ],
    },
    {
      heading: t("documents.title"),
      items: [
        `${t("documents.summary.title")}: /security-compliance-brief`,
        `${t("documents.review.title")}: ${t("documents.review.body", { minutes: EXTRA_PAGE_CONSTANTS.architectureReviewMinutes })} /architecture-review`,
      ],
    },
  ];
  return renderPdf(spec({ title: t("hero.title"), subtitle: t("hero.lead"), sections, notes: [common("illustrative")] }, footer));
}

export async function buildComplianceBrief(): Promise<Uint8Array> {
  const { translator, date, common, footer } = await context();
  const t = translator("compliance");
  const [payroll, purchase] = NACHA_2026.companyEntryDescriptionValues;
  const sections: PdfSection[] = [
    {
      heading: t("nacha.title"),
      paragraphs: [t("nacha.intro")],
      items: [
        `${t("nacha.phase1.label", { date: date(NACHA_2026.phase1) })}. ${t("nacha.phase1.body")}`,
        `${t("nacha.phase2.label", { date: date(NACHA_2026.phase2) })}. ${t("nacha.phase2.body", { practical: date(NACHA_2026.phase2Practical) })}`,
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
    { heading: t("cta.title"), paragraphs: [t("cta.body")], items: ["/2026-control-map", "/compliance"] },
  ];
  return renderPdf(spec({ title: t("meta.title"), subtitle: t("hero.lead"), sections, notes: [common("illustrative")] }, footer));
}

async function buildFromOutline(key: "cfoPlaybook" | "evidenceChecklist", checkboxes: boolean): Promise<Uint8Array> {
  const { translator, footer } = await context();
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
    ),
  );
}

export function buildCfoPlaybook(): Promise<Uint8Array> {
  return buildFromOutline("cfoPlaybook", false);
}

export function buildEvidenceChecklist(): Promise<Uint8Array> {
  return buildFromOutline("evidenceChecklist", true);
}

/** The HTTP response for a document route. */
export async function documentResponse(name: DocumentName): Promise<Response> {
  const bytes = await DOCUMENTS[name]();
  return new Response(new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${name}.pdf"`,
      "Cache-Control": "public, max-age=3600",
    },
  });
}
