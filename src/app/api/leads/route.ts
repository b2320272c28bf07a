import { createLeadsExportHandler } from "@/leads/export/export-handler";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const GET = createLeadsExportHandler();
