import { createLeadHandler } from "@/leads/lead-handler";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const POST = createLeadHandler("contact");
