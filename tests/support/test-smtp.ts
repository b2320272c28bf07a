import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server for tests (smtp-server, no TLS, any login): it keeps every message it receives with its
 * envelope. Tests read messages back with mailparser.
 */
export interface Received {
  raw: Buffer;
  rcptTo: string[];
  remoteAddress: string;
  clientHostname: string;
  mailFrom: string;
  /** smtp-server's id of the connection (session) that carried the message. */
  sessionId: string;
}

export class TestSmtp {
  received: Received[] = [];
  private server?: SMTPServer;
  private waiters: (() => void)[] = [];

  async start(port: number) {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          this.received.push({
            raw: Buffer.concat(chunks),
            rcptTo: session.envelope.rcptTo.map((r) => r.address),
            mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            remoteAddress: session.remoteAddress,
            clientHostname: session.hostNameAppearsAs,
            sessionId: session.id,
          });
          callback();
          for (const w of this.waiters.splice(0)) w();
        });
      },
    });
    const server = this.server;
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
  }

  async stop() {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

