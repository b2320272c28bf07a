/**
 * Figures the privacy notice (/privacy, messages/<locale>/privacy.json) states besides the retention periods, which
 * it reads from the configuration the purge uses (src/env.ts RETENTION_*, read when the page is prerendered).
 * The notice passes them to its messages as ICU arguments, so a change here changes the page in every locale.
 */
export const PRIVACY_NOTICE = {
  /** GDPR Art. 12(3): a request about one's data is answered within one month... */
  answerWithinMonths: 1,
  /** ...extendable by two further months for complex or numerous requests (the visitor is told within the first). */
  extensionMonths: 2,
  /** The date this notice was last changed (ISO); shown at the top of the page. */
  updated: "2026-11-24",
} as const;
