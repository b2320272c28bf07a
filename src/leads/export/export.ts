import "server-only";
import type { Database } from "@/db/connection";
import type { PrismaClient } from "@/generated/prisma/client";
import { LEAD_FORMS, type LeadForm } from "@/leads/contract/enums";

/** Lead export for sales: the API (GET /api/leads) and `npm run leads` share it. */
export interface ExportFilters {
  form?: LeadForm;
  since?: Date;
  until?: Date;
  includeQuarantined?: boolean;
  /** Only quarantined (bot-suspected) leads: what sales reviews before `release`. */
  quarantinedOnly?: boolean;
}

export interface ExportedLead {
  id: string;
  createdAt: string;
  form: string;
  email: string;
  company: string;
  locale: string;
  fitScore: number | null;
  answers: Record<string, unknown>;
  derived: Record<string, unknown>;
  page: string | null;
  cta: string | null;
  utm: Record<string, string> | null;
  homeVariant: string | null;
  visitorId: string | null;
  analyticsConsent: string | null;
  rateFlagged: boolean;
  quarantineReason: string | null;
  /** Why the promised e-mail was not sent (src/mail/recipient-limits.ts `MailSuppression`); null: sent or none promised. */
  mailSuppressed: string | null;
  webhookStatus: string | null;
}

export type FilterParse = { ok: true; filters: ExportFilters } | { ok: false; field: string };

/** Dates outside these years are refused (400) rather than passed to the database (year 0 made PostgreSQL fail: 503). */
const YEAR_MIN = 1970;
const YEAR_MAX = 9999;

/** An ISO 8601 date or date-time with a real calendar date (no 2026-02-31) in YEAR_MIN..YEAR_MAX; else undefined. */
export function parseIsoDate(value: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(value);
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < YEAR_MIN || year > YEAR_MAX || month < 1 || month > 12 || day < 1) return undefined;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return undefined;
  if (m[4] !== undefined && (Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[6] ?? 0) > 59)) return undefined;
  const date = new Date(m[4] === undefined ? `${m[1]}-${m[2]}-${m[3]}` : value.replace(" ", "T").replace(/([+-]\d{2})(\d{2})$/, "$1:$2"));
  if (Number.isNaN(date.getTime())) return undefined;
  const ms = date.getTime();
  if (ms < Date.UTC(YEAR_MIN, 0, 1) - 86_400_000 || ms > Date.UTC(YEAR_MAX, 11, 31, 23, 59, 59)) return undefined;
  return date;
}

/**
 * Parses `form`, `since`, `until` (ISO 8601), `include_quarantined` (1/true) and
 * `quarantined` (`only` | `include` | `exclude`, the default).
 */
export function parseFilters(get: (name: string) => string | null | undefined): FilterParse {
  const filters: ExportFilters = {};
  const form = get("form");
  if (form) {
    if (!(LEAD_FORMS as readonly string[]).includes(form)) return { ok: false, field: "form" };
    filters.form = form as LeadForm;
  }
  for (const name of ["since", "until"] as const) {
    const value = get(name);
    if (!value) continue;
    const date = parseIsoDate(value);
    if (!date) return { ok: false, field: name };
    filters[name] = date;
  }
  const q = get("include_quarantined") ?? get("includeQuarantined");
  if (q) {
    if (!["1", "true", "0", "false"].includes(q)) return { ok: false, field: "include_quarantined" };
    filters.includeQuarantined = q === "1" || q === "true";
  }
  const quarantined = get("quarantined");
  if (quarantined) {
    if (!["only", "include", "exclude"].includes(quarantined)) return { ok: false, field: "quarantined" };
    filters.quarantinedOnly = quarantined === "only";
    filters.includeQuarantined = quarantined !== "exclude";
  }
  return { ok: true, filters };
}

/** Rows read per database round trip while streaming an export (memory stays flat in the number of leads). */
export const EXPORT_PAGE_SIZE = 1000;

type LeadWhere = NonNullable<Parameters<PrismaClient["lead"]["findMany"]>[0]>["where"];

function whereOf(filters: ExportFilters): LeadWhere {
  const and: NonNullable<LeadWhere>[] = [];
  if (filters.form) and.push({ form: filters.form });
  if (filters.since) and.push({ createdAt: { gte: filters.since } });
  if (filters.until) and.push({ createdAt: { lt: filters.until } });
  if (filters.quarantinedOnly) and.push({ quarantineReason: { not: null } });
  else if (!filters.includeQuarantined) and.push({ quarantineReason: null });
  // Newsletter double opt-in: a subscription is a lead for sales only once confirmed and while not unsubscribed
  // (src/leads/newsletter/newsletter.ts). The quarantine review still shows the held-back ones.
  if (!filters.quarantinedOnly) {
    and.push({
      OR: [
        { form: { not: "newsletter" } },
        { confirmedAt: { not: null }, unsubscribedAt: null },
        ...(filters.includeQuarantined ? [{ quarantineReason: { not: null } }] : []),
      ],
    });
  }
  return { AND: and };
}

