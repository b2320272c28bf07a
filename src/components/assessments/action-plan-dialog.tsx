"use client";

import { useTranslations } from "next-intl";
import { Dialog } from "radix-ui";
import { type FormEvent, useEffect, useRef } from "react";
import { FormProvider } from "react-hook-form";
import { Honeypot } from "@/components/forms/fields";
import { PrivacyNote } from "@/components/forms/privacy-note";
import { useLeadForm } from "@/components/forms/use-lead-form";
import type { LeadInput } from "@/leads/contract/schemas";
import { EMAIL_PLAN_BUTTON_CLASS } from "./action-plan-button";

/** What the scorecard adds to the e-mail: the mode, the seven option ids and, in Precision Mode, the inputs. */
export type ActionPlanAnswers = Omit<LeadInput<"scorecard-action-plan">, "email" | "locale" | "page" | "cta" | "utm" | "website" | "elapsedMs">;

const DEFAULTS = { email: "", website: "" };

/**
 * "Email me the action plan" on the scorecard's results: Radix Dialog with the e-mail form. Loaded with the results view
 * (`React.lazy` in scorecard-client.tsx), not with the page.
 *
 * It goes through the shared lead-form path (useLeadForm) like every other
 * form: one Idempotency-Key per submission series (a retry after a lost
 * answer resends the same body under the same key), the honeypot, the form_*
 * events and the page as a path. The hook lives with the trigger, not in the
 * dialog's content, so closing and reopening the dialog keeps the series and
 * the typed address. The scorecard's answers are read when Send is pressed.
 */
export default function ActionPlanDialog({
  open,
  onOpenChange,
  idPrefix,
  answers,
  onSent,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  idPrefix: string;
  /** The scorecard's current answers, read at each press of Send. */
  answers: () => ActionPlanAnswers;
  /** Called once the lead is stored. */
  onSent: () => void;
}) {
  const t = useTranslations("scorecard");
  const lead = useLeadForm({
    form: "scorecard-action-plan",
    page: "/solutions/30-day-performance-pilot",
    cta: "scorecard-results",
    defaultValues: DEFAULTS,
    requiredFields: ["email"],
    failureLog: "Failed to send scorecard action plan",
    visible: open,
  });
  const { methods } = lead;

  const sentFor = useRef<unknown>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per stored lead
  useEffect(() => {
    if (lead.submitted && sentFor.current !== lead.submitted) {
      sentFor.current = lead.submitted;
      onSent();
    }
  }, [lead.submitted]);

  function submit(event: FormEvent<HTMLFormElement>) {
    // The answers are not fields of this form: they join the values validated and sent (not registered, so kept).
    const { mode, answers: ids, precision } = answers();
    methods.setValue("mode", mode);
    methods.setValue("answers", ids);
    methods.setValue("precision", precision);
    return lead.onSubmit(event);
  }

  const emailError = methods.formState.errors.email;
  const sendError =
    lead.failure === null
      ? null
      : lead.failure === "validation" && emailError
        ? t("dialog.invalidEmail")
        : lead.failure === "rate-limited"
          ? t("dialog.rateLimited")
          : t("dialog.failed");

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <button type="button" className={EMAIL_PLAN_BUTTON_CLASS}>
          {t("results.emailPlan")}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-xl font-bold text-ink">{t("dialog.title")}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">{t("dialog.description")}</Dialog.Description>
          <FormProvider {...methods}>
            <form onSubmit={submit} className="relative mt-4 space-y-4" noValidate aria-busy={lead.submitting} data-testid="scorecard-action-plan-form">
              <div>
                <label htmlFor={`${idPrefix}-email`} className="block text-sm font-semibold text-slate-800">
                  {t("dialog.email")}
                </label>
                <input
                  id={`${idPrefix}-email`}
                  type="email"
                  autoComplete="email"
                  aria-invalid={sendError ? true : undefined}
                  aria-describedby={sendError ? `${idPrefix}-email-error` : undefined}
                  className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand-600"
                  {...methods.register("email")}
                />
              </div>
              <Honeypot />
              <div role="alert" id={`${idPrefix}-email-error`} className={sendError ? "rounded-md border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-800" : ""}>
                {sendError}
              </div>
              <PrivacyNote />
              <div className="flex justify-end gap-3">
                <Dialog.Close asChild>
                  <button type="button" className="rounded-md border border-slate-400 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600">
                    {t("dialog.cancel")}
                  </button>
                </Dialog.Close>
                <button
                  type="submit"
                  disabled={!lead.canSubmit}
                  aria-busy={lead.submitting || undefined}
                  className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  {lead.submitting ? t("dialog.sending") : t("dialog.send")}
                </button>
              </div>
            </form>
          </FormProvider>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
