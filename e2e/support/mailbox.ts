import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";
import { type ParsedMail, simpleParser } from "mailparser";

/**
 * The e2e server has no SMTP_URL: every e-mail it sends is an .eml file in this directory (src/mail/mailer.ts),
 * written by the same nodemailer pipeline that would talk SMTP. Set for the server in playwright.config.ts.
 */
export const E2E_MAIL_DIR = process.env.E2E_MAIL_DIR ?? ".data/e2e-mail";

async function mailsTo(address: string): Promise<ParsedMail[]> {
  let files: string[] = [];
  try {
    files = (await readdir(E2E_MAIL_DIR)).filter((f) => f.endsWith(".eml"));
  } catch {
    return [];
  }
  const found: ParsedMail[] = [];
  for (const file of files) {
    const raw = await readFile(path.join(E2E_MAIL_DIR, file));
    if (!raw.includes(address)) continue;
    const mail = await simpleParser(raw);
    const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
    if (to.some((a) => a.value.some((v) => v.address === address))) found.push(mail);
  }
  return found;
}

/** Waits until the server's outbox has sent `count` e-mails to `address` and returns them. */
export async function waitForMail(address: string, count = 1): Promise<ParsedMail[]> {
  let mails: ParsedMail[] = [];
  await expect
    .poll(async () => {
      mails = await mailsTo(address);
      return mails.length;
    }, { timeout: 20_000, message: `e-mail to ${address}` })
    .toBeGreaterThanOrEqual(count);
  return mails;
}
