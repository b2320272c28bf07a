import { createPrivacyExportHandler } from "@/leads/privacy/privacy-self-service";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** The access link's button: everything held about the link's address, as JSON (docs/leads.md, "Self-service privacy requests"). */
export const POST = createPrivacyExportHandler();
