import "server-only";
import type { SqlExecutor } from "@/db/sql-executor";
import { LEAD_FORMS, type LeadForm } from "./enums";

/** Lead export for sales: the API (GET /api/leads) and `npm run leads` share it. */
export interface ExportFilters {
  form?: LeadForm;
  since?: Date;
  until?: Date;
  includeQuarantined?: boolean;
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
  webhookStatus: string | null;
}

export type FilterParse = { ok: true; filters: ExportFilters } | { ok: false; field: string };

/** Parses `form`, `since`, `until` (ISO 8601) and `include_quarantined` (1/true). */
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
    if (!/^\d{4}-\d{2}-\d{2}([T ][0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value)) return { ok: false, field: name };
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) return { ok: false, field: name };
    filters[name] = date;
  }
  const q = get("include_quarantined") ?? get("includeQuarantined");
  if (q) {
    if (!["1", "true", "0", "false"].includes(q)) return { ok: false, field: "include_quarantined" };
    filters.includeQuarantined = q === "1" || q === "true";
  }
  return { ok: true, filters };
}

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());
const obj = (v: unknown) => (typeof v === "string" ? JSON.parse(v) : v) as Record<string, unknown>;

export async function queryLeads(sql: SqlExecutor, filters: ExportFilters): Promise<ExportedLead[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filters.form) {
    params.push(filters.form);
    where.push(`l.form = $${params.length}`);
  }
  if (filters.since) {
    params.push(filters.since.toISOString());
    where.push(`l.created_at >= $${params.length}::timestamptz`);
  }
  if (filters.until) {
    params.push(filters.until.toISOString());
    where.push(`l.created_at < $${params.length}::timestamptz`);
  }
  if (!filters.includeQuarantined) where.push("l.quarantine_reason IS NULL");
  const rows = await sql.query<Record<string, unknown>>(
    `SELECT l.id::text AS id, l.created_at, l.form, l.email, l.company, l.locale, l.fit_score, l.answers, l.derived,
            l.page, l.cta, l.utm, l.home_variant, l.visitor_id, l.analytics_consent, l.rate_flagged,
            l.quarantine_reason, o.status AS webhook_status
     FROM leads l LEFT JOIN lead_outbox o ON o.lead_id = l.id
     ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
     ORDER BY l.created_at, l.id`,
    params,
  );
  return rows.map((r) => ({
    id: String(r.id),
    createdAt: iso(r.created_at),
    form: String(r.form),
    email: String(r.email),
    company: String(r.company),
    locale: String(r.locale),
    fitScore: r.fit_score === null ? null : Number(r.fit_score),
    answers: obj(r.answers) ?? {},
    derived: obj(r.derived) ?? {},
    page: (r.page as string | null) ?? null,
    cta: (r.cta as string | null) ?? null,
    utm: r.utm === null ? null : (obj(r.utm) as Record<string, string>),
    homeVariant: (r.home_variant as string | null) ?? null,
    visitorId: (r.visitor_id as string | null) ?? null,
    analyticsConsent: (r.analytics_consent as string | null) ?? null,
    rateFlagged: Boolean(r.rate_flagged),
    quarantineReason: (r.quarantine_reason as string | null) ?? null,
    webhookStatus: (r.webhook_status as string | null) ?? null,
  }));
}

/**
 * One CSV cell (RFC 4180 quoting). A cell starting with =, +, -, @, tab or CR
 * is prefixed with ' so a spreadsheet never evaluates it (OWASP CSV injection).
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : typeof value === "object" ? JSON.stringify(value) : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
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
  "webhookStatus",
] as const satisfies readonly (keyof ExportedLead)[];

export function toCsv(leads: ExportedLead[]): string {
  const lines = [CSV_COLUMNS.join(",")];
  for (const lead of leads) lines.push(CSV_COLUMNS.map((c) => csvCell(lead[c])).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

export function toJson(leads: ExportedLead[]): string {
  return JSON.stringify(leads, null, 2);
}
