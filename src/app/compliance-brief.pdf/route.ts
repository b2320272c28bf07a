import { documentResponse } from "@/documents/build-documents";

// The English PDF, built once at build time from the English messages (src/documents/build-documents.ts);
// the other languages are at /<locale>/<name>.pdf (src/app/[locale]/<name>.pdf).
export const dynamic = "force-static";

export function GET(): Promise<Response> {
  return documentResponse("compliance-brief");
}
