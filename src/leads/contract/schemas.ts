import "@/lib/zod-jitless";
import { z } from "zod";
import * as E from "./enums";
import { LOCALES } from "@/i18n/locales";
import { MAX_INPUT as PRECISION_INPUT_MAX } from "@/assessments/projections";
import { optionScore, SCORECARD_QUESTIONS } from "@/assessments/scorecard";
import { addressProblem, EMAIL_LIMITS, normaliseAddress } from "./email-address";
import { ERROR_CODES, type FieldErrorCode } from "./error-codes";

/**
 * One zod schema per form, shared by the form (zodResolver, loaded on demand by
 * ./form-validation.ts) and the route handler. Error messages are stable codes
 * (./error-codes.ts); the form maps them to translated text
 * (messages/<locale>/forms.json `errors.<code>`), the API returns them as
 * `errors[].code` in problem+json.
 */
export { ERROR_CODES, type FieldErrorCode };

/** Length limits of every text field: longer input is refused with `too_long`, never cut. */
export const LIMITS = {
  emailTotal: EMAIL_LIMITS.total,
  emailLocalPart: EMAIL_LIMITS.localPart,
  shortText: 200,
  freeText: 2000,
  longText: 5000,
} as const;

const code = (c: FieldErrorCode) => ({ error: c });

/**
 * Every e-mail address, in every form and privacy request: a bare addr-spec (./email-address.ts), trimmed, stored
 * with its domain lowercased. Display names, groups, comments and lists are refused with `invalid_email`.
 */
