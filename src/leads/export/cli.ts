import "server-only";
import type { Database } from "@/db/connection";
import type { LeadApiConfig } from "@/leads/http/config";
import { type ExportedLead, type ExportFilters, exportChunks, iterateLeads, parseFilters, queryLeads } from "./export";
import { deliverDue, listUndelivered } from "@/leads/crm-handoff/outbox";
import { auditHashOf, auditOf } from "@/leads/privacy/privacy-audit";
import { accessByEmail, checkEmail, describePurge, forgetEmail, purgeExpired, type Retention, retentionFromEnv } from "@/leads/privacy/privacy-rights";
import { releaseLead } from "@/leads/intake/quarantine";

/**
 * `npm run leads -- <command>`: sales access from a terminal.
 *   list    [--form F] [--since ISO] [--until ISO] [--include-quarantined | --quarantined]
 *   release <id>                                  un-quarantine a lead and queue it for the CRM
 *   export  --format csv|json [same filters]     (to stdout)
 *   outbox                                        pending and failed CRM deliveries
 *   deliver                                       attempt every due delivery now
 *   access  <email>                               everything held about an address (JSON)
 *   forget  <email>                               erase an address (keeps only a salted hash)
 *   audit   <email>                               the privacy audit rows of an address (access, erasure, links)
 *   purge                                         apply the retention rules now
 */
export const USAGE = `Usage: npm run leads -- <command> [options]
  list    [--form F] [--since ISO] [--until ISO] [--include-quarantined | --quarantined]   readable table
  release <id>                                                              un-quarantine a lead; it goes to the CRM
  export  --format csv|json [--form F] [--since ISO] [--until ISO] [--include-quarantined]   to stdout
  outbox                                                                    pending and failed CRM deliveries
  deliver                                                                   attempt every due CRM delivery now
  access  <email>                                                           everything held about an address, as JSON
  forget  <email>                                                           erase an address's leads and outbox rows (keeps a salted hash)
  audit   <email>                                                           the privacy audit of an address: every access, erasure and link
  purge                                                                     apply the retention rules now (RETENTION_*)`;

export class UsageError extends Error {}

export interface ParsedArgs {
  command: "list" | "export" | "outbox" | "deliver" | "release" | "access" | "forget" | "audit" | "purge" | "help";
  /** The lead id of `release`. */
  id?: string;
  /** The address of `access`, `forget` and `audit`, trimmed. */
  email?: string;
  format: "csv" | "json";
  filters: ExportFilters;
}

