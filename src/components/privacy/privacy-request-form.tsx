"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useState } from "react";
import { FormProvider, type Resolver, useForm } from "react-hook-form";
import { FormAlert, Honeypot, SubmitButton, SuccessHeading, TextField, useFormsText } from "@/components/forms/fields";
import { onFirstInteraction } from "@/lib/on-first-interaction";
import type { PrivacyRequest, PrivacyRequestInput } from "@/leads/contract/privacy-request-schema";

/**
 * The self-service privacy request (`/privacy/my-data`): the address and what the person wants. Built like the lead
 * forms: react-hook-form + the shared zod schema (src/leads/privacy-request-schema.ts, loaded at the first
 * interaction), errors translated from `forms.errors.<code>`, values kept on any failure, a form-level alert, the
 * confirmation heading takes focus. The answer is the same whatever the address, so the confirmation says "if".
 * Render inside `<ScopedMessages namespaces={["forms", "myData"]}>`.
 */
type Validation = typeof import("@/lib/lead-client/privacy-request-validation");
let validation: Promise<Validation> | null = null;
function loadValidation(): Promise<Validation> {
  validation ??= import("@/lib/lead-client/privacy-request-validation").catch((error: unknown) => {
    validation = null;
    throw error;
  });
  return validation;
}

type Failure = "validation" | "network" | "unavailable" | "rateLimited" | "unknown";

const DEFAULTS: PrivacyRequestInput = { email: "", kind: "access", website: "" };

export function PrivacyRequestForm({ minutes }: { minutes: number }) {
  const t = useTranslations("myData");
  const tf = useFormsText();
  const locale = useLocale();
  const legendId = useId();
  const resolver = useMemo<Resolver<PrivacyRequestInput, unknown, PrivacyRequest>>(
    () => async (values, context, options) => (await loadValidation()).privacyRequestResolver(values, context, options),
    [],
  );
  const methods = useForm<PrivacyRequestInput, unknown, PrivacyRequest>({ resolver, defaultValues: DEFAULTS, mode: "onSubmit", reValidateMode: "onChange" });
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  useEffect(() => onFirstInteraction(() => void loadValidation().catch(() => undefined)), []);

  const kindError = methods.formState.errors.kind?.message;

  const onSubmit = methods.handleSubmit(
    async (values) => {
      setSubmitting(true);
      setFailure(null);
      try {
        const res = await fetch("/api/privacy/request-link", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ ...values, locale }),
        });
        if (res.status === 202) {
          setSentTo(values.email);
          return;
        }
        if (res.status === 422) {
          const body = (await res.json().catch(() => ({}))) as { errors?: { field: string; code: string }[] };
          for (const e of body.errors ?? []) {
            if (e.field === "email" || e.field === "kind") methods.setError(e.field, { type: "server", message: e.code });
          }
          setFailure("validation");
          return;
        }
        setFailure(res.status === 429 ? "rateLimited" : res.status >= 500 ? "unavailable" : "unknown");
      } catch {
        setFailure("network");
      } finally {
        setSubmitting(false);
      }
    },
    () => setFailure("validation"),
  );

  if (sentTo !== null) {
    return (
      <div className="rounded-xl border border-slate-200 bg-white p-6" data-testid="privacy-request-sent">
        <SuccessHeading>{t("form.successTitle")}</SuccessHeading>
        <p className="mt-2 text-slate-700">{t("form.successBody", { email: sentTo, minutes })}</p>
        <button
          type="button"
          onClick={() => {
            setSentTo(null);
            methods.reset(DEFAULTS);
          }}
          className="mt-4 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          {t("form.another")}
        </button>
      </div>
    );
  }

  return (
    <FormProvider {...methods}>
      <form onSubmit={onSubmit} noValidate aria-busy={submitting} className="relative max-w-xl space-y-6" data-testid="privacy-request-form">
        <TextField name="email" type="email" label={t("form.email")} autoComplete="email" required hint={t("form.emailHint")} />
        <fieldset aria-describedby={kindError ? `${legendId}-error` : undefined}>
          <legend id={legendId} className="text-sm font-semibold text-slate-800">
            {t("form.kindLegend")}
          </legend>
          <div className="mt-2 space-y-2">
            {(["access", "erase"] as const).map((kind) => (
              <label key={kind} className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-300 bg-white p-3 has-[:checked]:border-brand-600">
                <input type="radio" value={kind} className="mt-1 h-4 w-4 accent-brand-600" {...methods.register("kind")} />
                <span className="text-slate-800">{t(kind === "access" ? "form.kindAccess" : "form.kindErase")}</span>
              </label>
            ))}
          </div>
          {kindError ? (
            <p id={`${legendId}-error`} className="mt-1 text-sm font-medium text-red-700">
              {tf(`errors.${kindError}`)}
            </p>
          ) : null}
        </fieldset>
        <Honeypot />
        <FormAlert message={failure ? tf(`failure.${failure}`) : null} />
        <SubmitButton label={t("form.submit")} busyLabel={tf("submitting")} busy={submitting} disabled={submitting} />
      </form>
    </FormProvider>
  );
}
