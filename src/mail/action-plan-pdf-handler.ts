import "server-only";
import { type Database, getDatabase as defaultGetDatabase } from "@/db/connection";
import { isLocale } from "@/i18n/routing";
import { type LeadApiConfig, leadApiConfigFromEnv, UNAVAILABLE_RETRY_AFTER_SECONDS } from "@/leads/http/config";
import { problem } from "@/leads/http/problem";
import { clientAddress, hashClientAddress, readJsonBody } from "@/leads/http/request";
import { countRequest, ipHashSalt } from "@/leads/store/store";
import { rateKey } from "@/security/rate-key";
import { actionPlanPdf } from "./action-plan-pdf";

/**
 * POST /api/action-plan-pdf {locale, mode, answers, precision?}: the scorecard's action plan as a PDF download
 * (src/mail/action-plan-pdf.ts). Nothing is stored. Like the lead forms: the body is read as a stream and refused
 * with 413 as soon as it passes ACTION_PLAN_PDF_BODY_LIMIT (the rest is never read), and each client (its rate key)
 * is counted in PostgreSQL, answered 429 with Retry-After past the lead API's hard limit per window (its own bucket,
 * so downloads do not use up a visitor's form submissions); 503 with Retry-After when the database is away.
 */
export const ACTION_PLAN_PDF_BODY_LIMIT = 16 * 1024;

export interface ActionPlanPdfDeps {
  getDatabase?: () => Promise<Database>;
  config?: Pick<LeadApiConfig, "rateLimit" | "ipHashSalt">;
}

export function createActionPlanPdfHandler(deps: ActionPlanPdfDeps = {}) {
  const getDb = deps.getDatabase ?? defaultGetDatabase;
  return async function handleActionPlanPdf(request: Request): Promise<Response> {
    const read = await readJsonBody(request, ACTION_PLAN_PDF_BODY_LIMIT);
    if (!read.ok) return read.response;
    const config = deps.config ?? leadApiConfigFromEnv();
    try {
      const db = await getDb();
      const salt = await ipHashSalt(db.sql, config.ipHashSalt);
      const bucket = `action-plan-pdf:${hashClientAddress(rateKey(clientAddress(request)), salt)}`;
      const rate = await countRequest(db.sql, bucket, config.rateLimit.windowSeconds);
      if (rate.count > config.rateLimit.hard) {
        return problem("rate-limited", `Too many downloads from this address; retry in ${rate.retryAfterSeconds} s.`, {
          headers: { "Retry-After": String(rate.retryAfterSeconds) },
        });
      }
    } catch (error) {
      console.error("[action-plan-pdf] rate limit unavailable:", error instanceof Error ? error.message : error);
      return problem("service-unavailable", "Please retry shortly.", { headers: { "Retry-After": String(UNAVAILABLE_RETRY_AFTER_SECONDS) } });
    }
    const body = read.value;
    const { locale, ...rest } = (body && typeof body === "object" && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
    const result = await actionPlanPdf(isLocale(locale) ? locale : "en", rest);
    if (!result) return problem("validation-failed", "Send mode, the seven answers and, in Precision Mode, the inputs.");
    return new Response(new Uint8Array(result.pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="ap-action-plan-grade-${result.grade.replaceAll("/", "-")}.pdf"`,
        "Cache-Control": "no-store",
      },
    });
  };
}
