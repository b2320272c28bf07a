/**
 * The stable field error codes of the lead API (src/leads/contract/schemas.ts sets them,
 * problem+json returns them as `errors[].code`, forms translate them with
 * `forms.errors.<code>`). Kept apart from the zod schemas so that browser code
 * reading an answer (src/lib/lead-client/submit-lead.ts) does not pull zod into the page.
 */
export const ERROR_CODES = [
  "required",
  "invalid_email",
  "too_long",
  "invalid_option",
  "invalid_type",
  "invalid_characters",
  "out_of_range",
  "unknown_field",
] as const;
export type FieldErrorCode = (typeof ERROR_CODES)[number];
