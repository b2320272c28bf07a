"use client";

/**
 * `useLeadForm`: the one hook behind every lead form (book-demo, talk-to-expert,
 * contact, newsletter, and the assessment forms). It wires react-hook-form +
 * zodResolver (the form's shared schema of src/leads/contract/schemas.ts, `LEAD_SCHEMAS[form]`)
 * + `submitLead` (retries with one Idempotency-Key) + the lead context, so a form
 * component only lays out its fields. zod and the schemas are not part of the
 * page's first load: ./form-validation.ts is fetched at the visitor's first
 * focus, press or touch on the page, or at the first submit at the latest.
 *
 * Must render inside `<ScopedMessages namespaces={["forms", ...]}>` (it
 * translates the form-level error with the `forms` namespace).
 *
 * ```tsx
 * const lead = useLeadForm({
 *   form: "talk-to-expert",
 *   page: "talk-to-expert",
 *   defaultValues: { email: "", company: "", topic: "" },
 *   preselect: { topic: TOPICS },          // ?topic=erp-guard preselects a valid id
 *   failureLog: "Failed to schedule expert call",
 * });
 * if (lead.submitted) return <Success values={lead.submitted.values} />;
 * return (
 *   <FormProvider {...lead.methods}>
 *     <form onSubmit={lead.onSubmit} noValidate aria-busy={lead.submitting}>
 *       <TextField name="email" ... /> <SelectField name="topic" ... />
 *       <Honeypot /> <FormAlert message={lead.formError} />
 *       <SubmitButton busy={lead.submitting} disabled={!lead.canSubmit} ... />
 *     </form>
 *   </FormProvider>
 * );
 * ```
 *
 * What it does for the form:
 * - context sent with every lead: `locale`, `page`, `cta` (`?cta=` wins over the
 *   prop), `utm` (utm_source/medium/campaign/term/content from the URL; values the
 *   API would reject are dropped),
 *   `elapsedMs` since the form mounted, `interactionMs` since the visitor's first
 *   change to it (each attempt measures its own), the proof of work `altcha`
 *   (./proof-of-work.ts: loaded and started at the first change, taken at submit;
 *   a retry of the same values resends it), and the honeypot `website` (render
 *   `<Honeypot />` from ./fields). Query parameters are read in an effect, so
 *   pages stay prerendered.
 * - `preselect`: query parameters that set a field when their value is one of
 *   the allowed ids; anything else is ignored.
 * - `canSubmit`: false while submitting or while a required field (default
 *   `email` and `company` when present) is empty.
 * - failure never shows success: values stay as typed; server field errors are
 *   set on their fields (their `message` is the error code: translate with
 *   `forms.errors.<code>`, ./fields does it); `formError` is the translated
 *   form-level alert ("fix the highlighted fields", "try again", rate limited);
 *   `console.error(new Error(failureLog))` logs the form's failure message.
 * - "try again" with unchanged values resends the same body with the same
 *   Idempotency-Key, so a lead stored behind a lost answer is never duplicated.
 * - analytics: form_viewed, form_started, form_submitted, form_succeeded,
 *   form_failed (reason = failure kind), with no personal data.
 */
import { useLocale } from "next-intl";
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { type DefaultValues, type Path, type Resolver, type UseFormReturn, useForm, useWatch } from "react-hook-form";
import type { LeadData, LeadInput, LeadSchemas } from "@/leads/contract/schemas";
import { newIdempotencyKey, type SubmitLeadFailureKind, type SubmitLeadResult, submitLead } from "@/lib/lead-client/submit-lead";
import { onFirstInteraction } from "@/lib/on-first-interaction";
import { useFormsText } from "./fields";
import { trackFormEvent } from "./form-analytics";
import { startProof, takeProof } from "./proof-of-work";

/** A lead form with a shared schema (the key of `LEAD_SCHEMAS`). */
type SchemaForm = keyof LeadSchemas;

type Validation = typeof import("@/lib/lead-client/form-validation");
let validation: Promise<Validation> | null = null;
/** zod, the resolver and the schemas, fetched once per page (again after a failed fetch). */
function loadValidation(): Promise<Validation> {
  validation ??= import("@/lib/lead-client/form-validation").catch((error: unknown) => {
    validation = null;
    throw error;
  });
  return validation;
}

export interface UseLeadFormOptions<F extends SchemaForm> {
  /** The form, which also names its shared schema. */
  form: F;
  /** The page the form sits on, stored with the lead (e.g. "book-demo", "landing3"). */
  page: string;
  /** Call to action that led here; `?cta=` in the URL takes precedence. */
  cta?: string;
  /** Every visible field with its empty value (selects: ""). Server errors on other fields become form-level. */
  defaultValues: DefaultValues<LeadInput<F>>;
  /** Query parameter name (= field name) to the ids it may preselect. */
  preselect?: Partial<Record<Path<LeadInput<F>>, readonly string[]>>;
  /** Fields that must be non-empty before submit is enabled. Default: email and company when the form has them. */
  requiredFields?: readonly Path<LeadInput<F>>[];
  /** Logged with console.error when the submission fails. */
  failureLog: string;
  /** Passed to submitLead (tests, or shorter waits). */
  submitOptions?: Parameters<typeof submitLead>[2];
  /**
   * Whether the form is on screen (default true). A form whose hook lives with a trigger (the scorecard's e-mail
   * dialog) passes the dialog's `open`: form_viewed is sent once, the first time the form is shown.
   */
  visible?: boolean;
}