const record = (v: unknown) => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/**
 * The matching leads in (created_at, id) order, read through Prisma in pages of
 * `pageSize` with keyset pagination (no OFFSET, no cursor held open between pages).
 */
export async function* iterateLeads(
  db: Pick<Database, "prisma">,
  filters: ExportFilters,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<ExportedLead> {
  const base = whereOf(filters);
  let after: { createdAt: Date; id: string } | undefined;
  for (;;) {
    const page = await db.prisma.lead.findMany({
      where: after
        ? {
            AND: [
              base ?? {},
              // The plain range lets PostgreSQL start the index scan at the page boundary; without it the OR below
              // made every page scan from the first lead (1,000,000 leads took 492 s instead of ~50 s).
              { createdAt: { gte: after.createdAt } },
              { OR: [{ createdAt: { gt: after.createdAt } }, { createdAt: after.createdAt, id: { gt: after.id } }] },
            ],
          }
        : base,
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: pageSize,
      include: { outbox: { where: { kind: "webhook" }, select: { status: true }, orderBy: { createdAt: "desc" }, take: 1 } },
    });
    for (const r of page) {
      yield {
        id: r.id,
        createdAt: r.createdAt.toISOString(),
        form: r.form,
        email: r.email,
        company: r.company,
        locale: r.locale,
        fitScore: r.fitScore,
        answers: record(r.answers),
        derived: record(r.derived),
        page: r.page,
        cta: r.cta,
        utm: r.utm === null ? null : (record(r.utm) as Record<string, string>),
        homeVariant: r.homeVariant,
        visitorId: r.visitorId,
        analyticsConsent: r.analyticsConsent,
        rateFlagged: r.rateFlagged,
        quarantineReason: r.quarantineReason,
        mailSuppressed: r.mailSuppressed,
        webhookStatus: r.outbox[0]?.status ?? null,
      };
    }
    const last = page.at(-1);
    if (!last || page.length < pageSize) return;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/** Every matching lead in memory: for the terminal table (`npm run leads -- list`), not for exports. */
export async function queryLeads(db: Pick<Database, "prisma">, filters: ExportFilters): Promise<ExportedLead[]> {
  const out: ExportedLead[] = [];
  for await (const lead of iterateLeads(db, filters)) out.push(lead);
  return out;
}

/**
 * One CSV cell (RFC 4180 quoting), safe in a spreadsheet whatever separator it is
 * opened with. A cell starting with =, +, -, @, tab or CR, or with whitespace
 * (space, tab, CR, LF) and then one of =, +, -, @ (spreadsheets trim leading
 * spaces before evaluating), is prefixed with ' (OWASP CSV injection); so is
 * every =, +, -, @ that follows a character a spreadsheet may split on
 * (`,` `;` tab CR LF `|`, optionally then whitespace): a French, German or
 * Spanish spreadsheet opens the file with `;` (or tab) as separator, ignores the
 * `,`-quoting, and would start a new cell there.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : typeof value === "object" ? JSON.stringify(value) : String(value);
  if (/^[ \t\r\n]*[=+\-@]/.test(text) || /^[\t\r]/.test(text)) text = `'${text}`;
  text = text.replace(/([,;\t\r\n|][ \t\r\n]*)(?=[=+\-@])/g, "$1'");
  return `"${text.replaceAll('"', '""')}"`;
}

export const CSV_COLUMNS = [
  "id",
  "createdAt",
  "form",
  "email",
  "company",
  "locale",
  "fitScore",
  "answers",
  "derived",
  "page",
  "cta",
  "utm",
  "homeVariant",
  "visitorId",
  "analyticsConsent",
  "rateFlagged",
  "quarantineReason",
  "mailSuppressed",
  "webhookStatus",
] as const satisfies readonly (keyof ExportedLead)[];

export const CSV_HEADER = `${CSV_COLUMNS.join(",")}\r\n`;

export function csvRow(lead: ExportedLead): string {
  return `${CSV_COLUMNS.map((c) => csvCell(lead[c])).join(",")}\r\n`;
}

export function toCsv(leads: ExportedLead[]): string {
  return CSV_HEADER + leads.map(csvRow).join("");
}

export function toJson(leads: ExportedLead[]): string {
  return JSON.stringify(leads, null, 2);
}

/**
 * The export as text chunks, one per page of leads: CSV, or a JSON array with
 * one lead per line (`[`, `{...},`, ..., `]`, parseable as one document).
 */
export async function* exportChunks(leads: AsyncIterable<ExportedLead>, format: "csv" | "json"): AsyncGenerator<string> {
  let buffer = format === "csv" ? CSV_HEADER : "[";
  let first = true;
  let count = 0;
  for await (const lead of leads) {
    if (format === "csv") buffer += csvRow(lead);
    else {
      buffer += `${first ? "\n" : ",\n"}${JSON.stringify(lead)}`;
      first = false;
    }
    if (++count % 200 === 0) {
      yield buffer;
      buffer = "";
    }
  }
  yield format === "csv" ? buffer : `${buffer}${first ? "]" : "\n]"}\n`;
}
