"use client";

import { useTranslations } from "next-intl";
import { Dialog } from "radix-ui";
import type { FormEvent } from "react";
import { EMAIL_PLAN_BUTTON_CLASS } from "./action-plan-button";

/**
 * "Email me the action plan" on the scorecard's results (spec: the action plan
 * dialog): Radix Dialog with the email form. Loaded with the results view
 * (`React.lazy` in scorecard-client.tsx), not with the page.
 */
export default function ActionPlanDialog({
  open,
  onOpenChange,
  idPrefix,
  email,
  onEmailChange,
  sendError,
  sending,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  idPrefix: string;
  email: string;
  onEmailChange: (email: string) => void;
  sendError: string | null;
  sending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const t = useTranslations("scorecard");
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
          <form onSubmit={onSubmit} className="mt-4 space-y-4" noValidate>
            <div>
              <label htmlFor={`${idPrefix}-email`} className="block text-sm font-semibold text-slate-800">
                {t("dialog.email")}
              </label>
              <input
                id={`${idPrefix}-email`}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => onEmailChange(e.target.value)}
                aria-invalid={sendError ? true : undefined}
                aria-describedby={sendError ? `${idPrefix}-email-error` : undefined}
                className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand-600"
              />
            </div>
            <div role="alert" id={`${idPrefix}-email-error`} className={sendError ? "rounded-md border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-800" : ""}>
              {sendError}
            </div>
            <div className="flex justify-end gap-3">
              <Dialog.Close asChild>
                <button type="button" className="rounded-md border border-slate-400 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600">
                  {t("dialog.cancel")}
                </button>
              </Dialog.Close>
              <button
                type="submit"
                disabled={email.trim() === "" || sending}
                aria-busy={sending || undefined}
                className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {sending ? t("dialog.sending") : t("dialog.send")}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
