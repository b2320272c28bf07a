"use client";

import { useTranslations } from "next-intl";
import { FormProvider } from "react-hook-form";
import { FormAlert, Honeypot, RequiredNote, SubmitButton, SuccessHeading, TextAreaField, TextField } from "./fields";
import { PrivacyNote } from "./privacy-note";
import { useLeadForm } from "./use-lead-form";

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
    <FormProvider {...lead.methods}>
      <form
        onSubmit={lead.onSubmit}
        noValidate
        aria-busy={lead.submitting}
        className="relative space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        data-testid="contact-form"
      >
        <RequiredNote />
        <TextField name="name" label={t("fields.name")} autoComplete="name" />
        <TextField name="email" type="email" label={t("fields.email")} autoComplete="email" required />
        <TextField name="company" label={t("fields.company")} autoComplete="organization" required />
        <TextAreaField name="outcome" label={t("fields.outcome")} />
        <Honeypot />
        <FormAlert message={lead.formError} />
        <PrivacyNote />
        <SubmitButton label={t("contact.submit")} busyLabel={t("submitting")} busy={lead.submitting} disabled={!lead.canSubmit} />
      </form>
    </FormProvider>
  );
}
