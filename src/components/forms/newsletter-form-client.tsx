"use client";

import { useTranslations } from "next-intl";
import { FormProvider } from "react-hook-form";
import { DURATIONS } from "@/config/business-constants";
import { FormAlert, Honeypot, SubmitButton, SuccessHeading, TextField } from "./fields";
import { PrivacyNote } from "./privacy-note";
import { useLeadForm } from "./use-lead-form";

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
    <FormProvider {...lead.methods}>
      <form onSubmit={lead.onSubmit} noValidate aria-busy={lead.submitting} className="relative max-w-xl space-y-4" data-testid="newsletter-form">
        <TextField
          name="email"
          type="email"
          label={t("fields.newsletterEmail")}
          autoComplete="email"
          required
          hint={t("newsletter.hint")}
        />
        <Honeypot />
        <FormAlert message={lead.formError} />
        <PrivacyNote purpose="newsletter" />
        <SubmitButton label={t("newsletter.submit")} busyLabel={t("submitting")} busy={lead.submitting} disabled={!lead.canSubmit} />
      </form>
    </FormProvider>
  );
}
