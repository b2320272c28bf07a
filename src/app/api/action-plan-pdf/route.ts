import { isLocale } from "@/i18n/routing";
import { problem } from "@/leads/problem";
import { actionPlanPdf } from "@/mail/action-plan-pdf";

/**
 * POST /api/action-plan-pdf {locale, mode, answers, precision?}: the scorecard's
 * action plan as a PDF download (src/mail/action-plan-pdf.ts). Nothing is stored.
 */
export async function POST(request: Request): Promise<Response> {
  let body: unknown;
  try {
    const text = await request.text();
    if (text.length > 16 * 1024) return problem("payload-too-large", "The body exceeds 16384 bytes.");
    body = JSON.parse(text);
  } catch {
    return problem("malformed-json", "The body is not valid JSON.");
  }
  const { locale, ...rest } = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
  const result = await actionPlanPdf(isLocale(locale) ? locale : "en", rest);
  if (!result) return problem("validation-failed", "Send mode, the seven answers and, in Precision Mode, the inputs.");
  return new Response(new Uint8Array(result.pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="ap-action-plan-grade-${result.grade.replaceAll("/", "-")}.pdf"`,
      "Cache-Control": "no-store",
    },
  });
}
