"use client";

import { useLocale, useTranslations } from "next-intl";
import { useFormatter } from "@/i18n/use-formatter";
import { useEffect, useId, useRef, useState } from "react";
import { track } from "@/analytics/track";
import { type Bounds, parseBoundedInteger } from "@/assessments/number-input";
import { DEFAULT_ASSUMPTIONS, parseIntegerInput, project, ROI_TYPICAL_MONTH as TYPICAL } from "@/assessments/projections";
import { usd } from "@/i18n/formatters";
import { loosely } from "@/i18n/translate";


/** Query parameter per field: a shared URL reproduces the result (read on load, written with replaceState). */
const FIELDS = [
  { key: "invoicesPerMonth", param: "invoices", group: "inputs" },
  { key: "supplierEmails", param: "emails", group: "inputs" },
  { key: "minutesPerInvoice", param: "mpi", group: "assumptions" },
  { key: "minutesPerEmail", param: "mpe", group: "assumptions" },
  { key: "deflectionRate", param: "deflection", group: "assumptions" },
  { key: "loadedHourlyCost", param: "cost", group: "assumptions" },
] as const;
type FieldKey = (typeof FIELDS)[number]["key"];
type Values = Record<FieldKey, string>;

/** Every input's bounds: an entry outside them is held at the bound and the field says so. */
const BOUNDS: Record<FieldKey, Bounds> = {
  invoicesPerMonth: { min: 0, max: 1_000_000 },
  supplierEmails: { min: 0, max: 1_000_000 },
  minutesPerInvoice: { min: 0, max: 240 },
  minutesPerEmail: { min: 0, max: 120 },
  deflectionRate: { min: 0, max: 100 },
  loadedHourlyCost: { min: 1, max: 1_000 },
};

// The calculator opens with a typical profile (ROI_TYPICAL_MONTH, shared with the /resources preview).
const DEFAULT_VALUES: Values = {
  invoicesPerMonth: String(TYPICAL.invoicesPerMonth),
  supplierEmails: String(TYPICAL.supplierEmails),
  minutesPerInvoice: String(DEFAULT_ASSUMPTIONS.minutesPerInvoice),
  minutesPerEmail: String(DEFAULT_ASSUMPTIONS.minutesPerEmail),
  // Shown and edited as a whole percentage.
  deflectionRate: String(Math.round(DEFAULT_ASSUMPTIONS.deflectionRate * 100)),
  loadedHourlyCost: String(DEFAULT_ASSUMPTIONS.loadedHourlyCost),
};

