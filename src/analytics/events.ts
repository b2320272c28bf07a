/**
 * The analytics event catalogue: every event the site sends to PostHog, with
 * the exact properties it may carry. Funnels in docs/experiments.md are built
 * from these names, so renaming one breaks dashboards: add, do not rename.
 *
 * No personal data: properties are ids, enums, numbers and booleans only. The
 * `NoPersonalData` check below makes a property named like personal data
 * (email, company, name, phone, message...) a type error, and `sanitizeProps`
 * drops such keys and any string that looks like an e-mail or free text at
 * run time as a second line of defence.
 */
import type { LeadForm, SCORECARD_GRADES, SCORECARD_MODES } from "@/leads/contract/enums";

/** Forms that report the form_* funnel events: the lead forms plus the scorecard e-mail dialog. */
export type FormId = LeadForm | "scorecard-email";

/** Why a form did not succeed (never the user's input). */
export type FormFailureReason =
  | "validation"
  | "rate-limited"
  | "duplicate"
  | "network"
  | "server"
  | "unavailable"
  | "unknown";

export type ScorecardMode = (typeof SCORECARD_MODES)[number];
export type ScorecardGrade = (typeof SCORECARD_GRADES)[number];

/** Assessments other than the scorecard that end with a score band. */
export type AssessmentId = "fraud-readiness-check" | "2026-control-map" | "ap-roi-calculator";

export type LiveDemoAction = "start" | "pause" | "next" | "previous" | "step";

/** A short machine id: letters, digits, dashes, underscores, slashes and dots; at most 64 characters. */
export type Slug = string;

/**
 * Properties of each event. Every event additionally carries `locale` and
 * `home_variant` (added by `track`), so they are not listed here.
 */
export type EventCatalogue = {
  /** A page view (PostHog's own name, so its web analytics work). Sent automatically on navigation. */
  $pageview: { path: Slug };
  /**
   * Home experiment exposure, once per home page view (PostHog's feature-flag exposure event, read by PostHog
   * Experiments and by the GrowthBook SQL in docs/experiments.md). Sent by `recordExposure` in track.ts only.
   */
  $feature_flag_called: {
    $feature_flag: Slug;
    $feature_flag_response: Slug;
    experiment_key: Slug;
    variation_id: Slug;
    bucket_version: number;
    hash_version: number;
    payload_version: Slug;
  };

  form_viewed: { form: FormId };
  form_started: { form: FormId };
  form_submitted: { form: FormId };
  form_succeeded: { form: FormId };
  form_failed: { form: FormId; reason: FormFailureReason };

  scorecard_started: { mode: ScorecardMode };
  scorecard_mode_toggled: { mode: ScorecardMode };
  /** `index` is zero-based; `score` is the option's points (5, 3 or 1). */
  scorecard_question_answered: { index: number; score: number };
  scorecard_completed: { score: number; grade: ScorecardGrade; mode: ScorecardMode };
  scorecard_action_plan_downloaded: { grade?: ScorecardGrade };
  scorecard_email_sent: { grade?: ScorecardGrade };
  scorecard_retaken: Record<string, never>;

  /** `band` is the result band id of the assessment (e.g. "high-risk"), never raw answers. */
  assessment_completed: { assessment: AssessmentId; band: Slug; score?: number };

  /** `id` is the `cta` query value of the link (`/book-demo?cta=home-hero`), `location` the page path it was on. */
  cta_clicked: { id: Slug; location: Slug; target?: Slug };
  live_demo_interacted: { action: LiveDemoAction; step?: number };
  locale_switched: { from: Slug; to: Slug };
  newsletter_subscribed: Record<string, never>;
};

export type EventName = keyof EventCatalogue;

/** Events sent by the server (src/analytics/server.ts), with the visitor id as distinct id. */
export type ServerEventCatalogue = {
  /** A lead was stored (after commit); `form` is the lead form, `cta` the link that led to it. */
  lead_created: { form: LeadForm; locale: Slug; home_variant: Slug; fit_score: number; cta: Slug; "$feature/home-variant"?: Slug };
};

/** Names that must never be analytics properties (checked at compile time and at run time). */
export const PERSONAL_DATA_KEYS = /(e-?mail|company|organi[sz]ation|name|phone|message|comment|address|text|note|ip)$/i;

type PersonalKey =
  | `${string}email${string}`
  | `${string}Email${string}`
  | `${string}company${string}`
  | `${string}Company${string}`
  | `${string}name`
  | `${string}Name`
  | `${string}phone${string}`
  | `${string}Phone${string}`
  | `${string}message${string}`
  | `${string}Message${string}`
  | `${string}text`
  | `${string}Text`;

/** Compile-time guard: a catalogue entry with a personal-data key or a nested object becomes `never`. */
export type NoPersonalData<T> = {
  [K in keyof T]: K extends PersonalKey ? never : T[K] extends string | number | boolean | undefined ? T[K] : never;
};

// Fails to compile if an entry above breaks the rule.
type AssertClean<C> = { [N in keyof C]: C[N] extends NoPersonalData<C[N]> ? true : never };
const catalogueIsClean: AssertClean<EventCatalogue>[EventName] = true;
const serverCatalogueIsClean: AssertClean<ServerEventCatalogue>[keyof ServerEventCatalogue] = true;
void catalogueIsClean;
void serverCatalogueIsClean;

export type EventProps<N extends EventName> = NoPersonalData<EventCatalogue[N]>;

/** Context added to every event: the page locale and the viewed home variation (also as PostHog's `$feature/<flag>`). */
export type EventContext = { locale: string; home_variant: string | null; [feature: `$feature/${string}`]: string };

const SLUG = /^[A-Za-z0-9_./-]{0,64}$/;
const EMAIL_LIKE = /@|%40/;

/**
 * Run-time defence in depth: keeps only primitive values, drops keys named like
 * personal data, and drops strings that look like an e-mail or free text.
 */
export function sanitizeProps(props: Record<string, unknown>): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(props)) {
    if (PERSONAL_DATA_KEYS.test(key) && key !== "locale") continue;
    if (typeof value === "number") {
      if (Number.isFinite(value)) out[key] = value;
    } else if (typeof value === "boolean") {
      out[key] = value;
    } else if (typeof value === "string") {
      if (!EMAIL_LIKE.test(value) && SLUG.test(value)) out[key] = value;
    }
  }
  return out;
}
