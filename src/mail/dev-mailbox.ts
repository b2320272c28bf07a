import "server-only";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/**
 * The development mailbox (`npm run dev`, then /api/dev-mail): lists the .eml
 * files the mailer writes under MAIL_DIR when SMTP_URL is unset. The route file
 * is `route.dev.ts`, a page extension next.config.ts enables only in
 * development, so production builds do not contain it. Developer tooling: its
 * few labels are not visitor-facing and stay in English.
 */
export interface MailboxEntry {
  file: string;
  date: string;
  to: string;
  subject: string;
}

const NAME = /^[0-9A-Za-z-]+\.eml$/;

export function isMailboxFile(name: string): boolean {
  return NAME.test(name);
}

/** Unfolded value of one header of a raw message (first occurrence), MIME words decoded. */
export function headerValue(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? "";
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  const value = line ? line.slice(name.length + 1).trim() : "";
  return value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*/g, (_m, _charset: string, enc: string, text: string) =>
    enc.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(text.replace(/_/g, " ").replace(/=([0-9A-Fa-f]{2})/g, (_x, h: string) => String.fromCharCode(Number.parseInt(h, 16))), "latin1").toString("utf8"),
  );
}

export async function listMailbox(dir: string): Promise<MailboxEntry[]> {
  let names: string[];
  try {
    names = (await readdir(/*turbopackIgnore: true*/ dir)).filter(isMailboxFile);
  } catch {
    return [];
  }
  const entries = await Promise.all(
    names.map(async (file) => {
      const raw = await readFile(path.join(/*turbopackIgnore: true*/ dir, file), "utf8");
      return { file, date: headerValue(raw, "Date"), to: headerValue(raw, "To"), subject: headerValue(raw, "Subject") };
    }),
  );
  return entries.sort((a, b) => (a.file < b.file ? 1 : -1));
}

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function mailboxHtml(entries: MailboxEntry[], dir: string): string {
  const rows = entries
    .map(
      (e) =>
        `<tr><td>${esc(e.date)}</td><td>${esc(e.to)}</td><td><a href="/api/dev-mail/${encodeURIComponent(e.file)}">${esc(e.subject || "(no subject)")}</a></td></tr>`,
    )
    .join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Development mailbox</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#0f172a}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #cbd5e1;padding:.4rem;text-align:left}a{color:#1d4ed8}</style></head>
<body><main><h1>Development mailbox</h1><p>Messages written to <code>${esc(dir)}</code> (SMTP_URL is unset). Newest first; each link opens the raw message (.eml), which any mail client can open.</p>
<table><thead><tr><th scope="col">Date</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead><tbody>
${rows || '<tr><td colspan="3">No messages yet: submit a form on the site.</td></tr>'}
</tbody></table></main></body></html>`;
}
