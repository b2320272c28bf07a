import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { createMailer, smtpTransportOptions } from "./mailer";

/**
 * SMTP is encrypted unless SMTP_URL says otherwise explicitly: against a real SMTP server (smtp-server) that offers
 * no STARTTLS, as when a network attacker strips the offer, the mailer sends neither the login nor the message.
 */
interface Seen {
  auth: string[];
  mailFrom: string[];
  messages: number;
}

let server: SMTPServer | undefined;

async function plainServer(): Promise<{ port: number; seen: Seen }> {
  const seen: Seen = { auth: [], mailFrom: [], messages: 0 };
  server = new SMTPServer({
    authOptional: true,
    // What a downgrade attack leaves: no STARTTLS in the EHLO answer.
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    onAuth: (auth, _session, callback) => {
      seen.auth.push(auth.username ?? "");
      callback(null, { user: auth.username });
    },
    onMailFrom: (address, _session, callback) => {
      seen.mailFrom.push(address.address);
      callback();
    },
    onData: (stream, _session, callback) => {
      stream.resume();
      stream.on("end", () => {
        seen.messages++;
        callback();
      });
    },
  });
  const listening = server;
  await new Promise<void>((resolve, reject) => {
    listening.once("error", reject);
    listening.listen(0, "127.0.0.1", () => resolve());
  });
  return { port: (listening.server.address() as AddressInfo).port, seen };
}

afterEach(async () => {
  const s = server;
  server = undefined;
  if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
});

const message = { to: "ana@example.com", subject: "Test", text: "Hello" };
const config = (smtpUrl: string) => ({ smtpUrl, from: "Attestra <no-reply@example.test>", mailDir: ".data/unused", siteUrl: "https://www.example.test" });

describe("SMTP transport security", () => {
  it("smtp:// requires STARTTLS: a server without it gets no login and no message", async () => {
    const { port, seen } = await plainServer();
    const mailer = createMailer(config(`smtp://mailer:secret-password@127.0.0.1:${port}`));
    try {
      await expect(mailer.send(message)).rejects.toThrow(/STARTTLS/i);
    } finally {
      mailer.close();
    }
    expect(seen).toEqual({ auth: [], mailFrom: [], messages: 0 });
  });

  it("?tls=off (a local relay, the tests) is the explicit opt-out: delivered in plain text", async () => {
    const { port, seen } = await plainServer();
    const mailer = createMailer(config(`smtp://127.0.0.1:${port}/?tls=off`));
    try {
      await mailer.send(message);
    } finally {
      mailer.close();
    }
    expect(seen.messages).toBe(1);
  });

  it("maps the URL to nodemailer's options", () => {
    expect(smtpTransportOptions("smtp://relay.example:2525")).toMatchObject({ port: 2525, secure: false, requireTLS: true, ignoreTLS: false });
    expect(smtpTransportOptions("smtp://relay.example")).toMatchObject({ port: 587, requireTLS: true });
    expect(smtpTransportOptions("smtps://relay.example")).toMatchObject({ port: 465, secure: true, requireTLS: false, ignoreTLS: false });
    expect(smtpTransportOptions("smtp://relay.example/?tls=off")).toMatchObject({ requireTLS: false, ignoreTLS: true });
    expect(smtpTransportOptions("smtp://relay.example/?ignoreTLS=true")).toMatchObject({ requireTLS: false, ignoreTLS: true });
    // Only the explicit values turn encryption off.
    expect(smtpTransportOptions("smtp://relay.example/?tls=no")).toMatchObject({ requireTLS: true, ignoreTLS: false });
    expect(smtpTransportOptions("smtp://relay.example/?requireTLS=false")).toMatchObject({ requireTLS: true });
    expect(smtpTransportOptions("smtps://relay.example/?tls=off")).toMatchObject({ secure: true, ignoreTLS: false });
  });
});
