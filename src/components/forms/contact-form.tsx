import { ScopedMessages } from "@/components/scoped-messages";
import { ContactFormClient } from "./contact-form-client";

/**
 * Home variant 3 contact form (name, work email, company, 90-day outcome),
 * stored through POST /api/contact. `page` is stored with the lead (e.g.
 * "landing3"); `cta` names the call to action (a `?cta=` in the URL wins).
 */
export function ContactForm({ page, cta }: { page: string; cta?: string }) {
  return (
    <ScopedMessages namespaces={["forms"]}>
      <ContactFormClient page={page} cta={cta} />
    </ScopedMessages>
  );
}
