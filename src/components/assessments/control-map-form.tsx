"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { track } from "@/analytics/track";
import { buildControlMap } from "@/assessments/control-map";
import {
  SelectField,
  SuccessHeading,
  TextAreaField,
  TextField,
} from "@/components/forms/fields";
import { useLeadForm } from "@/components/forms/use-lead-form";
import { Link } from "@/i18n/navigation";
import {
  CONTROL_MAP_BANK_CHANGE_POLICIES,
  CONTROL_MAP_DMARC_STATUSES,
  CONTROL_MAP_ROLES,
  ERPS,
  EVIDENCE_CAPTURE,
  MATCHING_TOLERANCES,
  MONTHLY_INVOICES,
  RELEASE_GATES,
} from "@/leads/contract/enums";
import { ControlMapTable } from "./control-map-table";
import { Disclosure } from "./disclosure";
import { loosely } from "@/i18n/translate";
import { LeadFormShell } from "@/components/forms/lead-form-shell";


const DEFAULTS = {
  email: "",
  company: "",
  role: "",
  erp: "",
  monthlyInvoices: "",
  dmarcStatus: "",
  bankChangePolicy: "",
  matchingTolerance: "",
  releaseGates: "",
  evidenceCapture: "",
  recentBankChanges: "",
  sampleInvoiceFlow: "",
  additionalNotes: "",
  website: "",
} as const;

/** The 2026 control-map questionnaire: POST /api/2026-control-map, then the visitor's map. */
export function ControlMapForm() {
  const messages = useTranslations("controlMap");
  const t = loosely(messages);
  const f = loosely(useTranslations("forms"));
  const lead = useLeadForm({
    form: "2026-control-map",
    page: "2026-control-map",
    defaultValues: DEFAULTS,
    preselect: { role: CONTROL_MAP_ROLES, erp: ERPS },
    failureLog: "Failed to generate control map",
  });

  const map = lead.submitted ? buildControlMap(lead.submitted.values) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per submitted map
  useEffect(() => {
    if (map) track("assessment_completed", { assessment: "2026-control-map", band: map.readiness, score: map.counts["in-place"] });
  }, [lead.submitted]);

  if (lead.submitted && map) {
    return (
      <div className="space-y-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="control-map-success">
        <SuccessHeading>{t("success.title")}</SuccessHeading>
        <p className="text-slate-700">{t("success.body", { email: lead.submitted.values.email })}</p>
        <ul className="list-disc space-y-1 pl-5 text-slate-700">
          {(messages.raw("success.receive") as string[]).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <div>
          <h3 className="text-lg font-bold text-ink">{t("success.mapTitle")}</h3>
          <div className="mt-3">
            <ControlMapTable map={map} />
          </div>
        </div>
        <Link
          href="/talk-to-expert?topic=2026-readiness&cta=control-map-success"
          className="inline-flex items-center rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
        >
          {t("success.talkToExpert")}
        </Link>
      </div>
    );
  }

  return (
    <LeadFormShell lead={lead} testId="control-map-form" className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm" submitLabel={t("form.submit")} busyLabel={t("form.submitting")}>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField name="email" type="email" label={f("fields.email")} autoComplete="email" required />
        <TextField name="company" label={f("fields.company")} autoComplete="organization" required />
        <SelectField name="role" label={t("form.role")} optionsKey="role" values={CONTROL_MAP_ROLES} />
        <SelectField name="erp" label={f("fields.erp")} optionsKey="erp" labelsKey="erpChoice" values={ERPS} />
        <SelectField name="monthlyInvoices" label={f("fields.monthlyInvoices")} optionsKey="monthlyInvoices" values={MONTHLY_INVOICES} />
        <SelectField name="dmarcStatus" label={t("form.dmarcStatus")} optionsKey="dmarcStatus" values={CONTROL_MAP_DMARC_STATUSES} />
        <SelectField name="bankChangePolicy" label={t("form.bankChangePolicy")} optionsKey="bankChangePolicy" values={CONTROL_MAP_BANK_CHANGE_POLICIES} />
        <SelectField name="matchingTolerance" label={t("form.matchingTolerance")} optionsKey="matchingTolerance" values={MATCHING_TOLERANCES} />
        <SelectField name="releaseGates" label={t("form.releaseGates")} optionsKey="releaseGates" values={RELEASE_GATES} />
        <SelectField name="evidenceCapture" label={t("form.evidenceCapture")} optionsKey="evidenceCapture" values={EVIDENCE_CAPTURE} />
      </div>
      <Disclosure title={t("form.systemSignals")} hint={t("form.systemSignalsHint")} testId="system-signals">
        <TextAreaField name="recentBankChanges" label={t("form.recentBankChanges")} />
        <TextAreaField name="sampleInvoiceFlow" label={t("form.sampleInvoiceFlow")} />
        <TextAreaField name="additionalNotes" label={t("form.additionalNotes")} />
      </Disclosure>
    </LeadFormShell>
  );
}
