"use client";

import { useTranslations } from "next-intl";
import { CheckList } from "@/components/sections/section";
import { DURATIONS } from "@/config/business-constants";
import { Link } from "@/i18n/navigation";
import { ERPS, GOALS, MONTHLY_INVOICES, ROLES } from "@/leads/enums";
import {
  PercentRangeField,
  SelectField,
  SuccessHeading,
  TextField,
  useFormsText,
} from "./fields";
import { useLeadForm } from "./use-lead-form";
import type { PercentLabels } from "@/lib/percent-labels";
import { LeadFormShell } from "./lead-form-shell";

const DEFAULTS = {
  email: "",
  company: "",
  role: "",
  erp: "",
  monthlyInvoices: "",
  poPercentage: 50,
  goal: "",
  website: "",
} as const;

const PRESELECT = { role: ROLES, erp: ERPS, goal: GOALS } as const;

/** The /book-demo form and its confirmation view (shown only once the lead is stored). */
export function BookDemoForm({ percentLabels }: { percentLabels?: PercentLabels }) {
  const t = useTranslations("bookDemo");
  const f = useFormsText();
  const lead = useLeadForm({
    form: "book-demo",
    page: "/book-demo",
    defaultValues: DEFAULTS,
    preselect: PRESELECT,
    failureLog: "Failed to book demo",
  });

  if (lead.submitted) {
    const { email, erp, goal } = lead.submitted.values;
    const minutes = DURATIONS.demoMinutes;
    const expect = [
      erp ? t("success.expect.demo", { minutes, erp: f(`options.erp.${erp}`) }) : t("success.expect.demoAnyErp", { minutes }),
      t("success.expect.identity"),
      t("success.expect.matching"),
      t("success.expect.guard"),
      goal ? t("success.expect.qa", { goal: f(`options.goal.${goal}`) }) : t("success.expect.qaAnyGoal"),
    ];
    return (
      <div className="space-y-6" data-testid="book-demo-success">
        <SuccessHeading>{t("success.title")}</SuccessHeading>
        <p className="text-slate-700">{t("success.body", { email, hours: DURATIONS.demoCalendarOptionsWithinHours })}</p>
        <div>
          <h3 className="text-lg font-semibold text-ink">{t("success.expectTitle")}</h3>
          <div className="mt-3">
            <CheckList items={expect} />
          </div>
        </div>
        <p className="text-slate-700">
          {t("success.expertPrompt")}{" "}
          <Link href="/talk-to-expert?cta=book-demo-success" className="font-semibold text-brand-700 underline hover:text-brand-800">
            {t("success.expertLink")}
          </Link>
        </p>
      </div>
    );
  }

  return (
    <>
      <h2 className="text-2xl font-bold text-ink">{t("form.title")}</h2>
      <p className="mt-2 text-slate-700">{t("form.intro")}</p>
      <LeadFormShell lead={lead} testId="book-demo-form" className="mt-6 space-y-5" submitLabel={t("form.submit")} busyLabel={f("submitting")}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="email" type="email" label={f("fields.email")} autoComplete="email" required />
          <TextField name="company" label={f("fields.company")} autoComplete="organization" required />
          <SelectField name="role" label={f("fields.role")} optionsKey="role" values={ROLES} />
          <SelectField name="erp" label={f("fields.erp")} optionsKey="erp" values={ERPS} />
          <SelectField name="monthlyInvoices" label={f("fields.monthlyInvoices")} optionsKey="monthlyInvoices" values={MONTHLY_INVOICES} />
          <SelectField name="goal" label={f("fields.goal")} optionsKey="goal" values={GOALS} />
        </div>
        <PercentRangeField name="poPercentage" label={f("fields.poPercentage")} hint={t("form.poHint")} labels={percentLabels} />
      </LeadFormShell>
    </>
  );
}
