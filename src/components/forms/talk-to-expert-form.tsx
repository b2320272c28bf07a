"use client";

import { useTranslations } from "next-intl";
import { DURATIONS } from "@/config/business-constants";
import { Link } from "@/i18n/navigation";
import { TOPICS } from "@/leads/enums";
import { SelectField, SuccessHeading, TextField, useFormsText } from "./fields";
import { useLeadForm } from "./use-lead-form";
import { LeadFormShell } from "./lead-form-shell";

const DEFAULTS = { email: "", company: "", topic: "", website: "" } as const;
const PRESELECT = { topic: TOPICS } as const;

/** The /talk-to-expert form and its confirmation view (shown only once the lead is stored). */
export function TalkToExpertForm() {
  const t = useTranslations("talkToExpert");
  const f = useFormsText();
  const lead = useLeadForm({
    form: "talk-to-expert",
    page: "/talk-to-expert",
    defaultValues: DEFAULTS,
    preselect: PRESELECT,
    failureLog: "Failed to schedule expert call",
  });

  if (lead.submitted) {
    const { email, topic } = lead.submitted.values;
    const minutes = DURATIONS.expertCallMinutes;
    return (
      <div className="space-y-6" data-testid="talk-to-expert-success">
        <SuccessHeading>{t("success.title")}</SuccessHeading>
        <p className="text-slate-700">{t("success.body", { email, hours: DURATIONS.expertCalendarOptionsWithinHours })}</p>
        <p className="text-slate-700">
          {topic ? t("success.call", { minutes, topic: f(`options.topic.${topic}`) }) : t("success.callAnyTopic", { minutes })}
        </p>
        <p className="text-slate-700">
          {t("success.demoPrompt")}{" "}
          <Link href="/book-demo?cta=talk-to-expert-success" className="font-semibold text-brand-700 underline hover:text-brand-800">
            {t("success.demoLink")}
          </Link>
        </p>
      </div>
    );
  }

  return (
    <>
      <h2 className="text-2xl font-bold text-ink">{t("form.title")}</h2>
      <p className="mt-2 text-slate-700">{t("form.intro")}</p>
      <LeadFormShell lead={lead} testId="talk-to-expert-form" className="mt-6 space-y-5" submitLabel={t("form.submit")} busyLabel={f("submitting")}>
        <TextField name="email" type="email" label={f("fields.email")} autoComplete="email" required />
        <TextField name="company" label={f("fields.company")} autoComplete="organization" required />
        <SelectField name="topic" label={f("fields.topic")} optionsKey="topic" values={TOPICS} />
      </LeadFormShell>
    </>
  );
}
