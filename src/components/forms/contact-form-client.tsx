"use client";

import { useTranslations } from "next-intl";
import { SuccessHeading, TextAreaField, TextField } from "./fields";
import { useLeadForm } from "./use-lead-form";
import { LeadFormShell } from "./lead-form-shell";

const DEFAULTS = { name: "", email: "", company: "", outcome: "", website: "" };

export function ContactFormClient({ page, cta }: { page: string; cta?: string }) {
  const t = useTranslations("forms");
  const lead = useLeadForm({
    form: "contact",
    page,
    cta,
    defaultValues: DEFAULTS,
    failureLog: "Failed to send contact request",
  });

  if (lead.submitted) {
    return (
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="contact-success">
        <SuccessHeading level={3}>{t("contact.successTitle")}</SuccessHeading>
        <p className="mt-3 text-slate-700">{t("contact.successBody", { email: lead.submitted.values.email })}</p>
      </div>
    );
  }

  return (
    <LeadFormShell lead={lead} testId="contact-form" className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm" submitLabel={t("contact.submit")} busyLabel={t("submitting")}>
      <TextField name="name" label={t("fields.name")} autoComplete="name" />
      <TextField name="email" type="email" label={t("fields.email")} autoComplete="email" required />
      <TextField name="company" label={t("fields.company")} autoComplete="organization" required />
      <TextAreaField name="outcome" label={t("fields.outcome")} />
    </LeadFormShell>
  );
}
