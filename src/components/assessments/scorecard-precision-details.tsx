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
    <section aria-labelledby={`${uid}-details`} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="precision-details">
      <h2 id={`${uid}-details`} className="text-xl font-bold text-ink">
        {t("details.title")}
      </h2>
      <p id={`${uid}-details-hint`} className="mt-1 text-sm text-slate-600">
        {t("details.intro")}
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
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
              className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand-600"
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
