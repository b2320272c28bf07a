"use client";

import { type ReactNode, useSyncExternalStore } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { FormProvider } from "react-hook-form";
import { FormAlert, Honeypot, RequiredNote, SubmitButton } from "./fields";
import { PrivacyNote } from "./privacy-note";

/** What the shell needs from `useLeadForm` (src/components/forms/use-lead-form.ts). */
export interface LeadFormState {
  // biome-ignore lint/suspicious/noExplicitAny: the shell only passes the methods on to FormProvider
  methods: UseFormReturn<any, unknown, any>;
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => Promise<void>;
  submitting: boolean;
  canSubmit: boolean;
  formError: string | null;
}

const noSubscription = () => () => {};

/**
 * False on the server and while the page hydrates, true once React drives the form. Before that a press would send
 * the browser's own GET submission (the visitor's e-mail in the address bar) instead of the lead, so the button waits.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The frame every lead form shares: react-hook-form's provider, the `<form>` (no native
 * validation, busy while sending), the required-fields note, then the form's own fields, and at the end the
 * honeypot, the form-level alert, the privacy note and the submit button. Each form keeps only its fields.
 *
 * The submit button stays enabled (and blue) while fields are empty or invalid: a press validates and shows each
 * field's error and the form-level alert, instead of a grey button that reads as broken. It is disabled only before
 * hydration (see useHydrated) and while sending, when it shows as busy (spinner and busy label), never greyed.
 */
export function LeadFormShell({
  lead,
  testId,
  className,
  submitLabel,
  busyLabel,
  privacy = "request",
  requiredNote = true,
  children,
}: {
  lead: LeadFormState;
  testId: string;
  className: string;
  submitLabel: string;
  busyLabel: string;
  privacy?: "request" | "newsletter";
  /** The "fields marked * are required" line before the fields (the one-field newsletter has none). */
  requiredNote?: boolean;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <FormProvider {...(lead.methods as UseFormReturn<FieldValues>)}>
      <form onSubmit={lead.onSubmit} noValidate aria-busy={lead.submitting} className={`relative ${className}`} data-testid={testId}>
        {requiredNote ? <RequiredNote /> : null}
        {children}
        <Honeypot />
        <FormAlert message={lead.formError} />
        <PrivacyNote purpose={privacy} />
        <SubmitButton label={submitLabel} busyLabel={busyLabel} busy={lead.submitting} disabled={!hydrated || lead.submitting} />
      </form>
    </FormProvider>
  );
}