export const emailField = z
  .string(code("invalid_type"))
  .trim()
  .superRefine((v, ctx) => {
    const problem = addressProblem(v);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .transform(normaliseAddress);

/**
 * Free text kept as typed: NFC-normalised, never truncated. NUL and lone
 * surrogates cannot be stored faithfully in PostgreSQL text, so they are refused.
 */
export function textField(max: number) {
  return z
    .string(code("invalid_type"))
    .refine((v) => !v.includes("\u0000") && v.isWellFormed(), code("invalid_characters"))
    .transform((v) => v.normalize("NFC"))
    .refine((v) => [...v].length <= max, code("too_long"));
}

/** Required free text: kept as typed (NFC), only checked for not being blank. */
export const companyField = textField(LIMITS.shortText).refine((v) => v.trim() !== "", code("required"));

/** An optional select: "" (nothing chosen, the default) and absence both mean unset. */
function optionalEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .union([z.literal(""), z.enum(values, code("invalid_option"))], code("invalid_option"))
    .optional()
    .transform((v) => (v === "" ? undefined : v));
}

/**
 * An optional select that also accepts the English labels (GOAL_LABELS, TOPIC_LABELS), stored as
 * their ids: `"ERP Guard"` and `"erp-guard"` both store `"erp-guard"`.
 */
function optionalLabelledEnum<const T extends readonly [string, ...string[]], const L extends Record<string, T[number]>>(
  values: T,
  labels: L,
) {
  const labelKeys = Object.keys(labels) as [Extract<keyof L, string>, ...Extract<keyof L, string>[]];
  return z
    .union(
      [
        z.literal(""),
        z.enum(values, code("invalid_option")),
        z.enum(labelKeys, code("invalid_option")).transform((label): T[number] => labels[label] as T[number]),
      ],
      code("invalid_option"),
    )
    .optional()
    .transform((v): T[number] | undefined => (v === "" ? undefined : v));
}

const optionalText = (max: number) =>
  textField(max)
    .optional()
    .transform((v) => (v === undefined || v.trim() === "" ? undefined : v));

/** Slider 0-100, step 10, default 50. */
export const poPercentageField = z
  .number(code("invalid_type"))
  .int(code("invalid_type"))
  .min(0, code("out_of_range"))
  .max(100, code("out_of_range"))
  .default(50);

/** Context every form sends besides its own fields; all optional. */
const utmField = z
  .strictObject(
    {
      source: textField(LIMITS.shortText).optional(),
      medium: textField(LIMITS.shortText).optional(),
      campaign: textField(LIMITS.shortText).optional(),
      term: textField(LIMITS.shortText).optional(),
      content: textField(LIMITS.shortText).optional(),
    },
    code("invalid_type"),
  )
  .optional();

export const contextFields = {
  locale: z.enum(LOCALES, code("invalid_option")).optional(),
  /** The page the form sits on and the call to action that led there. */
  page: textField(LIMITS.shortText).optional(),
  cta: textField(LIMITS.shortText).optional(),
  utm: utmField,
  /** Honeypot: a field humans never see. Filled means a bot: the lead is stored quarantined. */
  website: z.string(code("invalid_type")).max(LIMITS.shortText, code("too_long")).optional(),
  /** Milliseconds between the form appearing and being submitted. */
  elapsedMs: z.number(code("invalid_type")).int(code("invalid_type")).min(0, code("out_of_range")).optional(),
  /** The proof of work (ALTCHA payload, base64 JSON) the form's widget computed; checked by src/leads/intake/proof-of-work.ts. */
  altcha: z.string(code("invalid_type")).max(4096, code("too_long")).optional(),
  /** Milliseconds between the visitor's first interaction with the form and this submission (each attempt its own). */
  interactionMs: z.number(code("invalid_type")).int(code("invalid_type")).min(0, code("out_of_range")).optional(),
};

const strict = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(
    { ...shape, ...contextFields },
    { error: (issue) => (issue.code === "unrecognized_keys" ? "unknown_field" : "invalid_type") },
  );

export const bookDemoSchema = strict({
  email: emailField,
  company: companyField,
  role: optionalEnum(E.ROLES),
  erp: optionalEnum(E.ERPS),
  monthlyInvoices: optionalEnum(E.MONTHLY_INVOICES),
  poPercentage: poPercentageField,
  goal: optionalLabelledEnum(E.GOALS, E.GOAL_LABELS),
});

export const talkToExpertSchema = strict({
  email: emailField,
  company: companyField,
  topic: optionalLabelledEnum(E.TOPICS, E.TOPIC_LABELS),
});

export const fraudReadinessSchema = strict({
  email: emailField,
  company: companyField,
  industry: optionalEnum(E.INDUSTRIES),
  erp: optionalEnum(E.ERPS),
  monthlyInvoices: optionalEnum(E.MONTHLY_INVOICES),
  poPercentage: poPercentageField,
  bankChangePolicy: optionalEnum(E.BANK_CHANGE_POLICIES),
  dmarcStatus: optionalEnum(E.DMARC_STATUSES),
  mailboxPlatform: optionalEnum(E.MAILBOX_PLATFORMS),
  vendorMasterOwner: optionalEnum(E.VENDOR_MASTER_OWNERS),
  achRails: optionalText(LIMITS.freeText),
  externalPlatforms: optionalText(LIMITS.freeText),
  countries: optionalText(LIMITS.freeText),
});

export const controlMapSchema = strict({
  email: emailField,
  company: companyField,
  role: optionalEnum(E.CONTROL_MAP_ROLES),
  erp: optionalEnum(E.ERPS),
  monthlyInvoices: optionalEnum(E.MONTHLY_INVOICES),
  dmarcStatus: optionalEnum(E.CONTROL_MAP_DMARC_STATUSES),
  bankChangePolicy: optionalEnum(E.CONTROL_MAP_BANK_CHANGE_POLICIES),
  matchingTolerance: optionalEnum(E.MATCHING_TOLERANCES),
  releaseGates: optionalEnum(E.RELEASE_GATES),
  evidenceCapture: optionalEnum(E.EVIDENCE_CAPTURE),
  recentBankChanges: optionalText(LIMITS.longText),
  sampleInvoiceFlow: optionalText(LIMITS.longText),
  additionalNotes: optionalText(LIMITS.longText),
});

/** Home variant 3 contact form: name, work email, company, 90-day outcome. */
export const contactSchema = strict({
  name: optionalText(LIMITS.shortText),
  email: emailField,
  company: companyField,
  outcome: optionalText(LIMITS.freeText),
});

/** /resources newsletter signup: e-mail only. */
export const newsletterSchema = strict({
  email: emailField,
});

const answerIndex = z
  .number(code("invalid_type"))
  .int(code("invalid_type"))
  .min(0, code("out_of_range"))
  .max(PRECISION_INPUT_MAX, code("out_of_range"));

/**
 * The scorecard's "Get Your PDF Action Plan" dialog. The score and grade are
 * recomputed on the server from the option ids; projections from the inputs.
 */
export const scorecardActionPlanSchema = strict({
  email: emailField,
  mode: z.enum(E.SCORECARD_MODES, code("invalid_option")),
  /** Option id chosen for each of the seven questions, in order. */
  answers: z
    .array(textField(64), code("invalid_type"))
    .min(SCORECARD_QUESTIONS.length, code("required"))
    .max(SCORECARD_QUESTIONS.length, code("too_long"))
    // Option ids of src/assessments/scorecard.ts, one per question in order (results exist only after all seven).
    .refine((ids) => ids.every((id, i) => optionScore(i, id) !== undefined), code("invalid_option")),
  precision: z
    .strictObject(
      {
        invoicesPerMonth: answerIndex,
        poBased: answerIndex,
        currentCycleTime: answerIndex,
        supplierEmails: answerIndex,
        loadedHourlyCost: answerIndex,
        erp: z.union([z.literal(""), z.enum(["netsuite", "erp", "other"])], code("invalid_option")),
      },
      code("invalid_type"),
    )
    .optional(),
});

export const LEAD_SCHEMAS = {
  "book-demo": bookDemoSchema,
  "talk-to-expert": talkToExpertSchema,
  "fraud-readiness-assessment": fraudReadinessSchema,
  "2026-control-map": controlMapSchema,
  contact: contactSchema,
  newsletter: newsletterSchema,
  "scorecard-action-plan": scorecardActionPlanSchema,
} as const;

export type LeadSchemas = typeof LEAD_SCHEMAS;
export type LeadInput<F extends keyof LeadSchemas> = z.input<LeadSchemas[F]>;
export type LeadData<F extends keyof LeadSchemas> = z.output<LeadSchemas[F]>;

/** Flattens zod issues into the `errors` member of a problem+json body. */
export function fieldErrors(error: z.ZodError): { field: string; code: FieldErrorCode }[] {
  const out: { field: string; code: FieldErrorCode }[] = [];
  for (const issue of error.issues) {
    const known = (ERROR_CODES as readonly string[]).includes(issue.message) ? (issue.message as FieldErrorCode) : "invalid_type";
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) out.push({ field: [...issue.path, key].join("."), code: "unknown_field" });
      continue;
    }
    out.push({ field: issue.path.join(".") || "(body)", code: known });
  }
  return out;
}
