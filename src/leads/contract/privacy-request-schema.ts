import "@/lib/zod-jitless";
import { z } from "zod";
import { contextFields, emailField } from "./schemas";

/**
 * The self-service privacy request (`/privacy/my-data`, POST /api/privacy/request-link), shared by the form
 * (zodResolver, loaded on demand) and the route handler: the address (the forms' one address rule), what the person
 * wants (a copy of their data, or its erasure), the page's locale (the link and the e-mail use it) and the honeypot.
 * Error messages are the forms' error codes (`forms.errors.<code>`).
 */
export const PRIVACY_REQUEST_KINDS = ["access", "erase"] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

export const privacyRequestSchema = z.strictObject({
  email: emailField,
  kind: z.enum(PRIVACY_REQUEST_KINDS, { error: "invalid_option" }),
  locale: contextFields.locale,
  website: contextFields.website,
});

export type PrivacyRequestInput = z.input<typeof privacyRequestSchema>;
export type PrivacyRequest = z.output<typeof privacyRequestSchema>;
