"use client";

import { useLocale, useTranslations } from "next-intl";
import { useFormatter } from "@/i18n/use-formatter";
import { type ReactNode, useEffect } from "react";
import { useFormContext, useFormState, useWatch } from "react-hook-form";
import { track } from "@/analytics/track";
import { FRAUD_CATEGORIES, FRAUD_READINESS_RUBRIC, type FraudCategory, scoreBand, scoreFraudReadiness } from "@/assessments/fraud-readiness-score";
import {
  PercentRangeField,
  SelectField,
  SuccessHeading,
  TextField,
} from "@/components/forms/fields";
import { useLeadForm } from "@/components/forms/use-lead-form";
import { DURATIONS, FRAUD_PO_DEFAULT_PERCENT as PO_DEFAULT, FRAUD_READINESS_WEIGHTS } from "@/config/business-constants";
import { typographic } from "@/i18n/french-typography";
import { Link } from "@/i18n/navigation";
import { BANK_CHANGE_POLICIES, DMARC_STATUSES, ERPS, INDUSTRIES, MAILBOX_PLATFORMS, MONTHLY_INVOICES, VENDOR_MASTER_OWNERS } from "@/leads/contract/enums";
import { Disclosure } from "./disclosure";
import { RadioGroupField } from "./radio-group-field";
import type { PercentLabels } from "@/lib/percent-labels";
import { loosely } from "@/i18n/translate";
import { LeadFormShell } from "@/components/forms/lead-form-shell";


const DEFAULTS = {
  email: "",
  company: "",
  industry: "",
  erp: "",
  monthlyInvoices: "",
  poPercentage: PO_DEFAULT,
  bankChangePolicy: "",
  dmarcStatus: "",
  mailboxPlatform: "",
  vendorMasterOwner: "",
  achRails: "",
  externalPlatforms: "",
  countries: "",
  website: "",
} as const;

/**
 * The quick assessment: stored through POST /api/fraud-readiness-assessment, scored with scoreFraudReadiness. The page
 * renders on the server what never changes in the browser and hands it over: how answers count (`answerRules`, the
 * `FraudAnswerRules` shown under 1024 px) and the ERP question's option labels (`erpLabels`,
 * `fraudCheck.form.erpOptions`), so this client bundle carries neither.
 */
