import { createUnsubscribeHandlers } from "@/leads/newsletter/newsletter-handlers";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const { GET, POST } = createUnsubscribeHandlers();
