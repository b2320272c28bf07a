import { createPrivacyEraseHandler } from "@/leads/privacy/privacy-self-service";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** The erasure link's button: erases the link's address (docs/leads.md, "Self-service privacy requests"). */
export const POST = createPrivacyEraseHandler();
