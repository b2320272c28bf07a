/**
 * The one loosely typed translator of the site: one `Translate` type, one place that widens it (`loosely`; server
 * components with a namespace built from data use `getLooseTranslator` of ./translate-server.ts, which calls it).
 *
 * next-intl types a translator's keys as the exact union of its namespace's keys, which is what pages should use.
 * Code shared by several namespaces (the solutions composition, the assessments' result tables, the e-mails and
 * PDFs built from stored answers) builds keys from data (`questions.${id}.options.${option}`), which that union
 * cannot express; `loosely` widens a translator to string keys there, and only there. Key coverage is checked by
 * the messages tests (every key in every locale) and the browser tests (no raw key rendered).
 */
export type MessageValues = Record<string, string | number | Date>;

export interface Translate {
  (key: string, values?: MessageValues): string;
  raw(key: string): unknown;
  has(key: string): boolean;
}

/** A next-intl translator (from `useTranslations`, `getTranslations` or `createTranslator`) with string keys. */
export function loosely(translator: unknown): Translate {
  return translator as Translate;
}
