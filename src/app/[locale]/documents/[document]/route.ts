import { documentResponse } from "@/documents/build-documents";
import { DOCUMENT_NAMES, isDocumentName } from "@/documents/document-names";
import { isLocale, routing } from "@/i18n/routing";

// Every PDF in every locale, built once at build time from that locale's messages (src/documents/build-documents.ts).
// Their public URLs (/security-brief.pdf English, /fr/security-brief.pdf French ...) reach this route through the
// rewrites of src/i18n/path-rules.ts, and this path itself redirects to them.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams(): { locale: string; document: string }[] {
  return routing.locales.flatMap((locale) => DOCUMENT_NAMES.map((document) => ({ locale, document })));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; document: string }> }): Promise<Response> {
  const { locale, document } = await params;
  if (!isLocale(locale) || !isDocumentName(document)) return new Response("Not found", { status: 404 });
  return documentResponse(document, locale);
}
