"use client";

import { useTranslations } from "next-intl";
import { DURATIONS } from "@/config/business-constants";
import { TOPICS } from "@/leads/contract/enums";
import { SelectField, useFormsText } from "./fields";
import { ContactFields, MeetingConfirmation, MeetingRequestForm } from "./meeting-request-form";
import { useLeadForm } from "./use-lead-form";

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
      <MeetingConfirmation
        testId="talk-to-expert-success"
        title={t("success.title")}
        body={t("success.body", { email, hours: DURATIONS.expertCalendarOptionsWithinHours })}
        other={{ prompt: t("success.demoPrompt"), label: t("success.demoLink"), href: "/book-demo?cta=talk-to-expert-success" }}
      >
        <p className="text-slate-700">
          {topic ? t("success.call", { minutes, topic: f(`options.topic.${topic}`) }) : t("success.callAnyTopic", { minutes })}
        </p>
      </MeetingConfirmation>
    );
  }

  return (
    <MeetingRequestForm lead={lead} testId="talk-to-expert-form" title={t("form.title")} intro={t("form.intro")} submitLabel={t("form.submit")}>
      <ContactFields />
      <SelectField name="topic" label={f("fields.topic")} optionsKey="topic" values={TOPICS} />
    </MeetingRequestForm>
  );
}
