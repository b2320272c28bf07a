import { localizedDocumentRoute } from "@/documents/build-documents";

// The PDF in the visitor's language (/fr/compliance-brief.pdf ...), built once at build time from that locale's messages;
// English stays at /compliance-brief.pdf (src/app/compliance-brief.pdf). Next needs the segment config written out in each route file.
export const dynamic = "force-static";
export const dynamicParams = false;

const route = localizedDocumentRoute("compliance-brief");
export const generateStaticParams = route.generateStaticParams;
export const GET = route.GET;
