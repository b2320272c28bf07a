"use client";

import type { ReactNode } from "react";
import { Link } from "@/i18n/navigation";
import { SuccessHeading, TextField, useFormsText } from "./fields";
import { LeadFormShell, type LeadFormState } from "./lead-form-shell";

/**
 * What the two meeting requests (/book-demo and /talk-to-expert) share: the title and intro over the form, the
 * work e-mail and company fields (`ContactFields`), and a confirmation that ends with a link to the other meeting.
 * Each form keeps its own fields, its own confirmation details and its texts.
 */
export function MeetingRequestForm({
  lead,
  testId,
  title,
  intro,
  submitLabel,
  children,
}: {
  lead: LeadFormState;
  testId: string;
  title: string;
  intro: string;
  submitLabel: string;
  /** The form's fields, `ContactFields` first. */
  children: ReactNode;
}) {
  const f = useFormsText();
  return (
    <>
      <h2 className="text-2xl font-bold text-ink">{title}</h2>
      <p className="mt-2 text-slate-700">{intro}</p>
      <LeadFormShell lead={lead} testId={testId} className="mt-6 space-y-5 lg:mt-5 lg:space-y-4" submitLabel={submitLabel} busyLabel={f("submitting")}>
        {children}
      </LeadFormShell>
    </>
  );
}

/** The two required fields of a meeting request: work e-mail and company. */
export function ContactFields() {
  const f = useFormsText();
  return (
    <>
      <TextField name="email" type="email" label={f("fields.email")} autoComplete="email" required />
      <TextField name="company" label={f("fields.company")} autoComplete="organization" required />
    </>
  );
}

/** The confirmation shown once the request is stored: title, body, the form's own details, then the other meeting. */
export function MeetingConfirmation({
  testId,
  title,
  body,
  other,
  children,
}: {
  testId: string;
  title: string;
  body: string;
  /** The link to the other meeting: the sentence before it, its label and its href. */
  other: { prompt: string; label: string; href: string };
  children: ReactNode;
}) {
  return (
    <div className="space-y-6" data-testid={testId}>
      <SuccessHeading>{title}</SuccessHeading>
      <p className="text-slate-700">{body}</p>
      {children}
      <p className="text-slate-700">
        {other.prompt}{" "}
        <Link href={other.href} className="font-semibold text-brand-700 underline hover:text-brand-800">
          {other.label}
        </Link>
      </p>
    </div>
  );
}
