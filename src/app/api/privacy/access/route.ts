import { createPrivacyAccessHandler } from "@/leads/privacy/privacy-handler";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** Everything held about one address (docs/leads.md, "Privacy requests and retention"); bearer PRIVACY_API_TOKEN. */
export const GET = createPrivacyAccessHandler();
