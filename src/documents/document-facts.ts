import { PDFDocument } from "pdf-lib";
import type { Locale } from "@/i18n/routing";
import { DOCUMENTS } from "./build-documents";
import { type DocumentName, isDocumentName } from "./document-names";

/**
 * Facts a page shows about a downloadable PDF, read from the PDF as it is built (never typed in by hand): a page that
 * says "PDF, 3 pages" says what the reader will get in that language, and stays right when the messages grow.
 */
const pageCounts = new Map<string, Promise<number>>();

/** How many pages `name` has in `locale`: the built document, loaded and counted (once per process). */
export function documentPageCount(name: DocumentName, locale: Locale): Promise<number> {
  const key = `${name}:${locale}`;
  let count = pageCounts.get(key);
  if (!count) {
    count = DOCUMENTS[name](locale).then(async (bytes) => (await PDFDocument.load(bytes)).getPageCount());
    // A failed build is not remembered: the next render tries again.
    count.catch(() => pageCounts.delete(key));
    pageCounts.set(key, count);
  }
  return count;
}

/** The document a resource link points to ("/security-brief.pdf" is "security-brief"), or null for any other link. */
export function documentNameOf(href: string): DocumentName | null {
  const match = /^\/([a-z0-9-]+)\.pdf$/.exec(href);
  return match?.[1] && isDocumentName(match[1]) ? match[1] : null;
}
