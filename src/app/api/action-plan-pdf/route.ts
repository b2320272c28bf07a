import { createActionPlanPdfHandler } from "@/mail/action-plan-pdf-handler";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** The scorecard's action plan as a PDF download (src/mail/action-plan-pdf-handler.ts): size checked as read, rate-limited. */
export const POST = createActionPlanPdfHandler();
