"use client";

/**
 * Accessible form controls for lead forms, bound to the surrounding
 * react-hook-form `FormProvider` (see ./use-lead-form.ts). Labels come as
 * props; error codes are translated from `forms.errors.<code>`; option labels
 * from `forms.options.<enum>.<value>`. Render inside
 * `<ScopedMessages namespaces={["forms", ...]}>`.
 */
import { useTranslations } from "next-intl";
import { useFormatter } from "@/i18n/use-formatter";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import type { PercentLabels } from "@/lib/percent-labels";
import { loosely, type Translate } from "@/i18n/translate";


/** Dynamic keys (`errors.<code>`, `options.<enum>.<value>`) of the forms namespace. */
export function useFormsText(): Translate {
  return loosely(useTranslations("forms"));
}

const inputClass =
  "mt-1 block w-full rounded-md border bg-white px-3 py-2 text-ink shadow-sm focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600";

/**
 * A select drawn as the text inputs are (same border, radius, padding, height and focus ring), with a drawn chevron
 * over its right edge (pointer-events none), so the control stays the native, accessible <select>: the browser's grey
 * button looked unstyled beside the inputs. The line height makes the select's box as tall as an input's.
 */
const selectClass = "cursor-pointer appearance-none pr-10 leading-6";

function useFieldError(name: string): string | undefined {
  const {
    formState: { errors },
  } = useFormContext();
  const error = errors[name];
  return typeof error?.message === "string" ? error.message : undefined;
}

function FieldShell({
  id,
  label,
  required,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  const t = useFormsText();
  // Three parts in a fixed order (label and hint, control, error), so a row of fields can share rows (grid subgrid,
  // [data-field-row] below): the controls of two fields side by side start on one line even when one label wraps.
  return (
    <div data-field>
      <div data-field-label className="self-end">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        ) : (
          <span className="font-normal text-slate-600"> {t("optional")}</span>
        )}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      </div>
      <div data-field-control>{children}</div>
      <div data-field-error>
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
            {t(`errors.${error}`)}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

export function TextField({
  name,
  label,
  type = "text",
  autoComplete,
  required,
  hint,
}: {
  name: string;
  label: string;
  type?: "text" | "email";
  autoComplete?: string;
  required?: boolean;
  hint?: string;
}) {
  const id = `${useId()}-${name}`;
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error}>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${inputClass} ${error ? "border-red-700" : "border-slate-400"}`}
        {...register(name)}
      />
    </FieldShell>
  );
}

export function TextAreaField({ name, label, rows = 4, hint }: { name: string; label: string; rows?: number; hint?: string }) {
  const id = `${useId()}-${name}`;
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${inputClass} ${error ? "border-red-700" : "border-slate-400"}`}
        {...register(name)}
      />
    </FieldShell>
  );
}

/**
 * A native select; "" ("Select...") is the default. `optionsKey` names `forms.options.<optionsKey>`; `labelsKey`, when
 * given, names another group for the options' visible labels only (the stored values stay `values`).
 */
