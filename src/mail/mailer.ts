import "server-only";
import { randomUUID } from "node:crypto";
import { rename, writeFile } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type SendMailOptions } from "nodemailer";
import { PRODUCT_NAME } from "@/config/site";
import { serverEnv } from "@/env";

/**
 * Outgoing mail through nodemailer: SMTP when SMTP_URL is set, otherwise each
 * message is written as an .eml file under MAIL_DIR (the development mailbox
 * reads them). The message is built by the same nodemailer pipeline either way,
 * including the DKIM signature when DKIM_PRIVATE_KEY and DKIM_SELECTOR are set.
 */
export interface DkimConfig {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

export interface MailConfig {
  smtpUrl?: string;
  from: string;
  mailDir: string;
  dkim?: DkimConfig;
  siteUrl: string;
}

/**
 * nodemailer's default list of signed headers (RFC 4871 5.5) plus List-Unsubscribe-Post: RFC 8058 section 4 requires
 * the DKIM signature to cover both List-Unsubscribe and List-Unsubscribe-Post, or receivers ignore one-click.
 */
export const DKIM_SIGNED_HEADERS =
  "From:Sender:Reply-To:Subject:Date:Message-ID:To:Cc:MIME-Version:Content-Type:Content-Transfer-Encoding:" +
  "Content-ID:Content-Description:Resent-Date:Resent-From:Resent-Sender:Resent-To:Resent-Cc:Resent-Message-ID:" +
  "In-Reply-To:References:List-Id:List-Help:List-Unsubscribe:List-Unsubscribe-Post:List-Subscribe:List-Post:" +
  "List-Owner:List-Archive";

export function senderDomain(from: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(from);
  return (match?.[1] ?? "localhost").toLowerCase();
}

export function mailConfigFromEnv(): MailConfig {
  const env = serverEnv();
  const from = env.MAIL_FROM ?? `${PRODUCT_NAME} <no-reply@${new URL(env.SITE_URL).hostname}>`;
  return {
    smtpUrl: env.SMTP_URL,
    from,
    mailDir: env.MAIL_DIR,
    siteUrl: env.SITE_URL,
    dkim:
      env.DKIM_PRIVATE_KEY && env.DKIM_SELECTOR
        ? {
            domainName: env.DKIM_DOMAIN ?? senderDomain(from),
            keySelector: env.DKIM_SELECTOR,
            // Environment files often carry a PEM on one line with literal \n.
            privateKey: env.DKIM_PRIVATE_KEY.replace(/\\n/g, "\n"),
          }
        : undefined,
  };
}

export interface SentMail {
  messageId: string;
  /** The .eml file written when SMTP_URL is unset. */
  file?: string;
}

export interface Mailer {
  send(message: SendMailOptions): Promise<SentMail>;
  close(): void;
}

/** SMTP commands and the connection give up after this long, so a hung server only delays a retry. */
const SMTP_TIMEOUT_MS = 20_000;

/**
 * A mailer lives for one delivery pass (src/mail/outbox-mail.ts) and sends its batch over at most this many pooled
 * SMTP connections (nodemailer's `pool`), one login and one STARTTLS handshake per connection instead of per message:
 * measured on loopback, 0.6 ms of CPU per message instead of 1.5 ms and a tenth of the wall time
 * (docs/performance.md). `close()` at the end of the pass ends the connections.
 */
export const SMTP_POOL_CONNECTIONS = 5;

/**
 * nodemailer's SMTP options for SMTP_URL. Encrypted unless the URL says otherwise explicitly:
 * - `smtps://host` (port 465 by default): TLS from the first byte (`secure`);
 * - `smtp://host` (port 587 by default): STARTTLS is required (`requireTLS`): a server that does not offer it, or a
 *   network attacker who strips the offer, gets no login and no message, only a failed delivery (retried later);
 * - `smtp://host/?tls=off` (or the older `?ignoreTLS=true`): plain text, never upgraded, for a relay on the same host
 *   or a test server. Nothing else turns encryption off.
 * Certificates are verified (nodemailer's default) in every encrypted mode.
 */
export function smtpTransportOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const implicit = url.protocol === "smtps:";
  const plain = !implicit && (url.searchParams.get("tls") === "off" || url.searchParams.get("ignoreTLS") === "true");
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : implicit ? 465 : 587,
    secure: implicit,
    requireTLS: !implicit && !plain,
    ignoreTLS: plain,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  };
}

export function createMailer(config: MailConfig): Mailer {
  const defaults: SendMailOptions = { from: config.from, ...(config.dkim ? { dkim: { ...config.dkim, headerFieldNames: DKIM_SIGNED_HEADERS } } : {}) };
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({ ...smtpTransportOptions(config.smtpUrl), pool: true, maxConnections: SMTP_POOL_CONNECTIONS });
    return {
      async send(message) {
        const info = await transport.sendMail({ ...defaults, ...message });
        return { messageId: String(info.messageId) };
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const dir = path.resolve(/*turbopackIgnore: true*/ config.mailDir);
  // Created once per mailer (a delivery pass), not once per message; a failed creation is tried again by the next send.
  let dirReady: Promise<unknown> | null = null;
  return {
    async send(message) {
      const info = await transport.sendMail({ ...defaults, ...message });
      dirReady ??= mkdir(dir, { recursive: true }).catch((error: unknown) => {
        dirReady = null;
        throw error;
      });
      await dirReady;
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`;
      const file = path.join(dir, name);
      // Written under a temporary name and renamed, so the mailbox never shows half a message. fs's callback API, not
      // fs/promises: a FileHandle per message cost more CPU than composing it (docs/performance.md).
      await new Promise<void>((resolve, reject) =>
        writeFile(`${file}.tmp`, info.message as Buffer, (error) => (error ? reject(error) : rename(`${file}.tmp`, file, (e) => (e ? reject(e) : resolve())))),
      );
      return { messageId: String(info.messageId), file };
    },
    close: () => transport.close(),
  };
}
