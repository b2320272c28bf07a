import { localizedDocumentRoute } from "@/documents/build-documents";

// The PDF in the visitor's language (/fr/ap-evidence-pack-checklist.pdf ...), built once at build time from that locale's messages;
// English stays at /ap-evidence-pack-checklist.pdf (src/app/ap-evidence-pack-checklist.pdf). Next needs the segment config written out in each route file.
export const dynamic = "force-static";
export const dynamicParams = false;

const route = localizedDocumentRoute("ap-evidence-pack-checklist");
export const generateStaticParams = route.generateStaticParams;
export const GET = route.GET;
