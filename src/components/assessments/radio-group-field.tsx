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
export function RadioGroupField({ name, label, optionsKey, values }: { name: string; label: string; optionsKey: string; values: readonly string[] }) {
  const id = useId();
  const t = useFormsText();
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <fieldset aria-describedby={fieldState.error ? `${id}-error` : undefined}>
          <legend id={`${id}-legend`} className="block text-sm font-semibold text-slate-800">
            {label} <span className="font-normal text-slate-600">{t("optional")}</span>
          </legend>
          <RadioGroup.Root
            aria-labelledby={`${id}-legend`}
            value={typeof field.value === "string" ? field.value : ""}
            onValueChange={field.onChange}
            name={field.name}
            className="mt-2 flex flex-wrap gap-3"
          >
            {values.map((value) => (
              <div key={value} className="flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2">
                <RadioGroup.Item
                  id={`${id}-${value}`}
                  value={value}
                  onBlur={field.onBlur}
                  className="flex h-5 w-5 items-center justify-center rounded-full border-2 border-slate-600 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=checked]:border-brand-600"
                >
                  <RadioGroup.Indicator className="h-2.5 w-2.5 rounded-full bg-brand-600" />
                </RadioGroup.Item>
                <label htmlFor={`${id}-${value}`} className="text-slate-800">
                  {t(`options.${optionsKey}.${value}`)}
                </label>
              </div>
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
