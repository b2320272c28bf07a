import { createPrivacyLinkRequestHandler } from "@/leads/privacy/privacy-self-service";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** The self-service privacy form: mails a signed link to the address (docs/leads.md, "Self-service privacy requests"). */
export const POST = createPrivacyLinkRequestHandler();
