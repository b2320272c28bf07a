import { zodResolver } from "@hookform/resolvers/zod";
import { privacyRequestSchema } from "@/leads/contract/privacy-request-schema";

/** The privacy request form's resolver, loaded on demand (zod stays out of the page's first load). */
export const privacyRequestResolver = zodResolver(privacyRequestSchema);
