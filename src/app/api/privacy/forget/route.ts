import { createPrivacyForgetHandler } from "@/leads/privacy/privacy-handler";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** Erases one address (docs/leads.md, "Privacy requests and retention"); bearer PRIVACY_API_TOKEN. */
export const POST = createPrivacyForgetHandler();
