import { createLeadHandler } from "@/leads/intake/lead-handler";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const POST = createLeadHandler("newsletter");
