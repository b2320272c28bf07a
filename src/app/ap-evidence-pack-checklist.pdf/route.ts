import { documentResponse } from "@/documents/build-documents";

// Built once at build time from the English messages (src/documents/build-documents.ts).
export const dynamic = "force-static";

export function GET(): Promise<Response> {
  return documentResponse("ap-evidence-pack-checklist");
}
