import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { handlerFor, type LeadTestContext, leadRequest, openLeadTestDatabase, VALID_BODIES } from "../../../tests/support/lead-api";
import { tokensEqual } from "@/leads/http/bearer-token";
import { createLeadsExportHandler } from "./export-handler";
import { csvCell, parseFilters, toCsv } from "./export";

const TOKEN = "export-token-0123456789abcdef";
let ctx: LeadTestContext;
const ids: Record<string, string> = {};

beforeAll(async () => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  ctx = await openLeadTestDatabase();
  const post = async (name: string, form: "contact" | "newsletter", body: Record<string, unknown>) => {
    const res = await handlerFor(form, ctx.db)(leadRequest(form, body, { key: randomUUID() }));
    expect(res.status).toBe(201);
    ids[name] = (await res.json()).id;
  };
  await post("formula", "contact", { ...VALID_BODIES.contact, name: "=HYPERLINK(\"http://x\")", company: "+cmd|' /C calc'!A0", outcome: "-2+3" });
  await post("at", "contact", { ...VALID_BODIES.contact, company: "@SUM(A1:A2)", outcome: "\tTab", name: "\rCR" });
  await post("plain", "newsletter", { email: "plain@example.com", elapsedMs: 9000 });
  await post("bot", "newsletter", { email: "bot@example.com", website: "x", elapsedMs: 9000 });
  // A confirmed subscriber (double opt-in, src/leads/newsletter/newsletter.ts); "pending" never followed its link.
  await ctx.db.prisma.lead.update({ where: { id: ids.plain }, data: { confirmedAt: new Date() } });
  await post("pending", "newsletter", { email: "pending@example.com", elapsedMs: 9000 });
});

describe("newsletter double opt-in", () => {
  it("a subscription never confirmed is not exported; a confirmed one is", async () => {
    const res = await exportHandler("t0ken-0123456789abcdef")(get("?format=json&form=newsletter", "Bearer t0ken-0123456789abcdef"));
    const emails = ((await res.json()) as { email: string }[]).map((l) => l.email);
    expect(emails).toContain("plain@example.com");
    expect(emails).not.toContain("pending@example.com");
  });
});
afterAll(async () => {
  await ctx?.close();
});

const exportHandler = (token: string | undefined) => createLeadsExportHandler({ getDatabase: async () => ctx.db, token: () => token });
const get = (query: string, auth?: string) =>
  new Request(`https://www.example.test/api/leads${query}`, { headers: auth ? { authorization: auth } : {} });

