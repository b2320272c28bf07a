import { createConfirmHandler } from "@/leads/newsletter/newsletter-handlers";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const POST = createConfirmHandler();