export type LeadFormFailure = SubmitLeadFailureKind;

export interface UseLeadFormResult<F extends SchemaForm> {
  methods: UseFormReturn<LeadInput<F>, unknown, LeadData<F>>;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => Promise<void>;
  submitting: boolean;
  canSubmit: boolean;
  /** Set once the lead is stored: the stored id and the values as sent. */
  submitted: { id: string; values: LeadData<F> } | null;
  /** The last failure kind and its translated message (null when none). */
  failure: LeadFormFailure | null;
  formError: string | null;
}

const UTM_KEYS = ["source", "medium", "campaign", "term", "content"] as const;
type Utm = Partial<Record<(typeof UTM_KEYS)[number], string>>;

interface LeadContext {
  cta?: string;
  utm?: Utm;
}

type Accepts = Validation["acceptedContextText"];

/** Keeps a context value only when the shared schema accepts it (a visitor cannot fix a bad URL parameter). */
function acceptedText(accepts: Accepts, value: string | null | undefined): string | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  return accepts(value) ? value : undefined;
}

function readUrlContext(accepts: Accepts, search: string): LeadContext {
  const params = new URLSearchParams(search);
  const utm: Utm = {};
  for (const key of UTM_KEYS) {
    const value = acceptedText(accepts, params.get(`utm_${key}`));
    if (value !== undefined) utm[key] = value;
  }
  return { cta: acceptedText(accepts, params.get("cta")), utm: Object.keys(utm).length > 0 ? utm : undefined };
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

export function useLeadForm<F extends SchemaForm>(
  options: UseLeadFormOptions<F>,
): UseLeadFormResult<F> {
  const { form, page, cta, defaultValues, preselect, failureLog, submitOptions, visible = true } = options;
  const t = useFormsText();
  const locale = useLocale();
  const resolver = useMemo<Resolver<LeadInput<F>, unknown, LeadData<F>>>(
    () => async (values, resolverContext, resolverOptions) => {
      const { leadResolver } = await loadValidation();
      const resolve = leadResolver(form) as Resolver<LeadInput<F>, unknown, LeadData<F>>;
      return resolve(values, resolverContext, resolverOptions);
    },
    [form],
  );
  const methods = useForm<LeadInput<F>, unknown, LeadData<F>>({
    resolver,
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const fieldNames = useMemo(() => Object.keys(defaultValues as object), [defaultValues]);
  const requiredFields = useMemo(
    () => (options.requiredFields as readonly string[] | undefined) ?? fieldNames.filter((f) => f === "email" || f === "company"),
    [options.requiredFields, fieldNames],
  );

  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState<{ id: string; values: LeadData<F> } | null>(null);
  const [failure, setFailure] = useState<LeadFormFailure | null>(null);
  const mountedAt = useRef(0);
  /** The query string when the form mounted: `?cta=` and `utm_*` are checked and sent with the lead. */
  const search = useRef("");
  const started = useRef(false);
  const viewed = useRef(false);
  /** performance.now() of the visitor's first interaction with the form (a change, autofill included). */
  const firstInteractionAt = useRef<number | null>(null);
  const lastAttempt = useRef<{ fingerprint: string; key: string; body: Record<string, unknown> } | null>(null);

  // Mount: start the clock and read the URL context (client only: the page stays static).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per mounted form
  useEffect(() => {
    mountedAt.current = performance.now();
    search.current = window.location.search;
    // Validation code ahead of the first submit, fetched when the visitor starts interacting (not with the page).
    return onFirstInteraction(() => void loadValidation().catch(() => undefined));
  }, []);

  // First time on screen: one form_viewed per mounted form.
  useEffect(() => {
    if (visible && !viewed.current) {
      viewed.current = true;
      trackFormEvent("form_viewed", form);
    }
  }, [visible, form]);

  // First interaction.
  useEffect(() => {
    const subscription = methods.watch((_values, { type }) => {
      if (type === "change" && firstInteractionAt.current === null) {
        firstInteractionAt.current = performance.now();
        // The proof of work loads and runs in the background from the first keystroke or autofill.
        startProof();
      }
      if (type === "change" && !started.current) {
        started.current = true;
        trackFormEvent("form_started", form);
      }
    });
    return () => subscription.unsubscribe();
  }, [methods, form]);

  const watched = useWatch({ control: methods.control, name: requiredFields as Path<LeadInput<F>>[] }) as unknown[];
  const canSubmit = !submitting && !submitted && watched.every((v) => !isEmpty(v));

  // Declared after `useWatch`, whose subscription must exist before these values are set (effects run in order).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per mounted form
  useEffect(() => {
    // What the visitor typed or chose before the page hydrated (scripts load after the first paint): react-hook-form
    // adopts it when the field registers but tells no watcher (`setValue` with an equal value does not either), so
    // the submit button would stay disabled. Resetting to the adopted values, defaults kept, notifies every watcher.
    const typedEarly = new Set(
      fieldNames.filter((name) => {
        const value = methods.getValues(name as Path<LeadInput<F>>) as unknown;
        return !isEmpty(value) && value !== (defaultValues as Record<string, unknown>)[name];
      }),
    );
    if (typedEarly.size > 0) methods.reset(methods.getValues(), { keepDefaultValues: true });
    // The URL preselects (`?role=cfo`) what the visitor has not chosen already.
    const params = new URLSearchParams(window.location.search);
    for (const [name, allowed] of Object.entries(preselect ?? {}) as [Path<LeadInput<F>>, readonly string[]][]) {
      const value = params.get(name);
      if (value !== null && allowed.includes(value) && !typedEarly.has(name)) {
        methods.setValue(name, value as never, { shouldDirty: true });
      }
    }
    if (typedEarly.size > 0) {
      // Typed before hydration: the interaction began no later than now.
      firstInteractionAt.current ??= performance.now();
      started.current = true;
      trackFormEvent("form_started", form);
    }
  }, []);

  const fail = useCallback(
    (result: Exclude<SubmitLeadResult, { ok: true }>) => {
      console.error(new Error(failureLog));
      setFailure(result.kind);
      trackFormEvent("form_failed", form, result.kind);
      if (result.kind === "validation") {
        let focused = false;
        for (const { field, code } of result.errors) {
          if (!fieldNames.includes(field)) continue;
          methods.setError(field as Path<LeadInput<F>>, { type: "server", message: code }, { shouldFocus: !focused });
          focused = true;
        }
      }
    },
    [failureLog, form, fieldNames, methods],
  );

  const send = useCallback(
    async (values: LeadData<F>) => {
      const now = performance.now();
      const elapsedMs = Math.max(0, Math.round(now - mountedAt.current));
      // The bot check counts from the first interaction (autofill + one click is a person); none recorded: absent.
      const interactionMs = firstInteractionAt.current === null ? undefined : Math.max(0, Math.round(now - firstInteractionAt.current));
      // Loaded already: the resolver needed it to accept these values.
      const { acceptedContextText } = await loadValidation();
      const context = readUrlContext(acceptedContextText, search.current);
      const honeypot = methods.getValues("website" as Path<LeadInput<F>>) as unknown;
      const body: Record<string, unknown> = {
        ...(values as Record<string, unknown>),
        locale,
        page,
        cta: context.cta ?? acceptedText(acceptedContextText, cta),
        utm: context.utm,
        website: typeof honeypot === "string" && honeypot !== "" ? honeypot : undefined,
        elapsedMs,
        interactionMs,
      };
      // Same values as the last failed attempt: the same key and the same proof of work (the server ignores the
      // timing fields and the proof when comparing, and lets a submission's retries present its proof again), but
      // this attempt's own timing. New values: a new key and a new proof.
      const fingerprint = JSON.stringify({ ...body, elapsedMs: undefined, interactionMs: undefined });
      const previous = lastAttempt.current;
      setSubmitting(true);
      setFailure(null);
      const attempt =
        previous && previous.fingerprint === fingerprint
          ? { ...previous, body: { ...body, altcha: previous.body.altcha } }
          : { fingerprint, key: newIdempotencyKey(), body: { ...body, altcha: await takeProof() } };
      lastAttempt.current = attempt;

      trackFormEvent("form_submitted", form);
      const result = await submitLead(form, attempt.body, { ...submitOptions, idempotencyKey: attempt.key });
      setSubmitting(false);
      if (result.ok) {
        trackFormEvent("form_succeeded", form);
        setSubmitted({ id: result.id, values });
        return;
      }
      fail(result);
    },
    [methods, locale, page, cta, form, submitOptions, fail],
  );

  const onSubmit = useMemo(() => {
    const submit = methods.handleSubmit(send, () => {
      setFailure("validation");
      trackFormEvent("form_failed", form, "validation");
    });
    return async (event?: FormEvent<HTMLFormElement>) => {
      try {
        await submit(event);
      } catch {
        // The validation code could not be fetched (offline, or a deploy replaced it): nothing was sent and the
        // values stay as typed; the visitor can retry.
        console.error(new Error(failureLog));
        setSubmitting(false);
        setFailure("network");
        trackFormEvent("form_failed", form, "network");
      }
    };
  }, [methods, send, form, failureLog]);

  const formError = failure
    ? {
        validation: t("failure.validation"),
        "rate-limited": t("failure.rateLimited"),
        unavailable: t("failure.unavailable"),
        network: t("failure.network"),
        unknown: t("failure.unknown"),
      }[failure]
    : null;

  return { methods, onSubmit, submitting, canSubmit, submitted, failure, formError };
}

