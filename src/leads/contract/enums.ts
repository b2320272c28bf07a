/**
 * Stored enumeration values of the lead forms. Labels are
 * translated in messages/<locale>/forms.json under `options.<enum>.<value>`.
 * Goals and topics are published as English labels; they are stored as stable ids here so
 * that every locale stores the same value.
 */
export const ROLES = ["cfo", "controller", "ap-director", "finance-manager", "cio", "ciso", "other"] as const;
/** The control-map form omits cio and ciso. */
export const CONTROL_MAP_ROLES = ["cfo", "controller", "ap-director", "finance-manager", "other"] as const;
export const ERPS = ["sap", "netsuite", "d365", "other"] as const;
export const MONTHLY_INVOICES = ["0-1k", "1-5k", "5-10k", "10k+"] as const;
export const GOALS = ["fraud-prevention", "faster-close", "audit-2026-readiness", "process-automation", "security-compliance"] as const;
export const TOPICS = [
  "fraud-prevention",
  "erp-guard",
  "2026-readiness",
  "matching-tolerances",
  "security-compliance",
  "general-consultation",
] as const;
/**
 * The published English labels for goal and topic, as an integration written from the form
 * description sends them, mapped to the stored ids. Exact, case-sensitive; ids stay valid.
 */
export const GOAL_LABELS = {
  "Fraud prevention": "fraud-prevention",
  "Faster close": "faster-close",
  "Audit & 2026 Readiness": "audit-2026-readiness",
  "Process automation": "process-automation",
  "Security & compliance": "security-compliance",
} as const satisfies Record<string, (typeof GOALS)[number]>;
export const TOPIC_LABELS = {
  "Fraud prevention": "fraud-prevention",
  "ERP Guard": "erp-guard",
  "2026 readiness": "2026-readiness",
  "Matching & tolerances": "matching-tolerances",
  "Security & compliance": "security-compliance",
  "General consultation": "general-consultation",
} as const satisfies Record<string, (typeof TOPICS)[number]>;
export const INDUSTRIES = ["biotech", "med-device", "manufacturing", "logistics", "construction", "other"] as const;
export const MAILBOX_PLATFORMS = ["microsoft365", "google", "other"] as const;
export const DMARC_STATUSES = ["enforced", "monitoring", "unknown"] as const;
export const CONTROL_MAP_DMARC_STATUSES = ["enforced", "monitoring", "unknown", "none"] as const;
export const BANK_CHANGE_POLICIES = ["dual-approval", "callback", "none"] as const;
export const CONTROL_MAP_BANK_CHANGE_POLICIES = ["dual-approval", "callback", "email-only", "none"] as const;
export const VENDOR_MASTER_OWNERS = ["ap", "procurement", "shared"] as const;
export const MATCHING_TOLERANCES = ["3-way-auto", "2-way-manual", "manual-only", "none"] as const;
export const RELEASE_GATES = ["park-by-default", "auto-post", "manual-review", "immediate"] as const;
export const EVIDENCE_CAPTURE = ["automated", "manual", "partial", "none"] as const;
export const SCORECARD_MODES = ["quick", "precision"] as const;
export const SCORECARD_GRADES = ["A", "B/C", "D/F"] as const;

/** Every form that stores a lead; the API path is /api/<form>. */
export const LEAD_FORMS = [
  "book-demo",
  "talk-to-expert",
  "fraud-readiness-assessment",
  "2026-control-map",
  "contact",
  "newsletter",
  "scorecard-action-plan",
] as const;
export type LeadForm = (typeof LEAD_FORMS)[number];
