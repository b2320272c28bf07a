/**
 * The four downloadable PDFs by the name in their URL: /security-brief.pdf is English, /fr/security-brief.pdf
 * French. Free of imports: next.config.ts (through src/i18n/path-rules.ts) reads it for the rewrites that send
 * these URLs to the one route serving them, src/app/[locale]/documents/[document]/route.ts.
 */
export const DOCUMENT_NAMES = [
  "security-brief",
  "compliance-brief",
  "cfo-fraud-prevention-playbook",
  "ap-evidence-pack-checklist",
] as const;

export type DocumentName = (typeof DOCUMENT_NAMES)[number];

export function isDocumentName(value: string): value is DocumentName {
  return (DOCUMENT_NAMES as readonly string[]).includes(value);
}

/** The public URL of a document in one locale: /security-brief.pdf (the default locale), /fr/security-brief.pdf. */
export function documentUrl(name: DocumentName, locale: string, defaultLocale: string): string {
  return locale === defaultLocale ? `/${name}.pdf` : `/${locale}/${name}.pdf`;
}

/** The internal path of the route that serves it (reached only through the rewrite). */
export function documentRoutePath(name: DocumentName, locale: string): string {
  return `/${locale}/documents/${name}`;
}
