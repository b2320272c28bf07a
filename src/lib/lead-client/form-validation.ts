import { zodResolver } from "@hookform/resolvers/zod";
import { contextFields, LEAD_SCHEMAS, type LeadSchemas } from "@/leads/contract/schemas";

/**
 * The browser side of lead validation, loaded on demand by `useLeadForm`
 * (src/components/forms/use-lead-form.ts) once the page is idle or at the first
 * submit: zod and the shared schemas stay out of the pages' first load.
 */

/** react-hook-form resolver for a form's shared schema. */
export function leadResolver<F extends keyof LeadSchemas>(form: F) {
  return zodResolver(LEAD_SCHEMAS[form]);
}

/** Whether a context value from the URL (`?cta=`, `utm_*`) is one the API accepts. */
export function acceptedContextText(value: string): boolean {
  return contextFields.cta.safeParse(value).success;
}