export function FraudCheckForm({
  percentLabels,
  erpLabels,
  answerRules,
}: {
  percentLabels: PercentLabels;
  erpLabels: Readonly<Record<(typeof ERPS)[number], string>>;
  answerRules: ReactNode;
}) {
  const t = loosely(useTranslations("fraudCheck"));
  const f = loosely(useTranslations("forms"));
  const locale = useLocale();
  const lead = useLeadForm({
    form: "fraud-readiness-assessment",
    page: "fraud-readiness-check",
    defaultValues: DEFAULTS,
    preselect: { industry: INDUSTRIES, erp: ERPS },
    failureLog: "Failed to submit assessment",
  });

  const result = lead.submitted ? scoreFraudReadiness(lead.submitted.values) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per submitted result
  useEffect(() => {
    if (result) track("assessment_completed", { assessment: "fraud-readiness-check", band: scoreBand(result.score), score: result.score });
  }, [lead.submitted]);

  if (lead.submitted && result) {
    return (
      <div className="space-y-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="fraud-check-success">
        <SuccessHeading>{t("success.title")}</SuccessHeading>
        <p className="text-slate-700">{t("success.body", { email: lead.submitted.values.email })}</p>
        <div className="rounded-lg bg-brand-50 p-5">
          <h3 className="text-lg font-bold text-ink">{t("success.scoreTitle")}</h3>
          <p className="mt-1 text-4xl font-bold text-ink" data-testid="fraud-score">
            {t("success.score", { score: result.score })}
          </p>
          <p className="mt-2 text-slate-800">{t(`success.bands.${scoreBand(result.score)}`)}</p>
        </div>
        <div>
          <h3 className="text-lg font-bold text-ink">{t("success.breakdownTitle")}</h3>
          <ul className="mt-3 space-y-3" data-testid="fraud-breakdown">
            {result.categories.map((c) => (
              <li key={c.id}>
                <div className="flex flex-wrap justify-between gap-2 text-sm">
                  <span className="font-semibold text-ink">{t(`rubric.categories.${c.id}.name`)}</span>
                  <span className="text-slate-700">{t("success.breakdownRow", { points: c.points, contribution: c.contribution, weight: c.weight })}</span>
                </div>
                <div className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
                  <div className="h-full bg-brand-600" style={{ width: `${c.points}%` }} />
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-lg font-bold text-ink">{t("success.gapsTitle")}</h3>
          {result.gaps.length === 0 ? (
            <p className="mt-2 text-slate-700">{t("success.noGaps")}</p>
          ) : (
            <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-700" data-testid="fraud-gaps">
              {result.gaps.map((g) => (
                <li key={g.field}>
                  <span className="font-semibold text-ink">{t(`whatWeCheck.questions.${g.field}`)}</span> ({t("success.gapLost", { points: g.lostPoints })}):{" "}
                  {t(`success.gapAdvice.${g.field}`)}
                </li>
              ))}
            </ol>
          )}
        </div>
        <Link
          href="/book-walkthrough?cta=fraud-readiness-success"
          className="inline-flex items-center rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
        >
          {t("success.walkthrough", { minutes: DURATIONS.walkthroughMinutes })}
        </Link>
      </div>
    );
  }

  return (
    // A label's "(optional)" stays on the line of the word before it (no "(optional)" alone on a line, as a long German
    // label had it), from 375 px: under that the longest pair ("Lieferantenstammdaten? (optional)") would not fit.
    <LeadFormShell lead={lead} testId="fraud-check-form" className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm min-[375px]:[&_[data-field-label]>label>span]:whitespace-nowrap" submitLabel={t("form.submit")} busyLabel={t("form.submitting")}>
      {/* Two numbered groups (who you are, then the controls that are scored). The scored group reads as the rubric's
          four parts, each under its category's name and weight, so the form and the rubric beside it map one to one. */}
      <FormGroupHeading number={1} title={t("form.groups.company")} />
      <div className="grid gap-5 md:grid-cols-2">
        <TextField name="email" type="email" label={f("fields.email")} autoComplete="email" required />
        <TextField name="company" label={f("fields.company")} autoComplete="organization" required />
        <SelectField name="industry" label={t("form.industry")} optionsKey="industry" values={INDUSTRIES} />
        <SelectField name="monthlyInvoices" label={f("fields.monthlyInvoices")} optionsKey="monthlyInvoices" values={MONTHLY_INVOICES} />
      </div>
      <FormGroupHeading number={2} title={t("form.groups.controls")} />
      <p className="-mt-2 text-sm text-slate-700">{t("form.partsIntro")}</p>
      {/* Under 1024 px the form says how answers count before its questions; from 1024 px the sidebar does. */}
      {answerRules}
      {/* Bottom-aligned grids: a label that wraps (French, German) does not push its control below its neighbour's. */}
      <RubricPart category="identity">
        <div className="grid items-end gap-5 md:grid-cols-2">
          <SelectField name="dmarcStatus" label={t("form.dmarcStatus")} optionsKey="dmarcStatus" values={DMARC_STATUSES} />
          <SelectField name="mailboxPlatform" label={t("form.mailboxPlatform")} optionsKey="mailboxPlatform" values={MAILBOX_PLATFORMS} />
        </div>
      </RubricPart>
      <RubricPart category="bankOwnership">
        <RadioGroupField name="bankChangePolicy" label={t("form.bankChangePolicy")} hint={t("form.bankHint")} optionsKey="bankChangePolicy" values={BANK_CHANGE_POLICIES} />
        <div className="md:max-w-[calc(50%-0.625rem)]">
          <SelectField name="vendorMasterOwner" label={t("form.vendorMasterOwner")} optionsKey="vendorMasterOwner" values={VENDOR_MASTER_OWNERS} />
        </div>
      </RubricPart>
      <RubricPart category="process">
        {/* The slider starts at its stated default of 50 %, which counts: its hint says so, so no one is scored on a
            value they did not see. */}
        {/* The ERP select at half width, the PO slider under it at full width (side by side, the select's column stood
            empty beside the slider's hint and status). */}
        <div className="grid items-start gap-5">
          {/* The ERP question, asked as this form asks it: which ERP invoices are posted in, each named
              (`fraudCheck.form.erpOptions`; `forms.options.erpChoice`, shared with the demo request and the control
              map, is worded for those forms). The stored values (ERPS) and their points are unchanged. */}
          <div className="md:max-w-[calc(50%-0.625rem)]">
            <SelectField name="erp" label={t("form.erp")} optionsKey="erp" optionLabels={erpLabels} values={ERPS} />
          </div>
          <div>
            <PercentRangeField name="poPercentage" label={f("fields.poPercentage")} labels={percentLabels} hint={t("form.poHint", { percent: percentLabels[PO_DEFAULT] ?? "" })} />
            <PoDefaultStatus />
          </div>
        </div>
      </RubricPart>
      {/* The Evidence questions stay folded, under a title that says what they are and what they weigh (the count and
          the weight from the rubric), so no one skips a tenth of the score without knowing it. */}
      <RubricPart category="evidence">
        <Disclosure title={typographic(locale, t("form.evidenceTitle", { count: EVIDENCE_FIELDS.length }))} hint={t("form.evidenceHint")} testId="advanced-options">
          <TextField name="achRails" label={t("form.achRails")} />
          <TextField name="externalPlatforms" label={t("form.externalPlatforms")} />
          <TextField name="countries" label={t("form.countries")} />
        </Disclosure>
      </RubricPart>
      <AnsweredCount />
    </LeadFormShell>
  );
}

/**
 * One part of the scored group: the rubric category's name and its weight in the score (the same words and figure as
 * the rubric beside the form), a bar the width of that weight, then the questions that category scores.
 */
function RubricPart({ category, children }: { category: FraudCategory; children: ReactNode }) {
  const t = loosely(useTranslations("fraudCheck"));
  const locale = useLocale();
  const weight = FRAUD_READINESS_WEIGHTS[category];
  const id = `fraud-part-${category}`;
  return (
    <section aria-labelledby={id} data-form-part={category} className="space-y-4 rounded-lg border border-slate-200 p-4 sm:p-5">
      <div>
        <div className="flex flex-col gap-0.5 sm:flex-row sm:flex-wrap sm:items-baseline sm:justify-between sm:gap-x-3">
          <h4 id={id} className="font-semibold text-ink">
            {t(`rubric.categories.${category}.name`)}
          </h4>
          <p data-part-weight className="text-sm font-semibold whitespace-nowrap text-brand-700">
            {typographic(locale, t("rubric.weight", { weight: weight / 100 }))}
          </p>
        </div>
        {/* The weight as this category's share of the whole score: the four categories side by side, this one marked in
            its place (not a bar filling from the left, which would read as progress). */}
        <div aria-hidden="true" data-weight-share className="mt-2 flex h-2 gap-0.5">
          {FRAUD_CATEGORIES.map((other) => (
            <span
              key={other}
              data-share-of={other}
              data-current={other === category ? "" : undefined}
              className={`h-full rounded-sm ${other === category ? "bg-brand-600" : "bg-slate-200"}`}
              style={{ flexGrow: FRAUD_READINESS_WEIGHTS[other], flexBasis: 0 }}
            />
          ))}
        </div>
      </div>
      {children}
    </section>
  );
}

/** A numbered group heading inside the form (a number in a circle, then the group's name). */
function FormGroupHeading({ number, title }: { number: number; title: string }) {
  return (
    <h3 data-form-group className="flex items-center gap-3 border-b border-slate-200 pb-2 text-base font-semibold text-ink">
      <span aria-hidden="true" className="flex h-7 w-7 flex-none items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-800 ring-1 ring-brand-200">
        {number}
      </span>
      {title}
    </h3>
  );
}

/** The scored questions (the rubric's fields), in the form's order. */
const SCORED_FIELDS = FRAUD_READINESS_RUBRIC.map((item) => item.field);
/** The questions the Evidence category scores (counted in their folded part's title). */
const EVIDENCE_FIELDS = FRAUD_READINESS_RUBRIC.filter((item) => item.category === "evidence");

/** Under the PO slider: whether it still stands at the company's default (which counts) or has been set by the visitor. */
function PoDefaultStatus() {
  const t = loosely(useTranslations("fraudCheck"));
  const format = useFormatter();
  const { control } = useFormContext();
  const { dirtyFields } = useFormState({ control, name: "poPercentage" });
  const raw = useWatch({ control, name: "poPercentage" }) as unknown;
  const value = Number(raw ?? PO_DEFAULT);
  const set = Boolean((dirtyFields as Record<string, unknown>).poPercentage) || value !== PO_DEFAULT;
  const percent = format.number(value / 100, { style: "percent", maximumFractionDigits: 0 });
  return (
    <p
      data-testid="fraud-po-status"
      data-state={set ? "set" : "default"}
      className={`mt-2 flex items-start gap-2 rounded-md px-2.5 py-1.5 text-sm font-medium ${set ? "bg-green-50 text-green-900" : "bg-amber-50 text-amber-950 ring-1 ring-amber-200"}`}
    >
      <span aria-hidden="true" className={`mt-1.5 h-2 w-2 flex-none rounded-full ${set ? "bg-green-700" : "bg-amber-500"}`} />
      <span className="min-w-0">{set ? t("form.poSet", { value: percent }) : t("form.poDefault", { value: percent })}</span>
    </p>
  );
}

/** Before the submit button: how many of the scored questions are answered, and that the rest count 0. */
function AnsweredCount() {
  const t = loosely(useTranslations("fraudCheck"));
  const locale = useLocale();
  const { control } = useFormContext();
  const values = useWatch({ control, name: SCORED_FIELDS }) as unknown[];
  const { dirtyFields } = useFormState({ control, name: "poPercentage" });
  const answered = SCORED_FIELDS.map((field, i) => {
    const value = values[i];
    if (field === "poPercentage") return Boolean((dirtyFields as Record<string, unknown>).poPercentage) || Number(value) !== PO_DEFAULT;
    return typeof value === "string" && value.trim() !== "";
  });
  const count = answered.filter(Boolean).length;
  const total = SCORED_FIELDS.length;
  return (
    <div data-testid="fraud-answered" data-answered={count} data-total={total} className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <p role="status" className="text-sm text-slate-800">
        <span className="font-semibold text-ink">{t("form.progress", { answered: count, total })}</span>{" "}
        {typographic(locale, count === total ? t("form.progressDone") : t("form.progressRest"))}
      </p>
      <ol aria-hidden="true" className="mt-2 flex gap-1">
        {answered.map((done, i) => (
          <li key={SCORED_FIELDS[i]} className={`h-1.5 flex-1 rounded-full ${done ? "bg-brand-600" : "bg-slate-300"}`} />
        ))}
      </ol>
    </div>
  );
}
