import { _createCache, _createIntlFormatters, createFormatter, createTranslator } from "use-intl/core";
import type { ActionPlanContent } from "@/assessments/action-plan";
import { type ControlMap, milestoneTiming, readinessTiming } from "@/assessments/control-map";
import { type FraudReadinessResult, scoreBand } from "@/assessments/fraud-readiness-score";
import type { Projection } from "@/assessments/projections";
import type { ScorecardGrade } from "@/assessments/scorecard";
import { DURATIONS, SCORECARD } from "@/config/business-constants";
import { PRODUCT_NAME, PROVIDER_NAME } from "@/config/site";
import type { PdfDocumentSpec, PdfSection } from "@/documents/render-pdf";
import { loadMessages } from "@/i18n/messages";
import { type Locale, routing } from "@/i18n/routing";
import { actionPlanContent } from "@/assessments/action-plan";
import { loosely } from "@/i18n/translate";
import { typographic, typographicDeep, withTypography } from "@/i18n/french-typography";

/**
 * What each form promises by e-mail, built from the lead as stored (answers + server-computed `derived`) and the
 * same messages the pages use, in the visitor's locale. Pure apart from loading the message files: no network, no
 * database. The PDF specs are rendered by src/documents/render-pdf.ts.
 *
 * No mail relay: these e-mails go to an address nobody has confirmed yet (whoever typed it may not own it), so they
 * carry only fixed copy, the site's own labels for allowlisted options (role, ERP, goal, topic...), what the server
 * computed (score, map, plan) and links; never free text the visitor typed (company, name, notes, the address
 * itself). tests: src/mail/no-relay.test.ts.
 */
export interface MailLead {
  id: string;
  form: string;
  email: string;
  company: string;
  locale: string;
  answers: Record<string, unknown>;
  derived: Record<string, unknown>;
  createdAt: Date;
}

export interface EmailContent {
  locale: Locale;
  subject: string;
  /** Plain-text body (the HTML part carries the same lines). */
  text: string;
  html: string;
  /** A PDF to attach (rendered by the sender). */
  pdf?: { fileName: string; spec: PdfDocumentSpec };
}

export interface ContentContext {
  siteUrl: string;
  /** Newsletter: the signed confirmation link. */
  confirmUrl?: string;
  /** Newsletter: the page that ends the subscription (every newsletter e-mail carries it). */
  unsubscribeUrl?: string;
}

/** Forms whose visitors get an e-mail (contact has none: its page promises no e-mail). */
export const EMAIL_FORMS = [
  "book-demo",
  "talk-to-expert",
  "fraud-readiness-assessment",
  "2026-control-map",
  "scorecard-action-plan",
  "newsletter",
] as const;

export function sendsEmail(form: string): boolean {
  return (EMAIL_FORMS as readonly string[]).includes(form);
}

export function mailLocale(value: string): Locale {
  return (routing.locales as readonly string[]).includes(value) ? (value as Locale) : routing.defaultLocale;
}

type Translators = { ns: (namespace: string) => ReturnType<typeof loosely>; format: ReturnType<typeof createFormatter> };

const translatorsByLocale = new Map<Locale, Promise<Translators>>();

/**
 * The messages, translators and formatters of one locale, built once per process and shared by every e-mail: the
 * message files are read once, and each message is parsed once (use-intl's cache) instead of once per e-mail.
 */
function translators(locale: Locale): Promise<Translators> {
  let pending = translatorsByLocale.get(locale);
  if (!pending) {
    pending = buildTranslators(locale);
    pending.catch(() => translatorsByLocale.delete(locale));
    translatorsByLocale.set(locale, pending);
  }
  return pending;
}