export function parseArgs(argv: string[]): ParsedArgs {
  const [command = "help", ...rest] = argv;
  if (!["list", "export", "outbox", "deliver", "release", "access", "forget", "audit", "purge", "help", "--help", "-h"].includes(command)) {
    throw new UsageError(`Unknown command "${command}".`);
  }
  if (command === "release") {
    const [id, ...extra] = rest;
    if (!id || id.startsWith("-") || extra.length > 0) throw new UsageError("release needs exactly one lead id.");
    return { command: "release", id, format: "json", filters: {} };
  }
  if (command === "access" || command === "forget" || command === "audit") {
    const [email, ...extra] = rest;
    if (!email || email.startsWith("-") || extra.length > 0) throw new UsageError(`${command} needs exactly one e-mail address.`);
    const checked = checkEmail(email);
    if (!checked.ok) throw new UsageError(`${command}: "${printable(cut(email, 80))}" is not an e-mail address (${checked.code}).`);
    return { command, email: checked.email, format: "json", filters: {} };
  }
  if (command === "purge") {
    if (rest.length > 0) throw new UsageError(`purge takes no arguments (the periods are RETENTION_MONTHS, RETENTION_QUARANTINE_DAYS, RETENTION_UNCONFIRMED_DAYS).`);
    return { command, format: "json", filters: {} };
  }
  const values: Record<string, string> = {};
  let format: string | undefined;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] ?? "";
    const [flag, inline] = arg.includes("=") ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg, undefined];
    if (flag === "--include-quarantined") {
      values.include_quarantined = "1";
      continue;
    }
    if (flag === "--quarantined") {
      values.quarantined = "only";
      continue;
    }
    if (!["--form", "--since", "--until", "--format"].includes(flag)) throw new UsageError(`Unknown option "${arg}".`);
    const value = inline ?? rest[++i];
    if (value === undefined || value.startsWith("--")) throw new UsageError(`${flag} needs a value.`);
    if (flag === "--format") format = value;
    else values[flag.slice(2)] = value;
  }
  const parsed = parseFilters((name) => values[name]);
  if (!parsed.ok) throw new UsageError(`Invalid --${parsed.field.replace("_", "-")}.`);
  if (command === "export" && format !== "csv" && format !== "json") throw new UsageError("export needs --format csv or --format json.");
  const normalized = command.startsWith("-") ? "help" : (command as ParsedArgs["command"]);
  return { command: normalized, format: (format as "csv" | "json") ?? "json", filters: parsed.filters };
}

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join("  ").trimEnd();
  return [line(headers), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
// Control characters (bidi overrides included) would garble a terminal table.
const isControl = (code: number) =>
  code < 0x20 || (code >= 0x7f && code <= 0x9f) || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
const printable = (s: string) => [...s].map((c) => (isControl(c.codePointAt(0) ?? 0) ? "?" : c)).join("");

export function leadsTable(leads: ExportedLead[]): string {
  if (leads.length === 0) return "No leads match.";
  const rows = leads.map((l) => [
    l.createdAt.replace("T", " ").slice(0, 19),
    l.form,
    printable(cut(l.email, 40)),
    printable(cut(l.company, 30)),
    l.locale,
    l.fitScore === null ? "" : String(l.fitScore),
    [
      l.rateFlagged ? "rate-flagged" : "",
      l.quarantineReason ? `quarantined:${l.quarantineReason}` : "",
      l.mailSuppressed && l.mailSuppressed !== "quarantined" ? `no-mail:${l.mailSuppressed}` : "",
    ].filter(Boolean).join(" "),
    l.webhookStatus ?? "",
  ]);
  return `${table(["created (UTC)", "form", "email", "company", "locale", "fit", "flags", "webhook"], rows)}\n${leads.length} lead(s).`;
}

export async function runLeadsCli(
  argv: string[],
  db: Database,
  config: Pick<LeadApiConfig, "webhook" | "ipHashSalt" | "mailLimits"> & {
    /** LINK_SIGNING_SECRET (the audit hash's key); unset: the generated one. */
    linkSecret?: string;
    /** Retention periods of `purge`; default: the environment's (RETENTION_*). */
    retention?: Retention;
    /** The clock of `forget` and `purge` (tests). */
    now?: () => Date;
  },
  /** Writes to stdout; may return a promise (backpressure while exporting). */
  out: (text: string) => void | Promise<void>,
): Promise<number> {
  const args = parseArgs(argv);
  switch (args.command) {
    case "help":
      out(`${USAGE}\n`);
      return 0;
    case "list":
      out(`${leadsTable(await queryLeads(db, args.filters))}\n`);
      return 0;
    case "export": {
      for await (const chunk of exportChunks(iterateLeads(db, args.filters), args.format)) await out(chunk);
      return 0;
    }
    case "release": {
      const result = await releaseLead(db, args.id ?? "", { webhookConfigured: Boolean(config.webhook), ipHashSalt: config.ipHashSalt, mailLimits: config.mailLimits });
      if (result.kind === "not-found") {
        out(`No lead with id ${args.id}.\n`);
        return 1;
      }
      if (result.kind === "not-quarantined") {
        out(`Lead ${result.id} is not quarantined: nothing to release.\n`);
        return 1;
      }
      out(`Released lead ${result.id} (was quarantined: ${result.reason}); it is now in exports.\n`);
      if (!config.webhook) {
        out("No CRM webhook configured (LEADS_WEBHOOK_URL, LEADS_WEBHOOK_SECRET): nothing queued.\n");
        return 0;
      }
      // Delivered now when the CRM answers; otherwise the outbox retries it (server loop or `deliver`).
      const stats = await deliverDue(db.sql, config.webhook);
      out(`Queued for the CRM; delivered now ${stats.delivered}, to retry later ${stats.retried}, failed ${stats.failed}.\n`);
      return 0;
    }
    case "outbox": {
      const entries = await listUndelivered(db.sql);
      if (entries.length === 0) {
        out("Outbox empty: every CRM delivery succeeded.\n");
        return 0;
      }
      const rows = entries.map((e) => [e.status, e.leadId, e.form, String(e.attempts), e.nextAttemptAt, cut(e.lastError ?? "", 50)]);
      out(`${table(["status", "lead", "form", "attempts", "next attempt", "last error"], rows)}\n`);
      return 0;
    }
    case "deliver": {
      if (!config.webhook) {
        out("LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET are not set: nothing to deliver to.\n");
        return 1;
      }
      const stats = await deliverDue(db.sql, config.webhook);
      out(`Delivered ${stats.delivered}, to retry later ${stats.retried}, failed for good ${stats.failed}.\n`);
      return stats.retried + stats.failed > 0 ? 2 : 0;
    }
    case "access": {
      const audit = { channel: "cli" as const, emailHash: await auditHashOf(db.sql, config.linkSecret, args.email ?? "") };
      const report = await accessByEmail(db, args.email ?? "", { ipHashSalt: config.ipHashSalt, now: config.now?.(), audit });
      out(`${JSON.stringify(report, null, 2)}\n`);
      return 0;
    }
    case "forget": {
      const email = args.email ?? "";
      const audit = { channel: "cli" as const, emailHash: await auditHashOf(db.sql, config.linkSecret, email) };
      const result = await forgetEmail(db, email, { ipHashSalt: config.ipHashSalt, now: config.now?.(), audit });
      if (result.result === "erased") {
        out(`erased ${result.leadsDeleted} lead(s) of ${printable(email)} and their outbox rows at ${result.erasedAt}; only a salted hash of the address is kept.\n`);
      } else if (result.result === "already-erased") {
        out(`already erased on ${result.erasedAt} (${result.leadsDeleted} lead(s)); nothing held for ${printable(email)}.\n`);
      } else {
        out(`nothing held for ${printable(email)}: no lead, no erasure recorded.\n`);
      }
      return 0;
    }
    case "audit": {
      const rows = await auditOf(db, await auditHashOf(db.sql, config.linkSecret, args.email ?? ""));
      if (rows.length === 0) {
        out(`No privacy audit rows for ${printable(args.email ?? "")}.\n`);
        return 0;
      }
      out(`${table(["at (UTC)", "channel", "action", "outcome"], rows.map((r) => [r.at.replace("T", " ").slice(0, 19), r.channel, r.action, r.outcome]))}\n`);
      return 0;
    }
    case "purge": {
      const retention = config.retention ?? retentionFromEnv();
      const counts = await purgeExpired(db, config.now?.(), retention);
      out(`${describePurge(counts, retention)}.\n`);
      return 0;
    }
  }
}
