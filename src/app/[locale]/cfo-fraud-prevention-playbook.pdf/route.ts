import { localizedDocumentRoute } from "@/documents/build-documents";

// The PDF in the visitor's language (/fr/cfo-fraud-prevention-playbook.pdf ...), built once at build time from that locale's messages;
// English stays at /cfo-fraud-prevention-playbook.pdf (src/app/cfo-fraud-prevention-playbook.pdf). Next needs the segment config written out in each route file.
export const dynamic = "force-static";
export const dynamicParams = false;

const route = localizedDocumentRoute("cfo-fraud-prevention-playbook");
export const generateStaticParams = route.generateStaticParams;
export const GET = route.GET;