async function buildTranslators(locale: Locale): Promise<Translators> {
  const messages = await loadMessages(locale);
  const cache = _createCache();
  const formatters = _createIntlFormatters(cache);
  const byNamespace = new Map<string, ReturnType<typeof loosely>>();
  const ns = (namespace: string) => {
    let t = byNamespace.get(namespace);
    if (!t) {
      t = loosely(createTranslator({ locale, messages: messages as never, namespace: namespace as never, _cache: cache, _formatters: formatters }));
      byNamespace.set(namespace, t);
    }
    return t;
  };
  const format = withTypography(createFormatter({ locale, timeZone: "UTC", _cache: cache, _formatters: formatters }), locale);
  return { ns, format };
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

interface Block {
  heading?: string;
  paragraphs?: string[];
  items?: string[];
}

function renderBodies(blocks: Block[]): { text: string; html: string } {
  const text: string[] = [];
  const html: string[] = [];
  for (const b of blocks) {
    if (b.heading) {
      text.push(b.heading, "-".repeat(Math.min(60, b.heading.length)));
      html.push(`<h2 style="font-size:16px;margin:20px 0 6px">${escapeHtml(b.heading)}</h2>`);
    }
    for (const p of b.paragraphs ?? []) {
      text.push(p, "");
      // A paragraph that is only a link (the newsletter's confirmation and unsubscribe) is a link in the HTML part.
      html.push(
        /^https?:\/\/\S+$/.test(p)
          ? `<p><a href="${escapeHtml(p)}">${escapeHtml(p)}</a></p>`
          : `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`,
      );
    }
    if (b.items?.length) {
      text.push(...b.items.map((i) => `- ${i}`), "");
      html.push(`<ul>${b.items.map((i) => `<li>${escapeHtml(i)}</li>`).join("")}</ul>`);
    }
  }
  return {
    text: `${text.join("\n").trim()}\n`,
    html: `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5;color:#0f172a">${html.join("\n")}</body></html>`,
  };
}

const siteHost = (siteUrl: string) => {
  try {
    return new URL(siteUrl).host;
  } catch {
    return siteUrl;
  }
};

/** The e-mail a lead of this form is promised, or null for forms that promise none. */
export async function buildEmail(lead: MailLead, ctx: ContentContext): Promise<EmailContent | null> {
  if (!sendsEmail(lead.form)) return null;
  const locale = mailLocale(lead.locale);
  const { ns, format } = await translators(locale);
  const e = ns("emails");
  const f = ns("forms");
  const date = format.dateTime(lead.createdAt, { dateStyle: "long", timeZone: "UTC" });
  const head: Block = { paragraphs: [e("greeting")] };
  const tail: Block[] = [{ paragraphs: [e("signoff", { product: PRODUCT_NAME }), e("footer", { site: siteHost(ctx.siteUrl) })] }];
  const answer = (field: string): string | undefined => {
    const v = lead.answers[field];
    if (v === undefined || v === null || v === "") return undefined;
    if (typeof v === "string" && f.has(`options.${field}.${v}`)) return f(`options.${field}.${v}`);
    if (field === "poPercentage" && typeof v === "number") return format.number(v / 100, { style: "percent" });
    return String(v);
  };
  // Only allowlisted options (their translated labels) and numbers: the company name is free text and stays out.
  const summary = (fields: string[]): string[] =>
    fields.flatMap((k) => {
      const a = answer(k);
      return a === undefined ? [] : [`${f(`fields.${k}`)}: ${a}`];
    });

  const done = (subject: string, blocks: Block[], pdf?: EmailContent["pdf"]): EmailContent => ({
    locale,
    subject: typographic(locale, subject),
    // Lines joined in code ("Label: value") get the locale's spacing too (French: "Label\u202f: value").
    ...renderBodies(typographicDeep(locale, [head, ...blocks, ...tail])),
    pdf,
  });
  const pdfSpec = (title: string, subtitle: string, sections: PdfSection[], notes?: string[]): PdfDocumentSpec => ({
    title: typographic(locale, title),
    subtitle: typographic(locale, subtitle),
    sections: typographicDeep(locale, sections),
    notes: typographicDeep(locale, notes),
    footer: `${PRODUCT_NAME}  |  ${PROVIDER_NAME}`,
    author: PROVIDER_NAME,
    language: locale,
  });

  switch (lead.form) {
    case "book-demo": {
      const t = ns("bookDemo");
      const minutes = DURATIONS.demoMinutes;
      const erp = answer("erp");
      const goal = answer("goal");
      const expect = [
        erp ? t("success.expect.demo", { minutes, erp }) : t("success.expect.demoAnyErp", { minutes }),
        t("success.expect.identity"),
        t("success.expect.matching"),
        t("success.expect.guard"),
        goal ? t("success.expect.qa", { goal }) : t("success.expect.qaAnyGoal"),
      ];
      return done(e("bookDemo.subject", { product: PRODUCT_NAME }), [
        { paragraphs: [e("bookDemo.intro", { product: PRODUCT_NAME }), e("calendarOptions", { hours: DURATIONS.demoCalendarOptionsWithinHours })] },
        { heading: e("summaryTitle"), items: summary(["role", "erp", "monthlyInvoices", "poPercentage", "goal"]) },
        { heading: t("success.expectTitle"), items: expect },
      ]);
    }
    case "talk-to-expert": {
      const t = ns("talkToExpert");
      const minutes = DURATIONS.expertCallMinutes;
      const topic = answer("topic");
      return done(e("talkToExpert.subject", { product: PRODUCT_NAME }), [
        {
          paragraphs: [
            e("talkToExpert.intro"),
            e("calendarOptions", { hours: DURATIONS.expertCalendarOptionsWithinHours }),
            topic ? t("success.call", { minutes, topic }) : t("success.callAnyTopic", { minutes }),
          ],
        },
        { heading: e("summaryTitle"), items: summary(["topic"]) },
      ]);
    }
    case "fraud-readiness-assessment": {
      const result = lead.derived.fraudReadiness as FraudReadinessResult | undefined;
      if (!result) return null;
      const t = ns("fraudCheck");
      const band = scoreBand(result.score);
      const breakdown = result.categories.map(
        (c) =>
          `${t(`rubric.categories.${c.id}.name`)}: ${t("success.breakdownRow", { points: c.points, contribution: c.contribution, weight: c.weight })}`,
      );
      const gaps = result.gaps.length
        ? result.gaps.map(
            (g) => `${t(`whatWeCheck.questions.${g.field}`)} (${t("success.gapLost", { points: g.lostPoints })}): ${t(`success.gapAdvice.${g.field}`)}`,
          )
        : [t("success.noGaps")];
      const sections: PdfSection[] = [
        { heading: t("success.scoreTitle"), paragraphs: [t("success.score", { score: result.score }), t(`success.bands.${band}`)] },
        { heading: t("success.breakdownTitle"), items: breakdown },
        { heading: t("success.gapsTitle"), items: gaps },
      ];
      const pdf = {
        fileName: e("fraudReadiness.fileName"),
        spec: pdfSpec(e("fraudReadiness.pdfTitle"), e("fraudReadiness.pdfSubtitle", { date }), sections),
      };
      return done(
        e("fraudReadiness.subject", { score: result.score }),
        [{ paragraphs: [e("fraudReadiness.intro")] }, ...sections, { paragraphs: [e("attachmentNote")] }],
        pdf,
      );
    }
    case "2026-control-map": {
      const map = lead.derived.controlMap as ControlMap | undefined;
      if (!map) return null;
      const t = ns("controlMap");
      const day = (iso: string) => format.dateTime(new Date(`${iso}T00:00:00Z`), { dateStyle: "long", timeZone: "UTC" });
      const rows = map.entries.map((entry) => {
        const target =
          entry.milestone === "phase1"
            ? t("success.target.phase1", { date: day(entry.date), timing: milestoneTiming(entry.milestone) })
            : t("success.target.phase2", { date: day(entry.date), practical: day(entry.practicalDate ?? entry.date), timing: milestoneTiming(entry.milestone) });
        return `${t(`families.items.${entry.family}.name`)}: ${t(`success.status.${entry.status}`)}. ${target}`;
      });
      const summaryLine = t("success.summary", { inPlace: map.counts["in-place"], partial: map.counts.partial, gap: map.counts.gap });
      const listFormat = new Intl.ListFormat(locale, { type: "conjunction" });
      const rule = e("controlMap.entryDescription", {
        max: map.entryDescription.maxChars,
        values: listFormat.format(map.entryDescription.values),
      });
      const sections: PdfSection[] = [
        { heading: t("success.mapTitle"), paragraphs: [summaryLine, t(`success.readiness.${map.readiness}`, { timing: readinessTiming(map.readiness) })], items: rows },
        { heading: e("controlMap.entryDescriptionTitle"), paragraphs: [rule] },
      ];
      const pdf = {
        fileName: e("controlMap.fileName"),
        spec: pdfSpec(e("controlMap.pdfTitle"), e("controlMap.pdfSubtitle", { date }), sections),
      };
      return done(e("controlMap.subject"), [{ paragraphs: [e("controlMap.intro")] }, ...sections], pdf);
    }
    case "scorecard-action-plan": {
      const sc = lead.derived.scorecard as
        | { score: number; grade: ScorecardGrade; mode: "quick" | "precision"; projections: Projection | null }
        | undefined;
      if (!sc) return null;
      const answers = Array.isArray(lead.answers.answers)
        ? (lead.answers.answers as unknown[]).map((a) => (typeof a === "string" ? a : undefined))
        : [];
      const plan = actionPlanContent(ns("scorecard"), format, {
        answers,
        grade: sc.grade,
        score: sc.score,
        mode: sc.mode,
        projection: sc.projections,
      });
      const pdf = { fileName: e("actionPlan.fileName"), spec: actionPlanPdfSpec(plan, locale) };
      return done(
        e("actionPlan.subject", { grade: sc.grade }),
        [{ paragraphs: [e("actionPlan.intro", { grade: sc.grade, score: sc.score, max: SCORECARD.maxScore })] }, { items: plan.wins }],
        pdf,
      );
    }
    case "newsletter": {
      const days = DURATIONS.newsletterConfirmDays;
      const blocks: Block[] = [
        { paragraphs: [e("newsletter.intro", { product: PRODUCT_NAME }), e("newsletter.confirmAction", { days })] },
      ];
      if (ctx.confirmUrl) blocks.push({ paragraphs: [ctx.confirmUrl] });
      blocks.push({ paragraphs: [e("newsletter.ignore")] });
      if (ctx.unsubscribeUrl) blocks.push({ paragraphs: [e("newsletter.unsubscribe"), ctx.unsubscribeUrl] });
      return done(e("newsletter.subject", { product: PRODUCT_NAME }), blocks);
    }
    default:
      return null;
  }
}

export function actionPlanPdfSpec(c: ActionPlanContent, locale: Locale): PdfDocumentSpec {
  return {
    title: c.title,
    subtitle: `${c.scoreLine}. ${c.gradeMessage}`,
    sections: [
      { heading: c.answersTitle, items: c.answers },
      { heading: c.benchmarksTitle, items: c.benchmarks },
      { heading: c.winsTitle, items: c.wins.map((w, i) => `${i + 1}. ${w}`) },
      ...(c.projections ? [{ heading: c.projections.title, items: c.projections.lines }] : []),
      { heading: c.nextStepsTitle, items: c.nextSteps },
    ],
    notes: [c.footer],
    footer: `${PRODUCT_NAME}  |  ${PROVIDER_NAME}`,
    author: PROVIDER_NAME,
    language: locale,
  };
}
