import { ScopedMessages } from "@/components/scoped-messages";
import { NewsletterFormClient } from "./newsletter-form-client";

/**
 * The /resources newsletter signup (e-mail only), stored through
 * POST /api/newsletter. `page` is stored with the lead (e.g. "resources").
 */
export function NewsletterForm({ page, cta }: { page: string; cta?: string }) {
  return (
    <ScopedMessages namespaces={["forms"]}>
      <NewsletterFormClient page={page} cta={cta} />
    </ScopedMessages>
  );
}
