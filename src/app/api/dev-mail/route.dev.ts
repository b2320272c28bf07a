import path from "node:path";
import { serverEnv } from "@/env";
import { listMailbox, mailboxHtml } from "@/mail/dev-mailbox";

/** Development only (a `.dev.ts` page extension, see next.config.ts): the .eml files written without SMTP_URL. */
export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const dir = path.resolve(/*turbopackIgnore: true*/ serverEnv().MAIL_DIR);
  return new Response(mailboxHtml(await listMailbox(dir), dir), {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
