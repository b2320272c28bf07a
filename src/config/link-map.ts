import { DOCUMENT_NAMES } from "../documents/document-names";

/**
 * Links the site's copy uses without a page of their own (solutions-page calls
 * to action, "Other linked routes", the fraud-readiness success link). Each one
 * redirects to the page that serves its intent, carrying the context in the
 * query string: `goal` and `topic` are ids from src/leads/contract/enums.ts (checked in
 * link-map.test.ts), `cta` names the link the visitor followed.
 *
 * Kept free of Next imports: src/i18n/path-rules.ts (loaded by next.config.ts) reads it.
 */
export interface LinkMapEntry {
  /** Locale-free source path, as the copy links it. */
  source: string;
  /** Locale-free target path of an existing page. */
  target: string;
  /** Query parameters added to the target. */
  query: Record<string, string>;
  /** Why this target serves the link's intent. */
  reason: string;
}

export const LINK_MAP: readonly LinkMapEntry[] = [
  {
    source: "/book-walkthrough",
    target: "/book-demo",
    query: { goal: "fraud-prevention", cta: "book-walkthrough" },
    reason: "Fraud-readiness success view: 'Book a 20-min walk-through' (DURATIONS.walkthroughMinutes).",
  },
  {
    source: "/matching-tolerances-demo",
    target: "/book-demo",
    query: { goal: "process-automation", cta: "matching-tolerances-demo" },
    reason: "Controller page: a demo of matching and tolerances.",
  },
  {
    source: "/matching-demo",
    target: "/book-demo",
    query: { goal: "process-automation", cta: "matching-demo" },
    reason: "Matching-tolerances page: a demo of 2-way and 3-way matching.",
  },
  {
    source: "/exception-reduction-analysis",
    target: "/solutions/30-day-performance-pilot",
    query: { cta: "exception-reduction-analysis" },
    reason: "Controller page: the AP Ops Scorecard measures exception rate and projects the reduction.",
  },
  {
    source: "/nacha-compliance-assessment",
    target: "/2026-control-map",
    query: { cta: "nacha-compliance-assessment" },
    reason: "2026-readiness page: the control-map questionnaire is the Nacha 2026 assessment.",
  },
  {
    source: "/risk-analysis-demo",
    target: "/book-demo",
    query: { goal: "fraud-prevention", cta: "risk-analysis-demo" },
    reason: "ACH fraud prevention page: a demo of the risk analysis.",
  },
  {
    source: "/see-fraud-blocking-demo",
    target: "/book-demo",
    query: { goal: "fraud-prevention", cta: "see-fraud-blocking-demo" },
    reason: "ERP Posting Guard page: a demo of park/block and release.",
  },
  {
    source: "/live-demo",
    target: "/product",
    query: { cta: "live-demo" },
    reason: "Manufacturing page: the live processing demo is on /product.",
  },
  {
    source: "/demo",
    target: "/book-demo",
    query: { cta: "demo" },
    reason: "Generic demo link: the demo request form.",
  },
  {
    source: "/risk-assessment",
    target: "/fraud-readiness-check",
    query: { cta: "risk-assessment" },
    reason: "Logistics page: the fraud readiness assessment.",
  },
  {
    source: "/assessment",
    target: "/fraud-readiness-check",
    query: { cta: "assessment" },
    reason: "Generic assessment link: the fraud readiness assessment.",
  },
] as const;

/** The generated PDFs' English URLs (the other locales under /<locale>; src/documents/document-names.ts). */
export const DOCUMENT_PATHS: readonly string[] = DOCUMENT_NAMES.map((name) => `/${name}.pdf`);

/** Target URL (locale-free path plus query) of an entry. */
export function linkMapDestination(entry: LinkMapEntry): string {
  const query = new URLSearchParams(entry.query).toString();
  return query ? `${entry.target}?${query}` : entry.target;
}
