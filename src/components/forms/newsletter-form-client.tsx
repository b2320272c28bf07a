"use client";

import { useTranslations } from "next-intl";
import { DURATIONS } from "@/config/business-constants";
import { SuccessHeading, TextField } from "./fields";
import { useLeadForm } from "./use-lead-form";
import { LeadFormShell } from "./lead-form-shell";

const DEFAULTS = { email: "", website: "" };

export function NewsletterFormClient({ page, cta }: { page: string; cta?: string }) {
  const t = useTranslations("forms");
  const lead = useLeadForm({
    form: "newsletter",
    page,
    cta,
    defaultValues: DEFAULTS,
    failureLog: "Failed to subscribe to newsletter",
  });

  if (lead.submitted) {
    return (
      <div className="rounded-xl border border-slate-200 bg-white p-6" data-testid="newsletter-success">
        <SuccessHeading level={3}>{t("newsletter.successTitle")}</SuccessHeading>
        <p className="mt-2 text-slate-700">{t("newsletter.successBody", { email: lead.submitted.values.email, days: DURATIONS.newsletterConfirmDays })}</p>
      </div>
    );
  }

  return (
    <LeadFormShell lead={lead} testId="newsletter-form" className="max-w-xl space-y-4" submitLabel={t("newsletter.submit")} busyLabel={t("submitting")} privacy="newsletter" requiredNote={false}>
      <TextField
        name="email"
        type="email"
        label={t("fields.newsletterEmail")}
        autoComplete="email"
        required
        hint={t("newsletter.hint")}
      />
    </LeadFormShell>
  );
}
