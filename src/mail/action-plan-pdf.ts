import { createFormatter, createTranslator } from "use-intl/core";
import { assessmentResultsFor } from "@/assessments/lead-results";
import type { Projection } from "@/assessments/projections";
import type { ScorecardGrade } from "@/assessments/scorecard";
import { renderPdf } from "@/documents/render-pdf";
import { loadMessages } from "@/i18n/messages";
import type { Locale } from "@/i18n/routing";
import { scorecardActionPlanSchema } from "@/leads/contract/schemas";
import { actionPlanContent } from "@/assessments/action-plan";
import { loosely } from "@/i18n/translate";
import { actionPlanPdfSpec } from "./content";
import { typographicDeep, withTypography } from "@/i18n/french-typography";

/**
 * The scorecard's action plan as PDF, for "Download My Action Plan" (the same
 * document the dialog's e-mail attaches): validated with the lead form's own
 * schema (minus the e-mail), the score recomputed on the server. Returns null
 * when the answers are not a complete, valid scorecard.
 */
export async function actionPlanPdf(locale: Locale, input: unknown): Promise<{ pdf: Uint8Array; grade: ScorecardGrade } | null> {
  const parsed = scorecardActionPlanSchema.omit({ email: true }).safeParse(input);
  if (!parsed.success) return null;
  const results = assessmentResultsFor("scorecard-action-plan", parsed.data as Record<string, unknown>);
  if (!("scorecard" in results)) return null;
  const sc = results.scorecard as { score: number; grade: ScorecardGrade; mode: "quick" | "precision"; projections: Projection | null };
  const messages = await loadMessages(locale);
  const t = loosely(createTranslator({ locale, messages, namespace: "scorecard" }));
  const format = withTypography(createFormatter({ locale, timeZone: "UTC" }), locale);
  const content = typographicDeep(locale, actionPlanContent(t, format, {
    answers: parsed.data.answers,
    grade: sc.grade,
    score: sc.score,
    mode: sc.mode,
    projection: sc.projections,
  }));
  return { pdf: await renderPdf(actionPlanPdfSpec(content, locale)), grade: sc.grade };
}