export function SelectField({
  name,
  label,
  optionsKey,
  labelsKey,
  optionLabels,
  values,
  hint,
}: {
  name: string;
  label: string;
  optionsKey: string;
  labelsKey?: string;
  /** The options' labels, given whole (rendered on the server) instead of read from `forms.options`. */
  optionLabels?: Readonly<Record<string, string>>;
  values: readonly string[];
  hint?: string;
}) {
  const id = `${useId()}-${name}`;
  const t = useFormsText();
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <div className="relative mt-1">
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${inputClass.replace("mt-1 ", "")} ${selectClass} ${error ? "border-red-700" : "border-slate-400"}`}
        {...register(name)}
      >
        <option value="">{t("select")}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {optionLabels?.[value] ?? t(`options.${labelsKey ?? optionsKey}.${value}`)}
          </option>
        ))}
      </select>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="pointer-events-none absolute top-1/2 right-3 h-5 w-5 -translate-y-1/2 fill-none stroke-slate-600" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
          <path d="M5.5 8 10 12.5 14.5 8" />
        </svg>
      </div>
    </FieldShell>
  );
}

/**
 * Integer percentage slider (0-100, step 10 by default); the value is shown and announced. `labels` are the values
 * formatted on the server (`percentLabels`, src/lib/percent-labels.ts), so hydration formats nothing; a value
 * without a label is formatted here.
 */
export function PercentRangeField({
  name,
  label,
  labels,
  min = 0,
  max = 100,
  step = 10,
  hint,
}: {
  name: string;
  label: string;
  labels?: PercentLabels;
  min?: number;
  max?: number;
  step?: number;
  hint?: string;
}) {
  const id = `${useId()}-${name}`;
  const format = useFormatter();
  const { register, control } = useFormContext();
  const error = useFieldError(name);
  const raw = useWatch({ control, name }) as unknown;
  const value = typeof raw === "number" && Number.isFinite(raw) ? raw : Number(raw ?? min);
  const text = labels?.[value] ?? format.number(value / 100, { style: "percent", maximumFractionDigits: 0 });
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <div className="mt-2 flex items-center gap-4">
        <input
          id={id}
          type="range"
          min={min}
          max={max}
          step={step}
          aria-valuetext={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className="h-2 w-full cursor-pointer accent-brand-600"
          {...register(name, { valueAsNumber: true })}
        />
        <output htmlFor={id} className="w-14 text-right font-semibold text-ink tabular-nums" aria-live="polite">
          {text}
        </output>
      </div>
    </FieldShell>
  );
}

/**
 * A grid of fields side by side whose parts share rows (subgrid from 640 px): labels sit at the foot of their row, so
 * the controls of a row start on one line even when one label wraps (German, French) or one field shows an error.
 * The space between rows is each field's bottom padding, not a row gap (a gap would also open inside each field).
 * A caller's tighter rhythm: `lg:[&>[data-field]]:pb-4`.
 */
export const fieldRowClass =
  "grid gap-5 sm:grid-cols-2 sm:gap-y-0 sm:[&>[data-field]]:row-span-3 sm:[&>[data-field]]:grid sm:[&>[data-field]]:grid-rows-subgrid sm:[&>[data-field]]:gap-y-0 sm:[&>[data-field]]:pb-5 sm:[&>[data-field]:nth-last-child(-n+2)]:pb-0";

/** The honeypot `website`: invisible to people and assistive technology, never focusable. */
export function Honeypot() {
  const id = `${useId()}-website`;
  const t = useFormsText();
  const { register } = useFormContext();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{t("honeypot")}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...register("website")} />
    </div>
  );
}

/**
 * The primary button of a form. Always blue: a disabled button (only while sending, or before the page has hydrated)
 * shows a progress cursor, and while sending a spinner and the busy label; never the grey of a broken control.
 */
export function SubmitButton({ label, busyLabel, busy, disabled }: { label: string; busyLabel: string; busy: boolean; disabled: boolean }) {
  return (
    <button
      type="submit"
      disabled={disabled}
      aria-busy={busy || undefined}
      className="inline-flex w-full items-center justify-center gap-2 rounded-md bg-brand-600 px-5 py-3 text-base font-semibold text-white hover:bg-brand-700 disabled:cursor-progress disabled:hover:bg-brand-600 aria-busy:bg-brand-700 sm:w-auto"
    >
      {busy ? (
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 animate-spin motion-reduce:animate-none" fill="none">
          <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" className="opacity-25" />
          <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" />
        </svg>
      ) : null}
      {busy ? busyLabel : label}
    </button>
  );
}

/** Form-level failure message, announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" className={message ? "rounded-md border border-red-700 bg-red-50 p-4 text-sm font-medium text-red-800" : ""}>
      {message}
    </div>
  );
}

/** Success heading that takes focus when the confirmation appears. */
export function SuccessHeading({ children, level = 2 }: { children: ReactNode; level?: 2 | 3 }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const Tag = level === 2 ? "h2" : "h3";
  return (
    <Tag ref={ref} tabIndex={-1} className="text-2xl font-bold text-ink focus:outline-none">
      {children}
    </Tag>
  );
}

/** "Fields marked * are required." */
export function RequiredNote() {
  const t = useFormsText();
  return <p className="text-sm text-slate-600">{t("requiredNote")}</p>;
}