/** Minimal RFC 4180 parser for the assertions. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  return rows;
}

describe("GET /api/leads credentials (promise 15)", () => {
  it("is 404 while LEADS_API_TOKEN is unset, even with a token", async () => {
    const res = await exportHandler(undefined)(get("?format=json", `Bearer ${TOKEN}`));
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
  });

  it.each([
    ["no header", undefined],
    ["a wrong token", "Bearer wrong-token-0123456789abcdef"],
    ["a prefix of the token", `Bearer ${TOKEN.slice(0, -1)}`],
    ["the token plus a character", `Bearer ${TOKEN}x`],
    ["another scheme", `Basic ${TOKEN}`],
  ])("is 401 with %s", async (_label, auth) => {
    const res = await exportHandler(TOKEN)(get("?format=csv", auth));
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(await res.text()).not.toContain("plain@example.com");
  });

  it("compares tokens in constant time over any length", () => {
    expect(tokensEqual(TOKEN, TOKEN)).toBe(true);
    expect(tokensEqual("a", TOKEN)).toBe(false);
    expect(tokensEqual(`${TOKEN}${TOKEN}`, TOKEN)).toBe(false);
  });
});

describe("GET /api/leads exports (promises 12, 14)", () => {
  it("exports CSV with dangerous cells prefixed by a quote, quarantined leads excluded", async () => {
    const res = await exportHandler(TOKEN)(get("?format=csv", `Bearer ${TOKEN}`));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const rows = parseCsv(await res.text());
    const header = rows[0] ?? [];
    const col = (name: string) => header.indexOf(name);
    const byId = new Map(rows.slice(1).map((r) => [r[col("id")], r]));
    expect(byId.has(ids.bot)).toBe(false);
    const formula = byId.get(ids.formula) ?? [];
    expect(formula[col("company")]).toBe("'+cmd|' /C calc'!A0");
    const answers = formula[col("answers")] ?? "";
    expect(answers.startsWith("{")).toBe(true);
    expect(JSON.parse(answers)).toEqual({ name: '=HYPERLINK("http://x")', outcome: "-2+3" });
    const at = byId.get(ids.at) ?? [];
    expect(at[col("company")]).toBe("'@SUM(A1:A2)");
    for (const r of rows.slice(1)) for (const cell of r) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it("prefixes every dangerous first character", () => {
    for (const c of ["=", "+", "-", "@", "\t", "\r"]) expect(csvCell(`${c}1`)).toBe(`"'${c}1"`);
    expect(csvCell("a\"b")).toBe('"a""b"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell("safe -1")).toBe('"safe -1"');
    // Whitespace before the formula character does not hide it.
    for (const ws of [" ", "  ", "\t", "\r", "\n", " \r\n\t "]) {
      for (const c of ["=", "+", "-", "@"]) {
        const cell = csvCell(`${ws}${c}1+1`).slice(1, -1);
        expect(cell.startsWith("'")).toBe(true);
        // Whatever the separator a spreadsheet splits on, no piece starts (after whitespace) with a formula character.
        for (const piece of cell.split(/[,;\t\r\n|]/)) expect(piece.trimStart()).not.toMatch(/^[=+\-@]/);
      }
    }
    expect(csvCell("  =1+1")).toBe(`"'  =1+1"`);
    expect(csvCell("a;\n =cmd")).toBe(`"a;\n '=cmd"`);
    expect(csvCell(" plain")).toBe('" plain"');
    expect(toCsv([]).split("\r\n")[0]).toContain("email");
  });

  it("exports JSON unchanged", async () => {
    const res = await exportHandler(TOKEN)(get("?format=json&form=contact", `Bearer ${TOKEN}`));
    expect(res.status).toBe(200);
    const leads = (await res.json()) as { id: string; company: string; answers: Record<string, string>; form: string }[];
    expect(leads.every((l) => l.form === "contact")).toBe(true);
    const formula = leads.find((l) => l.id === ids.formula);
    expect(formula?.company).toBe("+cmd|' /C calc'!A0");
    expect(formula?.answers.name).toBe('=HYPERLINK("http://x")');
  });

  it("includes quarantined leads only when asked", async () => {
    const res = await exportHandler(TOKEN)(get("?format=json&include_quarantined=1", `Bearer ${TOKEN}`));
    const leads = (await res.json()) as { id: string; quarantineReason: string | null }[];
    expect(leads.find((l) => l.id === ids.bot)?.quarantineReason).toBe("honeypot");
  });

  it("quarantined=only lists the quarantined leads alone", async () => {
    const res = await exportHandler(TOKEN)(get("?quarantined=only", `Bearer ${TOKEN}`));
    expect(res.headers.get("content-type")).toBe("application/json");
    const leads = (await res.json()) as { id: string }[];
    expect(leads.map((l) => l.id)).toEqual([ids.bot]);
  });

  it("streams every lead across pages, in order, in both formats", async () => {
    const { iterateLeads } = await import("./export");
    const all: string[] = [];
    for await (const lead of iterateLeads(ctx.db, { includeQuarantined: true }, 1)) all.push(lead.id);
    expect(new Set(all).size).toBe(4);
    const json = (await (await exportHandler(TOKEN)(get("?include_quarantined=1", `Bearer ${TOKEN}`))).json()) as { id: string }[];
    expect(json.map((l) => l.id)).toEqual(all);
  });

  it("filters by time window", async () => {
    const future = new Date(Date.now() + 60_000).toISOString();
    const none = await exportHandler(TOKEN)(get(`?format=json&since=${future}`, `Bearer ${TOKEN}`));
    expect(await none.json()).toEqual([]);
    const all = await exportHandler(TOKEN)(get(`?format=json&until=${future}`, `Bearer ${TOKEN}`));
    expect(((await all.json()) as unknown[]).length).toBe(3);
  });

  it.each(["?format=xml", "?form=unknown", "?since=yesterday", "?until=2026-13-45", "?include_quarantined=maybe", "?since=0000-01-01", "?since=2026-02-31", "?until=99999-01-01", "?since=1969-12-31T00:00:00Z", "?since=2026-01-01T25:00", "?quarantined=all"])(
    "refuses %s with 400 problem+json",
    async (query) => {
      const res = await exportHandler(TOKEN)(get(query, `Bearer ${TOKEN}`));
      expect(res.status).toBe(400);
      expect(res.headers.get("content-type")).toBe("application/problem+json");
    },
  );

  it("answers 503 when the database is down", async () => {
    const handler = createLeadsExportHandler({
      getDatabase: async () => {
        throw new Error("down");
      },
      token: () => TOKEN,
    });
    const res = await handler(get("?format=json", `Bearer ${TOKEN}`));
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBeTruthy();
  });

  it("parses filters", () => {
    expect(parseFilters((n) => ({ form: "newsletter", since: "2026-01-01" })[n as "form"])).toEqual({
      ok: true,
      filters: { form: "newsletter", since: new Date("2026-01-01") },
    });
  });
});

describe("lead_overview view", () => {
  it("gives one flat row per lead and refuses writes", async () => {
    const rows = await ctx.db.sql.query<Record<string, unknown>>(`SELECT * FROM lead_overview WHERE id = $1::uuid`, [ids.formula]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.form).toBe("contact");
    expect(rows[0]?.quarantined).toBe(false);
    const bot = await ctx.db.sql.query<Record<string, unknown>>(`SELECT quarantined, quarantine_reason FROM lead_overview WHERE id = $1::uuid`, [ids.bot]);
    expect(bot[0]).toEqual({ quarantined: true, quarantine_reason: "honeypot" });
    await expect(ctx.db.sql.query(`UPDATE lead_overview SET email = 'x@example.com'`)).rejects.toThrow();
    await expect(ctx.db.sql.query(`DELETE FROM lead_overview`)).rejects.toThrow();
  });
});
