"use client";

import { RadioGroup } from "radix-ui";
import { useId } from "react";
import { Controller, useFormContext } from "react-hook-form";
import { useFormsText } from "@/components/forms/fields";

/**
 * A single-choice field as a Radix radio group (arrow keys move between
 * options), bound to the surrounding react-hook-form. Option labels come from
 * `forms.options.<optionsKey>.<value>`; nothing is chosen by default ("").
 */
export function RadioGroupField({
  name,
  label,
  hint,
  optionsKey,
  values,
}: {
  name: string;
  label: string;
  /** A line under the legend (how to answer when several options apply). */
  hint?: string;
  optionsKey: string;
  values: readonly string[];
}) {
  const id = useId();
  const t = useFormsText();
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <fieldset aria-describedby={[hint ? `${id}-hint` : "", fieldState.error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined}>
          <legend id={`${id}-legend`} className="block text-sm font-semibold text-slate-800">
            {label} <span className="font-normal text-slate-600">{t("optional")}</span>
          </legend>
          {hint ? (
            <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
              {hint}
            </p>
          ) : null}
          <RadioGroup.Root
            aria-labelledby={`${id}-legend`}
            value={typeof field.value === "string" ? field.value : ""}
            onValueChange={field.onChange}
            name={field.name}
            className="mt-2 grid gap-2 sm:flex sm:flex-wrap sm:gap-3"
          >
            {/* Each option is one tap target, its whole box the label: full width and 48 px high on a phone (stacked,
                not ragged chips), side by side from 640 px. The chosen one is outlined and tinted. */}
            {values.map((value) => (
              <label
                key={value}
                htmlFor={`${id}-${value}`}
                data-radio-option
                className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-slate-800 hover:border-brand-600/60 has-[[data-state=checked]]:border-brand-600 has-[[data-state=checked]]:bg-brand-50 has-[[data-state=checked]]:ring-1 has-[[data-state=checked]]:ring-brand-600 sm:min-h-11 sm:px-3.5 sm:py-2"
              >
                <RadioGroup.Item
                  id={`${id}-${value}`}
                  value={value}
                  onBlur={field.onBlur}
                  className="flex h-5 w-5 flex-none items-center justify-center rounded-full border-2 border-slate-600 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=checked]:border-brand-600"
                >
                  <RadioGroup.Indicator className="h-2.5 w-2.5 rounded-full bg-brand-600" />
                </RadioGroup.Item>
                <span>{t(`options.${optionsKey}.${value}`)}</span>
              </label>
            ))}
          </RadioGroup.Root>
          {fieldState.error?.message ? (
            <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
              {t(`errors.${fieldState.error.message}`)}
            </p>
          ) : null}
        </fieldset>
      )}
    />
  );
}
