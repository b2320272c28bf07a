"use client";

import { PRECISION_ERPS } from "@/assessments/projections";
import type { Translate } from "@/i18n/translate";
import { NUMERIC_FIELDS, type RawInputs } from "./scorecard-state";

/** Precision Mode's figures: typed as text, parsed when used; the ERP chosen from the list. */
export function PrecisionDetails({
  uid,
  raw,
  t,
  onInput,
}: {
  uid: string;
  raw: RawInputs;
  t: Translate;
  onInput: (field: keyof RawInputs, value: string) => void;
}) {
  return (
    // Under the mode bar, in the card's tinted head: the figures Precision Mode adds.
    <section aria-labelledby={`${uid}-details`} className="mt-4 border-t border-slate-200 pt-4" data-testid="precision-details">
      <h2 id={`${uid}-details`} className="text-lg font-bold text-ink">
        {t("details.title")}
      </h2>
      <p id={`${uid}-details-hint`} className="mt-1 text-sm text-slate-600">
        {t("details.intro")} {t("details.drivers")}
      </p>
      <div className="mt-3 grid gap-x-4 gap-y-3 sm:grid-cols-2 xl:grid-cols-3">
        {NUMERIC_FIELDS.map((field) => (
          <div key={field}>
            <label htmlFor={`${uid}-${field}`} className="block text-sm font-semibold text-slate-800">
              {t(`details.${field}`)}
            </label>
            <input
              id={`${uid}-${field}`}
              name={field}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              aria-describedby={`${uid}-details-hint`}
              value={raw[field]}
              onChange={(e) => onInput(field, e.target.value)}
              className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand-600"
            />
          </div>
        ))}
        <div>
          <label htmlFor={`${uid}-erp`} className="block text-sm font-semibold text-slate-800">
            {t("details.erp")}
          </label>
          <select
            id={`${uid}-erp`}
            name="erp"
            value={raw.erp}
            onChange={(e) => onInput("erp", e.target.value)}
            className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <option value="">{t("details.erpOptions.none")}</option>
            {PRECISION_ERPS.map((erp) => (
              <option key={erp} value={erp}>
                {t(`details.erpOptions.${erp}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </section>
  );
}