export function RoiCalculator() {
  const t = loosely(useTranslations("roiCalculator"));
  const format = useFormatter();
  const locale = useLocale();
  const uid = useId();
  const [values, setValues] = useState<Values>(DEFAULT_VALUES);
  const [copied, setCopied] = useState(false);
  const loaded = useRef(false);
  const reported = useRef(false);

  const parsed = Object.fromEntries(
    FIELDS.map((f) => [f.key, parseBoundedInteger(values[f.key], locale, BOUNDS[f.key])]),
  ) as Record<FieldKey, ReturnType<typeof parseBoundedInteger>>;
  const n = (key: FieldKey) => parsed[key].value;

  // Read the shared figures once (client only, so the page stays prerendered).
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const next = { ...DEFAULT_VALUES };
    for (const field of FIELDS) {
      const v = params.get(field.param);
      if (v !== null) next[field.key] = String(Math.min(parseIntegerInput(v), BOUNDS[field.key].max));
    }
    setValues(next);
    loaded.current = true;
  }, []);

  // Reflect every change in the address bar without a navigation.
  useEffect(() => {
    if (!loaded.current) return;
    const url = new URL(window.location.href);
    for (const field of FIELDS) {
      if (values[field.key] === DEFAULT_VALUES[field.key]) url.searchParams.delete(field.param);
      else url.searchParams.set(field.param, String(parseBoundedInteger(values[field.key], locale, BOUNDS[field.key]).value));
    }
    window.history.replaceState(window.history.state, "", url);
    setCopied(false);
  }, [values, locale]);

  const result = project(
    { invoicesPerMonth: n("invoicesPerMonth"), supplierEmails: n("supplierEmails") },
    {
      minutesPerInvoice: n("minutesPerInvoice"),
      minutesPerEmail: n("minutesPerEmail"),
      deflectionRate: Math.min(100, n("deflectionRate")) / 100,
      loadedHourlyCost: n("loadedHourlyCost"),
    },
  );

  useEffect(() => {
    if (!reported.current && result.hoursReclaimed > 0) {
      reported.current = true;
      track("assessment_completed", {
        assessment: "ap-roi-calculator",
        band: result.monthlySavings >= 10_000 ? "10k-plus" : result.monthlySavings >= 1_000 ? "1k-10k" : "under-1k",
      });
    }
  }, [result.hoursReclaimed, result.monthlySavings]);

  const input = (key: FieldKey) => {
    const error = parsed[key].error;
    const bounds = BOUNDS[key];
    return (
      <div key={key}>
        <label htmlFor={`${uid}-${key}`} className="block text-sm font-semibold text-slate-800">
          {t(`${FIELDS.find((f) => f.key === key)?.group}.${key}`)}
        </label>
        <input
          id={`${uid}-${key}`}
          name={key}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${uid}-${key}-error ${uid}-hint` : `${uid}-hint`}
          value={values[key]}
          onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
          className={`mt-1 block w-full rounded-md border px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand-600 ${error ? "border-red-700" : "border-slate-400"}`}
        />
        {error ? (
          <p id={`${uid}-${key}-error`} className="mt-1 text-sm text-red-800" data-testid={`roi-error-${key}`}>
            {t(`inputs.errors.${error}`, {
              min: format.number(bounds.min),
              max: format.number(bounds.max),
              example: format.number(1000),
            })}
          </p>
        ) : null}
      </div>
    );
  };

  const money = (v: number) => usd(format, v);

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="space-y-6">
        <section aria-labelledby={`${uid}-inputs`} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 id={`${uid}-inputs`} className="text-xl font-bold text-ink">
            {t("inputs.title")}
          </h2>
          <p id={`${uid}-hint`} className="mt-1 text-sm text-slate-600">
            {t("inputs.hintGrouping")}
          </p>
          <p className="mt-2 text-sm text-slate-700" data-testid="roi-typical">
            {t("inputs.typical", { invoices: format.number(TYPICAL.invoicesPerMonth), emails: format.number(TYPICAL.supplierEmails) })}
          </p>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">{input("invoicesPerMonth")}{input("supplierEmails")}</div>
        </section>
        <section aria-labelledby={`${uid}-assumptions`} className="rounded-xl border border-slate-200 bg-slate-50 p-6">
          <h2 id={`${uid}-assumptions`} className="text-xl font-bold text-ink">
            {t("assumptions.title")}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t("assumptions.intro")}</p>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            {input("minutesPerInvoice")}
            {input("minutesPerEmail")}
            {input("deflectionRate")}
            {input("loadedHourlyCost")}
          </div>
          <button
            type="button"
            onClick={() =>
              setValues((v) => ({
                ...v,
                minutesPerInvoice: DEFAULT_VALUES.minutesPerInvoice,
                minutesPerEmail: DEFAULT_VALUES.minutesPerEmail,
                deflectionRate: DEFAULT_VALUES.deflectionRate,
                loadedHourlyCost: DEFAULT_VALUES.loadedHourlyCost,
              }))
            }
            className="mt-4 rounded-md border border-slate-400 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {t("assumptions.reset")}
          </button>
        </section>
      </div>
      <section aria-labelledby={`${uid}-results`} className="h-fit rounded-xl border border-brand-600 bg-white p-6 shadow-sm">
        <h2 id={`${uid}-results`} className="text-xl font-bold text-ink">
          {t("results.title")}
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2" aria-live="polite" data-testid="roi-results">
          {(
            [
              ["hoursReclaimed", format.number(result.hoursReclaimed)],
              ["monthlySavings", money(result.monthlySavings)],
              ["emailsAvoided", format.number(result.emailsAvoided)],
              ["deflectionRate", format.number(result.deflectionRate, { style: "percent", maximumFractionDigits: 0 })],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className="rounded-lg bg-slate-50 p-4">
              <dt className="text-sm text-slate-700">{t(`results.${key}`)}</dt>
              <dd className="mt-1 text-2xl font-bold text-ink" data-testid={`roi-${key}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <h3 className="mt-6 font-semibold text-ink">{t("results.formulaTitle")}</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {(t.raw("results.formula") as string[]).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-700">{t("results.shareNote")}</p>
        <button
          type="button"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(window.location.href);
              setCopied(true);
            } catch {
              setCopied(false);
            }
          }}
          className="mt-2 rounded-md border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t("results.copyLink")}
        </button>
        <p role="status" className="mt-2 text-sm text-green-800">
          {copied ? t("results.copied") : ""}
        </p>
      </section>
    </div>
  );
}
