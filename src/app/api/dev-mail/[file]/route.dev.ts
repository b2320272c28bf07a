import { readFile } from "node:fs/promises";
import path from "node:path";
import { serverEnv } from "@/env";
import { isMailboxFile } from "@/mail/dev-mailbox";

/** Development only: one raw message of the development mailbox, as message/rfc822 (opens in a mail client). */
export const dynamic = "force-dynamic";

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  if (!isMailboxFile(file)) return new Response("Not found", { status: 404 });
  try {
    const raw = await readFile(path.join(path.resolve(/*turbopackIgnore: true*/ serverEnv().MAIL_DIR), file));
    return new Response(new Uint8Array(raw), {
      headers: { "Content-Type": "text/plain; charset=utf-8", "Content-Disposition": `inline; filename="${file}"`, "Cache-Control": "no-store" },
    });
  } catch {
    return new Response("Not found", { status: 404 });
  }
}
