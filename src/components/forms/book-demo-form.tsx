"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { DisclosureChevron } from "@/components/assessments/disclosure";
import { CheckList } from "@/components/sections/section";
import { DURATIONS } from "@/config/business-constants";
import { ERPS, GOALS, MONTHLY_INVOICES, ROLES } from "@/leads/contract/enums";
import type { PercentLabels } from "@/lib/percent-labels";
import { fieldRowClass, PercentRangeField, SelectField, useFormsText } from "./fields";
import { ContactFields, MeetingConfirmation, MeetingRequestForm } from "./meeting-request-form";
import { useLeadForm } from "./use-lead-form";

const DEFAULTS = {
  email: "",
  company: "",
  role: "",
  erp: "",
  monthlyInvoices: "",
  // The contract's default (a field the visitor leaves stores 50): the hint under the slider says so.
  poPercentage: 50,
  goal: "",
  website: "",
} as const;

const PRESELECT = { role: ROLES, erp: ERPS, goal: GOALS } as const;
/** The fields of the optional group (folded below 1024 px). */
const OPTIONAL_FIELDS = ["role", "erp", "monthlyInvoices", "goal", "poPercentage"] as const;

/** The /book-demo form and its confirmation view (shown only once the lead is stored). */
/**
 * `dataNote`: how the details are handled, written on the server (its retention period is an ICU plural, which
 * formatted here would build an Intl.NumberFormat during hydration: e2e/forms.spec.ts).
 */
export function BookDemoForm({ percentLabels, dataNote }: { percentLabels?: PercentLabels; dataNote: string }) {
  const t = useTranslations("bookDemo");
  const f = useFormsText();
  const lead = useLeadForm({
    form: "book-demo",
    page: "/book-demo",
    defaultValues: DEFAULTS,
    preselect: PRESELECT,
    failureLog: "Failed to book demo",
  });
  const [unfolded, setUnfolded] = useState(false);
  const optionalId = `${useId()}-optional`;
  // Open when the visitor opened it, when a link preselected one of its answers (`?role=cfo`: shown, not hidden), or
  // when one of its fields holds an error (the error is read, and the field can take focus).
  const errors = lead.methods.formState.errors;
  const optionalOpen = unfolded || OPTIONAL_FIELDS.some((name) => name in errors);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (Object.entries(PRESELECT).some(([name, allowed]) => (allowed as readonly string[]).includes(params.get(name) ?? ""))) setUnfolded(true);
  }, []);

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
      <MeetingConfirmation
        testId="book-demo-success"
        title={t("success.title")}
        body={t("success.body", { email, hours: DURATIONS.demoCalendarOptionsWithinHours })}
        other={{ prompt: t("success.expertPrompt"), label: t("success.expertLink"), href: "/talk-to-expert?cta=book-demo-success" }}
      >
        <div>
          <h3 className="text-lg font-semibold text-ink">{t("success.expectTitle")}</h3>
          <div className="mt-3">
            <CheckList items={expect} />
          </div>
        </div>
      </MeetingConfirmation>
    );
  }

  return (
    <MeetingRequestForm lead={lead} testId="book-demo-form" title={t("form.title")} intro={t("form.intro")} submitLabel={t("form.submit")}>
      {/* Short related fields side by side from 640 px, a tighter rhythm from 1024 px (the whole form in the first screen).
          Each field's label, control and error sit on rows shared with its neighbour (fieldRowClass): a label that wraps
          (German, French) or an error under one field does not stagger the two controls. The two required fields come
          first; the optional ones follow in a group of their own under "optional: helps us prepare", so the form reads as
          two fields plus extras. Same fields, same order, same names and validation. */}
      <div className={fieldRowClass}>
        <ContactFields />
      </div>
      {/* Below 1024 px the optional group starts folded behind one button (the disclosure pattern: `aria-expanded`,
          `aria-controls`), so a phone reaches the submit button after the two required fields; from 1024 px it is
          always open and the button is not drawn. Folded, its fields stay mounted (only hidden), so what was typed
          before folding it again is kept and sent. */}
      <fieldset data-testid="book-demo-optional" data-state={optionalOpen ? "open" : "closed"} className="border-t border-slate-200 pt-4">
        <legend className="sr-only">{t("form.optionalTitle")}</legend>
        <button
          type="button"
          data-testid="book-demo-optional-toggle"
          aria-expanded={optionalOpen}
          aria-controls={optionalId}
          onClick={() => setUnfolded(!optionalOpen)}
          className="flex min-h-11 w-full items-center justify-between gap-3 rounded-md text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 lg:hidden"
        >
          <span>
            <span aria-hidden="true" className="block text-sm font-semibold text-ink">
              {t("form.optionalTitle")}
            </span>
            <span className="block text-sm text-slate-600">{t("form.optionalHint")}</span>
          </span>
          <DisclosureChevron open={optionalOpen} />
        </button>
        <div aria-hidden="true" className="max-lg:hidden">
          <p className="text-sm font-semibold text-ink">{t("form.optionalTitle")}</p>
          <p className="mt-0.5 mb-3 text-sm text-slate-600">{t("form.optionalHint")}</p>
        </div>
        <div id={optionalId} className={optionalOpen ? "max-lg:mt-3" : "max-lg:hidden"}>
          <div className={`${fieldRowClass} lg:gap-x-5 lg:[&>[data-field]]:pb-4 lg:[&>[data-field]:nth-last-child(-n+2)]:pb-0`}>
            <SelectField name="role" label={f("fields.role")} optionsKey="role" values={ROLES} />
            {/* The options' labels from `options.erpChoice` ("ERP family live today", "Other ERP"): the stored values and
                the confirmation's wording (`options.erp`) are unchanged. */}
            <SelectField name="erp" label={f("fields.erp")} optionsKey="erp" labelsKey="erpChoice" values={ERPS} />
            <SelectField name="monthlyInvoices" label={f("fields.monthlyInvoices")} optionsKey="monthlyInvoices" values={MONTHLY_INVOICES} />
            <SelectField name="goal" label={f("fields.goal")} optionsKey="goal" values={GOALS} />
          </div>
          <div className="mt-4">
            <PercentRangeField name="poPercentage" label={f("fields.poPercentage")} hint={t("form.poHint", { percent: percentLabels?.[DEFAULTS.poPercentage] ?? "" })} labels={percentLabels} />
          </div>
        </div>
      </fieldset>
      {/* How the details are handled: drawn under the submit button, right under the forms' privacy line, as one note
          with one link (the page orders them: book-demo/page.tsx). */}
      <p data-testid="book-demo-data-note" className="text-sm text-pretty text-slate-700">
        {dataNote}
      </p>
    </MeetingRequestForm>
  );
}
